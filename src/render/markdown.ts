// The report as markdown: the PR comment and the job summary. A one-line verdict first, regressions
// first, the rest inside <details>, and a note on how every verdict was computed.
import { markdownTable } from 'markdown-table';
import type { BaselineInfo } from '../baseline/store';
import type { CentreKind, Comparison, ComparisonRow, Verdict } from '../compare/types';
import { centreNote, changeText, geomeanBasis, nameAfterGroup, namesGroups, testText, valueCells, verdictText } from './cells';
import { escapeHtml, escapeInline, escapeMarkdown } from './escape';
import { groupBy } from '../model/group-by';
import { toFixedOrExponent } from '../model/units';
import { gatingMetrics, isNothingCompared, isUndecided } from '../compare/summary';
import { ASSUMED_PROCESS_SIGMA, MIN_PROCESS_NOISE_BENCHMARKS } from '../compare/process-noise';
import { renderTemplate } from './template';
import REPORT_TEMPLATE from '../../templates/report.md.mustache?raw';
import COMMENT_TEMPLATE from '../../templates/pr-comment.md.mustache?raw';

export { COMMENT_TEMPLATE, REPORT_TEMPLATE };

export interface RenderOptions {
  baseline?: BaselineInfo;
  /** Keep the whole report under this many characters (GitHub comments: 65,536). */
  maxChars?: number;
  links?: { summary?: string; artifact?: string };
  title?: string;
  /** For the baseline's age; passed in so the core stays pure. */
  now?: Date;
  /** Extra sections (variant and derived tables) rendered after the comparison. */
  extra?: string[];
  /** Notes after the report (a fork PR, skipped steps): markdown blocks, already escaped. */
  notes?: string[];
  /** The report's layout, a mustache template (default templates/report.md.mustache). */
  template?: string;
  /** Where the rows left out for `maxChars` are found (default: the results artifact and the report file). */
  fullTables?: string;
}

/** Job-summary budget in characters: GitHub's limit is 1 MiB, and a µ or an emoji takes 2–4 bytes. */
export const JOB_SUMMARY_CHARS = 600_000;

const ORDER: Verdict[] = ['regressed', 'improved', 'inconclusive', 'added', 'removed', 'unchanged'];
const COUNT_LABEL: Record<Verdict, [string, string]> = {
  regressed: ['⚠️', 'regressed'],
  improved: ['✅', 'improved'],
  inconclusive: ['❔', 'inconclusive'],
  added: ['🆕', 'new'],
  removed: ['🗑️', 'removed'],
  unchanged: ['➖', 'no change beyond noise'],
};

function pct(r: number, digits = 1): string {
  const v = (r - 1) * 100;
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${toFixedOrExponent(Math.abs(v), digits)} %`;
}

function age(from: string | undefined, now: Date | undefined): string | undefined {
  if (from === undefined || now === undefined) return undefined;
  const ms = now.getTime() - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  const h = ms / 3_600_000;
  return h < 1 ? `${Math.round(ms / 60_000)} min old` : h < 48 ? `${Math.round(h)} h old` : `${Math.round(h / 24)} days old`;
}

function when(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]} UTC` : escapeMarkdown(iso);
}

function short(sha: string | undefined): string | undefined {
  return sha === undefined ? undefined : `\`${sha.slice(0, 7).replace(/[^0-9a-zA-Z]/g, '')}\``;
}

function headline(c: Comparison): string {
  const s = c.summary;
  if (s.verdict === 'no-baseline') return `No baseline to compare with: ${c.rows.length === 0 ? 'the results are stored' : 'showing the results only'}.`;
  const lead: Partial<Record<typeof s.verdict, string>> = {
    drift: '❔ **the whole run moved: no per-benchmark verdict is possible**',
    unchanged: '➖ **no change beyond noise**',
  };
  // The verdict's own count is the bold part; the others follow it.
  const first: Verdict | undefined = s.verdict === 'regressed' ? 'regressed' : s.verdict === 'improved' ? 'improved' : undefined;
  const counts = ORDER.filter((v) => s.counts[v] > 0 && v !== first).map((v) => `${COUNT_LABEL[v][0]} ${s.counts[v]} ${COUNT_LABEL[v][1]}`);
  const undecided = isUndecided(s);
  const head = first
    ? `${COUNT_LABEL[first][0]} **${s.counts[first]} ${COUNT_LABEL[first][1]}**`
    : undecided
      ? '❔ **undecided: no change was called, and none was ruled out**'
      : isNothingCompared(s)
        ? '❔ **nothing was compared: no benchmark has results on both sides**'
        : s.verdict === 'unchanged'
          ? `${lead.unchanged!} in ${s.counts.unchanged} row${s.counts.unchanged === 1 ? '' : 's'}`
          : lead[s.verdict]!;
  // A failed suite measured nothing: "no change" over the rest must not read as the whole answer.
  const failed = s.failedSuites.length > 0 ? [`❌ **${s.failedSuites.length} suite${s.failedSuites.length === 1 ? '' : 's'} failed**`] : [];
  const broken = s.brokenInHead?.length ?? 0;
  if (broken > 0) failed.push(`❌ **${broken} benchmark${broken === 1 ? '' : 's'} broken in head**`);
  // The ➖ count is the lead's own when it says "no change". Beside an undecided lead it is still said, so the counts add
  // up to the gating rows (a paired go A/A read "❔ 6 inconclusive" over 18, its 12 B/op and allocs/op left out), and
  // said for what it is: undecided means every such row is an exact count beside a tested row (summary.ts).
  const tail = undecided
    ? counts.map((c) => (c.startsWith('➖') ? `➖ ${s.counts.unchanged} exact count${s.counts.unchanged === 1 ? '' : 's'} unchanged` : c))
    : counts.filter((c) => s.verdict !== 'unchanged' || !c.startsWith('➖'));
  return [...failed, head, ...tail].join(' · ');
}

/** A baseline from another commit than the base sha, and what that does to the rows. */
function notAtBase(from: BaselineInfo['fromBase']): string {
  if (from === undefined) return 'not at the base commit (newest on the base branch)';
  const commits = (n: number): string => `${n} commit${n === 1 ? '' : 's'}`;
  if (from.ahead === 0) return `not at the base commit but ${commits(from.behind)} before it, the nearest with one (a change in ${from.behind === 1 ? 'it' : 'them'} reads as this PR's)`;
  if (from.behind === 0) return `not at the base commit but ${commits(from.ahead)} after it, the nearest with one (a change in ${from.ahead === 1 ? 'it' : 'them'} reads as this PR's, turned round)`;
  return `not at the base commit: on another line of history (${commits(from.ahead)} not in the base commit, ${commits(from.behind)} of it missing)`;
}

function contextLines(c: Comparison, o: RenderOptions): string[] {
  const lines: string[] = [];
  const g = c.summary.geomean;
  if (g) {
    const ci = g.ci ? ` (95 % CI ${pct(g.ci[0])} … ${pct(g.ci[1])})` : '';
    const over = geomeanBasis(g);
    // Bold only beside a called change: a stored A/A of JMH, every row ❔, showed **+31.7 %** as its headline.
    const called = c.summary.counts.regressed + c.summary.counts.improved > 0;
    const value = called ? `**${pct(g.ratio)}**` : pct(g.ratio);
    lines.push(`Geometric mean of time, head vs base: ${value}${ci} over ${g.rows} benchmark${g.rows === 1 ? '' : 's'}${over}.`);
  }
  if (o.baseline) {
    const b = o.baseline;
    const parts = [escapeMarkdown(b.source), short(b.commit) && `commit ${short(b.commit)}`, age(b.createdAt, o.now)];
    if (b.exactBase !== undefined) parts.push(b.exactBase ? 'at the exact base commit' : notAtBase(b.fromBase));
    lines.push(`Baseline: ${parts.filter(Boolean).join(' · ')}.`);
  } else if (c.base) {
    // A ref that is the commit itself (`run --paired afeac3e`) is not said twice.
    const ref = c.base.ref !== undefined && c.base.ref.length >= 4 && c.base.commit?.startsWith(c.base.ref) ? undefined : c.base.ref;
    lines.push(`Baseline: ${[short(c.base.commit), ref && escapeMarkdown(ref), `created ${when(c.base.createdAt)}`].filter(Boolean).join(' · ')}.`);
  }
  // Only of a stored baseline: one process a side in one job (--same-job) raises a row's floor too (the
  // single-run floor), and the line read "not measured side by side" of a baseline that was.
  const widened = c.summary.settings.baselineKind !== 'stored' ? undefined : c.rows.find((r) => r.gating && r.confidence === 'lower' && r.test !== 'threshold' && r.test !== 'prediction-interval' && r.floor > c.summary.settings.noiseFloor);
  if (widened !== undefined) {
    lines.push(`The baseline is one earlier run, not measured side by side with head, with no history yet: its noise floor is widened to ${(widened.floor * 100).toFixed(0)} % and its verdicts are lower confidence.`);
  }
  const gatingMetric = gatingMetrics(c.rows);
  for (const d of c.summary.drift.filter((d) => d.status === 'drift' && gatingMetric(d))) {
    // Side by side (paired rounds) a whole-suite move is the change, and its rows carry their own verdicts.
    const mark = c.summary.settings.baselineKind === 'paired' ? '' : '❔ ';
    lines.push(`> ${mark}**${escapeMarkdown(d.suite)}** (${escapeMarkdown(d.metric)}): ${escapeMarkdown(d.note.replace(/\.$/, ''))}.`);
  }
  const paired = pairedLine(c);
  if (paired) lines.push(paired);
  if (c.summary.failedSuites.length > 0) {
    lines.push(`> ❌ Failed suite${c.summary.failedSuites.length === 1 ? '' : 's'}: ${c.summary.failedSuites.map(escapeMarkdown).join(', ')} (see the job log).`);
  }
  const broken = c.summary.brokenInHead ?? [];
  if (broken.length > 0) {
    const shown = broken.slice(0, MAX_BROKEN).map(escapeMarkdown).join(', ') + (broken.length > MAX_BROKEN ? ` and ${broken.length - MAX_BROKEN} more` : '');
    lines.push(`> ❌ Failed in head, not in base: ${shown} (their errors are in the tables below).`);
  }
  const warned = warningsBlock(c);
  if (warned) lines.push(warned);
  return lines;
}

/** The parse warnings listed in the report, and each one's length there: a flood of them stays a few lines. */
const MAX_WARNINGS = 10;
const MAX_BROKEN = 10;
const MAX_WARNING_CHARS = 400;

/** What the parsers noticed (a run cut off, skipped tests, lines left out): said where the verdicts are read. */
function warningsBlock(c: Comparison): string | undefined {
  const all = c.warnings ?? [];
  if (all.length === 0) return undefined;
  const multiSide = all.some((w) => w.side === 'base');
  const items = all.slice(0, MAX_WARNINGS).map((w) => {
    const text = w.text.replace(/\s+/g, ' ').trim();
    const cut = text.length > MAX_WARNING_CHARS ? `${text.slice(0, MAX_WARNING_CHARS)}…` : text;
    return `> - **${escapeMarkdown(w.suite)}**${multiSide ? ` (${w.side})` : ''}: ${escapeInline(cut)}`;
  });
  const more = all.length - items.length;
  const tail = more > 0 ? [`> - …and ${more} more (the comparison's \`warnings\`, and each suite's in the results).`] : [];
  return [`> ⚠️ What the outputs said:`, ...items, ...tail].join('\n');
}

const STOP: Record<NonNullable<Comparison['summary']['paired']>['stop'], string> = {
  decided: 'every gating benchmark was decided',
  'max-rounds': 'the maximum number of rounds was reached',
  budget: 'the time budget was used up',
  failed: 'a suite failed',
  'read-back': "they were read back from the run's results files (its own report says why they stopped)",
};

/** How many paired rounds ran and why they stopped; or, for a stored comparison that could not decide, the way out. */
function pairedLine(c: Comparison): string | undefined {
  const p = c.summary.paired;
  if (p) {
    const removed = p.commonFactorRemoved.length ? ` Each round's common factor was removed (median log ratio over the suite) for ${p.commonFactorRemoved.map(escapeMarkdown).join(', ')}.` : '';
    const gating = c.rows.filter((r) => r.gating && r.test === 'signed-rank').length;
    const tooFew = p.callableFrom !== undefined && p.stop !== 'decided'
      ? ` **Too few rounds to call a change to a few benchmarks:** with ${gating} gating rows the signed-rank test needs at least ${p.callableFrom} rounds (its smallest p, 2 / 2ⁿ over n rounds, times the rows for the false-discovery-rate adjustment, must fall below the α of one of its looks)${p.maxRounds < p.callableFrom ? `; allow more with \`--rounds\` (the Action's \`rounds\`)` : p.stop === 'budget' ? '; the time budget ended the rounds first' : ''}.`
      : '';
    return `Paired rounds: ${p.rounds} of at most ${p.maxRounds}${p.ref ? `, base ${escapeMarkdown(p.ref)} and head side by side` : ''}, order randomized (seed ${p.seed}); stopped because ${STOP[p.stop]}.${removed}${tooFew}`;
  }
  // Rows of a suite that failed were not measured on that side: no noise, and no paired rounds would decide them.
  const failed = new Set(c.summary.failedSuites);
  const unsure = c.rows.some((r) => r.gating && r.verdict === 'inconclusive' && !failed.has(r.suite)) || c.summary.drift.some((d) => d.status === 'drift');
  if (c.summary.settings.baselineKind === 'stored' && unsure) {
    return '_Too noisy to decide against a stored baseline? Measure base and head side by side in alternating rounds: comment `/benchgate run --paired`, or run `benchgate run --paired <base>` locally._';
  }
  return undefined;
}

/** `said`: the note said once above the table, left out of its rows. */
function rowTable(rows: ComparisonRow[], withSuite: boolean, withMetric: boolean, withGroup = false, said?: string): string {
  const header = [...(withSuite ? ['Suite'] : []), ...(withGroup ? ['Group'] : []), 'Benchmark', ...(withMetric ? ['Metric'] : []), 'Base', 'Head', 'Change', 'Test', 'Verdict'];
  const body = rows.map((r) => {
    const v = valueCells(r, escapeInline);
    const note = r.note && r.note !== said ? ` <sup title="${escapeHtml(r.note)}">ⓘ</sup>` : '';
    return [
      ...(withSuite ? [escapeMarkdown(r.suite)] : []),
      ...(withGroup ? [r.group === undefined ? '—' : escapeMarkdown(r.group)] : []),
      escapeMarkdown((withGroup ? nameAfterGroup(r) : undefined) ?? r.benchmark),
      ...(withMetric ? [escapeMarkdown(r.metric) + (r.gating ? '' : ' (info)')] : []),
      v.base,
      v.head,
      changeText(r, escapeInline),
      testText(r),
      verdictText(r) + note,
    ];
  });
  return markdownTable([header, ...body], { alignDelimiters: false, align: ['l'] });
}

function section(title: string, rows: ComparisonRow[], multiSuite: boolean): string | undefined {
  if (rows.length === 0) return undefined;
  return `#### ${title}\n\n${rowTable(rows, multiSuite, true)}`;
}

/** A row's cells cost about this many characters (its note only where the row shows it); used to stop before a budget is spent, not after. */
function rowCost(r: ComparisonRow, showsNote: boolean): number {
  return escapeMarkdown(r.suite).length + (r.group === undefined ? 0 : escapeMarkdown(r.group).length + 3) + escapeMarkdown(r.benchmark).length + escapeMarkdown(r.metric).length + 3 * escapeMarkdown(r.unit).length + 120 + (showsNote && r.note ? escapeHtml(r.note).length + 30 : 0) + (r.relative?.ci ? 50 : 0);
}

/**
 * The note every row of a suite × metric table has (said once above it), looked up by suite and metric:
 * nested maps, as a key joined per row was flattened and hashed 400,000 times (260 ms of a 100,000-benchmark report).
 */
function sharedNotes(rows: ComparisonRow[]): (suite: string, metric: string) => string | undefined {
  const bySuite = new Map<string, Map<string, { note: string | null; count: number }>>();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri]!;
    let byMetric = bySuite.get(r.suite);
    if (byMetric === undefined) bySuite.set(r.suite, (byMetric = new Map()));
    const seen = byMetric.get(r.metric);
    if (seen === undefined) byMetric.set(r.metric, { note: r.note ?? null, count: 1 });
    else {
      seen.count++;
      if (seen.note !== (r.note ?? null)) seen.note = null;
    }
  }
  return (suite, metric) => {
    const seen = bySuite.get(suite)?.get(metric);
    return seen !== undefined && seen.note !== null && seen.count >= 2 ? seen.note : undefined;
  };
}

/** The rows that fit `budget` characters, in order; the rest are counted, never rendered. */
function rowsWithin(rows: ComparisonRow[], budget: number): { kept: ComparisonRow[]; left: number } {
  if (!Number.isFinite(budget)) return { kept: rows, left: 0 };
  const shared = sharedNotes(rows);
  const said = new Set<string>();
  const suites = new Set<string>();
  const tables = new Set<string>();
  let used = 0;
  let i = 0;
  for (; i < rows.length; i++) {
    const r = rows[i]!;
    const key = `${r.suite}\u0000${r.metric}`;
    // A suite's first row opens its <details> and summary line, a metric's first its title and table head:
    // uncounted, 2,000 suites of one row each overshot the budget and every table was dropped.
    if (!suites.has(r.suite)) {
      suites.add(r.suite);
      used += escapeHtml(r.suite).length + 80;
    }
    if (!tables.has(key)) {
      tables.add(key);
      used += escapeMarkdown(r.metric).length + 90;
    }
    const note = shared(r.suite, r.metric);
    // A shared note costs its line once, at the table's first row.
    if (note !== undefined && !said.has(key)) {
      said.add(key);
      used += escapeMarkdown(note).length + 20;
    }
    used += rowCost(r, note === undefined);
    if (used > budget) break;
  }
  return { kept: rows.slice(0, i), left: rows.length - i };
}

function suiteDetails(c: Comparison, budget = Infinity, fullTables = 'the results artifact and the report file'): string[] {
  const { kept, left } = rowsWithin(c.rows, budget);
  const out = suiteBlocks(kept);
  if (left > 0) out.push(`_${left} row${left === 1 ? '' : 's'} not shown here: the full tables are in ${fullTables}._`);
  return out;
}

function suiteBlocks(all: ComparisonRow[]): string[] {
  const bySuite = groupBy(all, (r) => r.suite);
  const out: string[] = [];
  for (const [suite, rows] of bySuite) {
    const byMetric = groupBy(rows, (r) => r.metric);
    const tables = [...byMetric].map(([metric, rs]) => {
      // Named groups are read as the harness prints them: the rows of each together, in the order they came.
      const named = namesGroups(rs);
      const ordered = named ? [...groupBy(rs, (r) => r.group ?? '').values()].flat() : rs;
      // One note on every row is said once (lz4's custom %size, 160 rows, each with the same 250-character ⓘ).
      const said = sharedNotes(rs)(suite, metric);
      const saidLine = said === undefined ? '' : `\n\n_Every row: ${escapeMarkdown(said)}._`;
      return `**${escapeMarkdown(metric)}**${rs.every((r) => !r.gating) ? ' (shown, not gating)' : ''}${saidLine}\n\n${rowTable(ordered, false, false, named, said)}`;
    });
    const benchmarks = new Set(rows.map((r) => r.benchmark)).size;
    out.push(`<details><summary>${escapeHtml(suite)}: ${benchmarks} benchmark${benchmarks === 1 ? '' : 's'}, ${byMetric.size} metric${byMetric.size === 1 ? '' : 's'}</summary>\n\n${tables.join('\n\n')}\n\n</details>`);
  }
  return out;
}

/** What Base and Head show for the kinds of centre in the report, so a reader knows Head / Base is the change. */
function centresLine(c: Comparison): string | undefined {
  // Each kind with the tests it came from, in one pass over the rows (a test's label is looked up once).
  const testsByKind = new Map<CentreKind, Set<string>>();
  const labelOf = new Map<string, string>();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri]!;
    if (r.centre === undefined || r.ratio === null) continue;
    let tests = testsByKind.get(r.centre);
    if (tests === undefined) testsByKind.set(r.centre, (tests = new Set()));
    let label = labelOf.get(r.test);
    // A row shown but not judged has no test: its cell's "—" would read as one here ("exact, —: …").
    if (label === undefined) labelOf.set(r.test, (label = r.test === 'none' ? 'not tested' : testText(r)));
    tests.add(label);
  }
  const kinds = [...testsByKind.keys()];
  if (kinds.length === 0) return undefined;
  // Which tests each kind came from, said only where that tells the kinds apart (two kinds of the U test do not).
  const labels = kinds.map((k) => [...testsByKind.get(k)!].join(', '));
  const distinct = new Set(labels).size === labels.length && kinds.length > 1;
  const by = (k: CentreKind, i: number): string => `${distinct ? `${labels[i]}: ` : ''}${centreNote(k, 'Base', 'Head', 'change')}`;
  return `- **Base and Head** are the centres each test compared, so Head / Base is the change shown: ${kinds.map(by).join(' ')}`;
}

/** Whether a row held to the assumed σ was tested on runs (`repeat` against a stored baseline: n counts runs). */
function assumedOverRuns(c: Comparison): boolean {
  return c.rows.some((r) => r.test === 'assumed-process-sigma' && r.centre === 'geomean-runs');
}

/** The σ values the report's rows assumed (`process-sigma`), as percentages. */
function assumedSigmas(c: Comparison): string {
  const used = new Set<number>();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri]!;
    if (r.assumedSigma !== undefined) used.add(r.assumedSigma);
  }
  return [...used].sort((a, b) => a - b).map((s) => `${Number((s * 100).toPrecision(3))} %`).join(', ');
}

function methods(c: Comparison): string {
  const s = c.summary.settings;
  // The floor the rows were judged on, where it is not the configured one (a stored single run's is wider):
  // "Noise floor 5 %" above rows judged at 10 % said what was not computed.
  const tests = new Set<string>();
  const wider = new Set<number>();
  for (let ri = 0; ri < c.rows.length; ri++) {
    const r = c.rows[ri]!;
    tests.add(r.test);
    if (r.test !== 'none' && r.test !== 'exact' && r.floor > s.noiseFloor) wider.add(r.floor);
  }
  const floorsUsed = wider.size === 0 ? '' : ` (${[...wider].sort((a, b) => a - b).map((f) => `${(f * 100).toFixed(0)} %`).join(', ')} for ${wider.size === 1 ? 'the rows' : 'rows'} where one process a side cannot show how far results move between processes: \`single-run-floor\`)`;
  const lines = [
    `- Noise floor ${(s.noiseFloor * 100).toFixed(0)} %${floorsUsed}, α = ${s.alpha}; p-values are adjusted across the report by ${s.fdr === 'benjamini-hochberg' ? 'Benjamini–Hochberg (false-discovery rate)' : s.fdr}, separately for gating rows and for rows shown for information.`,
    tests.has('mann-whitney') &&
      '- **U test**: two-sided Mann–Whitney U on the raw samples, with a 95 % interval of the median ratio: a seeded percentile bootstrap of the Hodges–Lehmann ratio (median of the pairwise ratios) up to 400 sample pairs, a bootstrap of the ratio of medians beyond that, and from 50 samples per side the order-statistic interval of the ratio of medians (Price–Bonett). A change is called only when the adjusted p < α **and** the whole interval lies beyond the noise floor.',
    tests.has('welch') && '- **Welch t**: only mean, spread and n were available; Welch’s t test from those summaries, interval by the delta method on the log scale.',
    tests.has('welch-runs') &&
      '- **t on runs**: each side ran several times in separate processes; samples of one process share its JIT, code alignment and memory layout, so the run is the unit: Welch’s t on the logs of the runs’ central values (n counts runs), 95 % interval of the ratio of their geometric means.',
    tests.has('moderated-t') &&
      '- **moderated t on runs**: as t on runs, but with many benchmarks each row’s variance of its log runs is shrunk towards the suite’s (the empirical-Bayes prior of Smyth 2004, fitted on the log variances of every benchmark with runs on both sides, as limma does), and the t gets the prior’s degrees of freedom: five runs a side say little about one benchmark’s spread, the whole suite says a lot. Where the benchmarks’ spreads truly differ, the fitted prior is weak and each row keeps its own.',
    tests.has('prediction-interval') && '- **history PI** (lower confidence): the baseline carries earlier runs; head is judged against a Student-t prediction interval of that history.',
    tests.has('signed-rank') &&
      '- **signed-rank**: base and head ran side by side in rounds (order randomized in each round); the per-round log ratios ln(head/base) are the replicates (n counts rounds), tested with Wilcoxon’s signed-rank test, Hodges–Lehmann estimate and interval of the ratio. From 5 benchmarks per suite, each round’s median log ratio is subtracted first (the row is judged relative to the suite’s common move in that round). Rounds are added while a row is undecided; each look tests at the α it may spend (O’Brien–Fleming-type Lan–DeMets), so the repeated looks keep the error rate.',
    tests.has('random-effects') &&
      '- **t + process σ**: one process per side (or a baseline stored by another job) cannot show how far the next process lands, and on a shared machine that is often more than the samples’ spread. So each suite measures it: the spread of its benchmarks’ log ratios around their median (1.4826 × MAD: changes in fewer than half of the benchmarks cannot carry it away, though the more benchmarks really changed, the wider it reads, and the fewer changes it lets through), less what their own samples explain, is a between-process σ added to every row’s error. Each row is tested with Student’s t relative to the suite’s common move (degrees of freedom of that robust σ), and the 95 % interval shown includes that σ; the floor is at least the single-run floor (`single-run-floor`, default 10 %). Thousands of iterations in one process never make a move significant that the process-to-process spread explains.',
    tests.has('assumed-process-sigma') &&
      `- **z + assumed σ**: one process a side${assumedOverRuns(c) ? ', or runs of one job against a baseline stored by another (a job\'s runs ran back to back, and what moved its machine moved them all)' : ''}, in a suite with fewer than ${MIN_PROCESS_NOISE_BENCHMARKS} benchmarks in the metric: too few to measure how far a process${assumedOverRuns(c) ? ' or a job' : ''} moves, and the samples of one process do not show it. The row's log ratio is tested against its own error plus an assumed between-process σ of ${assumedSigmas(c)} (\`process-sigma\`; the default ${(ASSUMED_PROCESS_SIGMA * 100).toFixed(0)} % is the upper end of what real suites measured on a shared 2-core runner, 15–38 %), normal, and the 95 % interval shown includes it. ${s.baselineKind === 'stored' ? 'Paired rounds (base and head side by side in one job) or a baseline with a history measure it instead.' : '`repeat: 5` or paired rounds measure it instead.'}`,
    centresLine(c),
    c.rows.some((r) => r.baseSpread !== undefined || r.headSpread !== undefined) &&
      '- **±** beside a value: the spread its harness reported for it, as a robust one beside a median (the MAD, else half the IQR), else the standard deviation, else the harness\'s own error bar (JMH, libtest), else the relative margin times the value. It describes the samples, not the interval of the change.',
    c.rows.some((r) => r.relative?.ci !== undefined && r.p !== undefined) &&
      '- **vs suite**: a row judged relative to its suite’s common move shows its raw change and interval first, then the change relative to that move with the interval and p the verdict used.',
    tests.has('exact') && '- **exact**: the metric does not vary between samples (allocations, sizes, instruction counts): no test; a change beyond the floor is one (a size: any change).',
    tests.has('threshold') && '- **threshold** (lower confidence): single values on one side or both; no test is possible, the noise floor alone decides.',
    // Only where that happened: with `repeat` on both sides the plain floor applies (compare-runs.ts), and a
    // footer saying "widened to 10 %" under rows judged at 5 % contradicted them.
    s.baselineKind === 'stored' && wider.size > 0 && '- The baseline is a stored run from another job: without a history, its floor is widened (`single-run-floor`, default 10 %) and verdicts are marked lower confidence.',
    `- Seed ${s.seed}: the same inputs give the same report.`,
  ];
  return `<details><summary>How these verdicts were computed</summary>\n\n${lines.filter(Boolean).join('\n')}\n\n</details>`;
}

function pointer(o: RenderOptions): string {
  const where = [o.links?.summary && `[the job summary](${o.links.summary})`, o.links?.artifact && `[the results artifact](${o.links.artifact})`].filter(Boolean);
  return `_The full report did not fit here: see ${where.length ? where.join(' and ') : (o.fullTables ?? 'the job summary and the results artifact')}._`;
}

/** The fields a report template gets (docs/templates.md): markdown, escaped, each block without blank lines around it. */
export interface ReportFields {
  title: string;
  summary?: string;
  context: string[];
  regressions?: string;
  improvements?: string;
  tables: string[];
  details: string[];
  methods?: string;
  omitted?: string;
  notes: string[];
  verdict?: Comparison['summary']['verdict'];
  counts?: Record<Verdict, number>;
  marker?: string;
}

/** Renders the report in `o.template` (default templates/report.md.mustache), dropping the least important parts first when it must fit `maxChars`. */
export function renderReport(c: Comparison, o: RenderOptions = {}): string {
  const report = o.template ?? REPORT_TEMPLATE;
  return fitReport(c, o, (fields) => renderTemplate(report, fields));
}

/**
 * The sticky PR comment: `o.commentTemplate` (default templates/pr-comment.md.mustache) with the report's
 * layout as its partial `report`, fitted to `maxChars` as a whole. `marker` is the hidden marker line.
 */
export function renderComment(c: Comparison, o: RenderOptions & { marker: string; commentTemplate?: string }): string {
  const partials = { report: o.template ?? REPORT_TEMPLATE };
  return fitReport(c, o, (fields) => renderTemplate(o.commentTemplate ?? COMMENT_TEMPLATE, { ...fields, marker: o.marker }, { partials }));
}

function fitReport(c: Comparison, o: RenderOptions, layout: (fields: ReportFields) => string): string {
  const multiSuite = new Set(c.rows.map((r) => r.suite)).size > 1;
  const top = {
    title: escapeMarkdown(o.title ?? 'benchgate'),
    summary: headline(c),
    context: contextLines(c, o),
    notes: o.notes ?? [],
    verdict: c.summary.verdict,
    counts: c.summary.counts,
  };
  const headLength = [`### ${top.title}`, top.summary, ...top.context].join('\n\n').length;
  // The top sections hold the rows that gate the verdict; metrics shown for information stay in the details.
  const regressions = section('⚠️ Regressions', c.rows.filter((r) => r.gating && r.verdict === 'regressed'), multiSuite);
  const improvements = section('✅ Improvements', c.rows.filter((r) => r.gating && r.verdict === 'improved'), multiSuite);
  const max = o.maxChars ?? Infinity;
  // Stop building the details once the budget is spent (10k rows would be megabytes), saying what was left out.
  const details = suiteDetails(c, max - headLength - (regressions?.length ?? 0) - (improvements?.length ?? 0) - 2_000, o.fullTables);
  const methodsBlock = methods(c);
  const extra = o.extra ?? [];
  const omitted = pointer(o);
  const attempts: [boolean, boolean, boolean][] = [
    [true, true, true],
    [false, true, true],
    [false, false, true],
    [false, false, false],
  ];
  for (const [d, e, i] of attempts) {
    const full = d && e && i;
    const text = layout({
      ...top,
      regressions,
      improvements: i ? improvements : undefined,
      tables: e ? extra : [],
      details: d ? details : [],
      methods: methodsBlock,
      omitted: full ? undefined : omitted,
    });
    if (text.length <= max) return text;
  }
  // Even the regressions alone are too long: keep the head and as many regression rows as fit.
  const bare = layout({ ...top, tables: [], details: [], omitted });
  const budget = Math.max(0, max - bare.length - 200);
  const reg = regressions ?? '';
  const cut = reg.length > budget ? `${reg.slice(0, reg.lastIndexOf('\n', budget))}\n\n_…more regressions omitted._` : reg;
  const last = layout({ ...top, regressions: cut || undefined, tables: [], details: [], omitted });
  if (last.length <= max) return last;
  // The head alone (long hostile names in the context lines, a long template) overshoots: cut at a line,
  // never past the budget.
  const note = `\n\n${omitted}\n`;
  const room = Math.max(0, max - note.length);
  const at = last.lastIndexOf('\n', room);
  return `${last.slice(0, at > 0 ? at : room)}${note}`.slice(0, max);
}
