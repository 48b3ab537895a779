// Go `go test -bench` output, text or `go test -json` (test2json events whose Output carries the same text).
// Format: https://go.googlesource.com/proposal/+/master/design/14313-benchmark-format.md
// (and golang.org/x/perf/benchfmt). Real lines (test/fixtures/go-bench/base/go-test-bench.stdout.txt):
//   BenchmarkChecksum/impl_a/1024-2         	   17725	      6717 ns/op	 152.46 MB/s	       0 B/op	       0 allocs/op
//   BenchmarkHashTable-2                    	     706	    160166 ns/op	      4096 keys/op	         1.537 probes/key	     271 B/op	       5 allocs/op
// `-count=N` prints N lines per benchmark: they become N samples of one benchmark, and `value` is their
// median (statistic 'median'), the same statistic benchstat reports.
// Configuration lines (`commit: abc`, benchfmt's `key: value`) describe the results after them until the
// key is set again; one name under two configurations is two benchmarks (see `configDiff`).
// Cut-off output is refused, not read short: a name without its numbers, a last line without its newline,
// or go test's header (`goos:`) without the closing `PASS`/`FAIL`/`ok` after the results.
import { ParseError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { pushAll } from '../model/arrays';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, parseNumber } from '../model/units';
import { exactAlternation, type Adapter, type Detection, type ParseInput, type ParseOutput, type ShardSupport } from './adapter';
import { maxOf, median, minOf, sampleStddev } from './sample-stats';
import { lastLine, numberedLines, ownCopy, stripAnsi, type NumberedLine } from './text-lines';

const HARNESS = 'go-bench';
const RESULT = /^Benchmark\S*[ \t]+\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op\b/m;
const NAME_THEN_REST = /^(Benchmark\S*)\s+(.*)$/;
const PROCS_SUFFIX = /^(.+)-(\d+)$/;

interface Entry {
  pkg: string;
  rawName: string;
  base: string;
  procs: string | undefined;
  /** The configuration lines in force at its results (all keys but `pkg`, which has its own handling). */
  config: Readonly<Record<string, string>>;
  configKey: string;
  /** The units in the order first seen, and each one's samples (a few units: arrays, not a Map per entry). */
  units: string[];
  lists: number[][];
  /** b.N of each result line, in order (B/op and allocs/op are a run's totals over it: judge.ts). */
  iterations: number[];
  /** True while every list in `lists` is exactly as long as it is (see `settle`). */
  settled: boolean;
  /** Lines (`iterations.length`) when `settle` last copied the lists. */
  settledLines?: number;
  /** Each unit's position in `units`, once there are more than a few (see `unitSlot`). */
  unitIndex?: Map<string, number>;
  error?: string;
  /**
   * The go test process its first result lines came from, and how many; `blocks`/`blockLines` only once a
   * second process gave some (outputs of several `go test` runs appended to one file, benchstat's way of
   * getting processes): process `blocks[i]` gave `blockLines[i]` lines. Two numbers, not two arrays, per entry
   * of a 100,000-benchmark run.
   */
  block?: number;
  lines0?: number;
  blocks?: number[];
  blockLines?: number[];
}

/**
 * A new entry's lists until it has samples: shared and never written. Most entries get theirs from flushOpen
 * at their exact length, and three empty arrays each, replaced there, were 20 MB of garbage for 100,000.
 */
const NONE_YET: never[] = [];
const NONE_YET_LISTS: never[] = [];

/** The entry's own lists, for pushSample. */
function ownLists(entry: Entry): void {
  if (entry.iterations !== NONE_YET) return;
  entry.units = [];
  entry.lists = [];
  entry.iterations = [];
}

/** One more sample of `unit` for the entry (the line path of addSamples). */
function pushSample(entry: Entry, unit: string, value: number): void {
  const k = unitSlot(entry, unit);
  if (k >= 0) entry.lists[k]!.push(value);
  else {
    entry.units.push(unit);
    entry.lists.push([value]);
  }
}

const UNITS_SCANNED = 16;

/**
 * The position of `unit` in the entry's units, or -1. A handful of units is scanned; past that a map: a
 * result line can hold any number of pairs, and a scan per pair was quadratic (80,000 units on one line: 8.1 s).
 */
function unitSlot(entry: Entry, unit: string): number {
  const units = entry.units;
  if (units.length <= UNITS_SCANNED) return units.indexOf(unit);
  let index = entry.unitIndex;
  if (index === undefined) entry.unitIndex = index = new Map();
  // Units are only ever appended: the map catches up with the ones added since it was last asked.
  for (let k = index.size; k < units.length; k++) if (!index.has(units[k]!)) index.set(units[k]!, k);
  return index.get(unit) ?? -1;
}

/**
 * An entry's sample lists copied to their exact length once its lines are over (the parser moved on to
 * another entry). A list grown by push has room for 17 values; copied while it is young, the grown one
 * dies in the young generation, instead of 800,000 of them (100,000 benchmarks, two files) surviving
 * into the old one as garbage. An entry whose lines come back later (-count runs interleaved) grows again
 * and is settled again.
 */
function settle(entry: Entry): void {
  if (entry.settled) return;
  // Copied again only once it has doubled: an entry left after each of its lines (two benchmarks' lines
  // interleaved) was copied whole each time, quadratic in its lines (2 × 40,000 interleaved lines: 38 s).
  if (entry.iterations.length < 2 * (entry.settledLines ?? 0)) return;
  entry.settledLines = entry.iterations.length;
  // The two lists of lists too: grown by push they have room for 16, and live as long as the parse.
  const lists = entry.lists.slice();
  for (let k = 0; k < lists.length; k++) lists[k] = lists[k]!.slice();
  entry.lists = lists;
  entry.units = entry.units.slice();
  entry.iterations = entry.iterations.slice();
  entry.settled = true;
}

/**
 * benchfmt's configuration line (golang.org/x/perf/benchfmt reader.go parseKeyValueLine): a key that starts
 * with a lower-case letter and holds no space or upper-case letter, a colon, then spaces or tabs and the
 * value; no value at all deletes the key. One blank after the colon, not `[ \t]+(.*)`: a run of tabs before a line
 * separator (which `.` does not match) was split between the two every way, 2.6 s for 16,384 tabs; the value is
 * trimmed where it is read.
 */
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t](.*))?$/u;
/**
 * benchfmt's unit metadata line (golang.org/x/perf/benchfmt units.go, reader.go parseUnitLine):
 * `Unit <unit> <key>=<value>…`, e.g. `Unit ratio better=higher`, printed beside the results (a TestMain, or the
 * command that runs go test). `better` says which way a b.ReportMetric unit improves; benchfmt knows it only
 * for ns/op, MB/s, B/op and allocs/op.
 */
const UNIT_LINE = /^Unit[ \t]+(\S+)((?:[ \t]+[^\s=]+=\S*)+)[ \t]*$/;
/**
 * Lines go test itself prints that have that shape but describe no results: a crash (`panic:`,
 * `signal: killed`), the testing package's notes (`testing: warning: no tests to run`), and `-cover`'s
 * `coverage: 80.0% of statements`, printed after a package's results (in concatenated runs it would
 * otherwise label the next run's).
 */
const NOT_CONFIG = new Set(['panic', 'signal', 'testing', 'coverage']);
const MAX_CONFIG_KEYS = 1000;
/** A result line cut after the name: go test prints the padded name and a tab, runs the benchmark, then the numbers. */
const DANGLING_NAME = /^Benchmark(?![a-z])\S*[ \t]+$/;
/** Lines that close a go test run: the test binary's `PASS`/`FAIL`, the go command's `ok`/`FAIL <pkg>`, a crash. */
const CLOSING = /^(PASS|FAIL|ok\s|FAIL\s|panic:)/;
/**
 * A benchmark that writes to stdout splits its own result line: go test prints the padded name, the benchmark
 * prints, then go test prints the numbers. Text without a newline lands between the name and the numbers
 * (`BenchmarkX-2  \tpartial partial   672910  55.66 ns/op`), a whole line puts the numbers on a line of their
 * own (`  558974  43.13 ns/op …`, after the printed lines), and the first run's text can come before the name.
 */
const NUMBERS_TAIL = /(?:^|[ \t])(\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op(?:[ \t].*)?)$/;
const NUMBERS_ONLY = /^[ \t]*\d+[ \t]+\d[\d.e+-]*[ \t]+ns\/op(?:[ \t]|$)/;

/**
 * A benchmark that called b.Skip once b.N > 1 still gets its line, with 0 iterations and `NaN ns/op`
 * (0 ns over 0 runs; go1.20 to go1.26 alike), then `--- BENCH: <name>` and its log. It measured nothing.
 */
const ZERO_ITERATIONS = /^0+[ \t]+\S+[ \t]+\S/;

interface Collected {
  /** Every entry, in the order first seen (the benchmarks' order). */
  entries: Entry[];
  /**
   * The entries by configuration, package and raw name, nested: one joined key per new benchmark was a
   * long new string to flatten and hash (the configuration's JSON in it), the most of a 100,000-benchmark
   * parse's lookups; a raw name alone is short, and its hash is kept for the later lookups by name.
   */
  byKey: Map<string, Map<string, Map<string, Entry>>>;
  /** `FAIL`, `--- FAIL:` and `panic:` lines; a panic's `benchmark` is the one its goroutine trace names. */
  failures: Array<NumberedLine & { benchmark?: string }>;
  sawTrailer: boolean;
  /** Names printed with 0 iterations (see ZERO_ITERATIONS). */
  skipped: Set<string>;
  /** Benchmarks -v or -json reported `--- SKIP:` (b.Skip in the first run), by the reason they logged. */
  skips: Map<string, string[]>;
  /** Which way is better for a unit, as a benchfmt unit metadata line said (see UNIT_LINE). */
  better: Map<string, Metric['direction']>;
  /** Benchmarks that wrote to stdout while they ran, and the line where that split their result line. */
  printed: Map<string, string>;
}

/**
 * test2json's stream. Since go1.24, `go test -json` also reports build output as events without Time
 * (`{"ImportPath":…,"Action":"build-output"}`), and a vet or compile failure's can come first.
 */
function looksLikeJson(text: string): boolean {
  return /^\s*\{"(?:Time|Action|ImportPath)"/.test(text);
}

function detect(input: ParseInput): Detection {
  for (const f of input.files) {
    const text = stripAnsi(f.text);
    if (looksLikeJson(text)) {
      if (/"Output":"Benchmark[^"]*ns\/op/.test(text) || /"Output":"\s*\d+\\t\s*\d[\d.]*\s+ns\/op/.test(text)) return 'yes';
      // A test2json stream of a run that failed before any result (snappy's benchmarks, run without their
      // downloaded data): go's still, so its ParseError ("the run failed") reaches the user.
      if (/"Output":"goos: /.test(text) && /"Output":"Benchmark(?![a-z])[^"]*"/.test(text)) return 'yes';
    } else if (RESULT.test(text)) return 'yes';
  }
  // go test's header and a benchmark name with no result yet: a run cut off or killed in its first
  // benchmark is still go's, so its ParseError (not "no harness recognises this") reaches the user.
  if (input.files.some((f) => /^goos: /m.test(f.text) && /^goarch: /m.test(f.text) && /^Benchmark\S*[ \t]/m.test(f.text))) return 'yes';
  return input.files.some((f) => /^(goos|goarch|pkg): /m.test(f.text) && /^Benchmark/m.test(f.text)) ? 'maybe' : 'no';
}

function fail(file: string, line: number, expected: string, found?: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

/** The numbered lines of text read in chunks of whole lines (SourceFile.lines), as numberedLines gives them for one string. */
function* chunkedLines(chunks: Iterable<string>): Generator<NumberedLine> {
  let line = 1;
  let pending = '';
  for (const chunk of chunks) {
    const pieces = stripAnsi(pending + chunk).split(/\r?\n/);
    pending = pieces.pop()!;
    for (const t of pieces) yield { text: t.endsWith('\r') ? t.slice(0, -1) : t, line: line++ };
  }
  yield { text: pending.endsWith('\r') ? pending.slice(0, -1) : pending, line };
}

/** test2json: concatenate each package's Output events (a bench line may be split over two events). */
function jsonPackages(path: string, events: Iterable<NumberedLine>): Map<string, NumberedLine[]> {
  const byPkg = new Map<string, NumberedLine[]>();
  const open = new Map<string, boolean>();
  for (const { text, line } of events) {
    if (text.trim() === '') continue;
    let event: unknown;
    if (jsonTooDeep(text)) fail(path, line, `one test2json event (JSON nested at most ${MAX_JSON_DEPTH} levels deep) per line`, text);
    try {
      event = JSON.parse(text);
    } catch {
      fail(path, line, 'one test2json event (JSON object) per line', text);
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) fail(path, line, 'a test2json event object', text);
    const { Action, Output, Package } = event as Record<string, unknown>;
    if (Action !== 'output' || typeof Output !== 'string') continue;
    const pkg = typeof Package === 'string' ? Package : '';
    const lines = byPkg.get(pkg) ?? [];
    byPkg.set(pkg, lines);
    stripAnsi(Output).split(/\r?\n/).forEach((piece, i, all) => {
      const last = lines[lines.length - 1];
      if (i === 0 && open.get(pkg) && last !== undefined) last.text += piece;
      else lines.push({ text: piece, line });
      if (i === all.length - 1) open.set(pkg, piece !== '');
    });
  }
  return byPkg;
}

function addSamples(entry: Entry, rest: string, file: string, line: number): void {
  ownLists(entry);
  const tokens = rest.trim().split(/\s+/);
  const pairs = tokens.slice(1);
  entry.iterations.push(Number(tokens[0]));
  if (pairs.length < 2 || pairs.length % 2 !== 0) fail(file, line, '"<N> <value> <unit>…" after the benchmark name', rest);
  for (let i = 0; i < pairs.length; i += 2) {
    const value = parseNumber(pairs[i]!);
    const unit = pairs[i + 1]!;
    if (value === undefined || !/^[^\d\s]\S*$/.test(unit)) fail(file, line, '"<value> <unit>" pairs', `${pairs[i]} ${unit}`);
    pushSample(entry, unit, value);
  }
}

// ---- the canonical result line, without regexes or temporaries ----
// `BenchmarkName-2 <tab> 17725 <tab> 6717 ns/op <tab> 152.46 MB/s …` is nearly every line of a big run. It is
// scanned by character codes into these reused slots; anything unusual (a unit starting with a digit, an
// exponent, a non-ASCII byte, a failure on the line) returns false and takes the regex path below, which
// states the errors. Both paths give the same samples for the lines the scanner accepts (go-bench tests).
const MAX_FAST_PAIRS = 64;
const fastValues = new Float64Array(MAX_FAST_PAIRS);
const fastUnits: string[] = new Array<string>(MAX_FAST_PAIRS).fill('');

/** Exact powers of ten (10^22 is the largest a double holds exactly). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09;
/** Lines of a benchmark's -v log kept for its failure or skip message. */
const MAX_LOG_LINES = 20;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** Units seen so far (a handful per run), matched in place so a line allocates no unit strings. */
class UnitCache {
  // Seeded with go test's own units: an empty list starts with another map than a filled one, and the
  // scanner, optimised on the first file's, was thrown back to the interpreter at the second file.
  private readonly known: string[] = ['ns/op', 'MB/s', 'B/op', 'allocs/op'];
  at(text: string, start: number, end: number): string {
    const length = end - start;
    for (const u of this.known) if (u.length === length && text.startsWith(u, start)) return u;
    const unit = ownCopy(text.slice(start, end));
    if (this.known.length < 64) this.known.push(unit);
    return unit;
  }
}

/**
 * The entry whose result lines the scanner is reading (`-count=N` prints a benchmark's N lines together),
 * and its samples so far: b.N in openIterations, each unit's values in a slot of openValues. The lists are
 * reused from entry to entry and copied out at their exact length (flushOpen). Grown by push in each entry
 * instead, 100,000 benchmarks left 270 MB of outgrown lists, most of them dying only after promotion.
 */
interface Open {
  entry: Entry | undefined;
  /** The go test process the lines are read from: one more at each header after a run's closing line. */
  process: number;
  /** Slots in use: openUnits[0, slots). */
  slots: number;
  /** Result lines read: openIterations[0, lines). */
  lines: number;
}
/**
 * An empty list of doubles: integers written to it stay doubles, so every sample list copied from these
 * has the one element kind, and the statistics that read them later are compiled for one, not several.
 */
function doubles(): number[] {
  const list = [0.5];
  list.pop();
  return list;
}
const openUnits: string[] = [];
const openLengths: number[] = [];
let openIterations: number[] = doubles();
const openValues: number[][] = [];

/** `lines` more result lines of `entry` from go test process `process` (Entry.blocks). */
function noteBlock(entry: Entry, process: number, lines: number): void {
  if (lines === 0) return;
  if (entry.blocks === undefined || entry.blockLines === undefined) {
    if (entry.block === undefined || entry.block === process) {
      entry.block = process;
      entry.lines0 = (entry.lines0 ?? 0) + lines;
      return;
    }
    entry.blocks = [entry.block, process];
    entry.blockLines = [entry.lines0!, lines];
  } else if (entry.blocks[entry.blocks.length - 1] === process) {
    entry.blockLines[entry.blockLines.length - 1]! += lines;
  } else {
    entry.blocks.push(process);
    entry.blockLines.push(lines);
  }
}

/** The line scanResult accepted last (fastValues, fastUnits) added to the open entry's samples. */
function openSample(open: Open, iterations: number, pairs: number): void {
  openIterations[open.lines++] = iterations;
  for (let k = 0; k < pairs; k++) {
    const unit = fastUnits[k]!;
    let slot = 0;
    while (slot < open.slots && openUnits[slot] !== unit) slot++;
    if (slot === open.slots) {
      if (slot === openValues.length) openValues.push(doubles());
      openUnits[slot] = unit;
      openLengths[slot] = 0;
      open.slots++;
    }
    openValues[slot]![openLengths[slot]!++] = fastValues[k]!;
  }
}

/** The open entry's samples appended to it, each list copied once at its exact length; no entry is then open. */
function flushOpen(open: Open): void {
  const entry = open.entry;
  if (entry === undefined) return;
  open.entry = undefined;
  const fresh = entry.units.length === 0 && entry.iterations.length === 0;
  noteBlock(entry, open.process, open.lines);
  const iterations = openIterations.slice(0, open.lines);
  // Appended in place, not concatenated: a copy of the whole list per return of its lines was quadratic.
  if (entry.iterations.length === 0) entry.iterations = iterations;
  else pushAll(entry.iterations, iterations);
  if (fresh) {
    const units = openUnits.slice(0, open.slots);
    const lists = units.map((_, slot) => openValues[slot]!.slice(0, openLengths[slot]));
    entry.units = units;
    entry.lists = lists;
    // Every list is at its exact length: settle has nothing to copy.
    entry.settled = true;
  } else {
    // The entry's lines came back (interleaved runs) or another path added to it: appended, in the order
    // pushSample would have given (a unit first seen now goes last).
    for (let slot = 0; slot < open.slots; slot++) {
      const values = openValues[slot]!.slice(0, openLengths[slot]);
      const k = unitSlot(entry, openUnits[slot]!);
      if (k < 0) {
        entry.units.push(openUnits[slot]!);
        entry.lists.push(values);
      } else {
        pushAll(entry.lists[k]!, values);
      }
    }
  }
  // A list grown past a few thousand (a benchmark run -count=100000) is not kept for the rest of the process.
  for (let slot = 0; slot < open.slots; slot++) if (openValues[slot]!.length > SCRATCH_KEPT) openValues[slot] = doubles();
  if (openIterations.length > SCRATCH_KEPT) openIterations = doubles();
  open.slots = 0;
  open.lines = 0;
}
const SCRATCH_KEPT = 4096;

/** Where the name of the line scanResult accepted last ends, and its b.N. */
let fastNameEnd = 0;
let fastIterations = 0;

/**
 * The number of `<value> <unit>` pairs on the line text[start, len) (values in fastValues/fastUnits, the
 * name's end in fastNameEnd), or -1 when the line is not in the canonical shape. It starts with `Benchmark`.
 */
function scanResult(text: string, start: number, len: number, units: UnitCache): number {
  let i = start + 9; // after `Benchmark`
  let c = text.charCodeAt(i);
  if (c >= 0x61 && c <= 0x7a) return -1; // `Benchmarking…`: a log line, not a name
  for (; i < len; i++) {
    c = text.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f) break;
  }
  fastNameEnd = i;
  if (i === len || !isBlank(c)) return -1;
  while (i < len && isBlank(text.charCodeAt(i))) i++;
  const iterations = i;
  let someIterations = false;
  let n = 0;
  for (; i < len && isDigit((c = text.charCodeAt(i))); i++) {
    if (c !== 0x30) someIterations = true;
    n = n * 10 + (c - 0x30);
  }
  fastIterations = n;
  // 0 iterations: a benchmark skipped after its first run (ZERO_ITERATIONS), for the regex path.
  if (i === iterations || !someIterations || i === len || !isBlank(text.charCodeAt(i))) return -1;
  let pairs = 0;
  for (;;) {
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    if (i === len) break;
    if (pairs === MAX_FAST_PAIRS) return -1;
    // The value: digits, optionally `.` and digits (PLAIN_NUMBER of model/units.ts).
    const v = i;
    let whole = 0;
    while (i < len && isDigit((c = text.charCodeAt(i)))) {
      whole = whole * 10 + (c - 0x30);
      i++;
    }
    if (i === v || i - v > 15) return -1;
    let value = whole;
    if (i < len && text.charCodeAt(i) === 0x2e) {
      i++;
      const f = i;
      let digits = whole;
      while (i < len && isDigit((c = text.charCodeAt(i)))) {
        digits = digits * 10 + (c - 0x30);
        i++;
      }
      // All digits as one integer over a power of ten: both exact (≤ 15 digits), so the one division
      // rounds once, to the same double Number() gives the text (Clinger's fast path), without a slice.
      value = i - v - 1 <= 15 ? digits / POW10[i - f]! : Number(text.slice(v, i));
    }
    if (i === len || !isBlank(text.charCodeAt(i))) return -1;
    while (i < len && isBlank(text.charCodeAt(i))) i++;
    // The unit: no blank, and not starting with a digit.
    const u = i;
    for (; i < len; i++) {
      c = text.charCodeAt(i);
      if (c <= 0x20 || c >= 0x7f) break;
    }
    if (i === u || isDigit(text.charCodeAt(u)) || (i < len && !isBlank(c))) return -1;
    fastValues[pairs] = value;
    fastUnits[pairs] = units.at(text, u, i);
    pairs++;
  }
  return pairs === 0 ? -1 : pairs;
}

/**
 * One file's lines (one package's, for -json). Configuration starts empty in each, as benchfmt's Reader
 * starts each file afresh. The last line is non-empty only when the text did not end with a newline.
 */
function collect(file: string, source: { lines: Iterable<NumberedLine> } | { chunks: Iterable<string> }, last: NumberedLine | undefined, pkgDefault: string, into: Collected): void {
  let pkg = pkgDefault;
  // Text output names a package only in its header, and go test prints the header with the package's first
  // result: a benchmark that fails at b.N=1 before any result (klauspost/compress zstd's first benchmark,
  // without its testdata) prints `--- FAIL: BenchmarkX` before `pkg:`, after the previous package's `ok` line.
  // Such a failure is the next package's: held here and moved to it at its `pkg:` line, or at its closing
  // `FAIL <pkg>` line when it printed no header at all. A test2json stream names each event's package.
  let pkgKnown = pkgDefault !== '';
  // A set: a million failures before a header must not each search the ones before.
  const unhomed = new Set<Entry>();
  const rehome = (to: string): void => {
    for (const e of unhomed) {
      const byPkg = into.byKey.get(e.configKey)!;
      const target = byPkg.get(to) ?? new Map<string, Entry>();
      byPkg.get(e.pkg)?.delete(e.rawName);
      byPkg.set(to, target);
      // The package already has the benchmark (it also printed results there): its failure joins that one.
      const there = target.get(e.rawName);
      if (there !== undefined) there.error ??= e.error;
      else {
        target.set(e.rawName, e);
        e.pkg = to;
      }
    }
    unhomed.clear();
  };
  // Held apart under a package no header names, so a failure never lands on the previous package's benchmark
  // of the same name.
  const UNHOMED = '\u0000next package';
  const failedEntry = (rawName: string): Entry => {
    if (pkgKnown) return entryFor(rawName);
    const was = pkg;
    pkg = UNHOMED;
    const entry = entryFor(rawName);
    pkg = was;
    unhomed.add(entry);
    return entry;
  };
  let lastFailed: Entry | undefined;
  // A panic in a benchmark's first (b.N = 1) run comes before go test prints its name: only the goroutine
  // trace after it names the benchmark (goccy/go-json's benchmarks module: json-iterator 1.1.10 under Go 1.26).
  let openPanic: (NumberedLine & { benchmark?: string }) | undefined;
  let panicGoroutines = 0;
  // -v and -json print a benchmark's bare name before running it and its log as it comes, so a failure's
  // reason is the indented lines between that name and `--- FAIL: <name>` (without -v, they follow it).
  let chattyName: string | undefined;
  let chattyLog: string[] = [];
  // The last such bare name, kept past the lines after it (a panic's trace names only its function).
  let bareName: string | undefined;
  // A benchmark that printed whole lines between its name and its numbers: the numbers come on their own line.
  let printedName: { rawName: string; at: NumberedLine } | undefined;
  const config = new Map<string, string>();
  // The configuration as one key (for entries) and one frozen object (shared by them): rebuilt at the
  // first result after a change, and the keys are capped, so a flood of `key: value` lines stays linear.
  let configKey = '';
  let configRecord: Readonly<Record<string, string>> = {};
  let configChanged = false;
  const setConfig = (key: string, value: string, at: NumberedLine): void => {
    if (value === '') config.delete(key);
    else config.set(key, value);
    if (config.size > MAX_CONFIG_KEYS) fail(file, at.line, `at most ${MAX_CONFIG_KEYS} configuration keys in force at once (benchfmt "key: value" lines)`, at.text);
    configChanged = true;
  };
  const currentConfig = (): void => {
    if (!configChanged) return;
    const sorted = [...config].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    configKey = JSON.stringify(sorted);
    configRecord = Object.freeze(Object.fromEntries(sorted));
    configChanged = false;
  };
  // go test prints `goos:` before a package's first benchmark and always closes the run after its last.
  let sawHeader = false;
  let unclosed: NumberedLine | undefined;
  // `-count=N` prints a benchmark's N lines one after the other: the last entry is usually the one.
  let lastEntry: Entry | undefined;
  // The samples of the entry the scanner is on wait in reused lists (openSample), and reach it at their
  // exact length when it is left: before any other path touches an entry, and at the end.
  const open: Open = { entry: undefined, process: 0, slots: 0, lines: 0 };
  // A header (`goos:`) after a closing line (`PASS`, `ok`, `FAIL`) starts another process's output.
  let closedSinceHeader = false;
  const entryFor = (rawName: string): Entry => {
    flushOpen(open);
    currentConfig();
    if (lastEntry !== undefined && lastEntry.rawName === rawName && lastEntry.pkg === pkg && lastEntry.configKey === configKey) {
      lastEntry.settled = false;
      return lastEntry;
    }
    let byPkg = into.byKey.get(configKey);
    if (byPkg === undefined) into.byKey.set(configKey, (byPkg = new Map()));
    let byName = byPkg.get(pkg);
    if (byName === undefined) byPkg.set(pkg, (byName = new Map()));
    let entry = byName.get(rawName);
    if (entry === undefined) {
      // testing's benchmarkName appends `-<GOMAXPROCS>` only when it is not 1: a trailing `-1` is the name's own.
      const found = PROCS_SUFFIX.exec(rawName);
      const m = found !== null && found[2] !== '1' ? found : undefined;
      entry = { pkg, rawName, base: m ? m[1]! : rawName, procs: m?.[2], config: configRecord, configKey, units: NONE_YET, lists: NONE_YET_LISTS, iterations: NONE_YET, settled: false };
      byName.set(rawName, entry);
      into.entries.push(entry);
    }
    if (lastEntry !== undefined) settle(lastEntry);
    entry.settled = false;
    lastEntry = entry;
    return entry;
  };
  const units = new UnitCache();
  /** entryFor the name at the start of `text`, sliced (and copied off the file's text) only when it changes. */
  const entryAt = (text: string, start: number, nameEnd: number): Entry => {
    currentConfig();
    const e = lastEntry;
    if (e !== undefined && e.rawName.length === nameEnd - start && text.startsWith(e.rawName, start) && e.pkg === pkg && e.configKey === configKey) return e;
    return entryFor(ownCopy(text.slice(start, nameEnd)));
  };
  const cutOff = (at: NumberedLine): never =>
    fail(file, at.line, 'a complete benchmark line ending in a newline (go test ends every line with one: the output was cut off mid-line)', at.text);
  if (last !== undefined && /^Benchmark(?![a-z])/.test(last.text)) cutOff(last);
  let lastNonBlank: NumberedLine | undefined;
  // The canonical result line (nearly every line of a big run) is read in place, never sliced out: the
  // latest one stands behind FAST in `unclosed` and `lastNonBlank`, made a line only for an error.
  const FAST: NumberedLine = { text: '', line: 0 };
  let fastText = '';
  let fastStart = 0;
  let fastEnd = 0;
  let fastLine = 0;
  const real = (at: NumberedLine): NumberedLine => (at === FAST ? { text: fastText.slice(fastStart, fastEnd), line: fastLine } : at);
  const fast = (text: string, start: number, end: number, line: number): boolean => {
    const pairs = scanResult(text, start, end, units);
    if (pairs <= 0) return false;
    lastFailed = undefined;
    chattyName = undefined;
    const entry = entryAt(text, start, fastNameEnd);
    if (entry !== open.entry) {
      flushOpen(open);
      open.entry = entry;
    }
    openSample(open, fastIterations, pairs);
    fastText = text;
    fastStart = start;
    fastEnd = end;
    fastLine = line;
    lastNonBlank = FAST;
    unclosed = FAST;
    return true;
  };
  if ('chunks' in source) {
    // One string, or a file too large for one read in chunks of whole lines (SourceFile.lines): each
    // chunk's lines are walked in place; what follows a chunk's last newline waits for the next chunk,
    // and after the last chunk it is the file's last line (empty when the file ends with a newline).
    let line = 1;
    let pending = '';
    for (const chunk of source.chunks) {
      const text = stripAnsi(pending + chunk);
      const lastNl = text.lastIndexOf('\n');
      for (let start = 0; start <= lastNl; line++) {
        const nl = text.indexOf('\n', start);
        let end = nl;
        // As numberedLines: split on \r?\n, then one more trailing \r dropped.
        if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
        if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
        // A blank line changes nothing (slow() ends at its `trimmed === ''`): tested here in place, a flood of
        // them (600 MB of newlines took 530 s through slow()'s regular expressions) costs a compare each.
        let k = start;
        while (k < end && isBlank(text.charCodeAt(k))) k++;
        if (k < end && !(text.startsWith('Benchmark', start) && fast(text, start, end, line))) slow({ text: text.slice(start, end), line });
        start = nl + 1;
        // A run of empty lines after it, passed over a character at a time.
        if (k === end) for (; start <= lastNl && text.charCodeAt(start) === 0x0a; start++) line++;
      }
      pending = text.slice(lastNl + 1);
    }
    const tail = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
    if (/^Benchmark(?![a-z])/.test(tail)) cutOff({ text: tail, line });
    if (!(tail.startsWith('Benchmark') && fast(tail, 0, tail.length, line))) slow({ text: tail, line });
  } else {
    for (const at of source.lines) if (!(at.text.startsWith('Benchmark') && fast(at.text, 0, at.text.length, at.line))) slow(at);
  }
  flushOpen(open);
  // Output that ends before the next package's header or closing line: the package in force keeps them.
  if (unhomed.size > 0) rehome(pkg);
  if (printedName !== undefined) {
    fail(file, printedName.at.line, `the numbers of ${printedName.rawName} ("<N> <value> ns/op…" on a line of their own after what it printed; the run stopped, or the output was cut off, before them)`, printedName.at.text);
  }
  if (sawHeader && unclosed !== undefined) {
    const end = real(lastNonBlank ?? unclosed);
    const cut = real(unclosed);
    fail(
      file,
      end.line,
      `go test's closing "PASS", "FAIL" or "ok <pkg>" line after the results (line ${cut.line} is the last; go test always closes a run it printed "goos:" for: the output was cut off, or the run was killed)`,
      end.text.trimEnd(),
    );
  }

  /** Every line the scanner did not take: the regular expressions decide, and state the errors. */
  function slow(at: NumberedLine): void {
    const { text, line } = at;
    const resultLine = text.startsWith('Benchmark');
    const trimmed = text.trimEnd();
    if (trimmed.trim() !== '') lastNonBlank = at;
    if (!resultLine && printedName !== undefined && NUMBERS_ONLY.test(trimmed)) {
      addSamples(entryFor(printedName.rawName), trimmed.trim(), file, line);
      printedName = undefined;
      unclosed = at;
      return;
    }
    if (!resultLine && !trimmed.startsWith('    ') && trimmed.includes('ns/op')) {
      // The text a benchmark printed without a newline, then go test's name and numbers on the same line.
      // Only the first name is tried: one pass, whatever the line holds.
      const at = trimmed.search(/[ \t]Benchmark/);
      const inside = at < 0 ? '' : trimmed.slice(at + 1);
      if (inside !== '' && NAME_THEN_REST.test(inside) && NUMBERS_TAIL.test(inside)) {
        slow({ text: inside, line });
        return;
      }
    }
    if (!resultLine) {
      if (CLOSING.test(trimmed)) unclosed = undefined;
      const pkgLine = /^pkg:\s*(\S+)/.exec(trimmed);
      if (pkgLine) {
        pkg = pkgLine[1]!;
        if (pkgDefault === '') {
          pkgKnown = true;
          rehome(pkg);
        }
        return;
      }
      // The go command's line for a package (`ok  \t<pkg>\t0.1s`, `FAIL\t<pkg>\t0.1s`) ends it: what follows
      // is the next package's, whose header is still to come.
      const pkgDone = /^(?:ok|FAIL)\s+(\S+)/.exec(trimmed);
      if (pkgDone && pkgDefault === '') {
        if (unhomed.size > 0) rehome(pkgDone[1]!);
        pkgKnown = false;
      }
      if (/^goos:/.test(trimmed)) {
        sawHeader = true;
        if (closedSinceHeader) {
          flushOpen(open);
          open.process++;
          closedSinceHeader = false;
        }
      }
      if (/^(?:PASS|FAIL|ok\s)/.test(trimmed)) closedSinceHeader = true;
      if (/^(PASS|ok\s)/.test(trimmed)) into.sawTrailer = true;
      if (/^(FAIL|--- FAIL:|panic:)/.test(trimmed)) {
        into.sawTrailer = true;
        const failure = { text: trimmed, line };
        into.failures.push(failure);
        openPanic = trimmed.startsWith('panic:') ? failure : undefined;
        panicGoroutines = 0;
      } else if (openPanic !== undefined && openPanic.benchmark === undefined) {
        // A frame such as `benchmark.Benchmark_Encode_MapInterface_JsonIter(0x11ddfe7c0308)` or, in a
        // closure of one (b.Run, b.RunParallel), `pkg.BenchmarkX.func1(…)`; the innermost one is the benchmark.
        // Only the panicking goroutine's frames, the first listed (GOTRACEBACK=all lists others after it).
        const frame = /^\S*?\.(Benchmark[^\s.(]*)(?:\.func\d+(?:\.\d+)*)*\(/.exec(trimmed);
        if (frame) {
          openPanic.benchmark = frame[1]!;
          // -v and -json print the bare name before running it, then the panic on a line of its own: the panic is
          // that benchmark's failure (the name the trace gives, or the sub-benchmark of it last named), at the
          // package's GOMAXPROCS suffix, as the text output's `BenchmarkX-2 \tpanic: …` is. Not a removal.
          const name = bareName !== undefined && (bareName === frame[1] || bareName.startsWith(`${frame[1]}/`)) ? bareName : frame[1]!;
          const procs = lastEntry !== undefined && lastEntry.pkg === pkg ? lastEntry.procs : undefined;
          const entry = failedEntry(procs === undefined ? name : `${name}-${procs}`);
          entry.error ??= openPanic.text;
        } else if (/^goroutine \d+ \[/.test(trimmed)) openPanic = panicGoroutines++ === 0 ? openPanic : undefined;
        else if (/^ok\s/.test(trimmed)) openPanic = undefined;
      }
      // A benchmark that called b.Skip in its first run prints no result line at all; only -v and -json
      // (which implies -v) print `--- SKIP: <name>`, after the reason it logged (golang/snappy's benchmarks
      // without their downloaded data: 24 of 38).
      const skip = /^\s*--- SKIP:\s*(Benchmark\S*)/.exec(trimmed);
      if (skip) {
        const reason = skip[1] === chattyName ? chattyLog.join(' ') : '';
        const names = into.skips.get(reason) ?? [];
        into.skips.set(reason, names);
        names.push(ownCopy(skip[1]!));
        chattyName = undefined;
        return;
      }
      const failed = /^--- FAIL:\s*(Benchmark\S*)/.exec(trimmed);
      if (failed) {
        lastFailed = failedEntry(failed[1]!);
        lastFailed.error ??= failed[1] === chattyName && chattyLog.length > 0 ? chattyLog.join('\n') : 'benchmark failed';
        chattyName = undefined;
        return;
      }
      if (chattyName !== undefined && /^\s+\S/.test(text)) {
        // The first lines say why; a benchmark logging every round (-v) must not carry its whole log into an error.
        if (chattyLog.length < MAX_LOG_LINES) chattyLog.push(trimmed.trim());
        else if (chattyLog.length === MAX_LOG_LINES) chattyLog.push('… (more lines not kept)');
        return;
      }
      // Indented lines after `--- FAIL:` are the benchmark's log (the reason it failed).
      if (lastFailed !== undefined && /^\s+\S/.test(text)) {
        lastFailed.error = lastFailed.error === 'benchmark failed' ? trimmed.trim() : `${lastFailed.error}\n${trimmed.trim()}`;
        return;
      }
    }
    // test2json's events each end a line: the pieces between them are empty, and change nothing (a failure's
    // log, in events after its `--- FAIL:`, still belongs to it).
    if (trimmed === '') return;
    lastFailed = undefined;
    chattyName = undefined;
    if (resultLine && /^Benchmark(?![a-z])\S*$/.test(text)) {
      chattyName = trimmed;
      bareName = trimmed;
      chattyLog = [];
      return;
    }
    if (!resultLine) {
      const unitLine = UNIT_LINE.exec(trimmed);
      if (unitLine) {
        for (const [, key, value] of unitLine[2]!.matchAll(/(\S+?)=(\S*)/g)) {
          if (key === 'better' && (value === 'higher' || value === 'lower')) into.better.set(unitLine[1]!, value === 'higher' ? 'bigger' : 'smaller');
        }
        return;
      }
      const kv = CONFIG_LINE.exec(trimmed);
      if (kv && !NOT_CONFIG.has(kv[1]!)) {
        setConfig(kv[1]!, kv[2]?.trim() ?? '', { text: trimmed, line });
        return;
      }
    }
    if (DANGLING_NAME.test(text)) {
      fail(file, line, '"<N> <value> ns/op…" after the benchmark name (go test prints the name, runs the benchmark, then its numbers on the same line: the run stopped in between, or the benchmark wrote to stdout)', trimmed);
    }
    const m = NAME_THEN_REST.exec(trimmed);
    if (!m || !/^Benchmark($|[^a-z])/.test(m[1]!)) return; // logs, `goos:` headers, test output: not results
    const [, rawName, rest] = m as unknown as [string, string, string];
    // Go prints the name before running; a failure, skip or panic then follows on the same line.
    const inline = /^(--- FAIL:|--- SKIP:|panic:)\s*(.*)$/.exec(rest);
    if (inline) {
      if (inline[1] === '--- SKIP:') return;
      into.failures.push({ text: trimmed, line });
      lastFailed = failedEntry(rawName);
      lastFailed.error = inline[1] === 'panic:' ? `panic: ${inline[2]}` : 'benchmark failed';
      return;
    }
    if (ZERO_ITERATIONS.test(rest)) {
      into.skipped.add(ownCopy(rawName));
      unclosed = at;
      return;
    }
    // The test binary killed while the benchmark ran (`BenchmarkX-2 \tsignal: killed`): no numbers will come.
    if (/^signal: /.test(rest)) fail(file, line, '"<name> <N> <value> ns/op…" benchmark line', trimmed);
    // A benchmark that printed and never got its numbers: this next result line cannot be its.
    if (printedName !== undefined) fail(file, printedName.at.line, `the numbers of ${printedName.rawName} before the next benchmark (it wrote to stdout; no "<N> <value> ns/op…" line followed)`, printedName.at.text);
    if (!/^\d+\s/.test(rest)) {
      const noted = ownCopy(rawName);
      if (!into.printed.has(noted)) into.printed.set(noted, `${file}:${line}`);
      const tail = NUMBERS_TAIL.exec(rest);
      if (tail) addSamples(entryFor(noted), tail[1]!, file, line);
      else printedName = { rawName: noted, at: { text: trimmed, line } };
      unclosed = at;
      return;
    }
    addSamples(entryFor(ownCopy(rawName)), rest, file, line);
    unclosed = at;
  }
}

/**
 * One metric: one object literal with every field (no spread into it, no property added later), its
 * samples the settled list at its exact length: a 10,000-benchmark run keeps 40,000 of them.
 */
function build(unit: string, direction: Metric['direction'], values: number[], exact: boolean | undefined, iterations?: number[]): Metric {
  const stddev = sampleStddev(values);
  const spread = stddev === undefined ? { min: minOf(values), max: maxOf(values) } : { min: minOf(values), max: maxOf(values), stddev };
  if (exact === undefined && iterations !== undefined) return { unit, direction, value: median(values), statistic: 'median', samples: values, n: values.length, spread, iterations };
  if (exact === undefined) return { unit, direction, value: median(values), statistic: 'median', samples: values, n: values.length, spread };
  return iterations === undefined
    ? { unit, direction, value: median(values), statistic: 'median', samples: values, n: values.length, spread, exact }
    : { unit, direction, value: median(values), statistic: 'median', samples: values, n: values.length, spread, exact, iterations };
}

/**
 * Go's B/op and allocs/op are averages over b.N and do vary between runs (GC, map growth): exact only when
 * every sample agrees, and it takes two to agree. One line a benchmark (-count=1) cannot tell a count that
 * varies from one that does not: HashTable's allocs/op read 1, 2, 2, 2 in four runs of the same binary
 * here (test/fixtures/go-bench/count1). Runs merged by `repeat` are then judged by their samples together.
 */
function allAgree(samples: readonly number[]): boolean | undefined {
  // One line (-count=1) tells neither way: not `exact: false`, which says equal values are a coincidence and
  // would keep a `repeat` whose every process printed 0 allocs/op from being compared exactly (judge.ts).
  if (samples.length < 2) return undefined;
  for (let i = 1; i < samples.length; i++) if (samples[i] !== samples[0]) return false;
  return true;
}

/**
 * The schema's key for a go unit: ns/op → time, MB/s → throughput, B/op → memory, allocs/op → allocs; others
 * keep theirs. Exported for github-action-benchmark's go histories, so their series meet this parser's.
 */
export function goMetricKey(unit: string): string {
  switch (unit) {
    case 'ns/op':
      return METRIC.time;
    case 'MB/s':
      return METRIC.throughput;
    case 'B/op':
      return METRIC.memory;
    case 'allocs/op':
      return METRIC.allocs;
    default:
      return unit;
  }
}

/**
 * A benchmark whose lines came from several go test processes (benchstat's `go test -count=1` appended ten times)
 * has those processes as its runs, each the median of its lines, as `repeat` would give: compared as runs, not
 * as one process's samples with an assumed process σ (the planted 2× and +30 % of ten such runs a side were ❔;
 * benchstat, p = 0.000 and 0.029). Only where every line of the metric is accounted for by a process; counts
 * that do not vary need none.
 */
function withProcessRuns(m: Metric, e: Entry): Metric {
  const lines = e.blockLines;
  const samples = m.samples;
  if (lines === undefined || lines.length < 2 || samples === undefined || m.exact === true) return m;
  let total = 0;
  for (let i = 0; i < lines.length; i++) total += lines[i]!;
  if (total !== samples.length || total !== e.iterations.length) return m;
  const runs: number[] = [];
  let at = 0;
  for (let i = 0; i < lines.length; i++) {
    runs.push(median(samples.slice(at, at + lines[i]!)));
    at += lines[i]!;
  }
  return { ...m, runs };
}

/** The metric of a go unit's samples, in the schema's units (ns, B/s in decimal MB, B, allocs). */
function toMetric(unit: string, samples: number[], iterations: number[], better: ReadonlyMap<string, Metric['direction']>): Metric {
  // b.N of each sample, where each line carried this unit (a -benchmem added between lines would misalign them).
  const perSample = iterations.length === samples.length ? iterations : undefined;
  switch (unit) {
    case 'ns/op':
      return build('ns', 'smaller', samples, undefined);
    case 'MB/s':
      // In place: the list is this entry's own, and a copy per benchmark outlived the parse as garbage.
      for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * 1e6;
      return build('B/s', 'bigger', samples, undefined);
    case 'B/op':
      return build('B', 'smaller', samples, allAgree(samples), perSample);
    case 'allocs/op':
      return build('allocs', 'smaller', samples, allAgree(samples), perSample);
    default: {
      // b.ReportMetric units: as a `Unit <unit> better=…` line says, else by what the unit measures.
      const said = better.get(unit);
      if (said !== undefined) return build(unit, said, samples, undefined);
      const direction = customDirection(unit);
      const metric = build(unit, direction ?? 'smaller', samples, undefined);
      if (direction === undefined) metric.undirected = true;
      return metric;
    }
  }
}

const TIME_PER = /^(ns|us|µs|μs|ms|s|sec)\//;
const MEMORY_PER = /^([KMGT]i?B|B|bytes|allocs?)\//;

/**
 * Which way a b.ReportMetric unit improves when no unit line says: rates (`…/s`) up, a time or memory per
 * something (`ns/elem`, `B/msg`, `allocs/row`) down; anything else (`ratio`, `keys/op`, `%`) cannot be guessed,
 * so undefined: shown, not judged, unless benchgate.yml gives it a direction. A guess of smaller was wrong for
 * klauspost/compress's compression `ratio`: a worse level, 2.837 → 2.677, read "✅ improved" and gated.
 */
function customDirection(unit: string): Metric['direction'] | undefined {
  if (unit.endsWith('/s')) return 'bigger';
  if (TIME_PER.test(unit) || MEMORY_PER.test(unit)) return 'smaller';
  return undefined;
}

/**
 * The configuration keys that tell apart the entries sharing a name: each such entry gets them as params
 * and in its name (`BenchmarkSmall [commit=head]`; Go names hold no spaces, testing rewrites them to `_`).
 * benchstat (golang.org/x/perf/cmd/benchstat) tables results by `.config`, every configuration key, so
 * results under two configurations are never pooled; the old benchstat split by pkg, goos and goarch only,
 * which pools two `commit:` runs into one, the bug this avoids. Keys that hold one value across a name's
 * entries stay out of its name, so go test's own `goos`/`cpu` lines, and a base and a head file that each
 * carry one `commit:`, change nothing and still pair by name.
 */
function configDiff(entries: Entry[], nameOf: (e: Entry) => string): Map<Entry, string[]> {
  const byName = new Map<string, Entry[]>();
  for (const e of entries) {
    const list = byName.get(nameOf(e));
    if (list === undefined) byName.set(nameOf(e), [e]);
    else list.push(e);
  }
  const out = new Map<Entry, string[]>();
  for (const list of byName.values()) {
    if (list.every((e) => e.configKey === list[0]!.configKey)) continue;
    const keys = new Set<string>();
    for (const e of list) for (const k of Object.keys(e.config)) keys.add(k);
    const differing = [...keys].filter((k) => list.some((e) => e.config[k] !== list[0]!.config[k])).sort();
    for (const e of list) out.set(e, differing);
  }
  return out;
}

function parse(input: ParseInput): ParseOutput {
  const collected: Collected = { entries: [], byKey: new Map(), failures: [], sawTrailer: false, skipped: new Set(), skips: new Map(), printed: new Map(), better: new Map() };
  for (const file of input.files) {
    // A file too large for one string (SourceFile.lines; `text` is then its first MiB) is read in chunks.
    const big = file.lines;
    if (looksLikeJson(stripAnsi(file.text))) {
      const events = big === undefined ? numberedLines(file.text) : chunkedLines(big.chunks());
      for (const [pkg, lines] of jsonPackages(file.path, events)) collect(file.path, { lines }, lines[lines.length - 1], pkg, collected);
    } else if (big !== undefined) {
      collect(file.path, { chunks: big.chunks() }, undefined, '', collected);
    } else {
      const text = stripAnsi(file.text);
      // The last line is numbered (a newline count over the whole text) only when it is a cut-off result line.
      const cut = text.startsWith('Benchmark', text.lastIndexOf('\n') + 1) ? lastLine(text) : undefined;
      collect(file.path, { chunks: [text] }, cut, '', collected);
    }
  }
  const entries = collected.entries;
  const where = input.files[0]?.path ?? '<stdout>';
  const firstFailure = collected.failures[0];
  if (!entries.some((e) => e.units.length > 0)) {
    if (firstFailure) fail(where, firstFailure.line, 'at least one benchmark result (the run failed)', firstFailure.text);
    const [reason, names] = [...collected.skips][0] ?? [];
    if (names !== undefined) {
      const why = reason === '' ? '' : ` (${reason})`;
      throw new ParseError({ harness: HARNESS, file: where, expected: 'at least one "Benchmark… <N> <value> ns/op" line (every benchmark that ran skipped)', found: `--- SKIP: ${names[0]}${why}` });
    }
    throw new ParseError({ harness: HARNESS, file: where, expected: 'at least one "Benchmark… <N> <value> ns/op" line', found: input.files[0]?.text.slice(0, 80) });
  }
  // Strip `-GOMAXPROCS` only while one procs value is in play; with `-cpu 1,2` the suffix tells runs apart.
  // Only result lines surely carry the suffix: a benchmark that fails in its first b.N=1 run is named by
  // `--- FAIL: BenchmarkX` (testing's b.name, never suffixed), so entries without results do not vote, and
  // lose the suffix in play only when they have it (a failure later in the run prints `BenchmarkX-2`).
  // A `-<digits>` ending is GOMAXPROCS only where go test put it: every benchmark of a -cpu pass carries
  // the same one, so a value is in play when it ends about as many results as the most common ending does
  // (no ending counted as one). A sub-benchmark's own `-1234` (fastjson's ParseRawNumber/-1234, run with
  // GOMAXPROCS=1) ends one name: read as procs, it made every other name a `-1` one, and nothing paired.
  const endings = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.units.length > 0) endings.set(e.procs ?? '', (endings.get(e.procs ?? '') ?? 0) + 1);
  }
  let most = 0;
  for (const n of endings.values()) most = Math.max(most, n);
  // A -cpu pass runs every benchmark, so a procs value beside results without any ending (the GOMAXPROCS 1
  // pass of `-cpu 1,2`) ends the same benchmarks' names. Sizes ending sub-benchmark names do not: roaring's
  // `ReadFrom-650` … `-6500000` under GOMAXPROCS 1, as many as its plain `BenchmarkSerializationSparse`,
  // were read as five procs values, every plain name became `…-1`, and dropping one benchmark flipped the
  // rest back: nothing paired with the run before.
  const plain = new Set<string>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.units.length > 0 && e.procs === undefined) plain.add(`${e.pkg}\n${e.rawName}`);
  }
  const plainCovered = new Map<string, number>();
  const seenBases = new Set<string>();
  // Without plain names every procs value ends them all (endsPlainOnes): no key to join per benchmark.
  for (let i = 0; i < entries.length && plain.size > 0; i++) {
    const e = entries[i]!;
    const key = `${e.procs ?? ''}\n${e.pkg}\n${e.base}`;
    if (e.units.length === 0 || e.procs === undefined || seenBases.has(key)) continue;
    seenBases.add(key);
    if (plain.has(`${e.pkg}\n${e.base}`)) plainCovered.set(e.procs, (plainCovered.get(e.procs) ?? 0) + 1);
  }
  const endsPlainOnes = (procs: string): boolean => (plainCovered.get(procs) ?? 0) * 2 >= plain.size;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.procs !== undefined && ((endings.get(e.procs) ?? 0) * 2 < most || !endsPlainOnes(e.procs))) {
      e.procs = undefined;
      e.base = e.rawName;
    }
  }
  const procsSeen = new Set(entries.filter((e) => e.units.length > 0).map((e) => e.procs ?? '1'));
  const multiProcs = procsSeen.size > 1;
  const procsInPlay = multiProcs ? undefined : [...procsSeen][0];
  // With several, each result's name keeps its procs, 1 included (testing prints no `-1`): a run's plain
  // `BenchmarkX` is then never a -cpu 1 result, and cannot pair with a one-procs run's `BenchmarkX` (its
  // suffix stripped, GOMAXPROCS 2 on a 2-core runner) when a change adds or drops `-cpu 1,2`.
  const nameOf = (e: Entry): string =>
    multiProcs ? (e.procs === undefined && e.units.length > 0 ? `${e.rawName}-1` : e.rawName) : e.units.length === 0 && e.procs !== procsInPlay ? e.rawName : e.base;
  const multiPkg = new Set(entries.map((e) => e.pkg)).size > 1;
  // Names, packages and configurations are only cross-checked when there is more than one of a kind: a
  // Set per name for 100,000 names of one package was most of this pass.
  const pkgsByName = new Map<string, Set<string>>();
  if (multiPkg) for (const e of entries) pkgsByName.set(nameOf(e), (pkgsByName.get(nameOf(e)) ?? new Set()).add(e.pkg));
  const qualified = (e: Entry): string => ((pkgsByName.get(nameOf(e))?.size ?? 0) > 1 && e.pkg !== '' ? `${e.pkg}.${nameOf(e)}` : nameOf(e));
  const oneConfig = entries.every((e) => e.configKey === entries[0]!.configKey);
  const diffs = oneConfig ? new Map<Entry, string[]>() : configDiff(entries, qualified);
  const benchmarks: Benchmark[] = entries.map((e) => {
    const metrics: Record<string, Metric> = {};
    settle(e);
    for (let k = 0; k < e.units.length; k++) metrics[goMetricKey(e.units[k]!)] = withProcessRuns(toMetric(e.units[k]!, e.lists[k]!, e.iterations, collected.better), e);
    const differing = diffs.get(e);
    if (differing === undefined && !multiProcs && !multiPkg && e.error === undefined) return { name: qualified(e), metrics };
    const config = Object.fromEntries((differing ?? []).map((k) => [k, e.config[k] ?? '']));
    const params = { ...(multiProcs ? { procs: e.procs ?? '1' } : {}), ...config };
    const name = differing === undefined || differing.length === 0 ? qualified(e) : `${qualified(e)} [${differing.map((k) => `${k}=${config[k]}`).join(', ')}]`;
    return {
      name,
      ...(Object.keys(params).length > 0 ? { params } : {}),
      ...(multiPkg && e.pkg !== '' ? { group: e.pkg } : {}),
      ...(e.error === undefined ? {} : { status: 'failed' as const, error: e.error }),
      metrics,
    };
  });
  const warnings: string[] = [];
  // Every package that failed without a failed benchmark of its own (a build failure, a failing test that
  // stopped its benchmarks) is named: its benchmarks are missing from the results.
  const failedPkgs = new Set(entries.filter((e) => e.error !== undefined).map((e) => e.pkg));
  // A package's `FAIL <pkg>` right after a panic that names its benchmark says nothing more.
  const explained = (i: number): boolean => collected.failures[i - 1]?.benchmark !== undefined;
  const outside = collected.failures.filter(
    (f, i) => (i === 0 && failedPkgs.size === 0) || (/^FAIL\s+\S/.test(f.text) && !failedPkgs.has(f.text.split(/\s+/)[1]!) && !explained(i)),
  );
  const MAX_LISTED = 10;
  for (const f of outside.slice(0, MAX_LISTED)) {
    warnings.push(
      f.benchmark === undefined
        ? `${where}:${f.line}: the run reported a failure outside any benchmark: ${f.text}`
        : `${where}:${f.line}: ${f.benchmark} panicked before go test printed its name (the goroutine trace names it), so it has no result and its package's later benchmarks did not run: ${f.text}`,
    );
  }
  if (outside.length > MAX_LISTED) warnings.push(`${where}: ${outside.length - MAX_LISTED} more failures outside any benchmark`);
  const first = outside[0];
  const failure = first === undefined ? undefined : `${where}:${first.line}: the run reported ${outside.length === 1 ? 'a failure' : `${outside.length} failures`} outside any benchmark (${first.text.trim()}${outside.length > 1 ? ', …' : ''}): the benchmarks it stopped have no results`;
  if (collected.printed.size > 0) {
    warnings.push(`${[...collected.printed].map(([name, at]) => `${name} (${at})`).join(', ')} wrote to stdout while running, which splits go test's result line: the numbers were read after the printed text (benchstat skips such lines)`);
  }
  if (collected.skipped.size > 0) {
    warnings.push(`${where}: skipped after its first run (b.Skip once b.N > 1: 0 iterations, NaN ns/op), so no result: ${[...collected.skipped].join(', ')}`);
  }
  // One warning per reason, for the first reasons: a reason naming its benchmark (or its input) is one per benchmark.
  const reasons = [...collected.skips];
  for (const [reason, names] of reasons.slice(0, MAX_LISTED)) {
    const listed = names.length > MAX_LISTED ? `${names.slice(0, MAX_LISTED).join(', ')} and ${names.length - MAX_LISTED} more` : names.join(', ');
    warnings.push(`${where}: skipped (--- SKIP), so no result: ${listed}${reason === '' ? '' : ` (${reason})`}`);
  }
  if (reasons.length > MAX_LISTED) {
    const more = reasons.slice(MAX_LISTED).reduce((n, [, names]) => n + names.length, 0);
    warnings.push(`${where}: ${more} more benchmarks skipped (--- SKIP) for ${reasons.length - MAX_LISTED} other reasons, so no result`);
  }
  if (!collected.sawTrailer) warnings.push(`${where}: no PASS/ok/FAIL line: the output may be truncated`);
  return { benchmarks, ...(warnings.length > 0 ? { warnings } : {}), ...(failure !== undefined ? { failure } : {}) };
}

/**
 * Shards select top-level Benchmark functions (sub-benchmarks stay with their parent): `go test -list`
 * names them, and a later `-bench` flag overrides the command's own.
 */
const shard: ShardSupport = {
  // ` [commit=…]`: a configuration, not part of the function's name; nor `-2` of a -cpu run (Go names hold no `-`).
  unitOf: (b) => b.name.split(/[/ ]/)[0]!.replace(/-\d+$/, ''),
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
  largeText: true,
};
