// benchmark.js: the `String(bench)` line a suite's `cycle` handler prints, one per benchmark.
// Format: Benchmark#toString in https://github.com/bestiejs/benchmark.js/blob/2.1.4/benchmark.js
// (`name + ' x ' + formatNumber(hz.toFixed(hz < 100 ? 2 : 0)) + ' ops/sec ±' + rme.toFixed(2) + '% (' + n + ' runs sampled)'`,
// and `name + ': ' + join(error)` for a benchmark that threw). Real lines (test/fixtures/benchmarkjs/base):
//   checksum/impl_a/1024 x 192,634 ops/sec ±1.75% (18 runs sampled)
//   Fastest is checksum/impl_b/1024
import type { Benchmark } from '../model/results';
import { ParseError } from '../model/errors';
import { METRIC, parseNumber } from '../model/units';
import type { Adapter, ParseInput, ParseOutput } from './adapter';
import { cutOffLastLine, firstLine, runnerBanner, screenLines, WHOLE_LAST_LINE, YARN_DONE } from './text-lines';

const ID = 'benchmarkjs';
// Greedy name (to its last non-space): the last ` x <number> ops/sec` wins, so names containing " x " survive. Runs of spaces around
// ` x ` are a column layout of the same line (fast-json-stringify 7.0.0's bench-cmp-lib.js pads its tinybench
// results in benchmark.js's format: `AJV      x      15,566,849 ops/sec ±14.87% (4688182 runs sampled)`).
const RESULT = /^(?<name>.*\S) +x +(?<hz>[\d,]+(?:\.\d+)?) ops\/sec \u00b1(?<rme>\d+(?:\.\d+)?)% \((?<n>\d+) runs? sampled\)$/;
/**
 * A pictograph and a space before a name mark a row, not name it: bench-cmp-lib.js puts `🏆 ` before the fastest of
 * each scenario, which another run may give to another library (its name would change with the winner).
 */
const MARKER = /^\p{Extended_Pictographic}\uFE0F?\s+/u;
// Anything that looks like a result line but does not match RESULT is malformed, never skipped.
const RESULT_LIKE = /ops\/sec|runs? sampled\)| x \d/;
// The suite's own closing line, as its docs print it (`Fastest is …`) and as scripts reword it (`The fastest is …`).
const SUMMARY = /^(?:the )?(?:fastest|slowest) (?:is|are|was) /i;
// benchmark.js 2.1.4 prints an Error as `name: ` (its join() sees no enumerable fields), a thrown string
// as `name: <string>`, an error with enumerable fields as `name: code: ERR_X,…`. To avoid turning every
// `Key: value` log line into a failed benchmark, only these error-looking shapes count.
const MAX_ERROR_LINE = 4096;
const ERROR_LINE = /^(?<name>.+?):(?:$| (?<error>.*\b\w*(?:Error|Exception)\b.*|(?:code|message|name|stack): .*)$)/;
// eslint-disable-next-line no-control-regex -- ANSI escape sequences are control characters by definition
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/**
 * hz as printed: `toFixed(hz < 100 ? 2 : 0)`, so known to its last digit (`resolution`): 1 ops/s from 100 up,
 * 0.01 below, where it is coarse for a slow benchmark (0.12 against 0.13 ops/s could be the same code).
 */
function resultBenchmark(name: string, hz: number, printed: string, rme: number, n: number): Benchmark {
  const spread = { rme: rme / 100 };
  const dot = printed.indexOf('.');
  const step = dot < 0 ? 1 : 10 ** -(printed.length - dot - 1);
  return {
    name,
    status: 'ok',
    metrics: {
      // hz is benchmark.js's 1 / mean period, so the statistic is the mean.
      [METRIC.throughput]: { unit: 'ops/s', direction: 'bigger', value: hz, statistic: 'mean', n, spread, resolution: step },
      // Derived: benchmark.js prints no time, 1e9 / hz is its mean period. The same rme applies to the mean,
      // and hz's last digit to the time: a step of hz moves 1e9 / hz by about 1e9 × step / hz².
      [METRIC.time]: { unit: 'ns', direction: 'smaller', value: 1e9 / hz, statistic: 'mean', n, spread: { ...spread }, resolution: (1e9 * step) / (hz * hz) },
    },
  };
}

/** A benchmark as read, with the block of consecutive result lines it was printed in and that block's title. */
interface Row {
  benchmark: Benchmark;
  block: number;
  title: string | undefined;
  /** Where the title was printed (file:line). */
  titleAt: string | undefined;
  where: string;
  file: string;
  line: number;
  text: string;
}

/** What a prefixed name joins its suite's title with (vitest's describe > bench separator, as tinybench's tables). */
const SEP = ' > ';

/**
 * One script may run several Suites, each printing its results as a block of lines after a title of its own
 * (klona 2.0.6's bench/index.js: `Benchmark :: json`, then `lodash x … ops/sec`, …; then `Benchmark :: lite`
 * and `lodash` again). A name that several blocks share is prefixed with its block's title (`Benchmark :: lite >
 * lodash`), or with `suite N` where the block has no title or shares it, so each pairs by suite with the next run;
 * names no other block has stay as they are. A name twice in one block is an error. Where a title names a block's
 * benchmarks, its place joins `named`: a line read, not ignored.
 */
function nameAcrossBlocks(rows: Row[], named: Set<string>): Map<Benchmark, string> {
  const blocksOf = new Map<string, Set<number>>();
  for (const r of rows) blocksOf.set(r.benchmark.name, (blocksOf.get(r.benchmark.name) ?? new Set()).add(r.block));
  const titled = new Map<string, Set<number>>();
  for (const r of rows) if (r.title !== undefined) titled.set(r.title, (titled.get(r.title) ?? new Set()).add(r.block));
  const where = new Map<Benchmark, string>();
  const seen = new Map<string, string>();
  for (const r of rows) {
    if (blocksOf.get(r.benchmark.name)!.size > 1) {
      const label = r.title !== undefined && titled.get(r.title)!.size === 1 ? r.title : `suite ${r.block}`;
      r.benchmark.name = `${label}${SEP}${r.benchmark.name}`;
      if (label === r.title) named.add(r.titleAt!);
    }
    const first = seen.get(r.benchmark.name);
    if (first !== undefined) {
      throw new ParseError({ harness: ID, file: r.file, line: r.line, expected: `a unique benchmark name ("${r.benchmark.name}" was already reported at ${first})`, found: r.text });
    }
    seen.set(r.benchmark.name, r.where);
    where.set(r.benchmark, r.where);
  }
  return where;
}

function parse(input: ParseInput): ParseOutput {
  const rows: Row[] = [];
  const ignored: string[] = [];
  let block = 0;
  for (const file of input.files) {
    // Numbered, with two lines standing for a run of blank ones (a flood of them made an array of millions), and
    // as a terminal shows them: a script that redraws its line on every cycle (picomatch's bench writes
    // `ESC[G  ${event.target}` on each, and a newline after the last) has printed the result after its last return.
    const lines = screenLines(file.text);
    // console.log ends every line with a newline: a last line without one was cut off. benchmark.js prints
    // no closing line (`Fastest is` is the suite's own), so only a cut line tells; a whole result line
    // (its `runs sampled)` is the end) or a cut summary loses nothing and is read. A redrawn line is progress
    // until its newline: cut, its last cycle is not the benchmark's result.
    const cut = cutOffLastLine(lines);
    const last = cut?.text.trim() ?? '';
    if (cut !== undefined && (cut.redrawn === true || (!RESULT.test(last) && !SUMMARY.test(last)))) {
      const expected = cut.redrawn === true ? `${WHOLE_LAST_LINE}; a line redrawn on every cycle is progress until its newline` : WHOLE_LAST_LINE;
      throw new ParseError({ harness: ID, file: file.path, line: cut.line, expected, found: last });
    }
    // A block is a run of result (or error) lines; any other line ends it, and the last such line before the
    // next block, not a `Fastest is` summary, is that block's title.
    let inBlock = false;
    let title: string | undefined;
    let titleAt: string | undefined;
    const add = (benchmark: Benchmark, line: number, text: string): void => {
      if (!inBlock) block++;
      inBlock = true;
      rows.push({ benchmark, block, title, titleAt, where: `${file.path}:${line}`, file: file.path, line, text });
    };
    const other = (text: string, line: number): void => {
      if (inBlock) title = titleAt = undefined;
      inBlock = false;
      if (!SUMMARY.test(text)) {
        title = text;
        titleAt = `${file.path}:${line}`;
      }
    };
    // npm's `> pkg@1.0.0 bench` and `> node bench.js` before the script's own lines: neither a title nor unread.
    const banner = runnerBanner(lines.map((l) => l.text));
    lines.forEach((raw, i) => {
      const text = raw.text.trim();
      const line = raw.line;
      if (text === '' || i < banner || YARN_DONE.test(text)) return;
      if (SUMMARY.test(text)) return other(text, line);
      const m = RESULT.exec(text);
      if (m?.groups) {
        const hz = parseNumber(m.groups.hz!);
        const rme = parseNumber(m.groups.rme!);
        const n = parseNumber(m.groups.n!);
        if (hz === undefined || !(hz > 0) || rme === undefined || n === undefined || !Number.isSafeInteger(n)) {
          throw new ParseError({ harness: ID, file: file.path, line, expected: 'a positive ops/sec, a ±rme% and a run count', found: text });
        }
        add(resultBenchmark(m.groups.name!.replace(MARKER, ''), hz, m.groups.hz!, rme, n), line, text);
        return;
      }
      if (RESULT_LIKE.test(text)) {
        throw new ParseError({ harness: ID, file: file.path, line, expected: '"<name> x <ops> ops/sec ±<rme>% (<n> runs sampled)"', found: text });
      }
      // An error line is a name and a message: a line longer than that is output, not an error line, and
      // the lazy name would make the match quadratic in a line of many colons.
      const e = text.length <= MAX_ERROR_LINE ? ERROR_LINE.exec(text) : null;
      if (e?.groups && e.groups.name!.trim() !== '') {
        const message = (e.groups.error ?? '').trim();
        add(
          {
            name: e.groups.name!.trim(),
            status: 'failed',
            error: message === '' ? NO_MESSAGE : message,
            metrics: {},
          },
          line,
          text,
        );
        return;
      }
      ignored.push(`${file.path}:${line}`);
      other(text, line);
    });
  }
  // An error-shaped line in no block of results is a log line (klona 2.0.6's bench prints `Load times: ` before
  // its suites: read as a benchmark "Load times" that failed); where no line is a result, every one is kept.
  const blocksWithResults = new Set(rows.filter((r) => r.benchmark.status === 'ok').map((r) => r.block));
  if (blocksWithResults.size > 0) {
    for (const r of rows) if (!blocksWithResults.has(r.block)) ignored.push(r.where);
    // Filtered in place: a spread of the rows into splice() overflows the stack past about 100,000 of them.
    let kept = 0;
    for (const r of rows) if (blocksWithResults.has(r.block)) rows[kept++] = r;
    rows.length = kept;
    ignored.sort(byPlace);
  }
  unpadNames(rows);
  // A block's title line that names its benchmarks (clsx 2.1.0's `# Strings`, `# Objects`…) was read, not ignored.
  const named = new Set<string>();
  const where = nameAcrossBlocks(rows, named);
  const unread = named.size === 0 ? ignored : ignored.filter((at) => !named.has(at));
  const benchmarks = rows.map((r) => r.benchmark);
  const logged = failureLogs(benchmarks, new Map([...where].map(([b, w]) => [b.name, w])));
  if (benchmarks.length === 0) {
    throw new ParseError({
      harness: ID,
      file: input.files.map((f) => f.path).join(', ') || '<no files>',
      expected: 'at least one "<name> x <ops> ops/sec ±<rme>% (<n> runs sampled)" line',
      found: firstLine(input.files.find((f) => f.text.trim() !== '')?.text.trim() ?? ''),
    });
  }
  const warnings = [...logged, ...(unread.length === 0 ? [] : [`ignored ${unread.length} line(s) that are not benchmark.js results (first at ${unread[0]})`])];
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * Names padded with dots to one column, as a table of results is aligned: fast-json-stringify 7.0.0's bench.js
 * prints `short string........ x 7,973,845 ops/sec …` up to its longest name, so adding a longer benchmark renamed
 * every other one, and the next run paired none of them (its own bench-cmp-branch.js reads the name before the
 * dots). Where every name of a block has one length and some end in dots, those dots are padding.
 */
function unpadNames(rows: Row[]): void {
  const blocks = new Map<number, Row[]>();
  for (const r of rows) {
    if (r.benchmark.status !== 'ok') continue;
    const block = blocks.get(r.block);
    if (block === undefined) blocks.set(r.block, [r]);
    else block.push(r);
  }
  for (const block of blocks.values()) {
    const width = block[0]!.benchmark.name.length;
    if (block.length < 2 || block.some((r) => r.benchmark.name.length !== width) || !block.some((r) => r.benchmark.name.endsWith('.'))) continue;
    for (const r of block) r.benchmark.name = r.benchmark.name.replace(/\.+$/, '');
  }
}

/** `file:line` places in input order (files in the order read, lines by number). */
function byPlace(a: string, b: string): number {
  const [fa, la] = [a.slice(0, a.lastIndexOf(':')), Number(a.slice(a.lastIndexOf(':') + 1))];
  const [fb, lb] = [b.slice(0, b.lastIndexOf(':')), Number(b.slice(b.lastIndexOf(':') + 1))];
  return fa === fb ? la - lb : 0;
}

const NO_MESSAGE = 'benchmark.js reported an error (it prints no message for Error objects)';

/**
 * A suite's own `on('error')` log (`error in throws: Error: bad`) has the shape of an error line, named
 * "error in throws": not a benchmark, but the message benchmark.js's own `throws: ` line lacks. A failed
 * "name" that ends in another failed benchmark's name, after a space, is taken as that; removed from
 * `benchmarks` in place, its message given to the benchmark it names. Returns a warning per line taken so.
 */
function failureLogs(benchmarks: Benchmark[], where: Map<string, string>): string[] {
  const failed = new Map<string, Benchmark>();
  for (const b of benchmarks) if (b.status === 'failed') failed.set(b.name, b);
  const warnings: string[] = [];
  const logs = new Set<Benchmark>();
  for (const b of failed.values()) {
    for (let at = b.name.indexOf(' '); at >= 0; at = b.name.indexOf(' ', at + 1)) {
      const named = failed.get(b.name.slice(at + 1));
      if (named === undefined || named === b) continue;
      logs.add(b);
      if (named.error === NO_MESSAGE && b.error !== NO_MESSAGE) named.error = b.error;
      warnings.push(`${where.get(b.name)}: "${b.name}: …" read as a log of ${JSON.stringify(named.name)} failing, not a benchmark`);
      break;
    }
  }
  if (logs.size > 0) {
    let k = 0;
    for (const b of benchmarks) if (!logs.has(b)) benchmarks[k++] = b;
    benchmarks.length = k;
  }
  return warnings;
}

function detect(input: ParseInput): 'yes' | 'maybe' | 'no' {
  let maybe = false;
  for (const file of input.files) {
    const text = file.text.slice(0, 200_000).replace(ANSI, '');
    for (const line of text.split(/\r?\n/)) {
      // A line redrawn on every cycle (`ESC[G` stripped above, or `\r`) matches as a whole: the greedy name takes the earlier cycles.
      if (RESULT.test(line.trim())) return 'yes';
      if (line.includes('ops/sec')) maybe = true;
    }
  }
  return maybe ? 'maybe' : 'no';
}

export const benchmarkjs: Adapter = {
  id: ID,
  description: 'benchmark.js: `String(bench)` cycle lines ("name x 1,234 ops/sec ±1.2% (18 runs sampled)")',
  detect,
  parse,
};
