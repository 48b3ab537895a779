import { describe, expect, it } from 'vitest';
import { pairedT, roundFactors } from '../../../src/compare/stats/paired-t';
import { lookAlpha, lookSchedule, obrienFlemingSpent } from '../../../src/compare/stats/sequential';
import { createRng } from '../../../src/compare/stats/random';
import { normalQuantile } from '../../../src/compare/stats/distributions';

const close = (got: number, want: number, rel = 1e-9): void => expect(Math.abs(got - want)).toBeLessThanOrEqual(rel * Math.abs(want) + 1e-15);
const logRatios = (base: number[], head: number[]): number[] => head.map((h, i) => Math.log(h / base[i]!));

// References: scipy 1.17 — stats.ttest_rel(np.log(head), np.log(base)) for t and p;
// stats.t.interval(level, n − 1, loc=d̄, scale=s/√n) for the interval;
// 2 − 2·stats.norm.cdf(stats.norm.ppf(1 − α/2)/√t) for the spending function.
describe('pairedT (paired t on per-round log ratios)', () => {
  const base = [101.2, 98.7, 103.4, 99.9, 100.8, 97.6];
  const head = [112.0, 108.1, 115.2, 109.4, 113.9, 107.0];

  it('matches scipy.stats.ttest_rel and t.interval on a +10 % change', () => {
    const r = pairedT(logRatios(base, head), 0.95);
    close(r.t, 19.733462114115945);
    close(r.p, 6.1717997863814e-6, 1e-6);
    expect(r.df).toBe(5);
    close(r.mean, 0.10090195650450291);
    close(r.lower, 0.08775795090271342);
    close(r.upper, 0.1140459621062924);
  });

  it('widens the interval at a look’s smaller α (level 1 − 0.0444)', () => {
    const r = pairedT(logRatios(base, head), 1 - 0.0444);
    close(r.lower, 0.08725454876526162, 1e-8);
    close(r.upper, 0.1145493642437442, 1e-8);
  });

  it('matches scipy on no change', () => {
    const r = pairedT(logRatios([10.0, 10.5, 9.8, 10.2, 10.1], [10.1, 10.3, 9.9, 10.4, 10.0]), 0.95);
    close(r.t, 0.2886179631814651);
    close(r.p, 0.7872127363223953, 1e-8);
  });

  it('handles rounds that agree exactly and too few rounds', () => {
    expect(pairedT([0.25, 0.25, 0.25], 0.95)).toMatchObject({ p: 0, lower: 0.25, upper: 0.25 });
    expect(pairedT([0.1, 0.1, 0.1], 0.95).p).toBe(0); // equal up to rounding counts as equal
    expect(pairedT([0, 0, 0], 0.95)).toMatchObject({ p: 1, t: 0 });
    expect(pairedT([0.1], 0.95).p).toBeNaN();
  });

  it('roundFactors takes each round’s median log ratio, so a few changed benchmarks do not move it', () => {
    expect(roundFactors([[0.01, 0.02, 0.03, 0.26, -0.16], [-0.05, -0.04, -0.06, 0.2, -0.2]])).toEqual([0.02, -0.05]);
  });
});

describe('O’Brien–Fleming-type α spending (Lan–DeMets)', () => {
  it('matches scipy at information fractions ¼, ½, ¾ and 1', () => {
    close(obrienFlemingSpent(0.25, 0.05), 8.857543832130332e-5, 1e-6);
    close(obrienFlemingSpent(0.5, 0.05), 0.005574596680784305, 1e-7);
    close(obrienFlemingSpent(0.75, 0.05), 0.023625121317601305, 1e-7);
    expect(obrienFlemingSpent(1, 0.05)).toBe(0.05);
    close(obrienFlemingSpent(0.5, 0.01), 0.00026971695663147166, 1e-6);
    expect(obrienFlemingSpent(0, 0.05)).toBe(0);
  });

  it('looks at the minimum, then doubling, and the maximum; the increments add up to α', () => {
    expect(lookSchedule(5, 20)).toEqual([5, 10, 20]);
    expect(lookSchedule(5, 30)).toEqual([5, 10, 20, 30]);
    expect(lookSchedule(5, 5)).toEqual([5]);
    const looks = lookSchedule(5, 20);
    const spent = looks.map((n, i) => lookAlpha(i === 0 ? 0 : looks[i - 1]!, n, 20, 0.05));
    close(spent.reduce((a, b) => a + b, 0), 0.05, 1e-12);
    expect(spent[2]).toBeGreaterThan(0.044); // nearly all of α is left for the last look
  });

  it('keeps the false-call rate ≤ α under repeated looks with optional stopping (simulation, seeded)', () => {
    // H0: per-round log ratios ~ N(0, σ); stop at the first look that rejects. Naive testing at α = 0.05 at
    // every look would reject more often than 5 %; the spent increments do not.
    const rng = createRng(12);
    const gauss = (): number => normalQuantile(Math.min(1 - 1e-12, Math.max(1e-12, rng())));
    const looks = lookSchedule(5, 20);
    let spending = 0;
    let naive = 0;
    const trials = 4000;
    for (let t = 0; t < trials; t++) {
      const d = Array.from({ length: 20 }, () => 0.05 * gauss());
      let previous = 0;
      let rejectedSpending = false;
      let rejectedNaive = false;
      for (const n of looks) {
        const r = pairedT(d.slice(0, n), 0.95);
        if (r.p < lookAlpha(previous, n, 20, 0.05)) rejectedSpending = true;
        if (r.p < 0.05) rejectedNaive = true;
        previous = n;
      }
      spending += rejectedSpending ? 1 : 0;
      naive += rejectedNaive ? 1 : 0;
    }
    // ≤ α up to Monte-Carlo error (3 standard errors of a 5 % rate over the trials).
    expect(spending / trials).toBeLessThanOrEqual(0.05 + 3 * Math.sqrt((0.05 * 0.95) / trials));
    expect(naive / trials).toBeGreaterThan(0.07); // the rule the spending replaces does inflate the error
  });
});
