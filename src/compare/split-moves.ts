// A suite that split: some benchmarks moved beyond the floor and others not at all. Rows judged relative to
// their suite's common move (random effects, the moderated t) take that move, the median log ratio, as the
// machine's. A whole suite moving together fits a faster or slower machine; a suite split between a block
// that moved and a block that did not fits a change to the block that moved just as well, and on a shared
// machine the sides' processes also move some benchmarks and not others (allocation-heavy ones most). One
// process a side cannot tell which, so neither block is called from the common move alone. Seen on 20 go
// benchmarks, 11 made +50 % slower by the code and 9 untouched: the median was +50 %, and the report read
// "✅ 9 improved" with the 11 regressions "no change beyond noise"; with 9 made slower it read "⚠️ 9 regressed".
import { groupBy } from '../model/group-by';
import { classifyInterval } from './judge';
import type { ComparisonRow, Drift } from './types';

/** Share of a suite's relatively judged rows that must sit still for the common move to count as split. */
export const SPLIT_STILL_SHARE = 0.2;

const RELATIVE_TESTS = new Set(['random-effects', 'moderated-t']);

/** applyDrift's note for a row the common move explains (compare-runs.ts): in a split suite it may not. */
export const MOVED_WITH_SUITE = 'moved with the whole suite: the common move, not this benchmark, explains the change';

/** A log ratio as a signed whole percentage (+50 %, −3 %), for notes. */
export function signedPct(log: number): string {
  const v = Math.expm1(log) * 100;
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)} %`;
}

/**
 * The row's raw interval: its own where the decision kept one (called rows), else the relative one moved back
 * by the common move (a little wider: it includes the move's own uncertainty).
 */
function rawInterval(row: ComparisonRow, move: number): [number, number] {
  if (row.ci !== undefined) return row.ci;
  const rel = row.relative!.ci;
  if (rel !== undefined) return [rel[0] * Math.exp(move), rel[1] * Math.exp(move)];
  const r = row.ratio!;
  return [r, r];
}

/**
 * Holds (❔) the rows of each split suite × metric whose verdict rests on its common move, and says so in the
 * suite's drift note. Split: the common move is beyond the floor and at least SPLIT_STILL_SHARE of the rows
 * did not move (a raw interval that holds no change and not the common move). Held there:
 * - a row called relative to the move whose raw change says otherwise (no change of its own, or the other
 *   way): its call is the move's reading, not its own data's;
 * - a row not called that moved with the move beyond the floor: the block that moved may be the change.
 */
export function holdSplitCommonMoves(rows: readonly ComparisonRow[], drifts: readonly Drift[], keyOf: (suite: string, metric: string) => string): void {
  const relative = rows.filter((row) => RELATIVE_TESTS.has(row.test) && row.relative !== undefined && row.ratio !== null && row.ratio > 0);
  // Looked up per group: a search of the drifts for each was quadratic over suites × metrics.
  const driftOf = new Map(drifts.map((d) => [keyOf(d.suite, d.metric), d]));
  for (const [key, group] of groupBy(relative, (row) => keyOf(row.suite, row.metric))) {
    const first = group[0]!;
    // Every row of the group is relative to the same move: raw over relative gives it back.
    const move = Math.log(first.ratio! / first.relative!.ratio);
    if (!(Math.abs(move) > Math.log1p(first.floor))) continue;
    let still = 0;
    const held: ComparisonRow[] = [];
    const followers: ComparisonRow[] = [];
    for (const row of group) {
      const ci = rawInterval(row, move);
      // Still: no change of its own, and surely not the suite's (a wide interval holding both says neither).
      if (ci[0] <= 1 && ci[1] >= 1 && !(ci[0] <= Math.exp(move) && ci[1] >= Math.exp(move))) still++;
      const raw = classifyInterval(ci, row.floor, row.direction);
      const called = row.verdict === 'regressed' || row.verdict === 'improved';
      if (called && raw !== row.verdict) held.push(row);
      // Uncalled and beyond the floor with the move (a note saying the move explains it is what the split undoes).
      else if (!called && raw !== 'unchanged' && Math.sign(Math.log(row.ratio!)) === Math.sign(move) && (row.verdict === 'unchanged' || row.note === MOVED_WITH_SUITE)) followers.push(row);
    }
    // Not split (the whole suite moved, give or take a row): the move fits the machine, and the rows
    // are judged relative to it as they were (a run-level drift simulation lost 7–9 points of power at
    // ±10 % when every row whose raw change disagreed was held).
    const split = still >= 2 && still >= SPLIT_STILL_SHARE * group.length;
    if (!split) continue;
    const moved = signedPct(move);
    const tell = 'only base and head measured side by side tell (paired rounds: `benchgate run --paired`)';
    for (const row of held) {
      row.verdict = 'inconclusive';
      row.note = `${row.relative!.verdict === 'improved' ? 'better' : 'worse'} only relative to the suite's common move of ${moved} (its own change ${signedPct(Math.log(row.ratio!))}): that move may be the machine's or a change to the benchmarks that moved; ${tell}`;
    }
    for (const row of followers) {
      row.verdict = 'inconclusive';
      row.note = `moved ${signedPct(Math.log(row.ratio!))} with most of the suite, while ${still} of its ${group.length} benchmarks did not move: a change to these benchmarks, or the machine; ${tell}`;
    }
    const drift = driftOf.get(key);
    if (drift !== undefined) {
      drift.note = `${drift.note.replace(/\.$/, '')}. The suite split: ${still} of its ${group.length} benchmarks did not move while the common move was ${moved}, so that move may be a change to the others as well as the machine; rows that only followed it, or moved only relative to it, are inconclusive.`;
    }
  }
}
