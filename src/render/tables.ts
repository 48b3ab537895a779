// Variant, fit and summary tables as markdown, shaped like the written reports users publish.
import { markdownTable } from 'markdown-table';
import type { BuiltTable } from '../compare/tables';
import type { FitTable } from '../compare/fit';
import { spreadOf } from '../compare/spread';
import type { VariantCell, VariantComparison, VariantRow, VariantTable } from '../compare/variants';
import type { Metric } from '../model/results';
import { chooseScale, formatQuantity as formatQuantityRaw, formatSignificant, formatWithSpread as formatWithSpreadRaw, namedScale, toFixedOrExponent } from '../model/units';
import { centreNote, speedupText } from './cells';
import type { CentreKind } from '../compare/types';
import { escapeInline, escapeMarkdown, showInvisible } from './escape';
import { maxOf, minOf, pushAll } from '../model/arrays';

function signedPct(r: number, digits = 1): string {
  const v = (r - 1) * 100;
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${toFixedOrExponent(Math.abs(v), digits)} %`;
}

function pValue(p: number | undefined): string | undefined {
  if (p === undefined) return undefined;
  return p < 0.001 ? 'p<0.001' : `p=${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

const TEST_NAME: Record<string, string> = {
  'mann-whitney': 'Mann–Whitney U on both variants’ samples, 95 % interval of the median ratio (bootstrap of the Hodges–Lehmann ratio up to 400 sample pairs, of the ratio of medians beyond; order statistics from 50 samples per side)',
  welch: 'Welch’s t from mean, spread and n',
  'welch-runs': 'Welch’s t on the logs of each run’s central value (n counts runs)',
  exact: 'exact comparison (the values do not vary)',
  threshold: 'single values: threshold only',
  'prediction-interval': 'prediction interval',
  none: '',
  'signed-rank': 'Wilcoxon signed-rank on the per-round log ratios of paired rounds (n counts rounds)',
  'random-effects': 'Student’s t on the log ratio relative to the suite’s common move, with the between-process σ the suite shows added to the row’s own error (random effects)',
  'assumed-process-sigma': 'normal test on the log ratio with an assumed between-process σ (`process-sigma`) added to the row’s own error (one process a side, too few benchmarks to measure it)',
  'moderated-t': 'moderated t on the logs of each run’s central value: the row’s variance shrunk towards the suite’s (empirical Bayes, Smyth 2004; n counts runs)',
};

// Units come from results files: every quantity shown in a table is escaped where it is formatted.
const formatQuantity = (...a: Parameters<typeof formatQuantityRaw>): string => escapeInline(formatQuantityRaw(...a));
const formatWithSpread = (...a: Parameters<typeof formatWithSpreadRaw>): string => escapeInline(formatWithSpreadRaw(...a));

function isTime(t: { unit: string }): boolean {
  return t.unit === 'ns' || t.unit.endsWith('/s');
}

/** `✅ c2pa_cbor faster` — from the reference's point of view. */
function impact(t: VariantTable, c: VariantComparison): string {
  return impactOf(t, c, escapeMarkdown(t.reference));
}

function impactOf(t: VariantTable, c: VariantComparison, who: string): string {
  const [good, bad] = isTime(t) ? ['faster', 'slower'] : t.direction === 'smaller' ? ['smaller', 'larger'] : ['higher', 'lower'];
  switch (c.verdict) {
    case 'improved':
      return `✅ ${who} ${good}`;
    case 'regressed':
      return `⚠️ ${who} ${bad}`;
    case 'unchanged':
      return '➖ no difference beyond noise';
    default:
      return `❔ ${c.note ? escapeMarkdown(c.note) : 'inconclusive'}`;
  }
}

function difference(t: VariantTable, c: VariantComparison): string {
  if (c.test === 'exact' && c.absolute !== undefined && c.ratio === null) {
    // A zero on one side (0 allocs): no ratio, but the difference is still exact.
    return `${c.absolute > 0 ? '+' : '−'}${exactQuantity(t, Math.abs(c.absolute))}`;
  }
  if (c.ratio === null) return '—';
  const ratioStyle = t.spec.style === 'ratio';
  // In ratio style the interval is a speed-up too: reference/other in [lo, hi] ⇒ other/reference in [1/hi, 1/lo].
  const interval = c.ci && (ratioStyle ? factorInterval(c.ci, c.ratio) : `${signedPct(c.ci[0])} … ${signedPct(c.ci[1])}`);
  const stats = [interval, pValue(c.p)].filter(Boolean);
  const main = ratioStyle ? ratioText(t, c.ratio) : `**${signedPct(c.ratio)}**`;
  if (c.test === 'exact' && c.absolute !== undefined) {
    // A size or a count: the difference itself says more than a percentage of a large total.
    const sign = c.absolute > 0 ? '+' : c.absolute < 0 ? '−' : '±';
    return `${sign}${exactQuantity(t, Math.abs(c.absolute))} (${signedPct(c.ratio)})`;
  }
  return stats.length ? `${main} (${stats.join(', ')})` : main;
}

/** A difference of exact byte counts in bytes (`+3,386 B`), like the cells; other units scaled. */
function exactQuantity(t: VariantTable, value: number): string {
  return t.unit === 'B' && Number.isInteger(value) && allExact(t) ? `${formatSignificant(value)} B` : formatQuantity(value, t.unit);
}

/** `1.66x faster` for timings (by the metric's direction); `1.12x larger` / `1.02x smaller` for sizes and counts. */
function ratioText(t: VariantTable, ratio: number): string {
  if (isTime(t)) return speedupText(ratio, t.direction);
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (Math.abs(factor - 1) < 0.005) return '1.00x (equal)';
  const [up, down] = t.direction === 'smaller' ? ['larger', 'smaller'] : ['higher', 'lower'];
  return `${toFixedOrExponent(factor, 2)}x ${ratio > 1 ? up : down}`;
}

/** The interval of reference/other as factors of the same side as the estimate: [lo, hi] above 1, [1/hi, 1/lo] below. */
function factorInterval(ci: [number, number], ratio: number): string {
  const [a, b] = ratio >= 1 ? [ci[0], ci[1]] : [1 / ci[1], 1 / ci[0]];
  return `${toFixedOrExponent(a, 2)}x … ${toFixedOrExponent(b, 2)}x`;
}

/** Timings as speed-ups of the reference (other/reference, "Encode speed 0.91x – 1.99x"), others as reference/other. */
function rangeText(t: VariantTable, min: number, max: number): string {
  const x = (f: number) => `${toFixedOrExponent(f, 2)}x`;
  return isTime(t) ? `speed-up range ${x(1 / max)} – ${x(1 / min)}` : `ratio range ${x(min)} – ${x(max)}`;
}

function cell(t: VariantTable, value: number, spread: number | undefined, magnitude: number): string {
  return formatWithSpread(value, spread, t.unit, chooseScale(t.unit, magnitude));
}

/** The scale of a row: its reference's value, or the first non-zero one (a 0 ms reference must not force ns). */
function rowMagnitude(t: VariantTable, r: VariantRow): number {
  const values = [r.cells[t.reference], ...Object.values(r.cells)].flatMap((c) => (c ? [c.metric.value] : []));
  return values.find((v) => v !== 0) ?? 0;
}

const exactTables = new WeakMap<VariantTable, boolean>();

/** Whether every cell of the table is an exact count (sizes): then bytes are shown whole. Once per table: it is asked for every cell. */
function allExact(t: VariantTable): boolean {
  let exact = exactTables.get(t);
  if (exact === undefined) exactTables.set(t, (exact = t.rows.every((r) => Object.values(r.cells).every((c) => c === undefined || c.metric.exact === true))));
  return exact;
}

/** Exact byte counts are shown whole, as a binary-size table does: `461,120 B (450.3 KiB)`. */
function exactBytes(m: Metric): string | undefined {
  if (m.unit !== 'B' || !Number.isInteger(m.value) || m.value < 1024) return undefined;
  const s = chooseScale('B', m.value);
  return `${formatSignificant(m.value)} B (${toFixedOrExponent(m.value / s.factor, 1)} ${s.unit})`; // canonical bytes: no data in it
}

function best(m: Metric): number | undefined {
  if (!m.samples?.length) return undefined;
  return m.direction === 'smaller' ? minOf(m.samples) : maxOf(m.samples);
}

/**
 * One variant's cell as the spec asks: centre ± spread, the best of N, or best / centre. The centre is the one
 * its comparison used (VariantRow.centres), so two cells divide to the stated difference.
 */
function valueCell(t: VariantTable, x: VariantCell, centre: number, magnitude: number): string {
  const m = x.metric;
  const scale = chooseScale(t.unit, magnitude);
  const mode = t.spec.cell ?? 'value';
  const b = mode === 'value' ? undefined : best(m);
  const main =
    b === undefined
      ? ((allExact(t) ? exactBytes({ ...m, value: centre }) : undefined) ?? cell(t, centre, spreadOf(m), magnitude))
      : mode === 'best'
        ? formatQuantity(b, t.unit, scale, 4)
        : `${formatQuantity(b, t.unit, scale, 4)} / ${formatQuantity(centre, t.unit, scale, 4)}`;
  return [main, ...x.also.map((a) => formatQuantity(a.metric.value, a.metric.unit))].join(' / ');
}

/** The centre kinds of a table's comparisons, in first-seen order. */
function centreKinds(t: VariantTable): CentreKind[] {
  return [...new Set(t.rows.flatMap((r) => r.comparisons.flatMap((c) => (c.centre ? [c.centre] : []))))];
}

/** `(best of 7)` / `(best / median of 7)` after a column name, when cells show those. */
function cellLabel(t: VariantTable): string {
  const mode = t.spec.cell ?? 'value';
  if (mode === 'value') return '';
  const ns = [...new Set(t.rows.flatMap((r) => Object.values(r.cells).flatMap((c) => (c?.metric.samples ? [c.metric.samples.length] : []))))];
  const n = ns.length === 0 ? 'N' : ns.length === 1 ? String(ns[0]) : `${minOf(ns)}–${maxOf(ns)}`;
  // The second number is the compared centre: a median only when every comparison compared medians.
  const kinds = centreKinds(t);
  const second = kinds.length === 0 || kinds.every((k) => k === 'median') ? 'median' : 'centre';
  return mode === 'best' ? ` (best of ${n})` : ` (best / ${second} of ${n})`;
}

/** The line under a table: what was computed, or for exact metrics that nothing needed computing. */
function methodNote(t: VariantTable): string | undefined {
  const cmps = t.rows.flatMap((r) => r.comparisons).filter((c) => c.test !== 'none');
  if (cmps.length === 0) return undefined;
  if (cmps.every((c) => c.test === 'exact')) return '<sub>Exact comparison: these values do not vary between runs, so any difference is a difference.</sub>';
  const tests = [...new Set(cmps.map((c) => TEST_NAME[c.test]))].filter(Boolean);
  const ns = (cmps.map((c) => c.n).filter(Boolean) as [number, number][]).flat();
  const lo = minOf(ns);
  const hi = maxOf(ns);
  const nText = ns.length ? `, n=${lo === hi ? lo : `${lo}–${hi}`} per cell` : '';
  const mode = t.spec.cell ?? 'value';
  const cells =
    mode === 'value'
      ? ''
      : mode === 'best'
        ? ' Cells show the best run; the comparisons use all samples, so the difference is not the ratio of the best runs.'
        : ' Cells show the best run, then the centre compared; the comparisons use all samples.';
  const centres = centreKinds(t).map((k) => centreNote(k, `the ${escapeMarkdown(t.reference)} cell`, 'each other cell', 'difference'));
  return `<sub>${tests.join(', ')}${nText}; a difference is called when the FDR-adjusted p < ${t.alpha} and the 95 % interval lies beyond ±${(t.floor * 100).toFixed(0)} %.${cells}${centres.map((c) => ` ${c}`).join('')}</sub>`;
}

/** The comparison as seen from the other variant (the reference row is the `Baseline`). */
function flipped(c: VariantComparison): VariantComparison {
  const verdict = c.verdict === 'improved' ? 'regressed' : c.verdict === 'regressed' ? 'improved' : c.verdict;
  return {
    ...c,
    verdict,
    ratio: c.ratio === null || c.ratio === 0 ? null : 1 / c.ratio,
    ...(c.ci ? { ci: [1 / c.ci[1], 1 / c.ci[0]] as [number, number] } : {}),
    ...(c.absolute !== undefined ? { absolute: -c.absolute } : {}),
  };
}

/** Variants as rows: `| library | size | Difference |` with the reference row as `Baseline` (seed 000's size table). */
function renderReferenceRows(t: VariantTable): string {
  const [row] = t.rows;
  const header = [escapeMarkdown(t.spec.rows.replace(/[{}]/g, '')), `${escapeMarkdown(t.metric)}${cellLabel(t)}`, 'Difference', 'Impact'];
  const magnitude = row ? rowMagnitude(t, row) : 0;
  const comparisonOf = new Map(row?.comparisons.map((k) => [k.column, k]));
  const body = t.columns.map((col) => {
    const x = row?.cells[col];
    const value = x ? valueCell(t, x, row!.centres[col] ?? x.metric.value, magnitude) : '—';
    if (col === t.reference) return [`**${escapeMarkdown(col)}**`, value, 'Baseline', '—'];
    const c = comparisonOf.get(col);
    if (!c) return [`**${escapeMarkdown(col)}**`, value, '—', '—'];
    const f = flipped(c);
    const same = f.test === 'exact' && f.absolute === 0;
    return [`**${escapeMarkdown(col)}**`, value, same ? '**No difference**' : difference(t, f), same ? '➖ no difference' : impactOf(t, f, escapeMarkdown(col))];
  });
  const note = methodNote(t);
  return [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...cutNote(t), ...(t.spec.note ? [escapeMarkdown(t.spec.note)] : []), ...(note ? [note] : [])].join('\n\n');
}

/** What `max-cells` left out, right under the table (counts and fixed words: nothing from the results). */
function cutNote(t: VariantTable): string[] {
  return t.cut === undefined ? [] : [`_${t.cut}_`];
}

export function renderVariantTable(t: VariantTable): string {
  if (t.layout === 'rows') return renderReferenceRows(t);
  const others = t.spec.compare === false ? [] : t.columns.filter((c) => c !== t.reference);
  const single = others.length === 1;
  const label = cellLabel(t); // over every cell: once, not once per column
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, '')),
    ...t.columns.map((c) => `${escapeMarkdown(c)}${label}`),
    ...others.flatMap((o) => (single ? [t.spec.style === 'ratio' ? (isTime(t) ? 'Speedup' : 'Ratio') : 'Difference', 'Impact'] : [`${escapeMarkdown(t.reference)} vs ${escapeMarkdown(o)}`])),
    ...(t.spec.fastest ? [isTime(t) ? 'Fastest' : 'Best'] : []),
  ];
  const body = t.rows.map((r) => {
    const magnitude = rowMagnitude(t, r);
    return [
      `**${escapeMarkdown(r.key)}**`,
      ...t.columns.map((c) => {
        const x = r.cells[c];
        return x ? valueCell(t, x, r.centres[c] ?? x.metric.value, magnitude) : '—';
      }),
      ...r.comparisons.flatMap((c) => (single ? [difference(t, c), impact(t, c)] : [`${difference(t, c)} ${impact(t, c).split(' ')[0]}`])),
      ...(t.spec.fastest ? [r.best ? escapeMarkdown(r.best) : '—'] : []),
    ];
  });
  const parts = [`#### ${escapeMarkdown(t.spec.title)}`, markdownTable([header, ...body], { alignDelimiters: false }), ...cutNote(t), ...(t.spec.note ? [escapeMarkdown(t.spec.note)] : [])];
  const ratioStyle = t.spec.style === 'ratio';
  const summary = t.summary
    .filter((s) => s.geomean !== undefined && s.rows >= 2) // one row: the table already says it
    .map((s) => {
      // In ratio style the summary speaks in speed-ups too: reference/other r ⇒ "1/r x faster".
      const ci = s.ci ? ` (95 % CI ${ratioStyle ? factorInterval(s.ci, s.geomean!) : `${signedPct(s.ci[0])} … ${signedPct(s.ci[1])}`})` : '';
      const range =
        s.min !== undefined && s.max !== undefined ? `; ${ratioStyle ? rangeText(t, s.min, s.max) : `range ${signedPct(s.min)} … ${signedPct(s.max)}`}` : '';
      const mean = ratioStyle ? ratioText(t, s.geomean!) : signedPct(s.geomean!);
      return `- ${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}: geometric mean **${mean}**${ci} over ${s.rows} rows${range}.`;
    });
  if (summary.length) parts.push(summary.join('\n'));
  const note = others.length > 0 ? methodNote(t) : undefined;
  if (note) parts.push(note);
  if (t.spec.details) pushAll(parts, t.rows.map((r) => detailBlock(t, r)));
  return parts.join('\n\n');
}

function detailBlock(t: VariantTable, r: VariantTable['rows'][number]): string {
  const width = maxOf(t.columns.map((c) => c.length)) + 1; // no spread: a table's columns come from data
  const magnitude = rowMagnitude(t, r);
  const lines = t.columns.map((c) => {
    const m = r.cells[c]?.metric;
    // A code block shows text as it is: raw values (control characters made visible below). The centres
    // compared, so the `Result:` line's percentage is their ratio.
    return `${`${c}:`.padEnd(width)} ${m ? formatWithSpreadRaw(r.centres[c] ?? m.value, spreadOf(m), t.unit, chooseScale(t.unit, magnitude)) : '—'}`;
  });
  for (const c of r.comparisons) {
    if (c.ratio === null) continue;
    const word = (t.direction === 'smaller') === c.ratio < 1 ? (isTime(t) ? 'faster' : 'better') : isTime(t) ? 'slower' : 'worse';
    const pct = toFixedOrExponent(Math.abs((c.ratio - 1) * 100), 1);
    const v = c.verdict === 'unchanged' ? ' — within noise' : c.verdict === 'improved' ? ' ✅' : c.verdict === 'regressed' ? ' ⚠️' : ' ❔';
    lines.push(`Result: ${t.reference} is ${pct}% ${word} than ${c.column}${v} (${[pValue(c.p), c.n && `n=${c.n[0]}/${c.n[1]}`].filter(Boolean).join(', ')})`);
  }
  // Code blocks show text as is: names are safe there, but a fence inside a name must not close it.
  return `##### ${escapeMarkdown(r.key)}\n\`\`\`\n${lines.map(showInvisible).join('\n').replace(/```/g, "'''")}\n\`\`\``;
}

function minus(text: string): string {
  return text.replace(/^-/, '−');
}

function coefText(c: { estimate: number; se: number; negligible: boolean }, scale: number, slope: boolean): string {
  const se = formatSignificant(c.se / scale, 2);
  if (c.negligible) return `too small to measure (±${se})`;
  // A cost that falls as the parameter grows is suspicious (a cache, a measurement artefact): flag it.
  const doubtful = slope && c.estimate < 0 ? ' (?)' : '';
  return `${minus(formatSignificant(c.estimate / scale, 3))} ± ${se}${doubtful}`;
}

/** Fitted costs: base and per-parameter slopes with standard errors (and head vs base slopes). */
export function renderFitTable(t: FitTable): string {
  const scaleOf = (name: string): { factor: number; unit: string; per: string; header?: string } => {
    const per = t.spec.per?.[name];
    const perScale = typeof per === 'number' ? per : (per?.scale ?? 1);
    const perLabel = typeof per === 'object' ? per.label : per !== undefined ? `${per} ${name}` : name;
    const header = typeof per === 'object' ? per.header : undefined;
    const ests = t.rows.flatMap((r) => r.coefficients.filter((c) => c.name === name).map((c) => Math.abs(c.estimate) * perScale));
    const s = (t.spec.unit !== undefined ? namedScale(t.unit, t.spec.unit) : undefined) ?? chooseScale(t.unit, ests.reduce((m, e) => (e > m ? e : m), 0) || 1);
    // A slope per `perScale` units: multiply by perScale, i.e. divide by factor / perScale.
    return { factor: name === 'base' ? s.factor : s.factor / perScale, unit: s.unit, per: perLabel, ...(header !== undefined ? { header } : {}) };
  };
  const names = ['base', ...t.params];
  const scales = Object.fromEntries(names.map((n) => [n, scaleOf(n)]));
  const anyBase = t.rows.some((r) => r.vsBase);
  const header = [
    escapeMarkdown(t.spec.rows.replace(/[{}]/g, '')),
    ...names.map((n) => {
      const sc = scales[n]!;
      if (n === 'base') return `Base (${escapeInline(sc.unit)})`;
      // With a header, as seed 002 labels its slopes: "Payload (µs/kB)".
      return sc.header !== undefined ? `${escapeMarkdown(sc.header)} (${escapeInline(`${sc.unit}/${sc.per}`)})` : `per ${escapeMarkdown(sc.per)} (${escapeInline(sc.unit)})`;
    }),
    ...(anyBase ? t.params.map((n) => `per ${escapeMarkdown(scales[n]!.per)}: head vs base`) : []),
  ];
  const icon = { regressed: ' ⚠️', improved: ' ✅', unchanged: '', inconclusive: ' ❔' } as const;
  const body = t.rows.map((r) => [
    `**${escapeMarkdown(r.key)}**`,
    ...names.map((n) => {
      const c = r.coefficients.find((x) => x.name === n);
      return c ? coefText(c, scales[n]!.factor, n !== 'base') : r.note ? escapeMarkdown(r.note) : '—';
    }),
    ...(anyBase
      ? t.params.map((n) => {
          const v = r.vsBase?.find((x) => x.name === n);
          if (!v) return '—';
          const sign = v.change > 0 ? '+' : v.change < 0 ? '−' : '';
          return `${sign}${formatSignificant(Math.abs(v.change) / scales[n]!.factor, 3)} (${pValue(v.q ?? v.p)?.replace('p', 'q')})${icon[v.verdict]}`;
        })
      : []),
  ]);
  const negative = t.rows.some((r) => r.coefficients.some((c) => c.name !== 'base' && !c.negligible && c.estimate < 0));
  return [
    `#### ${escapeMarkdown(t.spec.title)}`,
    markdownTable([header, ...body], { alignDelimiters: false }),
    ...(t.spec.note ? [escapeMarkdown(t.spec.note)] : []),
    `<sub>Least-squares fit of ${escapeMarkdown(t.metric)} = base + ${t.params.map((p) => `slope × ${escapeMarkdown(p)}`).join(' + ')} per ${escapeMarkdown(t.spec.rows.replace(/[{}]/g, ''))}, ± one standard error; "too small to measure" when a coefficient is smaller than its standard error (read it as 0)${negative ? '; (?) a negative slope beyond its standard error: the cost falls as the parameter grows, so look at the measurement' : ''}${anyBase ? '; head vs base: z test on the slope difference, q adjusted by Benjamini–Hochberg across the table, called beyond the noise floor with at least twice as many points as coefficients' : ''}.</sub>`,
  ].join('\n\n');
}

/** Summary across variant tables: per comparison, the range of ratios (`1.48x – 2.68x`) and the geometric mean. */
export function renderRangeSummary(tables: VariantTable[]): string | undefined {
  const rows = tables.flatMap((t) =>
    t.summary
      .filter((s) => s.min !== undefined && s.geomean !== undefined && s.rows >= 2)
      .map((s) => {
        const range = t.spec.style === 'ratio' ? rangeText(t, s.min!, s.max!).replace(/^\S+ range /, '') : `${signedPct(s.min!)} … ${signedPct(s.max!)}`;
        const mean = t.spec.style === 'ratio' ? ratioText(t, s.geomean!) : signedPct(s.geomean!);
        return [escapeMarkdown(t.spec.title), `${escapeMarkdown(t.reference)} vs ${escapeMarkdown(s.column)}`, range, mean, String(s.rows)];
      }),
  );
  if (rows.length === 0) return undefined;
  return `#### Summary\n\n${markdownTable([['Table', 'Comparison', 'Range', 'Geometric mean', 'Rows'], ...rows], { alignDelimiters: false })}`;
}

/** Markdown sections for built tables, the range summary last (when there are several comparisons). */
export function renderTables(built: BuiltTable[]): string[] {
  const sections = built.map((b) =>
    b.kind === 'variant'
      ? renderVariantTable(b.table)
      : b.kind === 'fit'
        ? renderFitTable(b.table)
        : `#### ${escapeMarkdown(b.spec.title)}\n\n_No benchmark matched this table (check \`match\`, \`rows\` and \`columns\`)._`,
  );
  const variants = built.flatMap((b) => (b.kind === 'variant' ? [b.table] : []));
  const summary = variants.length > 1 ? renderRangeSummary(variants) : undefined;
  return summary ? [...sections, summary] : sections;
}
