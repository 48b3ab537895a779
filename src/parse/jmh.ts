// JMH, the Java Microbenchmark Harness (https://github.com/openjdk/jmh): `-rf json` result files
// (written by jmh-core's results/format/JSONResultFormat.java, note its `" : "` spacing) and the console
// summary table printed at the end of a run.
//   JSON:    `"benchmark" : "bench.CodecBench.checksum_impl_a",` … `"score" : 6.045820088634223,`
//   console: `CodecBench.checksum_impl_a                   1024    avgt     3       6.046 ±      2.701  us/op`
// Names: one JMH method runs once per @Param combination, so the name carries the params the way the
// console reads them: `bench.CodecBench.checksum_impl_a:size=1024` (several: `:a=1,b=x`, JMH's order).
import { own } from '../model/keys';
import { ParseError } from '../model/errors';
import type { Benchmark, Metric, Spread } from '../model/results';
import { METRIC, byteFactor, timeFactor } from '../model/units';
import { detectAny, exactAlternation, pickJsonOrConsole, type Adapter, type ParseInput, type ParseOutput, type ShardSupport, type SourceFile, type Detection } from './adapter';
import { repeatedAcrossFiles } from './repeated-across-files';
import { WHOLE_LAST_LINE, lastLine, numberedLines, type NumberedLine } from './text-lines';
import {
  type JsonRecord, type JsonSource, array, fail, finite, isRecord, parseJsonFile, record, scalarText, string,
  uniqueNames,
} from './json-doc';
import { listSome, maxOf, minOf, pushAll } from '../model/arrays';
import { studentTQuantile } from '../compare/stats/distributions';

const ID = 'jmh';
/** SampleTime histograms are expanded into samples only up to this many values (else: percentiles only). */
export const MAX_HISTOGRAM_SAMPLES = 100_000;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

// ---- units: mode decides the metric, the unit string its scale ----

interface UnitInfo {
  metric: string;
  unit: string;
  direction: 'smaller' | 'bigger';
  factor: number;
  /** The unit does not say which way is better: `direction` is a placeholder (Metric.undirected). */
  undirected?: true;
}

const JMH_TIME: Record<string, number> = { ns: 1, us: 1e3, 'µs': 1e3, ms: 1e6, s: 1e9, min: 60e9, m: 60e9, hr: 3600e9 };

/** `us/op` → time in ns; `ops/ms` → throughput in ops/s; `B/op` → memory in B; `MB/sec` → B/s; else kept as is. */
function unitInfo(unit: string): UnitInfo {
  const u = unit.trim();
  let m = /^(\w+|µs)\/op$/.exec(u);
  if (m && JMH_TIME[m[1]!] !== undefined) return { metric: METRIC.time, unit: 'ns', direction: 'smaller', factor: JMH_TIME[m[1]!]! };
  m = /^ops\/(\w+|µs)$/.exec(u);
  if (m && JMH_TIME[m[1]!] !== undefined) {
    return { metric: METRIC.throughput, unit: 'ops/s', direction: 'bigger', factor: 1e9 / JMH_TIME[m[1]!]! };
  }
  if (/^B\/op$/.test(u)) return { metric: METRIC.memory, unit: 'B', direction: 'smaller', factor: 1 };
  m = /^(\w+)\/sec$/.exec(u);
  // JMH's only byte rate, GCProfiler's `MB/sec` (gc.alloc.rate, gc.churn.*), is bytes / 1024 / 1024 per second:
  // allocation (or collection) pressure, so more is worse, as more B/op is.
  if (m?.[1] === 'MB') return { metric: 'rate', unit: 'B/s', direction: 'smaller', factor: 1024 * 1024 };
  if (m && byteFactor(m[1]!) !== undefined) return { metric: 'rate', unit: 'B/s', direction: 'smaller', factor: byteFactor(m[1]!)! };
  const t = timeFactor(u);
  if (t !== undefined) return { metric: 'time', unit: 'ns', direction: 'smaller', factor: t };
  // `#`: an @AuxCounters(EVENTS) counter, the events of each iteration summed, not per operation nor per
  // second. More can be better or worse: FastFilter's MembershipBenchmark counts `found` and `notFound`
  // lookups, which grow with throughput (84 M against 5.4 M, XOR_8 against BLOOM), so "smaller" called a
  // slowdown an improvement. Shown, judged only where benchgate.yml gives the direction.
  if (u === '#') return { metric: u, unit: u, direction: 'smaller', factor: 1, undirected: true };
  // Unknown custom unit: smaller is better unless it is a rate (ends in /s or /sec).
  return { metric: u, unit: u, direction: /\/(s|sec)$/.test(u) ? 'bigger' : 'smaller', factor: 1 };
}

const PERCENTILE = /^p[01]\.\d+$/;

/**
 * SampleTime's percentiles: the benchmark's own (`p0.50`) and, in a @Group, each method's (`offer:p0.50`,
 * beside `offer`'s mean: JCTools' QueueThroughputBackoffNone.tpt in `-bm sample`).
 */
const isPercentile = (key: string): boolean => PERCENTILE.test(key.slice(key.lastIndexOf(':') + 1));

/**
 * A secondary metric's name as JMH 1.37 writes it. Older JMH prefixed profiler metrics with U+00B7
 * (`·gc.alloc.rate`, seen in 1.19 and 1.26) and named SampleTime's percentiles after the method
 * (`alloc·p0.50` for method `alloc`, seen in 1.19 to 1.32): one name for both lets runs of either version
 * pair, and the percentiles are known as such.
 */
function secondaryName(raw: string, method: string): string {
  const key = raw.replace(/^·/, '');
  if (key.startsWith(`${method}·`) && PERCENTILE.test(key.slice(method.length + 1))) return key.slice(method.length + 1);
  return key;
}

const CANONICAL: ReadonlySet<string> = new Set(Object.values(METRIC));

/**
 * The key a secondary result is kept under: its name, unless that is a canonical metric's (an @AuxCounters
 * field or @Group method called `time` or `memory`), which would overwrite the score or the normalised
 * allocation: then `<name> (secondary)`.
 */
function secondaryKey(raw: string, method: string): string {
  const key = secondaryName(raw, method);
  return CANONICAL.has(key) ? `${key} (secondary)` : key;
}

/** `bench.OldBench.alloc` (JSON) or `OldBench.alloc` (console) → `alloc`. */
const methodOf = (benchmark: string): string => benchmark.slice(benchmark.lastIndexOf('.') + 1);

const MODE_METRIC: Record<string, string> = { avgt: METRIC.time, sample: METRIC.time, ss: METRIC.time, thrpt: METRIC.throughput };

// ---- detection ----

type Kind = 'json' | 'console';

function kindOf(text: string): Kind | undefined {
  const head = text.slice(0, 4096).replace(ANSI, '');
  if (/^\s*\[/.test(head)) return 'json';
  if (/^# JMH version: /m.test(head)) return 'console';
  // `Cnt` first, natively: the header's regex tried every line of a go log that starts with `Benchmark` (25 ms for 60 MB).
  const clean = text.includes('\u001b') ? text.replace(ANSI, '') : text;
  if (clean.includes('Cnt') && /^Benchmark\s+(\(\w+\)\s+)*Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/m.test(clean)) {
    return 'console';
  }
  return undefined;
}

/** Any JSON array could be a JMH result file; only JMH's own keys make it unmistakable. */
/** JMH's `-rf csv` / `-rf scsv` header: not read (no iterations in it), but named, so the error says what to run. */
const CSV_HEADER = /^"Benchmark"[,;]"Mode"[,;]"Threads"[,;]"Samples"[,;]"Score"/;

function detectFile(text: string): 'yes' | 'maybe' | 'no' {
  const kind = kindOf(text);
  if (kind === undefined) return CSV_HEADER.test(text.slice(0, 200)) ? 'maybe' : 'no';
  if (kind === 'console') return 'yes';
  return /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(text.slice(0, 8192)) ? 'yes' : 'maybe';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

function parse(input: ParseInput): ParseOutput {
  const hit = pickJsonOrConsole(input, kindOf, { harness: ID, expected: 'a JMH -rf json result file or JMH console output (-rf csv, scsv and latex are not read: -rf json keeps every iteration)' });
  const out: Parsed = { benchmarks: [], warnings: [] };
  const points: Point[] = [];
  // Repeats dropped through a set: searching the list per warning was quadratic, and some warnings are one
  // per benchmark (20,000 SampleTime results over the sample limit took 3.1 s; 80,000 now 0.8 s).
  const warned = new Set<string>();
  const consoles = hit.kind === 'json' ? input.files.filter((f) => kindOf(f.text) === 'console') : [];
  const failures = consoles.map((file) => readFailures(numberedLines(file.text)));
  // When every benchmark threw, JMH writes `[` `]` (and exits 0): the console's <failure>s are then the run.
  const emptyOk = failures.some((f) => f.length > 0);
  const perFile: Benchmark[][] = [];
  for (const file of hit.files) {
    const one = hit.kind === 'json' ? parseJson(file, emptyOk) : parseConsole(file);
    perFile.push(one.benchmarks);
    pushAll(out.benchmarks, one.benchmarks);
    if (one.points) pushAll(points, one.points);
    for (const w of one.warnings) {
      if (warned.has(w)) continue;
      warned.add(w);
      out.warnings.push(w);
    }
  }
  const again = repeatedAcrossFiles(hit.files, perFile, 'a JMH run writes a file of its own');
  if (again !== undefined) out.warnings.push(again);
  if (hit.kind === 'json') {
    // JMH leaves a benchmark that threw out of the JSON (and runs on, exit 0): its `<failure>` is only on the
    // console. Both name it by its full method name and params.
    const names = new Set(out.benchmarks.map((b) => b.name));
    if (consoles.length === 0) {
      const missing = missingPoints(points);
      const shown = listSome(missing, 10);
      if (missing.length > 0) {
        out.warnings.push(`${hit.files.map((f) => f.path).join(', ')}: no result for ${shown}, where other benchmarks of the class ran those @Param values: JMH leaves a benchmark that threw out of its JSON (its <failure> is only on the console, and the run exits 0); give the console output too (output: { files: [...], stdout: true }) to see it as failed`);
      }
    }
    for (const fileFailures of failures) {
      for (const failed of fileFailures) {
        if (names.has(failed.name)) continue;
        names.add(failed.name);
        out.benchmarks.push(failed);
      }
    }
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : undefined };
}

// ---- JSON ----

interface Parsed {
  benchmarks: Benchmark[];
  warnings: string[];
  /** JSON only: every result's method, mode and params, for missingPoints. */
  points?: Point[];
}

interface Point {
  benchmark: string;
  mode: string;
  params: Record<string, string>;
}

/** `"NaN"` (JMH's spelling of a score error it could not compute) → undefined. */
function optJmhNumber(src: JsonSource, value: unknown, path: string, factor: number): number | undefined {
  if (value === undefined || value === null || value === 'NaN') return undefined;
  return finite(src, value, path, factor);
}

function paramSuffix(params: Record<string, string> | undefined): string {
  if (params === undefined) return '';
  return `:${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(',')}`;
}

function parseJson(file: SourceFile, emptyOk: boolean): Parsed {
  const src: JsonSource = { harness: ID, file: file.path };
  const rows = array(src, parseJsonFile(src, file, 'a JMH -rf json result file'), '$');
  if (rows.length === 0 && !emptyOk) fail(src, '$', 'at least one benchmark result', rows);
  const warnings: string[] = [];
  /** Secondary metric → indexes of the entries whose rawData are not samples of its score. */
  const notSamples = new Map<string, number[]>();
  /** Secondary metric → indexes of the entries where JMH gave it no score. */
  const noScore = new Map<string, number[]>();
  /** Secondary metric → indexes of the entries where its score is infinite. */
  const infinite = new Map<string, number[]>();
  const entries = rows.map((row, i) => {
    const path = `[${i}]`;
    const r = record(src, row, path);
    const benchmark = string(src, r.benchmark, `${path}.benchmark`);
    const mode = string(src, r.mode, `${path}.mode`);
    let params: Record<string, string> | undefined;
    if (r.params !== undefined && r.params !== null) {
      params = {};
      for (const [k, v] of Object.entries(record(src, r.params, `${path}.params`))) params[k] = scalarText(src, v, `${path}.params.${k}`);
      if (Object.keys(params).length === 0) params = undefined;
    }
    const name = `${benchmark}${paramSuffix(params)}`;
    const primaryPath = `${path}.primaryMetric`;
    const primary = record(src, r.primaryMetric, primaryPath);
    const info = unitInfo(string(src, primary.scoreUnit, `${primaryPath}.scoreUnit`));
    const expectedMetric = own(MODE_METRIC, mode);
    if (expectedMetric !== undefined && expectedMetric !== info.metric) {
      fail(src, `${primaryPath}.scoreUnit`, `a ${expectedMetric} unit for mode ${mode}`, primary.scoreUnit);
    }
    const metrics: Record<string, Metric> = {};
    const b: Benchmark = { name, params, metrics };
    if (primary.score === 'NaN') {
      // JMH writes NaN when no iteration produced a result: keep the benchmark, marked failed.
      return { b: { ...b, status: 'failed' as const, error: 'JMH reported a NaN score' }, mode, base: name };
    }
    metrics[info.metric] = readMetric(src, primary, primaryPath, info, name, warnings);
    // Measurement iterations of all forks: what a secondary metric's score is over (see below).
    const perIteration = primary.rawData ?? primary.rawDataHistogram;
    const iterations = Array.isArray(perIteration) ? perIteration.reduce((a: number, fork) => a + (fork as unknown[]).length, 0) : undefined;
    const secondary = r.secondaryMetrics === undefined ? {} : record(src, r.secondaryMetrics, `${path}.secondaryMetrics`);
    for (const [rawKey, value] of Object.entries(secondary)) {
      const key = secondaryKey(rawKey, methodOf(benchmark));
      const sPath = `${path}.secondaryMetrics[${JSON.stringify(rawKey)}]`;
      const s = record(src, value, sPath);
      if (s.score === 'NaN') {
        addIndex(noScore, key, i);
        continue;
      }
      // JSONResultFormat writes an infinite double as "+INF" / "-INF": an @AuxCounters counter that counted
      // nothing in a time mode (JCTools' offersFailed on an unbounded queue, avgt: time per no operation).
      if (s.score === '+INF' || s.score === '-INF') {
        addIndex(infinite, key, i);
        continue;
      }
      const sInfo = unitInfo(string(src, s.scoreUnit, `${sPath}.scoreUnit`));
      const metric = readMetric(src, s, sPath, sInfo, name, warnings);
      if (isPercentile(key)) {
        metric.statistic = 'other'; // SampleTime's `p0.50`…: a percentile, not a mean
        delete metric.runs;
        // Its scorePercentiles are its own score twice (min = max = p1.00's 18.1 ms beside iterations' p1.00 of
        // 4.1 to 18.1 ms): the range is its samples', or none.
        const xs = metric.samples;
        if (xs !== undefined && xs.length > 0) {
          metric.spread = { ...metric.spread, min: minOf(xs), max: maxOf(xs) };
        } else if (metric.spread !== undefined) {
          delete metric.spread.min;
          delete metric.spread.max;
        }
      } else if (metric.samples !== undefined && !samplesOfScore(metric.samples, metric.value, iterations)) {
        // JMH scores a secondary metric over every iteration, an iteration without a value counted as 0
        // (BenchmarkResult.getSecondaryResults pads with ScalarResult's zero), and a SUM metric (gc.count,
        // gc.time, @AuxCounters EVENTS) as the total; but rawData holds only the values that exist
        // (JSONResultFormat). Then they are not samples of the score: keep the score, over all iterations
        // as JMH's console counts it. Those two are JMH's design, not worth a warning on every run
        // (FastFilter's -prof gc run printed 11): only rawData that is neither is reported.
        const explained = zeroPadded(metric.samples, metric.value, iterations) || isTotal(metric.samples, metric.value);
        delete metric.samples;
        delete metric.runs;
        if (iterations === undefined) delete metric.n;
        else metric.n = iterations;
        if (!explained) addIndex(notSamples, key, i);
      }
      if (RUN_EVENTS.has(key)) metric.exact = false;
      // The normalised allocation rate is the canonical per-op memory; it is kept under its own name too.
      if (key === 'gc.alloc.rate.norm' && sInfo.metric === METRIC.memory) metrics[METRIC.memory] = metric;
      metrics[key] = metric;
    }
    return { b, mode, base: name };
  });
  const points = rows.map((row, i): Point => {
    const r = row as JsonRecord;
    return { benchmark: r.benchmark as string, mode: r.mode as string, params: entries[i]!.b.params ?? {} };
  });
  const benchmarks = nameModes(entries);
  for (const [key, at] of notSamples) {
    warnings.push(`${file.path}: ${key}: JMH's score is not the mean of its per-iteration rawData (a total, or iterations without a value counted as 0) or not one per iteration; kept the score without samples for ${listSome(at.map((i) => benchmarks[i]!.name), 10)}`);
  }
  for (const [key, at] of noScore) warnings.push(noScoreWarning(file, key, at.map((i) => benchmarks[i]!.name)));
  for (const [key, at] of infinite) warnings.push(infiniteWarning(file, key, at.map((i) => benchmarks[i]!.name)));
  return { benchmarks, warnings, points };
}

/**
 * GCProfiler's collections and their time during the measurement: events of the run (when the heap filled,
 * what else ran), not a count the code fixes as allocs/op is. Equal in two runs is no proof of a constant:
 * taken for one, 0 collections against 0 made a gating row of every benchmark of a JCTools paired run (and a
 * constant 0 turned 1 would have gated as a regression).
 */
const RUN_EVENTS = new Set(['gc.count', 'gc.time']);

/** Above this many @Param points in a class, missingPoints does not enumerate them. */
const MAX_PARAM_POINTS = 10_000;

/**
 * The @Param points a method did not run where other methods of its class with the same params did: JMH
 * leaves a benchmark that threw out of its JSON (the real edge-en/ run: `fails` threw for n=256 and the
 * JSON holds it for n=16 only, beside `sum` for 16 and 256). A hint, not a proof (two @State classes may
 * give one param name different values), and blind to a method that threw at every point.
 */
function missingPoints(points: Point[]): string[] {
  const groups = new Map<string, Point[]>();
  for (const p of points) {
    const names = Object.keys(p.params).sort();
    if (names.length === 0) continue;
    const key = `${p.benchmark.slice(0, p.benchmark.lastIndexOf('.'))}\u0000${names.join(',')}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [p]);
    else group.push(p); // not a copy per point: quadratic over a large run
  }
  const missing: string[] = [];
  for (const group of groups.values()) {
    const names = Object.keys(group[0]!.params);
    const values = names.map((n) => [...new Set(group.map((p) => p.params[n]!))]);
    if (values.reduce((a, v) => a * v.length, 1) > MAX_PARAM_POINTS) continue;
    let all: string[][] = [[]];
    for (const v of values) all = all.flatMap((combo) => v.map((x) => [...combo, x]));
    const ran = new Map<string, Set<string>>();
    const modes = new Map<string, Set<string>>();
    for (const p of group) {
      const at = `${p.benchmark}\u0000${p.mode}`;
      ran.set(at, (ran.get(at) ?? new Set()).add(names.map((n) => p.params[n]).join('\u0000')));
      modes.set(p.benchmark, (modes.get(p.benchmark) ?? new Set()).add(p.mode));
    }
    for (const [at, combos] of ran) {
      const [benchmark, mode] = at.split('\u0000') as [string, string];
      for (const combo of all) {
        if (combos.has(combo.join('\u0000'))) continue;
        const suffix = modes.get(benchmark)!.size > 1 ? ` (${mode})` : '';
        missing.push(`${benchmark}:${names.map((n, i) => `${n}=${combo[i]}`).join(',')}${suffix}`);
      }
    }
  }
  return missing;
}

function addIndex(map: Map<string, number[]>, key: string, i: number): void {
  const at = map.get(key);
  if (at === undefined) map.set(key, [i]);
  else at.push(i);
}

/**
 * A secondary result with no number: a profiler's text (`-prof stack` writes its report as a result whose
 * score is NaN and unit "---", the text itself only on the console), or a metric no iteration produced.
 * Nothing to compare, so not kept; said once per metric.
 */
function noScoreWarning(file: SourceFile, key: string, names: string[]): string {
  return `${file.path}: ${key}: JMH gave no score (NaN; a profiler's text output such as -prof stack has none); not kept for ${names.join(', ')}`;
}

/**
 * A secondary result whose score is infinite (`+INF` in the JSON, `Infinity` on the console): an @AuxCounters
 * OPERATIONS counter that stayed 0 in a time mode, where JMH divides the time by its count. No number to
 * compare, so not kept (the run's other results are); said once per metric.
 */
function infiniteWarning(file: SourceFile, key: string, names: string[]): string {
  return `${file.path}: ${key}: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for ${listSome(names, 10)}`;
}

/** Whether rawData are samples of the score: one per iteration (when known), and the score their mean (to rounding). */
function samplesOfScore(samples: number[], score: number, iterations: number | undefined): boolean {
  if (samples.length === 0 || (iterations !== undefined && samples.length !== iterations)) return false;
  let sum = 0;
  for (const x of samples) sum += x;
  return Math.abs(sum / samples.length - score) <= 1e-9 * Math.abs(score);
}

/** rawData of fewer iterations than the score is over, the rest counted as 0. */
function zeroPadded(samples: number[], score: number, iterations: number | undefined): boolean {
  if (iterations === undefined || samples.length >= iterations) return false;
  let sum = 0;
  for (const x of samples) sum += x;
  return Math.abs(sum / iterations - score) <= 1e-9 * Math.abs(score);
}

/** A SUM metric's rawData: its values add up to the score. */
function isTotal(samples: number[], score: number): boolean {
  let sum = 0;
  for (const x of samples) sum += x;
  return samples.length > 0 && Math.abs(sum - score) <= 1e-9 * Math.abs(score);
}

/** One method run in several modes (`-bm avgt,thrpt`) repeats a name: the mode tells them apart. */
function nameModes(entries: { b: Benchmark; mode: string; base: string }[]): Benchmark[] {
  const modes = new Map<string, Set<string>>();
  for (const e of entries) modes.set(e.base, (modes.get(e.base) ?? new Set()).add(e.mode));
  return entries.map((e) => (modes.get(e.base)!.size > 1 ? { ...e.b, name: `${e.base} (${e.mode})` } : e.b));
}

function readMetric(src: JsonSource, m: JsonRecord, path: string, info: UnitInfo, name: string, warnings: string[]): Metric {
  const f = info.factor;
  const spread: Spread = {};
  const error = optJmhNumber(src, m.scoreError, `${path}.scoreError`, f);
  if (error !== undefined) {
    if (error < 0) fail(src, `${path}.scoreError`, 'a non-negative number', m.scoreError);
    spread.error = error;
  }
  if (Array.isArray(m.scoreConfidence) && m.scoreConfidence.length === 2) {
    const lower = optJmhNumber(src, m.scoreConfidence[0], `${path}.scoreConfidence[0]`, f);
    const upper = optJmhNumber(src, m.scoreConfidence[1], `${path}.scoreConfidence[1]`, f);
    // JMH's error and interval are at 99.9 % (Student's t); the lower bound may be negative with few iterations.
    // A SUM, MIN or MAX metric (gc.count) has no error and the interval [score, score] (Result.getScoreConfidence): none.
    const placeholder = error === undefined && lower === upper;
    if (lower !== undefined && upper !== undefined && lower <= upper && !placeholder) spread.ci = { lower, upper, level: 0.999 };
  }
  if (isRecord(m.scorePercentiles)) {
    spread.min = optJmhNumber(src, m.scorePercentiles['0.0'], `${path}.scorePercentiles["0.0"]`, f);
    spread.max = optJmhNumber(src, m.scorePercentiles['100.0'], `${path}.scorePercentiles["100.0"]`, f);
  }
  const metric: Metric = {
    unit: info.unit,
    direction: info.direction,
    ...(info.undirected ? { undirected: true } : {}),
    // JMH's score: the mean over all measurement iterations of all forks (over all samples in SampleTime).
    value: finite(src, m.score, `${path}.score`, f),
    statistic: 'score',
    spread,
  };
  if (m.rawData !== undefined && m.rawData !== null) {
    const samples: number[] = [];
    const forks: number[] = [];
    array(src, m.rawData, `${path}.rawData`).forEach((fork, i) => {
      const from = samples.length;
      array(src, fork, `${path}.rawData[${i}]`).forEach((v, j) => samples.push(finite(src, v, `${path}.rawData[${i}][${j}]`, f)));
      if (samples.length > from) forks.push(meanOf(samples, from, samples.length));
    });
    metric.samples = samples;
    metric.n = samples.length;
    // Each fork is a JVM of its own (JIT, layout, heap), run one after the other: with two or more, the
    // forks are the replicates (`runs`), as pyperf's workers are, and their iterations stay the samples.
    if (forks.length >= 2) metric.runs = forks;
  }
  if (m.rawDataHistogram !== undefined && m.rawDataHistogram !== null) {
    readHistogram(src, m.rawDataHistogram, `${path}.rawDataHistogram`, f, metric, name, warnings);
  }
  return metric;
}

/** The mean of `xs[from..to)`: one fork's score, as JMH takes it over its iterations. */
function meanOf(xs: readonly number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += xs[i]!;
  return sum / (to - from);
}

/** SampleTime: `[fork][iteration][[value, count], …]`. Expanded into samples when small enough. */
function readHistogram(src: JsonSource, value: unknown, path: string, f: number, metric: Metric, name: string, warnings: string[]): void {
  const bins: [number, number][] = [];
  let total = 0;
  const forks: number[] = [];
  array(src, value, path).forEach((fork, i) => {
    let sum = 0;
    let count = 0;
    array(src, fork, `${path}[${i}]`).forEach((iteration, j) =>
      array(src, iteration, `${path}[${i}][${j}]`).forEach((bin, k) => {
        const p = `${path}[${i}][${j}][${k}]`;
        const pair = array(src, bin, p);
        const v = finite(src, pair[0], `${p}[0]`, f);
        const c = finite(src, pair[1], `${p}[1]`);
        if (!Number.isInteger(c) || c < 0) fail(src, `${p}[1]`, 'a non-negative integer count', pair[1]);
        bins.push([v, c]);
        total += c;
        sum += v * c;
        count += c;
      }));
    if (count > 0) forks.push(sum / count);
  });
  metric.n = total;
  // Each fork is a JVM of its own: its mean, as JMH scores SampleTime, is one run (see readMetric).
  if (forks.length >= 2) metric.runs = forks;
  if (total > MAX_HISTOGRAM_SAMPLES) {
    warnings.push(`${name}: ${total} SampleTime samples not expanded (limit ${MAX_HISTOGRAM_SAMPLES}); kept score, error and percentiles`);
    return;
  }
  const samples: number[] = [];
  for (const [v, count] of bins) for (let c = 0; c < count; c++) samples.push(v);
  metric.samples = samples;
}

// ---- console ----

function parseConsole(file: SourceFile): Parsed {
  // Runs of blank lines kept to two (numberedLines): the table ends at its first blank line, and a
  // <failure>'s cause is the next line that is not blank.
  const lines = numberedLines(file.text);
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  const failures = readFailures(lines);
  const entries: { b: Benchmark; mode: string; base: string }[] = [];
  /** `name:params␀mode` → index in entries. */
  const byKey = new Map<string, number>();
  const noScore = new Map<string, number[]>();
  const infinite = new Map<string, number[]>();
  const tableNames = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.text;
    const header = /^Benchmark\s+((?:\(\w+\)\s+)*)Mode\s+Cnt\s+Score\s+Error\s+Units\s*$/.exec(line);
    if (!header) continue;
    const paramNames = [...header[1]!.matchAll(/\((\w+)\)/g)].map((m) => m[1]!);
    // Where each `(param)` label ends: JMH right-aligns a param's values to its label's end.
    const paramEnds = [...line.matchAll(/\(\w+\)/g)].map((m) => m.index! + m[0].length);
    for (let j = i + 1; j < lines.length; j++) {
      const { text: row, line: at } = lines[j]!;
      if (row.trim() === '') break;
      // JMH prints the table whole at the end of the run, each row with its newline: a row without one was
      // cut off, maybe where it still parses (a score cut short). A row last in `lines` is the file's last
      // line: any line after it would be kept, blank or not.
      if (j === lines.length - 1) err(at, WHOLE_LAST_LINE, row);
      const parsed = parseRow(row, paramNames) ?? parseRow(paramsByColumn(row, paramEnds), paramNames);
      if (parsed === undefined) err(at, `"<benchmark> ${paramNames.map((p) => `<${p}> `).join('')}<mode> <cnt> <score> ± <error> <unit>"`, row);
      const { name, suffix, params, mode, cnt, score, error, unit } = parsed!;
      tableNames.add(name);
      const key = `${name}${paramSuffix(params)}`;
      const ownerAt = suffix === undefined ? undefined : byKey.get(`${key}\u0000${mode}`);
      if (Number.isNaN(score)) {
        // As in the JSON: a secondary result without a number is not kept (said once), a primary one is a failure.
        if (ownerAt !== undefined) {
          addIndex(noScore, secondaryName(suffix!, methodOf(name)), ownerAt);
          continue;
        }
        const base = `${key}${suffix === undefined ? '' : `:${suffix}`}`;
        byKey.set(`${key}\u0000${mode}`, entries.length);
        entries.push({ b: { name: base, params, status: 'failed', error: 'JMH reported a NaN score', metrics: {} }, mode, base });
        continue;
      }
      if (!Number.isFinite(score) && ownerAt !== undefined) {
        addIndex(infinite, secondaryKey(suffix!, methodOf(name)), ownerAt);
        continue;
      }
      const info = unitInfo(unit);
      const metric: Metric = {
        unit: info.unit,
        direction: info.direction,
        ...(info.undirected ? { undirected: true } : {}),
        value: score * info.factor,
        statistic: 'score',
        // ScoreFormatter prints 3 decimals, and a score below them only as its order of magnitude (`≈ 10⁻⁴`).
        resolution: CONSOLE_STEP * info.factor,
      };
      if (!Number.isFinite(metric.value)) err(at, 'a finite score', row);
      // JMH's ± is the half-width of its 99.9 % interval of the score (Student's t), the interval the JSON
      // gives as scoreConfidence: kept as that interval too, so the console form carries the same error.
      if (error !== undefined) metric.spread = { error: error * info.factor, ci: { lower: (score - error) * info.factor, upper: (score + error) * info.factor, level: 0.999 } };
      if (cnt !== undefined) metric.n = cnt;
      // And the score's standard error, which is all it is made of (Statistics.getMeanErrorAt: t(0.9995, n − 1)
      // × sd / √n, printed only for n > 2): the table has no samples, and without it a small suite's rows were
      // judged on the floor alone (JMHSample_30 at 11 ± 140 µs against 7.5 ± 78 µs was called 33 % faster).
      if (metric.spread !== undefined && cnt !== undefined && cnt > 2) metric.spread.sem = metric.spread.error! / studentTQuantile(0.9995, cnt - 1);
      if (ownerAt !== undefined) {
        const owner = entries[ownerAt]!.b;
        if (owner.status === 'failed') continue; // the JSON keeps nothing of a benchmark whose score is NaN
        const sub = secondaryKey(suffix!, methodOf(name));
        if (isPercentile(sub)) metric.statistic = 'other';
        if (RUN_EVENTS.has(sub)) metric.exact = false;
        if (sub === 'gc.alloc.rate.norm' && info.metric === METRIC.memory) owner.metrics[METRIC.memory] = metric;
        owner.metrics[sub] = metric;
        continue;
      }
      const expected = own(MODE_METRIC, mode);
      if (expected !== undefined && expected !== info.metric) err(at, `a ${expected} unit for mode ${mode}`, row);
      const base = `${key}${suffix === undefined ? '' : `:${suffix}`}`;
      const b: Benchmark = { name: base, params, metrics: { [info.metric]: metric } };
      byKey.set(`${key}\u0000${mode}`, entries.length);
      entries.push({ b, mode, base });
    }
  }
  // The file's last line, which a run of blank lines at the end leaves out of `lines`.
  if (entries.length === 0 && failures.length === 0) err(lastLine(file.text).line, 'the JMH summary table ("Benchmark  Mode  Cnt  Score  Error  Units")', '');
  // The table leaves out the package its benchmarks share (`EdgeBench.sum` for `# Benchmark: bench.EdgeBench.sum`);
  // a benchmark that threw is only in its `# Benchmark:` block, so it loses the same prefix to pair with its table rows.
  const prefix = tablePrefix(lines, tableNames);
  const all = failures.map((b) => {
    if (prefix !== '' && b.name.startsWith(prefix)) b.name = b.name.slice(prefix.length);
    return { b, mode: '', base: b.name };
  });
  const offset = all.length; // the table's entries follow the failures
  const benchmarks = nameModes(pushAll(all, entries));
  const warnings = [...noScore].map(([key, at]) => noScoreWarning(file, key, at.map((i) => benchmarks[offset + i]!.name)));
  for (const [key, at] of infinite) warnings.push(infiniteWarning(file, key, at.map((i) => benchmarks[offset + i]!.name)));
  return { benchmarks, warnings };
}

/** `# Benchmark: <package.Class.method>`, the header of each benchmark's block on the console. */
const BENCHMARK_HEADER = /^# Benchmark: (\S+)\s*$/;

/** What the table cut from the full names of the `# Benchmark:` headers ('' when it cut nothing). */
function tablePrefix(lines: readonly NumberedLine[], tableNames: Set<string>): string {
  for (const line of lines) {
    const full = BENCHMARK_HEADER.exec(line.text)?.[1];
    if (full === undefined || tableNames.has(full)) continue;
    for (let dot = full.indexOf('.'); dot >= 0; dot = full.indexOf('.', dot + 1)) {
      if (tableNames.has(full.slice(dot + 1))) return full.slice(0, dot + 1);
    }
  }
  return '';
}

/** Failures print `<failure>` and a stack trace under the `# Benchmark:` header; they never reach the table. */
function readFailures(lines: readonly NumberedLine[]): Benchmark[] {
  const failed: Benchmark[] = [];
  let current: { name: string; params?: Record<string, string> } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.text;
    const bm = BENCHMARK_HEADER.exec(line);
    if (bm) current = { name: bm[1]! };
    const pm = /^# Parameters: \((.*)\)\s*$/.exec(line);
    if (pm && current) {
      current.params = Object.fromEntries(pm[1]!.split(', ').map((kv) => kv.split(' = ') as [string, string]).filter((kv) => kv.length === 2));
    }
    if (/<failure>\s*$/.test(line) && current) {
      let next = i + 1;
      while (next < lines.length && lines[next]!.text.trim() === '') next++;
      const cause = lines[next]?.text.trim() || 'failure';
      failed.push({ name: `${current.name}${paramSuffix(current.params)}`, params: current.params, status: 'failed', error: cause, metrics: {} });
      current = undefined;
    }
  }
  return failed;
}

interface Row {
  name: string;
  suffix?: string;
  params?: Record<string, string>;
  mode: string;
  cnt?: number;
  score: number;
  error?: number;
  unit: string;
}

/**
 * A console number: JMH's ScoreFormatter prints `%.3f` in the JVM's default locale, so the decimal separator
 * is a comma in many (ru, de, fr…) and there is never a thousands separator: `528,857` is 528.857.
 */
function jmhNumber(text: string): number | undefined {
  return /^[+\-\u2212]?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.').replace('\u2212', '-')) : undefined;
}

const SUPERSCRIPT: Record<string, string> = { '⁻': '-', '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };

/** The console table's last digit, in the printed unit (ScoreFormatter: 3 decimals). */
const CONSOLE_STEP = 0.001;

/** Pops the score: a plain number, or JMH's `≈ 10⁻⁴` for scores too small to print (`≈ 0` for zero: ScoreFormatter). */
function readScore(tokens: string[]): number | undefined {
  const last = tokens.pop() ?? '';
  // `NaN`: a result without a number (`-prof stack`'s text, unit "---"); String.format prints it so in any locale.
  if (last === 'NaN') return Number.NaN;
  // An infinite score (a counter that counted nothing, in a time mode): `%.3f` prints `Infinity` in any locale.
  if (last === 'Infinity' || last === '-Infinity') return last === 'Infinity' ? Infinity : -Infinity;
  if (last === '0' && tokens[tokens.length - 1] === '≈') {
    tokens.pop();
    return 0;
  }
  const tiny = /^10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(last);
  if (tiny && tokens[tokens.length - 1] === '≈') {
    tokens.pop();
    const exp = Number([...tiny[1]!].map((c) => SUPERSCRIPT[c]).join(''));
    return Number.isFinite(exp) ? Number(`1e${exp}`) : undefined;
  }
  return jmhNumber(last);
}

/** Stands for a space inside a param value while the row is split on whitespace (parseRow). */
const SPACE_IN_VALUE = '\u0000';

/**
 * The row with the spaces inside its param values replaced (SPACE_IN_VALUE), read by column: JMH prints each
 * value right-aligned to its `(param)` label's end, so `@Param("array list")` is the text up to that end
 * (`MyBench.alloc          array list      10   thrpt …`, which split on whitespace had a column too many).
 * The row as it is where the columns do not line up.
 */
function paramsByColumn(row: string, ends: number[]): string {
  if (ends.length === 0) return row;
  const nameEnd = row.search(/\s/);
  if (nameEnd < 0) return row;
  let out = row.slice(0, nameEnd);
  let from = nameEnd;
  for (const end of ends) {
    if (end > row.length || end <= from || (end < row.length && !/\s/.test(row[end]!))) return row;
    const value = row.slice(from, end).trim();
    if (value === '') return row;
    out += ` ${value.replace(/\s/g, SPACE_IN_VALUE)}`;
    from = end;
  }
  return `${out} ${row.slice(from).trim()}`;
}

/** Reads a table row right to left: unit, `score ± error` or `score`, optional count, mode, params, name. */
function parseRow(row: string, paramNames: string[]): Row | undefined {
  const tokens = row.trim().split(/\s+/);
  const unit = tokens.pop();
  if (unit === undefined) return undefined;
  let error: number | undefined;
  if (tokens.length >= 3 && tokens[tokens.length - 2] === '±') {
    const e = tokens.pop()!;
    tokens.pop();
    error = e === 'NaN' ? undefined : jmhNumber(e);
    if (e !== 'NaN' && (error === undefined || error < 0)) return undefined;
  }
  const score = readScore(tokens);
  if (score === undefined) return undefined;
  let cnt: number | undefined;
  const maybeCnt = tokens[tokens.length - 1] ?? '';
  if (/^\d+$/.test(maybeCnt) && tokens.length > paramNames.length + 2) {
    cnt = Number(tokens.pop());
  }
  const mode = tokens.pop();
  if (mode === undefined || !/^(thrpt|avgt|sample|ss)$/.test(mode)) return undefined;
  if (tokens.length !== paramNames.length + 1) return undefined;
  const full = tokens[0]!;
  const params: Record<string, string> = {};
  paramNames.forEach((p, k) => {
    const v = tokens[k + 1]!.replaceAll(SPACE_IN_VALUE, ' ');
    if (v !== 'N/A') params[p] = v;
  });
  // `X:p0.50` / `X:gc.alloc.rate.norm`: a secondary metric of X (method names cannot contain `:`).
  const colon = full.indexOf(':');
  return {
    name: colon < 0 ? full : full.slice(0, colon),
    suffix: colon < 0 ? undefined : full.slice(colon + 1),
    params: Object.keys(params).length > 0 ? params : undefined,
    mode,
    cnt,
    score,
    error,
    unit,
  };
}

/**
 * Shards select benchmark methods (all their @Param combinations and modes together): `-l` lists the
 * fully qualified methods, and include patterns (regular expressions, found in the name) select them.
 */
const shard: ShardSupport = {
  unitOf: (b) => b.name.replace(/ \([\w-]+\)$/, '').split(':')[0]!,
  listArgs: { args: ['-l'] },
  parseList: (stdout) => numberedLines(stdout).map((l) => l.text.trim()).filter((l) => /^[\w$]+(\.[\w$]+)+$/.test(l)),
  selectArgs: (units) => ({ args: [exactAlternation(units)] }),
};

export const jmh: Adapter = {
  id: ID,
  description: 'JMH (Java Microbenchmark Harness) -rf json result files or console summary table',
  detect,
  parse,
  shard,
  largeJson: true,
};
