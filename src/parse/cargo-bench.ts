// Rust libtest bench output (`#[bench]` under `cargo bench`), also what Criterion prints with
// `--output-format bencher`: one adapter, the lines look alike. Format: libtest's console formatter
// (https://github.com/rust-lang/rust/blob/master/library/test/src/bench.rs, `fmt_bench_samples`), which
// pads names to the longest one (`NamePadding::PadOnRight`); Criterion's `BencherReport` does not pad,
// and prints its measurement's own unit (`ValueFormatter::scale_for_machines`: `ns` for wall time).
// Real lines (test/fixtures/cargo-bench/, test/fixtures/criterion/base/cargo-bench-bencher.stdout.txt):
//   test engine_new_with_a_much_longer_name ... bench:          13.27 ns/iter (+/- 38.64)
//   test copy_4k                            ... bench:          38.87 ns/iter (+/- 114.93) = 107789 MB/s
//   test checksum/impl_a/1024 ... bench:       4,166 ns/iter (+/- 280)
//   test checksum/fold/4096 ... bench:       5,023 cycles/iter (+/- 132)
// The number is a median in both (libtest: median of its samples; Criterion 0.8.2: its median estimate),
// so statistic 'median'. `+/-` is libtest's max − min, Criterion's std_dev: kept as spread.error either way.
// Cut-off output is refused: libtest opens each harness run with `running N tests` and always closes it
// with `test result:` (library/test/src/console.rs); it prints `test <name> ... ` before a benchmark runs
// and the result after, on the same line. Criterion's bencher output has neither header nor trailer, so
// there only a last line cut before its row's closing `)` tells.
// Each `running N tests` opens one bench target's run, and libtest names are unique only within a target:
// indexmap 2.x's benches/bench.rs and benches/faststring.rs both have `insert_hashmap_string_10_000`. Such a
// name is told apart by its target, which only cargo's stderr line `Running benches/faststring.rs
// (target/release/deps/faststring-<hash>)` says (under `2>&1`), else by the order of the targets.
import { ParseError } from '../model/errors';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, byteRateFactor, parseNumber, timeFactor } from '../model/units';
import type { Adapter, Detection, ParseInput, ParseOutput, ShardSupport } from './adapter';
import { WHOLE_LAST_LINE, cutOffLastLine, numberedLines, stripAnsi } from './text-lines';
import { UniqueNames } from './unique-names';

const HARNESS = 'cargo-bench';
// Only literals after a lazy group, so a pathological line costs linear time; the name is trimmed after.
const BENCH = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+)\/iter \(\+\/- (\S+)\)(?: = (\S+) (\S+\/s))?$/;
const FAILED = /^test (.+?) \.\.\. FAILED$/;
const DETECT = /^test .+? \.\.\. bench:\s+[\d,.]+ \S+\/iter \(\+\/- [\d,.]+\)/m;
const LINE = '"test <name> ... bench: <N> <unit>/iter (+/- <D>)"';

/**
 * The target of cargo's `Running [unittests ]<source> (<dir>/<target>-<16 hex>[.exe])` line (before cargo
 * 1.52, the binary alone): the file name of its last word, without the hash. Not a regex over the line: a
 * lazy one was quadratic on a long line.
 */
function cargoTarget(line: string): string | undefined {
  const words = line.trim().split(/\s+/);
  if (words[0] !== 'Running' || words.length < 2) return undefined;
  const binary = words[words.length - 1]!.replace(/^\(|\)$/g, '').split(/[/\\]/).pop()!;
  return /^(.+)-[0-9a-f]{16}(?:\.exe)?$/.exec(binary)?.[1];
}

function detect(input: ParseInput): Detection {
  // `bench:` first, natively: the regex's line-anchored pass over a large log that cannot match costs more.
  return input.files.some((f) => f.text.includes('bench:') && DETECT.test(stripAnsi(f.text))) ? 'yes' : 'no';
}

function fail(file: string, line: number, expected: string, found: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

/**
 * `ns` (libtest, Criterion's wall time) → time. Any other unit comes from a custom Criterion
 * `Measurement` (criterion-cycles-per-byte prints `cycles`): its own metric, named by its unit, a cost.
 */
function perIteration(unit: string, value: number, error: number): [string, Metric] {
  const factor = timeFactor(unit);
  if (factor !== undefined) {
    return [METRIC.time, { unit: 'ns', direction: 'smaller', value: value * factor, statistic: 'median', spread: { error: error * factor } }];
  }
  return [unit, { unit, direction: 'smaller', value, statistic: 'median', spread: { error } }];
}

/**
 * A last row without its newline that got as far as its closing `)` is whole: nothing cut from it still
 * parses, except libtest's optional ` = N MB/s` tail, and libtest's own output is framed by the `running N
 * tests` … `test result:` lines checked below. (github-action-benchmark's test data ends this way, a file
 * saved by hand.)
 */
function wholeRow(text: string): boolean {
  const m = BENCH.exec(text.trimEnd());
  return m !== null && m[5] === undefined;
}

/** One benchmark with the bench target's run it came from (`block`: its `running N tests`, in output order). */
interface Found {
  b: Benchmark;
  block: number;
  target: string | undefined;
}

function parse(input: ParseInput): ParseOutput {
  const found: Found[] = [];
  const warnings: string[] = [];
  let block = 0;
  let byName = new Map<string, Benchmark>(); // the current target's: a name twice in one target is refused
  let runFailure: { file: string; line: number; text: string } | undefined;
  for (const file of input.files) {
    let capturing: Benchmark | undefined; // inside `---- <name> stdout ----`: the failure's message
    let captured = false; // newer libtest puts a blank line between that header and the message
    let running: { line: number; text: string } | undefined; // a `running N tests` not yet closed
    let target: string | undefined; // from cargo's last `Running …` line, where stderr is in this output
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== undefined && cut.text.startsWith('test ') && !wholeRow(cut.text)) fail(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (trimmed.includes('Running')) target = cargoTarget(stripAnsi(trimmed)) ?? target;
      if (/^running \d+ tests?$/.test(trimmed)) {
        running = { line, text: trimmed };
        block++;
        byName = new Map();
      }
      if (/^test result: /.test(trimmed)) running = undefined;
      const section = /^---- (.+) stdout ----$/.exec(trimmed);
      if (section) {
        const b = byName.get(section[1]!);
        capturing = b?.status === 'failed' ? b : undefined;
        captured = false;
        continue;
      }
      if (capturing) {
        if (trimmed === '' && !captured) continue;
        if (trimmed === '' || trimmed === 'failures:') capturing = undefined;
        else if (!trimmed.startsWith('note: run with')) {
          capturing.error = captured ? `${capturing.error}\n${trimmed}` : trimmed;
          captured = true;
        }
        continue;
      }
      if (!trimmed.startsWith('test ')) continue; // `running N tests`, blank lines, cargo/criterion chatter
      if (/^test result: FAILED\b/.test(trimmed)) {
        runFailure ??= { file: file.path, line, text: trimmed };
        continue;
      }
      if (/^test result: /.test(trimmed) || / \.\.\. (ok|ignored(, .*)?)$/.test(trimmed)) continue;
      const failed = FAILED.exec(trimmed);
      const m = BENCH.exec(trimmed);
      if (!failed && !m) {
        if (/ \.\.\. bench:/.test(trimmed)) fail(file.path, line, LINE, trimmed);
        if (/ \.\.\.$/.test(trimmed)) fail(file.path, line, 'the result after "test <name> ..." (libtest prints it on the same line once the benchmark ran: the run stopped in between)', trimmed);
        continue;
      }
      const name = (failed ?? m)![1]!.trimEnd(); // never libtest's padding: shards select it with `--exact`
      if (byName.has(name)) fail(file.path, line, 'each benchmark name once', trimmed);
      const b: Benchmark = { name, metrics: {} };
      if (failed) {
        b.status = 'failed';
        b.error = 'benchmark failed';
      } else {
        const value = parseNumber(m![2]!);
        const error = parseNumber(m![4]!);
        if (value === undefined || error === undefined || error < 0) fail(file.path, line, 'numbers in "<N> <unit>/iter (+/- <D>)"', trimmed);
        const [metric, measured] = perIteration(m![3]!, value, error);
        b.metrics[metric] = measured;
        if (m![5] !== undefined) {
          // libtest's `= N MB/s` (b.bytes set) is decimal megabytes per second.
          const rate = parseNumber(m![5]);
          const factor = byteRateFactor(m![6]!);
          if (rate === undefined || factor === undefined) fail(file.path, line, '"= <N> MB/s"', trimmed);
          b.metrics[METRIC.throughput] = { unit: 'B/s', direction: 'bigger', value: rate * factor, statistic: 'median' };
        }
      }
      found.push({ b, block, target });
      byName.set(name, b);
    }
    if (running !== undefined) {
      const end = lines.findLast((l) => l.text.trim() !== '')!;
      fail(file.path, end.line, `libtest's closing "test result:" line for the "${running.text}" of line ${running.line} (libtest always prints one: the output was cut off, or the run was killed)`, end.text.trimEnd());
    }
  }
  const benchmarks = distinctNames(found, warnings);
  if (!benchmarks.some((b) => b.status !== 'failed')) {
    const where = runFailure ?? { file: input.files[0]?.path ?? '<stdout>', line: 1, text: input.files[0]?.text.split('\n', 1)[0] ?? '' };
    fail(where.file, where.line, `at least one ${LINE} line`, where.text);
  }
  if (runFailure && !benchmarks.some((b) => b.status === 'failed')) {
    warnings.push(`${runFailure.file}:${runFailure.line}: the run failed outside the benchmarks: ${runFailure.text}`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/**
 * A name that several targets' runs printed is prefixed with its target (`faststring/insert_10_000`, the
 * target kept as its group), or, where no `Running` line names the target, numbered in the targets' order
 * (cargo runs them sorted by name), with a warning saying how to name them.
 */
function distinctNames(found: Found[], warnings: string[]): Benchmark[] {
  const blocks = new Map<string, Set<number>>();
  for (const f of found) blocks.set(f.b.name, (blocks.get(f.b.name) ?? new Set()).add(f.block));
  const names = new UniqueNames();
  const numbered = new Set<string>(); // a set: thousands of shared names must not each search the others
  const out = found.map(({ b, target }) => {
    if (blocks.get(b.name)!.size < 2) return b;
    if (target === undefined) {
      numbered.add(b.name);
      return { ...b, name: names.take(b.name) };
    }
    return { ...b, name: names.take(`${target}/${b.name}`, b.name), group: target };
  });
  if (numbered.size > 0) {
    const first = [...numbered].slice(0, 3);
    warnings.push(
      `${numbered.size === 1 ? `"${first[0]}" was` : `${numbered.size} names (${first.map((n) => `"${n}"`).join(', ')}${numbered.size > 3 ? ', …' : ''}) were`} run by several bench targets: ` +
        'told apart by the targets\' order as "<name> (2)", … ; merge cargo\'s stderr into the output (`cargo bench 2>&1`) to name them by target',
    );
  }
  return out;
}

/** Shards select benchmarks by exact name: libtest's `--list` names them, `--exact NAME…` runs them. */
const shard: ShardSupport = {
  // A name prefixed with its target (distinctNames) is selected by libtest's own name, in every target.
  unitOf: (b) => (b.group !== undefined && b.name.startsWith(`${b.group}/`) ? b.name.slice(b.group.length + 1) : b.name.replace(/ \(\d+\)$/, '')),
  listArgs: { args: ['--list'], afterDoubleDash: true },
  // The name ends at a non-space (the same names as `(.+?)`): a lazy one that may end inside a run of spaces
  // rescanned the run from each of its positions (a listed line with 64 KiB of spaces: 2.6 s).
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(\s|.*?\S)\s*: bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: ['--exact', ...units], afterDoubleDash: true }),
};

export const cargoBench: Adapter = {
  id: HARNESS,
  description: 'Rust libtest benchmarks (`cargo bench` #[bench], Criterion --output-format bencher)',
  detect,
  parse,
  shard,
};
