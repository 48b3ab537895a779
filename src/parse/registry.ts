// Every adapter, once. Adding a harness is one import and one line in ADAPTERS.
import { listSome } from '../model/arrays';
import { DetectionError, ParseError } from '../model/errors';
import type { Benchmark, Metric } from '../model/results';
import type { Adapter, ParseInput, ParseOutput } from './adapter';
import { asv } from './asv';
import { benchmarkdotnet } from './benchmarkdotnet';
import { benchmarkjs } from './benchmarkjs';
import { cargoBench } from './cargo-bench';
import { catch2 } from './catch2';
import { command } from './command';
import { criterion } from './criterion';
import { customJson } from './custom-json';
import { divan } from './divan';
import { gabBigger, gabSmaller } from './github-action-benchmark';
import { gnuTime } from './gnu-time';
import { goBench } from './go-bench';
import { googleBenchmark } from './google-benchmark';
import { gungraun, iaiCallgrind } from './gungraun';
import { hyperfine } from './hyperfine';
import { jmh } from './jmh';
import { mitata } from './mitata';
import { pyperf } from './pyperf';
import { pytestBenchmark } from './pytest-benchmark';
import { size } from './size';
import { tinybench } from './tinybench';
import { vitestBench } from './vitest-bench';

// One import above and one line here per adapter (keep both lists sorted by id).
export const ADAPTERS: readonly Adapter[] = [
  asv,
  benchmarkdotnet,
  benchmarkjs,
  cargoBench,
  catch2,
  command,
  criterion,
  customJson,
  divan,
  gabBigger,
  gabSmaller,
  gnuTime,
  goBench,
  googleBenchmark,
  gungraun,
  hyperfine,
  iaiCallgrind,
  jmh,
  mitata,
  pyperf,
  pytestBenchmark,
  size,
  tinybench,
  vitestBench,
];

export function findAdapter(id: string): Adapter | undefined {
  return ADAPTERS.find((a) => a.id === id);
}

export function harnessIds(): string[] {
  return ADAPTERS.map((a) => a.id);
}

function describeInput(input: ParseInput): string {
  const names = input.files.map((f) => f.path);
  return listSome(names, 3);
}

/**
 * Picks the adapter for an output: exactly one `yes` wins. Several `yes`, or none, is a DetectionError
 * that names the candidates, so the user knows which `harness:` to write.
 */
export function detectAdapter(input: ParseInput): Adapter {
  const verdicts = ADAPTERS.map((adapter) => ({ adapter, verdict: safeDetect(adapter, input) }));
  const yes = verdicts.filter((v) => v.verdict === 'yes').map((v) => v.adapter);
  const where = describeInput(input);
  if (yes.length === 1) return yes[0]!;
  if (yes.length > 1) {
    const ids = yes.map((a) => a.id);
    throw new DetectionError(where, ids, `${where}: several harnesses match (${ids.join(', ')}); set "harness:" to one of them`);
  }
  const maybe = verdicts.filter((v) => v.verdict === 'maybe').map((v) => v.adapter);
  // What a harness that might be the one says of the output (mitata's console report: "run with `format:
  // 'json'`"): only on this failing path, so a user learns it without naming the harness first.
  const said = (a: Adapter): string => {
    try {
      a.parse(input);
    } catch (err) {
      if (err instanceof ParseError) return `${a.id}, which says: ${err.message}`;
    }
    return a.id;
  };
  const hint = maybe.length > 0 ? `it might be ${maybe.map(said).join(' or ')}` : `known harnesses: ${harnessIds().join(', ')}`;
  throw new DetectionError(where, maybe.map((a) => a.id), `${where}: no harness recognises this output (${hint}); set "harness:" explicitly`);
}

function safeDetect(adapter: Adapter, input: ParseInput): 'yes' | 'maybe' | 'no' {
  try {
    return adapter.detect(input);
  } catch {
    return 'no'; // detect must not throw; a buggy detector must not break detection for the others
  }
}

/** Parses with the named harness, or detects one. Unknown harness ids are a ParseError naming the known ones. */
const RELEASE_LAST_MATCH = /^/;

export function parseOutput(input: ParseInput, harness?: string): { harness: string; output: ParseOutput } {
  const adapter = harness === undefined ? detectAdapter(input) : findAdapter(harness);
  if (adapter === undefined) {
    throw new ParseError({
      harness: harness ?? '?',
      file: describeInput(input),
      expected: `a harness id, one of ${harnessIds().join(', ')}`,
      found: harness,
    });
  }
  refuseLargeJson(adapter, input);
  const output = adapter.parse(input);
  checkOutput(adapter.id, describeInput(input), output, input.files.length);
  // V8 keeps the subject of the last regular-expression match for RegExp.input / RegExp.lastMatch: after a
  // whole-output test that is the output itself (60 MB for 100,000 go benchmarks), alive until the next
  // match. One match on an empty string lets it go now.
  RELEASE_LAST_MATCH.exec('');
  return { harness: adapter.id, output };
}

/**
 * A JSON file too large to be one string reaches adapters as a stream (SourceFile.json) and its first MiB
 * as text: an adapter that reads only text would parse that head as if it were the whole file.
 */
function refuseLargeJson(adapter: Adapter, input: ParseInput): void {
  const streams = adapter.largeText === true;
  const bigJson = adapter.largeJson === true ? undefined : input.files.find((f) => f.json !== undefined && !(streams && f.lines !== undefined));
  if (bigJson !== undefined) {
    throw new ParseError({
      harness: adapter.id,
      file: bigJson.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs as text and does not stream JSON; split the output into several files)`,
      found: `${bigJson.json!.size} bytes of JSON`,
    });
  }
  // Text too large for one string reaches an adapter as lines (SourceFile.lines) only if it reads them.
  const bigText = streams ? undefined : input.files.find((f) => f.lines !== undefined && f.json === undefined);
  if (bigText !== undefined) {
    throw new ParseError({
      harness: adapter.id,
      file: bigText.path,
      expected: `a file small enough to read as one string (${adapter.id} reads its outputs whole and does not stream text; split the output into several files: every file a suite names is read)`,
      found: `${bigText.lines!.size} bytes of text`,
    });
  }
}

/** Where a bad value is, built only for the error: checkOutput runs for every metric of every benchmark. */
function whereOf(harness: string, file: string, benchmark: string, metric: string): { harness: string; file: string; path: string } {
  return { harness, file, path: `benchmark "${benchmark}", ${metric}` };
}

/**
 * Data that cannot be right, refused at the border for every harness alike: a negative, NaN or infinite
 * time or value (a broken clock, a crashed run printing garbage), or one benchmark name twice (it could
 * not be paired with its baseline). One linear pass.
 */
function checkOutput(harness: string, file: string, output: ParseOutput, files = 1): void {
  const seen = new Set<string>();
  // From several files, a name twice is most often two runs or two environments given to one suite.
  const twice = files > 1 ? `the harness printed it twice, or it is in more than one of these ${files} files: two runs or environments of one suite? give each its own suite` : 'the harness printed it twice';
  const benchmarks = output.benchmarks;
  for (let bi = 0; bi < benchmarks.length; bi++) {
    const b = benchmarks[bi]!;
    if (b.name === '') throw new ParseError({ harness, file, path: 'a benchmark', expected: 'a benchmark name', found: '""' });
    if (seen.has(b.name)) throw new ParseError({ harness, file, path: `benchmark "${b.name}"`, expected: `each benchmark name once in a run (${twice})`, found: b.name });
    seen.add(b.name);
    checkBenchmarkFields(harness, file, b);
    for (const metric in b.metrics) {
      const m = b.metrics[metric]!;
      if (!Number.isFinite(m.value)) throw new ParseError({ ...whereOf(harness, file, b.name, metric), expected: 'a finite number', found: String(m.value) });
      checkMetricFields(harness, file, b.name, metric, m);
      const samples = m.samples ?? NONE;
      // One pass per metric (2.4 million samples for 100,000 go benchmarks): a sample is bad when it is not
      // finite, or is a negative time; which of the two is told apart only for the error.
      const time = m.unit === 'ns';
      if (time && m.value < 0) throw new ParseError({ ...whereOf(harness, file, b.name, metric), expected: 'a time that is not negative', found: `${m.value} ns` });
      for (let i = 0; i < samples.length; i++) {
        const x = samples[i]!;
        if (Number.isFinite(x) && (!time || x >= 0)) continue;
        const at = { ...whereOf(harness, file, b.name, metric), path: `${whereOf(harness, file, b.name, metric).path} sample ${i + 1}` };
        if (!Number.isFinite(x)) throw new ParseError({ ...at, expected: 'a finite number', found: String(x) });
        throw new ParseError({ ...at, expected: 'a time that is not negative', found: `${x} ns` });
      }
    }
  }
}

const NONNEGATIVE_SPREADS = ['stddev', 'mad', 'sem', 'iqr', 'error', 'rme'] as const;
const EXTREMES = ['min', 'max'] as const;
/** What a metric without runs, iterations or samples has of them: one list, not a new empty one per metric. */
const NONE: readonly number[] = [];

/** A benchmark's fields besides its metrics, as the results schema takes them. */
function checkBenchmarkFields(harness: string, file: string, b: Benchmark): void {
  if (b.exitCode !== undefined && !Number.isSafeInteger(b.exitCode)) badBenchmarkField(harness, file, b.name, 'exit code', 'a whole number', b.exitCode);
  if (b.ambiguous !== undefined && typeof b.ambiguous !== 'string') badBenchmarkField(harness, file, b.name, 'ambiguous', 'a text', b.ambiguous);
  for (const key in b.params) if (typeof b.params[key] !== 'string') badBenchmarkField(harness, file, b.name, `param ${key}`, 'a text value', JSON.stringify(b.params[key]));
}

/** The refusal of one field of a benchmark (top level, as badField: no closure per benchmark). */
function badBenchmarkField(harness: string, file: string, benchmark: string, field: string, expected: string, found: unknown): never {
  throw new ParseError({ harness, file, path: `benchmark "${benchmark}", ${field}`, expected, found: String(found) });
}

/** The refusal of one field of a metric (top level: a closure per call was made for every metric of every benchmark). */
function badField(harness: string, file: string, benchmark: string, metric: string, field: string, expected: string, found: unknown): never {
  throw new ParseError({ ...whereOf(harness, file, benchmark, metric), path: `benchmark "${benchmark}", ${metric} ${field}`, expected, found: String(found) });
}

/**
 * A metric's other numbers, as the results schema takes them (an adapter scales and inverts what the output
 * printed: 1e308 seconds or a mean of 1e-320 overflow): counts are whole numbers below 2^53, spreads finite and
 * not negative, a time's extremes not negative. Otherwise the run could be compared but never stored.
 */
function checkMetricFields(harness: string, file: string, benchmark: string, metric: string, m: Metric): void {
  const time = m.unit === 'ns';
  if (m.n !== undefined && !(Number.isSafeInteger(m.n) && m.n >= 0)) badField(harness, file, benchmark, metric, 'n', 'a whole number of samples, below 2^53', m.n);
  if (m.n === 0 && m.samples !== undefined && m.samples.length > 0) badField(harness, file, benchmark, metric, 'n', `the number of samples behind the value (${m.samples.length} given)`, 0);
  const s = m.spread;
  if (s !== undefined) {
    // By index over constant lists: this runs once per metric of every benchmark, mostly before V8 optimises it,
    // and for…of there made an iterator result per key (3 MiB for 10,000 go benchmarks).
    for (let i = 0; i < NONNEGATIVE_SPREADS.length; i++) {
      const k = NONNEGATIVE_SPREADS[i]!;
      const v = s[k];
      if (v !== undefined && !(Number.isFinite(v) && v >= 0)) badField(harness, file, benchmark, metric, `spread ${k}`, 'a finite number, not negative', v);
    }
    for (let i = 0; i < EXTREMES.length; i++) {
      const k = EXTREMES[i]!;
      const v = s[k];
      if (v !== undefined && !(Number.isFinite(v) && (!time || v >= 0))) badField(harness, file, benchmark, metric, `spread ${k}`, time ? 'a finite time, not negative' : 'a finite number', v);
    }
    if (s.ci !== undefined && !(Number.isFinite(s.ci.lower) && Number.isFinite(s.ci.upper))) badField(harness, file, benchmark, metric, 'interval', 'finite bounds', `${s.ci.lower} … ${s.ci.upper}`);
  }
  const runs = m.runs ?? NONE;
  for (let i = 0; i < runs.length; i++) {
    const x = runs[i]!;
    if (!(Number.isFinite(x) && (!time || x >= 0))) badField(harness, file, benchmark, metric, 'run value', time ? 'a finite time, not negative' : 'a finite number', x);
  }
  const iterations = m.iterations ?? NONE;
  for (let i = 0; i < iterations.length; i++) {
    const x = iterations[i]!;
    if (!(Number.isSafeInteger(x) && x > 0)) badField(harness, file, benchmark, metric, 'iterations', 'a whole number of iterations, 1 to 2^53', x);
  }
  if (m.resolution !== undefined && !(Number.isFinite(m.resolution) && m.resolution > 0)) badField(harness, file, benchmark, metric, 'resolution', 'a finite step above 0', m.resolution);
  if (m.callsPerSample !== undefined && !(Number.isSafeInteger(m.callsPerSample) && m.callsPerSample > 0)) badField(harness, file, benchmark, metric, 'callsPerSample', 'a whole number of calls, 1 to 2^53', m.callsPerSample);
}
