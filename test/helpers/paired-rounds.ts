// Paired rounds back from the merged results files `run --paired` writes (each metric keeps every round's value).
import type { PairedRound } from '../../src/compare/paired';
import type { Results } from '../../src/model/results';

/** Round `r` of a merged side: each metric's value in that round, as the round's own results held it. */
export function roundOf(merged: Results, r: number, side: 'base' | 'head'): Results {
  const suites = merged.suites.map((s) => ({
    ...s,
    round: r,
    side,
    benchmarks: s.benchmarks.map((b) => {
      const metrics: Results['suites'][number]['benchmarks'][number]['metrics'] = {};
      for (const [name, m] of Object.entries(b.metrics)) {
        const i = m.rounds?.indexOf(r) ?? -1;
        if (i < 0) continue;
        const { runs: _runs, rounds: _rounds, spread: _spread, n: _n, ...rest } = m;
        metrics[name] = { ...rest, value: m.runs![i]! };
      }
      return { ...b, metrics };
    }),
  }));
  return { ...merged, suites };
}

/** Every round of a paired run, in the order it ran. */
export function roundsOf(base: Results, head: Results): PairedRound[] {
  return head.meta.paired!.orders.map(({ round }) => ({ round, base: roundOf(base, round, 'base'), head: roundOf(head, round, 'head') }));
}
