// Polygamma functions and the empirical-Bayes variance prior (Smyth 2004) against scipy: the reference
// values come from scipy.special.polygamma and a direct scipy transcription of Smyth's eq. 8–10 (brentq
// for the trigamma inverse), printed at double precision.
import { describe, expect, it } from 'vitest';
import { digamma, tetragamma, trigamma, trigammaInverse } from '../../../src/compare/stats/polygamma';
import { fitVariancePrior, moderate, MIN_PRIOR_ROWS } from '../../../src/compare/stats/variance-prior';
import { studentTCdf } from '../../../src/compare/stats/distributions';

describe('polygamma', () => {
  // scipy.special.polygamma(k, x), k = 0, 1, 2
  const REF: [number, number, number, number][] = [
    [0.1, -10.423754940411076, 101.43329915079275, -2001.8614573783439],
    [0.5, -1.9635100260214235, 4.93480220054468, -16.828796644234316],
    [1, -0.5772156649015329, 1.6449340668482266, -2.404113806319188],
    [2.5, 0.7031566406452432, 0.4903577561002349, -0.23620405164172736],
    [7, 1.872784335098467, 0.15354517795933756, -0.023530472985855234],
    [40, 3.6763273740348428, 0.025315103841291032, -0.0006408202718352985],
  ];
  for (const [x, psi, psi1, psi2] of REF) {
    it(`ψ, ψ′, ψ″ at ${x} to 1e-11 relative`, () => {
      expect(Math.abs(digamma(x) / psi - 1)).toBeLessThan(1e-11);
      expect(Math.abs(trigamma(x) / psi1 - 1)).toBeLessThan(1e-11);
      expect(Math.abs(tetragamma(x) / psi2 - 1)).toBeLessThan(1e-11);
      expect(trigammaInverse(psi1)).toBeCloseTo(x, 9);
    });
  }
  it('is NaN outside x > 0', () => {
    expect(digamma(0)).toBeNaN();
    expect(trigamma(-1)).toBeNaN();
    expect(trigammaInverse(0)).toBeNaN();
  });
});

describe('fitVariancePrior and moderate', () => {
  const s2 = [0.01, 0.02, 0.015, 0.04, 0.008, 0.012, 0.03, 0.018, 0.025, 0.011, 0.009, 0.05];
  const d = [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 6, 6];

  it('matches a scipy transcription of Smyth (2004) eq. 8–10', () => {
    const prior = fitVariancePrior(s2, d)!;
    expect(prior.rows).toBe(12);
    expect(prior.totalDf).toBe(92);
    expect(prior.d0).toBeCloseTo(33.098931415558624, 6);
    expect(prior.s0sq).toBeCloseTo(0.01936951709636375, 12);
    const post = moderate(0.04, 8, prior);
    expect(post.s2).toBeCloseTo(0.023385287276865577, 12);
    expect(post.df).toBeCloseTo(41.098931415558624, 6);
    // The moderated t of a 0.1 log difference with 5 runs a side: 2 * scipy.stats.t.sf(diff / se, d0 + 8)
    const t = 0.1 / Math.sqrt(post.s2 * (2 / 5));
    expect(2 * studentTCdf(-t, post.df)).toBeCloseTo(0.30720643960173666, 8);
  });

  it('variances that differ only by chance give an infinite d0, capped by the rows behind s0²', () => {
    const prior = fitVariancePrior(Array.from({ length: 12 }, () => 0.02), Array.from({ length: 12 }, () => 8))!;
    expect(prior.d0).toBe(Infinity);
    expect(moderate(0.5, 8, prior)).toEqual({ s2: prior.s0sq, df: 96 });
  });

  it(`needs ${MIN_PRIOR_ROWS} rows with a positive variance`, () => {
    expect(fitVariancePrior(s2.slice(0, MIN_PRIOR_ROWS - 1), d)).toBeUndefined();
    expect(fitVariancePrior([...s2.slice(0, MIN_PRIOR_ROWS - 1), 0, 0], d)).toBeUndefined();
  });
});
