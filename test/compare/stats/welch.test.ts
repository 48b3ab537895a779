import { describe, expect, it } from 'vitest';
import { normalQuantile } from '../../../src/compare/stats/distributions';
import { createRng } from '../../../src/compare/stats/random';
import { ratioCIFromSummaries, welchFromSummaries, type Summary } from '../../../src/compare/stats/welch';

const s = ([mean, sd, n]: number[]): Summary => ({ mean: mean as number, sd: sd as number, n: n as number });
const rel = (a: number, e: number): number => Math.abs(a - e) / Math.abs(e);

// scipy.stats.ttest_ind_from_stats(..., equal_var=False) [a, b, t, df, p] (reference/make-reference.py).
const WELCH: Array<[number[], number[], number, number, number]> = [
  [[100.0, 3.0, 10], [104.0, 5.0, 12], -2.315842933279395, 18.367345875241018, 0.03231185923623555],
  [[1500000.0, 21000.0, 5], [1490000.0, 9000.0, 30], 1.0488612925459209, 4.248097303196531, 0.35020836031804065],
  [[10.0, 0.0, 4], [10.5, 1.2, 6], -1.0206207261596576, 5.0, 0.35425074492258946],
  [[7.0, 1.0, 2], [7.1, 1.0, 2], -0.09999999999999964, 2.0, 0.9294654384141404],
  [[250.0, 40.0, 1000], [252.0, 35.0, 800], -1.1302411732813662, 1783.6053603671292, 0.25852657925772254],
];

// Delta-method interval computed in Python with scipy's t.ppf [base, head, level, lower, upper].
const RATIO_CI: Array<[number[], number[], number, number, number]> = [
  [[100.0, 3.0, 10], [104.0, 5.0, 12], 0.95, 1.0040033463507259, 1.0772872460349028],
  [[100.0, 3.0, 10], [104.0, 5.0, 12], 0.99, 0.9910783947838429, 1.0913364731716306],
  [[1500000.0, 21000.0, 5], [1490000.0, 9000.0, 30], 0.95, 0.976348543117981, 1.010613594977094],
  [[1500000.0, 21000.0, 5], [1490000.0, 9000.0, 30], 0.99, 0.9657891430503526, 1.0216630806126878],
  [[250.0, 40.0, 1000], [252.0, 35.0, 800], 0.95, 0.9941567793371593, 1.0220359817668268],
  [[250.0, 40.0, 1000], [252.0, 35.0, 800], 0.99, 0.9898392622911664, 1.0264939356397438],
];

describe('welchFromSummaries', () => {
  it.each(WELCH)('%j vs %j matches scipy (t, df, p to 1e-12)', (a, b, t, df, p) => {
    const r = welchFromSummaries(s(a), s(b));
    expect(rel(r.t, t)).toBeLessThan(1e-12);
    expect(rel(r.df, df)).toBeLessThan(1e-12);
    expect(rel(r.p, p)).toBeLessThan(1e-12);
  });

  it('handles zero spread on both sides', () => {
    expect(welchFromSummaries(s([5, 0, 3]), s([5, 0, 4]))).toEqual({ t: 0, df: 5, p: 1 });
    expect(welchFromSummaries(s([5, 0, 3]), s([6, 0, 4]))).toEqual({ t: -Infinity, df: 5, p: 0 });
  });
});

describe('ratioCIFromSummaries', () => {
  it.each(RATIO_CI)('%j → %j at %d matches the Python formula to 1e-12', (base, head, level, lower, upper) => {
    const ci = ratioCIFromSummaries(s(base), s(head), level);
    expect(rel(ci.lower, lower)).toBeLessThan(1e-12);
    expect(rel(ci.upper, upper)).toBeLessThan(1e-12);
  });

  it('is reciprocal when the sides are swapped, and NaN for non-positive means', () => {
    const a = s([100, 3, 10]);
    const b = s([104, 5, 12]);
    const ab = ratioCIFromSummaries(a, b, 0.95);
    const ba = ratioCIFromSummaries(b, a, 0.95);
    expect(ab.lower * ba.upper).toBeCloseTo(1, 14);
    expect(ab.upper * ba.lower).toBeCloseTo(1, 14);
    expect(ratioCIFromSummaries(s([0, 1, 5]), b, 0.95).lower).toBeNaN();
    expect(ratioCIFromSummaries(s([2, 0, 5]), s([3, 0, 5]), 0.95)).toEqual({ lower: 1.5, upper: 1.5 });
  });

  it('covers the true ratio of means about 95 % of the time (normal samples, n = 8 and 12, cv 5 %)', () => {
    const rng = createRng(77);
    const normal = (): number => normalQuantile(Math.min(1 - 1e-16, Math.max(1e-16, rng())));
    const summarise = (mu: number, n: number): Summary => {
      const xs = Array.from({ length: n }, () => mu * (1 + 0.05 * normal()));
      const m = xs.reduce((x, y) => x + y, 0) / n;
      return { mean: m, sd: Math.sqrt(xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (n - 1)), n };
    };
    let covered = 0;
    const trials = 1000;
    for (let i = 0; i < trials; i++) {
      const ci = ratioCIFromSummaries(summarise(100, 8), summarise(107, 12), 0.95);
      if (ci.lower <= 1.07 && 1.07 <= ci.upper) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(935); // Binomial(1000, .95): 3.6 sd below
    expect(covered).toBeLessThanOrEqual(968);
  });
});
