// Nightly trend rendering (pure): the tracking issue of a regression, its closing note, and the job
// summary. The table is the primary view; a mermaid `xychart-beta` block (rendered by GitHub,
// https://mermaid.js.org/syntax/xyChart.html) shows each affected series with its fitted levels.
import type { Regression, RunRef, Shift } from '../compare/shifts';
import { seriesAnchor } from '../model/keys';
import { beyondFixed, chooseScale, formatExponent, formatPercentChange, groupThousands } from '../model/units';
import { escapeInline, escapeMarkdown, showInvisible } from './escape';
import { maxOf, minOf } from '../model/arrays';
import { regressionMarker, stateComment } from './issue-state';

export interface TrendOptions {
  /** `https://github.com/owner/repo`: commit ranges become compare links. */
  repoUrl?: string;
  /** The noise floor used, as a fraction (said in the method note). */
  noiseFloor?: number;
  /** At most this many charts (default 5); the table always lists every shift. */
  maxCharts?: number;
  /** The published dashboard (the Action's dashboard-url): each shifted series links to its chart. */
  dashboardUrl?: string;
}

/** `[suite › benchmark · metric](…#series=…)` for each shift, when a dashboard is published. */
function dashboardLinks(shifts: readonly Shift[], o: TrendOptions): string[] {
  if (!o.dashboardUrl) return [];
  const base = o.dashboardUrl.replace(/#.*$/, '');
  const links = shifts.map((s) => `[${escapeMarkdown(`${s.suite} › ${s.benchmark} · ${s.metric}`)}](${base}${seriesAnchor(s.suite, s.benchmark, s.metric)})`);
  return [`History on the dashboard: ${links.join(', ')}`, ''];
}

const HEX = /^[0-9a-f]{7,40}$/i;
const short = (r: RunRef): string => (r.commit && HEX.test(r.commit) ? r.commit.slice(0, 7) : `run ${r.runId ?? r.createdAt.slice(0, 10)}`);

function commitRange(s: { lastBefore: RunRef; firstAfter: RunRef }, o: TrendOptions): string {
  const text = `\`${short(s.lastBefore)}\`…\`${short(s.firstAfter)}\``;
  const [a, b] = [s.lastBefore.commit, s.firstAfter.commit];
  if (o.repoUrl && a && b && HEX.test(a) && HEX.test(b)) return `[${text}](${o.repoUrl}/compare/${a}...${b})`;
  return text;
}

function changeCell(s: Shift): string {
  const icon = s.kind === 'regression' ? '⚠️' : '✅';
  const ci = s.ci ? ` (95 % CI ${formatPercentChange(s.ci[0])} … ${formatPercentChange(s.ci[1])})` : '';
  return `${icon} ${formatPercentChange(s.ratio)}${ci}`;
}

/** `70.10 µs → 77.00 µs`: both on one scale and with the same decimals (4 significant digits of the larger). */
function beforeAfter(s: Shift): string {
  const scale = chooseScale(s.unit, s.before);
  const [b, a] = [s.before / scale.factor, s.after / scale.factor];
  const digits = Math.floor(Math.log10(Math.max(Math.abs(a), Math.abs(b)) || 1)) + 1;
  const d = Math.max(0, Math.min(6, 4 - digits));
  const unit = scale.unit ? ` ${escapeInline(scale.unit)}` : '';
  const text = (x: number) => (beyondFixed(x) ? formatExponent(x) : groupThousands(x.toFixed(d)));
  return `${text(b)}${unit} → ${text(a)}${unit}`;
}

/** One row per shift: benchmark, metric, before → after, change with interval, commit range. */
export function renderShiftTable(shifts: readonly Shift[], o: TrendOptions = {}): string {
  const rows = shifts.map(
    (s) => `| ${escapeMarkdown(s.suite)} | ${escapeMarkdown(s.benchmark)} | ${escapeMarkdown(s.metric)} | ${beforeAfter(s)} | ${changeCell(s)} | ${commitRange(s, o)} |`,
  );
  return ['| Suite | Benchmark | Metric | Before → after | Change | Commits |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** Text safe inside a mermaid quoted label: no quotes, brackets, semicolons, hashes or line breaks. */
export function chartLabel(text: string, max = 60): string {
  const clean = text.replace(/[^\p{L}\p{N} _./+%-]/gu, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const plain = (n: number): string => String(Number(n.toPrecision(4)));

/** A mermaid xychart of the series (scaled unit) and the two fitted levels around the change. */
export function renderTrendChart(s: Shift): string {
  const scale = chooseScale(s.unit, s.before);
  const values = s.series.map((p) => p.value / scale.factor);
  const labels = s.series.map((p, i) => (p.commit && HEX.test(p.commit) ? p.commit.slice(0, 7) : `#${i + 1}`));
  const level = s.series.map((_, i) => (i < s.index ? s.before : s.after) / scale.factor);
  const lo = Math.min(minOf(values), minOf(level));
  const hi = Math.max(maxOf(values), maxOf(level));
  const pad = (hi - lo) * 0.1 || Math.abs(hi) * 0.05 || 1;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${chartLabel(`${s.benchmark} ${s.metric}`)}"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `  y-axis "${chartLabel(scale.unit || s.metric)}" ${plain(Math.max(0, lo - pad))} --> ${plain(hi + pad)}`,
    `  line [${values.map(plain).join(', ')}]`,
    `  line [${level.map(plain).join(', ')}]`,
    '```',
  ].join('\n');
}

function charts(shifts: readonly Shift[], o: TrendOptions): string[] {
  const max = o.maxCharts ?? 5;
  const out = shifts.slice(0, max).map((s) => `**${escapeMarkdown(s.benchmark)}** · ${escapeMarkdown(s.metric)} (the second line is the fitted level before and after the change)\n\n${renderTrendChart(s)}`);
  if (shifts.length > max) out.push(`… and ${shifts.length - max} more series (see the table).`);
  return out;
}

function methodNote(o: TrendOptions): string {
  const floor = formatPercentChange(1 + (o.noiseFloor ?? 0.05)).replace('+', '');
  return (
    `Found by E-divisive means with a permutation test (Matteson & James 2014) over the baseline's history; ` +
    `before/after are the medians of the runs on each side, the change their ratio with a 95 % bootstrap interval. ` +
    `Only changes whose whole interval lies beyond the ${floor} noise floor and that lasted several runs are reported.`
  );
}

export function regressionTitle(r: Regression): string {
  const range = `${short(r.lastBefore)}…${short(r.firstAfter)}`;
  const names = [...new Set(r.shifts.map((s) => s.benchmark))];
  const what = names.length === 1 ? names[0]! : `${names.length} benchmarks`;
  // A title is plain text, but data's control and bidi characters must not reorder or hide it.
  const title = showInvisible(`Performance regression: ${what} slower since ${range}`);
  return title.length > 200 ? `${title.slice(0, 199)}…` : title;
}

/** GitHub refuses an issue body over 65,536 characters (422): the body is kept under this, with room to spare. */
export const ISSUE_BODY_CHARS = 60_000;

/**
 * The tracking issue's body; holds the hidden marker and state that find it again. A regression in more
 * series than fit (a compiler or dependency change slowing hundreds of benchmarks: 300 series made 108,000
 * characters, refused every night) lists as many as fit, says how many are left out, and tracks those listed.
 */
export function renderRegressionIssue(r: Regression, o: TrendOptions = {}): string {
  const whole = regressionIssueBody(r, r.shifts.length, o);
  if (whole.length <= ISSUE_BODY_CHARS) return whole;
  // The most series that fit: the body grows with each one, so a binary search over how many are listed.
  let lo = 0;
  let hi = r.shifts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (regressionIssueBody(r, mid, o).length <= ISSUE_BODY_CHARS) lo = mid;
    else hi = mid - 1;
  }
  return regressionIssueBody(r, lo, o);
}

function regressionIssueBody(r: Regression, listed: number, o: TrendOptions): string {
  const shown = r.shifts.slice(0, listed);
  const left = r.shifts.length - listed;
  return [
    `## ⚠️ Performance regression between ${commitRange(r, o)}`,
    '',
    `benchgate's nightly runs found a lasting shift in ${r.shifts.length} series, starting with ${short(r.firstAfter)} (${r.firstAfter.createdAt.slice(0, 10)}). ` +
      'This issue is updated by each nightly run and closed when a later shift brings performance back.',
    '',
    renderShiftTable(shown, o),
    ...(left > 0 ? ['', `… and ${left} more series, not listed: an issue holds at most 65,536 characters. The nightly job summary lists every one; this issue tracks the ${listed} listed here.`] : []),
    '',
    ...dashboardLinks(shown, o),
    '### Trend',
    '',
    ...charts(shown, o).flatMap((c) => [c, '']),
    `<sub>${methodNote(o)}</sub>`,
    '',
    regressionMarker(r.id),
    stateComment({ ...r, shifts: shown }),
    '',
  ].join('\n');
}

/** The comment posted when closing: which later shifts restored performance. */
export function renderCloseNote(restoredBy: readonly Shift[], o: TrendOptions = {}): string {
  return ['✅ Performance is back: a later lasting shift restored every benchmark this issue tracked.', '', renderShiftTable(restoredBy, o), '', 'Closing; a new regression opens a new issue.', ''].join('\n');
}

/** The nightly job summary: every lasting shift across all suites, with charts, or a line saying there is none. */
export function renderNightlySummary(shifts: readonly Shift[], info: { series: number; runs: number }, o: TrendOptions = {}): string {
  const head = `## benchgate nightly: ${shifts.length === 0 ? 'no lasting shift' : `${shifts.length} lasting shift${shifts.length === 1 ? '' : 's'}`}`;
  const scope = `${info.series} series over the last ${info.runs} runs.`;
  if (shifts.length === 0) return `${head}\n\n➖ No change beyond noise in ${scope}\n`;
  return [head, '', `In ${scope}`, '', renderShiftTable(shifts, o), '', ...charts(shifts, o).flatMap((c) => [c, '']), `<sub>${methodNote(o)}</sub>`, ''].join('\n');
}
