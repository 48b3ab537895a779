// Judging one new value against a history of earlier runs (a stored baseline's past values).
import { mean, stddev } from './descriptive';
import { studentTCdf, studentTQuantile } from './distributions';

export interface PredictionInterval {
  mean: number;
  sd: number;
  n: number;
  lower: number;
  upper: number;
}

/**
 * Student t prediction interval for one new observation from the same normal population as
 * `history`: mean ± t_{(1+level)/2, n−1} · sd · √(1 + 1/n) (e.g. Hahn & Meeker, Statistical
 * Intervals, 2nd ed. §4.6). The √(1 + 1/n) carries both the new value's own spread and the
 * uncertainty of the history's mean. Returns undefined for n < 2: with one value there is no
 * spread to predict from, and an undefined result makes callers say so instead of inventing one.
 */
export function predictionInterval(history: readonly number[], level: number): PredictionInterval | undefined {
  const n = history.length;
  if (n < 2) return undefined;
  const m = mean(history);
  const sd = stddev(history);
  const half = studentTQuantile((1 + level) / 2, n - 1) * sd * Math.sqrt(1 + 1 / n);
  return { mean: m, sd, n, lower: m - half, upper: m + half };
}

/**
 * Two-sided p-value of `x` under the same predictive distribution: with
 * t = (x − mean)/(sd·√(1 + 1/n)), p = 2·P(T_{n−1} > |t|). Consistent with `predictionInterval`:
 * x lies outside the level-L interval exactly when p < 1 − L. undefined for n < 2; with sd = 0,
 * p = 1 if x equals the mean and 0 otherwise.
 */
export function predictionPValue(history: readonly number[], x: number): number | undefined {
  const n = history.length;
  if (n < 2) return undefined;
  const m = mean(history);
  const sd = stddev(history);
  if (sd === 0) return x === m ? 1 : 0;
  const t = (x - m) / (sd * Math.sqrt(1 + 1 / n));
  return 2 * studentTCdf(-Math.abs(t), n - 1);
}
