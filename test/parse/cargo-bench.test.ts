import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Benchmark } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { cargoBench } from '../../src/parse/cargo-bench';
import { fixtureFile, fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

// Real libtest-format output: Criterion 0.8.2 with `--output-format bencher`, real `#[bench]` output of
// libtest (nightly, names padded) and Criterion with a custom measurement (test/fixtures/cargo-bench/SOURCE.md).
const libtest = fixtureInput('cargo-bench', 'libtest', 'cargo-bench.stdout.txt');
const cycles = fixtureInput('cargo-bench', 'criterion-cycles', 'cargo-bench-bencher.stdout.txt');
const base = fixtureInput('criterion', 'base', 'cargo-bench-bencher.stdout.txt');
const head = fixtureInput('criterion', 'head', 'cargo-bench-bencher.stdout.txt');
const drift = fixtureInput('criterion', 'head-drift', 'cargo-bench-bencher.stdout.txt');
const FILE = 'criterion/base/cargo-bench-bencher.stdout.txt';

function bench(input: ParseInput, name: string): Benchmark {
  const b = cargoBench.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}
function derive(text: string): ParseInput {
  return { files: [{ path: FILE, text }] };
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(cargoBench, input);

describe('cargo-bench adapter', () => {
  it('detects the bencher fixtures, not criterion\'s normal stdout', () => {
    for (const input of [base, head, drift]) expect(cargoBench.detect(input)).toBe('yes');
    expect(cargoBench.detect(fixtureInput('criterion', 'base', 'cargo-bench.stdout.txt'))).toBe('no');
    expect(cargoBench.detect(fixtureInput('go-bench', 'base', 'go-test-bench.stdout.txt'))).toBe('no');
  });

  it('reads every line: value = the median in ns, +/- as spread.error, thousands commas', () => {
    const out = cargoBench.parse(base);
    expect(out.benchmarks).toHaveLength(13);
    expect(out.warnings).toBeUndefined();
    expect(bench(base, 'checksum/impl_a/1024').metrics['time']).toEqual({
      unit: 'ns', direction: 'smaller', value: 4166, statistic: 'median', spread: { error: 280 },
    });
    expect(bench(base, 'checksum/impl_a/102400').metrics['time']).toMatchObject({ value: 394096, spread: { error: 10455 } });
    expect(bench(base, 'encode/impl_b/102400').metrics['time']).toMatchObject({ value: 2996765, spread: { error: 304263 } });
    expect(bench(base, 'alloc vec (4 KiB)').metrics['time']).toMatchObject({ value: 99, spread: { error: 4 } });
  });

  it('reads head and head-drift with their own numbers', () => {
    expect(bench(head, 'checksum/impl_a/10240').metrics['time']).toMatchObject({ value: 62325, spread: { error: 1567 } });
    expect(bench(head, 'alloc vec (4 KiB)').metrics['time']?.value).toBe(142);
    expect(bench(drift, 'encode/impl_a/10240').metrics['time']).toMatchObject({ value: 19119, spread: { error: 3946 } });
  });

  it('parses CRLF and ANSI-coloured copies (derived) to the same numbers', () => {
    const text = base.files[0]!.text;
    const expected = cargoBench.parse(base).benchmarks;
    expect(cargoBench.parse(derive(text.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = text.replace(/bench: /g, '\u001b[32mbench:\u001b[0m ');
    expect(cargoBench.detect(derive(coloured))).toBe('yes');
    expect(cargoBench.parse(derive(coloured)).benchmarks).toEqual(expected);
  });

  it('keeps a FAILED benchmark with libtest\'s failure message; ignores `ignored` (derived from the real lines)', () => {
    // Derived: one real line replaced with libtest's FAILED form, one with its ignored form,
    // and libtest's failures block appended.
    const text = base.files[0]!.text
      .replace(/^test checksum\/impl_b\/1024 \.\.\. bench:.*$/m, 'test checksum/impl_b/1024 ... FAILED')
      .replace(/^test encode\/impl_a\/1024 \.\.\. bench:.*$/m, 'test encode/impl_a/1024 ... ignored')
      .concat("\nfailures:\n\n---- checksum/impl_b/1024 stdout ----\nthread 'main' panicked at benches/bench.rs:12:5:\nboom\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    checksum/impl_b/1024\n\ntest result: FAILED. 0 passed; 1 failed; 1 ignored; 11 measured; 0 filtered out; finished in 9.12s\n");
    const out = cargoBench.parse(derive(text));
    expect(out.benchmarks).toHaveLength(12);
    expect(out.benchmarks.find((b) => b.name === 'encode/impl_a/1024')).toBeUndefined();
    expect(bench(derive(text), 'checksum/impl_b/1024')).toEqual({
      name: 'checksum/impl_b/1024', status: 'failed', metrics: {},
      error: "thread 'main' panicked at benches/bench.rs:12:5:\nboom",
    });
    expect(bench(derive(text), 'checksum/impl_a/1024').status).toBeUndefined();
  });

  it('a run where nothing measured is a ParseError at the failing line (derived)', () => {
    const failedOnly = "\nrunning 1 test\ntest checksum/impl_a/1024 ... FAILED\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n";
    expect(parseError(derive(failedOnly)).message).toBe(
      `cargo-bench: ${FILE}:5: expected at least one "test <name> ... bench: <N> <unit>/iter (+/- <D>)" line, found "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"`,
    );
  });

  it('truncated, garbled and empty inputs are ParseErrors naming file and line (derived)', () => {
    const text = base.files[0]!.text;
    const cut = text.slice(0, text.indexOf('(+/- 27)') + 4);
    expect(parseError(derive(cut)).message).toBe(
      `cargo-bench: ${FILE}:2: expected the line to end with a newline (the tool ends every line with one: the output was cut off mid-line), found "test checksum/impl_b/1024 ... bench:       1,546 ns/iter (+/-"`,
    );
    expect(parseError(derive(text.replace('4,166 ns', '4,1x6 ns'))).message).toBe(
      `cargo-bench: ${FILE}:1: expected numbers in "<N> <unit>/iter (+/- <D>)", found "test checksum/impl_a/1024 ... bench:       4,1x6 ns/iter (+/- 280)"`,
    );
    expect(parseError(derive('')).message).toBe(`cargo-bench: ${FILE}:1: expected at least one "test <name> ... bench: <N> <unit>/iter (+/- <D>)" line, found ""`);
  });

  it('libtest #[bench] (real, nightly): names without the column padding, exact values, MB/s, the FAILED one with its panic', () => {
    expect(cargoBench.detect(libtest)).toBe('yes');
    const out = cargoBench.parse(libtest);
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual(['copy_4k', 'engine_new_with_a_much_longer_name', 'nested::sort_1000', 'panics', 'sum']);
    expect(bench(libtest, 'copy_4k').metrics).toEqual({
      time: { unit: 'ns', direction: 'smaller', value: 38.87, statistic: 'median', spread: { error: 114.93 } },
      throughput: { unit: 'B/s', direction: 'bigger', value: 107789e6, statistic: 'median' },
    });
    expect(bench(libtest, 'engine_new_with_a_much_longer_name').metrics).toEqual({
      time: { unit: 'ns', direction: 'smaller', value: 13.27, statistic: 'median', spread: { error: 38.64 } },
    });
    expect(bench(libtest, 'nested::sort_1000').metrics['time']).toMatchObject({ value: 358.97, spread: { error: 848.32 } });
    expect(bench(libtest, 'sum').metrics['time']).toMatchObject({ value: 0.76, spread: { error: 2.03 } });
    // libtest now prints a blank line between `---- panics stdout ----` and the panic message.
    expect(bench(libtest, 'panics')).toEqual({
      name: 'panics', status: 'failed', metrics: {},
      error: "thread 'main' (6686) panicked at benches/bench.rs:25:5:\ndeliberate failure",
    });
  });

  it('indexmap (real): a name two bench targets share is kept twice, by target under 2>&1, else by order with a warning', () => {
    // Before: "expected each benchmark name once", the whole suite failed.
    const merged = cargoBench.parse(fixtureInput('cargo-bench', 'indexmap-targets', 'cargo-bench-2to1.txt'));
    expect(merged.warnings).toBeUndefined();
    expect(merged.benchmarks.map((b) => [b.name, b.group, b.metrics['time']?.value])).toEqual([
      ['bench/insert_hashmap_string_10_000', 'bench', 1296280.09],
      ['faststring/insert_hashmap_string_10_000', 'faststring', 1623134.2],
      ['insert_hashmap_string_oneshot_10_000', undefined, 1477453.74],
    ]);
    const stdout = cargoBench.parse(fixtureInput('cargo-bench', 'indexmap-targets', 'cargo-bench.stdout.txt'));
    expect(stdout.benchmarks.map((b) => [b.name, b.metrics['time']?.value])).toEqual([
      ['insert_hashmap_string_10_000', 1641319.23],
      ['insert_hashmap_string_10_000 (2)', 1664227.75],
      ['insert_hashmap_string_oneshot_10_000', 1143341.93],
    ]);
    expect(stdout.warnings).toEqual([expect.stringMatching(/^"insert_hashmap_string_10_000" was run by several bench targets: .*`cargo bench 2>&1`/)]);
    // Shards select by libtest's own name (`--exact` runs it in every target).
    for (const out of [merged, stdout]) {
      expect(out.benchmarks.map((b) => cargoBench.shard!.unitOf(b))).toEqual(['insert_hashmap_string_10_000', 'insert_hashmap_string_10_000', 'insert_hashmap_string_oneshot_10_000']);
    }
  });

  it('refuses a name twice within one target\'s run (derived from the indexmap capture)', () => {
    const text = fixtureFile('cargo-bench', 'indexmap-targets', 'cargo-bench.stdout.txt').text;
    const row = text.split('\n').find((l) => l.startsWith('test insert_hashmap_string_oneshot'))!;
    const twice = text.replace(row, `${row}\n${row}`);
    expect(parseError({ files: [{ path: 'out.txt', text: twice }] }).message).toContain('each benchmark name once');
  });

  it('libtest --list (real): shard units are the bare names that `--exact` selects', () => {
    const listing = fixtureFile('shard-listings', 'cargo-bench-libtest-list.stdout.txt').text;
    const units = cargoBench.shard!.parseList(listing);
    expect(units).toEqual(['copy_4k', 'engine_new_with_a_much_longer_name', 'nested::sort_1000', 'panics', 'sum']);
    expect(cargoBench.parse(libtest).benchmarks.map((b) => cargoBench.shard!.unitOf(b))).toEqual(units);
  });

  it('--list with a MiB of spaces in a line is read in one pass (the benchmark binary prints what it likes)', () => {
    const listing = fixtureFile('shard-listings', 'cargo-bench-libtest-list.stdout.txt').text;
    const spaced = `a${' '.repeat(1 << 20)}b\n${listing}a${' '.repeat(1 << 20)}b: bench\n`;
    expect(cargoBench.shard!.parseList(spaced)).toEqual(['copy_4k', 'engine_new_with_a_much_longer_name', 'nested::sort_1000', 'panics', 'sum', `a${' '.repeat(1 << 20)}b`]);
  });

  it('Criterion with a custom measurement (real, criterion-cycles-per-byte): `cycles/iter` is its own metric, not time', () => {
    expect(cargoBench.detect(cycles)).toBe('yes');
    const out = cargoBench.parse(cycles);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['checksum/fold/64', 'checksum/fold/4096', 'sum 0..100']);
    expect(bench(cycles, 'checksum/fold/64').metrics).toEqual({
      cycles: { unit: 'cycles', direction: 'smaller', value: 46, statistic: 'median', spread: { error: 2 } },
    });
    expect(bench(cycles, 'checksum/fold/4096').metrics['cycles']).toMatchObject({ value: 5023, spread: { error: 132 } });
    expect(bench(cycles, 'sum 0..100').metrics['cycles']).toMatchObject({ value: 2, spread: { error: 0 } });
  });

  it('a time unit other than ns (derived: a custom measurement printing µs) is converted to time in ns', () => {
    const text = 'test checksum/fold/64 ... bench:          46 µs/iter (+/- 2)\n';
    expect(bench(derive(text), 'checksum/fold/64').metrics).toEqual({
      time: { unit: 'ns', direction: 'smaller', value: 46000, statistic: 'median', spread: { error: 2000 } },
    });
  });

  describe('cut-off output (real output sliced at a byte) is a ParseError, never a shorter result', () => {
    const libtest = fixtureInput('cargo-bench', 'libtest-sum', 'cargo-bench.stdout.txt');
    const LIBTEST = 'cargo-bench/libtest-sum/cargo-bench.stdout.txt';
    const text = libtest.files[0]!.text;
    const cutAt = (end: number) => parseError({ files: [{ path: LIBTEST, text: text.slice(0, end) }] });

    it('reads the real libtest #[bench] output whole, MB/s included', () => {
      const out = cargoBench.parse(libtest);
      expect(out.benchmarks.map((b) => [b.name, b.metrics['time']?.value, b.metrics['throughput']?.value])).toEqual([
        ['sum_large', 303.38, 26402e6],
        ['sum_small', 14.38, undefined],
      ]);
      expect(out.warnings).toBeUndefined();
    });

    it('inside a result line: even where the rest still parses (a number or the MB/s cut short)', () => {
      for (const end of [text.indexOf('303.38') + 5, text.indexOf('= 26402') + 5, text.indexOf('test sum_small') + 9]) {
        const err = cutAt(end);
        expect(err.location).toMatchObject({ harness: 'cargo-bench', file: LIBTEST, line: text.slice(0, end).split('\n').length });
        expect(err.message).toContain('expected the line to end with a newline');
      }
    });

    it('a last row whole up to its ")" but without the newline is read (Criterion bencher output has no trailer); in libtest output the missing "test result:" still tells (derived)', () => {
      const bencher = base.files[0]!.text.trimEnd(); // the real file without its closing blank line and newline
      expect(cargoBench.parse(derive(bencher))).toEqual(cargoBench.parse(base));
      const beforeRate = text.indexOf(' = 26402 MB/s'); // libtest's row cut right after ")", its MB/s lost
      expect(cutAt(beforeRate).message).toBe(
        `cargo-bench: ${LIBTEST}:8: expected libtest's closing "test result:" line for the "running 2 tests" of line 7 (libtest always prints one: the output was cut off, or the run was killed), found "test sum_large ... bench:         303.38 ns/iter (+/- 69.90)"`,
      );
    });

    it('at a line end before libtest\'s "test result:" line', () => {
      expect(cutAt(text.indexOf('test sum_small')).message).toBe(
        `cargo-bench: ${LIBTEST}:8: expected libtest's closing "test result:" line for the "running 2 tests" of line 7 (libtest always prints one: the output was cut off, or the run was killed), found "test sum_large ... bench:         303.38 ns/iter (+/- 69.90) = 26402 MB/s"`,
      );
    });

    it('"test <name> ... " with no result: the benchmark never finished (derived: the real line cut after its name, then libtest\'s trailer)', () => {
      const at = text.indexOf('test sum_small');
      const dangling = `${text.slice(0, at)}test sum_small ... \n${text.slice(text.indexOf('\ntest result', at) + 1)}`;
      expect(parseError({ files: [{ path: LIBTEST, text: dangling }] }).message).toBe(
        `cargo-bench: ${LIBTEST}:9: expected the result after "test <name> ..." (libtest prints it on the same line once the benchmark ran: the run stopped in between), found "test sum_small ..."`,
      );
    });

    it('a real run killed mid-benchmark (stdout stops after "running 2 tests") is a ParseError at its last line', () => {
      expect(parseError(fixtureInput('cargo-bench', 'killed', 'cargo-bench.stdout.txt')).message).toBe(
        'cargo-bench: cargo-bench/killed/cargo-bench.stdout.txt:7: expected libtest\'s closing "test result:" line for the "running 2 tests" of line 7 (libtest always prints one: the output was cut off, or the run was killed), found "running 2 tests"',
      );
    });
  });

  it('Criterion 0.5.1 bencher output (fresh run, criterion/v0.5.1/): integer ns, a sub-ns benchmark reads 0', () => {
    const old = fixtureInput('criterion', 'v0.5.1', 'cargo-bench-bencher.stdout.txt');
    expect(cargoBench.detect(old)).toBe('yes');
    expect(cargoBench.parse(old).benchmarks.map((b) => b.name)).toEqual(['plain_add', 'sum/fold/64', 'sum/fold/1024', 'sum/bytes_4k']);
    // `test sum/fold/1024 ... bench:         139 ns/iter (+/- 2)`: criterion's median estimate and std_dev.
    expect(bench(old, 'sum/fold/1024').metrics['time']).toEqual({ unit: 'ns', direction: 'smaller', value: 139, statistic: 'median', spread: { error: 2 } });
    // `test plain_add ... bench:           0 ns/iter (+/- 0)`: criterion rounds 0.37 ns down to 0.
    expect(bench(old, 'plain_add').metrics['time']!.value).toBe(0);
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(cargoBench, [base, head, libtest, cycles]);
  });
});
