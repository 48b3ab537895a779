// The two centres a table shows for a compared pair, and the ratio it states: one consistent pair, so a
// reader who divides one cell by the other gets the stated difference (issue 13 §5). Each test estimates
// head/base its own way. Where that estimate is a ratio of per-side centres (geometric means of runs,
// medians, the values themselves) the cells show those centres. A Hodges–Lehmann ratio (the median of
// pairwise ratios, or of paired rounds' ratios) has no centre per side: one side, the anchor, shows its
// own centre and the other that centre times the estimate. The tests and their intervals do not change.
//
// What the cells of a compared row show (types.ts `CentreKind`):
// - `value`: the metrics' own central values (Welch from summaries, thresholds, exact counts);
// - `geomean-runs`: each side's geometric mean of its runs' central values (t on runs);
// - `median`: each side's sample median (U test, ratio of medians);
// - `hodges-lehmann`: the anchor's sample median, the other side at that median × the Hodges–Lehmann ratio;
// - `history-mean`: base is the mean of the baseline's history, head its own value (prediction interval);
// - `paired-hl`: base is the geometric mean of its rounds, head that × the Hodges–Lehmann ratio of the rounds.
import type { CentreKind } from './types';

/** A test's estimate of head/base with the per-side centres it came from (or, if not `own`, the anchors it may use). */
export interface Estimate {
  kind: CentreKind;
  ratio: number;
  base: number;
  head: number;
  /** head/base of the centres is the estimate itself; otherwise one side is derived from the other and `ratio`. */
  own: boolean;
}

export interface Centres {
  kind: CentreKind;
  base: number;
  head: number;
  /** head / base, computed from the two centres: exactly the quotient of what the cells show. */
  ratio: number;
}

/**
 * The centres of a compared pair. `anchor` is the side that keeps its own centre when the estimate has no
 * centre per side: the base in head-vs-base rows, the reference in variant tables (its cell is shared by
 * every comparison in the row).
 */
export function pairCentres(e: Estimate, anchor: 'base' | 'head' = 'base'): Centres {
  // 0 against 0 (an exact count that stayed 0) keeps the test's ratio of 1.
  if (e.own) return { kind: e.kind, base: e.base, head: e.head, ratio: e.base === 0 ? e.ratio : e.head / e.base };
  return anchoredCentres(anchor === 'base' ? e.base : e.head, e.ratio, anchor, e.kind);
}

/** One side at its own centre, the other at that centre × (or ÷) the ratio head/base. */
export function anchoredCentres(anchor: number, ratio: number, side: 'base' | 'head', kind: CentreKind): Centres {
  const base = side === 'base' ? anchor : anchor / ratio;
  const head = side === 'base' ? anchor * ratio : anchor;
  return { kind, base, head, ratio: head / base };
}

/** exp(mean(ln x)): the centre whose ratio the t on log runs estimates. Positive inputs only. */
export function geometricMean(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += Math.log(x);
  return Math.exp(s / xs.length);
}

/** The sentence a table's note gives for each kind, naming base and head (or the variants) as the caller words them. */
export function centreSentence(kind: CentreKind, base: string, head: string): string {
  switch (kind) {
    case 'value':
      return `${base} and ${head} show the reported central values`;
    case 'geomean-runs':
      return `${base} and ${head} show the geometric mean of each side's runs, the centres its test compares`;
    case 'median':
      return `${base} and ${head} show the sample medians, whose ratio is the estimate`;
    case 'hodges-lehmann':
      return `${base} shows its sample median and ${head} that median × the Hodges–Lehmann ratio (the median of the pairwise ratios, which has no centre per side)`;
    case 'history-mean':
      return `${base} shows the mean of the baseline's history, ${head} its own value`;
    case 'paired-hl':
      return `${base} shows the geometric mean of its rounds and ${head} that × the Hodges–Lehmann ratio of the paired rounds`;
  }
}
