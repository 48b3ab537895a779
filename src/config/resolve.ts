// Turns a validated benchgate.yml into the one typed object the rest of benchgate reads (pure).
import { globMatcher, type Glob } from '../model/wildcards';
import { isAbsolute, join } from 'node:path';
import type { BenchmarkRule, Config, MetricSettings, SuiteConfig, TableSpec, Thresholds } from './schema';

export const DEFAULTS = {
  noiseFloor: 0.05,
  alpha: 0.05,
  singleRunFloor: 0.1,
  processSigma: 0.3,
  timeoutMs: 30 * 60 * 1000,
  history: 60,
  runs: 10,
  warmup: 1,
} as const;

/** Thresholds as fractions; undefined where a level does not set them (the next level out decides). */
export interface ThresholdSettings {
  noiseFloor?: number;
  alpha?: number;
  singleRunFloor?: number;
  processSigma?: number;
}

export interface MetricRule extends ThresholdSettings {
  ignore?: boolean;
  direction?: 'smaller' | 'bigger';
}

export interface BenchmarkMatcher extends ThresholdSettings {
  pattern: Glob;
  source: string;
  ignore?: boolean;
  gate?: string;
  metrics: Record<string, MetricRule>;
}

/** Settings that decide verdicts, per level; compare/settings.ts resolves one row against them. */
export interface VerdictSettings {
  thresholds: ThresholdSettings;
  metrics: Record<string, MetricRule>;
  benchmarks: BenchmarkMatcher[];
}

export interface ResolvedSuite {
  name: string;
  kind: 'shell' | 'command' | 'size';
  harness?: string;
  run?: string;
  /** Untimed command run once per tree before the suite (paired rounds: once in base, once in head). */
  setup?: string;
  /** Absolute working directory. */
  cwd: string;
  output: { stdout: boolean; stderr: boolean; files: string[] };
  env: Record<string, string>;
  timeoutMs: number;
  verdicts: VerdictSettings;
  commands?: Record<string, string>;
  matrix?: Record<string, (string | number)[]>;
  /** Times the suite runs; the runs are merged with each run's value kept (model/merge-runs.ts). */
  repeat: number;
  runs: number;
  warmup: number;
  files?: string[];
  /** command suites: run only these cases (a shard's share, src/run/shard.ts). */
  only?: string[];
}

export interface LoadedConfig {
  /** Path of the config file as given (for messages). */
  file: string;
  /** Directory suites' cwd are relative to. */
  root: string;
  suites: ResolvedSuite[];
  verdicts: VerdictSettings;
  tables: TableSpec[];
  history: number;
  /** The repository's own layouts (mustache text), read by the loader from `report.template` and `report.comment-template`. */
  templates?: { report?: string; comment?: string };
}

export function percentToFraction(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(value.replace('%', '').trim());
  return n / 100;
}

/** Seconds (a number) or `90s` / `10m` / `1h` / `500ms` in milliseconds; undefined for anything else. */
export function durationToMs(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value * 1000;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)\s*$/.exec(value);
  if (m === null) return undefined;
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(m[1]) * factor;
}

function thresholds(t: Thresholds | undefined): ThresholdSettings {
  return {
    noiseFloor: percentToFraction(t?.['noise-floor']),
    alpha: t?.alpha,
    singleRunFloor: percentToFraction(t?.['single-run-floor']),
    processSigma: percentToFraction(t?.['process-sigma']),
  };
}

function metricRules(m: Record<string, MetricSettings> | undefined): Record<string, MetricRule> {
  const out: Record<string, MetricRule> = {};
  for (const [name, s] of Object.entries(m ?? {})) {
    out[name] = { ...thresholds(s), ignore: s.ignore, direction: s.direction };
  }
  return out;
}

function benchmarkRules(rules: BenchmarkRule[] | undefined): BenchmarkMatcher[] {
  return (rules ?? []).map((r) => ({
    ...thresholds(r),
    pattern: globMatcher(r.match),
    source: r.match,
    ignore: r.ignore,
    gate: r.gate,
    metrics: metricRules(r.metrics),
  }));
}

function verdictSettings(t: Thresholds | undefined, m: Record<string, MetricSettings> | undefined, b: BenchmarkRule[] | undefined): VerdictSettings {
  return { thresholds: thresholds(t), metrics: metricRules(m), benchmarks: benchmarkRules(b) };
}

function resolveSuite(s: SuiteConfig, root: string): ResolvedSuite {
  const kind = s.harness === 'command' ? 'command' : s.harness === 'size' ? 'size' : 'shell';
  const output = s.output ?? 'stdout';
  const cwd = s.cwd === undefined ? root : isAbsolute(s.cwd) ? s.cwd : join(root, s.cwd);
  return {
    name: s.name,
    kind,
    harness: s.harness,
    run: s.run,
    ...(s.setup !== undefined ? { setup: s.setup } : {}),
    cwd,
    output:
      typeof output === 'string'
        ? { stdout: output === 'stdout', stderr: output === 'stderr', files: [] }
        : { stdout: output.stdout ?? false, stderr: false, files: output.files },
    env: Object.fromEntries(Object.entries(s.env ?? {}).map(([k, v]) => [k, String(v)])),
    timeoutMs: durationToMs(s.timeout) ?? DEFAULTS.timeoutMs,
    verdicts: verdictSettings(s.thresholds, s.metrics, s.benchmarks),
    commands: s.commands,
    matrix: s.matrix,
    repeat: s.repeat ?? 1,
    runs: s.runs ?? DEFAULTS.runs,
    warmup: s.warmup ?? DEFAULTS.warmup,
    files: s.files,
  };
}

export function resolveConfig(config: Config, file: string, root: string): LoadedConfig {
  return {
    file,
    root,
    suites: config.suites.map((s) => resolveSuite(s, root)),
    verdicts: verdictSettings(config.thresholds, config.metrics, config.benchmarks),
    tables: config.tables ?? [],
    history: config.history ?? DEFAULTS.history,
  };
}
