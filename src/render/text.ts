// The report for a terminal: aligned plain-text columns, regressions first, no markdown.
import { isUndecided } from '../compare/summary';
import type { Comparison, ComparisonRow, Verdict } from '../compare/types';
import { changeText, namesGroups, testText, valueCells, verdictText } from './cells';
import { groupBy } from '../model/group-by';
import { showInvisible } from './escape';
import { maxOf } from '../model/arrays';
import { formatPercentChange } from '../model/units';

const ORDER: Verdict[] = ['regressed', 'improved', 'inconclusive', 'added', 'removed', 'unchanged'];

function pad(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) => maxOf(cells.map((r) => [...(r[i] ?? '')].length)));
  return cells.map((r) => r.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join('  ').trimEnd()).join('\n');
}

function line(r: ComparisonRow, grouped: ReadonlySet<string>): string[] {
  const v = valueCells(r, showInvisible);
  const group = r.group !== undefined && grouped.has(r.suite) ? ` › ${r.group}` : '';
  // Names and units come from results files: control, escape and bidi characters are shown, not sent.
  return [showInvisible(`${r.suite}${group} › ${r.benchmark}`), showInvisible(r.metric), v.base, v.head, changeText(r, showInvisible), testText(r), verdictText(r)];
}

export function renderText(c: Comparison): string {
  const s = c.summary;
  const counts = ORDER.filter((v) => s.counts[v] > 0).map((v) => `${s.counts[v]} ${v}`).join(', ');
  // A failed suite measured nothing: its failure leads, as in the markdown, so that "unchanged" over the
  // other suites does not read as the whole answer.
  const failed = s.failedSuites.length > 0 ? `${s.failedSuites.length} suite${s.failedSuites.length === 1 ? '' : 's'} failed · ` : '';
  const undecided = isUndecided(s);
  const out = [`benchgate: ${failed}${undecided ? 'undecided' : s.verdict}${counts ? ` (${counts})` : ''}`];
  if (s.geomean) {
    const ci = s.geomean.ci === undefined ? '' : ` (95 % CI ${formatPercentChange(s.geomean.ci[0])} … ${formatPercentChange(s.geomean.ci[1])})`;
    out.push(`geometric mean of time: ${formatPercentChange(s.geomean.ratio)}${ci} over ${s.geomean.rows} benchmarks${s.geomean.rounds === undefined ? '' : ` (signed-rank over ${s.geomean.rounds} paired rounds)`}`);
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
  // Every one: a terminal report has no comment budget, and each is a line.
  for (const w of c.warnings ?? []) out.push(showInvisible(`warning: ${w.suite}${w.side === 'base' ? ' (base)' : ''}: ${w.text.replace(/\s+/g, ' ')}`));
  const rows = [...c.rows].sort((a, b) => ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict));
  const grouped = new Set([...groupBy(c.rows, (r) => r.suite)].filter(([, rs]) => namesGroups(rs)).map(([suite]) => suite));
  if (rows.length) out.push('', pad([['benchmark', 'metric', 'base', 'head', 'change', 'test', 'verdict'], ...rows.map((r) => line(r, grouped))]));
  return `${out.join('\n')}\n`;
}
