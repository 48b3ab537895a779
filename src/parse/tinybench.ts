// tinybench: the task results as JSON (`JSON.stringify(bench.tasks.map(t => ({ name: t.name, result: t.result })))`)
// or the `console.table(bench.table())` printout. Formats:
// - v3+ (fixtures: 6.2.3) TaskResult with nested `latency` / `throughput` statistics, latency in ms:
//   https://github.com/tinylibs/tinybench/blob/main/src/types.ts ; table(): `Task name`, `Latency avg (ns)`
//   (`mean ± rme%`), `Latency med (ns)` (`p50 ± mad`), `Throughput avg/med (ops/s)`, `Samples`; errored
//   tasks get `Error` / `Stack` columns instead (tinybench 6.2.3 dist/index.js, the table row builder).
// - v2 TaskResult flat on `result`: `hz`, `mean`/`min`/`max`/`sd`/`sem`/`moe`/`rme`/`p75`/`p99` and
//   `samples` in ms, `error?` — learned from tinylibs/tinybench `@types/index.d.ts` (commit 4ea3e18db30c…)
//   via the code search; v2 table() rows are `Task Name`, `ops/sec`, `Average Time (ns)`, `Margin`, `Samples`
//   (tinybench 2.x dist index.d.ts, found by find_string "'Average Time (ns)'").
// Real examples (test/fixtures/tinybench/base):
//   "latency": { …, "mean": 0.005653147460358216, …, "p50": 0.005447999999887543, …, "samplesCount": 35379, … }
//   │ 0       │ 'checksum/impl_a/1024'   │ '5653.1 ± 0.38%'   │ '5448.0 ± 137.00'  │ '180741 ± 0.09%'       │ '183554 ± 4599'        │ 35379   │
import type { Benchmark, Metric, Spread } from '../model/results';
import { defined, reciprocalSpread } from './sample-stats';
import { ParseError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { METRIC, parseNumber, timeFactor } from '../model/units';
import type { Adapter, ParseInput, ParseOutput, SourceFile } from './adapter';
import { isRecord as isObject, parseJsonFile as readJsonFile } from './json-doc';
import { lineOfIndex, numberedLines, stripAnsi, type NumberedLine } from './text-lines';

const ID = 'tinybench';
const MS = 1e6; // tinybench measures in milliseconds; canonical time is ns

type Json = Record<string, unknown>;


// ---------- JSON ----------

interface At {
  file: string;
  path: string;
}

function fail(at: At, expected: string, found?: unknown): never {
  throw new ParseError({ harness: ID, file: at.file, path: at.path, expected, found: found === undefined ? undefined : JSON.stringify(found) ?? String(found) });
}

/** A number field; `null` (how JSON.stringify writes NaN) counts as absent unless required. */
function field(obj: Json, key: string, at: At, opts: { required?: boolean; nonNegative?: boolean } = {}): number | undefined {
  const v = obj[key];
  const here = { file: at.file, path: `${at.path}.${key}` };
  if (v === undefined || v === null) {
    if (opts.required) fail(here, 'a number', v ?? 'nothing');
    return undefined;
  }
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(here, 'a finite number', v);
  if (opts.nonNegative && v < 0) fail(here, 'a number ≥ 0', v);
  return v;
}

function samplesOf(obj: Json, key: string, at: At, factor: number): number[] | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) fail({ file: at.file, path: `${at.path}.${key}` }, 'an array of numbers', v);
  return v.map((x, i) => {
    if (typeof x !== 'number' || !Number.isFinite(x)) fail({ file: at.file, path: `${at.path}.${key}[${i}]` }, 'a finite number', x);
    return x * factor;
  });
}

/**
 * One statistics object (v3+ `latency` / `throughput`, or the flat v2 result) as a metric.
 * value = p50 (the median: robust to the GC pauses that dominate JS samples) when present, else the mean
 * (v2 has no median). The `rme` is tinybench's, relative to the mean.
 */
function statMetric(stats: Json, at: At, unit: 'ns' | 'ops/s', factor: number, countKey: 'samplesCount' | 'samples'): Metric {
  const p50 = field(stats, 'p50', at, { nonNegative: true });
  const mean = field(stats, 'mean', at, { required: p50 === undefined, nonNegative: true });
  const samples = samplesOf(stats, 'samples', at, factor);
  // v6+ gives a count (and keeps samples only with retainSamples); v3-v5 keep every sample and give no count.
  const n = countKey === 'samplesCount' ? (field(stats, 'samplesCount', at, { nonNegative: true }) ?? samples?.length) : samples?.length;
  if (n !== undefined && !Number.isSafeInteger(n)) fail({ file: at.file, path: `${at.path}.samplesCount` }, 'an integer', n);
  const rme = field(stats, 'rme', at, { nonNegative: true });
  const sd = field(stats, 'sd', at, { nonNegative: true });
  const sem = field(stats, 'sem', at, { nonNegative: true });
  const mad = field(stats, 'mad', at, { nonNegative: true });
  const min = field(stats, 'min', at);
  const max = field(stats, 'max', at);
  const spread: Spread = defined({
    stddev: sd === undefined ? undefined : sd * factor,
    sem: sem === undefined ? undefined : sem * factor,
    mad: mad === undefined ? undefined : mad * factor,
    min: min === undefined ? undefined : min * factor,
    max: max === undefined ? undefined : max * factor,
    rme: rme === undefined ? undefined : rme / 100,
  });
  return defined({
    unit,
    direction: unit === 'ns' ? ('smaller' as const) : ('bigger' as const),
    value: (p50 ?? mean!) * factor,
    statistic: p50 === undefined ? ('mean' as const) : ('median' as const),
    samples,
    n,
    spread: Object.keys(spread).length > 0 ? spread : undefined,
  });
}

const abortedError = (n: number | undefined): string =>
  `aborted before the end of its run (tinybench state "aborted-with-statistics"): statistics of ${n === undefined ? 'the' : `only ${n}`} samples taken`;

function taskBenchmark(task: unknown, at: At): Benchmark {
  if (!isObject(task)) fail(at, 'a task object { name, result }', task);
  const name = task.name;
  if (typeof name !== 'string' || name === '') fail({ file: at.file, path: `${at.path}.name` }, 'a task name', name);
  const rAt = { file: at.file, path: `${at.path}.result` };
  const result = task.result;
  if (result === undefined || result === null) return { name, status: 'failed', error: 'no result (the task did not run)', metrics: {} };
  if (!isObject(result)) fail(rAt, 'a result object', result);
  const state = typeof result.state === 'string' ? result.state : undefined;
  if (state === 'errored' || (result.error !== undefined && result.error !== null)) {
    // JSON.stringify turns an Error into {} (message and stack are not enumerable); keep what survives.
    const e = result.error;
    const message = isObject(e) && typeof e.message === 'string' ? e.message : typeof e === 'string' ? e : undefined;
    return { name, status: 'failed', error: message ?? 'the task threw (tinybench state "errored"; the error message is not in the JSON)', metrics: {} };
  }
  if (isObject(result.latency) || isObject(result.throughput)) {
    if (!isObject(result.latency)) fail({ file: at.file, path: `${rAt.path}.latency` }, 'a latency statistics object', result.latency);
    if (!isObject(result.throughput)) fail({ file: at.file, path: `${rAt.path}.throughput` }, 'a throughput statistics object', result.throughput);
    const time = statMetric(result.latency, { file: at.file, path: `${rAt.path}.latency` }, 'ns', MS, 'samplesCount');
    const throughput = reciprocalSpread(statMetric(result.throughput, { file: at.file, path: `${rAt.path}.throughput` }, 'ops/s', 1, 'samplesCount'), time);
    const metrics = { [METRIC.time]: time, [METRIC.throughput]: throughput };
    // A task whose signal fired mid-run keeps the statistics of the samples taken so far (tinybench 6 state
    // "aborted-with-statistics"; the table adds a Remarks column saying so): kept, but not as a finished run.
    if (state === 'aborted-with-statistics') return { name, status: 'failed', error: abortedError(time.n), metrics };
    return { name, status: 'ok', metrics };
  }
  if (state !== undefined && state !== 'completed' && state !== 'aborted-with-statistics') {
    return { name, status: 'failed', error: `the task did not complete (tinybench state "${state}")`, metrics: {} };
  }
  // v2: statistics flat on result, `hz` for throughput (1000 / mean, so a mean).
  const time = statMetric(result, rAt, 'ns', MS, 'samples');
  const hz = field(result, 'hz', rAt, { required: true, nonNegative: true })!;
  const throughput: Metric = defined({ unit: 'ops/s', direction: 'bigger', value: hz, statistic: 'mean', n: time.n, spread: time.spread?.rme === undefined ? undefined : { rme: time.spread.rme } });
  return { name, status: 'ok', metrics: { [METRIC.time]: time, [METRIC.throughput]: throughput } };
}

function parseJsonText(file: SourceFile, text: string): unknown {
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (an array of { name, result } tasks)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = lineOfIndex(text, pos ? Number(pos[1]) : text.length);
    throw new ParseError({ harness: ID, file: file.path, line, expected: 'complete JSON (an array of { name, result } tasks)', found: message });
  }
}

function parseJsonFile(file: SourceFile): Benchmark[] {
  // Too large to be one string: streamed from its file (samples can make a results file huge).
  const doc = file.json !== undefined
    ? readJsonFile({ harness: ID, file: file.path }, file, 'an array of { name, result } tasks')
    : parseJsonText(file, stripAnsi(file.text));
  if (!Array.isArray(doc)) fail({ file: file.path, path: '$' }, 'an array of { name, result } tasks', Array.isArray(doc) ? 'array' : typeof doc);
  if (doc.length === 0) fail({ file: file.path, path: '$' }, 'at least one task', '[]');
  return doc.map((t, i) => taskBenchmark(t, { file: file.path, path: `[${i}]` }));
}

// ---------- console.table ----------

/** Undoes util.inspect string quoting ('…', "…" or `…`). */
function unquote(cell: string): string {
  const q = cell[0];
  if (cell.length >= 2 && (q === "'" || q === '"' || q === '`') && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(n|t|\\|'|"|`)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
  }
  return cell;
}

const COLUMNS = {
  name: /^task name$/i,
  latAvg: /^(?:latency (?:avg|average|mean)|average time) \((\S+)\)$/i,
  latMed: /^latency (?:med|median|p50) \((\S+)\)$/i,
  thrAvg: /^(?:throughput (?:avg|average|mean) \(ops\/s\)|ops\/sec)$/i,
  thrMed: /^throughput (?:med|median|p50) \(ops\/s\)$/i,
  margin: /^margin$/i,
  samples: /^samples$/i,
  error: /^error$/i,
  remarks: /^remarks$/i,
} as const;
type Column = keyof typeof COLUMNS;

interface Cell {
  value: number;
  /** The printed value's last digit: 1 for `194,187`, 0.01 for `301.00`. */
  step: number;
  rme?: number;
  abs?: number;
}

/** The place of a printed number's last digit (`1e9` and the like: none known, 0). */
function lastDigit(text: string): number {
  if (/e/i.test(text)) return 0;
  const dot = text.indexOf('.');
  return dot < 0 ? 1 : 10 ** -(text.length - dot - 1);
}

/** One task of one table (or of one JSON file): where it came from, for names that repeat across tables. */
interface Located {
  benchmark: Benchmark;
  file: string;
  /** The table's number in the whole input, from 1 (a JSON file is one table). */
  table: number;
  /** The line printed just before the table (`console.log(bench.name)`), or a JSON file's name. */
  title: string | undefined;
  line: number | undefined;
}

/**
 * The line just before a table, when the program printed one (a title such as `console.log('valid benchmark')`):
 * not another table's last line, nor npm's echo of the script it runs (`> node valid.js`).
 */
function titleBefore(lines: NumberedLine[], at: number): string | undefined {
  for (let i = at - 1; i >= 0; i--) {
    const text = lines[i]!.text.trim();
    if (text === '') continue;
    return /^[└│┘>]/.test(text) || text.length > 200 ? undefined : text;
  }
  return undefined;
}

/**
 * A row's cells between its outer `│`s. A string cell is quoted by util.inspect ('…', or "…" and `…` when the
 * string holds the other quotes), and may hold `│` itself (a task named "name with 'quote' │ bar"): a quoted
 * cell runs to its closing quote, whose escapes are passed over, then to the next `│`.
 */
function tableCells(inner: string): string[] {
  const cells: string[] = [];
  let start = 0;
  for (;;) {
    let i = start;
    while (i < inner.length && inner[i] === ' ') i++;
    const q = inner[i];
    let from = i;
    if (q === "'" || q === '"' || q === '`') {
      let k = i + 1;
      while (k < inner.length && inner[k] !== q) k += inner[k] === '\\' ? 2 : 1;
      // No closing quote: the cell is read as printed, to the next bar.
      if (k < inner.length) from = k + 1;
    }
    const bar = inner.indexOf('│', from);
    cells.push(inner.slice(start, bar < 0 ? inner.length : bar).trim());
    if (bar < 0) return cells;
    start = bar + 1;
  }
}

function tableRows(file: SourceFile, firstTable: number): Located[] {
  // Blank runs cut to two lines: a blank line ends nothing here that a second one would not (it is an error inside a table).
  const lines = numberedLines(file.text);
  const out: Located[] = [];
  let cols: Partial<Record<Column, { index: number; unit?: string; header: string }>> | undefined;
  let width = 0;
  let closed = true;
  let table = firstTable - 1;
  let title: string | undefined;
  const err = (line: number, expected: string, found: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found });
  };
  lines.forEach(({ text: raw, line }, i) => {
    const text = raw.trim();
    if (text.startsWith('┌')) {
      closed = false;
      cols = undefined;
      table++;
      title = titleBefore(lines, i);
      return;
    }
    if (closed || text.startsWith('├')) return;
    if (text.startsWith('└')) {
      if (cols === undefined) err(line, 'a table header with "(index)" and "Task name"', text);
      closed = true;
      return;
    }
    if (!text.startsWith('│') || !text.endsWith('│')) err(line, 'a table row "│ … │"', text);
    const cells = tableCells(text.slice(1, -1));
    if (cols === undefined) {
      width = cells.length;
      if (cells[0] !== '(index)') err(line, 'a console.table header starting with "(index)"', text);
      cols = {};
      cells.forEach((h, index) => {
        for (const [key, re] of Object.entries(COLUMNS) as [Column, RegExp][]) {
          const m = re.exec(h);
          if (m) cols![key] = { index, unit: m[1], header: h.toLowerCase() };
        }
      });
      if (cols.name === undefined || (cols.latAvg === undefined && cols.latMed === undefined)) {
        err(line, 'tinybench columns "Task name" and "Latency avg (ns)" / "Latency med (ns)"', text);
      }
      for (const c of [cols.latAvg, cols.latMed]) {
        if (c?.unit !== undefined && timeFactor(c.unit) === undefined) err(line, 'a time unit in the latency header', c.unit);
      }
      return;
    }
    if (cells.length !== width) err(line, `a table row with ${width} cells like its header`, text);
    out.push({ benchmark: tableRow(cells, cols, (expected, found) => err(line, expected, found)), file: file.path, table, title, line });
  });
  // Still open: the last line was a row (a blank one is an error above), so it is the file's last, kept.
  const last = lines[lines.length - 1]!;
  if (!closed) err(last.line, 'the table\'s closing "└…┘" line', last.text);
  return out;
}

function tableRow(
  cells: string[],
  cols: Partial<Record<Column, { index: number; unit?: string; header: string }>>,
  err: (expected: string, found: string) => never,
): Benchmark {
  const get = (c: Column): string | undefined => {
    const col = cols[c];
    return col === undefined ? undefined : unquote(cells[col.index] ?? '');
  };
  const name = get('name');
  if (name === undefined || name === '') return err('a task name', cells.join(' │ '));
  const error = get('error');
  if (error !== undefined && error !== '') return { name, status: 'failed', error, metrics: {} };
  const cell = (c: Column, what: string): Cell | undefined => {
    const text = get(c);
    if (text === undefined) return undefined;
    const m = /^([^\s±]+)(?:\s*±\s*([^\s%]+)(%?))?$/.exec(text);
    const value = m ? parseNumber(m[1]!) : undefined;
    const pm = m?.[2] === undefined ? undefined : parseNumber(m[2]);
    if (!m || value === undefined || value < 0 || (m[2] !== undefined && (pm === undefined || pm < 0))) {
      return err(`${what} as "<number> ± <number>[%]"`, text);
    }
    const step = lastDigit(m[1]!);
    return m[3] === '%' ? { value, step, rme: pm! / 100 } : defined({ value, step, abs: pm });
  };
  const notRun = [get('latAvg'), get('latMed')].every((t) => t === undefined || t === 'N/A' || t === '');
  const remarks = get('remarks');
  if (notRun) {
    // tinybench 6 names the state in a Remarks column ("aborted", "not-started"), as its JSON does.
    const why = remarks === undefined || remarks === '' ? 'no statistics in the table' : `tinybench state "${remarks}"`;
    return { name, status: 'failed', error: `the task did not complete (${why})`, metrics: {} };
  }
  const latAvg = cell('latAvg', 'a latency average');
  const latMed = cell('latMed', 'a latency median');
  const thrAvg = cell('thrAvg', 'a throughput average');
  const thrMed = cell('thrMed', 'a throughput median');
  const margin = get('margin');
  const rme = margin === undefined ? undefined : parseNumber(margin.replace(/^±/, '').replace(/%$/, ''));
  const samplesText = get('samples');
  const n = samplesText === undefined ? undefined : parseNumber(samplesText);
  if (samplesText !== undefined && (n === undefined || !Number.isSafeInteger(n) || n < 0)) err('a sample count', samplesText);
  const tf = timeFactor(cols.latMed?.unit ?? cols.latAvg?.unit ?? 'ns')!;
  // Median when printed (v3+), else the mean (v2 prints only the average).
  const central = latMed ?? latAvg!;
  const time: Metric = defined({
    unit: 'ns',
    direction: 'smaller' as const,
    value: central.value * tf,
    statistic: latMed ? ('median' as const) : ('mean' as const),
    n,
    spread: defined({ mad: latMed?.abs === undefined ? undefined : latMed.abs * tf, rme: latAvg?.rme ?? (rme === undefined ? undefined : rme / 100) }),
  });
  const metrics: Record<string, Metric> = { [METRIC.time]: time };
  const thr = thrMed ?? thrAvg;
  // tinybench 2's `ops/sec` is its hz cut to a whole number (parseInt): `0` for a task of 1.1 s, whose change
  // it cannot show. That hz is 1e9 over the `Average Time (ns)` printed beside it in full, so it is taken from there.
  const v2Rate = thrMed === undefined && latMed === undefined && latAvg !== undefined && latAvg.value > 0 && cols.thrAvg?.header === 'ops/sec';
  if (thr) {
    metrics[METRIC.throughput] = defined({
      unit: 'ops/s',
      direction: 'bigger' as const,
      value: v2Rate ? 1e9 / (latAvg.value * tf) : thr.value,
      statistic: thrMed ? ('median' as const) : ('mean' as const),
      n,
      spread: defined({ mad: thrMed?.abs, rme: thrAvg?.rme }),
      // tinybench 3 and later round it to whole ops/s (Math.round): known to half of that either way.
      resolution: v2Rate || !(thr.step > 0) ? undefined : thr.step,
    });
  }
  if (remarks === 'aborted-with-statistics') return { name, status: 'failed', error: abortedError(n), metrics };
  return { name, status: 'ok', metrics };
}

// ---------- adapter ----------

const looksLikeJson = (text: string): boolean => /^\s*\[/.test(stripAnsi(text.slice(0, 1000)));
const TABLE_HEADER = /│\s*\(index\)\s*│\s*Task [Nn]ame\s*│/;

/**
 * The tasks of several tables (one program running several Bench instances, each printed after its title, or
 * several JSON files) as one suite: each task is grouped under its table's title, and a task name that two
 * tables share (secure-json-parse's five tables each have `JSON.parse`) is prefixed with its title, so both
 * are kept and pair by table with the next run. Names no other table has stay as they are.
 */
function nameAcrossTables(rows: Located[]): Benchmark[] {
  const tables = new Set(rows.map((r) => r.table));
  if (tables.size < 2) return rows.map((r) => r.benchmark);
  const tablesOf = new Map<string, Set<number>>();
  for (const r of rows) tablesOf.set(r.benchmark.name, (tablesOf.get(r.benchmark.name) ?? new Set()).add(r.table));
  // A title two tables share (or none) cannot tell them apart: their number in the input does.
  const titleCount = new Map<string, Set<number>>();
  for (const r of rows) if (r.title !== undefined) titleCount.set(r.title, (titleCount.get(r.title) ?? new Set()).add(r.table));
  return rows.map((r) => {
    const label = r.title !== undefined && titleCount.get(r.title)!.size === 1 ? r.title : `table ${r.table}`;
    const shared = tablesOf.get(r.benchmark.name)!.size > 1;
    const name = shared ? `${label}${SEP}${r.benchmark.name}` : r.benchmark.name;
    return { ...r.benchmark, name, ...(r.title !== undefined ? { group: r.title } : {}) };
  });
}

/** What a prefixed task name joins its table's title with (vitest's own describe > bench separator). */
const SEP = ' > ';

function parse(input: ParseInput): ParseOutput {
  const jsonFiles = input.files.filter((f) => looksLikeJson(f.text));
  const textFiles = input.files.filter((f) => !looksLikeJson(f.text) && f.text.trim() !== '');
  const warnings: string[] = [];
  const rows: Located[] = [];
  if (jsonFiles.length > 0) {
    jsonFiles.forEach((f, i) => {
      const title = f.path.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
      for (const benchmark of parseJsonFile(f)) rows.push({ benchmark, file: f.path, table: i + 1, title, line: undefined });
    });
    if (textFiles.length > 0) warnings.push(`used the JSON results; ignored ${textFiles.map((f) => f.path).join(', ')}`);
  } else {
    for (const f of textFiles) {
      if (!TABLE_HEADER.test(stripAnsi(f.text))) continue;
      const last = rows[rows.length - 1]?.table ?? 0;
      for (const r of tableRows(f, last + 1)) rows.push(r);
    }
  }
  // One table's task names are its own to keep apart: the same name twice in one table is refused.
  const seenIn = new Map<string, Located>();
  for (const r of rows) {
    const key = `${r.table}\u0000${r.benchmark.name}`;
    const first = seenIn.get(key);
    if (first !== undefined) {
      throw new ParseError({
        harness: ID,
        file: r.file,
        ...(r.line !== undefined ? { line: r.line } : {}),
        expected: `task names unique within one table (tinybench's Bench; "${r.benchmark.name}" is also ${first.line !== undefined ? `on line ${first.line}` : 'earlier in this file'})`,
        found: r.benchmark.name,
      });
    }
    seenIn.set(key, r);
  }
  const benchmarks = nameAcrossTables(rows);
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID,
      file: input.files.map((f) => f.path).join(', ') || '<no files>',
      expected: 'tinybench results JSON or a console.table(bench.table()) printout',
      found: input.files.find((f) => f.text.trim() !== '')?.text.trim().split(/\r?\n/, 1)[0] ?? '',
    });
  }
  // A prefixed name can still meet a task named just like it in another table (`t > x` beside `x` under t).
  const seen = new Set<string>();
  for (const b of benchmarks) {
    if (seen.has(b.name)) {
      throw new ParseError({ harness: ID, file: input.files.map((f) => f.path).join(', '), expected: `unique task names (one table's name is another's title${SEP}task)`, found: b.name });
    }
    seen.add(b.name);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

function detect(input: ParseInput): 'yes' | 'maybe' | 'no' {
  let maybe = false;
  for (const f of input.files) {
    const head = f.text.slice(0, 100_000);
    if (looksLikeJson(head)) {
      const shaped = /"name"\s*:/.test(head) && /"result"\s*:/.test(head);
      if (shaped && ((/"latency"\s*:/.test(head) && /"throughput"\s*:/.test(head)) || /"hz"\s*:/.test(head))) return 'yes';
      if (shaped) maybe = true;
    } else if (TABLE_HEADER.test(stripAnsi(head))) {
      return 'yes';
    }
  }
  return maybe ? 'maybe' : 'no';
}

export const tinybench: Adapter = {
  id: ID,
  description: 'tinybench: task results JSON (v2 flat or v3+ latency/throughput) or the console.table(bench.table()) printout',
  detect,
  parse,
  largeJson: true,
};
