// Cell text for one comparison row, shared by the markdown and terminal renderers.
import type { CentreKind, Comparison, ComparisonRow, TestName, Verdict } from '../compare/types';
import { HODGES_LEHMANN_MAX_PAIRS } from '../compare/judge';
import { chooseScale, formatPercentChange, formatQuantity, formatWithSpread, toFixedOrExponent, type Scale } from '../model/units';

export const VERDICT_ICON: Record<Verdict, string> = {
  improved: '✅',
  regressed: '⚠️',
  unchanged: '➖',
  added: '🆕',
  removed: '🗑️',
  inconclusive: '❔',
};

const TEST_LABEL: Record<TestName, string> = {
  'mann-whitney': 'U test',
  welch: 'Welch t',
  'welch-runs': 't on runs',
  'prediction-interval': 'history PI',
  exact: 'exact',
  threshold: 'threshold',
  none: '—',
  'signed-rank': 'signed-rank',
  'random-effects': 't + process σ',
  'moderated-t': 'moderated t on runs',
  'assumed-process-sigma': 'z + assumed σ',
};

/** Time-like metrics read as faster/slower; everything else as better/worse. */
function isSpeed(row: ComparisonRow): boolean {
  return row.unit === 'ns' || row.unit === 'ops/s' || row.unit === 'B/s' || row.unit.endsWith('/s');
}

export function verdictText(row: ComparisonRow): string {
  const speed = isSpeed(row);
  switch (row.verdict) {
    case 'improved':
      return `✅ ${speed ? 'faster' : 'better'}`;
    case 'regressed':
      return `⚠️ ${speed ? 'slower' : 'worse'}`;
    case 'unchanged':
      // A row shown but not judged (no direction, ignored, a diagnostic) was never held to the noise: FastFilter's
      // @AuxCounters `found` moved −36 % between two runs of the same code and read "no change beyond noise".
      // 0 against 0 (an event count of the run) was not tested either, but nothing moved.
      if (row.test === 'none') return row.base === 0 && row.head === 0 ? '➖ no change' : '➖ not judged';
      return row.test === 'exact' ? '➖ no change' : '➖ no change beyond noise';
    case 'added':
      return '🆕 new';
    case 'removed':
      return '🗑️ removed';
    case 'inconclusive':
      return '❔ inconclusive';
  }
}

export function testText(row: ComparisonRow): string {
  // Lower confidence from the baseline's kind is said once in the headline; here only the tests that are
  // weaker by nature are marked.
  const weak = row.test === 'threshold' || row.test === 'prediction-interval';
  return `${TEST_LABEL[row.test]}${weak ? ' (lower confidence)' : ''}`;
}

/**
 * A row's scale: base's; head's or the spreads' where base is 0 (a time under a coarse clock's tick):
 * `0.00 ms ± 2.36 ms`, not `0 ns ± 2,360,387 ns`.
 */
function rowScale(row: ComparisonRow): Scale {
  return chooseScale(row.unit, row.base || row.head || Math.max(row.baseSpread ?? 0, row.headSpread ?? 0));
}

/**
 * Base and head cells on one scale per row: `752.87 µs ± 2.59 µs`. The unit comes from the results file:
 * `safe` escapes the cell for where it lands (markdown: escapeInline; a terminal: showInvisible).
 */
export function valueCells(row: ComparisonRow, safe: (text: string) => string): { base: string; head: string } {
  const scale = rowScale(row);
  const cell = (v: number | null, s: number | undefined): string => (v === null ? '—' : safe(formatWithSpread(v, s, row.unit, scale)));
  return { base: cell(row.base, row.baseSpread), head: cell(row.head, row.headSpread) };
}

function formatP(p: number): string {
  if (p < 0.001) return 'p<0.001';
  return `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/**
 * The row's p, and beside it q, the p adjusted across the report (Benjamini–Hochberg), where they differ:
 * the call is made on q, and "p=0.008" beside "not significant" read as a contradiction.
 */
function formatPQ(p: number, q: number | undefined): string {
  const raw = formatP(p);
  if (q === undefined) return raw;
  const adjusted = `q${formatP(q).slice(1)}`;
  return adjusted.slice(1) === raw.slice(1) ? raw : `${raw}, ${adjusted}`;
}

function signedPct(r: number): string {
  const v = (r - 1) * 100;
  const t = toFixedOrExponent(Math.abs(v), 1);
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${t}`;
}

/** `+5.4 % (+4.1 … +6.8 %, p=0.002, n=10/10)`: the change and what was computed for it. */
export function changeText(row: ComparisonRow, safe: (text: string) => string): string {
  if (row.base === null || row.head === null) return '—';
  if (row.ratio === null) {
    const scale = rowScale(row);
    return safe(`${formatQuantity(row.base, row.unit, scale)} → ${formatQuantity(row.head, row.unit, scale)}`);
  }
  const parts: string[] = [];
  if (row.ci) parts.push(`${signedPct(row.ci[0])} … ${signedPct(row.ci[1])} %`);
  // A row judged relative to its suite's common move: its p and the interval the verdict used are that
  // test's, and shown beside each other after the raw change (a raw interval beside the relative test's p
  // read as one test that disagreed with its verdict).
  const rel = row.relative?.ci !== undefined && row.p !== undefined ? row.relative : undefined;
  if (row.p !== undefined && rel === undefined) parts.push(formatPQ(row.p, row.q));
  if (row.n && row.test !== 'exact') parts.push(`n=${row.n[0]}/${row.n[1]}${row.test === 'welch-runs' || row.test === 'moderated-t' || row.centre === 'geomean-runs' ? ' runs' : row.test === 'signed-rank' ? ' rounds' : ''}`);
  const relative = rel === undefined ? '' : `; vs suite ${formatPercentChange(rel.ratio)} (${signedPct(rel.ci![0])} … ${signedPct(rel.ci![1])} %, ${formatPQ(row.p!, row.q)})`;
  return `${formatPercentChange(row.ratio)}${parts.length ? ` (${parts.join(', ')})` : ''}${relative}`;
}

/** `1.66x faster` / `1.10x slower` for variant tables (ratio = other / reference, time-like). */
export function speedupText(ratio: number, direction: 'smaller' | 'bigger'): string {
  const better = direction === 'smaller' ? ratio < 1 : ratio > 1;
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 0.005) return '1.00x (equal)';
  return `${toFixedOrExponent(factor, 2)}x ${better ? 'faster' : 'slower'}`;
}

/**
 * What two compared cells show, for a table's note: `anchor` is the side that keeps its own centre (Base,
 * a variant table's reference), `other` the other one, `change` what the ratio column is called.
 */
export function centreNote(kind: CentreKind, anchor: string, other: string, change: string): string {
  switch (kind) {
    case 'value':
      return `Cells show the reported central values; the ${change} is their ratio.`;
    case 'geomean-runs':
      return `Cells show each side's geometric mean of its runs' central values, the centres its test compares; the ${change} is their ratio.`;
    case 'median':
      return `Beyond ${HODGES_LEHMANN_MAX_PAIRS} sample pairs (or with a sample at 0) the ${change} is the ratio of the sample medians, which the cells show.`;
    case 'hodges-lehmann':
      return `Up to ${HODGES_LEHMANN_MAX_PAIRS} sample pairs the ${change} is the Hodges–Lehmann ratio (the median of all pairwise ratios), which has no centre per side: ${anchor} shows its sample median and ${other} that median times the ratio, so the two cells divide to the ${change}.`;
    case 'history-mean':
      return `${capitalize(anchor)} shows the mean of the baseline's history, which ${other} is judged against; the ${change} is their ratio.`;
    case 'paired-hl':
      return `${capitalize(anchor)} shows the geometric mean of its rounds and ${other} that times the Hodges–Lehmann ratio of the paired rounds, so the two cells divide to the ${change}.`;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whether rows name their groups: when they fall in several (pytest-benchmark's, Catch2's test cases, a
 * multi-package go run) and the names do not already start with them (criterion's `group/bench`).
 */
export function namesGroups(rows: readonly ComparisonRow[]): boolean {
  const first = rows[0]?.group;
  return rows.some((r) => r.group !== first) && rows.some((r) => r.group !== undefined && !r.benchmark.startsWith(r.group));
}

/**
 * The rest of a row's name where the harness put the group in front of it to tell two benchmarks apart:
 * Catch2's `<test case>/<name>` for a name two test cases share, go-bench's `<package>.<name>` for one two
 * packages share (RoaringBitmap/roaring's BenchmarkIterator123 in roaring and roaring64). Beside its group it
 * is shown alone: the full name there printed the package path twice on a row. Undefined for any other name.
 */
export function nameAfterGroup(r: ComparisonRow): string | undefined {
  const g = r.group;
  if (g === undefined || r.benchmark.length <= g.length + 1 || !r.benchmark.startsWith(g)) return undefined;
  const sep = r.benchmark[g.length];
  return sep === '/' || sep === '.' ? r.benchmark.slice(g.length + 1) : undefined;
}

/** What the geometric mean's interval is over, or why it has none (summary.ts). */
export function geomeanBasis(g: NonNullable<Comparison['summary']['geomean']>): string {
  if (g.rounds !== undefined) return ` (signed-rank over ${g.rounds} paired rounds)`;
  if (g.runs !== undefined && g.ci === undefined) return ` (${g.runs[0]}/${g.runs[1]} runs, each side's in one job: against a baseline stored by another job, what moved that job's machine moved all its runs, so no interval)`;
  if (g.runs !== undefined) return ` (Welch t over ${g.runs[0]}/${g.runs[1]} runs)`;
  return g.ci === undefined && g.rows >= 3 ? ' (one run a side: its rows share that run\'s machine state, so no interval)' : '';
}
