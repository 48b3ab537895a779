// hyperfine (https://github.com/sharkdp/hyperfine): whole-command timings.
// Formats: `--export-json` (src/export/json.rs; fields from src/benchmark/benchmark_result.rs), `--export-csv`,
// `--export-markdown`, and the terminal report on stdout. JSON and CSV are always in seconds.
//   JSON: `"command": "./work impl_a 1", "mean": 0.030345338200000006, … "median": 0.029976389000000003,`
//   stdout: `  Time (mean ± σ):      30.3 ms ±   1.6 ms    [User: 27.8 ms, System: 2.3 ms]`
// A newer JSON shape (per-run `measurements[]` of `{value, unit}` plus `summary.<metric>` statistics, with
// `metadata.json_schema_version` or `schema_version`) is read too; it was implemented from hyperfine's
// source, not from a captured file (see test/parse/hyperfine.test.ts).
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

function kindOf(text: string): Kind | undefined {
  const head = text.slice(0, 4096).replace(ANSI, '');
  const start = head.trimStart();
  if (start.startsWith('{')) {
    return /"results"\s*:/.test(head) ? 'json' : undefined;
  }
  if (/^command,mean,stddev,median,user,system,min,max\b/.test(start)) return 'csv';
  if (/^\| Command \| Mean \[[^\]]+\] \| Min \[/.test(start)) return 'markdown';
  // hyperfine 1.11 (and older) numbered the blocks `Benchmark #1:`.
  if (/^Benchmark #?\d+: .*\r?\n\s+Time \((mean ± σ|abs ≡)\):/m.test(head)) return 'stdout';
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
    const benchmarks = uniqueNames(hits.flatMap((k) => PARSERS[want](k.file, warnings)));
    return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
  }
  const first = input.files[0];
  throw new ParseError({
    harness: ID,
    file: first?.path ?? '<none>',
    line: 1,
    expected: 'hyperfine --export-json/--export-csv/--export-markdown output or its terminal report',
    found: first?.text.replace(ANSI, '').split(/\r?\n/)[0] ?? '',
  });
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
  const t = WORD_TIME[unit] ?? timeFactor(unit);
  if (t !== undefined) return { factor: t, unit: 'ns' };
  const b = WORD_BYTES[unit] ?? byteFactor(unit);
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
      const u = unitFactor(string(src, quantity.unit, `${qPath}.unit`)) ?? fail(src, `${qPath}.unit`, 'a time or byte unit', quantity.unit);
      unit = u.unit;
      samples.push(finite(src, quantity.value, `${qPath}.value`, u.factor));
    }
    if (samples.length === 0) continue;
    const stats = isRecord(summary[key]) ? readSummary(src, summary[key], `${path}.summary.${key}`) : undefined;
    metrics[MEASURED_NAMES[key] ?? key] = sampleMetric(samples, unit, stats);
  }
  if (metrics[METRIC.time] === undefined) fail(src, `${path}.measurements[0].time_wall_clock`, 'a wall-clock time per run', undefined);
  const codes = runs.map((run, j) => (run.exit_code === null || run.exit_code === undefined ? null : finite(src, run.exit_code, `${path}.measurements[${j}].exit_code`)));
  return withStatus({ name, params: readParams(src, r.parameters, `${path}.parameters`), metrics }, codes);
}

const MEASURED_NAMES: Record<string, string> = {
  time_wall_clock: METRIC.time,
  time_user: 'user-time',
  time_system: 'system-time',
  time_cpu: 'cpu-time',
  peak_memory_usage: 'max-rss',
  memory_peak_resident: 'max-rss',
};

interface Summary {
  median?: number;
  stddev?: number;
  min?: number;
  max?: number;
}

function readSummary(src: JsonSource, value: unknown, path: string): Summary {
  const s = record(src, value, path);
  const u = unitFactor(string(src, s.unit, `${path}.unit`));
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
  return {
    unit,
    direction: 'smaller',
    value: stats?.median ?? median,
    statistic: 'median',
    samples,
    n: samples.length,
    spread: { stddev, min: stats?.min ?? sorted[0]!, max: stats?.max ?? sorted[sorted.length - 1]! },
  };
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

/** Non-zero (or signal, `null`) exit codes mean the command failed; only `hyperfine -i` exports those. */
function withStatus(b: Benchmark, codes: (number | null)[]): Benchmark {
  const bad = codes.filter((c) => c !== 0);
  if (bad.length === 0) return b;
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

// ---- terminal report ----

const QTY = String.raw`([+-]?[\d.,]+)\s*(ns|µs|μs|us|ms|s)`;
const TIME_LINE = new RegExp(String.raw`^\s*Time \((mean ± σ|abs ≡)\):\s*${QTY}(?:\s*±\s*${QTY})?\s*(?:\[User: ${QTY}, System: ${QTY}\])?\s*$`);
const RANGE_LINE = new RegExp(String.raw`^\s*Range \(min … max\):\s*${QTY}\s*…\s*${QTY}\s*(\d+) runs?\s*$`);

// The terminal report prints times to 0.1 ms (`System: 0.0 ms`): a zero there is under that resolution, not a
// measured 0. The JSON and CSV exports have the exact values.
const EXACT = 'the JSON export (--export-json)';

function parseStdout(file: SourceFile, warnings: string[]): Benchmark[] {
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
    if (/^Summary\s*$/.test(lines[i]!)) run.summary = true;
    const head = /^Benchmark #?(\d+): (.+?)\s*$/.exec(lines[i]!);
    if (!head) continue;
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
      if (metrics[metric]?.value === 0) warnings.push(printedZeroWarning(`${file.path}:${i + 2}`, head[2]!, metric, `${value!} ${unit!}`, EXACT));
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
    benchmarks.push({ name: head[2]!, metrics });
    run.lastLine = r ? i + 3 : i + 2;
  }
  closeRun();
  if (benchmarks.length === 0) err(1, 'a "Benchmark 1: <command>" block', lines[0] ?? '');
  return benchmarks;
}

// ---- markdown export ----

function parseMarkdown(file: SourceFile): Benchmark[] {
  const lines = file.text.replace(ANSI, '').split(/\r?\n/);
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  refuseCutLastLine(file, lines);
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

export const hyperfine: Adapter = {
  id: ID,
  description: 'hyperfine command timings (--export-json, --export-csv, --export-markdown or the terminal report)',
  detect,
  parse,
  largeJson: true,
};
