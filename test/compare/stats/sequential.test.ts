import { describe, expect, it } from 'vitest';
import { roundFactors } from '../../../src/compare/paired';
import { signedRank } from '../../../src/compare/stats/signed-rank';
import { lookAlpha, lookSchedule, obrienFlemingSpent } from '../../../src/compare/stats/sequential';
import { createRng } from '../../../src/compare/stats/random';
import { normalQuantile } from '../../../src/compare/stats/distributions';

const close = (got: number, want: number, rel = 1e-9): void => expect(Math.abs(got - want)).toBeLessThanOrEqual(rel * Math.abs(want) + 1e-15);

// References: scipy 1.17 — 2 − 2·stats.norm.cdf(stats.norm.ppf(1 − α/2)/√t) for the spending function.
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
    // H0: per-round log ratios ~ N(0, σ), judged by the signed-rank test of paired rounds; stop at the first
    // look that rejects. Naive testing at α = 0.05 at
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
        const r = signedRank(d.slice(0, n), 0.95);
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

describe('roundFactors', () => {
  it('takes each round’s median log ratio, so a few changed benchmarks do not move it', () => {
    expect(roundFactors([[0.01, 0.02, 0.03, 0.26, -0.16], [-0.05, -0.04, -0.06, 0.2, -0.2]])).toEqual([0.02, -0.05]);
  });
});
