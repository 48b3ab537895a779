// The report's headline numbers: counts by verdict, the geometric-mean change with its interval, drift.
import { DEFAULTS } from '../config/resolve';
import type { RunsGeomean } from './geomean-runs';
import type { CompareSettings } from './settings';
import { studentTQuantile } from './stats/distributions';
import { createRng } from './stats/random';
import type { ComparisonRow, ComparisonSummary, Drift, Verdict } from './types';
import { VERDICTS } from './verdicts';

/**
 * Whether a suite's metric has a gating row, asked per drift entry: a search of the rows each time was
 * quadratic, as every metric of a suite can drift (16,000 non-gating metrics that drifted beside 80,000
 * gating rows: 12 s to compare, 28 s to render).
 */
export function gatingMetrics(rows: readonly ComparisonRow[]): (d: { suite: string; metric: string }) => boolean {
  const bySuite = new Map<string, Set<string>>();
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri]!;
    if (!r.gating) continue;
    let metrics = bySuite.get(r.suite);
    if (metrics === undefined) bySuite.set(r.suite, (metrics = new Set()));
    metrics.add(r.metric);
  }
  return (d) => bySuite.get(d.suite)?.has(d.metric) === true;
}

/**
 * Geometric mean of ratios with a 95 % interval: a seeded percentile bootstrap over rows for small
 * suites, Student t on the mean log ratio from 30 rows on (where the CLT holds and 1,000 resamples of
 * 10,000 rows would cost more than the whole comparison).
 */
export function geometricMeanChange(ratios: number[], seed: number, resamples = 1000): { ratio: number; ci?: [number, number]; rows: number } | undefined {
  if (ratios.length === 0) return undefined;
  const logs = ratios.map(Math.log);
  const n = logs.length;
  const meanLog = logs.reduce((a, b) => a + b, 0) / n;
  if (n < 3) return { ratio: Math.exp(meanLog), rows: n };
  if (n >= 30) {
    const sd = Math.sqrt(logs.reduce((a, x) => a + (x - meanLog) ** 2, 0) / (n - 1));
    const half = studentTQuantile(0.975, n - 1) * (sd / Math.sqrt(n));
    return { ratio: Math.exp(meanLog), ci: [Math.exp(meanLog - half), Math.exp(meanLog + half)], rows: n };
  }
  const rng = createRng(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += logs[Math.floor(rng() * n)]!;
    means[r] = s / n;
  }
  means.sort();
  const lo = means[Math.floor(0.025 * (resamples - 1))]!;
  const hi = means[Math.ceil(0.975 * (resamples - 1))]!;
  return { ratio: Math.exp(meanLog), ci: [Math.exp(lo), Math.exp(hi)], rows: n };
}

/**
 * The report's geometric mean of time. Its interval is over processes: each side's runs where every row has
 * them; none from one process a side, whose rows all share that process's state of the machine (an interval
 * over the rows was as narrow as they were many: +18.7 % [+1.4, +35.5 %] in a stored A/A of pierrec/lz4).
 */
function headlineGeomean(rows: ComparisonRow[], overRuns: ((rows: ComparisonRow[]) => RunsGeomean | undefined) | undefined): ComparisonSummary['geomean'] {
  if (rows.length === 0) return undefined;
  const runs = overRuns?.(rows);
  if (runs !== undefined) return { ratio: runs.ratio, ...(runs.ci === undefined ? {} : { ci: runs.ci }), rows: rows.length, runs: runs.runs };
  let sum = 0;
  for (let ri = 0; ri < rows.length; ri++) {
    const r = rows[ri]!;
    sum += Math.log(r.ratio!);
  }
  return { ratio: Math.exp(sum / rows.length), rows: rows.length };
}

/**
 * Nothing called and nothing shown unchanged is no "unchanged": every gating row was left undecided. As the
 * summary says (`undecided`, which counts a benchmark's exact counts beside its tested rows as deciding nothing);
 * from the counts for a comparison made before it did.
 */
export function isUndecided(s: Pick<ComparisonSummary, 'verdict' | 'counts' | 'undecided'>): boolean {
  return s.undecided ?? (s.verdict === 'unchanged' && s.counts.unchanged === 0 && s.counts.inconclusive > 0);
}

/**
 * Whether a gating row shown unchanged decides anything. A count compared exactly (go's B/op and allocs/op) gates so
 * that a changed one is caught; unchanged beside its benchmark's tested time it says nothing of that time: a paired go
 * run whose 5 time rows were all ❔ read "➖ no change beyond noise in 10 rows", its B/op and allocs/op.
 */
function decidesUnchanged(gating: readonly ComparisonRow[]): boolean {
  const tested = new Map<string, Set<string>>();
  for (let ri = 0; ri < gating.length; ri++) {
    const r = gating[ri]!;
    if (r.test === 'exact') continue;
    let names = tested.get(r.suite);
    if (names === undefined) tested.set(r.suite, (names = new Set()));
    names.add(r.benchmark);
  }
  for (let ri = 0; ri < gating.length; ri++) {
    const r = gating[ri]!;
    if (r.verdict === 'unchanged' && !(r.test === 'exact' && tested.get(r.suite)?.has(r.benchmark) === true)) return true;
  }
  return false;
}

/**
 * "Unchanged" where no gating row had results on both sides: every benchmark is new or removed (a suite that
 * renamed all of them, or names that differ in every run: picomatch's bench read before benchmarkjs took its
 * redrawn lines as a terminal shows them). Nothing was measured against anything: the headline must not say "no change".
 */
export function isNothingCompared(s: Pick<ComparisonSummary, 'verdict' | 'counts'> & { allCounts?: ComparisonSummary['allCounts'] }): boolean {
  const c = s.counts;
  // No row at all (two empty runs) is nothing compared too, not "no change in 0 rows".
  const none = s.allCounts !== undefined && Object.values(s.allCounts).every((n) => n === 0);
  return s.verdict === 'unchanged' && c.unchanged === 0 && c.inconclusive === 0 && (c.added + c.removed > 0 || none);
}

export function summarize(
  rows: ComparisonRow[],
  // What the summary reports of the options (CompareOptions of compare-runs.ts, which imports this module).
  ctx: {
    hasBase: boolean;
    failedSuites: string[];
    brokenInHead?: string[];
    drift: Drift[];
    options: { settings: CompareSettings; seed: number; baselineKind: ComparisonSummary['settings']['baselineKind'] };
    /** The geometric mean over the sides' runs (geomean-runs.ts), where every row has them. */
    overRuns?: (rows: ComparisonRow[]) => RunsGeomean | undefined;
  },
): ComparisonSummary {
  // Counted in a map, then laid out in VERDICTS' order: a keyed increment on the record per row was 150 ms over 400,000 rows.
  const tally = (rs: ComparisonRow[]): Record<Verdict, number> => {
    const n = new Map<Verdict, number>();
    for (let ri = 0; ri < rs.length; ri++) {
      const r = rs[ri]!;
      n.set(r.verdict, (n.get(r.verdict) ?? 0) + 1);
    }
    return Object.fromEntries(VERDICTS.map((v) => [v, n.get(v) ?? 0])) as Record<Verdict, number>;
  };
  const gating = rows.filter((r) => r.gating);
  const counts = tally(gating);
  const regressions = counts.regressed;
  const improvements = counts.improved;
  const timeRows = gating.filter((r) => r.unit === 'ns' && r.ratio !== null && r.base !== null && r.head !== null);
  const geomean = headlineGeomean(timeRows, ctx.overRuns);
  const gates = gatingMetrics(gating);
  const drifting = ctx.drift.some((d) => d.status === 'drift' && gates(d));
  const verdict: ComparisonSummary['verdict'] = !ctx.hasBase
    ? 'no-baseline'
    : regressions > 0
      ? 'regressed'
      : drifting
        ? 'drift'
        : improvements > 0
          ? 'improved'
          : 'unchanged';
  const top = ctx.options.settings.top.thresholds;
  const over = ctx.options.settings.overrides;
  return {
    counts,
    allCounts: tally(rows),
    ...(geomean ? { geomean } : {}),
    verdict,
    undecided: verdict === 'unchanged' && counts.inconclusive > 0 && !decidesUnchanged(gating),
    regressions,
    improvements,
    failedSuites: ctx.failedSuites,
    ...(ctx.hasBase ? { brokenInHead: ctx.brokenInHead ?? [] } : {}),
    drift: ctx.drift,
    settings: {
      alpha: over.alpha ?? top.alpha ?? DEFAULTS.alpha,
      noiseFloor: over.noiseFloor ?? top.noiseFloor ?? DEFAULTS.noiseFloor,
      fdr: 'benjamini-hochberg',
      seed: ctx.options.seed,
      baselineKind: ctx.options.baselineKind,
    },
  };
}
