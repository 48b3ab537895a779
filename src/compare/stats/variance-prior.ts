// Empirical-Bayes moderation of many rows' variances (Smyth 2004, "Linear models and empirical Bayes
// methods for assessing differential expression", §6.2; what limma's eBayes does). Every benchmark of a
// suite is measured on the same machine by the same harness, so their run-to-run variances are related:
// taken together they give a prior (d0 degrees of freedom around s0²), and each row's variance from its
// own few runs is shrunk towards it: s̃² = (d0·s0² + d·s²) / (d0 + d), tested with Student's t on d0 + d
// degrees of freedom. With 5 runs per side a row's own variance has 8 df and is often far too small or too
// large by chance; the prior adds the suite's evidence. Where the rows' variances really differ, the fit
// gives a small d0 and the rows keep their own.
import { digamma, trigamma, trigammaInverse } from './polygamma';

export interface VariancePrior {
  /** Prior degrees of freedom (Infinity: the rows' variances look like one variance, scattered by chance). */
  d0: number;
  /** Prior variance. */
  s0sq: number;
  /** Rows the prior was fitted on. */
  rows: number;
  /** Their degrees of freedom in all: s0² is known no better than that, so no row's t gets more. */
  totalDf: number;
}

/** Fewest rows with a positive variance the prior is fitted on: below it, rows keep their own variances. */
export const MIN_PRIOR_ROWS = 10;

/**
 * Fits the scaled F (scaled inverse χ²) prior to variances s2[i] on d[i] degrees of freedom by the moments
 * of log s² (Smyth 2004 eq. 8–10). Rows with s² = 0 carry no log and are left out of the fit.
 */
export function fitVariancePrior(s2: readonly number[], d: readonly number[]): VariancePrior | undefined {
  const e: number[] = [];
  let trigammaSum = 0;
  let totalDf = 0;
  for (let i = 0; i < s2.length; i++) {
    const v = s2[i]!;
    const di = d[i]!;
    if (!(v > 0) || !Number.isFinite(v) || !(di > 0)) continue;
    e.push(Math.log(v) - digamma(di / 2) + Math.log(di / 2));
    trigammaSum += trigamma(di / 2);
    totalDf += di;
  }
  const n = e.length;
  if (n < MIN_PRIOR_ROWS) return undefined;
  const mean = e.reduce((a, x) => a + x, 0) / n;
  const sumSq = e.reduce((a, x) => a + (x - mean) * (x - mean), 0);
  const excess = sumSq / (n - 1) - trigammaSum / n;
  if (!(excess > 0)) return { d0: Infinity, s0sq: Math.exp(mean), rows: n, totalDf };
  const d0 = 2 * trigammaInverse(excess);
  return { d0, s0sq: Math.exp(mean + digamma(d0 / 2) - Math.log(d0 / 2)), rows: n, totalDf };
}

/** The row's posterior variance and its degrees of freedom (d0 + d, at most the prior's total). */
export function moderate(s2: number, d: number, prior: VariancePrior): { s2: number; df: number } {
  const df = Math.min(prior.d0 + d, prior.totalDf);
  if (prior.d0 === Infinity) return { s2: prior.s0sq, df };
  return { s2: (prior.d0 * prior.s0sq + d * s2) / (prior.d0 + d), df };
}
