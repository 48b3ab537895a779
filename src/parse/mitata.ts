// mitata (https://github.com/evanwashere/mitata, 1.x): the JSON that `run({ format: 'json' })` prints, one line
// (src/main.mjs `formats.json`; test/fixtures/mitata/base/mitata.json.gz):
//   {"layout":[{"name":null,"types":[]},{"name":"checksum","types":["g"]},…],
//    "benchmarks":[{"kind":"static","args":{},"alias":"checksum/impl_a/1024","group":1,"baseline":false,
//      "runs":[{"stats":{"kind":"fn","samples":[2405.25,…],"min":2405.25,"max":5145.53,"p25":…,"p50":2665.19,
//               "p75":…,"p99":…,"p999":…,"avg":3070.60,"ticks":208896,"heap":{"_":54,"total":9.46,"min":0.13,"max":0.23,"avg":0.18}},
//               "args":{},"name":"checksum/impl_a/1024"}],…}],
//    "context":{"runtime":"node","version":"20.20.2","noop":{…},…}}
// Times in ns per iteration. A benchmark with `.args()`/`.range()` has one run per argument set, named with
// them (`sort 100`). `heap` (when the runtime exposes heap usage) is bytes allocated per iteration: memory.
// A run that threw has `error` ({message, stack}) instead of `stats`: kept, failed. The console report
// (the default format) prints no samples: it is refused with a pointer to `format: 'json'`.
// mitata 0.x (0.1.14: src/cli.mjs `run`; test/fixtures/mitata/rou3/, unjs/rou3 0.5.1's benchmarks) knows no
// `format`: `run({ json: true })` prints one line, a benchmark per bench() with its stats (or `error`) inline:
//   {"benchmarks":[{"name":"rou3","group":"param routes","time":500,"warmup":true,"baseline":false,"async":false,
//      "stats":{"kind":"fn","debug":"async function anonymous(…","samples":[644.87,…],"min":644.87,"max":22078.48,
//               "p50":2900.15,"p75":…,"p99":…,"p999":…,"avg":4645.58}},…],"cpu":"…","runtime":"node v20.20.2 (x64-linux)"}
// `group` is the group's name, `$mitata_group<N>` for a group() without one, or null at top level; no heap.
import type { Benchmark, Metric } from '../model/results';
import { METRIC } from '../model/units';
import { listSome } from '../model/arrays';
import { detectAny, type Adapter, type Detection, type ParseInput, type ParseOutput, type SourceFile } from './adapter';
import { type JsonRecord, type JsonSource, array, fail, finite, isRecord, nonNegative, parseJsonFile, record, scaleFiniteArray, string, uniqueNames } from './json-doc';
import { sampleStddev } from './sample-stats';
import { numberedLines, runnerBanner, stripAnsi, YARN_DONE } from './text-lines';

const ID = 'mitata';

/**
 * mitata prints its JSON as one line (JSON.stringify with no indent), after every benchmark ran: what a
 * benchmark or its setup printed (`setting up fixtures...`) comes before it, what the script prints after
 * run() follows it.
 */
const DOCUMENT_LINE = /^\uFEFF?[ \t]*\{\s*"(?:layout|benchmarks)"\s*:\s*\[/m;

/** mitata 0.x's JSON: its first benchmark's fields, as its bench() makes them (a name, a group, then its options). */
const LEGACY = /^\{\s*"benchmarks"\s*:\s*\[\s*\{\s*"name"\s*:\s*"(?:[^"\\]|\\.)*"\s*,\s*"group"\s*:\s*(?:null|"(?:[^"\\]|\\.)*")\s*,\s*"time"\s*:\s*[\d.e+]+\s*,\s*"warmup"\s*:/;

/** Both console reports (no samples): 1.x's `avg (min … max)` header, 0.x's `time (avg)  (min … max)`. */
const CONSOLE = /\(min … max\)/;

/**
 * The text's first `size` characters, where the JSON line (or the console report's header) is looked for. When they
 * end in a blank line, the `size` from the first line after the run of blank lines follow: a flood of blank lines
 * printed before the JSON (200,000 newlines) hid it, and mitata's output was refused as not mitata's.
 */
function headOf(text: string, size: number): string {
  const head = text.slice(0, size);
  if (text.length <= size) return head;
  let newlines = 0;
  for (let k = size - 1; k >= 0 && newlines < 2; k--) {
    const c = text.charCodeAt(k);
    if (c === 0x0a) newlines++;
    else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) break;
  }
  if (newlines < 2) return head;
  const content = /[^ \t\r\n]/g;
  content.lastIndex = size;
  const found = content.exec(text);
  if (found === null) return head;
  const from = text.lastIndexOf('\n', found.index) + 1;
  return `${head}\n${text.slice(from, from + size)}`;
}

function detectFile(text: string): Detection {
  const head = stripAnsi(headOf(text, 65536));
  const at = head.search(DOCUMENT_LINE);
  // Its console report (no samples): mitata's, though not read; parse says how to get the JSON.
  if (at < 0) return CONSOLE.test(head) && /\bp75\b/.test(head) ? 'maybe' : 'no';
  const doc = head.slice(at).replace(/^\uFEFF?[ \t]*/, '');
  if (/^\{\s*"benchmarks"/.test(doc)) return LEGACY.test(doc) ? 'yes' : 'no';
  return /"benchmarks"\s*:\s*\[/.test(doc) && /"runs"\s*:\s*\[\s*\{\s*"stats"\s*:\s*\{\s*"kind"/.test(doc) ? 'yes' : 'maybe';
}

/** How many lines `text` has (its newlines + 1), counted without splitting it. */
function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** Where line `n` (from 1) of `text` starts. */
function lineStart(text: string, n: number): number {
  let at = 0;
  for (let k = 1; k < n; k++) at = text.indexOf('\n', at) + 1;
  return at;
}

/**
 * The file's JSON line alone, when other lines came with it (a file too large for one string is read as
 * JSON from its start). The lines left out are said: nothing of the results is in them.
 */
function documentOf(file: SourceFile, warnings: string[]): SourceFile {
  if (file.json !== undefined) return file;
  const text = stripAnsi(file.text);
  const start = text.search(DOCUMENT_LINE);
  if (start < 0) return file;
  const nl = text.indexOf('\n', start);
  const end = nl < 0 ? text.length : nl;
  // What npm or yarn printed around the script's output is no line of the script's. Numbered lines, not a
  // string a line: the JSON may follow a flood of blank lines (headOf), 20 MB of newlines a string each was 670 MB.
  const head = text.slice(0, start);
  const printed = numberedLines(head);
  const banner = runnerBanner(printed.map((l) => l.text));
  const before = banner < printed.length ? head.slice(lineStart(head, printed[banner]!.line)) : '';
  const rest = text.slice(end + 1);
  const after = YARN_DONE.test(rest.trim()) ? '' : rest;
  if (head.trim() === '' && rest.trim() === '') return file;
  const line = lineCount(head);
  // A second document after the first is a second run() whose results this file's one document leaves out: said.
  const second = after.search(DOCUMENT_LINE);
  if (second >= 0) {
    warnings.push(`${file.path}: a second mitata JSON at line ${line + lineCount(after.slice(0, second))} is not read (one \`run()\` an output file: write each run's JSON to a file of its own, and name both in \`output.files\`)`);
  }
  // Lines after the JSON alone are what the script printed once run() returned (rou3's usage tips): nothing of the
  // results, and said on every comment they were only noise. Lines before it may be a benchmark's own prints.
  if (before.trim() === '') return { path: file.path, text: text.slice(start, end) };
  warnings.push(`${file.path}: mitata's JSON read from line ${line}; the other lines (${[before.trim() === '' ? '' : `before it: ${JSON.stringify(before.trim().split('\n', 1)[0]!.slice(0, 80))}…`, after.trim() === '' ? '' : 'after it'].filter(Boolean).join(', ')}) are what the script printed, not results`);
  return { path: file.path, text: text.slice(start, end) };
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

/** The name of the group a benchmark was declared in (`group('name', …)`), from the layout; none at top level. */
function groupName(layout: unknown[], index: unknown): string | undefined {
  if (typeof index !== 'number') return undefined;
  const entry = layout[index];
  return isRecord(entry) && typeof entry.name === 'string' && entry.name !== '' ? entry.name : undefined;
}

function paramsOf(args: unknown): Record<string, string> | undefined {
  if (!isRecord(args)) return undefined;
  const entries = Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function timeMetric(src: JsonSource, stats: JsonRecord, path: string): Metric {
  const samples = stats.samples === undefined || stats.samples === null ? undefined : scaleFiniteArray(src, stats.samples, `${path}.samples`);
  const median = stats.p50 === undefined ? undefined : nonNegative(src, stats.p50, `${path}.p50`);
  const m: Metric = {
    unit: 'ns',
    direction: 'smaller',
    // The median when mitata gave it (its percentiles are of the samples); else its average.
    value: median ?? nonNegative(src, stats.avg, `${path}.avg`),
    statistic: median === undefined ? 'mean' : 'median',
    spread: { min: finite(src, stats.min, `${path}.min`), max: finite(src, stats.max, `${path}.max`) },
  };
  if (samples !== undefined && samples.length > 0) {
    m.samples = samples;
    m.n = samples.length;
    const sd = sampleStddev(samples);
    if (sd !== undefined) m.spread = { ...m.spread, stddev: sd };
  } else if (typeof stats.n === 'number' && Number.isSafeInteger(stats.n) && stats.n > 0) {
    // mitata 0.1.6 gives no samples (nor p50), only their count `n` beside avg, min, max and the tail percentiles.
    m.n = stats.n;
  }
  return m;
}

/**
 * Bytes allocated per iteration (mitata's heap line); `_` is how many samples measured it. None did (`_: 0`, avg
 * null: a collection ran inside every sample of `map <set> ops` here, 1 run in 8): no memory row, said in a warning.
 */
function heapMetric(src: JsonSource, heap: JsonRecord, path: string): Metric | undefined {
  if (heap.avg === undefined || heap.avg === null) return undefined;
  const n = typeof heap._ === 'number' && Number.isInteger(heap._) && heap._ > 0 ? heap._ : undefined;
  return {
    unit: 'B',
    direction: 'smaller',
    value: finite(src, heap.avg, `${path}.avg`),
    statistic: 'mean',
    ...(n === undefined ? {} : { n }),
    spread: { min: finite(src, heap.min, `${path}.min`), max: finite(src, heap.max, `${path}.max`) },
    // Heap in use, read before and after: a collection in between moves it, so it is never an exact count.
    exact: false,
  };
}

/**
 * mitata's test for a benchmark the JIT removed (src/main.mjs: `r.stats.avg < 1.42 * noop.avg`). Its `.gc('inner')`
 * benchmarks are measured against the empty function with a collection in it, which the JSON does not say: the plain
 * one, faster, flags fewer of them than the console does, never more.
 */
const OPTIMIZED_OUT = 1.42;

/** The means of mitata's empty function and empty iterator (`context.noop`), which its optimized-out check measures against. */
function noopMeans(context: unknown): { fn: number; iter: number | undefined } | undefined {
  if (!isRecord(context) || !isRecord(context.noop)) return undefined;
  const mean = (x: unknown): number | undefined => (isRecord(x) && typeof x.avg === 'number' && x.avg > 0 ? x.avg : undefined);
  const fn = mean(context.noop.fn);
  return fn === undefined ? undefined : { fn, iter: mean(context.noop.iter) };
}

/** mitata 0.x: one benchmark per bench(), its stats inline. */
function readLegacy(src: JsonSource, benchmarks: unknown[]): Benchmark[] {
  return benchmarks.map((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const name = string(src, b.name, `${path}.name`);
    const group = typeof b.group === 'string' && b.group !== '' && !b.group.startsWith('$mitata_group') ? b.group : undefined;
    const base: Benchmark = { name, metrics: {}, ...(group ? { group } : {}) };
    if (b.error !== undefined && b.error !== null) {
      const message = isRecord(b.error) && typeof b.error.message === 'string' ? b.error.message : String(b.error);
      return { ...base, status: 'failed', error: message };
    }
    base.metrics[METRIC.time] = timeMetric(src, record(src, b.stats, `${path}.stats`), `${path}.stats`);
    return base;
  });
}

function readFile(file: SourceFile, warnings: string[]): Benchmark[] {
  const src: JsonSource = { harness: ID, file: file.path };
  const root = record(src, parseJsonFile(src, file, "mitata's JSON (run({ format: 'json' }))"), '$');
  if (root.layout === undefined && Array.isArray(root.benchmarks) && root.benchmarks.every((b) => isRecord(b) && b.runs === undefined)) {
    if (root.benchmarks.length === 0) fail(src, 'benchmarks', 'at least one benchmark', root.benchmarks);
    return readLegacy(src, root.benchmarks);
  }
  const layout = root.layout === undefined ? [] : array(src, root.layout, 'layout');
  const benchmarks = array(src, root.benchmarks, 'benchmarks');
  if (benchmarks.length === 0) fail(src, 'benchmarks', 'at least one benchmark (a run whose filter matched nothing prints none)', benchmarks);
  const out: Benchmark[] = [];
  const unmeasured: string[] = [];
  const optimizedOut: string[] = [];
  const noop = noopMeans(root.context);
  benchmarks.forEach((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const group = groupName(layout, b.group);
    const runs = array(src, b.runs, `${path}.runs`);
    if (runs.length === 0) fail(src, `${path}.runs`, 'at least one run', runs);
    runs.forEach((rawRun, j) => {
      const rpath = `${path}.runs[${j}]`;
      const run = record(src, rawRun, rpath);
      const name = string(src, run.name, `${rpath}.name`);
      const params = paramsOf(run.args);
      const base: Benchmark = { name, metrics: {}, ...(params ? { params } : {}), ...(group ? { group } : {}) };
      if (run.error !== undefined && run.error !== null) {
        const message = isRecord(run.error) && typeof run.error.message === 'string' ? run.error.message : String(run.error);
        out.push({ ...base, status: 'failed', error: message });
        return;
      }
      const stats = record(src, run.stats, `${rpath}.stats`);
      base.metrics[METRIC.time] = timeMetric(src, stats, `${rpath}.stats`);
      const empty = stats.kind === 'iter' ? noop?.iter : noop?.fn;
      if (empty !== undefined && typeof stats.avg === 'number' && stats.avg < OPTIMIZED_OUT * empty) optimizedOut.push(name);
      const heap = isRecord(stats.heap) ? heapMetric(src, stats.heap, `${rpath}.stats.heap`) : undefined;
      if (heap !== undefined) base.metrics[METRIC.memory] = heap;
      else if (isRecord(stats.heap)) unmeasured.push(name);
      out.push(base);
    });
  });
  if (optimizedOut.length > 0) {
    warnings.push(
      `${file.path}: ${listSome(optimizedOut, 5)}: likely optimized out (dead code elimination), by mitata's own check (a mean under ${OPTIMIZED_OUT} × that of its empty function): ${optimizedOut.length === 1 ? 'its time is' : 'their times are'} the harness's, not the code's; mitata's console marks ${optimizedOut.length === 1 ? 'it' : 'them'} "!" (do_not_optimize() keeps a result alive)`,
    );
  }
  if (unmeasured.length > 0) {
    warnings.push(
      `${file.path}: mitata measured the heap in none of the samples of ${listSome(unmeasured, 5)} (\`heap.avg\` null): no memory row for ${unmeasured.length === 1 ? 'it' : 'them'} in this run; a collection inside every sample does this, and another run usually measures it`,
    );
  }
  return out;
}

/** What a prefixed name joins its group with (vitest's describe > bench separator, as tinybench's tables). */
const SEP = ' > ';

/**
 * A name that several groups share is prefixed with its group in each (`string > destr`), so it pairs by group
 * with the next run; numbered in order (`destr (2)`), a group added or removed before it paired one group's
 * benchmark with another's (destr 2.0.5's test/bench.mjs: `destr`, `JSON.parse`, `safeDestr`, … in every group).
 * Names no other group has stay as they are; a top-level benchmark keeps its own.
 */
function nameAcrossGroups(benchmarks: Benchmark[]): Benchmark[] {
  const groupsOf = new Map<string, Set<string | undefined>>();
  for (const b of benchmarks) groupsOf.set(b.name, (groupsOf.get(b.name) ?? new Set()).add(b.group));
  return benchmarks.map((b) => (b.group !== undefined && groupsOf.get(b.name)!.size > 1 ? { ...b, name: `${b.group}${SEP}${b.name}` } : b));
}

function parse(input: ParseInput): ParseOutput {
  const files = input.files.filter((f) => DOCUMENT_LINE.test(stripAnsi(headOf(f.text, 65536))));
  if (files.length === 0) {
    const first = input.files[0];
    const console = first !== undefined && CONSOLE.test(stripAnsi(headOf(first.text, 4096)));
    fail(
      { harness: ID, file: first?.path ?? '<none>' },
      '$',
      console
        ? "mitata's JSON: this is its console report, which prints no samples; run with `await run({ format: 'json' })` (mitata 0.x: `await run({ json: true })`) and read its stdout"
        : "mitata's JSON (`await run({ format: 'json' })`)",
      first?.text.split(/\r?\n/, 1)[0] ?? '',
    );
  }
  const warnings: string[] = [];
  const benchmarks = uniqueNames(nameAcrossGroups(files.flatMap((f) => readFile(documentOf(f, warnings), warnings))));
  for (const b of benchmarks) if (b.status === 'failed') warnings.push(`${b.name} threw: ${b.error}`);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

export const mitata: Adapter = {
  id: ID,
  description: "mitata's JSON (`run({ format: 'json' })`, 0.x's `run({ json: true })`: every sample, percentiles, heap per iteration)",
  detect,
  parse,
  largeJson: true,
};
