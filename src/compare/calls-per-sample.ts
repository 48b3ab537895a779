// Samples that time a different number of calls on each side. A sample is its calls' total ÷ their number,
// and reading the timer (with the loop around the calls) costs every sample the same: spread over 1 call it is
// part of the value, over 37 it nearly vanishes. pytest-benchmark calibrates its calls per round anew in every
// run, so the same code can be measured both ways: in a real A/A pair here `benchmark(int)` read 361 ns (median)
// at 1 call a round and 80 ns at 37, and was called "✅ faster" by 78 % (and ünïcødé's ids at 1 against 3 calls).
import { formatQuantity } from '../model/units';
import type { Metric } from '../model/results';
import type { ComparisonRow } from './types';

/**
 * A sample at least this long carries the timer's cost (0.1–1 µs a read of Python's perf_counter with its loop;
 * about 0.2 µs on this project's machine: 260 ns the fastest round of 1 call, 67 ns a call in rounds of 37) as
 * 1 % or less of itself, where a different number of calls hardly shows.
 */
export const LONG_SAMPLE_NS = 100_000;

/** One call's time in ns, from a time or a rate of calls; undefined for any other metric. */
function perCallNs(m: Metric): number | undefined {
  if (m.unit === 'ns') return m.value;
  if (m.unit === 'ops/s' && m.value > 0) return 1e9 / m.value;
  return undefined;
}

/** Called rows whose sides timed unlike numbers of calls in samples short enough for the timer to show: undecided. */
export function holdUnlikeCallsPerSample(rows: readonly { row: ComparisonRow; base?: Metric; head?: Metric }[]): void {
  for (let ri = 0; ri < rows.length; ri++) {
    const { row, base, head } = rows[ri]!;
    if ((row.verdict !== 'regressed' && row.verdict !== 'improved') || base === undefined || head === undefined) continue;
    const b = base.callsPerSample;
    const h = head.callsPerSample;
    if (b === undefined || h === undefined || b === h) continue;
    const bCall = perCallNs(base);
    const hCall = perCallNs(head);
    if (bCall === undefined || hCall === undefined) continue;
    const shortest = Math.min(bCall * b, hCall * h);
    if (!(shortest < LONG_SAMPLE_NS)) continue;
    row.verdict = 'inconclusive';
    if (row.relative !== undefined) row.relative.verdict = 'inconclusive';
    row.note = `base timed ${b} call${b === 1 ? '' : 's'} per sample and head ${h}, in samples as short as ${formatQuantity(shortest, 'ns')}: the timer's own cost is part of each sample, spread over a different number of calls on each side, which moves the value by itself; the same calls per sample on both sides (pytest-benchmark's \`benchmark.pedantic(…, iterations=N)\`) would tell`;
  }
}
