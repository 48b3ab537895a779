// Caps for results that come from outside (a PR run's artifact in the report job, which holds a write
// token): a fork's artifact of 100,000 benchmarks × 100,000 samples must not hold that job for minutes.
// Applied only there, as options (`max-benchmarks`, `max-samples`), and always with a note saying what
// was left out; the PR run's own artifact keeps everything.
import type { Metric, Results } from './results';

export interface ResultCaps {
  /** Benchmarks per side, over all suites; the first ones (in suite order) are kept. */
  maxBenchmarks: number;
  /** Samples per metric; more are thinned to evenly spaced order statistics (min and max kept). */
  maxSamples: number;
}

export const DEFAULT_CAPS: ResultCaps = { maxBenchmarks: 20_000, maxSamples: 1_000 };

/** `results` within the caps, and one note per cap that was applied (empty when none was). */
export function capResults(results: Results, caps: ResultCaps, side: string): { results: Results; notes: string[] } {
  let left = caps.maxBenchmarks;
  let dropped = 0;
  let total = 0;
  let thinned = 0;
  let largest = 0;
  const suites = results.suites.map((suite) => {
    total += suite.benchmarks.length;
    const kept = suite.benchmarks.slice(0, Math.max(0, left));
    dropped += suite.benchmarks.length - kept.length;
    left -= kept.length;
    const benchmarks = kept.map((b) => {
      let changed = false;
      const metrics: Record<string, Metric> = {};
      for (const [name, m] of Object.entries(b.metrics)) {
        if (m.samples !== undefined && m.samples.length > caps.maxSamples) {
          thinned++;
          largest = Math.max(largest, m.samples.length);
          metrics[name] = { ...m, samples: thin(m.samples, caps.maxSamples), n: m.n ?? m.samples.length };
          changed = true;
        } else metrics[name] = m;
      }
      return changed ? { ...b, metrics } : b;
    });
    return benchmarks.length === suite.benchmarks.length && thinned === 0 ? suite : { ...suite, benchmarks };
  });
  const notes: string[] = [];
  const n = (x: number) => x.toLocaleString('en-US');
  if (dropped > 0) {
    notes.push(`The ${side} results hold ${n(total)} benchmarks, more than max-benchmarks (${n(caps.maxBenchmarks)}): the first ${n(caps.maxBenchmarks)} are compared and ${n(dropped)} are left out.`);
  }
  if (thinned > 0) {
    notes.push(`${n(thinned)} metric${thinned === 1 ? '' : 's'} of the ${side} results had more than max-samples (${n(caps.maxSamples)}) samples (up to ${n(largest)}): each was thinned to ${n(caps.maxSamples)} evenly spaced order statistics, so the tests see the same distribution with fewer points.`);
  }
  return { results: notes.length ? { ...results, suites } : results, notes };
}

/** `k` evenly spaced order statistics of `xs`, the smallest and largest included. */
export function thin(xs: readonly number[], k: number): number[] {
  const sorted = Float64Array.from(xs).sort();
  if (k <= 1) return [sorted[Math.floor((sorted.length - 1) / 2)]!];
  const out = new Array<number>(k);
  for (let i = 0; i < k; i++) out[i] = sorted[Math.round((i * (sorted.length - 1)) / (k - 1))]!;
  return out;
}
