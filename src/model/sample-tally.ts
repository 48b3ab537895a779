// Samples that repeat are stored as a tally: each distinct value once, with its count. A timer ticks in
// whole nanoseconds (or coarser), so a harness that keeps every round of a sub-microsecond function holds
// hundreds of thousands of samples and a few thousand values: pytest-benchmark's default 1 s per benchmark
// gave hpack 4.2.0's 8 benchmarks 12,000–200,000 rounds each per process, and with `repeat: 5` a 98 MB
// results file, where 13 such benchmarks would pass the baseline's size limit. Exact: every statistic the
// comparison takes of samples (medians, quantiles, ranks, MAD, min and max) is one of their multiset, and
// the round order, the only thing a tally drops, is used by none (a stddev's sum in another order may differ
// in its last bits). Pure.
import type { Metric, Results } from './results';

/** Below this many samples a tally saves little, and a few-sample bootstrap resamples in the samples' order. */
export const TALLY_MIN_SAMPLES = 1000;

export interface Tally {
  values: number[];
  counts: number[];
}

/** The distinct values of `samples`, ascending, and how many times each occurs. */
export function tallyOf(samples: readonly number[]): Tally {
  const sorted = Float64Array.from(samples).sort();
  const values: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i]!;
    // -0 and 0 are one value to a comparison, and JSON writes both as 0.
    if (values.length > 0 && values[values.length - 1] === x) counts[counts.length - 1]!++;
    else {
      values.push(x === 0 ? 0 : x);
      counts.push(1);
    }
  }
  return { values, counts };
}

/** Steps a value may probe past others before the count gives up on the table. */
const MAX_PROBES = 64;

// A double's bits, for hashing it.
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
/** The slot of `x` in a table of `mask + 1` slots (exported for the test that makes values collide). */
export function slotOf(x: number, mask: number): number {
  bits[0] = x;
  let h = words[0]! ^ Math.imul(words[1]!, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & mask;
}

/**
 * tallyOf(samples) when it holds at most `maxDistinct` values, else undefined. Counted in a hash table that
 * gives up at the first value past `maxDistinct`: samples that are mostly distinct (most timings) cost a pass
 * over a quarter of them, not a sort of all (a gigabyte of pytest samples spent 4 of its 22 s sorting them to
 * find no tally), and a tally sorts its distinct values only.
 */
export function tallyIfFew(samples: readonly number[], maxDistinct: number): Tally | undefined {
  if (maxDistinct < 1) return samples.length === 0 ? { values: [], counts: [] } : undefined;
  let capacity = 16;
  while (capacity < 2 * (maxDistinct + 1)) capacity *= 2;
  const mask = capacity - 1;
  // A slot is empty while its count is 0: the tables start zeroed, with no pass to fill them.
  const keys = new Float64Array(capacity);
  const counts = new Uint32Array(capacity);
  let distinct = 0;
  for (let i = 0; i < samples.length; i++) {
    let probes = 0;
    // -0 and 0 are one value to a comparison, and JSON writes both as 0.
    const x = samples[i]! === 0 ? 0 : samples[i]!;
    let slot = slotOf(x, mask);
    for (;;) {
      const n = counts[slot]!;
      if (n === 0) {
        if (distinct === maxDistinct) return undefined;
        keys[slot] = x;
        counts[slot] = 1;
        distinct++;
        break;
      }
      if (keys[slot] === x) {
        counts[slot] = n + 1;
        break;
      }
      // Half the table is empty: a run this long is values chosen to collide (a hostile output). Sorted
      // instead, so no input makes the count quadratic.
      if (++probes > MAX_PROBES) {
        const sorted = tallyOf(samples);
        return sorted.values.length <= maxDistinct ? sorted : undefined;
      }
      slot = (slot + 1) & mask;
    }
  }
  const values = new Float64Array(distinct);
  for (let slot = 0, k = 0; slot < capacity; slot++) if (counts[slot] !== 0) values[k++] = keys[slot]!;
  values.sort();
  const out: Tally = { values: new Array<number>(distinct), counts: new Array<number>(distinct) };
  for (let i = 0; i < distinct; i++) {
    const x = values[i]!;
    let slot = slotOf(x, mask);
    while (keys[slot] !== x || counts[slot] === 0) slot = (slot + 1) & mask;
    out.values[i] = x;
    out.counts[i] = counts[slot]!;
  }
  return out;
}

/** The samples a tally stands for, ascending. */
export function samplesOf(tally: Tally): number[] {
  let n = 0;
  for (const c of tally.counts) n += c;
  const out = new Array<number>(n);
  let k = 0;
  for (let i = 0; i < tally.values.length; i++) {
    const v = tally.values[i]!;
    for (let c = tally.counts[i]!; c > 0; c--) out[k++] = v;
  }
  return out;
}

/**
 * The metric as a file stores it: its samples as a tally where that takes at most half as many numbers
 * (distinct values at most a quarter of the samples), else unchanged. Never samples aligned with another
 * array (go's `iterations`: each sample's b.N), whose order is their meaning.
 */
export function storedMetric(m: Metric): Metric {
  const xs = m.samples;
  if (xs === undefined || xs.length < TALLY_MIN_SAMPLES || m.iterations !== undefined) return m;
  const tally = tallyIfFew(xs, Math.floor(xs.length / 4));
  if (tally === undefined) return m;
  const { samples: _samples, ...rest } = m;
  return { ...rest, tally };
}

/** The results as a file stores them (storedMetric for each metric); `results` itself is not changed. */
export function storedResults(results: Results): Results {
  let changed = false;
  const suites = results.suites.map((suite) => {
    let suiteChanged = false;
    const benchmarks = suite.benchmarks.map((b) => {
      let metrics: Record<string, Metric> | undefined;
      for (const [name, m] of Object.entries(b.metrics)) {
        const stored = storedMetric(m);
        if (stored !== m) (metrics ??= { ...b.metrics })[name] = stored;
      }
      if (metrics === undefined) return b;
      suiteChanged = true;
      return { ...b, metrics };
    });
    if (!suiteChanged) return suite;
    changed = true;
    return { ...suite, benchmarks };
  });
  return changed ? { ...results, suites } : results;
}
