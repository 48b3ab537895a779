// Google Benchmark (https://github.com/google/benchmark): `--benchmark_format=json` / `--benchmark_out`
// (src/json_reporter.cc; docs/user_guide.md "Output Formats") and the console table (src/console_reporter.cc).
//   JSON:    `"run_name": "BM_Sort/256", "run_type": "iteration", … "real_time": 2.2078842349724559e+03,`
//   console: `checksum/impl_a/1024               6329 ns         6329 ns       110535 bytes_per_second=154.3M/s`
// Repetitions of one instance (same `run_name`) become the samples of ONE benchmark; the `_mean`/`_median`/
// `_stddev`/`_cv` aggregate rows are folded into it. `_BigO`/`_RMS` complexity fits become one benchmark
// `<family>_BigO` with metrics `complexity-coefficient` (e.g. `ns/NlgN`) and `rms` (a fraction; a diagnostic of
// the fit: between A/A runs here it moved from 0.0054 to 0.0018, so it is shown, not judged).
import { ParseError } from '../model/errors';
import type { Benchmark, Metric, Spread } from '../model/results';
import { METRIC, timeFactor } from '../model/units';
import { detectAny, exactAlternation, pickJsonOrConsole, type Adapter, type ParseInput, type ParseOutput, type ShardSupport, type SourceFile, type Detection } from './adapter';
import { WHOLE_LAST_LINE, cutOffLastLine, lastLine, numberedLines, printedZeroWarning, type NumberedLine } from './text-lines';
import {
  type JsonRecord, type JsonSource, array, fail, finite, isRecord, nonNegative, parseJsonFile, record, string, uniqueNames,
} from './json-doc';
import { pushAll } from '../model/arrays';
import { median } from './sample-stats';

const ID = 'google-benchmark';
const DEBUG_WARNING = 'Google Benchmark library was built as DEBUG; timings may be affected';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

/** Keys of a JSON row that are not user counters. */
const KNOWN = new Set([
  'name', 'family_index', 'per_family_instance_index', 'run_name', 'run_type', 'repetitions', 'repetition_index',
  'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name', 'aggregate_unit', 'label',
  'error_occurred', 'error_message', 'skipped', 'skip_message', 'cpu_coefficient', 'real_coefficient', 'big_o', 'rms', 'complexity_n',
]);

interface CounterInfo {
  metric: string;
  unit: string;
  direction: 'smaller' | 'bigger';
  undirected?: true;
}

/**
 * `bytes_per_second` (SetBytesProcessed) is the canonical throughput and `items_per_second` (SetItemsProcessed)
 * keeps its name in ops/s: the library makes both rates, bigger is better. Any other counter is the user's
 * number, and which way is better is not in the output: the JSON carries no counter flags, and the console's
 * `/s` (kIsRate) or `s` (kIsRate | kInvert, a time per count) says only what it counts. One rule for both
 * forms, so a counter compares the same from either (a name is no guide: the real `keys=36.2M/s` is a rate,
 * `inv_rate=2.95ns` a time): shown as written, judged once the config gives its direction.
 */
function counterInfo(key: string): CounterInfo {
  if (key === 'bytes_per_second') return { metric: METRIC.throughput, unit: 'B/s', direction: 'bigger' };
  if (key === 'items_per_second') return { metric: 'items-per-second', unit: 'ops/s', direction: 'bigger' };
  return { metric: key, unit: '', direction: 'smaller', undirected: true };
}

// ---- detection ----

/** One warning naming every benchmark skipped with SkipWithMessage (JSON `skipped`, console `SKIPPED:`). */
function skippedNote(file: string, skipped: Set<string>): string {
  return `${file}: skipped, so no result: ${[...skipped].join(', ')}`;
}

type Kind = 'json' | 'console';

/**
 * Google Benchmark 1.8+ logs `-- LOG(0): Value passed to --benchmark_min_time should have a suffix. …` to
 * stderr once per benchmark when that flag has no unit (`=0.5`, the form before 1.8), with no newline: with
 * 2>&1 the messages make one line, as long as the suite is, that runs into the table's `-----` line. The
 * head read for detection skips that line's messages but keeps its trailing dashes.
 */
function headOf(text: string): string {
  const head = text.slice(0, 8192);
  const log = head.search(/^-- LOG\(\d+\): /m);
  if (log < 0) return head;
  let end = text.indexOf('\n', log);
  if (end < 0) return head;
  if (text[end - 1] === '\r') end--;
  let dashes = end;
  while (dashes > log && text[dashes - 1] === '-') dashes--;
  return head.slice(0, log) + text.slice(dashes, dashes + 8192);
}

function kindOf(text: string): Kind | undefined {
  const head = headOf(text).replace(ANSI, '');
  if (/^\s*\{/.test(head)) return /"benchmarks"\s*:|"context"\s*:/.test(head) ? 'json' : undefined;
  if (/^-+\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(head)) return 'console';
  return jsonStart(text) > 0 ? 'json' : undefined;
}

const KEY = '"context"';
const AFTER_KEY = /[ \t]*:/y;
/** What a multiline `^` matches after. */
const LINE_START_AFTER = new Set(['\n', '\r', '\u2028', '\u2029']);

/**
 * JSONReporter::ReportContext opens the document with a line `{` and then `  "context": {`. A benchmark program
 * that prints to stdout before it runs its benchmarks puts that text ahead of the document with
 * `--benchmark_format=json` (fmtlib/format-benchmark's int-benchmark and locale-benchmark print a table of digit
 * counts first). Where the document starts there, or -1.
 */
export function jsonStart(text: string): number {
  // `^\{\r?\n[ \t]*"context"[ \t]*:` (multiline), read back from each occurrence of the key: the expression
  // tried every position of the text, 120 ms over a 61 MB go output that detection asks about. Each step
  // back passes only the key's own indentation, so the search stays linear whatever the text holds.
  for (let at = text.indexOf(KEY); at >= 0; at = text.indexOf(KEY, at + KEY.length)) {
    let i = at;
    while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
    if (text[i - 1] !== '\n') continue;
    i--;
    if (text[i - 1] === '\r') i--;
    if (text[i - 1] !== '{') continue;
    const from = i - 1;
    if (from > 0 && !LINE_START_AFTER.has(text[from - 1]!)) continue;
    AFTER_KEY.lastIndex = at + KEY.length;
    if (AFTER_KEY.test(text)) return from;
  }
  return -1;
}

/**
 * The file with the program's own lines before the JSON document blanked (spaces, newlines kept), so the
 * document parses and an error in it still names its own line; undefined where nothing comes before it.
 */
function withoutPreamble(file: SourceFile): { file: SourceFile; count: number; first: string } | undefined {
  if (file.json !== undefined || /^\s*\{/.test(file.text.replace(ANSI, ''))) return undefined;
  const at = jsonStart(file.text);
  if (at <= 0) return undefined;
  const before = file.text.slice(0, at);
  return { file: { path: file.path, text: before.replace(/[^\r\n]/g, ' ') + file.text.slice(at) }, ...printedLines(before) };
}

/**
 * How many lines of `text` (split on `\r?\n`) are not blank, and the first of them, counted in one pass:
 * a split made an array entry per line, and a preamble may be megabytes of newlines.
 */
function printedLines(text: string): { count: number; first: string } {
  let count = 0;
  let first = '';
  for (let start = 0; start <= text.length;) {
    const nl = text.indexOf('\n', start);
    const stop = nl < 0 ? text.length : nl;
    const line = text.slice(start, stop > start && text.charCodeAt(stop - 1) === 0x0d ? stop - 1 : stop);
    if (line.trim() !== '') {
      if (count === 0) first = line;
      count++;
    }
    start = stop + 1;
  }
  return { count, first };
}

/** `--benchmark_format=csv`'s header: not read, but named, so the error says what to run. */
const CSV_HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/m;

function detectFile(text: string): 'yes' | 'maybe' | 'no' {
  const kind = kindOf(text);
  if (kind === undefined && CSV_HEADER.test(headOf(text))) return 'maybe';
  if (kind === 'console') return 'yes';
  if (kind === 'json') return /"run_type"\s*:|"library_build_type"\s*:|"mhz_per_cpu"\s*:/.test(text.slice(0, 8192)) ? 'yes' : 'maybe';
  return 'no';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

function parse(input: ParseInput): ParseOutput {
  const hit = pickJsonOrConsole(input, kindOf, { harness: ID, expected: 'Google Benchmark JSON (--benchmark_format=json) or console output (--benchmark_format=csv is not read: json keeps every repetition)' });
  const out: Parsed = { benchmarks: [], warnings: [] };
  for (const file of hit.files) {
    const one = hit.kind === 'json' ? parseJson(file) : parseConsole(file);
    pushAll(out.benchmarks, one.benchmarks);
    for (const w of one.warnings) if (!out.warnings.includes(w)) out.warnings.push(w);
  }
  // The console header (with its DEBUG warning) goes to stderr: look there too.
  if (!out.warnings.includes(DEBUG_WARNING) && input.files.some((f) => /Library was built as DEBUG/.test(f.text))) {
    out.warnings.push(DEBUG_WARNING);
  }
  return { benchmarks: uniqueNames(out.benchmarks), warnings: out.warnings.length > 0 ? out.warnings : undefined };
}

interface Parsed {
  benchmarks: Benchmark[];
  warnings: string[];
}

// ---- JSON ----

interface Instance {
  name: string;
  runs: { row: JsonRecord; path: string }[];
  aggregates: Map<string, { row: JsonRecord; path: string }>;
  complexity: { bigO?: { row: JsonRecord; path: string }; rms?: { row: JsonRecord; path: string } };
}

function parseJson(file: SourceFile): Parsed {
  const src: JsonSource = { harness: ID, file: file.path };
  const preamble = withoutPreamble(file);
  const root = record(src, parseJsonFile(src, preamble?.file ?? file, 'Google Benchmark JSON output'), '$');
  const warnings: string[] = [];
  if (preamble !== undefined) {
    const n = preamble.count;
    warnings.push(`${file.path}: ${n} line${n === 1 ? '' : 's'} the benchmark program printed before the JSON document, not read (--benchmark_out=FILE keeps the JSON apart): "${preamble.first}"`);
  }
  if (isRecord(root.context)) {
    if (root.context.library_build_type === 'debug') warnings.push(DEBUG_WARNING);
    if (root.context.cpu_scaling_enabled === true) warnings.push('CPU frequency scaling was enabled; real time measurements may be noisy');
  }
  const rows = array(src, root.benchmarks, 'benchmarks');
  if (rows.length === 0) fail(src, 'benchmarks', 'at least one benchmark', rows);
  const instances = new Map<string, Instance>();
  const skipped = new Set<string>();
  const get = (key: string, name: string): Instance => {
    let inst = instances.get(key);
    if (inst === undefined) {
      inst = { name, runs: [], aggregates: new Map(), complexity: {} };
      instances.set(key, inst);
    }
    return inst;
  };
  rows.forEach((value, i) => {
    const path = `benchmarks[${i}]`;
    const row = record(src, value, path);
    const name = string(src, row.name, `${path}.name`);
    // Older versions (< 1.5) have no run_name / run_type: every row is its own iteration.
    const runName = row.run_name === undefined ? name : string(src, row.run_name, `${path}.run_name`);
    // SkipWithMessage (1.8+): the row still carries zero times; it measured nothing, so it is no result.
    if (row.skipped === true) {
      skipped.add(typeof row.skip_message === 'string' && row.skip_message !== '' ? `${name} (${row.skip_message})` : name);
      return;
    }
    if (row.run_type === 'aggregate') {
      const agg = string(src, row.aggregate_name, `${path}.aggregate_name`);
      if (agg === 'BigO' || agg === 'RMS') {
        const inst = get(`${runName}\u0000complexity`, `${runName}_BigO`);
        inst.complexity[agg === 'BigO' ? 'bigO' : 'rms'] = { row, path };
      } else {
        get(runName, runName).aggregates.set(agg, { row, path });
      }
    } else {
      get(runName, runName).runs.push({ row, path });
    }
  });
  if (skipped.size > 0) warnings.push(skippedNote(file.path, skipped));
  const waited = offCpuNote(file.path, root.context, rows);
  if (waited !== undefined) warnings.push(waited);
  return { benchmarks: [...instances.values()].map((inst) => toBenchmark(src, inst)), warnings };
}

/** Wall time over CPU time above which a single-threaded run is said to have spent time off a CPU. */
const OFF_CPU = 1.2;

/**
 * Real time well above CPU time in single-threaded iteration rows: time off a CPU (a busy machine, or
 * waiting on I/O) is in `time`, which real_time is. google/crc32c's untouched rows moved ±15 % in real time
 * and 0 % in CPU time on a machine at load 5 on 2 CPUs (its context's load_avg says so, and is quoted).
 */
function offCpuNote(path: string, context: unknown, rows: unknown[]): string | undefined {
  const ratios: number[] = [];
  for (const value of rows) {
    if (!isRecord(value) || value.run_type === 'aggregate' || (typeof value.threads === 'number' && value.threads > 1)) continue;
    const { real_time: real, cpu_time: cpu } = value;
    if (typeof real === 'number' && typeof cpu === 'number' && real > 0 && cpu > 0) ratios.push(real / cpu);
  }
  if (ratios.length === 0) return undefined;
  const ratio = median(ratios);
  if (!(ratio > OFF_CPU)) return undefined;
  const load = isRecord(context) && Array.isArray(context.load_avg) && typeof context.load_avg[0] === 'number' && typeof context.num_cpus === 'number'
    ? ` (load average ${context.load_avg[0].toFixed(1)} on ${context.num_cpus} CPUs at the start)`
    : '';
  return `${path}: real time exceeded CPU time by a median ${((ratio - 1) * 100).toFixed(0)} % over ${ratios.length} single-threaded runs${load}: time off a CPU (a busy machine, or waiting on I/O) is in the time compared; CPU time is compared beside it as \`cpu-time\` (\`gate: cpu-time\` decides on it)`;
}

function toBenchmark(src: JsonSource, inst: Instance): Benchmark {
  if (inst.complexity.bigO !== undefined || inst.complexity.rms !== undefined) return complexityBenchmark(src, inst);
  const failed = inst.runs.find((r) => r.row.error_occurred === true);
  const params = labelParams(inst);
  if (failed !== undefined) {
    const message = typeof failed.row.error_message === 'string' ? failed.row.error_message : 'error occurred';
    return { name: inst.name, params, status: 'failed', error: message, metrics: {} };
  }
  const anyRow = inst.runs[0] ?? [...inst.aggregates.values()][0]!;
  const metrics: Record<string, Metric> = {
    // real_time is the wall-clock time per iteration: what Google Benchmark prints first and the only
    // meaningful time for multi-threaded or UseRealTime benchmarks; cpu_time is kept as `cpu-time`.
    [METRIC.time]: seriesMetric(src, inst, 'real_time', { metric: METRIC.time, unit: 'ns', direction: 'smaller' }),
    'cpu-time': seriesMetric(src, inst, 'cpu_time', { metric: 'cpu-time', unit: 'ns', direction: 'smaller' }),
  };
  for (const key of Object.keys(anyRow.row)) {
    if (KNOWN.has(key) || typeof anyRow.row[key] !== 'number') continue;
    const info = counterInfo(key);
    metrics[info.metric] = seriesMetric(src, inst, key, info);
  }
  return { name: inst.name, params, metrics };
}

function labelParams(inst: Instance): Record<string, string> | undefined {
  const row = inst.runs[0]?.row ?? [...inst.aggregates.values()][0]?.row;
  return typeof row?.label === 'string' && row.label !== '' ? { label: row.label } : undefined;
}

/** Factor to the canonical unit: times by `time_unit`, counters as written. */
function factorOf(src: JsonSource, row: JsonRecord, path: string, key: string): number {
  if (key !== 'real_time' && key !== 'cpu_time') return 1;
  const unit = string(src, row.time_unit ?? 'ns', `${path}.time_unit`);
  return timeFactor(unit) ?? fail(src, `${path}.time_unit`, 'one of ns, us, ms, s', unit);
}

/**
 * One value series across repetitions. The central estimate is the `_median` aggregate when present (what
 * the user asked Google Benchmark to report), else the median of the repetitions (a single run: its value,
 * itself a mean over `iterations`). stddev comes from the `_stddev` aggregate (or `_cv` × `_mean`).
 */
function seriesMetric(src: JsonSource, inst: Instance, key: string, info: CounterInfo): Metric {
  const read = (r: { row: JsonRecord; path: string }): number =>
    finite(src, r.row[key], `${r.path}.${key}`, factorOf(src, r.row, r.path, key));
  const samples = inst.runs.filter((r) => r.row[key] !== undefined).map(read);
  const agg = (name: string): number | undefined => {
    const a = inst.aggregates.get(name);
    return a === undefined || a.row[key] === undefined ? undefined : read(a);
  };
  const median = agg('median');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const sampleMedian = sorted.length === 0 ? undefined : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const value = median ?? sampleMedian ?? agg('mean');
  const anchor = inst.runs[0] ?? [...inst.aggregates.values()][0]!;
  if (value === undefined) return fail(src, `${anchor.path}.${key}`, `a ${key} value`, undefined);
  const spread: Spread = {};
  const stddevRow = inst.aggregates.get('stddev');
  if (stddevRow !== undefined && stddevRow.row[key] !== undefined) {
    spread.stddev = nonNegative(src, stddevRow.row[key], `${stddevRow.path}.${key}`, factorOf(src, stddevRow.row, stddevRow.path, key));
  } else {
    const cv = inst.aggregates.get('cv');
    const mean = agg('mean');
    if (cv !== undefined && mean !== undefined && typeof cv.row[key] === 'number') {
      const sd = nonNegative(src, cv.row[key], `${cv.path}.${key}`) * Math.abs(mean);
      if (Number.isFinite(sd)) spread.stddev = sd;
    }
  }
  if (sorted.length > 0) {
    spread.min = sorted[0]!;
    spread.max = sorted[sorted.length - 1]!;
  }
  const repetitions = typeof anchor.row.repetitions === 'number' && Number.isInteger(anchor.row.repetitions) && anchor.row.repetitions >= 0
    ? anchor.row.repetitions : undefined;
  const metric: Metric = {
    unit: info.unit,
    direction: info.direction,
    value,
    statistic: median !== undefined || samples.length > 1 ? 'median' : 'mean',
    n: samples.length > 0 ? samples.length : repetitions,
    spread,
  };
  if (samples.length > 0) metric.samples = samples;
  if (info.undirected) metric.undirected = true;
  return metric;
}

/** `_BigO`: `real_coefficient` × `big_o` (N, NlgN, N^2…) in the time unit; `_RMS`: normalised RMS error. */
function complexityBenchmark(src: JsonSource, inst: Instance): Benchmark {
  const metrics: Record<string, Metric> = {};
  const { bigO, rms } = inst.complexity;
  if (bigO !== undefined) {
    const unit = string(src, bigO.row.time_unit ?? 'ns', `${bigO.path}.time_unit`);
    const factor = timeFactor(unit) ?? fail(src, `${bigO.path}.time_unit`, 'one of ns, us, ms, s', unit);
    const complexity = string(src, bigO.row.big_o, `${bigO.path}.big_o`);
    const coefficient = (key: string): Metric => ({
      unit: `ns/${complexity}`, direction: 'smaller', value: finite(src, bigO.row[key], `${bigO.path}.${key}`, factor), statistic: 'other',
    });
    metrics['complexity-coefficient'] = coefficient('real_coefficient');
    metrics['cpu-complexity-coefficient'] = coefficient('cpu_coefficient');
  }
  if (rms !== undefined) {
    metrics.rms = { unit: 'fraction', direction: 'smaller', value: nonNegative(src, rms.row.rms, `${rms.path}.rms`), statistic: 'other', diagnostic: true };
  }
  return { name: inst.name, metrics };
}

// ---- console ----

// HumanReadableNumber (string_util.cc): SI prefixes, `Ki`… for kIs1024 counters, and small ones below 1.
const SI: Record<string, number> = {
  '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, Z: 1e21, Y: 1e24,
  Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, Ti: 1024 ** 4, Pi: 1024 ** 5, Ei: 1024 ** 6, Zi: 1024 ** 7, Yi: 1024 ** 8,
  m: 1e-3, u: 1e-6, n: 1e-9, p: 1e-12, f: 1e-15, a: 1e-18, z: 1e-21, y: 1e-24,
};
// What follows a row's name (see `splitRow`).
const ROW = /^\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+([\d.]+(?:e[+-]?\d+)?) (ns|us|ms|s)\s+(\d+)(.*)$/;
const CV_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s+(\d+)(.*)$/;
const BIGO_ROW = /^\s+([\d.]+) (\S+)\s+([\d.]+) (\S+)\s*$/;
const RMS_ROW = /^\s+([\d.]+) %\s+([\d.]+) %\s*$/;
const ERROR_ROW = /^\s+ERROR OCCURRED: '(.*)'\s*$/;
/** SkipWithMessage (1.8+): the row has no numbers. */
const SKIPPED_ROW = /^\s+SKIPPED: '(.*)'\s*$/;

/**
 * The width of the name column, from the header `%-*s %13s …` ("Benchmark" padded, a space, "Time" right
 * in 13): names may hold spaces (`BENCHMARK_TEMPLATE(BM_Map, int, double)` is `BM_Map<int, double>`, and
 * `->Name()` takes any string), so a row's name is its first `width` bytes (UTF-8, as C++ counts them).
 */
function nameWidth(header: string): number | undefined {
  const width = header.indexOf(' Time') + 5 - 14;
  return width >= 9 ? width : undefined;
}

/**
 * A row as [name, the rest from the space after the name]: the name fills the column's `width` bytes and
 * runs on to the next space when longer (complexity rows `<family>_BigO` may be); without a width, the
 * name is the first word.
 */
function splitRow(line: string, width: number | undefined): [string, string] {
  let end = -1;
  if (width !== undefined) {
    let bytes = 0;
    let i = 0;
    while (i < line.length && bytes < width) {
      const c = line.codePointAt(i)!;
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      i += c < 0x10000 ? 1 : 2;
    }
    end = line.indexOf(' ', i);
  }
  if (end <= 0) end = line.search(/\s/);
  if (end <= 0) return [line, ''];
  return [line.slice(0, end).trimEnd(), line.slice(end)];
}

interface ConsoleInstance {
  name: string;
  real: number[];
  cpu: number[];
  counters: Map<string, number[]>;
  /** `count`: the aggregate row's Iterations column, which holds the number of repetitions. */
  aggregates: Map<string, { real: number; cpu: number; count: number; counters: Map<string, number> }>;
  /** Its last repetition row, and its last aggregate row. */
  lastRow?: NumberedLine;
  lastAggregateRow?: NumberedLine;
  error?: string;
  /** The time unit its rows print. */
  unit?: string;
  bigO?: Metric;
  cpuBigO?: Metric;
  /** Where its Big-O row is, and its complexity (`N`, `NlgN`, `f(N)`…). */
  bigORow?: NumberedLine;
  complexity?: string;
  rms?: Metric;
}

/**
 * Console counters print as ` name=<value><prefix>` plus `/s` for kIsRate or `s` for kIsRate | kInvert
 * (console_reporter.cc), in name order (a std::map), and the label follows them with no separator
 * (`probes_per_key=1.53662 n=4096 load=0.5`, whose label is `n=4096 load=0.5`). Counters are read while
 * each is a `name=value` whose name sorts after the one before; the first that is not starts the label.
 */
function readConsoleCounters(rest: string, binaryPrefixes: boolean): Map<string, number> {
  const out = new Map<string, number>();
  let last: string | undefined;
  for (const token of rest.trim().split(/\s+/)) {
    // A counter may be negative (a delta): without the sign, `a_delta=-42.5` ended the counters and it and
    // every counter after it were read as the label.
    const m = /^(\w+)=(-?[\d.]+(?:e[+-]?\d+)?)([KMGTPEZY]i|[kMGTPEZYmunpfazy]?)(\/s|s)?$/.exec(token);
    if (m === null || (last !== undefined && !(m[1]! > last))) break;
    last = m[1]!;
    // bytes_per_second is a kIs1024 counter (SetBytesProcessed), and releases before 1.8 printed its 1024-based
    // prefixes as `G`, not `Gi`: 1.7.1's `bytes_per_second=6.82797G/s` is 7,331,473,030 B/s in the JSON of that run.
    // An output that prints `Ki`… anywhere is 1.8 or later, where a plain `M` is 1000-based (a custom counter
    // that took the name: the pip bindings' `Counter(n, kIsRate)` prints `bytes_per_second=251.214M/s`).
    const prefix = m[1] === 'bytes_per_second' && !binaryPrefixes && /^[kMGTPEZY]$/.test(m[3]!) ? `${m[3]!.toUpperCase()}i` : m[3]!;
    const v = Number(m[2]) * SI[prefix]!;
    if (Number.isFinite(v)) out.set(m[1]!, v);
  }
  return out;
}

function parseConsole(file: SourceFile): Parsed {
  // Runs of blank lines kept to two (numberedLines): a blank line is passed over wherever it is.
  const lines = numberedLines(file.text);
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  // The console reporter prints no closing line, but ends every row with a newline: a row without one
  // was cut off, maybe where it still parses (`bytes_per_second=12.2244M/s` cut to `=12.22`).
  const cut = cutOffLastLine(lines);
  if (cut !== undefined) err(cut.line, WHOLE_LAST_LINE, cut.text);
  const instances = new Map<string, ConsoleInstance>();
  // Google Benchmark 1.8 and later print a kIs1024 counter's prefixes as `Ki`, `Mi`…; earlier ones as `k`, `M`.
  const binaryPrefixes = /=-?[\d.]+(?:e[+-]?\d+)?[KMGTPEZY]i(?:\/s|s)?(?:\s|$)/m.test(file.text);
  const get = (name: string): ConsoleInstance => {
    let inst = instances.get(name);
    if (inst === undefined) {
      inst = { name, real: [], cpu: [], counters: new Map(), aggregates: new Map() };
      instances.set(name, inst);
    }
    return inst;
  };
  const skipped = new Set<string>();
  // `0.000 ms`: %.3f of a time under 0.0005 of its unit (console_reporter.cc FormatTime). One warning per
  // benchmark and metric, at its first such row.
  const zeros = new Map<string, string>();
  const noteZero = (name: string, metric: string, line: number, printed: string): void => {
    const key = `${name}\u0000${metric}`;
    if (!zeros.has(key)) zeros.set(key, printedZeroWarning(`${file.path}:${line}`, name, metric, printed, 'the JSON output (--benchmark_format=json or --benchmark_out)'));
  };
  let inTable = false;
  let width: number | undefined;
  // --benchmark_counters_tabular=true: the counters' names head columns after Iterations (a new header
  // whenever the set changes), and rows hold only their values.
  let columns: string[] = [];
  // The benchmark whose _mean/_median/_stddev rows were the last timed rows read.
  let aggregateOwner: string | undefined;
  lines.forEach((row, i) => {
    const line = row.text;
    if (/^Benchmark\s+Time\s+CPU\s+Iterations/.test(line)) {
      inTable = true;
      width = nameWidth(line);
      const after = line.slice(line.indexOf('Iterations') + 'Iterations'.length).trim();
      columns = after === '' || after === 'UserCounters...' ? [] : after.split(/\s+/);
      return;
    }
    if (!inTable || line.trim() === '' || /^-+$/.test(line)) return;
    const [name, rest] = splitRow(line, width);
    let m = name.endsWith('_BigO') ? BIGO_ROW.exec(rest) : null;
    if (m) {
      const inst = get(name);
      // In ns until its family's rows say otherwise (consoleBigOUnits); printed `%10.2f`, so known to 0.01.
      const coefficient = (text: string, complexity: string): Metric => ({ unit: `ns/${complexity}`, direction: 'smaller', value: Number(text), statistic: 'other', resolution: 0.01 });
      inst.bigO = coefficient(m[1]!, m[2]!);
      inst.cpuBigO = coefficient(m[3]!, m[4]!);
      inst.bigORow = row;
      inst.complexity = m[2]!;
      return;
    }
    m = name.endsWith('_RMS') ? RMS_ROW.exec(rest) : null;
    if (m) {
      get(`${name.slice(0, -'_RMS'.length)}_BigO`).rms = { unit: 'fraction', direction: 'smaller', value: Number(m[1]) / 100, statistic: 'other', diagnostic: true };
      return;
    }
    m = ERROR_ROW.exec(rest);
    if (m) {
      get(name).error = m[1]!;
      return;
    }
    m = SKIPPED_ROW.exec(rest);
    if (m) {
      skipped.add(m[1] === '' ? name : `${name} (${m[1]})`);
      return;
    }
    // ComputeStatistics("max", f[, StatisticUnit::kPercentage]): a user's statistic prints after the built-in
    // aggregates as <benchmark>_max, in a time unit or as a % like _cv, with the repetitions as Iterations.
    // It is no benchmark of its own (the JSON calls it an aggregate), and not one benchgate compares.
    if (aggregateOwner !== undefined && name.startsWith(`${aggregateOwner}_`) && !/_(mean|median|stddev|cv)$/.test(name)) {
      const count = ROW.exec(rest)?.[5] ?? CV_ROW.exec(rest)?.[3];
      if (count !== undefined && Number(count) === instances.get(aggregateOwner)!.aggregates.get('mean')?.count) return;
    }
    m = name.endsWith('_cv') ? CV_ROW.exec(rest) : null;
    if (m) return; // cv = stddev / mean: already implied by the _stddev and _mean rows
    m = ROW.exec(rest);
    if (!m) return err(row.line, '"<name>  <time> <unit>  <cpu> <unit>  <iterations> [counters]"', line);
    const real = Number(m[1]) * timeFactor(m[2]!)!;
    const cpu = Number(m[3]) * timeFactor(m[4]!)!;
    if (!Number.isFinite(real) || !Number.isFinite(cpu)) return err(row.line, 'finite times', line);
    const values = columns.length === 0 ? [] : m[6]!.trim().split(/\s+/);
    const counters = readConsoleCounters(columns.length === 0 ? m[6]! : columns.map((c, k) => `${c}=${values[k] ?? ''}`).join(' '), binaryPrefixes);
    // Aggregates follow their repetitions; with --benchmark_display_aggregates_only (or
    // report_aggregates_only) they come alone, a group that always opens with _mean, then _median.
    const agg = /^(.+)_(mean|median|stddev)$/.exec(name);
    const isAggregate = agg !== null && (instances.has(agg[1]!) || (agg[2] === 'mean' && lines[i + 1] !== undefined && splitRow(lines[i + 1]!.text, width)[0] === `${agg[1]}_median`));
    // A _stddev of 0 is a spread, not a time; every other row's times are values or samples.
    if (!isAggregate || agg[2] !== 'stddev') {
      const owner = isAggregate ? agg[1]! : name;
      if (real === 0) noteZero(owner, METRIC.time, row.line, `${m[1]} ${m[2]}`);
      if (cpu === 0) noteZero(owner, 'cpu-time', row.line, `${m[3]} ${m[4]}`);
    }
    aggregateOwner = isAggregate ? agg[1]! : undefined;
    if (isAggregate) {
      const inst = get(agg[1]!);
      inst.aggregates.set(agg[2]!, { real, cpu, count: Number(m[5]), counters });
      inst.lastAggregateRow = row;
      return;
    }
    const inst = get(name);
    inst.lastRow = row;
    inst.unit = m[2];
    inst.real.push(real);
    inst.cpu.push(cpu);
    for (const [k, v] of counters) {
      const list = inst.counters.get(k);
      if (list === undefined) inst.counters.set(k, [v]);
      else list.push(v);
    }
  });
  // With repetitions the console reporter prints a benchmark's _mean, _median and _stddev rows right after
  // its repetitions (benchmark_runner.cc ComputeStats, for 2 or more); repetitions without them were cut off.
  for (const inst of instances.values()) {
    if (inst.error === undefined && inst.real.length >= 2 && !['mean', 'median', 'stddev'].every((k) => inst.aggregates.has(k))) {
      err(inst.lastRow!.line, `the _mean, _median and _stddev rows after the ${inst.real.length} repetitions of ${inst.name} (Google Benchmark prints them after every repeated benchmark: the output was cut off, or the run was killed)`, inst.lastRow!.text);
    }
    if (inst.error === undefined && inst.real.length === 0 && inst.aggregates.size > 0 && !['mean', 'median', 'stddev'].every((k) => inst.aggregates.has(k))) {
      err(inst.lastAggregateRow!.line, `the _mean, _median and _stddev rows of ${inst.name} together (Google Benchmark prints all three: the output was cut off, or the run was killed)`, inst.lastAggregateRow!.text);
    }
  }
  const bigOWarnings = consoleBigOUnits(file.path, instances);
  const benchmarks = [...instances.values()].map((inst): Benchmark => {
    if (inst.error !== undefined) return { name: inst.name, status: 'failed', error: inst.error, metrics: {} };
    if (inst.bigO !== undefined || inst.rms !== undefined) {
      const metrics: Record<string, Metric> = {};
      if (inst.bigO) metrics['complexity-coefficient'] = inst.bigO;
      if (inst.cpuBigO) metrics['cpu-complexity-coefficient'] = inst.cpuBigO;
      if (inst.rms) metrics.rms = inst.rms;
      return { name: inst.name, metrics };
    }
    type Aggregate = { real: number; cpu: number; count: number; counters: Map<string, number> };
    const series = (samples: number[], pick: (a: Aggregate) => number | undefined, info: CounterInfo): Metric => {
      const median = inst.aggregates.get('median');
      const stddev = inst.aggregates.get('stddev');
      const middle = median === undefined ? undefined : pick(median);
      if (samples.length === 0 && middle !== undefined) {
        // Aggregates only: their numbers are all there is; n is the repetitions they summarise.
        const sd = stddev === undefined ? undefined : pick(stddev);
        return { unit: info.unit, direction: info.direction, value: middle, statistic: 'median', n: median!.count, spread: sd === undefined ? {} : { stddev: sd }, ...(info.undirected ? { undirected: true } : {}) };
      }
      const sorted = [...samples].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      const own = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      const sd = stddev === undefined ? undefined : pick(stddev);
      return {
        unit: info.unit,
        direction: info.direction,
        value: (median === undefined ? undefined : pick(median)) ?? own,
        statistic: samples.length > 1 || median !== undefined ? 'median' : 'mean',
        samples,
        n: samples.length,
        spread: { stddev: sd, min: sorted[0]!, max: sorted[sorted.length - 1]! },
        ...(info.undirected ? { undirected: true } : {}),
      };
    };
    const metrics: Record<string, Metric> = {
      [METRIC.time]: series(inst.real, (a) => a.real, { metric: METRIC.time, unit: 'ns', direction: 'smaller' }),
      'cpu-time': series(inst.cpu, (a) => a.cpu, { metric: 'cpu-time', unit: 'ns', direction: 'smaller' }),
    };
    const counterKeys = new Set([...inst.counters.keys(), ...(inst.aggregates.get('median')?.counters.keys() ?? [])]);
    for (const key of counterKeys) {
      const values = inst.counters.get(key) ?? [];
      const info = counterInfo(key);
      metrics[info.metric] = series(values, (a) => a.counters.get(key), info);
    }
    return { name: inst.name, metrics };
  });
  // The file's last line, which a run of blank lines at the end leaves out of `lines`.
  if (benchmarks.length === 0 && skipped.size === 0) err(lastLine(file.text).line, 'a "Benchmark  Time  CPU  Iterations" table with rows', '');
  const empty = benchmarks.find((b) => b.status !== 'failed' && b.metrics.time !== undefined && b.metrics.time.samples?.length === 0);
  if (empty) err(1, `repetition rows for ${empty.name}`, '');
  return { benchmarks, warnings: [...zeros.values(), ...bigOWarnings, ...(skipped.size > 0 ? [skippedNote(file.path, skipped)] : [])] };
}

/** The complexities the console names (GetBigOString), as functions of N; `f(N)` (a lambda) is unknown. */
const COMPLEXITY: Record<string, (n: number) => number> = {
  '(1)': () => 1,
  N: (n) => n,
  'N^2': (n) => n * n,
  'N^3': (n) => n * n * n,
  lgN: (n) => Math.log2(n),
  NlgN: (n) => n * Math.log2(n),
};

/**
 * The console prints a Big-O coefficient with no unit: in the run's default time unit (`--benchmark_time_unit`,
 * ns without it), whatever unit the family's rows print (`->Unit(kMicrosecond)` rows beside a coefficient in
 * ns; with `--benchmark_time_unit=us`, rows and coefficient both in µs, where reading it as ns called a
 * 1,000× "improvement" against the JSON). Where the family's rows print ns, ns it is. Elsewhere the unit is the
 * one (ns or the rows') whose coefficient × complexity(N) lands on the rows' times; where neither does, or the
 * complexity is a lambda, the coefficients are left out with a warning. A coefficient printed 0.00 is too.
 */
function consoleBigOUnits(path: string, instances: Map<string, ConsoleInstance>): string[] {
  const warnings: string[] = [];
  for (const inst of instances.values()) {
    if (inst.bigO === undefined) continue;
    const family = inst.name.slice(0, -'_BigO'.length);
    const rows = [...instances.values()].filter((r) => r.name.startsWith(`${family}/`) && r.real.length > 0 && r.bigO === undefined);
    const units = new Set(rows.map((r) => r.unit));
    const at = `${path}:${inst.bigORow!.line}`;
    const drop = (why: string): void => {
      inst.bigO = undefined;
      inst.cpuBigO = undefined;
      warnings.push(`${at}: ${inst.name}: complexity coefficient left out: ${why}; the JSON output (--benchmark_format=json or --benchmark_out) has it with its unit`);
    };
    if (inst.bigO.value === 0) {
      drop(`printed as ${inst.bigO.value.toFixed(2)}, below the console's two decimals`);
      continue;
    }
    const rowUnit = units.size === 1 ? [...units][0] : undefined;
    if (rowUnit === 'ns') continue;
    const f = COMPLEXITY[inst.complexity!];
    // Each row's N is taken as its first argument (SetComplexityN(state.range(0)), the usual call).
    const points = rows.map((r) => ({ n: Number(r.name.slice(family.length + 1).split('/')[0]), time: median(r.real) })).filter((p) => p.n > 0 && p.time > 0);
    const misfit = (factor: number): number => median(points.map((p) => Math.abs(Math.log((inst.bigO!.value * factor * f!(p.n)) / p.time))));
    const factor = rowUnit === undefined ? undefined : timeFactor(rowUnit);
    if (factor === undefined || f === undefined || points.length === 0) {
      drop(`its unit is not printed, and its family's rows (${[...units].join(', ') || 'none'}) do not tell whether it is ns or theirs`);
      continue;
    }
    const [asNs, asRows] = [misfit(1), misfit(factor)];
    // The candidates are 1,000× apart or more: the right one fits within 2×, the other is far off.
    if (asRows < Math.log(2) && asNs > Math.log(10)) {
      for (const m of [inst.bigO, inst.cpuBigO!]) {
        m.value *= factor;
        m.resolution = 0.01 * factor;
      }
    } else if (!(asNs < Math.log(2) && asRows > Math.log(10))) {
      drop(`its unit is not printed, and neither ns nor its family's ${rowUnit} fits the family's times`);
    }
  }
  return warnings;
}

/** Shards select benchmarks by exact name (`--benchmark_list_tests` lists them, a later filter wins). */
const shard: ShardSupport = {
  unitOf: (b) => b.name,
  listArgs: { args: ['--benchmark_list_tests=true'] },
  parseList: (stdout) => numberedLines(stdout).map((l) => l.text.trim()).filter((l) => l !== ''),
  selectArgs: (units) => ({ args: [`--benchmark_filter=${exactAlternation(units)}`] }),
};

export const googleBenchmark: Adapter = {
  id: ID,
  description: 'Google Benchmark JSON (--benchmark_format=json / --benchmark_out) or console output',
  detect,
  parse,
  shard,
  largeJson: true,
};
