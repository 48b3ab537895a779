// Summaries of raw samples for adapters whose harness prints samples but no central estimate
// (go test -count=N lines, custom JSON with samples only). Pure, deterministic.
export { mean, median } from '../compare/stats/descriptive';
// The data path's loops (no spread over unbounded samples); the lists here are never empty.
export { maxOf, minOf } from '../model/arrays';
import type { Metric, Spread } from '../model/results';

/** The object without its undefined fields (JSON leaves them out; toEqual would not). */
export function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * tinybench 3+ (alone or under vitest bench) computes throughput per sample as 1000 / latency, and its sd, sem
 * and rme describe the mean of those reciprocals, which one latency sample near 0 can blow up (tinybench 6.2.5,
 * subtractTimerOverhead: a task with an 11 ns median latency had a throughput mean of 4.5e13 ops/s, rme 3 %, for
 * a 9.1e7 ops/s median). The value reported is the median, 1e9 / the latency median: it carries the latency's
 * relative standard error, so the time and throughput rows of one task are judged alike. mad, min and max of
 * the throughput samples are kept.
 */
export function reciprocalSpread(throughput: Metric, time: Metric): Metric {
  const { mad, min, max } = throughput.spread ?? {};
  const semRel = time.spread?.sem !== undefined && time.value > 0 ? time.spread.sem / time.value : undefined;
  const spread: Spread = defined({ sem: semRel === undefined ? undefined : semRel * throughput.value, mad, min, max });
  return defined({ ...throughput, spread: Object.keys(spread).length > 0 ? spread : undefined });
}

/** Sample standard deviation (n − 1); undefined below two samples. */
export function sampleStddev(values: readonly number[]): number | undefined {
  const n = values.length;
  if (n < 2) return undefined;
  // Plain loops, summed left to right: run for every metric of every benchmark parsed (400,000 in a
  // 100,000-benchmark go run), where reduce's callbacks were a tenth of the parse.
  let sum = 0;
  let same = true;
  for (let i = 0; i < n; i++) {
    sum += values[i]!;
    same &&= values[i] === values[0];
  }
  // Equal samples spread by nothing: their mean, rounded (3 × 0.0015 / 3 = 0.0015000000000000002), would
  // give them a spread of 2e-19, printed as "± <0.000001" beside a constant custom metric of go's.
  if (same) return 0;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i]! - mean) ** 2;
  const sd = Math.sqrt(ss / (n - 1));
  return Number.isFinite(sd) ? sd : undefined;
}
