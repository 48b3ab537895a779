// Rust Criterion.rs: the `target/criterion` tree (preferred: it has the raw samples) or `cargo bench` stdout.
// Cut-off stdout is refused: a last line without its newline, or (stderr merged in) a `Benchmarking <id>`
// with no result for it. Criterion prints no closing line, so a cut between two reports cannot be seen.
// Tree layout and JSON: https://bheisler.github.io/criterion.rs/book/user_guide/csv_output.html (files are
// `<bench dir>/new/{benchmark,estimates,sample,tukey}.json`; `base/` and `change/` belong to criterion's own
// baseline and are ignored). Stdout: criterion's CliReport (src/report.rs). criterion ≤ 0.3.2 wrote the same
// tree with CamelCase estimate keys (`"Mean"`, `"Median"`, `"MedianAbsDev"`, `"StdDev"`, `"Slope"`) and sample.json
// as `[[iters…],[times…]]` (the book's html_report example, test/fixtures/criterion/pre-0.3.3/). Real examples
// (test/fixtures/criterion/base/):
//   new/benchmark.json: {"group_id":"checksum","function_id":"impl_a","value_str":"1024","throughput":{"Bytes":1024},"full_id":"checksum/impl_a/1024",…}
//   stdout: checksum/impl_a/1024    time:   [3.7584 µs 3.7935 µs 3.8298 µs]
//                                   thrpt:  [254.99 MiB/s 257.43 MiB/s 259.83 MiB/s]
import { listSome } from '../model/arrays';
import { ParseError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import type { Benchmark, Interval, Metric } from '../model/results';
import { METRIC, byteRateFactor, parseNumber, timeFactor } from '../model/units';
import { exactAlternation, type Adapter, type Detection, type ParseInput, type ParseOutput, type ShardSupport, type SourceFile } from './adapter';
import { WHOLE_LAST_LINE, cutOffLastLine, lineOfIndex, numberedLines, stripAnsi } from './text-lines';
import { UniqueNames } from './unique-names';

const HARNESS = 'criterion';
const TREE_FILE = /^(.*?)(?:^|\/)new\/(benchmark|estimates|sample)\.json$/;
// `<id> time: [<low> <estimate> <high>]`, found in linear time (a lazy `^(.*?)time:` before `[^\]]*\]`
// is quadratic on a line of many "time: [" with no "]").
const TIME_OPEN = /\btime:\s+\[/g;
const ANY_OPEN = /\b(?:time|thrpt):\s+\[/g;

/** [text before "time: [", text inside the brackets], or undefined. */
function timeLine(text: string): [string, string] | undefined {
  TIME_OPEN.lastIndex = 0;
  const open = TIME_OPEN.exec(text);
  if (open === null) return undefined;
  const from = open.index + open[0].length;
  const close = text.indexOf(']', from);
  return close < 0 ? undefined : [text.slice(0, open.index), text.slice(from, close)];
}

/** A "time: [" or "thrpt: [" left open: the last opener has no "]" after it. */
function unclosedBracket(text: string): boolean {
  ANY_OPEN.lastIndex = 0;
  let last = -1;
  for (let m = ANY_OPEN.exec(text); m !== null; m = ANY_OPEN.exec(text)) last = m.index + m[0].length;
  return last >= 0 && text.indexOf(']', last) < 0;
}
const STDOUT_TIME = /\btime:\s+\[\S+ (?:ps|ns|µs|μs|us|ms|s) \S+ \S+ \S+ \S+\]/;

const norm = (path: string): string => path.replace(/\\/g, '/');

function detect(input: ParseInput): Detection {
  const paths = input.files.map((f) => norm(f.path));
  if (paths.some((p) => /(^|\/)new\/estimates\.json$/.test(p)) && paths.some((p) => /(^|\/)new\/benchmark\.json$/.test(p))) return 'yes';
  // `time:` first, natively: the regex over a 60 MB log of another harness took 20 ms.
  if (input.files.some((f) => { const clean = stripAnsi(f.text); return clean.includes('time:') && STDOUT_TIME.test(clean); })) return 'yes';
  return 'no';
}

// ---- the target/criterion tree ----

type Json = Record<string, unknown>;

function jsonFail(file: string, path: string, expected: string, found: unknown): never {
  throw new ParseError({ harness: HARNESS, file, path, expected, found: found === undefined ? 'nothing' : JSON.stringify(found) ?? String(found) });
}

function readJsonValue(file: SourceFile): unknown {
  const deep = jsonTooDeep(file.text);
  if (deep) throw new ParseError({ harness: HARNESS, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep` });
  let value: unknown;
  try {
    value = JSON.parse(stripAnsi(file.text));
  } catch (err) {
    const at = /position (\d+)/.exec(String(err));
    const line = lineOfIndex(file.text, at ? Number(at[1]) : file.text.length);
    throw new ParseError({ harness: HARNESS, file: file.path, line, expected: 'valid JSON', found: file.text.split('\n')[line - 1]?.slice(0, 80) ?? '' });
  }
  return value;
}

function readJson(file: SourceFile): Json {
  const value = readJsonValue(file);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) jsonFail(file.path, '$', 'a JSON object', value);
  return value as Json;
}

function num(file: string, obj: Json, key: string, path: string, check: (n: number) => boolean = () => true, expected = 'a finite number'): number {
  const v = obj[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || !check(v)) jsonFail(file, `${path}.${key}`, expected, v);
  return v;
}

function obj(file: string, parent: Json, key: string, path: string): Json {
  const v = parent[key];
  if (typeof v !== 'object' || v === null || Array.isArray(v)) jsonFail(file, path === '' ? key : `${path}.${key}`, 'an object', v);
  return v as Json;
}

const nonNegative = (n: number): boolean => n >= 0;

/** One criterion estimate `{ point_estimate, standard_error, confidence_interval: {…} }` → value and CI. */
function estimate(file: string, estimates: Json, key: string): { value: number; ci: Interval; se: number } {
  const e = obj(file, estimates, key, '');
  const ci = obj(file, e, 'confidence_interval', key);
  const p = `${key}.confidence_interval`;
  return {
    value: num(file, e, 'point_estimate', key),
    se: num(file, e, 'standard_error', key, nonNegative, 'a non-negative number'),
    ci: {
      lower: num(file, ci, 'lower_bound', p),
      upper: num(file, ci, 'upper_bound', p),
      level: num(file, ci, 'confidence_level', p, (n) => n > 0 && n < 1, 'a level between 0 and 1'),
    },
  };
}

/** estimates.json keys as criterion ≥ 0.3.3 names them → as criterion ≤ 0.3.2 named them. */
const LEGACY_ESTIMATE: Record<string, string> = { mean: 'Mean', median: 'Median', median_abs_dev: 'MedianAbsDev', std_dev: 'StdDev' };

/** Criterion ≤ 0.3.2's CamelCase estimates: only when the current keys are absent (a file of either kind reads as itself). */
const isLegacyEstimates = (est: Json): boolean => !('median' in est) && !('mean' in est) && ('Median' in est || 'Mean' in est);

/**
 * sample.json: per-sample iteration counts and total times (ns); per-iteration samples = times / iters.
 * `{"sampling_mode":…,"iters":[…],"times":[…]}`, or criterion ≤ 0.3.2's `[[iters…],[times…]]`.
 */
function readSamples(file: SourceFile): number[] {
  const s = readJsonValue(file);
  const legacy = Array.isArray(s);
  if (legacy && s.length !== 2) jsonFail(file.path, '$', 'criterion ≤ 0.3.2\'s [[iters…],[times…]] (two arrays)', `an array of ${s.length}`);
  if (!legacy && (typeof s !== 'object' || s === null)) jsonFail(file.path, '$', 'a JSON object', s);
  const [itersAt, timesAt] = legacy ? ['[0]', '[1]'] : ['iters', 'times'];
  const iters: unknown = legacy ? s[0] : (s as Json)['iters'];
  const times: unknown = legacy ? s[1] : (s as Json)['times'];
  if (!Array.isArray(iters)) jsonFail(file.path, itersAt, 'an array of iteration counts', iters);
  if (!Array.isArray(times) || times.length !== iters.length) jsonFail(file.path, timesAt, `an array of ${iters.length} times`, times);
  return times.map((t: unknown, i) => {
    const n: unknown = iters[i];
    if (typeof n !== 'number' || !(n > 0) || !Number.isFinite(n)) jsonFail(file.path, `${itersAt}[${i}]`, 'a positive iteration count', n);
    if (typeof t !== 'number' || !Number.isFinite(t)) jsonFail(file.path, `${timesAt}[${i}]`, 'a finite time in ns', t);
    return t / n;
  });
}

interface Rate {
  metric: string;
  unit: 'B/s' | 'ops/s';
  /** Bytes (or elements) processed per iteration. */
  per: number;
}

/** benchmark.json `throughput`: {"Bytes":n} | {"BytesDecimal":n} | {"Bits":n} | {"Elements":n} | {"ElementsAndBytes":{elements,bytes}} | null. */
function rates(file: string, meta: Json): Rate[] {
  const t = meta['throughput'];
  if (t === null || t === undefined) return [];
  if (typeof t !== 'object' || Array.isArray(t)) jsonFail(file, 'throughput', 'null or a throughput object', t);
  const tp = t as Json;
  // A count of 0 is real (`Throughput::Bytes(0)` for an empty input): its rate is 0, as criterion prints it.
  const count = (o: Json, key: string, path: string): number => num(file, o, key, path, nonNegative, 'a count of 0 or more');
  if ('Bytes' in tp) return [{ metric: METRIC.throughput, unit: 'B/s', per: count(tp, 'Bytes', 'throughput') }];
  if ('BytesDecimal' in tp) return [{ metric: METRIC.throughput, unit: 'B/s', per: count(tp, 'BytesDecimal', 'throughput') }];
  if ('Bits' in tp) return [{ metric: METRIC.throughput, unit: 'B/s', per: count(tp, 'Bits', 'throughput') / 8 }];
  if ('Elements' in tp) return [{ metric: METRIC.throughput, unit: 'ops/s', per: count(tp, 'Elements', 'throughput') }];
  if ('ElementsAndBytes' in tp) {
    const eb = obj(file, tp, 'ElementsAndBytes', 'throughput');
    return [
      { metric: METRIC.throughput, unit: 'B/s', per: count(eb, 'bytes', 'throughput.ElementsAndBytes') },
      { metric: 'throughput-elements', unit: 'ops/s', per: count(eb, 'elements', 'throughput.ElementsAndBytes') },
    ];
  }
  return jsonFail(file, 'throughput', 'one of Bytes, BytesDecimal, Bits, Elements, ElementsAndBytes', t);
}

/** Time per iteration → rate (bigger is better); bounds swap because the rate falls as time rises. */
function rateMetric(rate: Rate, time: Metric): Metric | undefined {
  const f = (ns: number): number => (rate.per * 1e9) / ns;
  if (!(time.value > 0) || (time.samples ?? []).some((s) => !(s > 0))) return undefined;
  const ci = time.spread?.ci;
  const out: Metric = { unit: rate.unit, direction: 'bigger', value: f(time.value) };
  if (time.statistic) out.statistic = time.statistic;
  if (time.samples) out.samples = time.samples.map(f);
  if (time.n !== undefined) out.n = time.n;
  if (ci && ci.lower > 0 && ci.upper > 0) out.spread = { ci: { lower: f(ci.upper), upper: f(ci.lower), level: ci.level } };
  return Number.isFinite(out.value) ? out : undefined;
}

/**
 * value = criterion's median estimate (statistic 'median'): defined in both Linear and Flat sampling
 * (slope is null in Flat mode) and equal to the median of the per-iteration samples benchgate compares.
 * Criterion's own headline (slope, or mean in Flat mode) is not kept: the schema has one central value.
 */
function parseTree(input: ParseInput): ParseOutput {
  const dirs = new Map<string, Partial<Record<'benchmark' | 'estimates' | 'sample', SourceFile>>>();
  for (const f of input.files) {
    const m = TREE_FILE.exec(norm(f.path));
    if (!m) continue;
    const dir = m[1]!;
    const entry = dirs.get(dir) ?? {};
    entry[m[2] as 'benchmark' | 'estimates' | 'sample'] = f;
    dirs.set(dir, entry);
  }
  const benchmarks: Benchmark[] = [];
  const seen = new Set<string>();
  for (const [dir, files] of dirs) {
    const where = `${dir === '' ? '' : `${dir}/`}new/`;
    if (!files.benchmark || !files.estimates) {
      throw new ParseError({ harness: HARNESS, file: where, expected: 'benchmark.json and estimates.json in every new/ folder', found: Object.keys(files).map((k) => `${k}.json`).join(', ') });
    }
    const meta = readJson(files.benchmark);
    const name = meta['full_id'];
    if (typeof name !== 'string' || name.trim() === '') jsonFail(files.benchmark.path, 'full_id', 'a non-empty string', name);
    if (seen.has(name)) jsonFail(files.benchmark.path, 'full_id', 'a benchmark id not seen before', name);
    seen.add(name);
    const group = meta['group_id'];
    const est = readJson(files.estimates);
    const path = files.estimates.path;
    const key = isLegacyEstimates(est) ? (k: string): string => LEGACY_ESTIMATE[k]! : (k: string): string => k;
    const med = estimate(path, est, key('median'));
    const stddev = estimate(path, est, key('std_dev')).value;
    const mad = estimate(path, est, key('median_abs_dev')).value;
    const mean = estimate(path, est, key('mean'));
    if (stddev < 0) jsonFail(path, `${key('std_dev')}.point_estimate`, 'a non-negative number', stddev);
    if (mad < 0) jsonFail(path, `${key('median_abs_dev')}.point_estimate`, 'a non-negative number', mad);
    const samples = files.sample ? readSamples(files.sample) : undefined;
    const time: Metric = {
      unit: 'ns',
      direction: 'smaller',
      value: med.value,
      statistic: 'median',
      ...(samples ? { samples, n: samples.length } : {}),
      spread: { ci: med.ci, stddev, mad, sem: mean.se },
    };
    const metrics: Record<string, Metric> = { [METRIC.time]: time };
    for (const rate of rates(files.benchmark.path, meta)) {
      const m = rateMetric(rate, time);
      if (m) metrics[rate.metric] = m;
    }
    benchmarks.push({ name, ...(typeof group === 'string' && group !== '' && group !== name ? { group } : {}), metrics });
  }
  if (benchmarks.length === 0) {
    throw new ParseError({ harness: HARNESS, file: input.files[0]?.path ?? 'target/criterion', expected: 'at least one <bench>/new/estimates.json' });
  }
  return { benchmarks };
}

// ---- cargo bench stdout ----

function lineFail(file: string, line: number, expected: string, found: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

/** `[low est high]`, each value with its own unit; `convert` maps a unit to a factor (undefined = unknown). */
function triple(file: string, line: number, cell: string, convert: (unit: string) => number | undefined, what: string): [number, number, number] {
  const t = cell.trim().split(/\s+/);
  if (t.length !== 6) lineFail(file, line, `[<low> <unit> <estimate> <unit> <high> <unit>] ${what}`, cell);
  const out = [0, 2, 4].map((i) => {
    const n = parseNumber(t[i]!);
    const f = convert(t[i + 1]!);
    if (n === undefined || f === undefined || !Number.isFinite(n * f)) lineFail(file, line, `a number and a ${what} unit`, `${t[i]} ${t[i + 1]}`);
    return n * f;
  });
  return out as [number, number, number];
}

function rateFactor(unit: string): { unit: 'B/s' | 'ops/s'; factor: number } | undefined {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { unit: 'ops/s', factor: { '': 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]!]! };
  // Throughput::Bits prints decimal bits per second (`b/s` … `Gb/s`, measurement.rs bits_per_second): bytes are 1/8 of
  // them, as in the tree (units.ts would read `b` as bytes, so they are converted here).
  const bits = /^([KMG]?)b\/s$/.exec(unit);
  if (bits) return { unit: 'B/s', factor: { '': 1, K: 1e3, M: 1e6, G: 1e9 }[bits[1]!]! / 8 };
  const f = byteRateFactor(unit);
  return f === undefined ? undefined : { unit: 'B/s', factor: f };
}

function ciMetric(unit: string, direction: 'smaller' | 'bigger', [lower, value, upper]: [number, number, number], n?: number): Metric {
  // Criterion's printed estimate is its "typical" one: the slope in Linear sampling, the mean in Flat
  // sampling; the text does not say which, hence 'other'. The brackets are its 95 % bootstrap CI.
  return { unit, direction, value, statistic: 'other', ...(n === undefined ? {} : { n }), spread: { ci: { lower, upper, level: 0.95 } } };
}

// CliReport's progress lines (stderr): `Benchmarking <id>`, then `Benchmarking <id>: <status>`. An id may hold
// ": " itself (turso/limbo's `limbo/Prepare statement: 'SELECT 1'`), a status never does: split at the last one.
const STATUS = /^(?:Warming up for|Profiling for|Collecting \d+ samples|Analyzing|Complete)\b/;

function progressLine(text: string): { id: string; status: string } | undefined {
  if (!text.startsWith('Benchmarking ')) return undefined;
  const rest = text.slice('Benchmarking '.length);
  const at = rest.lastIndexOf(': ');
  return at >= 0 && STATUS.test(rest.slice(at + 2)) ? { id: rest.slice(0, at), status: rest.slice(at + 2) } : { id: rest, status: '' };
}

/**
 * Criterion prints a benchmark's sample count only in its outlier line ("Found 3 outliers among 100
 * measurements", none when it found no outlier) and in its `Collecting 100 samples` progress line (stderr
 * since 0.4). Without either, n is unknown: not its group's, since `BenchmarkGroup::sample_size` applies to
 * the benchmarks after it (a real 0.5.1 run: `mixed/default` 100 samples with an outlier line, `mixed/ten_a`
 * and `ten_b` 10 samples without one), and not the default 100.
 */
function unknownSampleSizes(file: string, names: string[]): string {
  const listed = listSome(names, 10);
  return `${file}: no sample count for ${listed}: criterion prints it only when it finds outliers ("Found N outliers among M measurements") and in its "Collecting N samples" progress on stderr, so n is unknown (give stderr too, merged with 2>&1, or the target/criterion tree)`;
}

function parseStdout(input: ParseInput): ParseOutput {
  const benchmarks: Benchmark[] = [];
  // Where each id was first printed; an id printed again (two bench targets with one id, or two runs in one
  // file) is kept as `<id> (2)`… with a warning, never dropped.
  const firstAt = new Map<string, string>();
  const names = new UniqueNames();
  const repeated: string[] = [];
  let repeats = 0;
  const repeatedIds = new Set<string>();
  const warnings: string[] = [];
  // `Collecting <n> samples` progress lines (criterion ≤ 0.3 prints them on stdout, later versions on stderr,
  // merged by `2>&1` or given as a file of its own) give n for every benchmark, not only those with an outlier line.
  const collected = new Map<string, number>();
  const fileOf = new Map<string, string>();
  // The first panic, with the message Rust prints on the line after it: all there is to say when no result came before.
  let panicked: { file: string; line: number; text: string; id?: string; message?: boolean } | undefined;
  for (const file of input.files) {
    let pendingName: string | undefined;
    let current: Benchmark | undefined;
    // With stderr merged in (`2>&1`), criterion's `Benchmarking <id>` progress line: a run killed while
    // measuring ends on it, with no result for that id after it.
    let started: { id: string; line: number; text: string } | undefined;
    const lines = numberedLines(file.text);
    // Every line of a criterion report matters (a cut `among 100 measurements` is another n): none may be cut.
    const cut = cutOffLastLine(lines);
    if (cut !== undefined) lineFail(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (trimmed.trim() === '') continue;
      if (panicked?.message === false) {
        panicked.text = `${panicked.text.replace(/:$/, '')}: ${trimmed.trim()}`;
        panicked.message = true;
      }
      const progress = progressLine(trimmed);
      if (progress) started = progress.status.startsWith('Complete') ? undefined : { id: progress.id, line, text: trimmed };
      const samples = progress && /^Collecting (\d+) samples/.exec(progress.status);
      if (samples) collected.set(progress.id, Number(samples[1]));
      const time = timeLine(trimmed);
      const indented = /^\s/.test(trimmed);
      if (time && !time[1].includes('%')) {
        // Long ids (over 23 characters) are printed on their own line, `time:` below them, indented.
        const name = indented ? pendingName : time[0].trim();
        if (name === undefined || name === '') lineFail(file.path, line, 'a benchmark id before "time:"', trimmed);
        const kept = names.take(name);
        if (kept !== name) {
          const first = firstAt.get(name)!;
          // The first few named; a million repeats (a hostile output) are counted, not each described.
          repeatedIds.add(name);
          if (++repeats <= 5) repeated.push(`"${name}" (${first.startsWith(`${file.path}:`) ? `${first}, then line ${line}` : `${first}, then ${file.path}:${line}`}, kept as "${kept}")`);
        } else firstAt.set(name, `${file.path}:${line}`);
        current = { name: kept, metrics: { [METRIC.time]: ciMetric('ns', 'smaller', triple(file.path, line, time[1], timeFactor, 'time'), collected.get(name)) } };
        benchmarks.push(current);
        fileOf.set(kept, file.path);
        pendingName = undefined;
        if (started?.id === name) started = undefined;
        continue;
      }
      if (unclosedBracket(trimmed)) lineFail(file.path, line, '"time:" / "thrpt:" followed by "[<low> <estimate> <high>]"', trimmed);
      const thrpt = /^\s+thrpt:\s+\[([^\]]*)\]/.exec(trimmed);
      if (thrpt && !thrpt[1]!.includes('%')) {
        if (!current) lineFail(file.path, line, 'a "time:" line before "thrpt:"', trimmed);
        const unit = rateFactor(thrpt[1]!.trim().split(/\s+/)[3] ?? '');
        const values = triple(file.path, line, thrpt[1]!, (u) => (rateFactor(u)?.unit === unit?.unit ? rateFactor(u)?.factor : undefined), 'throughput');
        const rate = ciMetric(unit!.unit, 'bigger', values, current.metrics[METRIC.time]?.n);
        const first = current.metrics[METRIC.throughput];
        if (first === undefined) current.metrics[METRIC.throughput] = rate;
        else if (first.unit === rate.unit) lineFail(file.path, line, 'one "thrpt:" line per unit under a benchmark', trimmed);
        else {
          // Throughput::ElementsAndBytes prints two lines (elements, then bytes): named as the tree names them.
          const [bytes, elements] = rate.unit === 'B/s' ? [rate, first] : [first, rate];
          current.metrics[METRIC.throughput] = bytes;
          current.metrics['throughput-elements'] = elements;
        }
        continue;
      }
      const outliers = /^Found \d+ outliers among (\d+) measurements/.exec(trimmed);
      if (outliers && current) {
        for (const m of Object.values(current.metrics)) m.n = Number(outliers[1]);
        continue;
      }
      // Newer Rust (1.95 here) prints the thread's id too: `thread 'main' (20313) panicked at …` (fixtures/criterion/panic).
      const panic = /^thread '.*?'(?: \(\d+\))? panicked at (.*?):?$/.exec(trimmed);
      if (panic) {
        warnings.push(`${file.path}:${line}: criterion panicked (${panic[1]}); later benchmarks did not run`);
        // Rust ≥ 1.73 ends the line with `:` and prints the message on the next; older Rust quoted it in the line.
        panicked ??= { file: file.path, line, text: trimmed, id: started?.id, message: !trimmed.endsWith(':') };
        continue;
      }
      // Everything else (libtest preamble, change blocks, verdicts, outlier details, cargo and
      // progress lines from a merged stderr) is not a result. A non-indented unknown line may be a long id.
      pendingName = indented ? pendingName : (progress?.id ?? trimmed);
    }
    // Only where results and progress share the file (`2>&1`): a stderr file of its own has no results.
    if (started !== undefined && current !== undefined) {
      lineFail(file.path, started.line, `criterion's "${started.id}  time: [...]" result after it (the run stopped while measuring: killed, or cut off)`, started.text);
    }
  }
  for (const b of benchmarks) {
    const n = collected.get(b.name);
    if (n !== undefined && b.metrics[METRIC.time]?.n === undefined) for (const m of Object.values(b.metrics)) m.n = n;
  }
  if (benchmarks.length === 0 && panicked !== undefined) {
    // A benchmark that panics in its first iteration (an index into empty input) leaves only the panic, on stderr.
    const which = panicked.id === undefined ? 'a benchmark' : `the benchmark "${panicked.id}"`;
    throw new ParseError({ harness: HARNESS, file: panicked.file, line: panicked.line, expected: `criterion "<id>  time:   [<low> <est> <high>]" lines, but ${which} panicked before any result`, found: panicked.text });
  }
  if (benchmarks.length === 0) {
    // `-- --output-format bencher` prints libtest's lines, which the cargo-bench harness reads.
    const bencher = input.files.some((f) => /^test \S.* \.\.\. bench: /m.test(f.text));
    const expected = 'criterion "<id>  time:   [<low> <est> <high>]" lines or a target/criterion tree';
    throw new ParseError({
      harness: HARNESS,
      file: input.files[0]?.path ?? '<stdout>',
      expected: bencher ? `${expected} (this is \`--output-format bencher\` output: read it with harness: cargo-bench)` : expected,
      found: input.files[0]?.text.slice(0, 80),
    });
  }
  const unknown = new Map<string, string[]>();
  for (const b of benchmarks) {
    if (b.metrics[METRIC.time]?.n !== undefined) continue;
    const file = fileOf.get(b.name)!;
    const names = unknown.get(file);
    if (names === undefined) unknown.set(file, [b.name]);
    else names.push(b.name); // not a copy per benchmark: quadratic over a large run
  }
  for (const [file, names] of unknown) warnings.push(unknownSampleSizes(file, names));
  if (repeated.length > 0) {
    warnings.push(
      `criterion printed ${repeatedIds.size === 1 ? 'an id' : `${repeatedIds.size} ids`} more than once (${repeats} repeat${repeats === 1 ? '' : 's'}): ${repeated.join(', ')}${repeats > repeated.length ? ` and ${repeats - repeated.length} more` : ''}. Two bench targets with the same id (cargo bench runs every target), or two runs in one file; each result is kept. Criterion keeps one result per id under target/criterion, so its own "change:" lines compared them with each other: give the ids a group or a distinct name, or each target a suite of its own (\`cargo bench --bench <target>\`).`,
    );
  }
  const cut = benchmarks.filter((b) => isCutTitle(b.name)).map((b) => b.name);
  if (cut.length > 0) warnings.push(cutTitles(cut));
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * Criterion prints an id over 100 bytes cut there (at a character boundary) with `...` after it, and a title
 * already printed gets ` #2`, ` #3`: its target/criterion tree keeps the full id (`full_id`).
 */
const CUT_TITLE = /^(.*)\.\.\.(?: #\d+)?$/s;
function isCutTitle(name: string): boolean {
  const m = CUT_TITLE.exec(name);
  if (m === null) return false;
  const bytes = Buffer.byteLength(m[1]!);
  return bytes > 96 && bytes <= 100;
}

function cutTitles(names: string[]): string {
  const listed = listSome(names, 3);
  return (
    `criterion cut ${names.length} benchmark id${names.length === 1 ? '' : 's'} at 100 characters in its output (${listed}); ` +
    'two ids that start the same are told apart only by " #2" in the order they ran: read the target/criterion tree for the full ids (output: { files: [target/criterion] })'
  );
}

function parse(input: ParseInput): ParseOutput {
  const isTree = input.files.some((f) => /(^|\/)new\/estimates\.json$/.test(norm(f.path)));
  return isTree ? parseTree(input) : parseStdout(input);
}

/** Shards select benchmark ids: `cargo bench -- --list` lists them, a regex filter after `--` selects. */
const shard: ShardSupport = {
  unitOf: (b) => b.name,
  listArgs: { args: ['--list'], afterDoubleDash: true },
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(.+): bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: [exactAlternation(units)], afterDoubleDash: true }),
};

export const criterion: Adapter = {
  id: HARNESS,
  description: 'Rust Criterion.rs (target/criterion tree with raw samples, or cargo bench output)',
  detect,
  parse,
  shard,
};
