// Paired rounds: base and head ran side by side in each round, so each round gives one log ratio
// d_i = ln(head_i / base_i), and the rounds (not the samples inside a process) are the replicates.
import { studentTCdf, studentTQuantile } from './distributions';
import { mean, median, stddev } from './descriptive';

export interface PairedT {
  /** Mean log ratio (ln of the geometric-mean ratio head/base). */
  mean: number;
  sd: number;
  n: number;
  df: number;
  t: number;
  /** Two-sided p of H0: mean log ratio = 0. */
  p: number;
  /** Interval of the mean log ratio at `level`. */
  lower: number;
  upper: number;
}

/**
 * One-sample Student t on per-round differences (the paired t test): t = d̄ / (s/√n), df = n − 1.
 * Same numbers as scipy.stats.ttest_rel(ln head, ln base) and, for the interval,
 * scipy.stats.t.interval(level, n − 1, loc=d̄, scale=s/√n). Needs n ≥ 2.
 * Degenerate s = 0 (or ≤ 1e-12·max(1, |d̄|), i.e. rounding): p = 1 when d̄ = 0, else 0, and a zero-width interval.
 */
export function pairedT(diffs: readonly number[], level: number): PairedT {
  const n = diffs.length;
  const m = mean(diffs);
  const sd = n >= 2 ? stddev(diffs) : NaN;
  const df = n - 1;
  // Rounds equal up to floating-point rounding count as equal (a spread of 1e-17 would give t ≈ 10^16).
  const se = sd <= 1e-12 * Math.max(1, Math.abs(m)) ? 0 : sd / Math.sqrt(n);
  if (!(n >= 2)) return { mean: m, sd, n, df, t: NaN, p: NaN, lower: NaN, upper: NaN };
  if (se === 0) return { mean: m, sd, n, df, t: m === 0 ? 0 : m > 0 ? Infinity : -Infinity, p: m === 0 ? 1 : 0, lower: m, upper: m };
  const t = m / se;
  const half = studentTQuantile((1 + level) / 2, df) * se;
  return { mean: m, sd, n, df, t, p: 2 * studentTCdf(-Math.abs(t), df), lower: m - half, upper: m + half };
}

/**
 * The round's common factor: per round, the median log ratio across the suite's benchmarks. A median,
 * so the few benchmarks a change really moves do not move it. `logRatios[i][j]` = round i, benchmark j.
 */
export function roundFactors(logRatios: readonly (readonly number[])[]): number[] {
  return logRatios.map((row) => median(row));
}
