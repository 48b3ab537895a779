// Cost models: for benchmarks parameterised by size or count, fit cost = base + Σ slope_j × param_j by
// ordinary least squares, per row (e.g. per implementation), with standard errors — as in a written
// report's "time delta" table (base cost, cost per kB, cost per name component). A coefficient smaller
// than its standard error is "too small to measure". Comparing head's slopes with base's shows a change
// of complexity that a per-benchmark view spreads over many rows.
import { own } from '../model/keys';
import type { TableSpec } from '../config/schema';
import type { Results } from '../model/results';
import { normalCdf } from './stats/distributions';
import { benjaminiHochberg } from './stats/fdr';
import { keyOf, metricNames, selectedBenchmarks } from './variants';

export interface Coefficient {
  /** `base` for the intercept, else the parameter name. */
  name: string;
  estimate: number;
  se: number;
  /** |estimate| < se: too small to measure. */
  negligible: boolean;
}

export interface FitRow {
  key: string;
  points: number;
  coefficients: Coefficient[];
  /**
   * Head slope vs base slope, per parameter, when a base run was given: z test on the difference, p
   * adjusted by Benjamini–Hochberg across the table, and called only beyond the noise floor (relative
   * to the larger slope) and with at least twice as many points as coefficients.
   */
  vsBase?: { name: string; base: Coefficient; change: number; p: number; q?: number; verdict: 'regressed' | 'improved' | 'unchanged' | 'inconclusive' }[];
  note?: string;
}

export interface FitTable {
  spec: TableSpec;
  metric: string;
  unit: string;
  params: string[];
  rows: FitRow[];
}

/** Solves the normal equations (XᵀX)β = Xᵀy; returns β and (XᵀX)⁻¹, or undefined when singular. */
export function leastSquares(x: number[][], y: number[]): { beta: number[]; inverse: number[][]; rss: number } | undefined {
  const p = x[0]?.length ?? 0;
  const a: number[][] = Array.from({ length: p }, (_, i) => Array.from({ length: 2 * p }, (_, j) => (j === p + i ? 1 : 0)));
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) a[i]![j] = x.reduce((s, row) => s + row[i]! * row[j]!, 0);
  // Gauss–Jordan with partial pivoting on [XᵀX | I].
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < 1e-12 * Math.max(1, Math.abs(a[c]![c]!))) return undefined;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const d = a[c]![c]!;
    for (let j = 0; j < 2 * p; j++) a[c]![j]! /= d;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      if (f !== 0) for (let j = 0; j < 2 * p; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  const inverse = a.map((row) => row.slice(p));
  const xty = Array.from({ length: p }, (_, i) => x.reduce((s, row, k) => s + row[i]! * y[k]!, 0));
  const beta = inverse.map((row) => row.reduce((s, v, j) => s + v * xty[j]!, 0));
  const rss = x.reduce((s, row, k) => s + (y[k]! - row.reduce((t, v, j) => t + v * beta[j]!, 0)) ** 2, 0);
  return { beta, inverse, rss };
}

function numeric(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

function fitPoints(points: { x: number[]; y: number }[], names: string[]): Coefficient[] | string {
  const p = names.length + 1;
  if (points.length <= p) return `${points.length} point(s): too few to fit ${p} coefficients`;
  const fit = leastSquares(points.map((pt) => [1, ...pt.x]), points.map((pt) => pt.y));
  if (!fit) return 'parameters do not vary independently: cannot fit';
  const s2 = fit.rss / (points.length - p);
  return ['base', ...names].map((name, i) => {
    const se = Math.sqrt(Math.max(0, s2 * fit.inverse[i]![i]!));
    return { name, estimate: fit.beta[i]!, se, negligible: Math.abs(fit.beta[i]!) < se };
  });
}

function collect(results: Results, spec: TableSpec): Map<string, { x: number[]; y: number }[]> {
  const names = spec.fit ?? [];
  const byRow = new Map<string, { x: number[]; y: number }[]>();
  for (const { params, metric } of selectedBenchmarks(results, spec)) {
    const key = keyOf(spec.rows, params);
    const x = names.map((n) => numeric(params[n]));
    if (key === undefined || x.some((v) => v === undefined)) continue;
    const list = byRow.get(key);
    if (list) list.push({ x: x as number[], y: metric.value });
    else byRow.set(key, [{ x: x as number[], y: metric.value }]);
  }
  return byRow;
}

export function buildFitTable(head: Results, spec: TableSpec, base?: Results, options: { noiseFloor: number; alpha: number } = { noiseFloor: 0.05, alpha: 0.05 }): FitTable | undefined {
  const names = spec.fit ?? [];
  const headRows = collect(head, spec);
  if (headRows.size === 0) return undefined;
  const baseRows = base ? collect(base, spec) : undefined;
  const metric = metricNames(spec)[0]!;
  const unit = head.suites.flatMap((s) => s.benchmarks).find((b) => own(b.metrics, metric))?.metrics[metric]?.unit ?? '';
  const rows: FitRow[] = [...headRows].map(([key, points]) => {
    const coefs = fitPoints(points, names);
    if (typeof coefs === 'string') return { key, points: points.length, coefficients: [], note: coefs };
    const basePoints = baseRows?.get(key);
    const baseCoefs = basePoints ? fitPoints(basePoints, names) : undefined;
    const vsBase =
      baseCoefs && typeof baseCoefs !== 'string'
        ? coefs.slice(1).map((c, i) => {
            const b = baseCoefs[i + 1]!;
            const z = (c.estimate - b.estimate) / Math.sqrt(c.se ** 2 + b.se ** 2 || Number.MIN_VALUE);
            const enough = points.length >= 2 * coefs.length && basePoints!.length >= 2 * coefs.length;
            return { name: c.name, base: b, change: c.estimate - b.estimate, p: Math.min(1, 2 * normalCdf(-Math.abs(z))), verdict: enough ? ('unchanged' as const) : ('inconclusive' as const) };
          })
        : undefined;
    return { key, points: points.length, coefficients: coefs, ...(vsBase ? { vsBase } : {}) };
  });
  decideSlopes(rows, options);
  return { spec, metric, unit, params: names, rows };
}

/** Calls slope changes: BH across every head-vs-base slope of the table, beyond the floor, on enough points. */
function decideSlopes(rows: FitRow[], o: { noiseFloor: number; alpha: number }): void {
  const all = rows.flatMap((r) => r.vsBase ?? []);
  const qs = benjaminiHochberg(all.map((v) => v.p));
  all.forEach((v, i) => {
    v.q = qs[i]!;
    if (v.verdict === 'inconclusive') return;
    const head = v.base.estimate + v.change;
    const scale = Math.max(Math.abs(head), Math.abs(v.base.estimate));
    const beyond = scale > 0 && Math.abs(v.change) > o.noiseFloor * scale;
    v.verdict = v.q < o.alpha && beyond ? (v.change > 0 ? 'regressed' : 'improved') : 'unchanged';
  });
}
