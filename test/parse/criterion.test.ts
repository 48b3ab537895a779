import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Benchmark, Metric } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { criterion } from '../../src/parse/criterion';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureFile, fixtureInput, fixtureTree } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';

const baseTree = fixtureTree('criterion', 'base', 'target', 'criterion');
const headTree = fixtureTree('criterion', 'head', 'target', 'criterion');
const baseOut = fixtureInput('criterion', 'base', 'cargo-bench.stdout.txt');
const headOut = fixtureInput('criterion', 'head', 'cargo-bench.stdout.txt');
const driftOut = fixtureInput('criterion', 'head-drift', 'cargo-bench.stdout.txt');
const OUT_FILE = 'criterion/base/cargo-bench.stdout.txt';
const MiB = 1024 * 1024;

function bench(input: ParseInput, name: string): Benchmark {
  const b = criterion.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}
function metric(input: ParseInput, name: string, m: string): Metric {
  const x = bench(input, name).metrics[m];
  if (!x) throw new Error(`no metric ${m} on ${name}`);
  return x;
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(criterion, input);
/** The base tree with one file's text replaced (a derivation of the real fixture). */
function treeWith(path: string, edit: (text: string) => string): ParseInput {
  return { files: baseTree.files.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f)) };
}
function stdoutWith(text: string): ParseInput {
  return { files: [{ path: OUT_FILE, text }] };
}

describe('criterion adapter: target/criterion tree (real criterion 0.8.2 output)', () => {
  it('detects trees and stdout as criterion', () => {
    for (const input of [baseTree, headTree, baseOut, headOut, driftOut]) expect(criterion.detect(input)).toBe('yes');
    expect(criterion.detect(fixtureInput('criterion', 'base', 'cargo-bench-bencher.stdout.txt'))).toBe('no');
  });

  it('stdout: n is the sample count its tree\'s sample.json holds where criterion printed one, and unknown, with a warning, where it did not', () => {
    for (const run of ['base', 'head', 'base2']) {
      const tree = criterion.parse(fixtureTree('criterion', run, 'target'));
      const stdout = fixtureFile('criterion', run, 'cargo-bench.stdout.txt');
      const out = criterion.parse({ files: [stdout] });
      // criterion's stderr, given beside stdout, says "Collecting 100 samples" for every benchmark.
      const both = criterion.parse({ files: [stdout, fixtureFile('criterion', run, 'cargo-bench.stderr.txt')] });
      const unknown: string[] = [];
      for (const b of out.benchmarks) {
        const samples = tree.benchmarks.find((t) => t.name === b.name)!.metrics.time!.samples!.length;
        if (b.metrics.time!.n === undefined) unknown.push(b.name);
        else expect(b.metrics.time!.n, `${run} ${b.name}`).toBe(samples);
        expect(both.benchmarks.find((x) => x.name === b.name)!.metrics.time!.n, `${run} ${b.name} with stderr`).toBe(samples);
      }
      expect(out.warnings?.filter((w) => w.includes('no sample count'))).toEqual(unknown.length === 0 ? [] : [expect.stringContaining(`${stdout.path}: no sample count for ${unknown.join(', ')}: `)]);
      expect(both.warnings?.filter((w) => w.includes('no sample count')) ?? []).toEqual([]);
    }
  });

  it('stdout: a benchmark without an outlier line does not take its group\'s sample count (fresh 0.5.1 run: sample-size/, sample_size(10) mid-group)', () => {
    const stdout = fixtureFile('criterion', 'sample-size', 'cargo-bench.stdout.txt');
    const out = criterion.parse({ files: [stdout] });
    // `mixed/default` found outliers among its 100; `ten_a` and `ten_b` ran 10 samples each and found none.
    expect(out.benchmarks.map((b) => [b.name, b.metrics.time!.n])).toEqual([['mixed/default', 100], ['mixed/ten_a', undefined], ['mixed/ten_b', undefined]]);
    expect(out.warnings).toEqual([
      'criterion/sample-size/cargo-bench.stdout.txt: no sample count for mixed/ten_a, mixed/ten_b: criterion prints it only when it finds outliers ("Found N outliers among M measurements") and in its "Collecting N samples" progress on stderr, so n is unknown (give stderr too, merged with 2>&1, or the target/criterion tree)',
    ]);
    const both = criterion.parse({ files: [stdout, fixtureFile('criterion', 'sample-size', 'cargo-bench.stderr.txt')] });
    expect(both.benchmarks.map((b) => [b.name, b.metrics.time!.n])).toEqual([['mixed/default', 100], ['mixed/ten_a', 10], ['mixed/ten_b', 10]]);
    expect(both.warnings).toBeUndefined();
    // Compared, an unknown n is shown as none, not as one value a side ("n=1/1").
    const rows = compareRuns(resultsFrom([{ name: 'c', harness: 'criterion', input: { files: [stdout] } }]), resultsFrom([{ name: 'c', harness: 'criterion', input: { files: [stdout] } }]), compareOptionsFor(undefined, {}, {})).rows;
    expect(rows.map((r) => [r.benchmark, r.n])).toEqual([['mixed/default', [100, 100]], ['mixed/ten_a', undefined], ['mixed/ten_b', undefined]]);
  });

  it('--output-format bencher given as criterion: the error names the harness that reads it', () => {
    const e = parseErrorOf(criterion, fixtureInput('criterion', 'base', 'cargo-bench-bencher.stdout.txt'));
    expect(e.message).toContain('cargo-bench-bencher.stdout.txt');
    expect(e.message).toContain('read it with harness: cargo-bench');
  });

  it('reads only new/ (13 benchmarks, base/ and change/ ignored), names = full_id, group = group_id', () => {
    const out = criterion.parse(headTree);
    expect(out.benchmarks.map((b) => b.name).sort()).toEqual([
      'alloc vec (4 KiB)',
      'checksum/impl_a/1024', 'checksum/impl_a/10240', 'checksum/impl_a/102400',
      'checksum/impl_b/1024', 'checksum/impl_b/10240', 'checksum/impl_b/102400',
      'encode/impl_a/1024', 'encode/impl_a/10240', 'encode/impl_a/102400',
      'encode/impl_b/1024', 'encode/impl_b/10240', 'encode/impl_b/102400',
    ]);
    expect(bench(baseTree, 'checksum/impl_a/1024')).toMatchObject({ group: 'checksum' });
    expect(bench(baseTree, 'checksum/impl_a/1024').params).toBeUndefined();
    expect(bench(baseTree, 'alloc vec (4 KiB)').group).toBeUndefined(); // ungrouped: group_id is the id itself
  });

  it('value = median estimate with its CI, std_dev, MAD and SEM; samples = times / iters (Linear)', () => {
    const t = metric(baseTree, 'checksum/impl_a/1024', 'time');
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', value: 3836.4289486555112, n: 100 });
    expect(t.spread).toEqual({
      ci: { lower: 3789.5934065934066, upper: 3924.1149921507063, level: 0.95 },
      stddev: 146.65416265032547,
      mad: 144.57042920735753,
      sem: 14.612971183887199,
    });
    expect(t.samples).toHaveLength(100);
    expect(t.samples?.[0]).toBe(210105 / 52);
    expect(t.samples?.[1]).toBe(418983 / 104);
    const alloc = metric(baseTree, 'alloc vec (4 KiB)', 'time');
    expect(alloc.value).toBe(99.80451209258706);
    expect(alloc.samples?.[0]).toBe(184833 / 1843);
  });

  it('Flat sampling (slope null) still yields the median; head numbers differ from base', () => {
    const base = metric(baseTree, 'encode/impl_b/102400', 'time');
    expect(base.value).toBe(1770815.8333333333);
    expect(base.samples?.[0]).toBe(10619936 / 6);
    const head = metric(headTree, 'encode/impl_b/102400', 'time');
    expect(head.value).toBe(3335760.7);
    expect(head.samples?.slice(0, 2)).toEqual([17212580 / 5, 17278797 / 5]);
  });

  it('throughput {"Bytes":1024} becomes B/s, bigger is better, CI bounds swapped', () => {
    const thr = metric(baseTree, 'checksum/impl_a/1024', 'throughput');
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger', statistic: 'median', n: 100 });
    expect(thr.value).toBeCloseTo(1024e9 / 3836.4289486555112, 3);
    expect(thr.spread?.ci?.lower).toBeCloseTo(1024e9 / 3924.1149921507063, 3);
    expect(thr.samples?.[0]).toBeCloseTo((1024e9 * 52) / 210105, 3);
    expect(bench(baseTree, 'alloc vec (4 KiB)').metrics['throughput']).toBeUndefined();
  });

  it('truncated or garbled tree files are ParseErrors naming file and JSON path or line (derived)', () => {
    const est = 'checksum/impl_a/1024/new/estimates.json';
    const cut = parseError(treeWith(est, (t) => t.slice(0, 40)));
    expect(cut.message).toMatch(/^criterion: checksum\/impl_a\/1024\/new\/estimates.json:1: expected valid JSON/);
    const garbled = parseError(treeWith(est, (t) => t.replace('"point_estimate":3836.4289486555112', '"point_estimate":"abc"')));
    expect(garbled.message).toBe('criterion: checksum/impl_a/1024/new/estimates.json: median.point_estimate: expected a finite number, found "\\"abc\\""');
    const sample = 'checksum/impl_a/1024/new/sample.json';
    expect(parseError(treeWith(sample, (t) => t.replace('"iters":[52.0', '"iters":[0.0'))).message).toBe(
      'criterion: checksum/impl_a/1024/new/sample.json: iters[0]: expected a positive iteration count, found "0"',
    );
    const noEstimates = { files: baseTree.files.filter((f) => f.path !== est) };
    expect(parseError(noEstimates).message).toContain('checksum/impl_a/1024/new/: expected benchmark.json and estimates.json');
  });

  it('prefers the tree when stdout comes along', () => {
    const both = { files: [...baseOut.files, ...baseTree.files] };
    expect(metric(both, 'checksum/impl_a/1024', 'time').value).toBe(3836.4289486555112);
  });
});

describe('criterion adapter: criterion ≤ 0.3.2 tree (real: criterion.rs book html_report example)', () => {
  const oldTree = fixtureTree('criterion', 'pre-0.3.3', 'target', 'criterion');

  it('reads CamelCase estimates ("Median", "StdDev", …) and [[iters],[times]] samples, the same way as today\'s tree', () => {
    expect(criterion.detect(oldTree)).toBe('yes');
    const out = criterion.parse(oldTree);
    expect(out.benchmarks.map((b) => b.name).sort()).toEqual(['Fibonacci/Iterative', 'Fibonacci/Recursive', 'Fibonacci2/Iterative/20', 'Fibonacci2/Iterative/21', 'Fibonacci2/Recursive/20', 'Fibonacci2/Recursive/21']);
    const t = metric(oldTree, 'Fibonacci2/Iterative/20', 'time');
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', value: 4.669174721938917, n: 100 });
    expect(t.spread).toEqual({
      ci: { lower: 4.638498164085483, upper: 4.691865443093111, level: 0.95 },
      stddev: 0.36365648434229814,
      mad: 0.1135694875778934,
      sem: 0.03613337128527054,
    });
    expect(t.samples?.[0]).toBe(1166000 / 208873); // [1][0] / [0][0]: times are the second array
    // The file's own median estimate is the median of its per-iteration samples, as in today's format.
    const sorted = [...t.samples!].sort((a, b) => a - b);
    expect((sorted[49]! + sorted[50]!) / 2).toBe(t.value);
    expect(bench(oldTree, 'Fibonacci2/Iterative/20').group).toBe('Fibonacci2');
  });

  it('a garbled old-format file is a ParseError naming its own keys (derived)', () => {
    const est = 'Fibonacci2/Iterative/20/new/estimates.json';
    const edit = (path: string, f: (t: string) => string): ParseInput => ({ files: oldTree.files.map((x) => (x.path === path ? { ...x, text: f(x.text) } : x)) });
    expect(parseError(edit(est, (t) => t.replace('"point_estimate":4.669174721938917', '"point_estimate":null'))).message).toBe(
      'criterion: Fibonacci2/Iterative/20/new/estimates.json: Median.point_estimate: expected a finite number, found "null"',
    );
    expect(parseError(edit('Fibonacci2/Iterative/20/new/sample.json', (t) => t.replace('[[208873.0', '[[0.0'))).message).toBe(
      'criterion: Fibonacci2/Iterative/20/new/sample.json: [0][0]: expected a positive iteration count, found "0"',
    );
  });
});

describe('criterion adapter: cargo bench stdout', () => {
  it('reads time [low est high] with per-value units; CI 95 %; thrpt in MiB/s', () => {
    const out = criterion.parse(baseOut);
    expect(out.benchmarks).toHaveLength(13);
    const t = metric(baseOut, 'checksum/impl_a/1024', 'time');
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'other' });
    expect(t.value).toBeCloseTo(3793.5, 6);
    expect(t.spread?.ci?.lower).toBeCloseTo(3758.4, 6);
    expect(t.spread?.ci?.upper).toBeCloseTo(3829.8, 6);
    expect(t.spread?.ci?.level).toBe(0.95);
    expect(t.samples).toBeUndefined();
    const thr = metric(baseOut, 'checksum/impl_a/1024', 'throughput');
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger' });
    expect(thr.value).toBeCloseTo(257.43 * MiB, 3);
    expect(thr.spread?.ci?.lower).toBeCloseTo(254.99 * MiB, 3);
    expect(metric(baseOut, 'encode/impl_b/102400', 'time').value).toBeCloseTo(1777200, 6);
    expect(metric(baseOut, 'alloc vec (4 KiB)', 'time').value).toBeCloseTo(99.291, 9);
    // `Found 4 outliers among 100 measurements` tells n; a benchmark without that line has none.
    expect(metric(baseOut, 'encode/impl_b/102400', 'time').n).toBe(100);
    expect(metric(baseOut, 'checksum/impl_a/1024', 'time').n).toBeUndefined();
  });

  it('ignores multi-line and one-line change blocks and verdicts (head)', () => {
    const out = criterion.parse(headOut);
    expect(out.benchmarks).toHaveLength(13);
    expect(metric(headOut, 'checksum/impl_a/1024', 'time').value).toBeCloseTo(4242.3, 6);
    expect(metric(headOut, 'checksum/impl_a/1024', 'throughput').value).toBeCloseTo(230.19 * MiB, 3);
    expect(metric(headOut, 'encode/impl_b/102400', 'time').value).toBeCloseTo(2959700, 6);
    expect(metric(headOut, 'alloc vec (4 KiB)', 'time').value).toBeCloseTo(116.68, 9);
    expect(metric(driftOut, 'alloc vec (4 KiB)', 'time').value).toBeCloseTo(172.31, 9);
  });

  it('reads a long id printed on its own line (derived: a real line split the way criterion splits ids over 23 chars)', () => {
    const text = baseOut.files[0]!.text.replace('checksum/impl_a/1024    time:', 'checksum/impl_a/1024\n                        time:');
    expect(metric(stdoutWith(text), 'checksum/impl_a/1024', 'time').value).toBeCloseTo(3793.5, 6);
  });

  it('ids holding ": " stay whole (real: turso/limbo output with stderr merged, from github-action-benchmark\'s test data)', () => {
    const limbo = fixtureInput('other-projects', 'github-action-benchmark', 'limbo-cargo-output.txt');
    const names = criterion.parse(limbo).benchmarks.map((b) => b.name);
    expect(names.slice(0, 2)).toEqual(["limbo/Prepare statement: 'SELECT 1'", "limbo/Prepare statement: 'SELECT * FROM users LIMIT 1'"]);
    expect(new Set(names).size).toBe(11);
    // Cut after a `Benchmarking <id>: Analyzing` line (derived): the unfinished id is named whole.
    const text = limbo.files[0]!.text;
    const last = "Benchmarking rusqlite/Execute prepared statement: 'SELECT * FROM users LIMIT 100': Analyzing\n";
    const cut = { files: [{ path: 'limbo.txt', text: text.slice(0, text.indexOf(last) + last.length) }] };
    expect(parseError(cut).message).toBe(
      `criterion: limbo.txt:121: expected criterion's "rusqlite/Execute prepared statement: 'SELECT * FROM users LIMIT 100'  time: [...]" result after it (the run stopped while measuring: killed, or cut off), found "${last.trimEnd()}"`,
    );
  });

  it('parses CRLF and ANSI-coloured copies (derived) to the same numbers', () => {
    const text = baseOut.files[0]!.text;
    const expected = criterion.parse(baseOut).benchmarks;
    expect(criterion.parse(stdoutWith(text.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = text.replace(/(\d+\.\d+ µs)/g, '\u001b[1m$1\u001b[0m').replace(/^(\S+)(\s+time:)/gm, '\u001b[32m$1\u001b[0m$2');
    expect(criterion.detect(stdoutWith(coloured))).toBe('yes');
    expect(criterion.parse(stdoutWith(coloured)).benchmarks).toEqual(expected);
  });

  it('truncated, garbled and empty stdout are ParseErrors naming file and line (derived)', () => {
    const text = baseOut.files[0]!.text;
    const cut = text.slice(0, text.indexOf('3.7935') + 3);
    expect(parseError(stdoutWith(cut)).message).toBe(
      `criterion: ${OUT_FILE}:6: expected the line to end with a newline (the tool ends every line with one: the output was cut off mid-line), found "checksum/impl_a/1024    time:   [3.7584 µs 3.7"`,
    );
    expect(parseError(stdoutWith(text.replace('3.7935 µs', '3.7935 parsecs'))).message).toBe(
      `criterion: ${OUT_FILE}:6: expected a number and a time unit, found "3.7935 parsecs"`,
    );
    expect(parseError(stdoutWith('')).message).toMatch(/^criterion: criterion\/base\/cargo-bench.stdout.txt: expected criterion/);
    expect(parseError(stdoutWith(text.slice(0, text.indexOf('checksum')))).message).toContain('expected criterion');
  });

  it('cut-off stdout (the real text sliced at a byte) is a ParseError, even where the cut line still parses', () => {
    const text = baseOut.files[0]!.text;
    // `among 100 measurements` cut to `among 10` would read as n = 10; a thrpt line cut after its `]`-less unit.
    for (const end of [text.indexOf('among 100') + 8, text.indexOf('thrpt:') + 10, text.indexOf('alloc vec') + 5]) {
      const err = parseError(stdoutWith(text.slice(0, end)));
      expect(err.location).toMatchObject({ harness: 'criterion', file: OUT_FILE, line: text.slice(0, end).split('\n').length });
      expect(err.message).toContain('expected the line to end with a newline');
    }
  });

  it('a real run killed mid-benchmark (stdout and stderr merged) is a ParseError at the unfinished benchmark', () => {
    const killed = fixtureInput('criterion', 'killed', 'cargo-bench.stdout.txt');
    expect(criterion.detect(killed)).toBe('yes');
    expect(parseError(killed).message).toBe(
      'criterion: criterion/killed/cargo-bench.stdout.txt:21: expected criterion\'s "checksum/impl_b/1024  time: [...]" result after it (the run stopped while measuring: killed, or cut off), found "Benchmarking checksum/impl_b/1024: Collecting 100 samples in estimated 1.0064 s (591k iterations)"',
    );
  });

  it('a real run that panicked after a benchmark (half 2.7.1, rustc 1.95: `thread \'main\' (20313) panicked`) keeps its results and says later ones did not run', () => {
    const panicked = fixtureInput('criterion', 'panic', 'cargo-bench.stdout.txt');
    expect(criterion.detect(panicked)).toBe('yes');
    const out = criterion.parse(panicked);
    expect(out.benchmarks.map((b) => b.name)).toEqual(
      ['0', '-0', '1', '-340282350000000000000000000000000000000', '340282350000000000000000000000000000000', '0.000000000000000000000000000000000000011754944', '-inf', 'inf', 'NaN', '2.7182817', '3.1415927'].map(
        (v) => `Convert f16 From f32/f16::from_f32/${v}`,
      ),
    );
    // `Convert f16 From f32/f16::from_f32/3.1415927` / `time:   [1.3429 ns 1.5088 ns 1.7540 ns]`, n from `Collecting 10 samples`
    expect(metric(panicked, 'Convert f16 From f32/f16::from_f32/3.1415927', 'time')).toMatchObject({ unit: 'ns', value: 1.5088, n: 10, spread: { ci: { lower: 1.3429, upper: 1.754 } } });
    expect(out.warnings).toEqual([
      'criterion/panic/cargo-bench.stdout.txt:87: criterion panicked (/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/plotters-0.3.7/src/coord/ranged1d/types/numeric.rs:243:1); later benchmarks did not run',
    ]);
  });

  it('a benchmark that panicked before any result: the error names it and quotes the panic, from stderr or a merged output', () => {
    // Real: criterion 0.8.2, rustc 1.95, `first byte` indexing an empty input (fixtures/criterion/panic-first).
    for (const [file, line] of [['cargo-bench.merged.txt', 6], ['cargo-bench.stderr.txt', 7]] as const) {
      const e = parseError({ files: [fixtureFile('criterion', 'panic-first', 'cargo-bench.stdout.txt'), fixtureFile('criterion', 'panic-first', file)] });
      expect(e.location).toMatchObject({ file: `criterion/panic-first/${file}`, line, expected: 'criterion "<id>  time:   [<low> <est> <high>]" lines, but the benchmark "first byte" panicked before any result' });
      expect(e.location.found).toMatch(/^thread 'main' \(\d+\) panicked at benches\/cb3\.rs:5:65: index out of bounds: the len is 0 but the index is 0$/);
    }
    // stdout alone holds one empty line: nothing to name.
    expect(parseError(fixtureInput('criterion', 'panic-first', 'cargo-bench.stdout.txt')).location.expected).toMatch(/^criterion "<id> {2}time/);
  });

  it('an id printed by two bench targets: both results kept, the second as "(2)", with a warning that says why', () => {
    // Real: criterion 0.8.2, `cargo bench --bench cb --bench cb2`, both defining `batched vec` (fixtures/criterion/two-targets).
    const out = criterion.parse(fixtureInput('criterion', 'two-targets', 'cargo-bench.stdout.txt'));
    expect(out.benchmarks.map((b) => [b.name, b.metrics.time!.value])).toEqual([
      ['batched vec', 241.31],
      ['batched vec (2)', 49.12],
      ['ünïcödé ñämé ✓✓', 5.4611],
    ]);
    // The other warning: the first `batched vec` printed no outlier line, so its sample count is unknown in stdout.
    const said = out.warnings!.filter((w) => w.startsWith('criterion printed an id more than once'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^criterion printed an id more than once \(1 repeat\): "batched vec" \(criterion\/two-targets\/cargo-bench\.stdout\.txt:1, then line 5, kept as "batched vec \(2\)"\)\. Two bench targets with the same id/);
    expect(said[0]).toContain('`cargo bench --bench <target>`');
  });

  it('an id printed many times: every result kept, the first five repeats named and the rest counted (derived)', () => {
    // Derived: the real two-target output's first result block, repeated 100 times.
    const block = fixtureFile('criterion', 'two-targets', 'cargo-bench.stdout.txt').text.split('\n\n')[0]!;
    const out = criterion.parse({ files: [{ path: 'many.txt', text: `${Array.from({ length: 100 }, () => block).join('\n\n')}\n` }] });
    expect(out.benchmarks.map((b) => b.name)).toEqual(['batched vec', ...Array.from({ length: 99 }, (_, i) => `batched vec (${i + 2})`)]);
    const said = out.warnings!.find((w) => w.startsWith('criterion printed'))!;
    expect(said).toMatch(/^criterion printed an id more than once \(99 repeats\): "batched vec" \(many\.txt:1, then line 5, kept as "batched vec \(2\)"\), .* and 94 more\. /);
  });

  it('a merged stdout+stderr ending on "Benchmarking <id>" with no result for it: the run stopped while measuring (derived)', () => {
    // Derived: the real stdout up to encode/impl_a/1024, then criterion's real stderr lines for it, as `2>&1` would interleave them.
    const text = baseOut.files[0]!.text;
    const stderr = fixtureInput('criterion', 'base', 'cargo-bench.stderr.txt').files[0]!.text.split('\n');
    const progress = stderr.filter((l) => l.startsWith('Benchmarking encode/impl_a/1024')).slice(0, 3);
    expect(progress).toHaveLength(3);
    const head = text.slice(0, text.indexOf('encode/impl_a/1024'));
    const merged = `${head}${progress.join('\n')}\n`;
    const line = head.split('\n').length + 2;
    expect(parseError(stdoutWith(merged)).message).toBe(
      `criterion: ${OUT_FILE}:${line}: expected criterion's "encode/impl_a/1024  time: [...]" result after it (the run stopped while measuring: killed, or cut off), found "${progress[2]}"`,
    );
    // criterion's stderr as a file of its own (progress lines, no results) beside stdout is no cut-off run (and gives every n).
    const both = { files: [baseOut.files[0]!, fixtureInput('criterion', 'base', 'cargo-bench.stderr.txt').files[0]!] };
    const values = (input: ParseInput) => criterion.parse(input).benchmarks.map((b) => [b.name, b.metrics.time!.value]);
    expect(values(both)).toEqual(values(baseOut));
    // With the result after the progress lines, the same merged text parses.
    const whole = `${head}${progress.join('\n')}\n${text.slice(text.indexOf('encode/impl_a/1024'))}`;
    expect(criterion.parse(stdoutWith(whole)).benchmarks).toEqual(criterion.parse(baseOut).benchmarks);
  });

  it('Throughput::Bits prints decimal bits per second: read as bytes per second, / 8 (fresh run: throughputs/)', () => {
    const out = fixtureInput('criterion', 'throughputs', 'cargo-bench.stdout.txt');
    // `tp/bits                 time:   [605.05 ns 696.12 ns 786.93 ns]` / `thrpt:  [10.166 Gb/s 11.492 Gb/s 13.222 Gb/s]`
    const thr = bench(out, 'tp/bits').metrics['throughput']!;
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger', n: 10 });
    expect(thr.value).toBeCloseTo(11.492e9 / 8, 0);
    expect(thr.spread!.ci!.lower).toBeCloseTo(10.166e9 / 8, 0);
    expect(thr.spread!.ci!.upper).toBeCloseTo(13.222e9 / 8, 0);
    expect(bench(out, 'tp/bytes_decimal').metrics['throughput']!.value).toBeCloseTo(1.3167e9, 0);
    expect(criterion.parse(out).benchmarks).toHaveLength(9);
  });

  it('Throughput::ElementsAndBytes prints two thrpt lines: both kept, named as in the tree (fresh run: throughputs/)', () => {
    const out = fixtureInput('criterion', 'throughputs', 'cargo-bench.stdout.txt');
    // `thrpt:  [1.1986 Gelem/s 1.4089 Gelem/s 1.6841 Gelem/s]` then `thrpt:  [8.9305 GiB/s 10.497 GiB/s 12.548 GiB/s]`
    const b = bench(out, 'tp/elements_and_bytes');
    expect(Object.keys(b.metrics)).toEqual(['time', 'throughput', 'throughput-elements']);
    expect(b.metrics['throughput']).toMatchObject({ unit: 'B/s' });
    expect(b.metrics['throughput']!.value).toBeCloseTo(10.497 * 1024 ** 3, 0);
    expect(b.metrics['throughput-elements']).toMatchObject({ unit: 'ops/s' });
    expect(b.metrics['throughput-elements']!.value).toBeCloseTo(1.4089e9, 0);
    // A second line of the same unit is no ElementsAndBytes pair (derived).
    const text = out.files[0]!.text.replace('8.9305 GiB/s 10.497 GiB/s 12.548 GiB/s', '8.9305 Gelem/s 10.497 Gelem/s 12.548 Gelem/s');
    expect(parseErrorOf(criterion, { files: [{ path: 'x.txt', text }] }).message).toMatch(/^criterion: x\.txt:19: expected one "thrpt:" line per unit under a benchmark/);
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(criterion, [baseOut, headOut]);
  });

  it('survives fuzzing of a real tree', { timeout: 120_000 }, () => {
    fuzzAdapter(criterion, [headTree, fixtureTree('criterion', 'pre-0.3.3', 'target', 'criterion')]);
  });
});

describe('criterion adapter: older releases (fresh runs of 0.3.6, 0.4.0 and 0.5.1: v0.3.6/, v0.4.0/, v0.5.1/)', () => {
  const NAMES = ['plain_add', 'sum/bytes_4k', 'sum/fold/1024', 'sum/fold/64'];
  const out = (v: string): ParseInput => fixtureInput('criterion', `v${v}`, 'cargo-bench.stdout.txt');
  const tree = (v: string): ParseInput => fixtureTree('criterion', `v${v}`, 'target', 'criterion');

  it('each release\'s tree and second-run stdout ("change:" blocks) give the same four benchmarks, 10 samples each', () => {
    for (const v of ['0.3.6', '0.4.0', '0.5.1']) {
      for (const [input, isTree] of [[out(v), false], [tree(v), true]] as const) {
        expect(criterion.detect(input)).toBe('yes');
        const benches = criterion.parse(input).benchmarks;
        expect(benches.map((b) => b.name).sort()).toEqual(NAMES);
        // 0.4+ print progress on stderr: their stdout tells n only in a `Found … outliers among 10 measurements` line.
        if (isTree || v === '0.3.6') for (const b of benches) for (const m of Object.values(b.metrics)) expect(m.n).toBe(10);
      }
      expect(bench(tree(v), 'sum/fold/64').group).toBe('sum');
      expect(Object.keys(bench(tree(v), 'sum/fold/64').metrics)).toEqual(['time', 'throughput']);
    }
  });

  it('0.3.6 tree: median estimate, samples = times / iters, Elements throughput as ops/s', () => {
    const t = metric(tree('0.3.6'), 'sum/fold/64', 'time');
    expect(t).toMatchObject({ unit: 'ns', statistic: 'median', value: 9.848680314796193 });
    expect(t.samples![0]).toBeCloseTo(23663115 / 1688276, 9);
    expect(metric(tree('0.3.6'), 'sum/fold/64', 'throughput').value).toBeCloseTo(64e9 / 9.848680314796193, 0);
  });

  it('0.3.6 stdout (progress lines on stdout): n from "Collecting 10 samples" where no outlier line tells it', () => {
    // `sum/fold/64             time:   [9.9379 ns 11.566 ns 12.455 ns]` / `thrpt:  [5.1386 Gelem/s 5.5333 Gelem/s 6.4400 Gelem/s]`
    expect(metric(out('0.3.6'), 'sum/fold/64', 'time')).toMatchObject({ value: 11.566, n: 10 });
    expect(metric(out('0.3.6'), 'sum/fold/64', 'throughput')).toMatchObject({ unit: 'ops/s', value: 5.5333e9, n: 10 });
    expect(metric(out('0.3.6'), 'plain_add', 'time').value).toBeCloseTo(0.52498, 9);
    expect(metric(out('0.3.6'), 'sum/bytes_4k', 'throughput').value).toBeCloseTo(34.442 * 1024 ** 3, 0);
  });

  it('0.5.1 stdout: "change:" time/thrpt percentages are not results', () => {
    // `sum/bytes_4k            time:   [68.272 ns 69.434 ns 71.466 ns]` / `thrpt:  [53.378 GiB/s 54.940 GiB/s 55.875 GiB/s]`
    const b = bench(out('0.5.1'), 'sum/bytes_4k');
    expect(b.metrics['time']!.spread!.ci).toEqual({ lower: 68.272, upper: 71.466, level: 0.95 });
    expect(b.metrics['throughput']!.value).toBeCloseTo(54.94 * 1024 ** 3, 0);
  });
});

describe('criterion ids over 100 characters (real fixture long-ids: criterion 0.5.1)', () => {
  const PREFIX = 'parse_configuration_documents_with_deeply_nested_tables_and_inline_arrays/streaming_tokenizer_with_v...';

  it('stdout has them cut and numbered in the order they ran, and says so; the tree has the full ids', () => {
    const out = criterion.parse(fixtureInput('criterion', 'long-ids', 'cargo-bench.stdout.txt'));
    expect(out.benchmarks.map((b) => b.name)).toEqual([PREFIX, `${PREFIX} #2`, `${PREFIX} #3`, `${PREFIX} #4`, 'parse_configuration_documents_with_deeply_nested_tables_and_inline_arrays/short']);
    // The other warning: two of them found no outliers, so their sample count is not in stdout.
    expect(out.warnings).toHaveLength(2);
    expect(out.warnings!.find((w) => w.startsWith('criterion cut'))).toMatch(/^criterion cut 4 benchmark ids at 100 characters in its output \(parse_configuration.*\.\.\., .*#2, .*#3 and 1 more\); .*read the target\/criterion tree for the full ids/);
    const tree = criterion.parse(fixtureTree('criterion', 'long-ids', 'target', 'criterion'));
    expect(tree.warnings).toBeUndefined();
    expect(tree.benchmarks.map((b) => b.name).sort()).toEqual([
      'parse_configuration_documents_with_deeply_nested_tables_and_inline_arrays/short',
      ...['disabled/16', 'disabled/256', 'enabled/16', 'enabled/256'].map((s) => `parse_configuration_documents_with_deeply_nested_tables_and_inline_arrays/streaming_tokenizer_with_validation_and_error_recovery_${s}`),
    ]);
  });

  it('a shorter id that merely ends in "..." is not taken for a cut one', () => {
    const out = criterion.parse({ files: [{ path: 'x.txt', text: 'wait...\n                        time:   [1.0 ns 1.1 ns 1.2 ns]\nFound 1 outliers among 10 measurements (10.00%)\n' }] });
    expect(out.benchmarks.map((b) => b.name)).toEqual(['wait...']);
    expect(out.warnings).toBeUndefined();
  });
});

describe('criterion: Throughput::Bytes(0) (real run, test/fixtures/criterion/zero-bytes)', () => {
  it('keeps the benchmark over an empty input, its rate 0 B/s as criterion prints it, and every other benchmark', () => {
    const tree = criterion.parse(fixtureTree('criterion', 'zero-bytes', 'tree'));
    const zero = tree.benchmarks.find((b) => b.name === 'parse/bytes/adler/0')!;
    expect(zero.metrics.time!.value).toBeGreaterThan(10);
    expect(zero.metrics.throughput!.value).toBe(0);
    expect(zero.metrics.throughput!.unit).toBe('B/s');
    expect(tree.benchmarks.map((b) => b.name)).toEqual(expect.arrayContaining(['parse/bytes/adler/64', 'parse/bytes/adler/4096']));
    const printed = criterion.parse(fixtureInput('criterion', 'zero-bytes', 'cargo-bench.stdout.txt'));
    expect(printed.benchmarks.find((b) => b.name === 'parse/bytes/adler/0')!.metrics.throughput!.value).toBe(0);
  });

  it('a negative count is still refused, naming the field (derived)', () => {
    const input = fixtureTree('criterion', 'zero-bytes', 'tree');
    const files = input.files.map((f) => (f.path.endsWith('adler/0/new/benchmark.json') ? { ...f, text: f.text.replace('"Bytes":0', '"Bytes":-1') } : f));
    expect(files.some((f, i) => f.text !== input.files[i]!.text)).toBe(true);
    expect(() => criterion.parse({ ...input, files })).toThrow(/adler\/0\/new\/benchmark\.json: throughput\.Bytes: expected a count of 0 or more, found "-1"/);
  });
});
