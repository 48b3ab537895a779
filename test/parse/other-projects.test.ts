// Outputs other projects collected for their own tests parse to the values those tests expect.
// github-action-benchmark (GAB): test/fixtures/other-projects/github-action-benchmark/SOURCE.md names each
// file's commit; GAB's expectations are its test/__snapshots__/extract.spec.ts.snap (`name`, `value`, `unit`,
// `range`), quoted in the comments. benchgate normalises units (times in ns; MB/s → B/s) and keeps the
// metrics of one result line on one benchmark (GAB adds "<name> - <unit>" entries). Where benchgate
// differs from GAB on purpose, the comment says why.
import { describe, expect, it } from 'vitest';
import type { Benchmark } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { detectAdapter, parseOutput } from '../../src/parse/registry';
import { fixtureInput } from '../helpers/fixtures';
import { catchParseError } from '../helpers/parse-error';

const DIR = ['other-projects', 'github-action-benchmark'] as const;
const PATH = DIR.join('/');
const input = (file: string): ParseInput => fixtureInput(...DIR, file);
const parse = (file: string, harness: string) => parseOutput(input(file), harness).output;
const refusal = (file: string, harness: string, text?: string): string =>
  catchParseError(() => parseOutput(text === undefined ? input(file) : { files: [{ path: `${PATH}/${file}`, text }] }, harness)).message;

/** [name, value, ± error] of the libtest/bencher rows (GAB's `name`, `value`, `range`), metric `time` in ns. */
function timeRows(benchmarks: Benchmark[], metric = 'time'): [string, number, number | undefined][] {
  return benchmarks.map((b) => [b.name, b.metrics[metric]!.value, b.metrics[metric]!.spread?.error]);
}

describe("github-action-benchmark's test data: libtest and Criterion bencher rows (harness cargo-bench)", () => {
  it.each([
    // GAB: bench_fib_10 135 "± 24" ns/iter; bench_fib_20 18149 "± 755" ns/iter.
    ['cargo_output.txt', [['bench_fib_10', 135, 24], ['bench_fib_20', 18149, 755]]],
    // GAB trims the padding too: bench_engine_new 211834 "± 70126", _raw 197 "± 18", _raw_core 196 "± 31", register_fn 493 "± 82".
    ['cargo_output2.txt', [['bench_engine_new', 211834, 70126], ['bench_engine_new_raw', 197, 18], ['bench_engine_new_raw_core', 196, 31], ['bench_engine_register_fn', 493, 82]]],
    // GAB: 148.7 "± 2.21", 18794.12 "± 440.25".
    ['cargo_output3.txt', [['bench_fib_10', 148.7, 2.21], ['bench_fib_20', 18794.12, 440.25]]],
    // GAB (tool cargo): names with spaces and parentheses; Criterion's warnings and blank lines ignored.
    ['criterion_output.txt', [['Create Realm', 329, 4], ['Symbols (Execution)', 3268, 47], ['For loop (Execution)', 12314, 123], ['Fibonacci (Execution)', 1672496, 10166]]],
  ] as const)('%s: the names, values (ns/iter as ns) and ± of GAB\'s test', (file, rows) => {
    expect(detectAdapter(input(file)).id).toBe('cargo-bench');
    const out = parse(file, 'cargo-bench');
    expect(timeRows(out.benchmarks)).toEqual(rows);
    expect(out.benchmarks.every((b) => b.metrics['time']!.unit === 'ns' && b.metrics['time']!.direction === 'smaller')).toBe(true);
    expect(out.warnings).toBeUndefined();
  });

  it('cargo_output_units.txt: the cycles/iter rows are a custom metric named by its unit, as GAB expects; the MS/s rows are refused', () => {
    // GAB: cmov 2835 "± 14" cycles/iter, cmov2 2845 "± 19", mov 1508 "± 17"; upload 1911 "± 420" MS/s,
    // download 9001 "± 69" MS/s. The MS/s rows have no `/iter`: neither libtest nor Criterion's BencherReport
    // (`bench: {:>11} {}/iter (+/- {})`) prints that, so benchgate cannot know what tool wrote them or which
    // direction is better; it refuses them rather than guess. The file (saved by hand: it has no final
    // newline) is refused first at its last row, which is not a whole row of the format.
    const text = input('cargo_output_units.txt').files[0]!.text;
    expect(refusal('cargo_output_units.txt', 'cargo-bench')).toBe(
      `cargo-bench: ${PATH}/cargo_output_units.txt:9: expected the line to end with a newline (the tool ends every line with one: the output was cut off mid-line), found "test download ... bench:        9001 MS/s (+/- 69)"`,
    );
    const lines = text.split('\n');
    // Derived inputs: the file's first 6 lines (the three cycles rows), then its first 8 (the first MS/s row).
    const cycles = parseOutput({ files: [{ path: 'cycles.txt', text: `${lines.slice(0, 6).join('\n')}\n` }] }, 'cargo-bench').output;
    expect(cycles.benchmarks.map((b) => Object.keys(b.metrics))).toEqual([['cycles'], ['cycles'], ['cycles']]);
    expect(timeRows(cycles.benchmarks, 'cycles')).toEqual([['cmov', 2835, 14], ['cmov2', 2845, 19], ['mov', 1508, 17]]);
    expect(cycles.benchmarks[0]!.metrics['cycles']).toEqual({ unit: 'cycles', direction: 'smaller', value: 2835, statistic: 'median', spread: { error: 14 } });
    expect(refusal('cargo_output_units.txt', 'cargo-bench', `${lines.slice(0, 8).join('\n')}\n`)).toBe(
      `cargo-bench: ${PATH}/cargo_output_units.txt:7: expected "test <name> ... bench: <N> <unit>/iter (+/- <D>)", found "test upload ... bench:        1911 MS/s (+/- 420)"`,
    );
  });
});

describe("github-action-benchmark's test data: Catch2 console (harness catch2)", () => {
  // GAB (both files): "Fibonacci 10" 344 ns "± 19"; "Fibonacci 20" 41.731 us "± 3.256"; "Fibonacci~ 5!" 36 ns "± 4";
  // "Fibonacci-15_bench" 3.789 us "± 362"; extra "100 samples". GAB's `range` is the std dev; benchgate keeps it
  // as spread.stddev in ns. GAB's last one mixes units: its range 362 is Catch2's "362 ns" std dev, labelled
  // with the mean's "us"; benchgate converts each value with its own unit (3789 ns ± 362 ns).
  const FIB = [
    ['Fibonacci 10', 'Fibonacci', 344, 19],
    ['Fibonacci 20', 'Fibonacci', 41731, 3256],
    ['Fibonacci~ 5!', 'More Fibonacci', 36, 4],
    ['Fibonacci-15_bench', 'More Fibonacci', 3789, 362],
  ];
  const rows = (out: { benchmarks: Benchmark[] }) =>
    out.benchmarks.map((b) => {
      const t = b.metrics['time']!;
      expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'mean', n: 100 });
      return [b.name, b.group, t.value, t.spread?.stddev];
    });

  it.each(['catch2_output_v2.txt', 'catch2_output_v3.txt'])('%s: the four benchmarks of GAB\'s test, in ns', (file) => {
    // catch2_output_v3.txt is the v2 file with v3's "est run time" header in its first table (see SOURCE.md).
    expect(detectAdapter(input(file)).id).toBe('catch2');
    const out = parse(file, 'catch2');
    expect(rows(out)).toEqual(FIB);
    expect(out.warnings).toBeUndefined();
  });

  it('issue16_output.txt (Windows, CRLF): GAB expects "Fibonacci 10" 0 ns "± 0" and "Fibonacci 20" 1 ns "± 0"', () => {
    expect(rows(parse('issue16_output.txt', 'catch2'))).toEqual([
      ['Fibonacci 10', 'Fibonacci', 0, 0],
      ['Fibonacci 20', 'Fibonacci', 1, 0],
    ]);
  });

  it('catch2_output.txt (GAB PR #46, never merged): the end of a wrapped name on the mean row joins the name', () => {
    // PR #46's test expects "Fibonacci 10 with" 344 ns "± 19": the name's second line, "a long name", lost.
    // Here the second part of the name sits on the mean row, in the name column before the three means
    // (issue 13 quotes this line as a parse error); benchgate reads it as the rest of the name.
    expect(detectAdapter(input('catch2_output.txt')).id).toBe('catch2');
    expect(rows(parse('catch2_output.txt', 'catch2'))).toEqual([
      // This file's first test case is "Unit_assignment"; "Fibonacci 20" appears in two test cases, so each
      // is named with its test case in front (benchgate's rule for names that repeat across test cases).
      ['Fibonacci 10', 'Unit_assignment', 344, 19],
      ['Unit_assignment/Fibonacci 20', 'Unit_assignment', 41731, 3256],
      ['Fibonacci~ 5!', 'More Fibonacci', 36, 4],
      ['Fibonacci-15_bench', 'More Fibonacci', 3789, 362],
      ['Fibonacci 10 with a long name', 'Even More Fibonacci', 344, 19],
      ['Even More Fibonacci/Fibonacci 20', 'Even More Fibonacci', 41731, 3256],
    ]);
  });
});

describe("github-action-benchmark's test data: Criterion console output of turso/limbo (harness criterion)", () => {
  // From GAB PR #305 (never merged, no test: GAB states no expected values for these files). Asserted here:
  // the numbers the file prints, the estimate and its 95 % interval, in ns; Kelem/s → ops/s.
  const ids = [
    "limbo/Prepare statement: 'SELECT 1'",
    "limbo/Prepare statement: 'SELECT * FROM users LIMIT 1'",
    "limbo/Prepare statement: 'SELECT first_name, count(1) FROM users GROUP BY first_name HAVING count(1)...",
    "limbo/Execute prepared statement: 'SELECT 1'",
    "limbo/Execute prepared statement: 'SELECT * FROM users LIMIT 1'",
    "limbo/Execute prepared statement: 'SELECT * FROM users LIMIT 100'",
    "rusqlite/Prepare statement: 'SELECT 1'",
    "rusqlite/Prepare statement: 'SELECT * FROM users LIMIT 1'",
    "rusqlite/Execute prepared statement: 'SELECT 1'",
    "rusqlite/Execute prepared statement: 'SELECT * FROM users LIMIT 1'",
    "rusqlite/Execute prepared statement: 'SELECT * FROM users LIMIT 100'",
  ];
  const close = (n: number) => expect.closeTo(n, 6);

  it('limbo-cargo-output.txt: 11 ids whole (": " inside them, one cut by criterion at 100 characters), times and throughputs', () => {
    expect(detectAdapter(input('limbo-cargo-output.txt')).id).toBe('criterion');
    const out = parse('limbo-cargo-output.txt', 'criterion');
    expect(out.benchmarks.map((b) => b.name)).toEqual(ids);
    expect(out.benchmarks.map((b) => b.metrics['time']!.value)).toEqual(
      [2068.8, 3984.2, 10280, 182.33, 1257.2, 1252.8, 770.5, 3203.8, 60.788, 1170.2, 1171].map(close),
    );
    expect(out.benchmarks[0]!.metrics).toEqual({
      time: { unit: 'ns', direction: 'smaller', value: close(2068.8), statistic: 'other', n: 100, spread: { ci: { lower: close(2063.1), upper: close(2076.3), level: 0.95 } } },
      throughput: { unit: 'ops/s', direction: 'bigger', value: close(483370), statistic: 'other', n: 100, spread: { ci: { lower: close(481630), upper: close(484700), level: 0.95 } } },
    });
    expect(out.benchmarks[10]!.metrics['time']!.spread?.ci).toEqual({ lower: close(1164.3), upper: close(1178.9), level: 0.95 });
    // The cut id is said: stdout cannot give its full id (the tree can).
    expect(out.warnings).toEqual([expect.stringMatching(/^criterion cut 1 benchmark id at 100 characters in its output \(limbo\/Prepare statement: 'SELECT first_name.*\.\.\.\); /)]);
  });

  it('limbo-cargo-output2.txt (the same file, one estimate edited by hand): read as printed', () => {
    // "[2.0631 µs 55.0688 µs 2.0763 µs]": the estimate lies outside its own interval, which Criterion does not
    // print; benchgate does not check a printed estimate against its interval, it reads the numbers.
    const out = parse('limbo-cargo-output2.txt', 'criterion');
    expect(out.benchmarks.map((b) => b.name)).toEqual(ids);
    expect(out.benchmarks[0]!.metrics['time']).toMatchObject({ value: close(55068.8), spread: { ci: { lower: close(2063.1), upper: close(2076.3), level: 0.95 } } });
    expect(out.benchmarks[1]!.metrics['time']!.value).toBeCloseTo(3984.2, 6);
  });
});

describe("github-action-benchmark's test data: go test -bench (harness go-bench)", () => {
  /** [name, ns/op, other metrics by unit] */
  const rows = (benchmarks: Benchmark[]) =>
    benchmarks.map((b) => [b.name, b.metrics['time']!.value, Object.fromEntries(Object.entries(b.metrics).filter(([k]) => k !== 'time').map(([, m]) => [m.unit, m.value]))]);

  it('go_output.txt: the values of GAB\'s test; the -8 and -16 endings stay in the names, read as no procs value', () => {
    // GAB: BenchmarkFib10 325 ns/op ("8 procs"), BenchmarkFib20 40537.123, BenchmarkFib/my_tabled_benchmark_-_10
    // 325 ("8 procs"), …_-_20 40537.123, BenchmarkFib/my/tabled/benchmark_-_20 40537.456, …_-_20,var1=13,var2=14
    // 40537.456, BenchmarkFib11 262.7 ("16 procs") with "BenchmarkFib11 - auxMetricUnits" 3, BenchmarkFib22
    // 31915 with 4. GAB drops the suffix into `extra`. This hand-made file has names without an ending beside
    // ones ending in -8 and -16 that are other benchmarks: no `-cpu` pass does that (each runs every benchmark),
    // while sub-benchmarks named after sizes do (roaring's `ReadFrom-650` under GOMAXPROCS 1,
    // go-bench/roaring-sized-cpu1), so the endings stay part of the names and no procs is recorded. GAB's first
    // entry per line also keeps the rest of the line in its unit ("ns/op\t 3.000 auxMetricUnits"); benchgate has
    // one metric per unit.
    const out = parse('go_output.txt', 'go-bench');
    expect(rows(out.benchmarks)).toEqual([
      ['BenchmarkFib10-8', 325, {}],
      ['BenchmarkFib20', 40537.123, {}],
      ['BenchmarkFib/my_tabled_benchmark_-_10-8', 325, {}],
      ['BenchmarkFib/my_tabled_benchmark_-_20', 40537.123, {}],
      ['BenchmarkFib/my/tabled/benchmark_-_20', 40537.456, {}],
      ['BenchmarkFib/my/tabled/benchmark_-_20,var1=13,var2=14', 40537.456, {}],
      ['BenchmarkFib11-16', 262.7, { auxMetricUnits: 3 }],
      ['BenchmarkFib22-16', 31915, { auxMetricUnits: 4 }],
    ]);
    expect(out.benchmarks.map((b) => b.params?.['procs'])).toEqual(Array(8).fill(undefined));
  });

  it('go_fiber_output.txt: GAB\'s names and values (ns/op, B/op, allocs/op on one benchmark); a warning that the excerpt has no ok line', () => {
    // GAB: Benchmark_Ctx_Accepts/run-[]string{".xml"} 247.6 ns/op, 0 B/op, 0 allocs/op; …{"json",_"xml"} 307.1;
    // …{"application/json",_"application/xml"} 316.1; Benchmark_Utils_GetOffer/mime_extension#01 390.7, 48 B/op,
    // 2 allocs/op; #02 602.1, 48, 2; #03 286.3, 0, 0. One GOMAXPROCS (4): the suffix is dropped, as GAB does.
    const out = parse('go_fiber_output.txt', 'go-bench');
    expect(rows(out.benchmarks)).toEqual([
      ['Benchmark_Ctx_Accepts/run-[]string{".xml"}', 247.6, { B: 0, allocs: 0 }],
      ['Benchmark_Ctx_Accepts/run-[]string{"json",_"xml"}', 307.1, { B: 0, allocs: 0 }],
      ['Benchmark_Ctx_Accepts/run-[]string{"application/json",_"application/xml"}', 316.1, { B: 0, allocs: 0 }],
      ['Benchmark_Utils_GetOffer/mime_extension#01', 390.7, { B: 48, allocs: 2 }],
      ['Benchmark_Utils_GetOffer/mime_extension#02', 602.1, { B: 48, allocs: 2 }],
      ['Benchmark_Utils_GetOffer/mime_extension#03', 286.3, { B: 0, allocs: 0 }],
    ]);
    // Six rows cut from a log: no go test header, so no proof of a cut, but no closing line either.
    expect(out.warnings).toEqual([`${PATH}/go_fiber_output.txt: no PASS/ok/FAIL line: the output may be truncated`]);
  });

  it('go_fiber_duplicate_names_output.txt: one name in two packages stays two benchmarks, MB/s as B/s', () => {
    // GAB: "BenchmarkAppendMsgitem (github.com/gofiber/fiber/v3/middleware/cache)" 55.76 ns/op, 2833.37 MB/s, 0 B/op,
    // 0 allocs/op; "BenchmarkUnmarshalitem (…/cache)" 174, 907.83; "BenchmarkAppendMsgitem (…/csrf)" 0.3733, 2678.46;
    // "BenchmarkUnmarshalitem (…/csrf)" 4.36, 229.35. benchgate names them `<package>.<name>` (group = package).
    const out = parse('go_fiber_duplicate_names_output.txt', 'go-bench');
    const pkg = 'github.com/gofiber/fiber/v3/middleware';
    expect(rows(out.benchmarks)).toEqual([
      [`${pkg}/cache.BenchmarkAppendMsgitem`, 55.76, { 'B/s': 2833.37e6, B: 0, allocs: 0 }],
      [`${pkg}/cache.BenchmarkUnmarshalitem`, 174, { 'B/s': 907.83e6, B: 0, allocs: 0 }],
      [`${pkg}/csrf.BenchmarkAppendMsgitem`, 0.3733, { 'B/s': 2678.46e6, B: 0, allocs: 0 }],
      [`${pkg}/csrf.BenchmarkUnmarshalitem`, 4.36, { 'B/s': 229.35e6, B: 0, allocs: 0 }],
    ]);
    expect(out.benchmarks.map((b) => b.group)).toEqual([`${pkg}/cache`, `${pkg}/cache`, `${pkg}/csrf`, `${pkg}/csrf`]);
    expect(out.warnings).toBeUndefined();
  });

  it('go_single_package_output.txt: GAB expects BenchmarkFib10 325 ns/op and BenchmarkFib20 40537 ns/op', () => {
    const out = parse('go_single_package_output.txt', 'go-bench');
    expect(rows(out.benchmarks)).toEqual([
      ['BenchmarkFib10', 325, {}],
      ['BenchmarkFib20', 40537, {}],
    ]);
    expect(out.warnings).toBeUndefined();
  });
});
