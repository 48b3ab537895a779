// Variant tables: implementations compared inside one run (c2pa_cbor vs serde_cbor, Cramberry vs
// Protobuf vs JSON). Rows by one parameter, columns by another; the reference column is compared with
// each other column by the same statistics as head vs base (both variants' samples, same job).
import { own } from '../model/keys';
import { placeholderMatcher, type Placeholders } from '../model/wildcards';
import type { TableSpec } from '../config/schema';
import { percentToFraction } from '../config/resolve';
import type { Benchmark, Direction, Metric, Results } from '../model/results';
import { decide, testMetric, type JudgeContext, type Tested } from './judge';
import { geometricMeanChange } from './summary';
import { benjaminiHochberg } from './stats/fdr';
import { createRng } from './stats/random';
import type { CentreKind, TestName, Verdict } from './types';
import { pairCentres } from './centre';
import { maxOf, minOf } from '../model/arrays';

export interface VariantCell {
  benchmark: string;
  metric: Metric;
  /** Further metrics shown in the same cell (spec.metric as a list). */
  also: { name: string; metric: Metric }[];
}

export interface VariantComparison {
  /** The other column; the ratio is reference / other (0.95 = the reference is 5 % lower). */
  column: string;
  ratio: number | null;
  ci?: [number, number];
  p?: number;
  q?: number;
  n?: [number, number];
  test: TestName;
  /** reference − other, in the metric's unit (shown for exact metrics such as sizes). */
  absolute?: number;
  /** What the two cells show (centre.ts): their quotient reference / other is `ratio`. */
  centre?: CentreKind;
  /** From the reference's point of view: improved = the reference is better than this column. */
  verdict: Verdict;
  note?: string;
}

export interface VariantRow {
  key: string;
  cells: Record<string, VariantCell | undefined>;
  comparisons: VariantComparison[];
  /**
   * The value each column's cell shows: the centre its comparison with the reference used (centre.ts), the
   * metric's own value where nothing was compared. reference / other is the comparison's `ratio`.
   */
  centres: Record<string, number>;
  /** The best column of the row (fastest for time). */
  best?: string;
}

export interface VariantTable {
  spec: TableSpec;
  /**
   * `columns`: variants are columns, each row compared across them. `rows` (no `columns`, a `reference`):
   * the variants are the rows; internally one row whose columns are those variants.
   */
  layout: 'columns' | 'rows';
  metric: string;
  unit: string;
  direction: Direction;
  columns: string[];
  reference: string;
  rows: VariantRow[];
  floor: number;
  alpha: number;
  /** Per other column: geometric mean of reference/other over rows, its interval, and the range. */
  summary: { column: string; geomean?: number; ci?: [number, number]; min?: number; max?: number; rows: number }[];
  /** Said under the table when `max-cells` left rows or columns out. */
  cut?: string;
}

export const DEFAULT_MAX_CELLS = 100_000;

/**
 * The rows and columns shown within `max` cells: the reference and the first columns, then as many rows as
 * fit. Rows and columns come from names in the results, and a pattern whose row and column are both a
 * benchmark's own name makes every benchmark a row and a column: 20,000 benchmarks would be 400 million
 * cells, each a comparison object, before anything is rendered.
 */
function withinCells(rows: string[], columns: string[], reference: string, max: number): { rows: string[]; columns: string[]; cut?: string } {
  if (rows.length * columns.length <= max) return { rows, columns };
  const keptColumns = columns.length <= max ? columns : [reference, ...columns.filter((c) => c !== reference).slice(0, max - 1)];
  const keptRows = rows.slice(0, Math.max(1, Math.floor(max / keptColumns.length)));
  const n = (x: number): string => x.toLocaleString('en-US');
  const shown = keptColumns.length < columns.length ? `the first ${n(keptRows.length)} rows and ${n(keptColumns.length)} columns` : `the first ${n(keptRows.length)} rows`;
  return {
    rows: keptRows,
    columns: keptColumns,
    cut: `${n(rows.length)} rows × ${n(columns.length)} columns is more than max-cells (${n(max)}): ${shown} are shown. Narrow the table with \`where\` or \`match\`, or raise \`max-cells\`.`,
  };
}

/** Parameters of a benchmark: `suite`, `benchmark`, `group` (where the harness has one), the harness's own params, plus those the first matching pattern names. */
export function benchmarkParams(b: Benchmark, suite: string, patterns: Placeholders[]): Record<string, string> | undefined {
  const params: Record<string, string> = { suite, benchmark: b.name, ...(b.group !== undefined ? { group: b.group } : {}), ...b.params };
  if (patterns.length === 0) return params;
  for (const p of patterns) {
    const values = p.exec(b.name);
    if (values === undefined) continue;
    p.names.forEach((n, i) => (params[n] = values[i]!));
    return params;
  }
  return undefined;
}

/** `read/{format}/{lib}`: each placeholder one or more characters other than `/` (model/wildcards.ts: linear in the name). */
export function compilePatterns(match: string | string[] | undefined): Placeholders[] {
  return match === undefined ? [] : (Array.isArray(match) ? match : [match]).map(placeholderMatcher);
}

/** A row or column key: a parameter's value, or a template like "{op} {size}" filled from the parameters. */
export function keyOf(spec: string, params: Record<string, string>): string | undefined {
  if (!spec.includes('{')) return params[spec];
  let missing = false;
  const key = spec.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = own(params, name);
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? undefined : key;
}

/** `where: { op: encode }` or `where: { mode: [a, b] }`. */
export function matchesWhere(spec: Pick<TableSpec, 'where'>, params: Record<string, string>): boolean {
  return Object.entries(spec.where ?? {}).every(([k, v]) => (Array.isArray(v) ? v.includes(own(params, k) ?? '') : own(params, k) === v));
}

export function metricNames(spec: TableSpec): string[] {
  return spec.metric === undefined ? ['time'] : Array.isArray(spec.metric) ? spec.metric : [spec.metric];
}

function firstSeen(values: string[]): string[] {
  return [...new Set(values)];
}

export interface VariantOptions {
  seed: number;
  resamples: number;
  noiseFloor: number;
  alpha: number;
}

/** The benchmarks of one run a table spec selects (suite, patterns, `where`), with their parameters and shown metric. */
export function* selectedBenchmarks(results: Results, spec: TableSpec): Generator<{ benchmark: Benchmark; params: Record<string, string>; metric: Metric }> {
  const metric = metricNames(spec)[0]!;
  const patterns = compilePatterns(spec.match);
  for (const suite of results.suites) {
    if (spec.suite !== undefined && suite.name !== spec.suite) continue;
    for (const b of suite.benchmarks) {
      const params = benchmarkParams(b, suite.name, patterns);
      const m = own(b.metrics, metric);
      if (!params || !m || b.status === 'failed' || !matchesWhere(spec, params)) continue;
      yield { benchmark: b, params, metric: m };
    }
  }
}

/** Selects the spec's benchmarks from one run and lays them out as rows × columns. */
export function selectCells(results: Results, spec: TableSpec): { rows: string[]; columns: string[]; grid: Map<string, Map<string, VariantCell>>; metric: string } {
  const [metric, ...others] = metricNames(spec) as [string, ...string[]];
  const grid = new Map<string, Map<string, VariantCell>>();
  const rowKeys: string[] = [];
  const colKeys: string[] = [];
  for (const { benchmark: b, params, metric: m } of selectedBenchmarks(results, spec)) {
    const r = keyOf(spec.rows, params);
    const c = spec.columns === undefined ? '' : keyOf(spec.columns, params);
    if (r === undefined || c === undefined) continue;
    rowKeys.push(r);
    colKeys.push(c);
    if (!grid.has(r)) grid.set(r, new Map());
    const also = others.flatMap((name) => (own(b.metrics, name) ? [{ name, metric: own(b.metrics, name)! }] : []));
    grid.get(r)!.set(c, { benchmark: b.name, metric: m, also });
  }
  const seen = firstSeen(rowKeys);
  const order = (spec.order ?? []).filter((r) => seen.includes(r));
  // A `where` list on the column parameter also orders the columns.
  const listed = spec.columns !== undefined ? spec.where?.[spec.columns] : undefined;
  const cols = firstSeen(colKeys);
  const colOrder = Array.isArray(listed) ? [...listed.filter((c) => cols.includes(c)), ...cols.filter((c) => !listed.includes(c))] : cols;
  return { rows: [...order, ...seen.filter((r) => !order.includes(r))], columns: colOrder, grid, metric };
}

/** Variants as rows (a size table with a `Baseline` row): the same grid, turned so the rows are its columns. */
function transpose(sel: ReturnType<typeof selectCells>): ReturnType<typeof selectCells> {
  const row = new Map<string, VariantCell>();
  for (const r of sel.rows) {
    const c = sel.grid.get(r)?.get('');
    if (c) row.set(r, c);
  }
  return { rows: [''], columns: sel.rows, grid: new Map([['', row]]), metric: sel.metric };
}

export function buildVariantTable(results: Results, spec: TableSpec, o: VariantOptions): VariantTable | undefined {
  const layout = spec.columns === undefined && spec.reference !== undefined ? 'rows' : 'columns';
  const selected = selectCells(results, spec);
  const all = layout === 'rows' ? transpose(selected) : selected;
  const { grid, metric } = all;
  if (all.rows.length === 0 || all.columns.length === 0) return undefined;
  const reference = spec.reference !== undefined && all.columns.includes(spec.reference) ? spec.reference : all.columns[0]!;
  const { rows, columns, cut } = withinCells(all.rows, all.columns, reference, spec['max-cells'] ?? DEFAULT_MAX_CELLS);
  const others = spec.compare === false ? [] : columns.filter((c) => c !== reference);
  const any = [...grid.values()][0]!.values().next().value!.metric;
  const floor = percentToFraction(spec['noise-floor']) ?? o.noiseFloor;
  const direction = any.direction;
  const pending: { row: VariantRow; cmp: VariantComparison; tested: Tested; ctx: JudgeContext }[] = [];
  const out: VariantRow[] = rows.map((key) => {
    const cells = Object.fromEntries(columns.map((c) => [c, grid.get(key)?.get(c)]));
    const centres = Object.fromEntries(columns.flatMap((c) => (cells[c] ? [[c, cells[c]!.metric.value]] : [])));
    const row: VariantRow = { key, cells, comparisons: [], centres };
    const ref = cells[reference];
    // The reference's cell is shared by every comparison of the row: the first comparison's centre for it,
    // and each other column at that centre ÷ its ratio, so every cell pair divides to its stated ratio.
    let refCentre: number | undefined;
    for (const col of others) {
      const other = cells[col];
      if (!ref || !other) {
        row.comparisons.push({ column: col, ratio: null, test: 'none', verdict: 'inconclusive', note: 'missing in this run' });
        continue;
      }
      // Two variants of one run: an exact count that differs at all differs (one encoder's output 600 B smaller).
      const ctx: JudgeContext = { direction, floor, exactFloor: 0, alpha: o.alpha, rng: createRng((o.seed + pending.length * 7919) >>> 0), resamples: o.resamples };
      const tested = testMetric(other.metric, ref.metric, ctx);
      // testMetric(other, reference): its base is the other column, its head the reference (the anchor).
      const pair = tested.estimate !== undefined && tested.ratio !== null ? pairCentres(tested.estimate, 'head') : undefined;
      let ratio = tested.ratio;
      if (pair !== undefined) {
        refCentre ??= pair.head;
        centres[reference] = refCentre;
        centres[col] = refCentre === pair.head ? pair.base : refCentre / pair.ratio;
        ratio = centres[col] === 0 ? pair.ratio : refCentre / centres[col]!;
      }
      const cmp: VariantComparison = {
        column: col,
        ratio,
        ...(pair ? { centre: pair.kind } : {}),
        test: tested.test,
        absolute: ref.metric.value - other.metric.value,
        ...(tested.n ? { n: tested.n } : {}),
        ...(tested.p !== undefined ? { p: tested.p } : {}),
        verdict: 'inconclusive',
      };
      row.comparisons.push(cmp);
      pending.push({ row, cmp, tested, ctx });
    }
    const present = columns.filter((c) => cells[c] !== undefined);
    row.best = present.reduce<string | undefined>((best, c) => {
      if (best === undefined) return c;
      const a = centres[c]!;
      const b = centres[best]!;
      return (direction === 'smaller' ? a < b : a > b) ? c : best;
    }, undefined);
    return row;
  });
  // FDR across the table's comparisons, as for head vs base.
  const withP = pending.filter((p) => p.tested.p !== undefined);
  const qs = benjaminiHochberg(withP.map((p) => p.tested.p!));
  const qOf = new Map(withP.map((p, i) => [p, qs[i]!]));
  for (const p of pending) {
    const q = qOf.get(p);
    const d = decide(p.tested, q, p.ctx);
    p.cmp.verdict = d.verdict;
    if (q !== undefined) p.cmp.q = q;
    if (d.ci) p.cmp.ci = d.ci;
    if (d.note) p.cmp.note = d.note;
  }
  const summary = others.map((column, i) => {
    // Each row holds one comparison per other column, in `others`' order: by index, not a search of the row
    // (cubic in the columns for a table whose every benchmark is a row and a column of its own).
    const ratios = out.map((r) => r.comparisons[i]?.ratio).filter((x): x is number => typeof x === 'number');
    const g = geometricMeanChange(ratios, o.seed + i);
    return {
      column,
      rows: ratios.length,
      ...(g ? { geomean: g.ratio, ...(g.ci ? { ci: g.ci } : {}) } : {}),
      ...(ratios.length ? { min: minOf(ratios), max: maxOf(ratios) } : {}),
    };
  });
  return { spec, layout, metric, unit: any.unit, direction, columns, reference, rows: out, floor, alpha: o.alpha, summary, ...(cut !== undefined ? { cut } : {}) };
}
