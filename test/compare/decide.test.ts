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

describe('decide: a row that is not significant', () => {
  it('with its interval within the floor: no change beyond noise', () => {
    expect(decide(tested([0.96, 1.05]), 0.4, ctx)).toMatchObject({ verdict: 'unchanged' });
  });

  it('with its interval reaching beyond the floor: inconclusive, for a U or Welch test too (cramberry: 2.50x at p=0.22, interval 0.97x … 3.06x, was "no difference")', () => {
    for (const test of ['mann-whitney', 'welch'] as const) {
      const d = decide({ ...tested([0.97, 3.06]), test, p: 0.22 }, 0.22, ctx);
      expect(d).toMatchObject({ verdict: 'inconclusive', ci: [0.97, 3.06], note: expect.stringContaining('reaches beyond the 10 % floor') });
    }
  });

  it('with its interval wholly beyond the floor: inconclusive, and the note names q, not the noise (hpack 4.2.0, 5 runs a side against a stored baseline: −32.0 % [−48.5, −10.0 %], p=0.01, q=0.05 read "the interval still allows a change beyond the floor")', () => {
    const d = decide({ ...tested([0.515, 0.9]), test: 'welch-runs', p: 0.0098 }, 0.05, { ...ctx, floor: 0.05 });
    expect(d).toMatchObject({ verdict: 'inconclusive', ci: [0.515, 0.9] });
    expect(d.note).toBe('not called: the interval lies beyond the 5 % floor, but p=0.0098 adjusted across the report\'s rows (Benjamini–Hochberg) is q=0.050, not below α 0.05');
    // One that reaches back within the floor keeps saying the noise is too large to tell.
    expect(decide({ ...tested([0.636, 1.421]), test: 'welch-runs', p: 0.76 }, 0.76, { ...ctx, floor: 0.05 }).note).toMatch(/interval still allows a change beyond the floor/);
  });

  it('computes a drawn interval once: the one it decides on is the one it shows', () => {
    let draws = 0;
    const d = decide({ ...tested([0.9, 1.3]), p: 0.3, interval: () => (draws++ === 0 ? [0.9, 1.3] : [0.99, 1.01]) }, 0.3, ctx);
    expect(draws).toBe(1);
    expect(d).toMatchObject({ verdict: 'inconclusive', ci: [0.9, 1.3] });
  });

  it('with a bound that is not finite (a resampled base median of 0 ms): inconclusive, and no interval shown', () => {
    const d = decide({ ...tested([0, Number.NaN]), p: 0.5 }, 0.5, ctx);
    expect(d.verdict).toBe('inconclusive');
    expect(d.ci).toBeUndefined();
    expect(decide({ ...tested([1.2, Number.POSITIVE_INFINITY]), p: 0.001 }, 0.01, ctx)).toMatchObject({ verdict: 'inconclusive', note: 'interval not computable' });
  });

  it('against a history (prediction interval): decided by the prediction test alone', () => {
    expect(decide({ ...tested([0.5, 2]), test: 'prediction-interval', p: 0.5 }, 0.5, ctx).verdict).toBe('unchanged');
  });
});

describe('decide: a U-test row that is not significant is judged on the test\'s own (Moses) interval', () => {
  it('without drawing the bootstrap interval', () => {
    let drawn = 0;
    const t: Tested = { ...tested([0.5, 2]), p: 0.4, interval: () => (drawn++, [0.5, 2]), testInterval: () => [0.97, 1.04] };
    expect(decide(t, 0.4, ctx).verdict).toBe('unchanged');
    expect(decide({ ...t, testInterval: () => [0.9, 1.3] }, 0.4, ctx)).toMatchObject({ verdict: 'inconclusive', ci: [0.9, 1.3] });
    const unbounded = decide({ ...t, testInterval: () => [0, Number.POSITIVE_INFINITY] }, 0.4, ctx);
    expect(unbounded.verdict).toBe('inconclusive');
    expect(unbounded.ci).toBeUndefined();
    expect(drawn).toBe(0);
  });
});
