// Resolves the verdict settings for one row: the most specific level that sets a value wins.
// Order: suite benchmark rule (metric, then rule) → suite metric → suite thresholds → the same at top level →
// overrides (Action inputs / CLI flags, which replace the top-level thresholds) → defaults.
import { own } from '../model/keys';
import { DEFAULTS, type MetricRule, type ThresholdSettings, type VerdictSettings } from '../config/resolve';
import type { Benchmark } from '../model/results';

export interface CompareSettings {
  top: VerdictSettings;
  suites: Record<string, VerdictSettings>;
  /** From Action inputs / CLI flags: replace the config's top-level thresholds. */
  overrides: ThresholdSettings;
}

export interface RowSettings {
  noiseFloor: number;
  alpha: number;
  singleRunFloor: number;
  /** The between-process σ assumed where a suite cannot measure it (`process-sigma`, as a log ratio's σ). */
  processSigma: number;
  ignore: boolean;
  direction?: 'smaller' | 'bigger';
  /** The metric whose verdict counts for this benchmark. */
  gate: string;
}

const EMPTY: VerdictSettings = { thresholds: {}, metrics: {}, benchmarks: [] };

/** Layers from most to least specific for one benchmark × metric. */
function layers(s: CompareSettings, suite: string, benchmark: string, metric: string): MetricRule[] {
  const out: MetricRule[] = [];
  const level = (v: VerdictSettings, top: boolean): void => {
    const rules = v.benchmarks.filter((r) => r.pattern.test(benchmark));
    for (const r of rules) {
      const m = own(r.metrics, metric);
      if (m) out.push(m);
      out.push(r);
    }
    const m = own(v.metrics, metric);
    if (m) out.push(m);
    out.push(top ? { ...v.thresholds, ...definedOnly(s.overrides) } : v.thresholds);
  };
  level(own(s.suites, suite) ?? EMPTY, false);
  level(s.top, true);
  return out;
}

function definedOnly(t: ThresholdSettings): ThresholdSettings {
  return Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined));
}

function first<T>(values: (T | undefined)[], fallback: T): T {
  for (const v of values) if (v !== undefined) return v;
  return fallback;
}

/** The gate metric: an explicit `gate:` rule, else time, else throughput, else the first metric. */
export function gateMetric(s: CompareSettings, suite: string, benchmark: Benchmark | undefined, name: string): string {
  if (hasBenchmarkRules(s, suite)) {
    const rules = [...(own(s.suites, suite) ?? EMPTY).benchmarks, ...s.top.benchmarks].filter((r) => r.pattern.test(name));
    const explicit = rules.find((r) => r.gate !== undefined)?.gate;
    if (explicit !== undefined) return explicit;
  }
  const metrics = benchmark?.metrics ?? {};
  if ('time' in metrics) return 'time';
  if ('throughput' in metrics) return 'throughput';
  for (const m in metrics) return m;
  return 'time';
}

function hasBenchmarkRules(s: CompareSettings, suite: string): boolean {
  return s.top.benchmarks.length > 0 || (own(s.suites, suite)?.benchmarks.length ?? 0) > 0;
}

/**
 * Without per-benchmark rules a row's settings depend on its suite, metric and gate only: resolved once
 * per settings object and shared (frozen), not rebuilt for each of 100,000 rows.
 */
const resolved = new WeakMap<CompareSettings, Map<string, Map<string, Map<string, RowSettings>>>>();

export function rowSettings(s: CompareSettings, suite: string, benchmark: string, metric: string, gate: string): RowSettings {
  if (hasBenchmarkRules(s, suite)) return resolveRow(s, suite, benchmark, metric, gate);
  // Nested by suite, metric and gate: a joined key was a new string to hash for every row.
  let bySuite = resolved.get(s);
  if (bySuite === undefined) resolved.set(s, (bySuite = new Map()));
  let byMetric = bySuite.get(suite);
  if (byMetric === undefined) bySuite.set(suite, (byMetric = new Map()));
  let byGate = byMetric.get(metric);
  if (byGate === undefined) byMetric.set(metric, (byGate = new Map()));
  let rs = byGate.get(gate);
  if (rs === undefined) byGate.set(gate, (rs = Object.freeze(resolveRow(s, suite, benchmark, metric, gate))));
  return rs;
}

function resolveRow(s: CompareSettings, suite: string, benchmark: string, metric: string, gate: string): RowSettings {
  const ls = layers(s, suite, benchmark, metric);
  return {
    noiseFloor: first(ls.map((l) => l.noiseFloor), DEFAULTS.noiseFloor),
    alpha: first(ls.map((l) => l.alpha), DEFAULTS.alpha),
    singleRunFloor: first(ls.map((l) => l.singleRunFloor), DEFAULTS.singleRunFloor),
    processSigma: first(ls.map((l) => l.processSigma), DEFAULTS.processSigma),
    ignore: first(ls.map((l) => l.ignore), false),
    direction: first<'smaller' | 'bigger' | undefined>(ls.map((l) => l.direction), undefined),
    gate,
  };
}

export function defaultCompareSettings(overrides: ThresholdSettings = {}): CompareSettings {
  return { top: EMPTY, suites: {}, overrides };
}
