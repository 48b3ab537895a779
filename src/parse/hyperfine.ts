// hyperfine (https://github.com/sharkdp/hyperfine): whole-command timings.
// Formats: `--export-json` (src/export/json.rs; fields from src/benchmark/benchmark_result.rs), `--export-csv`,
// `--export-markdown`, and the terminal report on stdout. JSON and CSV are always in seconds.
//   JSON: `"command": "./work impl_a 1", "mean": 0.030345338200000006, … "median": 0.029976389000000003,`
//   stdout: `  Time (mean ± σ):      30.3 ms ±   1.6 ms    [User: 27.8 ms, System: 2.3 ms]`
// hyperfine 2 (fixture v2.0.0/, src/metric.rs, src/output/report.rs, src/export/{csv,markup,json}.rs of the 2.0.0
// crate) rewrote every format around selectable metrics (`--metrics`: wall, CPU, user, system time, peak memory,
// hardware counters): JSON `schema_version: 2` with per-run `measurements[]` of `{value, unit}` and `summary.<metric>`;
// CSV columns `<metric>_unit,<metric>_mean,…`; markdown `| Command | Mean Wall Time [ms] | Change | Factor |`; and
// a terminal block per command with one row per metric and no closing Summary:
//   `Benchmark 1: sleep 0.01 (5 runs)` / `  Wall Time     11.1 ms  ±     0.2 ms      10.9 ms  …    11.4 ms`
import { own } from '../model/keys';
import { ParseError } from '../model/errors';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, byteFactor, parseNumber, timeFactor } from '../model/units';
import { detectAny, type Adapter, type ParseInput, type ParseOutput, type SourceFile, type Detection } from './adapter';
import { WHOLE_LAST_LINE, printedZeroWarning } from './text-lines';
import {
  type JsonRecord, type JsonSource, array, fail, finite, isRecord, nonNegative, optFinite, optNonNegative,
  parseJsonFile, record, scalarText, scaleFiniteArray, string, uniqueNames,
} from './json-doc';

const ID = 'hyperfine';
const S_TO_NS = 1e9;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

type Kind = 'json' | 'csv' | 'stdout' | 'markdown';

// hyperfine 2's headers (see the header comment).
const CSV2_HEADER = /^command,[a-z_]+_unit,[a-z_]+_mean,[a-z_]+_stddev,[a-z_]+_median,[a-z_]+_min,[a-z_]+_max\b/;
const MD2_HEADER = /^\| Command \| Mean (.+) \[([^\]]+)\] \| Change \| Factor \|/;
// Spaces only around the line break (never `\s`, which spans lines): `\s*\r?\n\s+` after a benchmark line
// followed by 100,000 blank lines retried the blank run from each of its positions (4.5 s; 1 MB: minutes).
const STDOUT2_BLOCK = /^Benchmark \d+: .* \(\d+ runs?\)[ \t\r]*\n[ \t]+(?:mean[ \t]+±[ \t]+σ[ \t]+min[ \t]+…[ \t]+max|Value)[ \t\r]*$/m;

/** hyperfine 2's metrics (src/metric.rs): JSON/CSV name, terminal and markdown label, benchgate's name, kind of unit. */
interface V2Metric {
  label: string;
  metric: string;
  kind: 'time' | 'memory' | 'count';
}
const V2_METRICS: Record<string, V2Metric> = {
  time_wall_clock: { label: 'Wall Time', metric: METRIC.time, kind: 'time' },
  time_cpu: { label: 'CPU time', metric: 'cpu-time', kind: 'time' },
  time_user: { label: 'User time', metric: 'user-time', kind: 'time' },
  time_system: { label: 'System time', metric: 'system-time', kind: 'time' },
  memory_peak_resident: { label: 'Memory', metric: 'max-rss', kind: 'memory' },
  cpu_cycles: { label: 'CPU cycles', metric: 'cpu_cycles', kind: 'count' },
  instructions: { label: 'Instructions', metric: 'instructions', kind: 'count' },
  cache_references: { label: 'Cache references', metric: 'cache_references', kind: 'count' },
  cache_misses: { label: 'Cache misses', metric: 'cache_misses', kind: 'count' },
  branch_misses: { label: 'Branch misses', metric: 'branch_misses', kind: 'count' },
};
const V2_BY_LABEL = new Map(Object.values(V2_METRICS).map((m) => [m.label, m]));
const CANONICAL_UNIT = { time: 'ns', memory: 'B', count: 'count' } as const;
// Counters are scaled by k, M and B (billion: not bytes, which only memory uses).
const COUNT_FACTORS: Record<string, number> = { count: 1, k: 1e3, M: 1e6, B: 1e9 };

/** Factor from a hyperfine 2 unit symbol (`ms`, `µs`, `MiB`, `k`) to the metric's canonical unit. */
function v2Factor(kind: V2Metric['kind'], symbol: string): number | undefined {
  if (kind === 'time') return timeFactor(symbol === 'us' ? 'µs' : symbol);
  if (kind === 'memory') return byteFactor(symbol);
  return own(COUNT_FACTORS, symbol);
}

function kindOf(text: string): Kind | undefined {
  const head = text.slice(0, 4096).replace(ANSI, '');
  const start = head.trimStart();
  if (start.startsWith('{')) {
    return /"results"\s*:/.test(head) ? 'json' : undefined;
  }
  if (/^command,mean,stddev,median,user,system,min,max\b/.test(start) || CSV2_HEADER.test(start)) return 'csv';
  if (/^\| Command \| Mean \[[^\]]+\] \| Min \[/.test(start) || MD2_HEADER.test(start)) return 'markdown';
  // hyperfine 1.11 (and older) numbered the blocks `Benchmark #1:`.
  if (/^Benchmark #?\d+: .*\r?\n\s+Time \((mean ± σ|abs ≡)\):/m.test(head) || STDOUT2_BLOCK.test(head)) return 'stdout';
  return undefined;
}

const PRIORITY: Kind[] = ['json', 'csv', 'stdout', 'markdown'];

/** JSON with `results` is only unmistakably hyperfine once a result shows `command` and its run data. */
function detectFile(text: string): 'yes' | 'maybe' | 'no' {
  const kind = kindOf(text);
  if (kind === undefined) return 'no';
  if (kind !== 'json') return 'yes';
  const head = text.slice(0, 4096);
  return /"command"\s*:/.test(head) && /"(exit_codes|times|measurements)"\s*:/.test(text) ? 'yes' : 'maybe';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

function parse(input: ParseInput): ParseOutput {
  const kinds = input.files.map((f) => ({ file: f, kind: kindOf(f.text) }));
  for (const want of PRIORITY) {
    // Every file of the best kind is read (several --export-json files, one per run, say).
    const hits = kinds.filter((k) => k.kind === want);
    if (hits.length === 0) continue;
    const warnings: string[] = [];
    const perFile = hits.map((k) => ({ path: k.file.path, benchmarks: PARSERS[want](k.file, warnings) }));
    const benchmarks = uniqueNames(nameByParams(nameByFile(perFile)));
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  }
  const first = input.files[0];
  throw new ParseError({
    harness: ID,
    file: first?.path ?? '<none>',
    line: 1,
    expected: 'hyperfine --export-json/--export-csv/--export-markdown output or its terminal report',
    found: first?.text.split(/\r?\n/, 1)[0]?.replace(ANSI, '') ?? '',
  });
}

/**
 * A command name that several files hold is told apart by its file: a script that exports one JSON per input
 * under the same `--command-name`s (FORM's compare script: `results-$test.json`, each with the same two names)
 * gave `ours`, `ours (2)`… in file order, so one file more or less paired one input's command with another's
 * (fixture per-test/: a false −33 %). The file is named by its base name without the extension (the path where
 * two such files share it); names that one file alone holds are left as they are.
 */
function nameByFile(perFile: { path: string; benchmarks: Benchmark[] }[]): Benchmark[] {
  if (perFile.length < 2) return perFile.flatMap((f) => f.benchmarks);
  const filesOf = new Map<string, Set<string>>();
  for (const f of perFile) {
    for (const b of f.benchmarks) {
      const files = filesOf.get(b.name);
      if (files === undefined) filesOf.set(b.name, new Set([f.path]));
      else files.add(f.path);
    }
  }
  const stem = (path: string): string => path.replace(/\\/g, '/').replace(/\.(json|csv|md|txt)$/i, '');
  const base = (path: string): string => stem(path).replace(/^.*\//, '');
  const baseCount = new Map<string, number>();
  for (const f of perFile) baseCount.set(base(f.path), (baseCount.get(base(f.path)) ?? 0) + 1);
  return perFile.flatMap((f) => {
    const label = baseCount.get(base(f.path))! > 1 ? stem(f.path) : base(f.path);
    return f.benchmarks.map((b) => (filesOf.get(b.name)!.size > 1 ? { ...b, name: `${b.name} [${label}]` } : b));
  });
}

/**
 * Commands that print alike tell apart by their parameters. JSON and CSV name a command without the parameters
 * its template does not use (`-L n 1,2 'echo {word}'` runs `echo a` twice); hyperfine's terminal report and
 * markdown export append those (`echo a (n = 1)`, src/command.rs get_name_with_unused_parameters). Without
 * the template, the parameters whose values differ between the same-named commands are appended the same way,
 * so names stay readable and do not depend on run order.
 */
function nameByParams(benchmarks: Benchmark[]): Benchmark[] {
  const groups = new Map<string, Benchmark[]>();
  for (const b of benchmarks) {
    const group = groups.get(b.name);
    if (group === undefined) groups.set(b.name, [b]);
    else group.push(b); // not a copy per command: thousands of same-named commands stay linear
  }
  const renamed = new Map<Benchmark, string>();
  for (const [name, group] of groups) {
    if (group.length < 2 || group.some((b) => b.params === undefined)) continue;
    const keys = [...new Set(group.flatMap((b) => Object.keys(b.params!)))]
      .filter((k) => new Set(group.map((b) => b.params![k])).size > 1);
    if (keys.length === 0) continue;
    for (const b of group) renamed.set(b, `${name} (${keys.map((k) => `${k} = ${b.params![k] ?? ''}`).join(', ')})`);
  }
  return renamed.size === 0 ? benchmarks : benchmarks.map((b) => (renamed.has(b) ? { ...b, name: renamed.get(b)! } : b));
}

/** `warnings`: where a reader adds what the user should know (the terminal report's times printed as zero). */
const PARSERS: Record<Kind, (file: SourceFile, warnings: string[]) => Benchmark[]> = {
  json: parseJson,
  csv: parseCsv,
  stdout: parseStdout,
  markdown: parseMarkdown,
};

// ---- JSON ----

function parseJson(file: SourceFile): Benchmark[] {
  const src: JsonSource = { harness: ID, file: file.path };
  const root = record(src, parseJsonFile(src, file, 'hyperfine --export-json output'), '$');
  const results = array(src, root.results, 'results');
  if (results.length === 0) fail(src, 'results', 'at least one benchmark result', results);
  return results.map((r, i) => {
    const path = `results[${i}]`;
    const result = record(src, r, path);
    return Array.isArray(result.measurements) ? readMeasuredResult(src, result, path) : readClassicResult(src, result, path);
  });
}

/** hyperfine ≤ 1.x: summary numbers in seconds at the top of each result, `times` holds every run. */
function readClassicResult(src: JsonSource, r: JsonRecord, path: string): Benchmark {
  const name = string(src, r.command, `${path}.command`);
  const samples = r.times === undefined || r.times === null
    ? undefined
    : scaleFiniteArray(src, r.times, `${path}.times`, S_TO_NS);
  const exitCodes = array(src, r.exit_codes ?? [], `${path}.exit_codes`);
  // The harness's own estimate: hyperfine prints the mean, but exports the median too; the median is
  // what benchgate compares for whole-process timings (robust to the odd slow start-up).
  const time: Metric = {
    unit: 'ns',
    direction: 'smaller',
    value: finite(src, r.median, `${path}.median`, S_TO_NS),
    statistic: 'median',
    n: samples?.length ?? (exitCodes.length > 0 ? exitCodes.length : undefined),
    spread: {
      stddev: optNonNegative(src, r.stddev, `${path}.stddev`, S_TO_NS),
      min: finite(src, r.min, `${path}.min`, S_TO_NS),
      max: finite(src, r.max, `${path}.max`, S_TO_NS),
    },
  };
  if (samples !== undefined) time.samples = samples;
  const metrics: Record<string, Metric> = {
    [METRIC.time]: time,
    // user/system are means over the runs (hyperfine exports no per-run values for them).
    'user-time': { unit: 'ns', direction: 'smaller', value: finite(src, r.user, `${path}.user`, S_TO_NS), statistic: 'mean' },
    'system-time': { unit: 'ns', direction: 'smaller', value: finite(src, r.system, `${path}.system`, S_TO_NS), statistic: 'mean' },
  };
  if (r.memory_usage_byte !== undefined && r.memory_usage_byte !== null) {
    const mem = array(src, r.memory_usage_byte, `${path}.memory_usage_byte`).map((m, j) =>
      nonNegative(src, m, `${path}.memory_usage_byte[${j}]`));
    if (mem.length > 0) metrics['max-rss'] = sampleMetric(mem, 'B');
  }
  const codes = exitCodes.map((c, j) => (c === null ? null : finite(src, c, `${path}.exit_codes[${j}]`)));
  return withStatus({ name, params: readParams(src, r.parameters, `${path}.parameters`), metrics }, codes);
}

const WORD_TIME: Record<string, number> = { second: 1e9, millisecond: 1e6, microsecond: 1e3, nanosecond: 1 };
const WORD_BYTES: Record<string, number> = { byte: 1, kilobyte: 1e3, kibibyte: 1024, megabyte: 1e6, mebibyte: 1024 ** 2, gigabyte: 1e9, gibibyte: 1024 ** 3 };

/** A unit as the newer JSON writes it (`"second"`, `"byte"`) or as a symbol (`"ms"`, `"MiB"`). */
function unitFactor(unit: string): { factor: number; unit: 'ns' | 'B' } | undefined {
  const t = own(WORD_TIME, unit) ?? timeFactor(unit);
  if (t !== undefined) return { factor: t, unit: 'ns' };
  const b = own(WORD_BYTES, unit) ?? byteFactor(unit);
  return b === undefined ? undefined : { factor: b, unit: 'B' };
}

/**
 * The newer shape (hyperfine 2 development, from its source): each run is a `measurements[]` entry
 * `{ time_wall_clock: {value, unit}, time_user, time_system, <memory>, exit_code }`, and `summary`
 * holds `{unit, count, mean, stddev, median, min, max}` per metric. No captured sample was available.
 */
function readMeasuredResult(src: JsonSource, r: JsonRecord, path: string): Benchmark {
  const command = string(src, r.command, `${path}.command`);
  const name = typeof r.name === 'string' && r.name.trim() !== '' ? r.name : command;
  const runs = array(src, r.measurements, `${path}.measurements`).map((m, j) => record(src, m, `${path}.measurements[${j}]`));
  if (runs.length === 0) fail(src, `${path}.measurements`, 'at least one run', runs);
  const summary = r.summary === undefined ? {} : record(src, r.summary, `${path}.summary`);
  const metrics: Record<string, Metric> = {};
  const keys = new Set<string>();
  for (const run of runs) for (const k of Object.keys(run)) if (k !== 'exit_code') keys.add(k);
  for (const key of keys) {
    const samples: number[] = [];
    let unit = 'count'; // hardware counters (cycles, instructions) carry no unit
    for (let j = 0; j < runs.length; j++) {
      const q = runs[j]![key];
      const qPath = `${path}.measurements[${j}].${key}`;
      if (q === undefined || q === null) continue;
      if (typeof q === 'number') {
        samples.push(finite(src, q, qPath));
        continue;
      }
      const quantity = record(src, q, qPath);
      // hyperfine 2 writes a hardware counter as `{"value": 123}`, without a unit (measurement.rs serialize_optional_count).
      if (quantity.unit === undefined && own(V2_METRICS, key)?.kind === 'count') {
        samples.push(finite(src, quantity.value, `${qPath}.value`));
        continue;
      }
      const u = unitFactor(string(src, quantity.unit, `${qPath}.unit`)) ?? fail(src, `${qPath}.unit`, 'a time or byte unit', quantity.unit);
      unit = u.unit;
      samples.push(finite(src, quantity.value, `${qPath}.value`, u.factor));
    }
    if (samples.length === 0) continue;
    const stats = isRecord(summary[key]) ? readSummary(src, summary[key], `${path}.summary.${key}`, own(V2_METRICS, key)?.kind === 'count') : undefined;
    metrics[own(V2_METRICS, key)?.metric ?? own(MEASURED_NAMES, key) ?? key] = sampleMetric(samples, unit, stats);
  }
  if (metrics[METRIC.time] === undefined) fail(src, `${path}.measurements[0].time_wall_clock`, 'a wall-clock time per run', undefined);
  const codes = runs.map((run, j) => (run.exit_code === null || run.exit_code === undefined ? null : finite(src, run.exit_code, `${path}.measurements[${j}].exit_code`)));
  return withStatus({ name, params: readParams(src, r.parameters, `${path}.parameters`), metrics }, codes);
}

/** Names of hyperfine's development source before 2.0 (V2_METRICS has 2.0's). */
const MEASURED_NAMES: Record<string, string> = {
  peak_memory_usage: 'max-rss',
};

interface Summary {
  median?: number;
  stddev?: number;
  min?: number;
  max?: number;
}

function readSummary(src: JsonSource, value: unknown, path: string, counter: boolean): Summary {
  const s = record(src, value, path);
  // A counter's summary has no unit (json.rs StatisticalSummary: units only for seconds and bytes).
  const u = counter && s.unit === undefined ? { factor: 1 } : unitFactor(string(src, s.unit, `${path}.unit`));
  if (u === undefined) return fail(src, `${path}.unit`, 'a time or byte unit', s.unit);
  return {
    median: optFinite(src, s.median, `${path}.median`, u.factor),
    stddev: optNonNegative(src, s.stddev, `${path}.stddev`, u.factor),
    min: optFinite(src, s.min, `${path}.min`, u.factor),
    max: optFinite(src, s.max, `${path}.max`, u.factor),
  };
}

/** A metric from per-run values: the harness's summary when given, else median/stddev/min/max of the runs. */
function sampleMetric(samples: number[], unit: string, stats?: Summary): Metric {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const sd = samples.length > 1 ? Math.sqrt(samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (samples.length - 1)) : undefined;
  const stddev = stats?.stddev ?? (sd !== undefined && Number.isFinite(sd) ? sd : undefined);
  const metric: Metric = {
    unit,
    direction: 'smaller',
    value: stats?.median ?? median,
    statistic: 'median',
    samples,
    n: samples.length,
    spread: { stddev, min: stats?.min ?? sorted[0]!, max: stats?.max ?? sorted[sorted.length - 1]! },
  };
  // Peak RSS is often the same in every run of one hyperfine invocation and still moves between invocations
  // (3.03 then 3.12 MiB for `sleep 0.01`, fixture v2.0.0-aa/): equal samples do not make it an exact count.
  if (unit === 'B') metric.exact = false;
  return metric;
}

/** `{"size": "2"}` (1.x) or `{"size": {"value": "2"}}` tolerated; values kept as strings. */
function readParams(src: JsonSource, value: unknown, path: string): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(record(src, value, path))) {
    params[k] = isRecord(v) ? scalarText(src, v.value, `${path}.${k}.value`) : scalarText(src, v, `${path}.${k}`);
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/**
 * Only `hyperfine -i` exports non-zero exit codes. The same code in every run is the command's outcome (grep
 * finding nothing exits 1): kept as `exitCode`, and compared only with a side that exited alike. Codes that
 * differ between runs, or a signal (`null`), mean the command failed.
 */
function withStatus(b: Benchmark, codes: (number | null)[]): Benchmark {
  const bad = codes.filter((c) => c !== 0);
  if (bad.length === 0) return b;
  const first = bad[0]!;
  if (bad.length === codes.length && first !== null && Number.isInteger(first) && bad.every((c) => c === first)) return { ...b, exitCode: first };
  const shown = [...new Set(bad.map((c) => (c === null ? 'signal' : String(c))))].join(', ');
  return { ...b, status: 'failed', error: `${bad.length} of ${codes.length} runs exited non-zero (${shown})` };
}

// ---- CSV ----

/** Splits one CSV record (hyperfine quotes fields that hold commas or quotes, doubling inner quotes). */
function splitCsv(line: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let cell = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) return undefined;
        cell += line.slice(i, q);
        if (line[q + 1] === '"') {
          cell += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(cell);
    } else {
      const c = line.indexOf(',', i);
      out.push(line.slice(i, c < 0 ? undefined : c));
      i = c < 0 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ',') return undefined;
    i++;
  }
}

/** hyperfine ends every line it writes with a newline: a last line without one was cut off, maybe where it still parses. */
function refuseCutLastLine(file: SourceFile, lines: string[]): void {
  const last = lines[lines.length - 1]!;
  if (last.trim() !== '') throw new ParseError({ harness: ID, file: file.path, line: lines.length, expected: WHOLE_LAST_LINE, found: last });
}

function parseCsv(file: SourceFile): Benchmark[] {
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const header = splitCsv(lines[0] ?? '') ?? [];
  if (header[1]?.endsWith('_unit')) return parseCsv2(file, lines, header);
  const col = (name: string): number => header.indexOf(name);
  const benchmarks: Benchmark[] = [];
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '') return;
    const cells = splitCsv(text);
    if (cells === undefined || cells.length !== header.length) err(line, `${header.length} CSV fields`, text);
    const num = (name: string, min = -Infinity): number => {
      const raw = cells![col(name)] ?? '';
      const v = parseNumber(raw);
      if (v === undefined || v < min || !Number.isFinite(v * S_TO_NS)) return err(line, `a number of seconds in column "${name}"`, raw);
      return v * S_TO_NS;
    };
    const name = cells![0]!;
    if (name.trim() === '') err(line, 'a command in column "command"', text);
    const params: Record<string, string> = {};
    header.forEach((h, j) => {
      if (h.startsWith('parameter_')) params[h.slice('parameter_'.length)] = cells![j]!;
    });
    benchmarks.push({
      name,
      params: Object.keys(params).length > 0 ? params : undefined,
      metrics: {
        [METRIC.time]: {
          unit: 'ns', direction: 'smaller', value: num('median'), statistic: 'median',
          spread: { stddev: cells![col('stddev')] === '' ? undefined : num('stddev', 0), min: num('min'), max: num('max') },
        },
        'user-time': { unit: 'ns', direction: 'smaller', value: num('user'), statistic: 'mean' },
        'system-time': { unit: 'ns', direction: 'smaller', value: num('system'), statistic: 'mean' },
      },
    });
  });
  if (benchmarks.length === 0) err(lines.length, 'at least one CSV row after the header', '');
  return benchmarks;
}

/**
 * hyperfine 2's CSV (src/export/csv.rs): `command`, then per metric `<m>_unit,<m>_mean,<m>_stddev,<m>_median,<m>_min,
 * <m>_max` (the unit `s`, `B` or `count` unless `--metrics m:unit` chose one; stddev empty for one run; all six
 * empty but the unit where a command lacks that metric), then `parameter_<name>` columns.
 */
function parseCsv2(file: SourceFile, lines: string[], header: string[]): Benchmark[] {
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const metrics: { key: string; def: V2Metric; at: number }[] = [];
  const paramCols: { name: string; at: number }[] = [];
  for (let j = 1; j < header.length; j++) {
    const h = header[j]!;
    if (h.startsWith('parameter_')) {
      paramCols.push({ name: h.slice('parameter_'.length), at: j });
      continue;
    }
    const key = h.slice(0, -'_unit'.length);
    const def = own(V2_METRICS, key);
    const fields = ['unit', 'mean', 'stddev', 'median', 'min', 'max'].map((f) => `${key}_${f}`);
    if (!h.endsWith('_unit') || def === undefined || fields.some((f, k) => header[j + k] !== f)) {
      err(1, `hyperfine 2 metric columns "<metric>_unit,<metric>_mean,<metric>_stddev,<metric>_median,<metric>_min,<metric>_max" (metrics: ${Object.keys(V2_METRICS).join(', ')}) or parameter_<name>`, h);
    }
    metrics.push({ key, def: def!, at: j });
    j += 5;
  }
  if (metrics.length === 0) err(1, 'a "<metric>_unit" column', lines[0]!);
  const benchmarks: Benchmark[] = [];
  lines.slice(1).forEach((text, i) => {
    const line = i + 2;
    if (text.trim() === '') return;
    const cells = splitCsv(text);
    if (cells === undefined || cells.length !== header.length) return err(line, `${header.length} CSV fields`, text);
    const name = cells[0]!;
    if (name.trim() === '') err(line, 'a command in column "command"', text);
    const out: Record<string, Metric> = {};
    for (const { key, def, at } of metrics) {
      const symbol = cells[at]!;
      const [mean, stddev, median, min, max] = cells.slice(at + 1, at + 6);
      if ([mean, stddev, median, min, max].every((c) => c === '')) continue; // metric unavailable for this command
      const factor = v2Factor(def.kind, symbol) ?? err(line, `a ${def.kind} unit in column "${key}_unit"`, symbol);
      const num = (col: string, raw: string | undefined, min = -Infinity): number => {
        const v = parseNumber(raw ?? '');
        if (v === undefined || v < min || !Number.isFinite(v * factor)) return err(line, `a number in column "${key}_${col}"`, raw ?? '');
        return v * factor;
      };
      const metric: Metric = {
        unit: CANONICAL_UNIT[def.kind], direction: 'smaller', value: num('median', median), statistic: 'median',
        spread: { stddev: stddev === '' ? undefined : num('stddev', stddev, 0), min: num('min', min), max: num('max', max) },
      };
      if (def.kind === 'memory') metric.exact = false;
      out[def.metric] = metric;
    }
    if (Object.keys(out).length === 0) err(line, 'a value in at least one metric column', text);
    const params = Object.fromEntries(paramCols.map((p) => [p.name, cells[p.at]!]));
    benchmarks.push({ name, params: paramCols.length > 0 ? params : undefined, metrics: out });
  });
  if (benchmarks.length === 0) err(lines.length, 'at least one CSV row after the header', '');
  return benchmarks;
}

// ---- terminal report ----

const QTY = String.raw`([+-]?[\d.,]+)\s*(ns|µs|μs|us|ms|s)`;
const TIME_LINE = new RegExp(String.raw`^\s*Time \((mean ± σ|abs ≡)\):\s*${QTY}(?:\s*±\s*${QTY})?\s*(?:\[User: ${QTY}, System: ${QTY}\])?\s*$`);
const RANGE_LINE = new RegExp(String.raw`^\s*Range \(min … max\):\s*${QTY}\s*…\s*${QTY}\s*(\d+) runs?\s*$`);

// The terminal report prints times to 0.1 ms (`System: 0.0 ms`): a zero there is under that resolution, not a
// measured 0. The JSON and CSV exports have the exact values.
const EXACT = 'the JSON export (--export-json)';

function parseStdout(file: SourceFile, warnings: string[]): Benchmark[] {
  if (STDOUT2_BLOCK.test(file.text.replace(ANSI, ''))) return parseStdout2(file, warnings);
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const benchmarks: Benchmark[] = [];
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  const ns = (line: number, value: string | undefined, unit: string | undefined): number => {
    const v = parseNumber(value ?? '');
    const f = timeFactor(unit === 'us' ? 'µs' : (unit ?? ''));
    if (v === undefined || f === undefined || !Number.isFinite(v * f)) return err(line, 'a time like "30.3 ms"', `${value} ${unit}`);
    return v * f;
  };
  refuseCutLastLine(file, lines);
  // One hyperfine run numbers its commands from 1 and, with two or more, always closes with its
  // "Summary" (relative speed; scheduler.rs print_relative_speed_comparison). Runs may be concatenated
  // (each restarts at "Benchmark 1:"): a run of two or more blocks without a Summary was cut off.
  let run: { blocks: number; summary: boolean; lastLine: number } = { blocks: 0, summary: false, lastLine: 0 };
  const closeRun = (): void => {
    if (run.blocks >= 2 && !run.summary) {
      err(run.lastLine, 'hyperfine\'s "Summary" after its benchmarks (it prints one whenever it ran two commands or more: the output was cut off, or the run was killed)', lines[run.lastLine - 1] ?? '');
    }
  };
  for (let i = 0; i < lines.length; i++) {
    // Where a command's time is 0, the same place holds a note that no comparison could be made (1.15.0).
    if (/^Summary\s*$/.test(lines[i]!) || lines[i]!.startsWith('Note: The benchmark comparison could not be computed')) run.summary = true;
    // The name is trimmed in code: a lazy name before `\s*$` retried the spaces inside it from each position (50,000: 1 s).
    const head = /^Benchmark #?(\d+): (.+)$/.exec(lines[i]!);
    if (!head) continue;
    const name = head[2]!.trimEnd() || head[2]!;
    if (head[1] === '1') {
      closeRun();
      run = { blocks: 0, summary: false, lastLine: 0 };
    }
    run.blocks++;
    const t = TIME_LINE.exec(lines[i + 1] ?? '');
    if (!t) err(i + 2, '"  Time (mean ± σ):  <mean> ± <σ>  [User: …, System: …]"', lines[i + 1] ?? '');
    const time: Metric = { unit: 'ns', direction: 'smaller', value: ns(i + 2, t![2], t![3]), statistic: 'mean' };
    if (t![4] !== undefined) time.spread = { stddev: Math.abs(ns(i + 2, t![4], t![5])) };
    const metrics: Record<string, Metric> = { [METRIC.time]: time };
    if (t![6] !== undefined) {
      metrics['user-time'] = { unit: 'ns', direction: 'smaller', value: ns(i + 2, t![6], t![7]), statistic: 'mean' };
      metrics['system-time'] = { unit: 'ns', direction: 'smaller', value: ns(i + 2, t![8], t![9]), statistic: 'mean' };
    }
    for (const [metric, value, unit] of [[METRIC.time, t![2], t![3]], ['user-time', t![6], t![7]], ['system-time', t![8], t![9]]] as const) {
      if (metrics[metric]?.value === 0) warnings.push(printedZeroWarning(`${file.path}:${i + 2}`, name, metric, `${value!} ${unit!}`, EXACT));
    }
    const r = RANGE_LINE.exec(lines[i + 2] ?? '');
    if (r) {
      time.spread = { ...time.spread, min: ns(i + 3, r[1], r[2]), max: ns(i + 3, r[3], r[4]) };
      time.n = Number(r[5]);
    } else if (t![1] === 'abs ≡') {
      time.n = 1;
    } else {
      err(i + 3, '"  Range (min … max):  <min> … <max>  <N> runs"', lines[i + 2] ?? '');
    }
    benchmarks.push({ name, metrics });
    run.lastLine = r ? i + 3 : i + 2;
  }
  closeRun();
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command>" block', lines[0] ?? '');
  return benchmarks;
}

const V2_HEAD = /^Benchmark (\d+): (.+) \((\d+) runs?\)\s*$/;
const V2_COLUMNS = /^\s+(?:mean\s+±\s+σ\s+min\s+…\s+max|Value)\s*$/;
const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The label only; its values are the rest of the line, trimmed. A pattern for the values (`\s+(|.*?\S)\s*$`)
// retried a run of spaces from each of its positions when the line failed later (40,000 spaces: 1.2 s).
const V2_ROW = new RegExp(String.raw`^  (${[...V2_BY_LABEL.keys()].map(esc).join('|')})(?: \[([^\]]+)\])?(?=\s)`);
const V2_QTY = String.raw`(\d+(?:\.\d+)?)(?: ([A-Za-zµμ]+))?`;
// After the values, a comparison with the first command: `+91.2%  (1.9x slower)`, `0.0%`, `N/A`.
const V2_CHANGE = String.raw`(?:\s+(?:[+-]?\d+(?:\.\d+)?%|N/A)(?:\s+\([^)]*\))?)?`;
const V2_MANY = new RegExp(String.raw`^${V2_QTY}\s+±\s+${V2_QTY}\s+${V2_QTY}\s+…\s+${V2_QTY}${V2_CHANGE}$`);
const V2_ONE = new RegExp(String.raw`^${V2_QTY}${V2_CHANGE}$`);

/**
 * hyperfine 2's terminal report (src/output/report.rs): per command a `Benchmark N: <name> (<runs> runs)` line, a
 * column header (`mean ± σ min … max`, or `Value` for one run), one row per metric (mean ± σ, min … max, each with
 * its unit; in an interactive terminal under 110 columns the unit sits in the label, `Wall Time [ms]`), then a
 * blank line. No Summary follows: a block without its closing blank line was cut off.
 */
function parseStdout2(file: SourceFile, warnings: string[]): Benchmark[] {
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const benchmarks: Benchmark[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = V2_HEAD.exec(lines[i]!);
    if (!head) continue;
    const name = head[2]!;
    const runs = Number(head[3]);
    if (!V2_COLUMNS.test(lines[i + 1] ?? '')) err(i + 2, '"  mean ± σ  min … max" (or "Value" for one run) under the benchmark line', lines[i + 1] ?? '');
    const many = !/Value\s*$/.test(lines[i + 1]!);
    const metrics: Record<string, Metric> = {};
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim() !== ''; j++) {
      const line = j + 1;
      const row = V2_ROW.exec(lines[j]!);
      if (!row) return err(line, `a metric row "  <${[...V2_BY_LABEL.keys()].join(' | ')}>  <mean> ± <σ>  <min> … <max>"`, lines[j]!);
      const def = V2_BY_LABEL.get(row[1]!)!;
      const m = (many ? V2_MANY : V2_ONE).exec(lines[j]!.slice(row[0].length).trim());
      if (!m) return err(line, many ? `"${def.label}  <mean> <unit> ± <σ> <unit>  <min> <unit> … <max> <unit>"` : `"${def.label}  <value> <unit>"`, lines[j]!);
      const at = (k: number): number => {
        const symbol = m[k + 1] ?? row[2] ?? (def.kind === 'count' ? 'count' : '');
        const factor = v2Factor(def.kind, symbol) ?? err(line, `a ${def.kind} unit after "${m[k]!}"`, symbol);
        const v = parseNumber(m[k]!);
        if (v === undefined || !Number.isFinite(v * factor)) return err(line, `a number, found in ${def.label}`, m[k]!);
        return v * factor;
      };
      const metric: Metric = { unit: CANONICAL_UNIT[def.kind], direction: 'smaller', value: at(1), statistic: 'mean', n: runs };
      if (many) metric.spread = { stddev: at(3), min: at(5), max: at(7) };
      if (def.kind === 'memory') metric.exact = false;
      if (def.kind === 'time' && metric.value === 0) {
        warnings.push(printedZeroWarning(`${file.path}:${line}`, name, def.metric, `${m[1]!} ${m[2] ?? row[2] ?? ''}`.trim(), EXACT));
      }
      metrics[def.metric] = metric;
    }
    if (Object.keys(metrics).length === 0) err(i + 3, 'at least one metric row ("  Wall Time  …")', lines[i + 2] ?? '');
    // Every block ends with a blank line (" "); the text ending right after a row (its last line is the empty
    // remainder of the split) was cut off there.
    if (j >= lines.length - 1) err(j, 'the blank line hyperfine prints after each benchmark (the output was cut off, or the run was killed)', lines[j - 1] ?? '');
    benchmarks.push({ name, metrics });
    i = j;
  }
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command> (<N> runs)" block', lines[0] ?? '');
  return benchmarks;
}

// ---- markdown export ----

function parseMarkdown(file: SourceFile): Benchmark[] {
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
  const v2 = MD2_HEADER.exec(lines[0] ?? '');
  if (v2) return parseMarkdown2(file, lines, v2[1]!, v2[2]!);
  const unit = /Mean \[([^\]]+)\]/.exec(lines[0] ?? '')?.[1] ?? '';
  const factor = timeFactor(unit === 'us' ? 'µs' : unit);
  if (factor === undefined) err(1, 'a time unit in "Mean [ms]"', lines[0] ?? '');
  const benchmarks: Benchmark[] = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    if (text.trim() === '') return;
    const m = /^\| `(.+)` \| ([\d.]+)(?: ± ([\d.]+))? \| ([\d.]+) \| ([\d.]+) \| /.exec(text);
    if (!m) return err(line, '"| `<command>` | <mean> ± <σ> | <min> | <max> | <relative> |"', text);
    const n = (s: string | undefined): number | undefined => {
      const v = parseNumber(s ?? '');
      return v === undefined || !Number.isFinite(v * factor!) ? undefined : v * factor!;
    };
    const mean = n(m[2]) ?? err(line, 'a mean', m[2]!);
    benchmarks.push({
      // markup.rs writes a `|` in a command as `\|` (a table cell cannot hold a bare one).
      name: m[1]!.replace(/\\\|/g, '|'),
      metrics: {
        [METRIC.time]: {
          unit: 'ns', direction: 'smaller', value: mean, statistic: 'mean',
          spread: { stddev: n(m[3]), min: n(m[4]) ?? err(line, 'a min', m[4]!), max: n(m[5]) ?? err(line, 'a max', m[5]!) },
        },
      },
    });
  });
  if (benchmarks.length === 0) err(lines.length, 'at least one table row', '');
  return benchmarks;
}

/**
 * hyperfine 2's markdown (src/export/markup.rs): `| Command | Mean <metric label> [<unit>] | Change | Factor |`, one
 * row per command with the primary metric's mean (± σ from two runs on): `` | `sleep 0.02` | 21.3 ± 0.0 | +91.2% | (1.9x slower) | ``.
 */
function parseMarkdown2(file: SourceFile, lines: string[], label: string, symbol: string): Benchmark[] {
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  const def = V2_BY_LABEL.get(label) ?? err(1, `a metric label in "Mean <label> [<unit>]" (${[...V2_BY_LABEL.keys()].join(', ')})`, label);
  const factor = v2Factor(def.kind, symbol) ?? err(1, `a ${def.kind} unit in "Mean ${label} [<unit>]"`, symbol);
  const benchmarks: Benchmark[] = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    if (text.trim() === '') return;
    const m = /^\| `(.+)` \| (\d+(?:\.\d+)?)(?: ± (\d+(?:\.\d+)?))? \| [^|]* \| [^|]* \|\s*$/.exec(text);
    if (!m) return err(line, '"| `<command>` | <mean> ± <σ> | <change> | <factor> |"', text);
    const n = (raw: string): number => {
      const v = parseNumber(raw);
      return v === undefined || !Number.isFinite(v * factor) ? err(line, 'a number', raw) : v * factor;
    };
    const metric: Metric = { unit: CANONICAL_UNIT[def.kind], direction: 'smaller', value: n(m[2]!), statistic: 'mean' };
    if (m[3] !== undefined) metric.spread = { stddev: n(m[3]) };
    if (def.kind === 'memory') metric.exact = false;
    benchmarks.push({ name: m[1]!.replace(/\\\|/g, '|'), metrics: { [def.metric]: metric } });
  });
  if (benchmarks.length === 0) err(lines.length, 'at least one table row', '');
  return benchmarks;
}

export const hyperfine: Adapter = {
  id: ID,
  description: 'hyperfine command timings (--export-json, --export-csv, --export-markdown or the terminal report)',
  detect,
  parse,
  largeJson: true,
};
