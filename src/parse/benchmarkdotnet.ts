// BenchmarkDotNet (https://benchmarkdotnet.org/articles/configs/exporters.html#json): the JSON "full"
// export `*-report-full.json` (`--exporters json`, `[JsonExporterAttribute.Full]`; written by
// src/BenchmarkDotNet/Exporters/Json/JsonExporterBase.cs). Every time in it is nanoseconds per operation.
//   `"FullName":"Tests.MyBenchmark.Bench(amount: 5500, fee: 10, minimum: 4)",`
//   `"Median": 24.419498533010483,` … `"BytesAllocatedPerOperation": 23405419512`
// Names: BenchmarkDotNet's own display spelling, `Type.MethodTitle` plus the `(name: value, …)` suffix of
// FullName (`MyBenchmark.Bench(amount: 5500, fee: 10, minimum: 4)`); the namespace is left out. One method
// run in several jobs repeats that name, so the job id from DisplayInfo is added: `… [ShortRun]`.
import { ParseError } from '../model/errors';
import type { Benchmark, Interval, Metric, Spread } from '../model/results';
import { METRIC } from '../model/units';
import { normalQuantile, studentTQuantile } from '../compare/stats/distributions';
import { detectAny, type Adapter, type ParseInput, type ParseOutput, type SourceFile, type Detection } from './adapter';
import {
  scaleFiniteArray, type JsonRecord, type JsonSource, array, fail, finite, isRecord, nonNegative, optFinite, optNonNegative, optString, parseJsonFile, record, string, uniqueNames,
} from './json-doc';

const ID = 'benchmarkdotnet';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

// ---- detection ----

function head(text: string): string {
  return text.slice(0, 8192).replace(ANSI, '').replace(/^\uFEFF/, '');
}

/** `Benchmarks` (capitalised: pytest-benchmark's is lower case) with BenchmarkDotNet's host block. */
function detectFile(text: string): 'yes' | 'maybe' | 'no' {
  const h = head(text);
  if (!/^\s*\{/.test(h)) return 'no';
  const benchmarks = /"Benchmarks"\s*:/.test(h);
  if (benchmarks && /"HostEnvironmentInfo"\s*:|"BenchmarkDotNetCaption"\s*:/.test(h)) return 'yes';
  return benchmarks || /"FullName"\s*:[^]*"Statistics"\s*:/.test(h) ? 'maybe' : 'no';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

/**
 * BenchmarkDotNet writes one full export per benchmark class: every one that is claimed is read. The other
 * JSON exports of the same run (`-report-full-compressed`, `-report-brief`, `-report-brief-compressed`: one
 * results folder can hold all four) carry its Title: one of them is read, the one with the most of the run
 * (full before brief), and the rest are named in a warning. Read as four classes, each benchmark was four.
 */
function parse(input: ParseInput): ParseOutput {
  let files = input.files.filter((f) => detectFile(f.text) === 'yes');
  if (files.length === 0) files = input.files.filter((f) => /^\s*\{/.test(head(f.text))).slice(0, 1);
  if (files.length === 0) {
    const first = input.files[0];
    throw new ParseError({
      harness: ID, file: first?.path ?? '<none>', line: 1,
      expected: 'a BenchmarkDotNet JSON full export (*-report-full.json)', found: first?.text.split(/\r?\n/, 1)[0] ?? '',
    });
  }
  // Each run once, at the place of its first file; the richest of its exports read.
  const runs = new Map<string, ReadFile[]>();
  for (const r of files.map(parseFile)) {
    const key = r.title ?? `\u0000${r.path}`;
    const same = runs.get(key);
    if (same === undefined) runs.set(key, [r]);
    else same.push(r);
  }
  const kept: ReadFile[] = [];
  const warnings: string[] = [];
  for (const exports of runs.values()) {
    const best = exports.reduce((a, b) => (richness(b) > richness(a) ? b : a));
    kept.push(best);
    const others = exports.filter((r) => r !== best).map((r) => r.path);
    if (others.length > 0) warnings.push(`read ${best.path}; ${others.join(', ')} ${others.length === 1 ? 'is another export' : 'are other exports'} of the same run (Title "${best.title}"), not read again`);
  }
  const benchmarks = uniqueNames(kept.flatMap((r) => r.benchmarks));
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

interface ReadFile {
  path: string;
  /** The run's `Title` (`Type-yyyyMMdd-HHmmss`), the same in each of its exports. */
  title?: string;
  benchmarks: Benchmark[];
  /** Whether it holds the Measurements (the full export) besides the statistics (the brief one). */
  measurements: boolean;
}

/** Of two exports of one run, the one with more in it: the full (Measurements, OriginalValues) over the brief. */
function richness(r: ReadFile): number {
  return (r.measurements ? 2 : 0) + (r.benchmarks.some((b) => Object.values(b.metrics).some((m) => m.samples !== undefined)) ? 1 : 0);
}

// ---- one export file ----

interface Entry {
  b: Benchmark;
  job?: string;
}

function parseFile(file: SourceFile): ReadFile {
  const src: JsonSource = { harness: ID, file: file.path };
  const root = record(src, parseJsonFile(src, file, 'a BenchmarkDotNet JSON full export'), '$');
  const rows = array(src, root.Benchmarks, 'Benchmarks');
  if (rows.length === 0) fail(src, 'Benchmarks', 'at least one benchmark', rows);
  const entries = rows.map((row, i) => readBenchmark(src, record(src, row, `Benchmarks[${i}]`), `Benchmarks[${i}]`));
  // The same method in several jobs (MediumRun, ShortRun…) repeats the name: the job tells them apart.
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.b.name, (counts.get(e.b.name) ?? 0) + 1);
  const benchmarks = entries.map((e) => (counts.get(e.b.name)! > 1 && e.job !== undefined ? { ...e.b, name: `${e.b.name} [${e.job}]` } : e.b));
  const measurements = rows.some((r) => isRecord(r) && Array.isArray(r.Measurements) && r.Measurements.length > 0);
  return { path: file.path, ...(typeof root.Title === 'string' && root.Title !== '' ? { title: root.Title } : {}), benchmarks, measurements };
}

/**
 * The job of a DisplayInfo `Type.Method: JobId(Characteristic=…, …) [params]`. A job's id can hold spaces
 * (`.NET 8.0(Runtime=.NET 8.0)`: cut at the space, .NET 8 and .NET 9 were both `.NET` and paired by their
 * order). An id BenchmarkDotNet made up (`Job-` and six random capitals, new in every run) does not name
 * the job across runs: its characteristics do.
 */
function jobOf(display: string): string | undefined {
  const m = /: (.+?)(?:\((.*?)\))?(?: \[.*\])?$/.exec(display);
  if (m === null) return undefined;
  const id = m[1]!.trim();
  const characteristics = m[2]?.trim();
  return /^Job-[A-Z]{6}$/.test(id) && characteristics ? characteristics : id === '' ? undefined : id;
}

function readBenchmark(src: JsonSource, r: JsonRecord, path: string): Entry {
  const type = string(src, r.Type, `${path}.Type`);
  const method = string(src, r.Method, `${path}.Method`);
  const title = optString(src, r.MethodTitle, `${path}.MethodTitle`) ?? method;
  const params = readParams(src, r.Parameters, `${path}.Parameters`);
  const fullName = optString(src, r.FullName, `${path}.FullName`);
  const b: Benchmark = { name: `${type}.${title}${argumentSuffix(fullName, params)}`, metrics: {} };
  if (params !== undefined) b.params = params;
  const display = typeof r.DisplayInfo === 'string' ? r.DisplayInfo : '';
  const job = jobOf(display);
  if (r.Statistics === undefined || r.Statistics === null) {
    // BenchmarkDotNet keeps a benchmark that threw or produced no valid measurement, without statistics.
    return { b: { ...b, status: 'failed', error: 'BenchmarkDotNet reported no statistics (the benchmark failed or was not measured)' }, job };
  }
  b.metrics[METRIC.time] = readTime(src, record(src, r.Statistics, `${path}.Statistics`), r.Measurements, path);
  if (r.Memory !== undefined && r.Memory !== null) readMemory(src, record(src, r.Memory, `${path}.Memory`), `${path}.Memory`, b.metrics);
  // TotalOperations 0: no MemoryDiagnoser ran, so no allocation is read from the Metrics either.
  const memoryRan = !(isRecord(r.Memory) && typeof r.Memory.TotalOperations === 'number' && r.Memory.TotalOperations <= 0);
  if (r.Metrics !== undefined && r.Metrics !== null) readDiagnoserMetrics(src, array(src, r.Metrics, `${path}.Metrics`), `${path}.Metrics`, b.metrics, memoryRan);
  return { b, job };
}

/** `amount=5500&fee=10&minimum=4` (ParameterInstances.PrintInfo) → params; `""` → none. */
function readParams(src: JsonSource, value: unknown, path: string): Record<string, string> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return fail(src, path, 'a string of name=value pairs joined by "&"', value);
  const params: Record<string, string> = {};
  for (const pair of value.split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return fail(src, path, 'name=value pairs joined by "&"', value);
    params[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return params;
}

/** The `(amount: 5500, …)` that FullName carries for params and arguments, else built from the params. */
function argumentSuffix(fullName: string | undefined, params: Record<string, string> | undefined): string {
  const open = fullName?.indexOf('(') ?? -1;
  if (fullName !== undefined && open >= 0 && fullName.endsWith(')')) return fullName.slice(open);
  if (params === undefined) return '';
  return `(${Object.entries(params).map(([k, v]) => `${k}: ${v}`).join(', ')})`;
}

/**
 * A spread statistic; BenchmarkDotNet cannot compute some for tiny N (the interval's Margin is NaN for N <= 2).
 * Since 0.13 its JSON writes NaN and the infinities as `""` (ReplaceUnsupportedNumericValues, PR #1581); `null`
 * and `"NaN"` are read the same way.
 */
function optStat(src: JsonSource, value: unknown, path: string, nonNeg: boolean): number | undefined {
  if (value === 'NaN' || value === '') return undefined;
  return nonNeg ? optNonNegative(src, value, path) : optFinite(src, value, path);
}

function readTime(src: JsonSource, s: JsonRecord, measurements: unknown, path: string): Metric {
  const sp = `${path}.Statistics`;
  const spread: Spread = {
    stddev: optStat(src, s.StandardDeviation, `${sp}.StandardDeviation`, true),
    sem: optStat(src, s.StandardError, `${sp}.StandardError`, true),
    iqr: optStat(src, s.InterquartileRange, `${sp}.InterquartileRange`, true),
    min: optStat(src, s.Min, `${sp}.Min`, false),
    max: optStat(src, s.Max, `${sp}.Max`, false),
  };
  if (isRecord(s.ConfidenceInterval)) {
    const ci = readInterval(src, s.ConfidenceInterval, `${sp}.ConfidenceInterval`);
    if (ci !== undefined) spread.ci = ci;
  }
  for (const k of Object.keys(spread) as (keyof Spread)[]) if (spread[k] === undefined) delete spread[k];
  const metric: Metric = {
    unit: 'ns',
    direction: 'smaller',
    // The median: BenchmarkDotNet's summary leads with the mean, but benchgate's tests compare medians
    // and the median of the iterations is robust to the one-sided outliers (GC, scheduler) it reports.
    value: finite(src, s.Median, `${sp}.Median`),
    statistic: 'median',
    spread,
  };
  if (s.N !== undefined && s.N !== null) {
    const n = nonNegative(src, s.N, `${sp}.N`);
    if (!Number.isInteger(n)) fail(src, `${sp}.N`, 'a whole number', s.N);
    metric.n = n;
  }
  const samples = s.OriginalValues !== undefined && s.OriginalValues !== null
    ? scaleFiniteArray(src, s.OriginalValues, `${sp}.OriginalValues`)
    : resultSamples(src, measurements, `${path}.Measurements`);
  if (samples !== undefined && samples.length > 0) {
    metric.samples = samples;
    metric.n ??= samples.length;
  }
  return metric;
}

/** Older exports (0.11) have no OriginalValues: the Workload/Result measurements are the same values per op. */
function resultSamples(src: JsonSource, value: unknown, path: string): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  const samples: number[] = [];
  array(src, value, path).forEach((row, i) => {
    const m = record(src, row, `${path}[${i}]`);
    if (m.IterationMode !== 'Workload' || m.IterationStage !== 'Result') return;
    const ops = finite(src, m.Operations, `${path}[${i}].Operations`);
    if (!(ops > 0)) fail(src, `${path}[${i}].Operations`, 'a positive operation count', m.Operations);
    const perOp = finite(src, m.Nanoseconds, `${path}[${i}].Nanoseconds`) / ops;
    samples.push(Number.isFinite(perOp) ? perOp : fail(src, `${path}[${i}].Nanoseconds`, 'a number in range', m.Nanoseconds));
  });
  return samples.length > 0 ? samples : undefined;
}

/** ConfidenceLevel in declaration order (Mathematics/ConfidenceInterval.cs): serialised as its index. */
const LEVELS = ['L50', 'L70', 'L75', 'L80', 'L85', 'L90', 'L92', 'L95', 'L96', 'L97', 'L98', 'L99', 'L999', 'L9999', 'L99999', 'L999999'];

/** 12 (or "L999") → 0.999; BenchmarkDotNet's default, and its Error column, is the 99.9 % interval. */
function levelFraction(level: unknown): number | undefined {
  const name = typeof level === 'number' && Number.isInteger(level) ? LEVELS[level] : typeof level === 'string' ? level : undefined;
  if (typeof level === 'number' && level > 0 && level < 1) return level;
  const m = name === undefined ? null : /^L(\d+)$/.exec(name);
  return m ? Number(`0.${m[1]}`) : undefined;
}

/**
 * The level the interval's own Margin / standard error says (Student's t on N − 1 where N is given, else the
 * normal), among BenchmarkDotNet's levels; undefined when none fits within 1 %. The enum's order changed:
 * 0.9.9 wrote Level 6 beside a margin of 1.96 standard errors, 95 % where the current list has L92.
 * Without a margin and an error to check it by, the enum's level as it stands.
 */
function intervalLevel(ci: JsonRecord): number | undefined {
  const se = typeof ci.StandardError === 'number' ? ci.StandardError : ci.Error;
  const margin = ci.Margin;
  if (typeof se !== 'number' || typeof margin !== 'number' || !(se > 0) || !(margin > 0)) return levelFraction(ci.Level);
  const n = typeof ci.N === 'number' && Number.isInteger(ci.N) && ci.N >= 2 ? ci.N : undefined;
  const quantile = (level: number): number => (n === undefined ? normalQuantile((1 + level) / 2) : studentTQuantile((1 + level) / 2, n - 1));
  const fits = (level: number): boolean => Math.abs(quantile(level) / (margin / se) - 1) <= 0.01;
  const named = levelFraction(ci.Level);
  if (named !== undefined && fits(named)) return named;
  return LEVELS.map((_, i) => levelFraction(i)!).find(fits);
}

function readInterval(src: JsonSource, ci: JsonRecord, path: string): Interval | undefined {
  const lower = optStat(src, ci.Lower, `${path}.Lower`, false);
  const upper = optStat(src, ci.Upper, `${path}.Upper`, false);
  const level = intervalLevel(ci);
  // An unknown level is dropped rather than guessed: an interval without its level would mislead.
  if (lower === undefined || upper === undefined || level === undefined || lower > upper) return undefined;
  return { lower, upper, level };
}

const GC_METRIC_IDS = new Set(['Gen0Collects', 'Gen1Collects', 'Gen2Collects', 'Allocated Memory']);

/**
 * MemoryDiagnoser: allocated bytes per operation and GC counts over TotalOperations. A measured run has
 * TotalOperations > 0; the allocation is not marked exact, since BenchmarkDotNet measures it in one run
 * and it can move by an allocation quantum between runs (older runtimes, tiered JIT, background threads).
 */
function readMemory(src: JsonSource, m: JsonRecord, path: string, metrics: Record<string, Metric>): void {
  const total = optFinite(src, m.TotalOperations, `${path}.TotalOperations`);
  if (total !== undefined && total <= 0) return; // no MemoryDiagnoser run
  const bytes = m.BytesAllocatedPerOperation;
  if (bytes !== undefined && bytes !== null) {
    const value = nonNegative(src, bytes, `${path}.BytesAllocatedPerOperation`);
    metrics[METRIC.memory] = { unit: 'B', direction: 'smaller', value, statistic: 'mean' };
  }
  if (total === undefined) return;
  for (const gen of [0, 1, 2]) {
    const count = optNonNegative(src, m[`Gen${gen}Collections`], `${path}.Gen${gen}Collections`);
    // Per 1000 operations, as BenchmarkDotNet's Gen0/Gen1/Gen2 columns show them.
    if (count === undefined) continue;
    const value = (count / total) * 1000;
    if (!Number.isFinite(value)) fail(src, `${path}.Gen${gen}Collections`, 'a number in range', m[`Gen${gen}Collections`]);
    metrics[`gen${gen}`] = { unit: 'collections/1000 ops', direction: 'smaller', value, statistic: 'mean' };
  }
}

/** Other diagnosers' columns (threading, exceptions, hardware counters) keep their own id and unit. */
function readDiagnoserMetrics(src: JsonSource, rows: unknown[], path: string, metrics: Record<string, Metric>, memoryRan: boolean): void {
  rows.forEach((row, i) => {
    const r = record(src, row, `${path}[${i}]`);
    const d = record(src, r.Descriptor, `${path}[${i}].Descriptor`);
    const id = string(src, d.Id, `${path}[${i}].Descriptor.Id`);
    // 0.13.0 and 0.13.1 write the allocation only here, not in Memory.BytesAllocatedPerOperation: it was lost,
    // and every memory row of a later baseline read as new.
    if (id === 'Allocated Memory' && memoryRan && metrics[METRIC.memory] === undefined && (d.Unit === 'B' || d.Unit === undefined)) {
      metrics[METRIC.memory] = { unit: 'B', direction: 'smaller', value: nonNegative(src, r.Value, `${path}[${i}].Value`), statistic: 'mean' };
      return;
    }
    if (GC_METRIC_IDS.has(id) || metrics[id] !== undefined) return;
    const unit = typeof d.Unit === 'string' && d.Unit.trim() !== '' ? d.Unit : 'count';
    const value = finite(src, r.Value, `${path}[${i}].Value`);
    metrics[id] = { unit, direction: d.TheGreaterTheBetter === true ? 'bigger' : 'smaller', value, statistic: 'mean' };
  });
}

export const benchmarkdotnet: Adapter = {
  id: ID,
  description: 'BenchmarkDotNet JSON full export (*-report-full.json: median, every iteration, MemoryDiagnoser)',
  detect,
  parse,
  largeJson: true,
};
