import { describe, expect, it } from 'vitest';
import { signedRank } from '../../../src/compare/stats/signed-rank';

// References: scipy 1.17 stats.wilcoxon(x) (two-sided, method 'auto', zero_method 'wilcox'); the interval
// by inverting that test over the Walsh averages (the set of shifts a with wilcoxon(x − a).pvalue ≥ α);
// the estimate as np.median of the Walsh averages.
const X = [0.12, 0.08, -0.03, 0.15, 0.11, 0.09, 0.2, 0.05, 0.13, -0.01];
const TIED = [0.3, -0.2, 0.25, 0.1, -0.05, 0.4, -0.3, 0.02, 0.07, -0.12, 0.33, 0.01];
// np.round(np.random.default_rng(1).normal(0.05, 0.1, 60), 4)
const X60 = [0.0846, 0.1322, 0.083, -0.0803, 0.1405, 0.0946, -0.0037, 0.1081, 0.0865, 0.0794, 0.0528, 0.1047, -0.0236, 0.0337, 0.0018, 0.1099, 0.054, 0.0208, -0.0282, 0.0243, 0.0508, 0.0224, 0.1794, 0.1507, -0.2211, -0.1389, 0.0325, 0.0078, 0.0714, 0.0717, 0.2618, -0.0612, 0.0122, 0.2543, 0.1147, 0.1163, -0.0014, -0.1148, 0.0667, 0.0609, -0.0727, -0.0183, 0.0428, -0.0445, 0.0402, 0.0595, 0.0536, -0.0006, 0.1094, 0.1391, 0.0821, -0.0318, 0.1232, -0.0001, 0.1379, -0.0572, 0.1414, 0.048, -0.0749, 0.0186];

describe('signedRank (Wilcoxon signed-rank, Hodges–Lehmann)', () => {
  it('matches scipy: exact p, estimate and the inverted-test intervals', () => {
    const r = signedRank(X, 0.95);
    expect(r).toMatchObject({ n: 10, wPlus: 52, method: 'exact' });
    expect(r.p).toBeCloseTo(0.009765625, 15);
    expect(r.estimate).toBeCloseTo(0.095, 15);
    expect(r.lower).toBeCloseTo(0.04, 15);
    expect(r.upper).toBeCloseTo(0.14, 15);
    const r99 = signedRank(X, 0.99);
    expect(r99.lower).toBeCloseTo(0.01, 15);
    expect(r99.upper).toBeCloseTo(0.16, 15);
  });

  it('with tied ranks: the exact sign-flip distribution of the tied ranks, as scipy', () => {
    const r = signedRank(TIED, 0.95);
    expect(r.p).toBeCloseTo(0.31005859375, 15);
    expect(r.lower).toBeCloseTo(-0.09, 15);
    expect(r.upper).toBeCloseTo(0.21, 15);
    expect(signedRank([0.05, 0.05, 0.05, 0.05, 0.05, 0.05], 0.95)).toMatchObject({ p: 0.03125, lower: 0.05, upper: 0.05, estimate: 0.05 });
  });

  it('drops zeros from the test (Wilcoxon’s method, scipy’s default)', () => {
    expect(signedRank([0.1, 0.2, 0.0, -0.05, 0.3, 0.15, 0.12], 0.95)).toMatchObject({ n: 6, p: 0.0625 });
    expect(signedRank([0, 0, 0], 0.95)).toMatchObject({ n: 0, p: 1, lower: 0, upper: 0 });
  });

  it('beyond 50 rounds: the normal approximation with the tie correction, as scipy', () => {
    const r = signedRank(X60, 0.95);
    expect(r.method).toBe('approx');
    expect(Math.abs(r.p - 0.00012917114649942191)).toBeLessThan(1e-12);
    const rep = signedRank([...TIED, ...TIED, ...TIED, ...TIED, ...TIED], 0.95);
    expect(Math.abs(rep.p - 0.01927321458973607)).toBeLessThan(1e-12);
  });

  it('too few rounds for the level: an unbounded interval (undecided), never a false bound', () => {
    const r = signedRank([0.2, 0.3, 0.25, 0.22, 0.28], 1 - 0.0055);
    expect(r.lower).toBe(-Infinity);
    expect(r.upper).toBe(Infinity);
    expect(r.p).toBeCloseTo(0.0625, 15); // the smallest p five rounds can give
  });

  it('one wild round moves the estimate little (the paired t’s mean would move by a tenth of it)', () => {
    const calm = [0.3, 0.28, 0.31, 0.27, 0.29, 0.3, 0.32, 0.26, 0.3, 0.29];
    const wild = [...calm.slice(0, 9), 3.0];
    expect(Math.abs(signedRank(wild, 0.95).estimate - signedRank(calm, 0.95).estimate)).toBeLessThan(0.02);
    expect(signedRank(wild, 0.95).lower).toBeGreaterThan(0.25);
  });
});
