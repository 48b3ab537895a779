import { describe, expect, it } from 'vitest';
import type { ParseInput } from '../../src/parse/adapter';
import { pytestBenchmark } from '../../src/parse/pytest-benchmark';
import { fixtureFile, fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { benchmarkNamed, derived } from '../helpers/adapter-test';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';

const s = (seconds: number): number => seconds * 1e9;
const us = (micros: number): number => micros * 1e3;
const ms = (millis: number): number => millis * 1e6;
const parse = (input: ParseInput) => pytestBenchmark.parse(input);
const byName = (input: ParseInput, name: string) => benchmarkNamed(pytestBenchmark, input, name);

const parseError = catchParseError;

describe('pytest-benchmark --benchmark-json (5.3.1, real fixtures)', () => {
  const base = fixtureInput('pytest-benchmark', 'base', 'out.json');
  const head = fixtureInput('pytest-benchmark', 'head', 'out.json');

  it('names, groups and params (extra_info as params)', () => {
    const out = parse(base);
    expect(out.benchmarks).toHaveLength(13);
    const b = out.benchmarks[0]!;
    expect(b.name).toBe('test_checksum[impl_a-1024]');
    expect(b.group).toBe('checksum');
    expect(b.params).toEqual({ impl: 'impl_a', size: '1024', bytes: '1024' });
    const p = out.benchmarks[12]!;
    expect(p.name).toBe('test_sorted_pedantic');
    expect(p.group).toBeUndefined();
    expect(p.params).toBeUndefined();
  });

  it('an extra_info key a param has too keeps its own key (real fixture extra-info-collision/: it was dropped)', () => {
    const out = parse(fixtureInput('pytest-benchmark', 'extra-info-collision', 'out.json'));
    expect(out.benchmarks.map((x) => [x.name, x.params])).toEqual([
      ['test_c[a]', { s: 'a', 'extra_info.s': 'EXTRA-a' }],
      ['test_c[b]', { s: 'b', 'extra_info.s': 'EXTRA-b' }],
    ]);
  });

  it('time = median in ns with stddev, iqr, min, max, every round as a sample; ops as throughput', () => {
    const b = byName(base, 'test_checksum[impl_a-1024]');
    const t = b.metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 1372 });
    expect(t.value).toBe(s(0.00011926949991902802));
    expect(t.spread).toEqual({
      stddev: s(1.959455691543954e-05), iqr: s(3.658999992239842e-05), min: s(9.448299988434883e-05), max: s(0.00018086199997924268),
    });
    expect(t.samples).toHaveLength(1372);
    // ops = 1 / mean; its relative error is the mean's, stddev / (mean · √rounds) = 0.44 %, but at least the
    // share of the mean above the median (slow rounds come in bursts): (120.68 − 119.27) / 120.68 = 1.16 %.
    const [mean, median] = [0.00012067674416654454, 0.00011926949991902802];
    expect((1.959455691543954e-05 / mean / Math.sqrt(1372))).toBeLessThan((mean - median) / mean);
    expect(b.metrics.throughput).toEqual({
      unit: 'ops/s', direction: 'bigger', value: 8286.60076062304, statistic: 'mean', n: 1372, callsPerSample: 1,
      spread: { sem: 8286.60076062304 * ((s(mean) - s(median)) / s(mean)) },
    });
  });

  it('samples are per iteration (pedantic, 5 iterations per round): their mean is stats.mean', () => {
    const t = byName(head, 'test_sorted_pedantic').metrics.time!;
    expect(t.value).toBe(s(0.0017405182000175047));
    expect(t.n).toBe(20);
    expect(t.samples![0]).toBe(s(0.0017787997999676008));
    expect(t.samples![19]).toBe(s(0.0018184016000304837));
    const mean = t.samples!.reduce((a, b) => a + b, 0) / t.samples!.length;
    expect(mean).toBeCloseTo(s(0.0017307762800101046), 3);
    const a = byName(head, 'test_checksum[impl_a-10240]').metrics.time!;
    expect(a.value).toBe(s(0.0014387729997906717));
    expect(a.samples).toHaveLength(147);
    expect(a.samples![0]).toBe(s(0.0015438289999565313));
  });

  it('extra_info lists and objects are kept as their JSON, a long one cut with its length said (derived)', () => {
    const file = fixtureFile('pytest-benchmark', 'base', 'out.json');
    const doc = JSON.parse(file.text);
    doc.benchmarks[12].extra_info = { shape: [2, 3], opts: { fast: true }, blob: 'x'.repeat(500), none: null };
    expect(parse(derived(file, JSON.stringify(doc))).benchmarks[12]!.params).toEqual({ shape: '[2,3]', opts: '{"fast":true}', blob: `${'x'.repeat(200)}… (500 characters)` });
  });

  it('uses the full node id when a test name repeats (derived: one benchmark duplicated under another file)', () => {
    const file = fixtureFile('pytest-benchmark', 'base', 'out.json');
    const doc = JSON.parse(file.text);
    doc.benchmarks.push({ ...doc.benchmarks[12], fullname: 'other_test.py::test_sorted_pedantic' });
    const names = parse(derived(file, JSON.stringify(doc))).benchmarks.map((b) => b.name);
    expect(names.slice(12)).toEqual(['test_bench.py::test_sorted_pedantic', 'other_test.py::test_sorted_pedantic']);
  });

  it('adds tests that FAILED in the pytest output next to the JSON (derived: a FAILED summary line)', () => {
    const stdout = fixtureFile('pytest-benchmark', 'base', 'pytest.stdout.txt');
    const failing = stdout.text.replace(
      /^=+ 13 passed in .*$/m,
      'FAILED test_bench.py::test_checksum[impl_c-1024] - AssertionError: checksum mismatch\n========================= 1 failed, 13 passed in 2.71s =========================',
    );
    const out = parse({ files: [fixtureFile('pytest-benchmark', 'base', 'out.json'), { path: stdout.path, text: failing }] });
    expect(out.benchmarks).toHaveLength(14);
    expect(out.benchmarks[13]).toEqual({
      name: 'test_checksum[impl_c-1024]', status: 'failed', error: 'AssertionError: checksum mismatch', metrics: {},
    });
  });
});

describe('pytest-benchmark terminal tables (real fixtures)', () => {
  it('reads each group table in its own unit, commas and relative factors removed', () => {
    const input = fixtureInput('pytest-benchmark', 'base', 'pytest.stdout.txt');
    const out = parse(input);
    expect(out.benchmarks).toHaveLength(13);
    expect(out.benchmarks[0]!.name).toBe('test_sorted_pedantic');
    expect(out.benchmarks[0]!.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: ms(1.3649), statistic: 'median', n: 20, callsPerSample: 5,
      spread: { stddev: ms(0.1216), iqr: ms(0.223), min: ms(1.2749), max: ms(1.6511) },
    });
    const b = byName(input, 'test_checksum[impl_b-102400]');
    expect(b.group).toBe('checksum');
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: us(15234.6945), statistic: 'median', n: 16, callsPerSample: 1,
      spread: { stddev: us(2998.7335), iqr: us(5567.068), min: us(13072.125), max: us(21154.297) },
    });
    expect(b.metrics.throughput!.value).toBe(61.3688);
    const e = byName(input, 'test_encode[impl_a-1024]');
    expect(e.group).toBe('encode');
    expect(e.metrics.throughput!.value).toBe(420075.0351);
    expect(byName(input, 'test_encode[impl_b-10240]').metrics.time!.value).toBe(us(2718.26));
  });

  it('reads head', () => {
    const input = fixtureInput('pytest-benchmark', 'head', 'pytest.stdout.txt');
    expect(byName(input, 'test_checksum[impl_a-10240]').metrics.time!.value).toBe(us(1438.773));
    expect(byName(input, 'test_sorted_pedantic').metrics.time!.value).toBe(ms(1.7405));
  });
});

describe('pytest-benchmark edge cases (real fixture edge/: failures, spaced ids, a one-round benchmark)', () => {
  const json = fixtureFile('pytest-benchmark', 'edge', 'out.json');
  const stdout = fixtureFile('pytest-benchmark', 'edge', 'pytest.stdout.txt');

  it('reads a table whose StdDev and IQR factors are "(inf)" (a one-round benchmark has StdDev 0)', () => {
    const input = { files: [stdout] };
    const out = parse(input);
    expect(out.benchmarks.slice(0, 9).map((b) => b.name)).toEqual([
      'test_fails_after', 'test_param[fast-10]', 'test_param[slow path-10]', 'test_raises[fast]', 'test_method', 'test_method (2)',
      'test_param[slow path-1000]', 'test_param[fast-1000]', 'test_one_round',
    ]);
    expect(byName(input, 'test_fails_after').metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: 148.32, statistic: 'median', n: 135, callsPerSample: 100,
      spread: { stddev: 47.8988, iqr: 0.9, min: 146.92, max: 558.13 },
    });
    expect(byName(input, 'test_one_round').metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: 1081424.0013, statistic: 'median', n: 1, callsPerSample: 1,
      spread: { stddev: 0, iqr: 0, min: 1081424.0013, max: 1081424.0013 },
    });
    expect(byName(input, 'test_param[slow path-1000]').metrics.throughput!.value).toBe(61949.9026);
  });

  it('a test that failed after its benchmark ran keeps its numbers and is marked failed (JSON by node id, tables by name)', () => {
    const out = parse({ files: [json, stdout] });
    expect(out.benchmarks).toHaveLength(10);
    const after = out.benchmarks.find((b) => b.name === 'test_fails_after')!;
    expect(after).toMatchObject({ status: 'failed', error: 'assert after the benchmark' });
    expect(after.metrics.time!.value).toBe(s(1.4831999578746035e-7));
    expect(after.metrics.time!.samples).toHaveLength(135);
    // `test_method` is in two files: the JSON names both by node id, and the FAILED line names the one.
    expect(out.benchmarks.find((b) => b.name === 'sub/test_edge.py::test_method')).toMatchObject({
      status: 'failed', error: 'assert after the benchmark (sub)', metrics: { time: { value: s(1.9334612051562334e-7) } },
    });
    expect(out.benchmarks.find((b) => b.name === 'test_edge.py::TestCls::test_method')!.status).toBeUndefined();
    expect(out.benchmarks.filter((b) => b.status === 'failed').map((b) => b.name)).toEqual([
      'sub/test_edge.py::test_method', 'test_fails_after', 'test_raises[slow path]',
    ]);

    // The tables show `test_method` twice by short name: which row failed is unknown, so the failure is its own entry.
    const terminal = parse({ files: [stdout] });
    expect(terminal.benchmarks.find((b) => b.name === 'test_fails_after')).toMatchObject({
      status: 'failed', error: 'assert after the benchmark', metrics: { time: { value: 148.32 } },
    });
    expect(terminal.benchmarks.filter((b) => b.name.startsWith('test_method')).every((b) => b.status === undefined)).toBe(true);
    expect(terminal.benchmarks.find((b) => b.name === 'sub/test_edge.py::test_method')).toEqual({
      name: 'sub/test_edge.py::test_method', status: 'failed', error: 'assert after the benchmark (sub)', metrics: {},
    });
  });

  it('a FAILED summary line whose param id has a space adds that failed benchmark (it raised: not in the JSON)', () => {
    for (const files of [[json, stdout], [stdout]]) {
      const out = parse({ files });
      expect(out.benchmarks.find((b) => b.name === 'test_raises[slow path]')).toEqual({
        name: 'test_raises[slow path]', status: 'failed', error: 'RuntimeError: raised inside the benchmark', metrics: {},
      });
    }
  });
});

describe('pytest-benchmark detection', () => {
  it('says yes to the real JSON and stdout, no to stderr and other harnesses', () => {
    for (const v of ['base', 'head']) {
      expect(pytestBenchmark.detect(fixtureInput('pytest-benchmark', v, 'out.json'))).toBe('yes');
      expect(pytestBenchmark.detect(fixtureInput('pytest-benchmark', v, 'pytest.stdout.txt'))).toBe('yes');
      expect(pytestBenchmark.detect(fixtureInput('pytest-benchmark', v, 'pytest.stderr.txt'))).toBe('no');
    }
    expect(pytestBenchmark.detect(fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json'))).toBe('maybe');
    expect(pytestBenchmark.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
  });
});

describe('pytest-benchmark bad input (derived from the real fixtures)', () => {
  const json = fixtureFile('pytest-benchmark', 'head', 'out.json');
  const stdout = fixtureFile('pytest-benchmark', 'head', 'pytest.stdout.txt');

  it('truncated JSON names the last line', () => {
    const text = json.text.slice(0, 300_000);
    const err = parseError(() => parse(derived(json, text)));
    expect(err.location.line).toBe(text.split('\n').length);
    expect(err.message).toMatch(/^pytest-benchmark: pytest-benchmark\/head\/out\.json:\d+: expected valid JSON/);
  });

  it('empty output and no benchmarks are ParseErrors', () => {
    expect(parseError(() => parse(derived(json, ''))).location.line).toBe(1);
    expect(parseError(() => parse(derived(json, '{"machine_info": {}, "benchmarks": []}'))).location.path).toBe('benchmarks');
  });

  it('a garbled number names its JSON path', () => {
    const text = json.text.replace(/"median": [\d.e-]+/, '"median": "fast"');
    expect(parseError(() => parse(derived(json, text))).message).toBe(
      'pytest-benchmark: pytest-benchmark/head/out.json: benchmarks[0].stats.median: expected a finite number, found "fast"',
    );
  });

  it('a garbled table row names its line', () => {
    const text = stdout.text.replace('1,438.7730 (14.57)', 'x.y (14.57)');
    expect(parseError(() => parse(derived(stdout, text))).message).toMatch(/pytest\.stdout\.txt:24: expected a number in column Median, found "x\.y"/);
  });

  it('terminal tables cut off (the real text sliced at a byte) are ParseErrors, never fewer benchmarks', () => {
    const text = stdout.text;
    const rowStart = text.indexOf('test_encode[impl_b-1024]');
    // At the end of a row, in the middle of one, right after a row's newline.
    for (const end of [text.indexOf('\n', rowStart), rowStart + 40, text.indexOf('\n', rowStart) + 1]) {
      const cut = text.slice(0, end);
      const err = parseError(() => parse(derived(stdout, cut)));
      expect(err.location).toMatchObject({ harness: 'pytest-benchmark', file: stdout.path });
      expect(err.location.line).toBeGreaterThanOrEqual(text.slice(0, rowStart).split('\n').length);
    }
    const cut = text.slice(0, text.indexOf('\n', rowStart) + 1);
    expect(parseError(() => parse(derived(stdout, cut))).message).toBe(
      `pytest-benchmark: ${stdout.path}:${cut.split('\n').length}: expected a line of dashes closing the table (pytest-benchmark closes every table with one: the output was cut off), found ""`,
    );
  });

  it('pytest output without benchmark tables or failures is a ParseError', () => {
    const text = stdout.text.split('\n').slice(0, 9).join('\n');
    expect(parseError(() => parse(derived(stdout, text))).location.line).toBe(1);
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    expect(parse(derived(stdout, stdout.text.replace(/\n/g, '\r\n')))).toEqual(parse({ files: [stdout] }));
    const coloured = stdout.text.replace(/^(test_\S+)/gm, '\u001b[32m\u001b[1m$1\u001b[0m').replace(/\((1\.0)\)/g, '\u001b[1m\u001b[32m($1)\u001b[0m');
    expect(parse(derived(stdout, coloured))).toEqual(parse({ files: [stdout] }));
    const small = fixtureFile('pytest-benchmark', 'base', 'out.json');
    expect(parse(derived(small, small.text.replace(/\n/g, '\r\n')))).toEqual(parse({ files: [small] }));
  });

  it('parses a 1 MB JSON file quickly (no quadratic work)', () => {
    const start = performance.now();
    for (let k = 0; k < 5; k++) parse({ files: [json] });
    // A guard against quadratic work (seconds per parse at this size), not a speed target: a loaded runner
    // must not fail it.
    expect((performance.now() - start) / 5).toBeLessThan(2_000);
  });

  it('survives the shared fuzz mutations', { timeout: 600_000 }, () => {
    fuzzAdapter(pytestBenchmark, [
      fixtureInput('pytest-benchmark', 'head', 'out.json'),
      fixtureInput('pytest-benchmark', 'base', 'pytest.stdout.txt'),
    ]);
  });
});

describe('pytest-benchmark --benchmark-compare (real fixture compare/: this run beside a saved one)', () => {
  const stdout = fixtureFile('pytest-benchmark', 'compare', 'pytest.stdout.txt');
  const json = fixtureFile('pytest-benchmark', 'compare', 'out.json');

  it("reads the table's (NOW) rows as this run and leaves the saved run's rows out, with a warning", () => {
    const out = parse({ files: [stdout] });
    expect(out.benchmarks.map((b) => b.name)).toEqual(['test_sorted', 'test_fib_param[8]', 'test_fib_param[10]', 'test_fib']);
    // `test_sorted (NOW)`: Median 1.7630 us over 9828 rounds (the saved run's row has 1.7030 and 8683).
    expect(out.benchmarks[0]!.metrics.time).toMatchObject({ value: us(1.763), statistic: 'median', n: 9828 });
    expect(out.warnings).toEqual([expect.stringMatching(/pytest\.stdout\.txt: 4 rows of saved runs \(--benchmark-compare\) left out/)]);
  });

  it('names the benchmarks as the same run\'s JSON does', () => {
    const fromJson = parse({ files: [json] }).benchmarks.map((b) => b.name).sort();
    expect(parse({ files: [stdout] }).benchmarks.map((b) => b.name).sort()).toEqual(fromJson);
  });
});

describe('pytest-benchmark 3.2.3, 3.4.1, 4.0.0, 5.0.1, 5.1.0 (real fixtures versions/: one suite per release)', () => {
  const VERSIONS = ['3.2.3', '3.4.1', '4.0.0', '5.0.1', '5.1.0'];
  const names = ['test_param[10]', 'test_param[100]', 'test_in_group', 'test_pedantic', 'test_failing'];
  const json = (v: string) => fixtureInput('pytest-benchmark', 'versions', v, 'out.json');
  const table = (v: string, f: string) => parse(fixtureInput('pytest-benchmark', 'versions', v, f)).benchmarks;

  it('3.2.3 by hand: median in ns, every round per iteration (pedantic: 3 rounds of 4 iterations)', () => {
    const p = byName(json('3.2.3'), 'test_pedantic').metrics.time!;
    expect(p.value).toBe(s(2.7799978852272034e-07));
    expect(p.n).toBe(3);
    expect(p.samples).toEqual([s(4.1299972508568317e-07), s(2.7799978852272034e-07), s(2.6025008992291987e-07)]);
    expect(byName(json('3.2.3'), 'test_param[100]').params).toEqual({ size: '100' });
    expect(byName(json('3.2.3'), 'test_in_group').group).toBe('grouped');
  });

  for (const v of VERSIONS) {
    it(`${v}: the JSON has every benchmark with its group, params and rounds`, () => {
      const out = parse(json(v)).benchmarks;
      expect(out.map((b) => b.name)).toEqual(names);
      expect(out.map((b) => b.group)).toEqual([undefined, undefined, 'grouped', undefined, undefined]);
      for (const b of out) expect(b.metrics.time!.samples).toHaveLength(b.metrics.time!.n!);
      expect(out[3]!.metrics.time!.n).toBe(3);
    });

    it(`${v}: the terminal tables give the JSON's benchmarks and medians (to the table's 4 decimals), the failed test marked`, () => {
      const fromJson = new Map(parse(json(v)).benchmarks.map((b) => [b.name, b]));
      const out = table(v, 'pytest.stdout.txt');
      expect(out.map((b) => b.name).sort()).toEqual([...names].sort());
      for (const b of out) {
        const j = fromJson.get(b.name)!;
        expect(b.group).toBe(j.group);
        expect(b.metrics.time!.n).toBe(j.metrics.time!.n);
        expect(b.metrics.time!.value).toBeCloseTo(j.metrics.time!.value, 3);
        expect(b.status).toBe(b.name === 'test_failing' ? 'failed' : undefined);
      }
    });

    it(`${v}: --benchmark-columns (all ten) with --benchmark-sort=name, and --benchmark-name=long`, () => {
      const cols = table(v, 'columns.stdout.txt');
      expect(cols.map((b) => b.name).sort()).toEqual([...names].sort());
      expect(cols.every((b) => b.metrics.time!.statistic === 'median' && b.metrics.throughput !== undefined)).toBe(true);
      const long = table(v, 'long.stdout.txt');
      expect(long.map((b) => b.name).sort()).toEqual(names.map((n) => `test_suite.py::${n}`).sort());
      expect(long.filter((b) => b.status === 'failed').map((b) => b.name)).toEqual(['test_suite.py::test_failing']);
    });

    it(`${v}: --benchmark-name=short (names without \`test_\`): the FAILED line marks its row, not a second benchmark`, () => {
      const out = table(v, 'short.stdout.txt');
      expect(out.map((b) => b.name).sort()).toEqual(names.map((n) => n.slice('test_'.length)).sort());
      expect(out.find((b) => b.name === 'failing')).toMatchObject({ status: 'failed', error: 'assert 10 == -1' });
      expect(out.filter((b) => b.status === 'failed')).toHaveLength(1);
    });
  }
});

describe('pytest-benchmark: python-rapidjson 1.25\'s own suite (real fixture rapidjson/: an A/A pair)', () => {
  // Its conftest.py drops stats.data (no samples) and groups the tables by a hook ("256 Trues array: deserialize").
  const run = (name: string): ParseInput => fixtureInput('pytest-benchmark', 'rapidjson', name);
  const NAME = 'test_loads[rapidjson_p-100 dicts array]';

  it('every benchmark of the JSON and of the tables, the same medians; the JSON\'s group is the mark\'s, the table\'s the hook\'s', () => {
    const json = parse(run('run1.json')).benchmarks;
    const table = parse(run('run1.stdout.txt')).benchmarks;
    expect(json).toHaveLength(48);
    expect(table.map((b) => b.name).sort()).toEqual(json.map((b) => b.name).sort());
    const fromJson = new Map(json.map((b) => [b.name, b]));
    for (const b of table) {
      expect(b.metrics.time!.value / fromJson.get(b.name)!.metrics.time!.value, b.name).toBeCloseTo(1, 3);
      expect(b.metrics.time!.samples).toBeUndefined();
    }
    expect(fromJson.get(NAME)!.group).toBe('deserialize');
    expect(table.find((b) => b.name === NAME)!.group).toBe('100 dicts array: deserialize');
  });

  it('ops carries the mean\'s standard error: one 48.6 ms round among 642 of 23 µs is not a +380 % change (A/A)', () => {
    const first = byName(run('run1.json'), NAME).metrics;
    expect(first.time!.value).toBe(s(2.3053999029798433e-05));
    expect(first.throughput).toMatchObject({ value: 9126.399301267547, n: 642 });
    // The mean's standard error (0.69) or the share of the mean above the median (0.79), the larger.
    expect(0.0019225806743594428 / 0.00010957223840305912 / Math.sqrt(642)).toBeCloseTo(0.692, 3);
    expect(first.throughput!.spread!.sem! / first.throughput!.value).toBeCloseTo((0.00010957223840305912 - 2.3053999029798433e-05) / 0.00010957223840305912, 6);
    const table = parse(run('run1.stdout.txt')).benchmarks.find((b) => b.name === NAME)!.metrics.throughput!;
    expect(table.n).toBe(642);
    expect(table.spread!.sem! / table.value).toBeCloseTo(first.throughput!.spread!.sem! / first.throughput!.value, 2);
    const results = (name: string) => resultsFrom([{ name: 'rapidjson', harness: 'pytest-benchmark', input: run(name) }]);
    const rows = compareRuns(results('run1.json'), results('run4.json'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows;
    expect(rows).toHaveLength(96);
    const called = rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.metric}`);
    expect(called).toEqual([]);
    const ops = rows.find((r) => r.benchmark === NAME && r.metric === 'throughput')!;
    expect(ops.ratio).toBeGreaterThan(4.5);
    expect(ops.p).toBeGreaterThan(0.05);
  });

  it('a mean pushed 50 % above its median by a burst of slow rounds is not a 2× change in ops (whole-suite A/A pair, stored)', () => {
    const results = (name: string) => resultsFrom([{ name: 'rapidjson', harness: 'pytest-benchmark', input: run(name) }]);
    const rows = compareRuns(results('full-run1.json'), results('full-run3.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows).toHaveLength(236);
    const called = (metric: string) => new Set(rows.filter((r) => r.metric === metric && (r.verdict === 'regressed' || r.verdict === 'improved')).map((r) => r.benchmark));
    // One process a side cannot tell a process that ran a benchmark 30 % slower throughout (its median moved
    // too) from a change; those time rows are the limit of a single run. A throughput row called on its own,
    // with its median where it was, is the burst: none is left.
    const time = called('time');
    expect([...called('throughput')].filter((b) => !time.has(b))).toEqual([]);
    const burst = rows.find((r) => r.benchmark === 'test_loads[rapidjson_nn_c-256 unicode array]' && r.metric === 'throughput')!;
    expect(burst.ratio).toBeLessThan(0.5);
    expect(burst.verdict).toBe('inconclusive');
    expect(rows.find((r) => r.benchmark === burst.benchmark && r.metric === 'time')!.ratio).toBeCloseTo(1, 1);
  });
});

describe('pytest-benchmark under pytest-xdist and --benchmark-disable (real fixture xdist/)', () => {
  const file = (name: string) => fixtureFile('pytest-benchmark', 'xdist', name);

  it('xdist turns pytest-benchmark off: its output is an error naming the workers line, not two failed benchmarks', () => {
    const e = parseError(() => parse({ files: [file('pytest.stdout.txt')] }));
    expect(e.message).toContain('pytest-benchmark/xdist/pytest.stdout.txt:6');
    expect(e.message).toContain('turns itself off under pytest-xdist');
    expect(e.message).toContain('"created: 2/2 workers"');
  });

  it('with -q (no benchmark header) and with the stderr beside it, the error still says xdist', () => {
    const q = parseError(() => parse({ files: [file('quiet.stdout.txt')] }));
    expect(q.message).toContain('pytest-benchmark/xdist/quiet.stdout.txt:1');
    expect(q.message).toContain('"bringing up nodes..."');
    const err = parseError(() => parse({ files: [file('quiet.stderr.txt')] }));
    expect(err.message).toContain('pytest-benchmark/xdist/quiet.stderr.txt:1');
    expect(err.message).toContain('turns itself off under pytest-xdist');
  });

  it('--benchmark-disable: only the failed tests, with a warning that nothing else was measured', () => {
    const out = parse({ files: [file('disable.stdout.txt')] });
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([['test_fails_after', 'failed'], ['test_raises_inside', 'failed']]);
    // `FAILED …::test_raises_inside - ValueError: boom inside the ...`: the whole message from its section.
    expect(out.benchmarks[1]!.error).toBe('ValueError: boom inside the benchmark');
    expect(out.warnings).toEqual([
      // `2 failed, 10 passed, 2 skipped, 1 xfailed`
      "pytest-benchmark/xdist/disable.stdout.txt: pytest skipped 2 tests: a skipped benchmark measured nothing and is not in these results (a missing optional dependency is the usual reason; `pytest -rs` lists each one's)",
      'pytest-benchmark/xdist/disable.stdout.txt: no benchmark tables, only the 2 failed tests of the summary: if the run had --benchmark-disable or --benchmark-skip, nothing was measured',
    ]);
  });
});

describe('pytest-benchmark tables: parentheses in names (real fixture paren/)', () => {
  const input = (name: string) => fixtureInput('pytest-benchmark', 'paren', name);

  it('a param id like `small (10)` or `big (1.0)` keeps its parentheses: the tables name the JSON\'s benchmarks', () => {
    const json = parse(input('out.json')).benchmarks;
    const table = parse(input('pytest.stdout.txt')).benchmarks;
    expect(table.map((b) => b.name)).toEqual(['test_paren[small (10)]', 'test_plain', 'test_paren[big (1.0)]']);
    expect(table.map((b) => b.name).sort()).toEqual(json.map((b) => b.name).sort());
    const big = table.find((b) => b.name === 'test_paren[big (1.0)]')!.metrics.time!;
    expect(big.value).toBe(789.2006);
    expect(big.n).toBe(json.find((b) => b.name === 'test_paren[big (1.0)]')!.metrics.time!.n);
  });

  it('--benchmark-compare with --benchmark-name=short: the saved run\'s `(0001)` rows are left out, this run\'s kept', () => {
    const out = parse(input('compare-short.stdout.txt'));
    expect(out.benchmarks.map((b) => b.name)).toEqual(['paren[small (10)]', 'plain', 'paren[big (1.0)]']);
    expect(out.benchmarks[0]!.metrics.time!.spread!.min).toBe(89.83);
    expect(out.warnings).toEqual(['pytest-benchmark/paren/compare-short.stdout.txt: 3 rows of saved runs (--benchmark-compare) left out: they are earlier runs, not this one']);
  });
});

describe("pytest-benchmark: cattrs 26.2.1's own suite (real fixture cattrs/: a boolean and a class as params)", () => {
  const input = fixtureInput('pytest-benchmark', 'cattrs', 'pytest-benchmark.json');

  it('params read as the test ids show them: True/False as Python writes them, a class by its repr', () => {
    expect(byName(input, 'test_structure_hetero_tuple[True-BaseConverter]').params).toEqual({
      detailed_validation: 'True',
      converter_cls: "<class 'cattrs.converters.BaseConverter'>",
    });
    expect(byName(input, 'test_structure_hetero_tuple[False-Converter]').params).toEqual({
      detailed_validation: 'False',
      converter_cls: "<class 'cattrs.converters.Converter'>",
    });
    expect(byName(input, 'test_unstructure_hetero_tuple[Converter]').params).toEqual({ converter_cls: "<class 'cattrs.converters.Converter'>" });
    // Every round of each of the six benchmarks is a sample.
    expect(parse(input).benchmarks.map((b) => b.metrics.time!.samples!.length)).toEqual([99, 266, 114, 340, 128, 398]);
  });
});

describe('pytest-benchmark: params whose repr holds an address (real fixture pluggy-varnames/: two processes of pluggy e382e72)', () => {
  const runs = ['run1.json', 'run2.json'].map((f) => parse(fixtureInput('pytest-benchmark', 'pluggy-varnames', f)).benchmarks);

  it("take the param's id, the same in both runs; a repr without an address stays the repr", () => {
    // Before: `<function _plain_func at 0x7fcd4a13b740>` in one run and `… at 0x7f4f2747f740>` in the other.
    for (const bs of runs) {
      expect(bs.map((b) => [b.name, b.params])).toEqual([
        ['test_varnames[plain_function]', { func: 'plain_function' }],
        ['test_varnames[unbound_method]', { func: 'unbound_method' }],
        ['test_varnames[bound_method]', { func: 'bound_method' }],
        ['test_varnames[class]', { func: "<class 'benchmark._MethodHolder'>" }],
      ]);
    }
  });
});

describe("pytest-benchmark tables whose title is wider than the table (real fixture pydantic-fullname/: pydantic 2.14.4's own suite)", () => {
  const input = fixtureInput('pytest-benchmark', 'pydantic-fullname', 'pytest.stdout.txt');

  it('reads every table: a title printed without dashes is still a title', () => {
    expect(pytestBenchmark.detect(input)).toBe('yes');
    const bs = parse(input).benchmarks;
    // 57 measured (one table each, grouped by full name) and the 8 that errored before measuring.
    expect(bs.filter((b) => b.status !== 'failed')).toHaveLength(57);
    expect(bs.filter((b) => b.status === 'failed')).toHaveLength(8);
    // test_getattr   4.4670  5.5886  41.6880  1;147  2217  2   (time in us; this table has no Median column)
    expect(byName(input, 'test_getattr')).toMatchObject({ group: 'tests/benchmarks/test_attribute_access.py::test_getattr' });
    expect(byName(input, 'test_getattr').metrics.time!.value).toBeCloseTo(us(5.5886), 6);
  });

  it("takes an error's message from its section when the short summary cut it (`- Mo...`, or no message at all)", () => {
    const failed = parse(input).benchmarks.filter((b) => b.status === 'failed');
    // ERROR …::test_north_star_validate_json - Mo...   and   ERROR …::test_north_star_validate_json_strict
    expect(failed.map((b) => b.error)).toEqual(Array(8).fill("ModuleNotFoundError: No module named 'faker'"));
  });

  it('says how many tests pytest skipped (57 passed, 113 skipped, 8 errors): they measured nothing', () => {
    expect(parse(input).warnings).toEqual([
      "pytest-benchmark/pydantic-fullname/pytest.stdout.txt: pytest skipped 113 tests: a skipped benchmark measured nothing and is not in these results (a missing optional dependency is the usual reason; `pytest -rs` lists each one's)",
    ]);
  });

  it('a table header with a MiB of spaces among its columns is refused at its row in one pass', () => {
    const file = fixtureFile('pytest-benchmark', 'base', 'pytest.stdout.txt');
    const spaced = derived(file, file.text.replace(/^(Name \(time in \w+\).*)$/m, `$1${' '.repeat(1 << 20)}x`));
    expect(catchParseError(() => parse(spaced)).message).toMatch(/^pytest-benchmark: pytest-benchmark\/base\/pytest\.stdout\.txt:15: expected a row with 11 columns after the name/);
  });

  it('a closing line with a MiB of digits in it is read in one pass, its skipped count kept', () => {
    // `.*\d+ passed` and `(\d+) skipped` rescanned the run of digits from each of its positions: minutes.
    const digits = '7'.repeat(1 << 20);
    const edit = (tail: string) => derived(input.files[0]!, input.files[0]!.text.replace('8 errors in 7.06s ===================', tail));
    expect(parse(edit(`8 errors in 7.06s ===================${digits}`)).warnings).toBeUndefined(); // no longer a closing line
    expect(parse(edit(`8 errors, ${digits}x 1 skipped ===`)).warnings?.[0]).toMatch(/: pytest skipped 113 tests/);
  });
});

describe('pytest-benchmark tables: group titles as Python repr (real fixture quoted-groups/, --benchmark-group-by=param)', () => {
  const table = fixtureInput('pytest-benchmark', 'quoted-groups', 'pytest.stdout.txt');
  const json = fixtureInput('pytest-benchmark', 'quoted-groups', 'benchmark.json');
  const names = (input: ParseInput): string[] => parse(input).benchmarks.map((b) => b.name).sort();

  it('reads the table titled in double quotes (`benchmark "it\'s"`), which was dropped without a word', () => {
    const out = parse(table);
    expect(out.benchmarks.map((b) => b.name)).toContain("test_q[it's]");
    expect(names(table)).toEqual(names(json));
    expect(out.warnings ?? []).toEqual([]);
  });

  it('each group is the param id itself: repr escapes undone (`tab\\\\there`, `\\\\u4e2d\\\\u6587`)', () => {
    // Grouped by param, a row's group is the id in its brackets (pytest writes a tab and non-ASCII text escaped).
    const rows = parse(table).benchmarks.filter((b) => b.name.endsWith(']'));
    expect(rows).toHaveLength(13);
    for (const b of rows) expect(b.group, b.name).toBe(/\[(.*)\]$/.exec(b.name)![1]);
    expect(rows.find((b) => b.name === 'test_q[tab\\there]')?.group).toBe('tab\\there');
  });

  it('a line that looks like a title but is not one pytest-benchmark prints is said, not skipped silently (derived)', () => {
    const text = table.files[0]!.text.replace(`benchmark "it's": 1 tests`, 'benchmark «it’s»: 1 tests');
    const out = parse(derived(table.files[0]!, text));
    expect(out.benchmarks).toHaveLength(parse(json).benchmarks.length - 1);
    expect(out.warnings).toEqual([expect.stringMatching(/pytest\.stdout\.txt:38: not read: a line like a table title .*its table, if any, is missing$/)]);
  });
});

describe('pytest-benchmark: 200,000 blank lines added where pytest prints a blank line (derived from real fixtures)', () => {
  const FLOOD = 200_000;
  /** The text with FLOOD blank lines added after its line `after`, a blank line of the capture. */
  const flood = (text: string, after: number): string => {
    expect(text.split('\n')[after - 1], `line ${after}`).toBe('');
    return withBlankLines(text, after, FLOOD);
  };
  /** The 1-based line of the first occurrence of `needle`. */
  const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;
  const base2 = fixtureFile('pytest-benchmark', 'base2', 'pytest.stdout.txt');

  it('between two tables (base2/): the same benchmarks as the capture', () => {
    expect(parse(derived(base2, flood(base2.text, 17)))).toEqual(parse({ files: [base2] }));
  });

  it('a garbled row or a table cut off after the flood is named at its line in the file', () => {
    const text = flood(base2.text, 17);
    const row = lineOf(base2.text, 'test_encode[impl_b-1024]');
    expect(lineOf(text, 'test_encode[impl_b-1024]')).toBe(row + FLOOD);
    const garbled = text.replace('255.2490 (196.04)', 'x.y (196.04)');
    expect(parseError(() => parse(derived(base2, garbled))).message).toMatch(new RegExp(`pytest\\.stdout\\.txt:${row + FLOOD}: expected a number in column Min, found "x\\.y"`));
    const end = text.indexOf('\n', text.indexOf('test_encode[impl_b-1024]'));
    // Cut after the row's newline: the blank line after it; before it: the row itself, the output's last line.
    expect(parseError(() => parse(derived(base2, text.slice(0, end + 1)))).location.line).toBe(row + FLOOD + 1);
    expect(parseError(() => parse(derived(base2, text.slice(0, end)))).location.line).toBe(row + FLOOD);
  });

  it('a line like a title after the flood is said at its line in the file (quoted-groups/)', () => {
    const file = fixtureFile('pytest-benchmark', 'quoted-groups', 'pytest.stdout.txt');
    const text = flood(file.text, 37).replace(`benchmark "it's": 1 tests`, 'benchmark «it’s»: 1 tests');
    expect(parse(derived(file, text)).warnings).toEqual([expect.stringMatching(new RegExp(`pytest\\.stdout\\.txt:${38 + FLOOD}: not read: a line like a table title`))]);
  });

  it("inside a failure's section (xdist/disable.stdout.txt): the same failed tests, messages and warnings", () => {
    const file = fixtureFile('pytest-benchmark', 'xdist', 'disable.stdout.txt');
    expect(parse(derived(file, flood(file.text, 40)))).toEqual(parse({ files: [file] }));
  });

  it("before pytest's output (xdist/): the error names the workers line at its line in the file", () => {
    // pytest prints no blank line above it; the step's earlier commands may print anything there.
    const file = fixtureFile('pytest-benchmark', 'xdist', 'pytest.stdout.txt');
    const e = parseError(() => parse(derived(file, '\n'.repeat(FLOOD) + file.text)));
    expect(e.location.line).toBe(6 + FLOOD);
    expect(e.message).toContain('"created: 2/2 workers"');
  });
});

describe('pytest-benchmark --benchmark-time-unit (real run, test/fixtures/pytest-benchmark/time-unit)', () => {
  const opsOf = (file: string) => {
    const b = parse(fixtureInput('pytest-benchmark', 'time-unit', file)).benchmarks.find((x) => x.name === 'test_work[tiny one]')!;
    return b.metrics.throughput!.value;
  };
  // The JSON of the same run as unit-ns.stdout.txt: its stats.ops is the truth the table's scaled column must give.
  const json = JSON.parse(fixtureFile('pytest-benchmark', 'time-unit', 'unit-ns.json').text) as { benchmarks: { name: string; stats: { ops: number } }[] };
  const truth = json.benchmarks.find((b) => b.name === 'test_work[tiny one]')!.stats.ops;

  it('reads OPS (nops/s) as ops/s × 1e9, not as ops/s', () => {
    expect(truth).toBeGreaterThan(1e4);
    expect(opsOf('unit-ns.stdout.txt') / truth).toBeCloseTo(1, 6);
  });

  it('reads OPS (uops/s) and OPS (mops/s) of other runs in ops/s too (the same code, within the machine\'s noise)', () => {
    for (const file of ['unit-us.stdout.txt', 'unit-ms-base.stdout.txt']) {
      const ratio = opsOf(file) / truth;
      expect(ratio).toBeGreaterThan(0.2);
      expect(ratio).toBeLessThan(5);
    }
  });

  it('refuses an OPS scale it does not know, naming the column (derived: the label changed)', () => {
    const file = fixtureFile('pytest-benchmark', 'time-unit', 'unit-ns.stdout.txt');
    const odd = { path: file.path, text: file.text.replace('OPS (nops/s)', 'OPS (xops/s)') };
    expect(() => parse({ files: [odd] })).toThrow(/unit-ns\.stdout\.txt:15: expected the OPS column in ops\/s, Kops\/s.*found "OPS \(xops\/s\)"/s);
  });
});

describe("pytest-benchmark's .benchmarks/ folder of saved runs (real, test/fixtures/pytest-benchmark/saved-runs)", () => {
  const dir = 'Linux-CPython-3.11-64bit';
  const files = [fixtureFile('pytest-benchmark', 'saved-runs', dir, '0001_unversioned_20261129_160841.json'), fixtureFile('pytest-benchmark', 'saved-runs', dir, '0002_headrun.json')];

  it('keeps every benchmark of both runs and says the files look like runs of one suite', () => {
    const out = parse({ files });
    expect(out.benchmarks).toHaveLength(24);
    expect(out.benchmarks.map((b) => b.name)).toContain('test_nanos (2)');
    expect(out.warnings).toEqual([
      `${files[0]!.path}, ${files[1]!.path}: 12 benchmarks appear in more than one of these files, as in runs of one suite saved apart (pytest-benchmark's .benchmarks/ keeps a file a run): each is kept, the later ones named "(2)", "(3)"…; to compare two runs, give one file a side`,
    ]);
  });

  it('one of them alone: no warning', () => {
    expect(parse({ files: [files[1]!] }).warnings).toBeUndefined();
  });
});

describe('pytest-benchmark tables: one test name in two modules (real fixture same-name-two-modules/)', () => {
  const side = (s: string) => fixtureInput('pytest-benchmark', 'same-name-two-modules', s, 'stdout.txt');

  it('both rows kept, marked ambiguous, with a warning naming the table', () => {
    const out = parse(side('base'));
    const work = out.benchmarks.filter((b) => b.name.startsWith('test_work'));
    expect(work.map((b) => b.name)).toEqual(['test_work', 'test_work (2)']);
    for (const b of work) expect(b.ambiguous).toMatch(/^pytest-benchmark's table names tests of one name in different modules alike/);
    expect(out.benchmarks.filter((b) => b.ambiguous === undefined)).toHaveLength(3);
    expect(out.warnings).toEqual([expect.stringMatching(/^pytest-benchmark\/same-name-two-modules\/base\/stdout\.txt:5: the table names two or more tests alike \(test_work\): .*--benchmark-json names each by its module\)$/)]);
  });

  it('never compared: test_b (10× faster in head) swapped rows with test_a, and was read "−54.1 % ✅ faster" against it', () => {
    const results = (s: string) => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: side(s) }]);
    const c = compareRuns(results('base'), results('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const work = c.rows.filter((r) => r.benchmark.startsWith('test_work'));
    expect(work).toHaveLength(4);
    for (const r of work) expect(r).toMatchObject({ verdict: 'inconclusive', ratio: null, note: expect.stringMatching(/not compared/) });
    expect(c.summary.counts.improved + c.summary.counts.regressed).toBe(0);
    // The geomean is over the three benchmarks that pair.
    expect(c.summary.geomean).toMatchObject({ rows: 3 });
  });
});

describe('pytest-benchmark tables with other columns on each side (real fixture columns/: a median against a mean)', () => {
  it('another statistic, not a change: every row inconclusive, no ratio, so no drift in the headline', () => {
    const results = (f: string) => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'columns', f) }]);
    expect(results('median.stdout.txt').suites[0]!.benchmarks[0]!.metrics.time!.statistic).toBe('median');
    expect(results('mean.stdout.txt').suites[0]!.benchmarks[0]!.metrics.time!.statistic).toBe('mean');
    const c = compareRuns(results('median.stdout.txt'), results('mean.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time).toHaveLength(8);
    for (const r of time) expect(r).toMatchObject({ verdict: 'inconclusive', test: 'none', ratio: null, note: expect.stringMatching(/^base is a median, head a mean, with samples on neither side to take one as the other/) });
    expect(c.summary.geomean).toBeUndefined();
    // The same form on both sides is compared as before.
    const same = compareRuns(results('mean.stdout.txt'), results('mean.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(same.rows.filter((r) => r.metric === 'time' && r.test === 'none')).toHaveLength(0);
  });
});
