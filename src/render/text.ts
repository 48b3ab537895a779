// The report for a terminal: aligned plain-text columns, regressions first, no markdown.
import { isNothingCompared, isUndecided } from '../compare/summary';
import type { CentreKind, Comparison, ComparisonRow, Verdict } from '../compare/types';
import { centreNote, changeText, geomeanBasis, nameAfterGroup, namesGroups, testText, valueCells, verdictText } from './cells';
import { groupBy } from '../model/group-by';
import { showInvisible } from './escape';
import { maxOf } from '../model/arrays';
import { formatPercentChange } from '../model/units';

const ORDER: Verdict[] = ['regressed', 'improved', 'inconclusive', 'added', 'removed', 'unchanged'];

/** The lines of a table, its columns aligned (one string a line: a million rows are more than one string holds). */
function* pad(cells: string[][]): Generator<string> {
  const widths = cells[0]!.map((_, i) => maxOf(cells.map((r) => displayWidth(r[i] ?? ''))));
  for (const r of cells) yield r.map((c, i) => c + ' '.repeat(widths[i]! - displayWidth(c))).join('  ').trimEnd();
}

/** Marks drawn on the character before them, and invisible format characters (a zero-width joiner). */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
/** Pictographs a terminal draws two columns wide (emoji from U+1F000 on). */
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
/** East Asian wide and fullwidth ranges: Hangul Jamo, CJK, kana, Hangul syllables, fullwidth forms, CJK extensions. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], [0x2e80, 0x303e], [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf],
  [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x20000, 0x3fffd],
];

/**
 * Columns a terminal gives `text`: combining marks and format characters none, East Asian wide characters and
 * emoji two. Counted as code points, a name with combining marks or emoji (charmbracelet/x's Devanagari, CJK and
 * emoji sub-benchmarks) pushed every column after it out of line.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x300) width++;
    else if (ZERO_WIDTH.test(ch)) continue;
    else if ((cp >= 0x1f000 && PICTOGRAPH.test(ch)) || WIDE.some(([lo, hi]) => cp >= lo && cp <= hi)) width += 2;
    else width++;
  }
  return width;
}

function line(r: ComparisonRow, grouped: ReadonlySet<string>): string[] {
  const v = valueCells(r, showInvisible);
  // Not where the name already starts with it (Catch2's name shared by two test cases, go's by two packages).
  const group = r.group !== undefined && grouped.has(r.suite) && nameAfterGroup(r) === undefined ? ` › ${r.group}` : '';
  // Names and units come from results files: control, escape and bidi characters are shown, not sent.
  return [showInvisible(`${r.suite}${group} › ${r.benchmark}`), showInvisible(r.metric), v.base, v.head, changeText(r, showInvisible), testText(r), verdictText(r)];
}

export function renderText(c: Comparison): string {
  return [...renderTextLines(c)].join('');
}

/** renderText's output a line at a time (each with its newline), for outputs of any number of rows. */
export function* renderTextLines(c: Comparison): Generator<string> {
  const s = c.summary;
  const counts = ORDER.filter((v) => s.counts[v] > 0).map((v) => `${s.counts[v]} ${v}`).join(', ');
  // A failed suite measured nothing: its failure leads, as in the markdown, so that "unchanged" over the
  // other suites does not read as the whole answer.
  const failed = s.failedSuites.length > 0 ? `${s.failedSuites.length} suite${s.failedSuites.length === 1 ? '' : 's'} failed · ` : '';
  const undecided = isUndecided(s);
  // Every benchmark new or removed: nothing was measured against anything, which "unchanged" would hide.
  const verdict = undecided ? 'undecided' : isNothingCompared(s) ? 'nothing compared' : s.verdict;
  const out = [`benchgate: ${failed}${verdict}${counts ? ` (${counts})` : ''}`];
  if (s.geomean) {
    const ci = s.geomean.ci === undefined ? '' : ` (95 % CI ${formatPercentChange(s.geomean.ci[0])} … ${formatPercentChange(s.geomean.ci[1])})`;
    out.push(`geometric mean of time: ${formatPercentChange(s.geomean.ratio)}${ci} over ${s.geomean.rows} benchmarks${geomeanBasis(s.geomean)}`);
  }
  for (const d of s.drift.filter((x) => x.status === 'drift')) out.push(showInvisible(`drift in ${d.suite} (${d.metric}): ${d.note}`));
  if (s.paired) out.push(`paired rounds: ${s.paired.rounds} of at most ${s.paired.maxRounds} (seed ${s.paired.seed}), stopped: ${s.paired.stop}`);
  if (s.failedSuites.length) out.push(showInvisible(`failed suites: ${s.failedSuites.join(', ')}`));
  if (s.brokenInHead?.length) {
    // Each with its error (the row's note): the table has no column for it, and the markdown shows it under ⓘ.
    const notes = new Map(c.rows.filter((r) => r.note?.startsWith('failed in head')).map((r) => [`${r.suite} › ${r.benchmark}`, r.note!]));
    out.push('failed in head, not in base:');
    for (const b of s.brokenInHead) out.push(showInvisible(`  ${b}${notes.has(b) ? `: ${notes.get(b)!.replace(/^failed in head: /, '').replace(/\s+/g, ' ')}` : ''}`));
  }
  // Failed on the base side too: not broken by head, but still nothing measured, which the bare verdict hides.
  const failedElsewhere = new Map<string, string>();
  for (const r of c.rows) {
    if (r.note === undefined || !(r.note.startsWith('failed in base and head: ') || r.note.startsWith('failed in base: '))) continue;
    const key = `${r.suite} › ${r.benchmark}`;
    if (!failedElsewhere.has(key)) failedElsewhere.set(key, r.note.replace(/\s+/g, ' '));
  }
  if (failedElsewhere.size > 0) {
    out.push('failed, not compared:');
    for (const [b, note] of failedElsewhere) out.push(showInvisible(`  ${b}: ${note}`));
  }
  // What the base and head cells are, where they are not the values the harness printed: a Hodges–Lehmann row's
  // head cell is base's median times the ratio, a number no run measured (the markdown says so in its legend).
  const kinds = new Set<CentreKind>();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const k = c.rows[ri]!.centre;
    if (k !== undefined && k !== 'value' && c.rows[ri]!.ratio !== null) kinds.add(k);
  }
  for (const k of kinds) out.push(`base and head cells: ${centreNote(k, 'base', 'head', 'change')}`);
  // Every one: a terminal report has no comment budget, and each is a line.
  for (const w of c.warnings ?? []) out.push(showInvisible(`warning: ${w.suite}${w.side === 'base' ? ' (base)' : ''}: ${w.text.replace(/\s+/g, ' ')}`));
  const rows = [...c.rows].sort((a, b) => ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict));
  const grouped = new Set([...groupBy(c.rows, (r) => r.suite)].filter(([, rs]) => namesGroups(rs)).map(([suite]) => suite));
  for (const l of out) yield `${l}\n`;
  if (rows.length === 0) return;
  yield '\n';
  // Each row's note (why it is undecided, what it was judged against) as a numbered reference, the notes once
  // each below the table: the markdown shows them under ⓘ, and here a 2× change read a bare ❔ inconclusive.
  const noteRefs = new Map<string, number>();
  const cells = [['benchmark', 'metric', 'base', 'head', 'change', 'test', 'verdict', 'note']];
  for (const r of rows) {
    const cellsOf = line(r, grouped);
    let ref = '';
    if (r.note !== undefined && r.note !== '') {
      let k = noteRefs.get(r.note);
      if (k === undefined) noteRefs.set(r.note, (k = noteRefs.size + 1));
      ref = `[${k}]`;
    }
    cellsOf.push(ref);
    cells.push(cellsOf); // not push(...): the rows are unbounded
  }
  for (const l of pad(cells)) yield `${l}\n`;
  if (noteRefs.size === 0) return;
  yield '\n';
  for (const [text, k] of noteRefs) yield `${showInvisible(`[${k}] ${text.replace(/\s+/g, ' ')}`)}\n`;
}
