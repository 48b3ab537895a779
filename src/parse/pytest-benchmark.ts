// pytest-benchmark (https://pytest-benchmark.readthedocs.io): the `--benchmark-json` file (written by
// src/pytest_benchmark/session.py; stats from stats.py, all in seconds) and the terminal tables (table.py).
//   JSON:     `"name": "test_checksum[impl_a-1024]",` … `"median": 0.00011926949991902802,`
//   terminal: `test_encode[impl_a-1024]            1.2950 (1.0)          52.9770 (1.0) …`
// Each `stats.data` value is already per iteration (pytest-benchmark divides every round by its
// iterations; in the fixtures mean(data) equals stats.mean, pedantic iterations=5 included).
// `extra_info` has no units or direction, so its values go to `params` as text (the fixture's `bytes` is an
// input size, not a result; a name a param has too is kept as `extra_info.<name>`) and never become metrics.
import { own } from '../model/keys';
import { ParseError } from '../model/errors';
import { repeatedAcrossFiles } from './repeated-across-files';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, parseNumber, timeFactor } from '../model/units';
import { listSome, pushAll } from '../model/arrays';
import { detectAny, type Adapter, type ParseInput, type ParseOutput, type ShardSupport, type SourceFile, type Detection } from './adapter';
import {
  type JsonSource, array, fail, finite, isRecord, nonNegative, optFinite, optNonNegative, parseJsonFile, record, scaleFiniteArray, string, uniqueNames,
} from './json-doc';
import { type NumberedLine, screenLines } from './text-lines';

const ID = 'pytest-benchmark';
const S_TO_NS = 1e9;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]/g;

type Kind = 'json' | 'terminal';

// Centred in dashes to the table's width; a title wider than its table gets none, only a space each side
// (`--benchmark-group-by=fullname`: ` benchmark 'tests/…/test_x.py::test_getattr': 1 tests `).
// The group is printed as Python's repr: in double quotes when it holds a `'` and no `"` (`benchmark "it's"`).
const TABLE_TITLE = /^(?:-+ | )benchmark(?: '(.*)'| "(.*)")?: \d+ tests?(?: -+| ?)$/;
/** A line that reads as a table title to a person: one TABLE_TITLE does not take is a table lost, so it is said. */
const TITLE_LIKE = /^[ -]*benchmark\b.*: \d+ tests?\b/;
// The columns end at a non-space (`(|.*?\S)`, the same matches as `(.*?)`): lazy ones that may end inside a
// run of spaces rescanned the run from each of its positions (a header with 64 KiB of spaces: 1.9 s).
const TABLE_HEADER = /^Name \(time in (ns|us|ms|s)\)\s+(|.*?\S)\s*$/;

function kindOf(text: string): Kind | undefined {
  const head = text.slice(0, 4096).replace(ANSI, '');
  if (/^\s*\{/.test(head)) return /"benchmarks"\s*:|"machine_info"\s*:/.test(head) ? 'json' : undefined;
  // Most output has no escape at all: the whole-text replace (a copy of a 60 MB log) only when it has one.
  const clean = text.includes('\u001b') ? text.replace(ANSI, '') : text;
  // Both need the word: a native scan for it spares the line-anchored regexes a pass over a large log (a
  // 69 MB go output, checked by every harness's detection) that cannot match.
  // `test` first: a search for `benchmark` itself took 40 ms over a go output full of `Benchmark…` names,
  // and a title (`benchmark: 3 tests`) has it; only the FAILED-only form may lack it, and its header is in the head.
  if ((!clean.includes('test') && !/^benchmark: \d/m.test(head)) || !clean.includes('benchmark')) return undefined;
  return /^(?:-+ | )benchmark(?: '.*'| ".*")?: \d+ tests?(?: -+| ?)\r?$/m.test(clean) || (/^benchmark: \d/m.test(head) && /^(FAILED|ERROR) \S+::/m.test(clean))
    ? 'terminal' : undefined;
}

function detectFile(text: string): 'yes' | 'maybe' | 'no' {
  const kind = kindOf(text);
  if (kind === 'terminal') return 'yes';
  if (kind === 'json') return /"machine_info"\s*:/.test(text.slice(0, 8192)) || /"fullname"\s*:[^]*"stats"\s*:/.test(text.slice(0, 65536)) ? 'yes' : 'maybe';
  return 'no';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

function parse(input: ParseInput): ParseOutput {
  const kinds = input.files.map((file) => ({ file, kind: kindOf(file.text) }));
  const jsons = kinds.filter((k) => k.kind === 'json').map((k) => k.file);
  const terminals = kinds.filter((k) => k.kind === 'terminal').map((k) => k.file);
  if (jsons.length === 0 && terminals.length === 0) {
    underXdist(input.files);
    const first = input.files[0];
    throw new ParseError({
      harness: ID, file: first?.path ?? '<none>', line: 1,
      expected: 'a pytest-benchmark --benchmark-json file or pytest output with benchmark tables', found: first?.text.split(/\r?\n/, 1)[0] ?? '',
    });
  }
  // The JSON has the most (every round). A test whose benchmarked function raised never reaches it (nor the
  // tables): it comes from the terminal's FAILED line. A test that failed after its benchmark ran (an assert
  // on the result, a teardown error) is in both: it keeps its numbers and is marked failed.
  // Every JSON file is read (a suite may name one per test module); without JSON, every terminal output.
  const warnings: string[] = [];
  // Tables, failures and the skipped count read the same lines: split once (20 MB of newlines: 0.5 s a split).
  const screens = new Map<SourceFile, NumberedLine[]>();
  const screenOf = (file: SourceFile): NumberedLine[] => screens.get(file) ?? screens.set(file, screenLines(file.text)).get(file)!;
  const fromJson = jsons.map(parseJson);
  const again = repeatedAcrossFiles(jsons, fromJson, "pytest-benchmark's .benchmarks/ keeps a file a run");
  if (again !== undefined) warnings.push(again);
  const benchmarks = uniqueNames(jsons.length > 0 ? fromJson.flat() : terminals.flatMap((f) => parseTerminal(f, screenOf(f), warnings)));
  const measured = benchmarks.length;
  if (measured === 0) underXdist(input.files);
  const index = new Map(benchmarks.map((b, i) => [b.name, i]));
  // --benchmark-name=short names a row by the test name without its `test_` (utils.py name_formatter_short),
  // while the FAILED line has the test's own name: tables with no `test_…` row get that name shortened too.
  const short = jsons.length === 0 && benchmarks.length > 0 && !benchmarks.some((b) => b.name.startsWith('test_') || b.name.includes('::'));
  for (const file of terminals) {
    for (const read of readFailures(screenOf(file))) {
      const failure = short && read.name.startsWith('test_') ? { ...read, name: read.name.slice('test_'.length) } : read;
      // The full node id names a benchmark when its test name repeats (JSON) or with --benchmark-name=long;
      // a short name that the tables show twice (`x`, `x (2)`) cannot say which row failed.
      const at = index.get(failure.nodeId) ?? (index.has(`${failure.name} (2)`) ? undefined : index.get(failure.name));
      if (at !== undefined) {
        const b = benchmarks[at]!;
        if (b.status !== 'failed') benchmarks[at] = { ...b, status: 'failed', error: failure.error };
        continue;
      }
      const name = index.has(failure.name) ? failure.nodeId : failure.name;
      if (index.has(name)) continue;
      index.set(name, benchmarks.length);
      benchmarks.push({ name, status: 'failed', error: failure.error, metrics: {} });
    }
  }
  for (const file of terminals) {
    const skipped = skippedCount(screenOf(file));
    if (skipped > 0) {
      warnings.push(`${file.path}: pytest skipped ${skipped} test${skipped === 1 ? '' : 's'}: a skipped benchmark measured nothing and is not in these results (a missing optional dependency is the usual reason; \`pytest -rs\` lists each one's)`);
    }
  }
  if (measured === 0 && benchmarks.length > 0) {
    // Only FAILED lines: every benchmark raised, or nothing was measured (--benchmark-disable or --benchmark-skip
    // print no table and write no JSON, and the tests that passed leave no trace).
    warnings.push(`${terminals.map((f) => f.path).join(', ')}: no benchmark tables, only the ${benchmarks.length} failed test${benchmarks.length === 1 ? '' : 's'} of the summary: if the run had --benchmark-disable or --benchmark-skip, nothing was measured`);
  }
  if (benchmarks.length === 0) {
    const file = jsons[0] ?? terminals[0]!;
    throw new ParseError({ harness: ID, file: file.path, line: 1, expected: 'at least one benchmark', found: '' });
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * pytest-benchmark turns itself off under pytest-xdist (session.py: `xdist_active` sets `disabled`): no tables, no
 * JSON, only the FAILED lines of tests that broke. Output that shows xdist's workers (`created: 2/2 workers`,
 * `bringing up nodes...`, `[gw0] linux …`) or the plugin's warning, and no table, is an error saying so.
 */
const XDIST = /^(?:created: \d+\/\d+ workers?|\d+ workers? \[\d+ items?\]|bringing up nodes\.\.\.|\[gw\d+\] .*|.*Benchmarks are automatically disabled because xdist plugin is active.*)$/;

function underXdist(files: readonly SourceFile[]): void {
  for (const file of files) {
    if (!/workers|bringing up nodes|\[gw\d|xdist plugin is active/.test(file.text)) continue;
    const at = screenLines(file.text).find((line) => XDIST.test(line.text));
    if (at === undefined) continue;
    throw new ParseError({
      harness: ID, file: file.path, line: at.line,
      expected: 'benchmark tables or a --benchmark-json file; pytest-benchmark turns itself off under pytest-xdist (-n), so nothing was measured: run the benchmarks without it (`-p no:xdist`, or `-n 0`)',
      found: at.text,
    });
  }
}

// ---- JSON ----

/**
 * Param values as pytest shows them in test ids: strings and numbers as text, booleans and None as Python
 * writes them (`test_x[True]`, cattrs' `detailed_validation: true` in the JSON), an object by its repr,
 * anything else as JSON.
 */
function paramText(value: unknown): string {
  // pytest-benchmark writes a value JSON cannot hold as `UNSERIALIZABLE[<its repr>]`: the repr is the value.
  if (typeof value === 'string') return /^UNSERIALIZABLE\[([^]*)\]$/.exec(value)?.[1] ?? value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  return JSON.stringify(value) ?? 'None';
}

const ADDRESS = / at 0x[0-9a-fA-F]+/;
const ADDRESS_G = new RegExp(ADDRESS.source, 'g');

interface Row {
  b: Benchmark;
  fullname: string;
}

function parseJson(file: SourceFile): Benchmark[] {
  const src: JsonSource = { harness: ID, file: file.path };
  // Each row is converted as it is parsed: a file with every round can be gigabytes, and then only the
  // rows' samples (scaled in place) outlive the parse.
  const doc = parseJsonFile(src, file, 'a pytest-benchmark --benchmark-json file', { key: 'benchmarks', map: (row, i) => readRow(src, row, i) });
  const root = record(src, doc, '$');
  const rows = array(src, root.benchmarks, 'benchmarks') as Row[];
  if (rows.length === 0) fail(src, 'benchmarks', 'at least one benchmark', rows);
  return distinctNames(rows);
}

function readRow(src: JsonSource, row: unknown, i: number): Row {
  const path = `benchmarks[${i}]`;
  const r = record(src, row, path);
  const name = string(src, r.name, `${path}.name`);
  const fullname = typeof r.fullname === 'string' && r.fullname !== '' ? r.fullname : name;
  const s = record(src, r.stats, `${path}.stats`);
  const sp = `${path}.stats`;
  const samples = s.data !== undefined && s.data !== null
    ? scaleFiniteArray(src, s.data, `${sp}.data`, S_TO_NS)
    : undefined;
  const rounds = s.rounds === undefined ? samples?.length : nonNegative(src, s.rounds, `${sp}.rounds`);
  const time: Metric = {
    unit: 'ns',
    direction: 'smaller',
    // The median: pytest-benchmark's tables sort and compare by min/mean, but the median of the
    // rounds is its most outlier-robust estimate (GC pauses and scheduler noise are one-sided).
    value: finite(src, s.median, `${sp}.median`, S_TO_NS),
    statistic: 'median',
    n: rounds !== undefined && Number.isInteger(rounds) ? rounds : samples?.length,
    spread: {
      stddev: optNonNegative(src, s.stddev, `${sp}.stddev`, S_TO_NS),
      iqr: optNonNegative(src, s.iqr, `${sp}.iqr`, S_TO_NS),
      min: finite(src, s.min, `${sp}.min`, S_TO_NS),
      max: finite(src, s.max, `${sp}.max`, S_TO_NS),
    },
  };
  if (samples !== undefined) time.samples = samples;
  // Calls per round, which pytest-benchmark's calibration picks anew in each run.
  const calls = s.iterations === undefined || s.iterations === null ? undefined : nonNegative(src, s.iterations, `${sp}.iterations`);
  if (calls !== undefined && Number.isSafeInteger(calls) && calls > 0) time.callsPerSample = calls;
  const metrics: Record<string, Metric> = { [METRIC.time]: time };
  if (s.ops !== undefined && s.ops !== null) {
    // `ops` = 1 / mean, operations per second.
    const ops: Metric = { unit: 'ops/s', direction: 'bigger', value: nonNegative(src, s.ops, `${sp}.ops`), statistic: 'mean' };
    if (time.callsPerSample !== undefined) ops.callsPerSample = time.callsPerSample;
    const mean = optFinite(src, s.mean, `${sp}.mean`, S_TO_NS);
    withMeanError(ops, mean, time.value, time.spread?.stddev, time.n);
    metrics[METRIC.throughput] = ops;
  }
  const params: Record<string, string> = {};
  if (isRecord(r.params)) {
    const entries = Object.entries(r.params);
    // `param` is the test id's part in brackets, one id per param joined by `-` (`hooks=10-wrappers=10`).
    const ids = typeof r.param === 'string' ? r.param.split('-') : [];
    entries.forEach(([k, v], i) => {
      const text = paramText(v);
      // A repr with an address (`<function _plain_func at 0x7f48171e1440>`, pluggy's varnames benchmarks) differs
      // in every process, so base and head never share the value: the param's id stands in for it where the ids
      // split one per param, else the repr without its addresses.
      params[k] = !ADDRESS.test(text) ? text : ids.length === entries.length && ids[i] !== '' ? ids[i]! : text.replace(ADDRESS_G, '');
    });
  }
  if (isRecord(r.extra_info)) {
    for (const [k, v] of Object.entries(r.extra_info)) {
      if (v === null || v === undefined) continue;
      // Beside a param of the same name it keeps its own key (it was dropped without a word); a list or an
      // object is kept as its JSON, cut at EXTRA_INFO_MAX characters (extra_info is free-form, and any size).
      const key = params[k] === undefined ? k : `extra_info.${k}`;
      const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
      params[key] = text.length > EXTRA_INFO_MAX ? `${text.slice(0, EXTRA_INFO_MAX)}… (${text.length} characters)` : text;
    }
  }
  const group = typeof r.group === 'string' && r.group !== '' ? r.group : undefined;
  const b: Benchmark = { name, metrics };
  if (Object.keys(params).length > 0) b.params = params;
  if (group !== undefined) b.group = group;
  return { b, fullname };
}

/** The most of one extra_info value kept in params. */
const EXTRA_INFO_MAX = 200;

/**
 * `ops` is 1 / mean, so its error is the mean's: se(ops) = ops · stddev / (mean · √rounds) (delta method). Without
 * it a throughput row had no error of its own, and the mean moves with a few long pauses the median ignores:
 * python-rapidjson's test_loads[rapidjson_p-100 dicts array], median 23 µs in both runs of an A/A pair, had one
 * 48.6 ms round among 642, so its ops was 9,126 against 43,808, called +380 % at p < 0.001.
 * That standard error takes the rounds as independent, and slow rounds are not: they come in bursts (another
 * job on the machine, a GC cycle), so how many a process gets varies from process to process far more than
 * √rounds says. The share of the mean above the median, (mean − median) / mean, is what those slow rounds
 * added, and the relative error is at least that: in an A/A pair of the same suite (fixture rapidjson/full-*),
 * 17 ops rows whose mean sat 50 % above their median, with medians within 3 %, were called 2× slower.
 */
function withMeanError(ops: Metric, mean: number | undefined, median: number | undefined, stddev: number | undefined, rounds: number | undefined): void {
  if (mean === undefined || !(mean > 0) || stddev === undefined || rounds === undefined || rounds < 2) return;
  const tail = median === undefined ? 0 : Math.max(0, (mean - median) / mean);
  ops.n = rounds;
  ops.spread = { sem: ops.value * Math.max(stddev / mean / Math.sqrt(rounds), tail) };
}

function distinctNames(parsed: Row[]): Benchmark[] {
  // Test names repeat across files (`a.py::test_x`, `b.py::test_x`): then the full node id tells them apart.
  const counts = new Map<string, number>();
  for (const p of parsed) counts.set(p.b.name, (counts.get(p.b.name) ?? 0) + 1);
  const seen = new Set<string>();
  return parsed.map(({ b, fullname }) => {
    let name = counts.get(b.name)! > 1 ? fullname : b.name;
    for (let k = 2; seen.has(name); k++) name = `${fullname} (${k})`;
    seen.add(name);
    return name === b.name ? b : { ...b, name };
  });
}

// ---- terminal tables ----

/**
 * The OPS column's label, and what its numbers are multiplied by to give operations per second. Unscaled, the
 * column reads `OPS`, `OPS (Kops/s)` or `OPS (Mops/s)`; under `--benchmark-time-unit` pytest-benchmark scales
 * it by the time unit's own factor (plugin.py pytest_benchmark_scale_unit): `OPS (nops/s)` is ops/s × 1e9.
 */
const OPS_SCALE: Record<string, number> = { 'ops/s': 1, 'Kops/s': 1e3, 'Mops/s': 1e6, 'Gops/s': 1e9, 'mops/s': 1e-3, 'uops/s': 1e-6, 'nops/s': 1e-9 };

const REPR_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r', a: '\u0007', b: '\b', f: '\f', v: '\v', '0': '\0' };

/**
 * The text inside a Python repr's quotes, unescaped: table titles print the group as repr(group), so a
 * backslash in it is doubled (`'tab\\there'`), as is the `\u4e2d` pytest writes for a non-ASCII id; the
 * JSON report holds the group itself. An escape it does not know is kept as printed.
 */
function fromPythonRepr(inner: string): string {
  return inner.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (whole, e: string) => {
    if (e.length > 1) {
      const code = Number.parseInt(e.slice(1), 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return own(REPR_ESCAPES, e) ?? whole;
  });
}

function parseTerminal(file: SourceFile, lines: readonly NumberedLine[], warnings: string[]): Benchmark[] {
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  const last = lines[lines.length - 1]!;
  // lines[k]'s number in the file; past the end (a title or header on the last line), the line after the last.
  const lineAt = (k: number): number => lines[k]?.line ?? last.line + 1;
  const textAt = (k: number): string => lines[k]?.text ?? '';
  const benchmarks: Benchmark[] = [];
  for (let i = 0; i < lines.length; i++) {
    const shown = lines[i]!.text;
    const title = TABLE_TITLE.exec(shown);
    if (!title) {
      if (TITLE_LIKE.test(shown)) warnings.push(`${file.path}:${lines[i]!.line}: not read: a line like a table title that is not one pytest-benchmark prints (${JSON.stringify(shown.slice(0, 200))}); its table, if any, is missing`);
      continue;
    }
    const quoted = title[1] ?? title[2];
    const group = quoted === undefined ? undefined : fromPythonRepr(quoted);
    const header = TABLE_HEADER.exec(textAt(i + 1));
    if (!header) err(lineAt(i + 1), '"Name (time in <unit>)  Min  Max …"', textAt(i + 1));
    const factor = timeFactor(header![1]!)!;
    // Columns follow --benchmark-columns; OPS may carry a scale (`OPS (Kops/s)`).
    const columns = [...header![2]!.matchAll(/(\w+)(?: \((\w+\/s)\))?/g)].map((m) => {
      const scale = OPS_SCALE[m[2] ?? 'ops/s'];
      if (scale === undefined) err(lineAt(i + 1), `the OPS column in ${Object.keys(OPS_SCALE).join(', ')} (its numbers cannot be read as operations per second otherwise)`, `OPS (${m[2]!})`);
      return { name: m[1]!, scale: scale! };
    });
    if (!/^-+$/.test(textAt(i + 2))) err(lineAt(i + 2), 'a line of dashes under the header', textAt(i + 2));
    const rows: Benchmark[] = [];
    let j = i + 3;
    for (; j < lines.length && !/^-+$/.test(lines[j]!.text); j++) {
      const row = lines[j]!.text;
      const at = lines[j]!.line;
      // table.py closes every table with dashes: a blank line (or the end) before them is a cut-off table.
      if (row.trim() === '') err(at, 'a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)', row);
      const split = splitRow(row, columns.length);
      if (split === undefined) return err(at, `a row with ${columns.length} columns after the name`, row);
      const { name, cells } = split;
      const cell = (col: string): string | undefined => {
        const k = columns.findIndex((c) => c.name === col);
        return k < 0 ? undefined : cells[k];
      };
      const num = (col: string, scale: number): number | undefined => {
        const text = cell(col);
        if (text === undefined) return undefined;
        const v = parseNumber(text);
        if (v === undefined || !Number.isFinite(v * scale)) return err(at, `a number in column ${col}`, text);
        return v * scale;
      };
      const median = num('Median', factor);
      const mean = num('Mean', factor);
      const value = median ?? mean ?? num('Min', factor);
      if (value === undefined) return err(lineAt(i + 1), 'a Median, Mean or Min column', textAt(i + 1));
      const stddev = num('StdDev', factor);
      const iqr = num('IQR', factor);
      if ((stddev ?? 0) < 0 || (iqr ?? 0) < 0) err(at, 'non-negative StdDev and IQR', row);
      const rounds = num('Rounds', 1);
      const time: Metric = {
        unit: 'ns',
        direction: 'smaller',
        value,
        statistic: median !== undefined ? 'median' : mean !== undefined ? 'mean' : 'min',
        spread: { stddev, iqr, min: num('Min', factor), max: num('Max', factor) },
      };
      if (rounds !== undefined && Number.isInteger(rounds) && rounds >= 0) time.n = rounds;
      const calls = num('Iterations', 1);
      if (calls !== undefined && Number.isSafeInteger(calls) && calls > 0) time.callsPerSample = calls;
      const metrics: Record<string, Metric> = { [METRIC.time]: time };
      const opsCol = columns.find((c) => c.name === 'OPS');
      const ops = opsCol === undefined ? undefined : num('OPS', opsCol.scale);
      if (ops !== undefined) {
        const tp: Metric = { unit: 'ops/s', direction: 'bigger', value: ops, statistic: 'mean' };
        if (time.callsPerSample !== undefined) tp.callsPerSample = time.callsPerSample;
        withMeanError(tp, mean, median, stddev, time.n);
        metrics[METRIC.throughput] = tp;
      }
      const b: Benchmark = { name, metrics };
      if (group !== undefined) b.group = group;
      rows.push(b);
    }
    pushAll(benchmarks, alikeInTable(thisRun(rows, file.path, warnings), file.path, lines[i]!.line, warnings));
    if (j >= lines.length) err(last.line, 'a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off)', last.text);
    i = j;
  }
  return benchmarks;
}

/**
 * Rows of one table with one name: tests of one name in different modules (`pkg/test_a.py::test_work` and
 * `pkg/test_b.py::test_work`), which the table names alike and sorts by their times, so the first in one run can
 * be the second in the next (a changed test_b paired with test_a: a false "faster"). Kept, marked ambiguous
 * (never compared), and said; the JSON names each by its module.
 */
function alikeInTable(rows: Benchmark[], file: string, line: number, warnings: string[]): Benchmark[] {
  const count = new Map<string, number>();
  for (const b of rows) count.set(b.name, (count.get(b.name) ?? 0) + 1);
  const alike = [...count].filter(([, n]) => n > 1).map(([name]) => name);
  if (alike.length === 0) return rows;
  const why = 'pytest-benchmark\'s table names tests of one name in different modules alike, in the order of their times, so which row is which can change between runs: not compared (--benchmark-json names each by its module)';
  warnings.push(`${file}:${line}: the table names ${alike.length === 1 ? 'two or more tests' : 'several tests each'} alike (${listSome(alike, 5)}): ${why}`);
  return rows.map((b) => ((count.get(b.name) ?? 0) > 1 ? { ...b, ambiguous: why } : b));
}

/** A relative factor after a value: `(1.0)`, `(>1000.0)`, `(inf)` (table.py's compute_baseline_scale, when the column's best is 0). */
const FACTOR = /^\((?:>?[\d.,]+|inf)\)$/;

/**
 * A table row as its name and one token per column. Read from the right, each column a value with perhaps its
 * factor after it: the name is everything before the first value, as printed, so that a param id such as
 * `test_x[small (10)]` or a saved run's `(0001)` keeps its parentheses.
 */
function splitRow(row: string, columns: number): { name: string; cells: string[] } | undefined {
  const tokens = [...row.matchAll(/\S+/g)];
  const cells: string[] = [];
  let k = tokens.length - 1;
  for (let c = 0; c < columns; c++) {
    if (k >= 1 && FACTOR.test(tokens[k]![0])) k--;
    if (k < 1) return undefined;
    cells.push(tokens[k]![0]);
    k--;
  }
  cells.reverse();
  return { name: row.slice(0, tokens[k + 1]!.index).trim(), cells };
}

/**
 * Under --benchmark-compare each compared benchmark has a row `<name> (NOW)` and one per saved run it is
 * compared with, `<name> (<run>)` (the run's file name, cut to 12 or 4 characters: utils.py name_formatter_*).
 * Saved runs are not this run: their rows are left out with a warning and `(NOW)` dropped from the names.
 */
function thisRun(rows: Benchmark[], file: string, warnings: string[]): Benchmark[] {
  const now = new Set(rows.filter((b) => b.name.endsWith(' (NOW)')).map((b) => b.name.slice(0, -' (NOW)'.length)));
  if (now.size === 0) return rows;
  const kept: Benchmark[] = [];
  let saved = 0;
  for (const b of rows) {
    if (b.name.endsWith(' (NOW)')) kept.push({ ...b, name: b.name.slice(0, -' (NOW)'.length) });
    else if (/ \([^()]*\)$/.test(b.name) && now.has(b.name.slice(0, b.name.lastIndexOf(' (')))) saved++;
    else kept.push(b);
  }
  warnings.push(`${file}: ${saved} row${saved === 1 ? '' : 's'} of saved runs (--benchmark-compare) left out: they are earlier runs, not this one`);
  return kept;
}

/**
 * A line of pytest's short test summary: `FAILED <node id> - <message>` (the message is optional). Param ids
 * may hold spaces (`test_x[slow path]`), so the id is a path, `::` names and an optional `[…]` up to the
 * first ` - ` after it; the name is the last `::` part with its brackets.
 */
const SUMMARY_LINE = /^(FAILED|ERROR) ((?:[^:\s]| (?!- ))+(?:::[^\s:[\]]+)*::([^\s:[\]]+(?:\[.*?\])?))(?: - (.*))?$/;

interface Failure {
  nodeId: string;
  name: string;
  error: string;
}

/**
 * `FAILED test_bench.py::test_x[a-1] - AssertionError: …` (pytest's short summary) → its node id, name and
 * message. The summary cuts its message to the terminal's width (`- Mo...`, or no message at all): the
 * test's own section above it has the whole line, and is read then.
 */
function readFailures(lines: readonly NumberedLine[]): Failure[] {
  const out: Failure[] = [];
  let sections: Map<string, string> | undefined;
  for (const { text: line } of lines) {
    const m = SUMMARY_LINE.exec(line);
    if (!m) continue;
    const given = m[4];
    const cut = given === undefined || given.endsWith('...');
    const whole = cut ? (sections ??= sectionMessages(lines)).get(`${m[1]}\u0000${m[2]!.split('::').slice(1).join('.')}`) : undefined;
    out.push({ nodeId: m[2]!, name: m[3]!, error: whole ?? given ?? `${m[1]} ${m[2]}` });
  }
  return out;
}

/** A section header of pytest's FAILURES and ERRORS: `____ test_x[a] ____`, `____ ERROR at setup of TestC.test_y ____`. */
const SECTION_HEADER = /^_{3,} (?:(ERROR) at (?:setup|teardown) of )?(.+?) _{3,}$/;
const SECTION_END = /^={3,} .* ={3,}$|^-{3,} .* -{3,}$/;
/** A line of the exception pytest prints under a traceback (`E       assert 45 == -1`). */
const EXCEPTION_LINE = /^E {2,}(\S.*)$/;

/**
 * Each failed or errored test's message from its section: the first line of the section's last `E` block
 * (the innermost frame, where pytest's summary takes its message from), keyed by FAILED or ERROR and the
 * test's name as the header shows it (node id after the file, `::` as `.`).
 */
function sectionMessages(lines: readonly NumberedLine[]): Map<string, string> {
  const out = new Map<string, string>();
  let key: string | undefined;
  let message: string | undefined;
  let inBlock = false;
  const close = (): void => {
    if (key !== undefined && message !== undefined && !out.has(key)) out.set(key, message);
    key = undefined;
    message = undefined;
  };
  for (const { text: line } of lines) {
    const header = SECTION_HEADER.exec(line);
    if (header) {
      close();
      key = `${header[1] ?? 'FAILED'}\u0000${header[2]}`;
      inBlock = false;
      continue;
    }
    if (SECTION_END.test(line)) {
      close();
      continue;
    }
    if (key === undefined) continue;
    const e = EXCEPTION_LINE.exec(line);
    if (e && !inBlock) message = e[1]!.trim();
    inBlock = e !== null;
  }
  close();
  return out;
}

/** pytest's closing line (`=== 57 passed, 113 skipped, 8 errors in 7.06s ===`): how many tests it skipped. */
// The line's frame and its counts are matched apart: one pattern's `.*\d+ ` rescanned a long run of digits
// from each of its positions (a closing line followed by 64 KiB of digits took 1.3 s).
const CLOSING_LINE = /^=+ (.*) =+$/;
const CLOSING_COUNT = /\d (?:passed|failed|skipped|errors?|deselected|xfailed|xpassed|warnings?)\b/;

function skippedCount(lines: readonly NumberedLine[]): number {
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = CLOSING_LINE.exec(lines[i]!.text);
    if (m && CLOSING_COUNT.test(m[1]!)) return Number(/(?<!\d)(\d+) skipped\b/.exec(m[1]!)?.[1] ?? 0);
  }
  return 0;
}

const afterLastSeparator = (id: string): string => (id.includes('::') ? id.slice(id.lastIndexOf('::') + 2) : id);

/**
 * Shards select test node ids: `--collect-only -q` lists them; the others are deselected one by one
 * (exact, unlike -k's substring match, and it keeps the command's own paths and options).
 */
const shard: ShardSupport = {
  unitOf: (b) => afterLastSeparator(b.name),
  keyOfListed: (nodeId) => afterLastSeparator(nodeId),
  listArgs: { args: ['--collect-only', '-q'] },
  parseList: (stdout) => stdout.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.includes('::') && !/\s/.test(l)),
  selectArgs: (units, all) => {
    const keep = new Set(units);
    return { args: all.filter((u) => !keep.has(u)).flatMap((u) => ['--deselect', u]) };
  },
};

export const pytestBenchmark: Adapter = {
  id: ID,
  description: 'pytest-benchmark --benchmark-json files or its terminal tables (failed tests from pytest output)',
  detect,
  parse,
  shard,
  largeJson: true,
};
