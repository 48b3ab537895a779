// Summaries of raw samples for adapters whose harness prints samples but no central estimate
// (go test -count=N lines, custom JSON with samples only). Pure, deterministic.
export { median } from '../compare/stats/descriptive';
// The data path's loops (no spread over unbounded samples); the lists here are never empty.
export { maxOf, minOf } from '../model/arrays';

/** Sample standard deviation (n − 1); undefined below two samples. */
export function sampleStddev(values: readonly number[]): number | undefined {
  const n = values.length;
  if (n < 2) return undefined;
  // Plain loops, summed left to right: run for every metric of every benchmark parsed (400,000 in a
  // 100,000-benchmark go run), where reduce's callbacks were a tenth of the parse.
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i]! - mean) ** 2;
  const sd = Math.sqrt(ss / (n - 1));
  return Number.isFinite(sd) ? sd : undefined;
}
