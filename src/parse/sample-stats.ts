// Summaries of raw samples for adapters whose harness prints samples but no central estimate
// (go test -count=N lines, custom JSON with samples only). Pure, deterministic.
export { median } from '../compare/stats/descriptive';

/** Sample standard deviation (n − 1); undefined below two samples. */
export function sampleStddev(values: readonly number[]): number | undefined {
  if (values.length < 2) return undefined;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const ss = values.reduce((a, b) => a + (b - mean) ** 2, 0);
  const sd = Math.sqrt(ss / (values.length - 1));
  return Number.isFinite(sd) ? sd : undefined;
}

export function minOf(values: readonly number[]): number {
  return values.reduce((a, b) => (b < a ? b : a));
}

export function maxOf(values: readonly number[]): number {
  return values.reduce((a, b) => (b > a ? b : a));
}
