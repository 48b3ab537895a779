import { describe, expect, it } from 'vitest';
import { mannWhitneyU, shiftInterval } from '../../../src/compare/stats/mann-whitney';
import { createRng } from '../../../src/compare/stats/random';
import { tiedSample, uniformSample } from './samples';

// scipy.stats.mannwhitneyu(a, b, alternative='two-sided', use_continuity=True,
// method='exact' | 'asymptotic') from reference/make-reference.py. U must match exactly,
// p to 1e-12 relative (the exact DP and the normal tail are both near machine precision).
const CASES: Array<[string, number[], number[], number, number, 'exact' | 'normal']> = [
  ['[1.1, 2.2, 3.3, 4.4] vs [5.5, 6.6, 7.7]', [1.1, 2.2, 3.3, 4.4], [5.5, 6.6, 7.7], 0, 0.05714285714285714, 'exact'],
  ['[1, 2] vs [3, 4]', [1, 2], [3, 4], 0, 0.3333333333333333, 'exact'],
  ['[1..6] vs [1.5..5.5] (U = mn/2)', [1, 2, 3, 4, 5, 6], [1.5, 2.5, 3.5, 4.5, 5.5], 15, 1.0, 'exact'],
  ['uniform 10 vs 12, shifted', uniformSample(2, 10, 100, 10), uniformSample(3, 12, 103, 10), 27, 0.029960751322980424, 'exact'],
  ['uniform 50 vs 50, small shift', uniformSample(4, 50, 100, 10), uniformSample(5, 50, 101, 10), 1032, 0.13421548734041322, 'exact'],
  ['uniform 50 vs 30, large shift', uniformSample(6, 50, 100, 10), uniformSample(7, 30, 104, 10), 223, 2.516696909245191e-8, 'exact'],
  ['tied 20 vs 25', tiedSample(8, 20, 0, 8), tiedSample(9, 25, 1, 8), 227.5, 0.6121232892417051, 'normal'],
  ['uniform 60 vs 80 (n > 50)', uniformSample(10, 60, 100, 10), uniformSample(11, 80, 101, 10), 2418, 0.9412584142210595, 'normal'],
  ['uniform 51 vs 10 (one n > 50)', uniformSample(14, 51, 100, 10), uniformSample(15, 10, 102, 10), 262, 0.8992363809232793, 'normal'],
  ['all tied', [1, 1, 1], [1, 1], 3, 1.0, 'normal'],
  ['uniform 5000 vs 5000', uniformSample(12, 5000, 100, 10), uniformSample(13, 5000, 100.2, 10), 11716408, 5.679472069776339e-8, 'normal'],
];

describe('mannWhitneyU against scipy', () => {
  it.each(CASES)('%s', (_name, a, b, u, p, method) => {
    const result = mannWhitneyU(a, b);
    expect(result.u).toBe(u);
    expect(result.method).toBe(method);
    expect(Math.abs(result.p - p) / p).toBeLessThanOrEqual(1e-12);
  });
});

describe('mannWhitneyU properties', () => {
  it('is symmetric: swapping the samples gives U₂ = n₁n₂ − U₁ and the same p', () => {
    const a = uniformSample(20, 15, 0, 1);
    const b = uniformSample(21, 18, 0.2, 1);
    const ab = mannWhitneyU(a, b);
    const ba = mannWhitneyU(b, a);
    expect(ba.u).toBe(15 * 18 - ab.u);
    expect(ba.p).toBeCloseTo(ab.p, 14);
  });

  it('does not mutate its inputs', () => {
    const a = [3, 1, 2];
    const b = [6, 4, 5];
    mannWhitneyU(a, b);
    expect(a).toEqual([3, 1, 2]);
    expect(b).toEqual([6, 4, 5]);
  });

  it('gives p = 1 when a side has fewer than 2 observations (documented policy)', () => {
    expect(mannWhitneyU([], [1, 2, 3])).toEqual({ u: 0, p: 1, method: 'exact' });
    expect(mannWhitneyU([1, 2, 3], [])).toEqual({ u: 0, p: 1, method: 'exact' });
    expect(mannWhitneyU([10], [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ u: 9, p: 1, method: 'exact' });
  });

  it('exact p-values are uniform-ish under H0 and never exceed 1', () => {
    let below = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = mannWhitneyU(uniformSample(1000 + seed, 12, 0, 1), uniformSample(5000 + seed, 9, 0, 1));
      expect(r.p).toBeLessThanOrEqual(1);
      if (r.p < 0.05) below++;
    }
    expect(below).toBeLessThanOrEqual(20); // expected ≤ 10 (the exact test is conservative)
  });

  it('runs the normal path on 20 000 values per side fast (O(n log n))', () => {
    const a = uniformSample(30, 20_000, 0, 1);
    const b = uniformSample(31, 20_000, 0, 1);
    const t0 = performance.now();
    const r = mannWhitneyU(a, b);
    // A guard against a quadratic path (the exact DP at this n would take minutes), not a speed target.
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(r.method).toBe('normal');
  });
});

describe('shiftInterval (Moses): the interval the U test inverts to', () => {
  // Duality, checked with the test itself: shifting b by a δ inside the interval leaves U not significant,
  // by a δ just outside it makes U significant (exact p, no ties).
  it('holds exactly the shifts the two-sided exact U test does not reject at 95 %', () => {
    const rng = createRng(11);
    for (let trial = 0; trial < 60; trial++) {
      const m = 4 + Math.floor(rng() * 12);
      const n = 4 + Math.floor(rng() * 12);
      const a = Array.from({ length: m }, () => rng() * 10);
      const b = Array.from({ length: n }, () => rng() * 10 + rng() * 3);
      const ci = shiftInterval(a, b, 0.95)!;
      expect(ci[0]).toBeLessThanOrEqual(ci[1]);
      const p = (delta: number): number => mannWhitneyU(b.map((x) => x - delta), a).p;
      const eps = 1e-9;
      expect(p(ci[0] + eps)).toBeGreaterThan(0.05);
      expect(p(ci[1] - eps)).toBeGreaterThan(0.05);
      expect(p((ci[0] + ci[1]) / 2)).toBeGreaterThan(0.05);
      expect(p(ci[0] - eps)).toBeLessThanOrEqual(0.05);
      expect(p(ci[1] + eps)).toBeLessThanOrEqual(0.05);
    }
  });

  it('is undefined where no shift can be rejected (3 against 3 at 95 %: the smallest two-sided p is 0.1)', () => {
    expect(shiftInterval([1, 2, 3], [4, 5, 6], 0.95)).toBeUndefined();
    expect(shiftInterval([1, 2, 3, 4], [5, 6, 7, 8], 0.95)).toBeDefined();
  });

  it('past 50 a side, takes the normal approximation, close to the exact interval at 50', () => {
    const rng = createRng(3);
    const a = Array.from({ length: 60 }, () => rng());
    const b = Array.from({ length: 60 }, () => rng() + 0.2);
    const [lo, hi] = shiftInterval(a, b, 0.95)!;
    expect(lo).toBeLessThan(0.2);
    expect(hi).toBeGreaterThan(0.2);
    const a50 = a.slice(0, 50);
    const b50 = b.slice(0, 50);
    const exact = shiftInterval(a50, b50, 0.95)!;
    const p = (delta: number): number => mannWhitneyU(b50.map((x) => x - delta), a50).p;
    expect(p(exact[0] - 1e-9)).toBeLessThanOrEqual(0.05);
  });
});
