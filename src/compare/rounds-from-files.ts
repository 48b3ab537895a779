// The rounds of a `run --paired` back from the two results files it writes (results.base.json, results.json):
// each metric keeps every round's value (`runs`) and its round (`rounds`), and head's meta the rounds' order.
import type { Results } from '../model/results';
import type { PairedRound } from './paired';

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

/**
 * Whether BASE and HEAD are the two sides of one `run --paired`: both name its rounds, head's base commit is BASE's,
 * and some metric keeps its rounds. Compared unpaired, such files read as a baseline stored by another job.
 */
export function areOnePairedRun(base: Results, head: Results): boolean {
  const hp = head.meta.paired;
  const bp = base.meta.paired;
  if (hp === undefined || bp === undefined || hp.orders.length === 0 || hp.seed !== bp.seed || hp.rounds !== bp.rounds) return false;
  if (hp.commit !== undefined && base.meta.commit !== undefined && hp.commit !== base.meta.commit) return false;
  return head.suites.some((s) => s.benchmarks.some((b) => Object.values(b.metrics).some((m) => m.rounds !== undefined)));
}
