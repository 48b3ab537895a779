// Go `go test -bench` output, text or `go test -json` (test2json events whose Output carries the same text).
// Format: https://go.googlesource.com/proposal/+/master/design/14313-benchmark-format.md
// (and golang.org/x/perf/benchfmt). Real lines (test/fixtures/go-bench/base/go-test-bench.stdout.txt):
//   BenchmarkChecksum/impl_a/1024-2         	   17725	      6717 ns/op	 152.46 MB/s	       0 B/op	       0 allocs/op
//   BenchmarkHashTable-2                    	     706	    160166 ns/op	      4096 keys/op	         1.537 probes/key	     271 B/op	       5 allocs/op
// `-count=N` prints N lines per benchmark: they become N samples of one benchmark, and `value` is their
// median (statistic 'median'), the same statistic benchstat reports.
import { ParseError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, parseNumber } from '../model/units';
import { exactAlternation, type Adapter, type Detection, type ParseInput, type ParseOutput, type ShardSupport, type SourceFile } from './adapter';
import { maxOf, median, minOf, sampleStddev } from './sample-stats';
import { numberedLines, stripAnsi, type NumberedLine } from './text-lines';

const HARNESS = 'go-bench';
const RESULT = /^Benchmark\S*[ \t]+\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op\b/m;
const NAME_THEN_REST = /^(Benchmark\S*)\s+(.*)$/;
const PROCS_SUFFIX = /^(.+)-(\d+)$/;

interface Entry {
  pkg: string;
  rawName: string;
  base: string;
  procs: string | undefined;
  samples: Map<string, number[]>;
  error?: string;
}

interface Collected {
  entries: Map<string, Entry>;
  failures: NumberedLine[];
  sawTrailer: boolean;
}

function looksLikeJson(text: string): boolean {
  return /^\s*\{"Time"|^\s*\{"Action"/.test(text);
}

function detect(input: ParseInput): Detection {
  for (const f of input.files) {
    const text = stripAnsi(f.text);
    if (looksLikeJson(text)) {
      if (/"Output":"Benchmark[^"]*ns\/op/.test(text) || /"Output":"\s*\d+\\t\s*\d[\d.]*\s+ns\/op/.test(text)) return 'yes';
    } else if (RESULT.test(text)) return 'yes';
  }
  return input.files.some((f) => /^(goos|goarch|pkg): /m.test(f.text) && /^Benchmark/m.test(f.text)) ? 'maybe' : 'no';
}

function fail(file: string, line: number, expected: string, found?: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

/** test2json: concatenate each package's Output events (a bench line may be split over two events). */
function jsonPackages(file: SourceFile): Map<string, NumberedLine[]> {
  const byPkg = new Map<string, NumberedLine[]>();
  const open = new Map<string, boolean>();
  numberedLines(file.text).forEach(({ text, line }) => {
    if (text.trim() === '') return;
    let event: unknown;
    if (jsonTooDeep(text)) fail(file.path, line, `one test2json event (JSON nested at most ${MAX_JSON_DEPTH} levels deep) per line`, text);
    try {
      event = JSON.parse(text);
    } catch {
      fail(file.path, line, 'one test2json event (JSON object) per line', text);
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) fail(file.path, line, 'a test2json event object', text);
    const { Action, Output, Package } = event as Record<string, unknown>;
    if (Action !== 'output' || typeof Output !== 'string') return;
    const pkg = typeof Package === 'string' ? Package : '';
    const lines = byPkg.get(pkg) ?? [];
    byPkg.set(pkg, lines);
    stripAnsi(Output).split(/\r?\n/).forEach((piece, i, all) => {
      const last = lines[lines.length - 1];
      if (i === 0 && open.get(pkg) && last !== undefined) last.text += piece;
      else lines.push({ text: piece, line });
      if (i === all.length - 1) open.set(pkg, piece !== '');
    });
  });
  return byPkg;
}

function addSamples(entry: Entry, rest: string, file: string, line: number): void {
  const tokens = rest.trim().split(/\s+/);
  const pairs = tokens.slice(1);
  if (pairs.length < 2 || pairs.length % 2 !== 0) fail(file, line, '"<N> <value> <unit>…" after the benchmark name', rest);
  for (let i = 0; i < pairs.length; i += 2) {
    const value = parseNumber(pairs[i]!);
    const unit = pairs[i + 1]!;
    if (value === undefined || !/^[^\d\s]\S*$/.test(unit)) fail(file, line, '"<value> <unit>" pairs', `${pairs[i]} ${unit}`);
    const list = entry.samples.get(unit) ?? [];
    list.push(value);
    entry.samples.set(unit, list);
  }
}

function collect(file: string, lines: NumberedLine[], pkgDefault: string, into: Collected): void {
  let pkg = pkgDefault;
  let lastFailed: Entry | undefined;
  const entryFor = (rawName: string): Entry => {
    const key = `${pkg}\u0000${rawName}`;
    let entry = into.entries.get(key);
    if (entry === undefined) {
      const m = PROCS_SUFFIX.exec(rawName);
      entry = { pkg, rawName, base: m ? m[1]! : rawName, procs: m?.[2], samples: new Map() };
      into.entries.set(key, entry);
    }
    return entry;
  };
  for (const { text, line } of lines) {
    const trimmed = text.trimEnd();
    const pkgLine = /^pkg:\s*(\S+)/.exec(trimmed);
    if (pkgLine) {
      pkg = pkgLine[1]!;
      continue;
    }
    if (/^(PASS|ok\s)/.test(trimmed)) into.sawTrailer = true;
    if (/^(FAIL|--- FAIL:|panic:)/.test(trimmed)) {
      into.sawTrailer = true;
      into.failures.push({ text: trimmed, line });
    }
    const failed = /^--- FAIL:\s*(Benchmark\S*)/.exec(trimmed);
    if (failed) {
      lastFailed = entryFor(failed[1]!);
      lastFailed.error ??= 'benchmark failed';
      continue;
    }
    // Indented lines after `--- FAIL:` are the benchmark's log (the reason it failed).
    if (lastFailed !== undefined && /^\s+\S/.test(text)) {
      lastFailed.error = lastFailed.error === 'benchmark failed' ? trimmed.trim() : `${lastFailed.error}\n${trimmed.trim()}`;
      continue;
    }
    lastFailed = undefined;
    const m = NAME_THEN_REST.exec(trimmed);
    if (!m || !/^Benchmark($|[^a-z])/.test(m[1]!)) continue; // logs, `goos:` headers, test output: not results
    const [, rawName, rest] = m as unknown as [string, string, string];
    // Go prints the name before running; a failure, skip or panic then follows on the same line.
    const inline = /^(--- FAIL:|--- SKIP:|panic:)\s*(.*)$/.exec(rest);
    if (inline) {
      if (inline[1] === '--- SKIP:') continue;
      into.failures.push({ text: trimmed, line });
      lastFailed = entryFor(rawName);
      lastFailed.error = inline[1] === 'panic:' ? `panic: ${inline[2]}` : 'benchmark failed';
      continue;
    }
    if (!/^\d+\s/.test(rest)) fail(file, line, '"<name> <N> <value> ns/op…" benchmark line', trimmed);
    addSamples(entryFor(rawName), rest, file, line);
  }
}

/** ns/op → time (ns); MB/s → throughput (B/s, decimal MB); B/op → memory; allocs/op → allocs; others keep their unit. */
function toMetric(unit: string, samples: number[]): [string, Metric] {
  const summary = (values: number[]): Pick<Metric, 'value' | 'statistic' | 'samples' | 'n' | 'spread'> => {
    const stddev = sampleStddev(values);
    return {
      value: median(values),
      statistic: 'median',
      samples: values,
      n: values.length,
      spread: { min: minOf(values), max: maxOf(values), ...(stddev === undefined ? {} : { stddev }) },
    };
  };
  // Go's B/op and allocs/op are averages over b.N and do vary between runs (GC, map growth):
  // exact only when every sample agrees.
  const exact = samples.every((v) => v === samples[0]);
  switch (unit) {
    case 'ns/op':
      return [METRIC.time, { unit: 'ns', direction: 'smaller', ...summary(samples) }];
    case 'MB/s':
      return [METRIC.throughput, { unit: 'B/s', direction: 'bigger', ...summary(samples.map((v) => v * 1e6)) }];
    case 'B/op':
      return [METRIC.memory, { unit: 'B', direction: 'smaller', ...summary(samples), exact }];
    case 'allocs/op':
      return [METRIC.allocs, { unit: 'allocs', direction: 'smaller', ...summary(samples), exact }];
    default:
      // b.ReportMetric units: rates (`…/s`) are bigger-is-better, anything else smaller by convention.
      return [unit, { unit, direction: unit.endsWith('/s') ? 'bigger' : 'smaller', ...summary(samples) }];
  }
}

function parse(input: ParseInput): ParseOutput {
  const collected: Collected = { entries: new Map(), failures: [], sawTrailer: false };
  for (const file of input.files) {
    if (looksLikeJson(stripAnsi(file.text))) {
      for (const [pkg, lines] of jsonPackages(file)) collect(file.path, lines, pkg, collected);
    } else {
      collect(file.path, numberedLines(file.text), '', collected);
    }
  }
  const entries = [...collected.entries.values()];
  const where = input.files[0]?.path ?? '<stdout>';
  const firstFailure = collected.failures[0];
  if (!entries.some((e) => e.samples.size > 0)) {
    if (firstFailure) fail(where, firstFailure.line, 'at least one benchmark result (the run failed)', firstFailure.text);
    throw new ParseError({ harness: HARNESS, file: where, expected: 'at least one "Benchmark… <N> <value> ns/op" line', found: input.files[0]?.text.slice(0, 80) });
  }
  // Strip `-GOMAXPROCS` only while one procs value is in play; with `-cpu 1,2` the suffix tells runs apart.
  const multiProcs = new Set(entries.map((e) => e.procs ?? '1')).size > 1;
  const nameOf = (e: Entry): string => (multiProcs ? e.rawName : e.base);
  const pkgsByName = new Map<string, Set<string>>();
  for (const e of entries) pkgsByName.set(nameOf(e), (pkgsByName.get(nameOf(e)) ?? new Set()).add(e.pkg));
  const multiPkg = new Set(entries.map((e) => e.pkg)).size > 1;
  const benchmarks: Benchmark[] = entries.map((e) => {
    const name = (pkgsByName.get(nameOf(e))?.size ?? 0) > 1 && e.pkg !== '' ? `${e.pkg}.${nameOf(e)}` : nameOf(e);
    return {
      name,
      ...(multiProcs ? { params: { procs: e.procs ?? '1' } } : {}),
      ...(multiPkg && e.pkg !== '' ? { group: e.pkg } : {}),
      ...(e.error === undefined ? {} : { status: 'failed' as const, error: e.error }),
      metrics: Object.fromEntries([...e.samples].map(([unit, samples]) => toMetric(unit, samples))),
    };
  });
  const warnings: string[] = [];
  if (firstFailure && !entries.some((e) => e.error !== undefined)) {
    warnings.push(`${where}:${firstFailure.line}: the run reported a failure outside any benchmark: ${firstFailure.text}`);
  }
  if (!collected.sawTrailer) warnings.push(`${where}: no PASS/ok/FAIL line: the output may be truncated`);
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * Shards select top-level Benchmark functions (sub-benchmarks stay with their parent): `go test -list`
 * names them, and a later `-bench` flag overrides the command's own.
 */
const shard: ShardSupport = {
  unitOf: (b) => b.name.split('/')[0]!,
  listArgs: { args: ['-list', '^Benchmark'] },
  parseList: (stdout) => stdout.split(/\r?\n/).filter((l) => /^Benchmark\w*$/.test(l.trim())).map((l) => l.trim()),
  selectArgs: (units) => ({ args: ['-bench', exactAlternation(units)] }),
};

export const goBench: Adapter = {
  id: HARNESS,
  description: 'Go testing benchmarks (`go test -bench`, text or -json)',
  detect,
  parse,
  shard,
};
