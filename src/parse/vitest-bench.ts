// vitest bench: the `--outputJson` report (vitest 1-4), the json reporter's file (vitest 5+, which dropped
// `--outputJson`), or the coloured table the default bench reporter prints (vitest 1-4).
// Formats: createBenchmarkJsonReport / renderTable in vitest's node reporter
// (https://github.com/vitest-dev/vitest/blob/main/packages/vitest/src/node/reporters/benchmark/json-formatter.ts
// and …/tableRender.ts; read in the vitest 4.1.12 dist). Times are ms, `hz` ops/s, `rme` in percent.
// Real examples (test/fixtures/vitest-bench/base):
//   "fullName": "codec.bench.js > checksum", … "name": "impl_a/10240", … "hz": 18599.666693972078, … "median": 0.05270600000005743
//   · impl_a/10240    18,599.67  0.0499  0.1134  0.0538  0.0532  0.0795  0.0854  0.1020  ±0.32%     3720   (ANSI removed)
//
// Names: vitest's group `fullName` is `<file> > <describe> > …`. A benchmark is named
// `<describe path> > <bench name>` (`checksum > impl_a/10240`: the file dropped, as users read it), or
// just `<bench name>` at a file's top level; where two files give the same name, those benchmarks keep
// the file too (`codec.bench.js > checksum > impl_a/10240`). `group` is always the full `fullName`.
import { listSome } from '../model/arrays';
import type { Benchmark, Metric, Spread } from '../model/results';
import { defined, maxOf, reciprocalSpread } from './sample-stats';
import { ParseError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { METRIC, parseNumber } from '../model/units';
import type { Adapter, ParseInput, ParseOutput, SourceFile } from './adapter';
import { lineOfIndex, numberedLines, stripAnsi, WHOLE_LAST_LINE } from './text-lines';
import { isRecord as isObject, parseJsonFile as readJsonFile } from './json-doc';

const ID = 'vitest-bench';
const MS = 1e6;
const SEP = ' > ';

type Json = Record<string, unknown>;

interface Found {
  group: string;
  bench: string;
  benchmark: Omit<Benchmark, 'name'>;
  /** file:line or file: path, for duplicate-name errors. */
  where: { file: string; line?: number; path?: string };
}

/** Applies the naming rule in the header comment. */
function nameAll(found: Found[]): Benchmark[] {
  const short = (f: Found): string => [...f.group.split(SEP).slice(1), f.bench].join(SEP);
  const counts = new Map<string, number>();
  for (const f of found) counts.set(short(f), (counts.get(short(f)) ?? 0) + 1);
  const seen = new Set<string>();
  return found.map((f) => {
    const name = counts.get(short(f))! > 1 ? `${f.group}${SEP}${f.bench}` : short(f);
    if (seen.has(name)) {
      throw new ParseError({ harness: ID, ...f.where, expected: 'benchmark names unique within a group', found: name });
    }
    seen.add(name);
    return { name, group: f.group, ...f.benchmark };
  });
}

// ---------- JSON (--outputJson) ----------

function fail(file: string, path: string, expected: string, found?: unknown): never {
  throw new ParseError({ harness: ID, file, path, expected, found: found === undefined ? undefined : (JSON.stringify(found) ?? String(found)) });
}

function num(b: Json, key: string, file: string, path: string, nonNegative = true): number | undefined {
  const v = b[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || (nonNegative && v < 0)) fail(file, `${path}.${key}`, nonNegative ? 'a finite number ≥ 0' : 'a finite number', v);
  return v;
}

/**
 * Timer steps to look for, in ns, largest first: browsers coarsen performance.now() (1 ms, 100 µs, 20 µs, 5 µs);
 * Node's reads hrtime, a nanosecond count (1 ns).
 */
const TIMER_STEPS = [1e6, 1e5, 2e4, 5e3, 1e3, 100, 1];

/**
 * The timer's step where it shows in the result: tinybench times each iteration on its own and picks
 * min, max, p75, p99, p995 and p999 from the sorted samples, so they are whole steps (the median may be the
 * mean of two, a half step). The largest step all of them are multiples of (to float error), or undefined.
 */
function timerStep(picks: (number | undefined)[], median: number | undefined): number | undefined {
  const positive = picks.filter((x): x is number => x !== undefined && x > 0);
  if (positive.length < 2) return undefined;
  const whole = (x: number, step: number): boolean => Math.abs(x / step - Math.round(x / step)) < 1e-4;
  return TIMER_STEPS.find((step) => positive.every((x) => whole(x, step)) && (median === undefined || whole(median, step / 2)));
}

function jsonBenchmark(b: unknown, file: string, path: string): Omit<Benchmark, 'name'> {
  if (!isObject(b)) fail(file, path, 'a benchmark object', b);
  const ms = (key: string, nonNegative = true): number | undefined => {
    const v = num(b, key, file, path, nonNegative);
    return v === undefined ? undefined : v * MS;
  };
  const median = ms('median');
  const mean = ms('mean');
  const hz = num(b, 'hz', file, path);
  // A bench that threw stays in the report with only id/name/rank/rme/samples (real capture:
  // test/fixtures/vitest-bench/failed/out.json); its error is only in vitest's log.
  if (median === undefined && mean === undefined && hz === undefined) {
    return { status: 'failed', error: 'vitest reported no result for this benchmark (it threw; see the run log)', metrics: {} };
  }
  if (median === undefined && mean === undefined) fail(file, `${path}.median`, 'a number (ms)', b.median ?? 'nothing');
  const n = num(b, 'sampleCount', file, path);
  if (n !== undefined && !Number.isSafeInteger(n)) fail(file, `${path}.sampleCount`, 'an integer', n);
  const rmePct = num(b, 'rme', file, path);
  const rme = rmePct === undefined ? undefined : rmePct / 100;
  const rawSamples = b.samples;
  if (rawSamples !== undefined && !Array.isArray(rawSamples)) fail(file, `${path}.samples`, 'an array', rawSamples);
  const samples = (rawSamples ?? []).map((x: unknown, i: number) => {
    if (typeof x !== 'number' || !Number.isFinite(x)) fail(file, `${path}.samples[${i}]`, 'a finite number (ms)', x);
    return x * MS;
  });
  const sd = ms('sd');
  const sem = ms('sem');
  const spread: Spread = defined({ stddev: sd, sem, min: ms('min', false), max: ms('max', false), rme });
  // value = median: vitest reports it and it shrugs off the GC pauses that skew JS means.
  // A median of whole timer steps moves by a step at a time: set as its resolution (tinybench 2's picks; 4 real
  // vitest 4.1.12 runs here gave medians of exactly 35 to 41 ns, Node's 1 ns step, for a bench of about 38 ns).
  const step = median === undefined ? undefined : timerStep(['min', 'max', 'p75', 'p99', 'p995', 'p999'].map((k) => ms(k)), median);
  const time: Metric = defined({
    unit: 'ns',
    direction: 'smaller' as const,
    value: (median ?? mean)!,
    statistic: median === undefined ? ('mean' as const) : ('median' as const),
    samples: samples.length > 0 ? samples : undefined,
    n,
    spread,
    resolution: step,
  });
  const metrics: Record<string, Metric> = { [METRIC.time]: time };
  // hz is tinybench's 1000 / mean (ms), so its statistic is the mean.
  if (hz !== undefined) metrics[METRIC.throughput] = defined({ unit: 'ops/s', direction: 'bigger' as const, value: hz, statistic: 'mean' as const, n, spread: defined({ rme }) });
  return { status: 'ok', metrics };
}

function parseJsonText(file: SourceFile): unknown {
  const text = stripAnsi(file.text);
  const deep = jsonTooDeep(text);
  if (deep) throw new ParseError({ harness: ID, file: file.path, line: deep.line, expected: `JSON nested at most ${MAX_JSON_DEPTH} levels deep (vitest bench --outputJson)` });
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const pos = /position (\d+)/.exec(message);
    const line = lineOfIndex(text, pos ? Number(pos[1]) : text.length);
    throw new ParseError({ harness: ID, file: file.path, line, expected: 'complete JSON (vitest bench --outputJson)', found: message });
  }
}

function parseJsonFile(file: SourceFile, warnings: string[]): Found[] {
  const doc = file.json !== undefined
    // Too large to be one string: streamed from its file (every sample of every bench can make it huge).
    ? readJsonFile({ harness: ID, file: file.path }, file, 'vitest bench --outputJson')
    : parseJsonText(file);
  if (isObject(doc) && Array.isArray(doc.testResults)) return reporterJson(doc.testResults, file.path, warnings);
  if (!isObject(doc) || !Array.isArray(doc.files)) fail(file.path, 'files', 'an array of files (vitest 1-4 --outputJson), or testResults (vitest 5+ --reporter=json)', isObject(doc) ? doc.files : doc);
  const found: Found[] = [];
  doc.files.forEach((f: unknown, fi: number) => {
    const fp = `files[${fi}]`;
    if (!isObject(f) || !Array.isArray(f.groups)) fail(file.path, `${fp}.groups`, 'an array of groups', isObject(f) ? f.groups : f);
    f.groups.forEach((g: unknown, gi: number) => {
      const gp = `${fp}.groups[${gi}]`;
      if (!isObject(g) || typeof g.fullName !== 'string' || g.fullName === '') fail(file.path, `${gp}.fullName`, 'a group name', isObject(g) ? g.fullName : g);
      if (!Array.isArray(g.benchmarks)) fail(file.path, `${gp}.benchmarks`, 'an array of benchmarks', g.benchmarks);
      g.benchmarks.forEach((b: unknown, bi: number) => {
        const bp = `${gp}.benchmarks[${bi}]`;
        const name = isObject(b) ? b.name : undefined;
        if (typeof name !== 'string' || name === '') fail(file.path, `${bp}.name`, 'a benchmark name', name);
        found.push({ group: g.fullName as string, bench: name, benchmark: jsonBenchmark(b, file.path, bp), where: { file: file.path, path: bp } });
      });
    });
  });
  return found;
}

// ---------- vitest 5+: the json reporter (`--reporter=json --outputFile=<f>`) ----------
// vitest 5 dropped `--outputJson`; benchmarks are `bench` fixtures inside tests, and the json reporter gives each
// test's results as `testResults[].assertionResults[].benchmarks[{ name: "<describe> > <test>", tasks }]`, a task
// being a tinybench 6 result: `{ name, latency, throughput, period, totalTime, rank }`, times in ms (real capture:
// test/fixtures/vitest-bench/v5/report.json).

/** A tinybench 6 statistics object as a metric: value = p50 (as the --outputJson path, the median), spread in the same unit. */
function taskStats(stats: unknown, file: string, path: string, unit: 'ns' | 'ops/s'): Metric {
  if (!isObject(stats)) fail(file, path, 'a statistics object (p50, mean, samplesCount …)', stats);
  const f = unit === 'ns' ? MS : 1;
  const scaled = (key: string): number | undefined => {
    const v = num(stats, key, file, path);
    return v === undefined ? undefined : v * f;
  };
  const p50 = scaled('p50');
  if (p50 === undefined) fail(file, `${path}.p50`, 'a number', stats.p50 ?? 'nothing');
  const n = num(stats, 'samplesCount', file, path);
  if (n !== undefined && !Number.isSafeInteger(n)) fail(file, `${path}.samplesCount`, 'an integer', n);
  const rme = num(stats, 'rme', file, path);
  const spread: Spread = defined({ stddev: scaled('sd'), sem: scaled('sem'), mad: scaled('mad'), min: scaled('min'), max: scaled('max'), rme: rme === undefined ? undefined : rme / 100 });
  return defined({ unit, direction: unit === 'ns' ? ('smaller' as const) : ('bigger' as const), value: p50, statistic: 'median' as const, n, spread });
}

const ABSOLUTE = /^(?:\/|[A-Za-z]:[\\/])/;

/**
 * The folder every absolute test file path shares, to cut from them: the json reporter names a test file by
 * its absolute path, which differs between machines (a laptop, a CI runner); vitest 1-4 showed it relative.
 */
function sharedFolder(paths: string[]): string {
  const absolute = paths.filter((p) => ABSOLUTE.test(p));
  if (absolute.length === 0) return '';
  let prefix = absolute[0]!;
  for (const p of absolute) {
    let i = 0;
    while (i < prefix.length && i < p.length && prefix[i] === p[i]) i++;
    prefix = prefix.slice(0, i);
  }
  return prefix.slice(0, Math.max(prefix.lastIndexOf('/'), prefix.lastIndexOf('\\')) + 1);
}

function reporterJson(testResults: unknown[], file: string, warnings: string[]): Found[] {
  const found: Found[] = [];
  const root = sharedFolder(testResults.map((tr) => (isObject(tr) && typeof tr.name === 'string' ? tr.name : '')));
  testResults.forEach((tr: unknown, ti: number) => {
    const tp = `testResults[${ti}]`;
    if (!isObject(tr) || typeof tr.name !== 'string' || !Array.isArray(tr.assertionResults)) fail(file, `${tp}.assertionResults`, 'a test file with a name and assertionResults', tr);
    const testFile = root !== '' && tr.name.startsWith(root) ? tr.name.slice(root.length) : tr.name;
    tr.assertionResults.forEach((a: unknown, ai: number) => {
      const ap = `${tp}.assertionResults[${ai}]`;
      if (!isObject(a)) fail(file, ap, 'a test result object', a);
      const benches = a.benchmarks;
      if (benches !== undefined && !Array.isArray(benches)) fail(file, `${ap}.benchmarks`, 'an array of benchmark groups', benches);
      const failure = a.status === 'failed' ? String((Array.isArray(a.failureMessages) ? a.failureMessages[0] : undefined) ?? 'the test failed').split('\n')[0]! : undefined;
      if (benches === undefined || benches.length === 0) {
        // A bench test that threw before its results (the bench function, or the test around it): named by the test.
        if (failure === undefined) return; // passed, skipped or todo without benchmarks: nothing measured
        const titles = Array.isArray(a.ancestorTitles) ? a.ancestorTitles.filter((t): t is string => typeof t === 'string') : [];
        const title = typeof a.title === 'string' ? a.title : String(a.fullName);
        found.push({ group: [testFile, ...titles].join(SEP), bench: title, benchmark: { status: 'failed', error: failure, metrics: {} }, where: { file, path: ap } });
        return;
      }
      benches.forEach((g: unknown, gi: number) => {
        const gp = `${ap}.benchmarks[${gi}]`;
        if (!isObject(g) || typeof g.name !== 'string' || !Array.isArray(g.tasks)) fail(file, gp, 'a benchmark group { name, tasks }', g);
        g.tasks.forEach((t: unknown, ki: number) => {
          const kp = `${gp}.tasks[${ki}]`;
          if (!isObject(t) || typeof t.name !== 'string' || t.name === '') fail(file, `${kp}.name`, 'a task name', isObject(t) ? t.name : t);
          if (t.fromStore === true) {
            // `bench.from(name, file)`: a result read back from a stored file to compare against, not measured in
            // this run; as a benchmark it would show the stored numbers as this run's (and "no change" for ever).
            warnings.push(`${file}: ${kp}: left out "${g.name as string}${SEP}${t.name}": a stored result (bench.from, "fromStore": true), not measured in this run`);
            return;
          }
          const time = taskStats(t.latency, file, `${kp}.latency`, 'ns');
          const metrics = { [METRIC.time]: time, [METRIC.throughput]: reciprocalSpread(taskStats(t.throughput, file, `${kp}.throughput`, 'ops/s'), time) };
          // A test that failed after its benchmarks ran (an assertion on them): the numbers are real, the failure is the test's.
          const benchmark: Omit<Benchmark, 'name'> = failure === undefined ? { status: 'ok', metrics } : { status: 'failed', error: failure, metrics };
          found.push({ group: `${testFile}${SEP}${g.name as string}`, bench: t.name, benchmark, where: { file, path: kp } });
        });
      });
    });
  });
  return found;
}

// ---------- stdout table ----------

const HEADER = /^name\s+hz\s+min\s+max\s+mean\s+p75\s+p99\s+p995\s+p999\s+rme\s+samples$/;
const NUM = '([\\d,]+\\.\\d+)';
// Lazy names end at a non-space (`(\s|.*?\S)`: the same matches as `(.+?)`): one that may end inside a run of
// spaces in the name rescanned the run from each of its positions (64 KiB of spaces in a name: 2 s a row).
const NAME = '(\\s|.*?\\S)';
const ROW = new RegExp(`^(\\S)\\s${NAME}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+${NUM}\\s+±(\\d+\\.\\d+)%\\s+(\\d+)(.*)$`);
// What renderTable may append to a row: rank marks, a --compare ratio, duration, heap.
const ROW_TAIL = /^(?:\s+(?:fastest|slowest|\[[\d.]+x\] [⇑⇓]|\d+ms|\d+ MB heap used))*\s*$/;
const TITLE = new RegExp(`^\\S\\s+${NAME}(?:\\s+\\d+ms)?$`);
const FAILED_MARK = /^[×✗]/;
/** `↓ name [skipped]` (bench.skip) and `□ name [skipped]` (bench.todo): a row with no numbers, nothing measured. */
const SKIPPED_ROW = /^\S\s(.+?)\s\[skipped\]$/;
const FAILED_ROW = new RegExp(`^(\\S)\\s${NAME}(?:\\s+\\d+ms)?$`);

/** Whether a line of the text, trimmed, is the table's header: only lines holding "name" are looked at, none kept. */
function hasHeader(text: string): boolean {
  const clean = stripAnsi(text);
  for (let at = clean.indexOf('name'); at !== -1; ) {
    const nl = clean.indexOf('\n', at);
    const end = nl === -1 ? clean.length : nl;
    if (HEADER.test(clean.slice(clean.lastIndexOf('\n', at) + 1, end).trim())) return true;
    at = clean.indexOf('name', end); // on from the line's end: a line of many "name" is tested once
  }
  return false;
}

function parseTableFile(file: SourceFile, warnings: string[]): Found[] {
  // Blank runs cut to two lines: the first blank line ends a table, and the others are passed over.
  const lines = numberedLines(file.text);
  const found: Found[] = [];
  let group: string | undefined;
  let inTable = false;
  const err = (line: number, expected: string, text: string): never => {
    throw new ParseError({ harness: ID, file: file.path, line, expected, found: text });
  };
  // In benchmark mode the reporter always ends the run with its " BENCH  Summary" (reportSummary →
  // reportBenchmarkSummary, vitest 4.1.12 dist), after every table: tables without it were cut off.
  let lastRow: { line: number; text: string } | undefined;
  const printed = new Set<string>();
  lines.forEach(({ text: raw, line }, i) => {
    const text = raw.trim();
    if (/^BENCH\s+Summary$/.test(text)) lastRow = undefined;
    const version = /^RUN\s+v(\d+)\./.exec(text);
    if (version && Number(version[1]) >= 5) {
      // vitest 5 rewrote benchmarking (bench fixtures in tests): its table has no row marks, no summary, and
      // its titles are test names; the json reporter carries the same results whole.
      err(line, 'vitest 1-4 bench output (vitest 5+ prints another table: give benchgate its json reporter file instead, `vitest bench --reporter=json --outputFile=<file>`)', text);
    }
    if (HEADER.test(text)) {
      // The line above; where it is a blank run's third or later line, the kept blank before it stands for it.
      const above = lines[i - 1]?.text ?? '';
      const title = TITLE.exec(stripAnsi(above).trim());
      if (!title) err(line - 1 || 1, 'a group title ("✓ <file> > <describe> <n>ms") above the table header', above);
      group = title![1]!;
      inTable = true;
      return;
    }
    if (!inTable) return;
    // A blank line ends a table (vitest 3+); vitest 1 and 2 print the next group's title right under the
    // last row instead: the line above a header is that title, not a row.
    // Lines after a non-blank one are all kept, so lines[i + 1] is the file's next line.
    if (text === '' || HEADER.test(stripAnsi(lines[i + 1]?.text ?? '').trim())) {
      inTable = false;
      return;
    }
    // Each row ends with a newline: a row without one was cut off, maybe where it still parses (samples cut short).
    // Not blank, so kept: the last kept line is the file's last.
    if (i === lines.length - 1) err(line, WHOLE_LAST_LINE, text);
    lastRow = { line, text };
    if (text.endsWith('(baseline)')) return; // --compare: the old run's row under each new one
    if (text.startsWith('→')) {
      const last = found[found.length - 1];
      if (last?.benchmark.status === 'failed') last.benchmark.error = text.slice(1).trim();
      return;
    }
    const m = ROW.exec(text);
    // vitest 3 prints the last file's table a second time at the end of the run: the same row under the
    // same title again is that reprint (a different row under a name already read stays a duplicate).
    const key = `${group!}\n${text}`;
    if (printed.has(key)) return;
    printed.add(key);
    const skipped = m ? null : SKIPPED_ROW.exec(text);
    if (skipped) {
      warnings.push(`${file.path}:${line}: "${group!}${SEP}${skipped[1]!}" was skipped (bench.skip or bench.todo): no result`);
      return;
    }
    if (!m) {
      const failed = FAILED_ROW.exec(text);
      if (failed && FAILED_MARK.test(failed[1]!)) {
        found.push({ group: group!, bench: failed[2]!, benchmark: { status: 'failed', error: 'vitest marked this benchmark failed', metrics: {} }, where: { file: file.path, line } });
        return;
      }
      err(line, 'a bench row "<name>  <hz>  <min> … <p999>  ±<rme>%  <samples>"', text);
    }
    if (!ROW_TAIL.test(m![13]!)) err(line, 'nothing after the samples column but fastest/slowest/a duration', text);
    const v = m!.slice(3, 13).map((s) => parseNumber(s));
    const n = v[9];
    if (v.some((x) => x === undefined) || !Number.isSafeInteger(n)) err(line, 'numbers in every column', text);
    if (n === 0 && v.every((x) => x === 0)) {
      // vitest 1 and 2 print a bench that threw as a row of zeros with 0 samples (its error is only in the log).
      found.push({ group: group!, bench: m![2]!.trim(), benchmark: { status: 'failed', error: 'vitest printed no samples for this benchmark (it threw; see the run log)', metrics: {} }, where: { file: file.path, line } });
      return;
    }
    if (!(v[0]! > 0)) err(line, 'hz > 0 (or a row of zeros with 0 samples: a bench that threw)', text);
    const [hz, min, max, , , , , , rme] = v as number[];
    const spread = { min: min! * MS, max: max! * MS, rme: rme! / 100 };
    found.push({
      group: group!,
      bench: m![2]!.trim(),
      benchmark: {
        status: 'ok',
        metrics: {
          // The table has no median and prints the mean with 4 decimals of ms (often 2 digits); hz is
          // 1000 / mean with 2 decimals, so 1e9 / hz is the same mean, derived, at full precision.
          [METRIC.time]: { unit: 'ns', direction: 'smaller', value: 1e9 / hz!, statistic: 'mean', n, spread },
          [METRIC.throughput]: { unit: 'ops/s', direction: 'bigger', value: hz!, statistic: 'mean', n, spread: { rme: rme! / 100 } },
        },
      },
      where: { file: file.path, line },
    });
  });
  if (lastRow !== undefined) {
    err(lastRow.line, 'vitest\'s " BENCH  Summary" after the result tables (the bench reporter always ends a run with it: the output was cut off, or the run was killed)', lastRow.text);
  }
  return found;
}

// ---------- adapter ----------

const isJson = (text: string): boolean => /^\s*\{/.test(stripAnsi(text.slice(0, 1000)));

function parse(input: ParseInput): ParseOutput {
  const jsonFiles = input.files.filter((f) => isJson(f.text));
  const tableFiles = input.files.filter((f) => !isJson(f.text) && hasHeader(f.text));
  const warnings: string[] = [];
  let found: Found[];
  if (jsonFiles.length > 0) {
    found = jsonFiles.flatMap((f) => parseJsonFile(f, warnings));
    if (tableFiles.length > 0) warnings.push(`used the JSON report; ignored ${tableFiles.map((f) => f.path).join(', ')}`);
  } else {
    found = tableFiles.flatMap((f) => parseTableFile(f, warnings));
  }
  if (found.length === 0) {
    throw new ParseError({
      harness: ID,
      file: input.files.map((f) => f.path).join(', ') || '<no files>',
      expected: 'a vitest bench --outputJson report or the bench result table (name hz min max mean … samples)',
      found: stripAnsi(input.files.find((f) => f.text.trim() !== '')?.text ?? '').trim().split(/\r?\n/, 1)[0] ?? '',
    });
  }
  const benchmarks = nameAll(found);
  const coarse = quantisedMedians(benchmarks);
  if (coarse !== undefined) warnings.push(coarse);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/** Above this share of its median, a timer step is said to quantise the median. */
const COARSE_STEP = 0.01;

/** One warning naming the benchmarks whose median is so few timer steps that one step is 1 % of it or more. */
function quantisedMedians(benchmarks: Benchmark[]): string | undefined {
  const coarse = benchmarks.flatMap((b) => {
    const t = b.metrics[METRIC.time];
    return t?.resolution !== undefined && t.value > 0 && t.resolution / t.value >= COARSE_STEP ? [`${b.name} (${fmtNs(t.value)} ns)`] : [];
  });
  if (coarse.length === 0) return undefined;
  const step = maxOf(benchmarks.map((b) => b.metrics[METRIC.time]?.resolution ?? 0)); // no spread: the rows are unbounded
  const listed = listSome(coarse, 10);
  return `the timer's step (${fmtNs(step)} ns) is 1 % or more of these medians, which move a whole step at a time: ${listed}; base and head a step apart cannot show a change (more work in each iteration would)`;
}

const fmtNs = (ns: number): string => String(Number(ns.toPrecision(6)));

function detect(input: ParseInput): 'yes' | 'maybe' | 'no' {
  let maybe = false;
  for (const f of input.files) {
    const head = stripAnsi(f.text.slice(0, 200_000));
    if (isJson(head)) {
      if (/"files"\s*:/.test(head) && /"groups"\s*:/.test(head) && /"fullName"\s*:/.test(head) && /"benchmarks"\s*:/.test(head)) return 'yes';
      if (/"testResults"\s*:/.test(head) && /"assertionResults"\s*:/.test(head) && /"benchmarks"\s*:\s*\[\s*\{/.test(head) && /"tasks"\s*:/.test(head)) return 'yes';
      continue;
    }
    const lines = head.split(/\r?\n/).map((l) => l.trim());
    if (lines.some((l) => HEADER.test(l))) return 'yes';
    // A run whose tables are missing (every group failed) still has the bench summary banner.
    if (lines.some((l) => /^BENCH\s+Summary$/.test(l))) return 'yes';
    if (lines.some((l) => l.startsWith('Benchmarking is an experimental feature.'))) maybe = true;
  }
  return maybe ? 'maybe' : 'no';
}

export const vitestBench: Adapter = {
  id: ID,
  description: 'vitest bench: the --outputJson report (or the printed result table)',
  detect,
  parse,
  largeJson: true,
};
