// Robust estimates for whole-suite drift: when every benchmark of a suite moves by about the same
// factor (a slower runner, a new compiler), that common factor is estimated and reported apart.
import { bootstrapMedianCI, type BootstrapOptions } from './bootstrap';
import { medianInPlace } from './descriptive';

/** Fewer usable ratios than this: no drift estimate (a median of 3–4 values has no useful interval). */
export const MIN_DRIFT_RATIOS = 5;

/**
 * Common factor across a suite's head/base ratios: exp(median(ln ratio)), robust to the few
 * benchmarks that really changed (breakdown point 50 %). Interval: percentile bootstrap over the
 * benchmarks (each benchmark is one unit; `bootstrapMedianCI`), mapped back with exp. Only finite
 * positive ratios are used and counted in `n`; n < 5 → undefined (too few to estimate: the
 * bootstrap interval of a median of 4 values is just the range of the middle ones).
 */
export function driftFactor(
  ratios: readonly number[],
  options: BootstrapOptions,
): { factor: number; lower: number; upper: number; n: number } | undefined {
  const logs = ratios.filter((r) => r > 0 && Number.isFinite(r)).map(Math.log);
  if (logs.length < MIN_DRIFT_RATIOS) return undefined;
  const ci = bootstrapMedianCI(logs, options);
  return { factor: Math.exp(ci.estimate), lower: Math.exp(ci.lower), upper: Math.exp(ci.upper), n: logs.length };
}

/**
 * Hodges–Lehmann estimate of location: the median of all Walsh averages (x_i + x_j)/2, i ≤ j
 * (Hodges & Lehmann 1963; the pseudo-median R's wilcox.test(conf.int = TRUE) reports for small
 * samples). More efficient than the median under normal noise (95 % vs 64 %) yet robust
 * (breakdown 29 %). O(n²) memory and time: meant for a suite's ratios, not raw samples. Empty → NaN.
 */
export function hodgesLehmann(xs: readonly number[]): number {
  const n = xs.length;
  if (n === 0) return NaN;
  const walsh = new Float64Array((n * (n + 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[k++] = ((xs[i] as number) + (xs[j] as number)) / 2;
  return medianInPlace(walsh);
}
