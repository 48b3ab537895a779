// pyperf (https://pyperf.readthedocs.io): the JSON file a `pyperf.Runner` script or `python -m pyperf timeit`
// writes with `-o FILE` (or `--append FILE`). Format version "1.0" (pyperf/_bench.py, pyperf 1.0 and later),
// written compact with sorted keys (test/fixtures/pyperf/base/bench.json):
//   {"benchmarks":[{"metadata":{"loops":2048,"name":"checksum/impl_a/1024",…},
//     "runs":[{"metadata":{"calibrate_loops":2048,…},"warmups":[[1,6.03e-05],…]},
//             {"metadata":{…},"values":[5.11e-05,5.05e-05,5.07e-05],"warmups":[[2048,5.23e-05]]},…]}],
//    "metadata":{"perf_version":"2.11.0",…},"version":"1.0"}
// Each run is one worker process (pyperf spawns 20 by default, `--processes N`), and its values are already
// per iteration (divided by loops × inner_loops). A run with warmups and no values only calibrated the loops.
// Metadata is inherited: the file's, then the benchmark's, then the run's; a file of one benchmark keeps its
// `name` and `unit` in the file's metadata. Units: `second` (the default) → time in ns, `byte`
// (`--track-memory`, `--tracemalloc`) → memory in B, `integer` → a count under its own name.
// The processes are the replicates: `runs` holds each process's mean, so verdicts count processes, not values
// (pyperf's own `compare_to` tests all values as one sample). `value` is the mean of every value, pyperf's
// own "Mean +- std dev".
import { own as ownKey } from '../model/keys';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, formatQuantity } from '../model/units';
import { detectAny, type Adapter, type Detection, type ParseInput, type ParseOutput, type SourceFile } from './adapter';
import { type JsonRecord, type JsonSource, array, fail, parseJsonFile, record, string } from './json-doc';
import { maxOf, mean, minOf, sampleStddev } from './sample-stats';
import { stripAnsi } from './text-lines';

const ID = 'pyperf';
const FORMAT = '1.0';

/** A compact pyperf file starts with its first benchmark's metadata and runs; warmups or values follow. */
function detectFile(text: string): Detection {
  const head = stripAnsi(text.slice(0, 8192)).replace(/^\uFEFF/, '');
  // pyperf's text output and `compare_to`'s: pyperf's, though not read; parse says to give it the JSON.
  if (!/^\s*\{\s*"benchmarks"\s*:\s*\[/.test(head)) return /^(?:\S.*: )?Mean \+- std dev: /m.test(head) || /^Geometric mean: \d/m.test(head) ? 'maybe' : 'no';
  if (/"runs"\s*:\s*\[\s*\{/.test(head) && /"(?:warmups|values)"\s*:\s*\[/.test(head)) return 'yes';
  return /"perf_version"\s*:/.test(head) ? 'yes' : 'no';
}

function detect(input: ParseInput): Detection {
  return detectAny(input, detectFile);
}

interface Unit {
  key: string;
  unit: string;
  factor: number;
}

const UNITS: Record<string, Unit> = {
  second: { key: METRIC.time, unit: 'ns', factor: 1e9 },
  byte: { key: METRIC.memory, unit: 'B', factor: 1 },
  integer: { key: 'count', unit: 'count', factor: 1 },
};

/** One benchmark's values gathered from every file that has it (pyperf's `--append` merges runs the same way). */
interface Gathered {
  name: string;
  unit: Unit;
  where: string;
  /** The code it times, by the metadata that says so (DEFINING): one name timing other code is another benchmark. */
  code: string;
  /** The file it was first read from. */
  file: string;
  values: number[];
  /** Each process's mean, in the benchmark's unit. */
  runs: number[];
  /** Runs that calibrated only, or values a side never got (a worker that measured nothing). */
  calibration: number;
}

/**
 * The metadata that says what code a benchmark times. `python -m pyperf timeit -o FILE` names every benchmark
 * "timeit": two files of it timing `sorted(x)` and `sum(x)` were read as one benchmark of their blended values,
 * where pyperf's own `show` and `compare_to` keep the files apart (test/fixtures/pyperf/name-clash).
 */
const DEFINING = ['timeit_stmt', 'timeit_setup', 'timeit_teardown', 'command'];

function readFile(file: SourceFile, into: Map<string, Gathered>): void {
  const src: JsonSource = { harness: ID, file: file.path };
  const root = record(src, parseJsonFile(src, file, 'a pyperf JSON file'), '$');
  if (root.version !== FORMAT) {
    fail(src, 'version', `pyperf's JSON format "${FORMAT}" (pyperf 1.0 and later; an older file converts with \`python -m pyperf convert OLD -o NEW\`)`, root.version);
  }
  const common = root.metadata === undefined ? {} : record(src, root.metadata, 'metadata');
  const benchmarks = array(src, root.benchmarks, 'benchmarks');
  if (benchmarks.length === 0) fail(src, 'benchmarks', 'at least one benchmark', benchmarks);
  benchmarks.forEach((raw, i) => {
    const path = `benchmarks[${i}]`;
    const b = record(src, raw, path);
    const own = b.metadata === undefined ? {} : record(src, b.metadata, `${path}.metadata`);
    const runs = array(src, b.runs, `${path}.runs`);
    if (runs.length === 0) fail(src, `${path}.runs`, 'at least one run (a worker process)', runs);
    const meta = (run: JsonRecord, key: string): unknown => run[key] ?? own[key] ?? common[key];
    let g: Gathered | undefined;
    runs.forEach((rawRun, j) => {
      const rpath = `${path}.runs[${j}]`;
      const run = record(src, rawRun, rpath);
      const runMeta = run.metadata === undefined ? {} : record(src, run.metadata, `${rpath}.metadata`);
      const name = string(src, meta(runMeta, 'name'), `${rpath}.metadata.name (or the benchmark's, or the file's)`);
      const unitName = meta(runMeta, 'unit') ?? 'second';
      const unit = typeof unitName === 'string' ? ownKey(UNITS, unitName) : undefined;
      if (unit === undefined) fail(src, `${rpath}.metadata.unit`, `one of pyperf's units: ${Object.keys(UNITS).join(', ')}`, unitName);
      if (g === undefined) {
        // The same code in another unit (`--track-memory` beside a timing) is another metric of the benchmark.
        const code = JSON.stringify(DEFINING.map((k) => meta(runMeta, k) ?? null));
        const key = `${name}\u0000${code}\u0000${unit.key}`;
        g = into.get(key);
        if (g === undefined) into.set(key, (g = { name, unit, where: `${file.path}: ${path}`, code, file: file.path, values: [], runs: [], calibration: 0 }));
      } else if (g.name !== name) fail(src, `${rpath}.metadata.name`, `the name of the benchmark's other runs ("${g.name}")`, name);
      if (g.unit !== unit) fail(src, `${rpath}.metadata.unit`, `the unit of the benchmark's other runs (${g.where})`, unitName);
      if (run.values === undefined) {
        g.calibration++;
        return;
      }
      const values = array(src, run.values, `${rpath}.values`);
      if (values.length === 0) {
        g.calibration++;
        return;
      }
      const scaled = values.map((v, k) => {
        if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) fail(src, `${rpath}.values[${k}]`, `a non-negative number (${unitName} per iteration)`, v);
        return v * unit.factor;
      });
      for (const v of scaled) g.values.push(v);
      g.runs.push(mean(scaled));
    });
  });
}

/**
 * The benchmarks of the gathered metrics: one per name and code, its metrics by unit. A name that times other
 * code in other files is each file's own benchmark, `<name> [<file>]`, said in a warning.
 */
function toBenchmarks(gathered: Iterable<Gathered>, warnings: string[]): Benchmark[] {
  const byName = new Map<string, Map<string, Gathered[]>>();
  for (const g of gathered) {
    let codes = byName.get(g.name);
    if (codes === undefined) byName.set(g.name, (codes = new Map()));
    const list = codes.get(g.code);
    if (list === undefined) codes.set(g.code, [g]);
    else list.push(g);
  }
  const out: Benchmark[] = [];
  for (const [name, codes] of byName) {
    const clash = codes.size > 1;
    if (clash) {
      const files = [...codes.values()].map((gs) => gs[0]!.file);
      warnings.push(`"${name}" times different code in ${files.join(', ')} (their metadata ${DEFINING.join(', ')} differ): kept apart as ${files.map((f) => `"${name} [${f}]"`).join(', ')}, not one benchmark of blended values`);
    }
    for (const gs of codes.values()) {
      const benchmarkName = clash ? `${name} [${gs[0]!.file}]` : name;
      const measured = gs.filter((g) => g.values.length > 0);
      if (measured.length === 0) {
        // Workers that only calibrated: nothing measured, kept so that the benchmark is not silently lost.
        const g = gs[0]!;
        out.push({ name: benchmarkName, status: 'failed', error: `no values: its ${g.calibration} run(s) only calibrated the loops (${g.where})`, metrics: {} });
        continue;
      }
      const metrics: Record<string, Metric> = {};
      for (const g of measured) metrics[g.unit.key] = toMetric(g);
      out.push({ name: benchmarkName, metrics });
    }
  }
  return out;
}

function toMetric(g: Gathered): Metric {
  const stddev = sampleStddev(g.values);
  const metric: Metric = {
    unit: g.unit.unit,
    direction: 'smaller',
    value: mean(g.values),
    statistic: 'mean',
    samples: g.values,
    n: g.values.length,
    spread: stddev === undefined ? { min: minOf(g.values), max: maxOf(g.values) } : { stddev, min: minOf(g.values), max: maxOf(g.values) },
  };
  if (g.runs.length >= 2) metric.runs = g.runs;
  return metric;
}

/**
 * Every pyperf file of the suite is read; a name in several files (separate `-o` runs of the same code) gathers
 * all their processes, and the same code in another unit (`--track-memory`) is another metric of it.
 */
function parse(input: ParseInput): ParseOutput {
  const files = input.files.filter((f) => detectFile(f.text) === 'yes');
  const chosen = files.length > 0 ? files : input.files.filter((f) => /^\s*\{/.test(stripAnsi(f.text.slice(0, 1024)))).slice(0, 1);
  if (chosen.length === 0) {
    const first = input.files[0];
    fail({ harness: ID, file: first?.path ?? '<none>' }, '$', "a pyperf JSON file (`-o FILE.json`, or `.json.gz`; pyperf's text output has no values per process)", first?.text.split(/\r?\n/, 1)[0] ?? '');
  }
  const gathered = new Map<string, Gathered>();
  for (const f of chosen) readFile(f, gathered);
  const warnings: string[] = [];
  const benchmarks = toBenchmarks(gathered.values(), warnings);
  for (const b of benchmarks) if (b.status === 'failed') warnings.push(`${b.name}: ${b.error}`);
  unstableWarnings(benchmarks, warnings);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/** Benchmarks named one by one in the unstable warning; the rest are counted. */
const UNSTABLE_LISTED = 10;

/**
 * pyperf's own checks of a result (its "WARNING: the benchmark result may be unstable", printed on stdout and
 * never written to the JSON): a standard deviation of 10 % of the mean or more, or a minimum or maximum 50 % or
 * more away from the mean. Said in the report too; a real run here printed it for sort_2k (38 % of the mean, a
 * maximum 145 % above it; test/fixtures/pyperf/unstable).
 */
function unstableWarnings(benchmarks: readonly Benchmark[], warnings: string[]): void {
  const flagged: string[] = [];
  let more = 0;
  for (const b of benchmarks) {
    for (const [key, m] of Object.entries(b.metrics)) {
      const values = m.samples;
      if (values === undefined || values.length === 0 || !(m.value > 0)) continue;
      const q = (v: number): string => formatQuantity(v, m.unit);
      const found: string[] = [];
      const sd = m.spread?.stddev;
      if (values.length >= 2 && sd !== undefined && sd / m.value >= 0.1) found.push(`the standard deviation (${q(sd)}) is ${((sd / m.value) * 100).toFixed(0)} % of the mean (${q(m.value)})`);
      for (const [what, v] of [['minimum', minOf(values)], ['maximum', maxOf(values)]] as const) {
        const off = (v - m.value) / m.value;
        if (Math.abs(off) >= 0.5) found.push(`the ${what} (${q(v)}) is ${(Math.abs(off) * 100).toFixed(0)} % ${off > 0 ? 'greater' : 'smaller'} than the mean (${q(m.value)})`);
      }
      if (found.length === 0) continue;
      if (flagged.length < UNSTABLE_LISTED) flagged.push(`${b.name}${key === METRIC.time ? '' : ` (${key})`}: ${found.join('; ')}`);
      else more++;
    }
  }
  if (flagged.length === 0) return;
  const rest = more > 0 ? ` (and ${more} more benchmark${more === 1 ? '' : 's'})` : '';
  warnings.push(`pyperf would warn that the result may be unstable for ${flagged.join(' · ')}${rest}: more processes, values or loops, or a quieter machine (pyperf system tune), steady it`);
}

export const pyperf: Adapter = {
  id: ID,
  description: 'pyperf JSON (`-o FILE.json`: every value of every worker process; the processes are the replicates)',
  detect,
  parse,
  largeJson: true,
};
