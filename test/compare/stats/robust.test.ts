import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/compare/stats/random';
import { driftFactor, hodgesLehmann } from '../../../src/compare/stats/robust';
import { uniformSample } from './samples';

// A suite that drifted by +38 % with two benchmarks that really changed (1.02 and 2.5).
const RATIOS = [1.38, 1.41, 1.35, 1.02, 1.39, 1.44, 1.37, 2.5, 1.36, 1.4, 1.33];
const close = (a: number, e: number, rel = 1e-14): void => {
  expect(Math.abs(a - e)).toBeLessThanOrEqual(rel * Math.abs(e));
};

describe('driftFactor', () => {
  it('estimates the common factor and its interval (reference: Python port of the bootstrap)', () => {
    const d = driftFactor(RATIOS, { rng: createRng(3) })!;
    expect(d.n).toBe(11);
    close(d.factor, 1.38);
    close(d.lower, 1.35);
    close(d.upper, 1.41);
  });

  it('ignores the benchmarks that really changed (50 % breakdown)', () => {
    const d = driftFactor([0.5, 0.6, 5, 9, 1.2, 1.21, 1.19, 1.2, 1.22], { rng: createRng(1) })!;
    expect(d.factor).toBeCloseTo(1.2, 12);
  });

  it('is undefined below 5 usable ratios; non-positive and non-finite ratios are dropped', () => {
    expect(driftFactor([1.1, 1.2, 1.3, 1.4], { rng: createRng(1) })).toBeUndefined();
    expect(driftFactor([1.1, 1.2, 1.3, 1.4, 0, -1, NaN, Infinity], { rng: createRng(1) })).toBeUndefined();
    expect(driftFactor([1.1, 1.2, 1.3, 1.4, 1.5, 0], { rng: createRng(1) })?.n).toBe(5);
  });

  it('respects the level and is deterministic per seed', () => {
    const wide = driftFactor(RATIOS, { rng: createRng(8), level: 0.99, resamples: 2000 })!;
    const narrow = driftFactor(RATIOS, { rng: createRng(8), level: 0.5, resamples: 2000 })!;
    expect(wide.lower).toBeLessThanOrEqual(narrow.lower);
    expect(wide.upper).toBeGreaterThanOrEqual(narrow.upper);
    expect(driftFactor(RATIOS, { rng: createRng(8) })).toEqual(driftFactor(RATIOS, { rng: createRng(8) }));
  });
});

describe('hodgesLehmann', () => {
  // numpy median of the Walsh averages (reference/make-reference.py).
  it.each([
    ['RATIOS', RATIOS, 1.38],
    ['uniformSample(50, 31, 0, 1)', uniformSample(50, 31, 0, 1), 0.5174756946507841],
    ['[3, 1, 2, 100]', [3, 1, 2, 100], 2.75],
  ])('%s', (_name, xs, expected) => close(hodgesLehmann(xs), expected));

  it('is NaN for no data and the value itself for one', () => {
    expect(hodgesLehmann([])).toBeNaN();
    expect(hodgesLehmann([4.5])).toBe(4.5);
  });
});
