// Tests from summaries (mean, sd, n) when a harness reports no raw samples.
import { studentTCdf, studentTQuantile } from './distributions';

export interface Summary {
  mean: number;
  /** Sample standard deviation (n − 1). */
  sd: number;
  n: number;
}

/**
 * Welch's unequal-variance t test, two-sided: t = (mean_a − mean_b)/√(s_a²/n_a + s_b²/n_b) with
 * Welch–Satterthwaite df. Same sign convention and numbers as
 * scipy.stats.ttest_ind_from_stats(a…, b…, equal_var=False).
 * Degenerate case s_a = s_b = 0 (scipy gives NaN): t = 0 and p = 1 if the means are equal,
 * t = ±Infinity and p = 0 otherwise, df = n_a + n_b − 2. Needs n ≥ 2 on each side (else df and p are NaN).
 */
export function welchFromSummaries(a: Summary, b: Summary): { t: number; df: number; p: number } {
  const va = (a.sd * a.sd) / a.n;
  const vb = (b.sd * b.sd) / b.n;
  const diff = a.mean - b.mean;
  const se2 = va + vb;
  if (se2 === 0) {
    return { t: diff === 0 ? 0 : diff > 0 ? Infinity : -Infinity, df: a.n + b.n - 2, p: diff === 0 ? 1 : 0 };
  }
  const t = diff / Math.sqrt(se2);
  const df = (se2 * se2) / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
  return { t, df, p: 2 * studentTCdf(-Math.abs(t), df) };
}

/**
 * Interval of mean(head)/mean(base) at `level` by the delta method on the log scale:
 * Var(ln x̄) ≈ s²/(n·x̄²), so ln(ratio) has standard error √(cv_h²/n_h + cv_b²/n_b), and the
 * interval exp(ln ratio ± t·se) stays positive and is symmetric in the ratio's logarithm
 * (head/base and base/head give reciprocal intervals). t is the Student quantile with
 * Welch–Satterthwaite df of those two variance terms, so small n are not over-confident
 * (the normal quantile is the large-n limit). Needs positive means (NaN bounds otherwise).
 */
export function ratioCIFromSummaries(base: Summary, head: Summary, level: number): { lower: number; upper: number } {
  if (!(base.mean > 0 && head.mean > 0)) return { lower: NaN, upper: NaN };
  const vb = (base.sd / base.mean) ** 2 / base.n;
  const vh = (head.sd / head.mean) ** 2 / head.n;
  const logRatio = Math.log(head.mean / base.mean);
  const se2 = vb + vh;
  if (se2 === 0) return { lower: Math.exp(logRatio), upper: Math.exp(logRatio) };
  const df = (se2 * se2) / ((vb * vb) / (base.n - 1) + (vh * vh) / (head.n - 1));
  const half = studentTQuantile((1 + level) / 2, df) * Math.sqrt(se2);
  return { lower: Math.exp(logRatio - half), upper: Math.exp(logRatio + half) };
}
