// airspeed velocity (https://asv.readthedocs.io/en/stable/dev.html#benchmark-results-format): the results file
// `.asv/results/<machine>/<commit>-<env>.json` (version 2), one row per benchmark in `result_columns` order:
//   "result_columns": ["result", "params", "version", "started_at", "duration", "stats_ci_99_a", …, "samples", "profile"]
//   "bench_sum.time_join": [[1.561491499978729e-05], [], "0867…", 1795508921813, 0.81284, [1.0816e-05], …]
// n is the number of timing samples: the samples' count, else `stats_repeat` (written with or without --record-samples).
// Kind from the function prefix as asv defines it: time_ (seconds → ns), mem_/peakmem_ (bytes), track_ (as is; in its own
// `unit` when benchmarks.json is given too).
// Parameterised benchmarks have one value per point of the params' cartesian product, named `name(a, b)`.
// asv's runner.py: a point's value is `null` when the benchmark failed and NaN when it was skipped (its setup
// raised NotImplementedError, or --bench did not select it); results.py writes a list of only nulls as `null`.
import type { Benchmark, Metric } from '../model/results';
import { METRIC } from '../model/units';
import { detectAny, type Adapter, type ParseInput, type ParseOutput } from './adapter';
import { array, fail, isRecord, parseJsonFile, record, type JsonSource } from './json-doc';

const ID = 'asv';

function detectFile(text: string): 'yes' | 'no' {
  const head = text.slice(0, 4096);
  return /^\s*\{/.test(head) && /"result_columns"\s*:/.test(text) && /"results"\s*:/.test(head + text.slice(0, 1 << 20)) ? 'yes' : 'no';
}

/**
 * Results format version 1, which asv < 0.5 wrote (`"results": {"<name>": <value or {"result": …}>}`, `"version": 1`,
 * no `result_columns`; asv's test/example_results/): recognised only to refuse it with what to do.
 */
function isVersion1(text: string): boolean {
  return /^\s*\{/.test(text) && !/"result_columns"\s*:/.test(text) && /"commit_hash"\s*:/.test(text) && /"results"\s*:/.test(text) && /"version"\s*:\s*1\s*[,}]/.test(text);
}

/**
 * Python's json writes float('nan') and the infinities bare (`NaN`, `Infinity`, `-Infinity`), which JSON.parse
 * refuses. Outside strings they become strings (a value asv never writes there), read below as such.
 */
function quoteBareNonFinite(text: string): string {
  if (!/NaN|Infinity/.test(text)) return text;
  return text.replace(/"(?:[^"\\]|\\.)*"|(-?Infinity|NaN)/g, (m: string, bare?: string) => (bare === undefined ? m : `"${bare}"`));
}

/** How many points the params lists make (their product), without making them. */
function pointCount(params: string[][]): number {
  let n = 1;
  for (const values of params) n *= values.length;
  return n;
}

/**
 * The most points of a benchmark whose result is `null` (every point failed) listed one by one: its params
 * lists alone say how many there are, so a few hundred bytes could ask for millions (12 lists of 4 values:
 * 16.8 million). Beyond it, the benchmark is one failed entry that says how many points it had.
 */
const MAX_FAILED_POINTS = 10_000;

/** Cartesian product of the params lists, in asv's order (first param varies slowest). */
function points(params: string[][]): string[][] {
  let out: string[][] = [[]];
  for (const values of params) out = out.flatMap((p) => values.map((v) => [...p, v]));
  return out;
}

/** The kind from the last part of the name, by asv_runner's `name_regex` of each benchmark type (time.py, timeraw.py, mem.py, peakmem.py). */
function kindOf(name: string): { metric: string; unit: string; factor: number; exact?: true } {
  const fn = name.slice(name.lastIndexOf('.') + 1);
  // timeraw_ times a snippet in a fresh interpreter: seconds, like time_.
  if (/^(?:Time[A-Z_]|time_|Timeraw[A-Z_]|timeraw_)./.test(fn)) return { metric: METRIC.time, unit: 'ns', factor: 1e9 };
  // mem_ is the size of the returned object (pympler's asizeof): the same code gives the same count. peakmem_
  // is the process's peak RSS, which moves from run to run (24,719,360 then 24,604,672 B for one asv 0.6.6
  // benchmark, test/fixtures/asv/versions): not exact, or every such move would be called a change.
  if (/^(?:Mem[A-Z_]|mem_)./.test(fn)) return { metric: METRIC.memory, unit: 'B', factor: 1, exact: true };
  if (/^(?:PeakMem[A-Z_]|peakmem_)./.test(fn)) return { metric: METRIC.memory, unit: 'B', factor: 1 };
  return { metric: 'value', unit: '', factor: 1 };
}

interface Declared {
  paramNames?: string[];
  unit?: string;
}

/**
 * What asv's `benchmarks.json` declares, when it is given too (the results file has only values): param names,
 * and each benchmark's `unit` (a track_'s own `unit = "items"`; asv's default there is "unit", meaning none).
 */
function declared(input: ParseInput): Map<string, Declared> {
  const out = new Map<string, Declared>();
  for (const f of input.files) {
    if (detectFile(f.text) === 'yes' || !/"param_names"\s*:/.test(f.text)) continue;
    try {
      const doc: unknown = JSON.parse(f.text);
      if (!isRecord(doc)) continue;
      for (const [k, v] of Object.entries(doc)) {
        if (!isRecord(v)) continue;
        const d: Declared = {};
        if (Array.isArray(v['param_names']) && v['param_names'].every((n) => typeof n === 'string')) d.paramNames = v['param_names'] as string[];
        if (typeof v['unit'] === 'string' && v['unit'] !== '' && v['unit'] !== 'unit') d.unit = v['unit'];
        out.set(k, d);
      }
    } catch {
      // not asv's benchmarks.json: positional names (p0, p1, …) and no track_ unit
    }
  }
  return out;
}

function parse(input: ParseInput): ParseOutput {
  const benchmarks: Benchmark[] = [];
  const known = declared(input);
  const v1 = input.files.find((f) => isVersion1(f.text));
  if (v1) {
    fail(
      { harness: ID, file: v1.path },
      'version',
      'asv results format version 2 (asv ≥ 0.5 writes it; re-run the benchmarks with a current asv, `pip install -U asv`)',
      '1 (results format version 1, written by asv < 0.5; benchgate reads version 2 only)',
    );
  }
  const files = input.files.filter((f) => detectFile(f.text) === 'yes');
  if (files.length === 0) fail({ harness: ID, file: input.files[0]?.path ?? '<stdout>' }, '$', 'an asv results JSON file (result_columns, results)', input.files[0]?.text.slice(0, 40));
  const warnings: string[] = [];
  // Benchmarks whose param names no benchmarks.json gave: named p0, p1, … and warned about once.
  const positional = new Set<string>();
  let first: { path: string; commit: string } | undefined;
  // Each file's first benchmark and environment: an environment matrix (asv.conf.json's `pythons`, `matrix`)
  // writes one file per environment of the same commit, with the same benchmark names.
  const envs: { from: number; env: string }[] = [];
  for (const file of files) {
    const src: JsonSource = { harness: ID, file: file.path };
    // A file too large for one string is streamed as it is (a bare NaN there is a ParseError naming its byte).
    const text = file.json === undefined ? { ...file, text: quoteBareNonFinite(file.text) } : file;
    const doc = record(src, parseJsonFile(src, text, 'an asv results JSON file'), '$');
    // asv keeps every commit's results side by side in .asv/results/<machine>/ (a cached .asv, `asv continuous`):
    // a glob over them reads several commits as one run, whose names then repeat.
    const commit = doc['commit_hash'];
    if (typeof commit === 'string' && commit !== '') {
      if (first === undefined) first = { path: file.path, commit };
      else if (commit !== first.commit) {
        fail(
          src, 'commit_hash',
          `the commit of ${first.path} (${first.commit.slice(0, 8)}): one commit's results (asv keeps each commit's side by side, .asv/results/<machine>/<commit>-<env>.json; read only the current commit's, whose name starts with its first 8 hex digits, or remove .asv/results before the run)`,
          commit,
        );
      }
    }
    envs.push({ from: benchmarks.length, env: typeof doc['env_name'] === 'string' ? doc['env_name'] : '' });
    const skipped: string[] = [];
    const columns = array(src, doc['result_columns'], 'result_columns');
    const col = (c: string): number => columns.indexOf(c);
    for (const [name, rawRow] of Object.entries(record(src, doc['results'], 'results'))) {
      const path = `results.${name}`;
      if (name === '') fail(src, path, 'a benchmark name', '""');
      const row = array(src, rawRow, path);
      const cell = (c: string): unknown => (col(c) >= 0 ? row[col(c)] : undefined);
      const params = (cell('params') as unknown[] | undefined) ?? [];
      if (!Array.isArray(params) || !params.every((p) => Array.isArray(p) && p.every((v) => typeof v === 'string'))) fail(src, `${path}.params`, 'an array of lists of param values (asv writes each as its repr, a string)', params);
      const count = pointCount(params as string[][]);
      // `null`: every point failed.
      if (cell('result') === null && count > MAX_FAILED_POINTS) {
        benchmarks.push({ name, status: 'failed', error: `asv recorded no result for any of its ${count} params points (the benchmark failed)`, metrics: {} });
        continue;
      }
      const results = cell('result') === null ? Array.from({ length: count }, () => null) : array(src, cell('result'), `${path}.result`);
      // Counted before any point is made: the results listed bound how many a benchmark may have.
      if (count !== results.length) fail(src, `${path}.result`, `${count} values (one per params point)`, results.length);
      const pts = points(params as string[][]);
      const kind = kindOf(name);
      // time_/mem_ units are asv's own (seconds, bytes): only a track_'s declared unit is taken.
      const unit = kind.metric === 'value' ? known.get(name)?.unit : undefined;
      const k = unit === undefined ? kind : { ...kind, unit };
      const list = (c: string): unknown[] | undefined => (Array.isArray(cell(c)) ? (cell(c) as unknown[]) : undefined);
      results.forEach((v, i) => {
        const full = pts[i]!.length === 0 ? name : `${name}(${pts[i]!.join(', ')})`;
        if (v === 'NaN') {
          skipped.push(full);
          return;
        }
        if (v === null || typeof v !== 'number' || !Number.isFinite(v)) {
          benchmarks.push({ name: full, status: 'failed', error: v === null ? 'asv recorded no result (the benchmark failed)' : `asv recorded ${String(v)}`, metrics: {} });
          return;
        }
        const metric: Metric = { unit: k.unit, direction: 'smaller', value: v * k.factor };
        if (k.metric === METRIC.time) metric.statistic = 'median'; // asv's result for time_ is the median of its samples
        if (k.exact) metric.exact = true;
        const lo = list('stats_ci_99_a')?.[i];
        const hi = list('stats_ci_99_b')?.[i];
        if (typeof lo === 'number' && typeof hi === 'number') metric.spread = { ci: { lower: lo * k.factor, upper: hi * k.factor, level: 0.99 } };
        const samples = list('samples')?.[i];
        if (Array.isArray(samples) && samples.length > 0 && samples.every((s) => typeof s === 'number')) {
          metric.samples = (samples as number[]).map((s) => s * k.factor);
          metric.n = samples.length;
        } else {
          // Without --record-samples the count is still there: asv_runner's compute_stats writes
          // `"repeat": len(samples)`, the timing samples of every round behind the median. Each sample is
          // already the mean of `number` calls (time.py: `s / number`), so n is repeat, not repeat × number.
          const repeat = list('stats_repeat')?.[i];
          if (typeof repeat === 'number' && Number.isSafeInteger(repeat) && repeat >= 1) metric.n = repeat;
        }
        const b: Benchmark = { name: full, metrics: { [k.metric]: metric } };
        if (pts[i]!.length > 0) {
          const names = known.get(name)?.paramNames;
          if (names === undefined) positional.add(name);
          b.params = Object.fromEntries(pts[i]!.map((p, j) => [names?.[j] ?? `p${j}`, p]));
        }
        benchmarks.push(b);
      });
    }
    if (skipped.length > 0) warnings.push(`${file.path}: asv skipped ${skipped.length === 1 ? 'this point' : `these ${skipped.length} points`} (NaN: setup raised NotImplementedError, or not selected): ${skipped.join(', ')}`);
  }
  if (benchmarks.length === 0) fail({ harness: ID, file: files[0]!.path }, 'results', 'at least one benchmark', '{}');
  if (new Set(envs.map((e) => e.env)).size > 1) nameByEnvironment(benchmarks, envs);
  if (positional.size > 0) {
    warnings.push(`param names unknown for ${positional.size} benchmark(s), shown as p0, p1, …: asv keeps them in results/benchmarks.json, one folder above the results file; give it too (the suite's output files, or a second path to parse and compare)`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * Several environments of one commit: each benchmark named `name [env]`, with the environment as the `env`
 * parameter (a variant table's column). A single environment keeps its plain names.
 */
function nameByEnvironment(benchmarks: Benchmark[], envs: { from: number; env: string }[]): void {
  envs.forEach(({ from, env }, k) => {
    const to = envs[k + 1]?.from ?? benchmarks.length;
    for (let i = from; i < to; i++) {
      const b = benchmarks[i]!;
      b.name = `${b.name} [${env}]`;
      b.params = { ...b.params, env };
    }
  });
}

export const asv: Adapter = {
  id: ID,
  description: 'airspeed velocity (asv) results JSON (.asv/results/<machine>/<commit>-<env>.json; samples with --record-samples)',
  // A version 1 file is claimed too, so that it gets the message saying what to do rather than "no adapter".
  detect: (input) => detectAny(input, (text) => (isVersion1(text) ? 'yes' : detectFile(text))),
  parse,
  largeJson: true,
};
