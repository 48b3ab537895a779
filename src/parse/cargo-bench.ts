// Rust libtest bench output (`#[bench]` under `cargo bench`), also what Criterion prints with
// `--output-format bencher`: one adapter, the lines look alike. Format: libtest's console formatter
// (https://github.com/rust-lang/rust/blob/master/library/test/src/bench.rs, `fmt_bench_samples`).
// Real lines (test/fixtures/criterion/base/cargo-bench-bencher.stdout.txt):
//   test checksum/impl_a/1024 ... bench:       4,166 ns/iter (+/- 280)
//   test alloc vec (4 KiB) ... bench:          99 ns/iter (+/- 4)
// The number is a median in both (libtest: median of its samples; Criterion 0.8.2: its median estimate),
// so statistic 'median'. `+/-` is libtest's max − min, Criterion's std_dev: kept as spread.error either way.
// Cut-off output is refused: libtest opens each harness run with `running N tests` and always closes it
// with `test result:` (library/test/src/console.rs); it prints `test <name> ... ` before a benchmark runs
// and the result after, on the same line. Criterion's bencher output has neither header nor trailer, so
// there only a last line without its newline tells.
import { ParseError } from '../model/errors';
import type { Benchmark, Metric } from '../model/results';
import { METRIC, byteRateFactor, parseNumber } from '../model/units';
import type { Adapter, Detection, ParseInput, ParseOutput, ShardSupport } from './adapter';
import { WHOLE_LAST_LINE, cutOffLastLine, numberedLines, stripAnsi } from './text-lines';

const HARNESS = 'cargo-bench';
const BENCH = /^test (.+?) \.\.\. bench:\s+(\S+) ns\/iter \(\+\/- (\S+)\)(?: = (\S+) (\S+\/s))?$/;
const DETECT = /^test .+? \.\.\. bench:\s+[\d,.]+ ns\/iter \(\+\/- [\d,.]+\)/m;

function detect(input: ParseInput): Detection {
  return input.files.some((f) => DETECT.test(stripAnsi(f.text))) ? 'yes' : 'no';
}

function fail(file: string, line: number, expected: string, found: string): never {
  throw new ParseError({ harness: HARNESS, file, line, expected, found });
}

function parse(input: ParseInput): ParseOutput {
  const benchmarks: Benchmark[] = [];
  const byName = new Map<string, Benchmark>();
  const warnings: string[] = [];
  let runFailure: { file: string; line: number; text: string } | undefined;
  for (const file of input.files) {
    let capturing: Benchmark | undefined; // inside `---- <name> stdout ----`: the failure's message
    let running: { line: number; text: string } | undefined; // a `running N tests` not yet closed
    const lines = numberedLines(file.text);
    const cut = cutOffLastLine(lines);
    if (cut !== undefined && cut.text.startsWith('test ')) fail(file.path, cut.line, WHOLE_LAST_LINE, cut.text);
    for (const { text, line } of lines) {
      const trimmed = text.trimEnd();
      if (/^running \d+ tests?$/.test(trimmed)) running = { line, text: trimmed };
      if (/^test result: /.test(trimmed)) running = undefined;
      const section = /^---- (.+) stdout ----$/.exec(trimmed);
      if (section) {
        const b = byName.get(section[1]!);
        capturing = b?.status === 'failed' ? b : undefined;
        continue;
      }
      if (capturing) {
        if (trimmed === '' || trimmed === 'failures:') capturing = undefined;
        else if (!trimmed.startsWith('note: run with')) {
          capturing.error = capturing.error === 'benchmark failed' ? trimmed : `${capturing.error}\n${trimmed}`;
        }
        continue;
      }
      if (!trimmed.startsWith('test ')) continue; // `running N tests`, blank lines, cargo/criterion chatter
      if (/^test result: FAILED\b/.test(trimmed)) {
        runFailure ??= { file: file.path, line, text: trimmed };
        continue;
      }
      if (/^test result: /.test(trimmed) || / \.\.\. (ok|ignored(, .*)?)$/.test(trimmed)) continue;
      const failed = /^test (.+?) \.\.\. FAILED$/.exec(trimmed);
      const m = BENCH.exec(trimmed);
      if (!failed && !m) {
        if (/ \.\.\. bench:/.test(trimmed)) fail(file.path, line, '"test <name> ... bench: <N> ns/iter (+/- <D>)"', trimmed);
        if (/ \.\.\.$/.test(trimmed)) fail(file.path, line, 'the result after "test <name> ..." (libtest prints it on the same line once the benchmark ran: the run stopped in between)', trimmed);
        continue;
      }
      const name = (failed ?? m)![1]!;
      if (byName.has(name)) fail(file.path, line, 'each benchmark name once', trimmed);
      const b: Benchmark = { name, metrics: {} };
      if (failed) {
        b.status = 'failed';
        b.error = 'benchmark failed';
      } else {
        const value = parseNumber(m![2]!);
        const error = parseNumber(m![3]!);
        if (value === undefined || error === undefined || error < 0) fail(file.path, line, 'numbers in "<N> ns/iter (+/- <D>)"', trimmed);
        const time: Metric = { unit: 'ns', direction: 'smaller', value, statistic: 'median', spread: { error } };
        b.metrics[METRIC.time] = time;
        if (m![4] !== undefined) {
          // libtest's `= N MB/s` (b.bytes set) is decimal megabytes per second.
          const rate = parseNumber(m![4]);
          const factor = byteRateFactor(m![5]!);
          if (rate === undefined || factor === undefined) fail(file.path, line, '"= <N> MB/s"', trimmed);
          b.metrics[METRIC.throughput] = { unit: 'B/s', direction: 'bigger', value: rate * factor, statistic: 'median' };
        }
      }
      benchmarks.push(b);
      byName.set(name, b);
    }
    if (running !== undefined) {
      const end = lines.findLast((l) => l.text.trim() !== '')!;
      fail(file.path, end.line, `libtest's closing "test result:" line for the "${running.text}" of line ${running.line} (libtest always prints one: the output was cut off, or the run was killed)`, end.text.trimEnd());
    }
  }
  if (!benchmarks.some((b) => b.status !== 'failed')) {
    const where = runFailure ?? { file: input.files[0]?.path ?? '<stdout>', line: 1, text: input.files[0]?.text.split('\n')[0] ?? '' };
    fail(where.file, where.line, 'at least one "test <name> ... bench: <N> ns/iter (+/- <D>)" line', where.text);
  }
  if (runFailure && !benchmarks.some((b) => b.status === 'failed')) {
    warnings.push(`${runFailure.file}:${runFailure.line}: the run failed outside the benchmarks: ${runFailure.text}`);
  }
  return warnings.length > 0 ? { benchmarks, warnings } : { benchmarks };
}

/** Shards select benchmarks by exact name: libtest's `--list` names them, `--exact NAME…` runs them. */
const shard: ShardSupport = {
  unitOf: (b) => b.name,
  listArgs: { args: ['--list'], afterDoubleDash: true },
  parseList: (stdout) => stdout.split(/\r?\n/).flatMap((l) => (/^(.+): bench(mark)?$/.exec(l.trim()) ?? [])[1] ?? []),
  selectArgs: (units) => ({ args: ['--exact', ...units], afterDoubleDash: true }),
};

export const cargoBench: Adapter = {
  id: HARNESS,
  description: 'Rust libtest benchmarks (`cargo bench` #[bench], Criterion --output-format bencher)',
  detect,
  parse,
  shard,
};
