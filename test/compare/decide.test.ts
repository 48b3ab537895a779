import { describe, expect, it } from 'vitest';
import { decide, type JudgeContext, type Tested } from '../../src/compare/judge';
import { createRng } from '../../src/compare/stats/random';

// The second phase of judge.ts on a row whose p and interval are given: what each interval is called.
const ctx: JudgeContext = { direction: 'smaller', floor: 0.1, alpha: 0.05, rng: createRng(1), resamples: 100 };
const tested = (ci: [number, number]): Tested => ({ test: 'mann-whitney', ratio: Math.sqrt(ci[0] * ci[1]), p: 0.001, confidence: 'normal', interval: () => ci });

describe('decide: a significant row, by where its interval lies against the 10 % floor', () => {
  it('wholly beyond it: regressed (or improved)', () => {
    expect(decide(tested([1.12, 1.3]), 0.01, ctx).verdict).toBe('regressed');
    expect(decide(tested([0.7, 0.88]), 0.01, ctx).verdict).toBe('improved');
  });

  it('wholly within it: no change beyond noise', () => {
    expect(decide(tested([1.02, 1.08]), 0.01, ctx)).toMatchObject({ verdict: 'unchanged', note: expect.stringContaining('not beyond the 10 % floor') });
  });

  it('from within it to beyond it: inconclusive, never "unchanged" (+21 %, interval +2 … +25 %: a real asset-io row)', () => {
    const d = decide(tested([1.024, 1.248]), 0.014, ctx);
    expect(d.verdict).toBe('inconclusive');
    expect(d.note).toMatch(/reaches both within and beyond the 10 % floor/);
    expect(d.ci).toEqual([1.024, 1.248]);
  });
});
