import { describe, expect, it, vi } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { vitestBench } from '../../src/parse/vitest-bench';
import { derived } from '../helpers/adapter-test';
import { fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';

const baseJson = fixtureInput('vitest-bench', 'base', 'out.json');
const headJson = fixtureInput('vitest-bench', 'head', 'out.json');
const baseTable = fixtureInput('vitest-bench', 'base', 'vitest.stdout.txt');
const headTable = fixtureInput('vitest-bench', 'head', 'vitest.stdout.txt');
// Captured on the dev machine with the repo's vitest 4.1.12: one bench throws.
const failedJson = fixtureInput('vitest-bench', 'failed', 'out.json');
const failedStdout = fixtureInput('vitest-bench', 'failed', 'vitest.stdout.txt');

function derive(input: ParseInput, edit: (text: string) => string): ParseInput {
  return { files: input.files.map((f) => ({ ...f, text: edit(f.text) })) };
}

const parseError = (input: ParseInput): ParseError => parseErrorOf(vitestBench, input);

function bench(input: ParseInput, name: string) {
  const b = vitestBench.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}

describe('vitest-bench adapter: --outputJson', () => {
  it('detects its real outputs', () => {
    for (const input of [baseJson, headJson, baseTable, headTable, failedJson, failedStdout]) expect(vitestBench.detect(input)).toBe('yes');
    expect(vitestBench.detect(fixtureInput('vitest-bench', 'base', 'vitest.stderr.txt'))).toBe('maybe');
  });

  it('base: names, groups, median time in ns, hz throughput', () => {
    const out = vitestBench.parse(baseJson);
    expect(out.benchmarks).toHaveLength(12);
    expect(out.benchmarks.slice(0, 2).map((b) => [b.name, b.group])).toEqual([
      ['checksum > impl_a/1024', 'codec.bench.js > checksum'],
      ['checksum > impl_b/1024', 'codec.bench.js > checksum'],
    ]);
    expect(out.benchmarks[6]!.name).toBe('encode > impl_a/1024');
    const b = bench(baseJson, 'checksum > impl_a/10240');
    expect(b.status).toBe('ok');
    const t = b.metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 3720 });
    expect(t.value).toBeCloseTo(52706.00000005743, 5);
    expect(t.samples).toBeUndefined(); // vitest writes samples: []
    expect(t.spread!.stddev).toBeCloseTo(5318.536886752362, 6);
    expect(t.spread!.min).toBeCloseTo(49886.99999989876, 5);
    expect(t.spread!.max).toBeCloseTo(113440.00000008236, 4);
    expect(t.spread!.rme).toBeCloseTo(0.003178937128905939, 15);
    expect(b.metrics.throughput).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 18599.666693972078, statistic: 'mean', n: 3720 });
    const slow = bench(baseJson, 'encode > impl_b/102400').metrics.time!;
    expect(slow.value).toBeCloseTo(12501953.99999984, 2);
    expect(slow.n).toBe(21);
  });

  it('head: exact numbers', () => {
    expect(bench(headJson, 'checksum > impl_a/10240').metrics.time!.value).toBeCloseTo(67542.499999945, 5);
    expect(bench(headJson, 'checksum > impl_b/102400').metrics.time!.value).toBeCloseTo(175461.999999925, 4);
    expect(bench(headJson, 'encode > impl_a/10240').metrics.throughput!.value).toBe(50104.850437019464);
    expect(bench(headJson, 'encode > impl_b/102400').metrics.time!.n).toBe(23);
  });

  it('a bench that threw (real capture) is kept as failed', () => {
    const out = vitestBench.parse(failedJson);
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['checksum > impl_a/1024', 'ok'],
      ['checksum > broken/1024', 'failed'],
    ]);
    expect(out.benchmarks[1]!.metrics).toEqual({});
    expect(out.benchmarks[0]!.metrics.time!.value).toBeCloseTo(6403.0000000343534, 5);
    // Its stdout has no result table at all: recognised, but nothing to parse.
    expect(parseError(failedStdout).message).toMatch(/^vitest-bench: vitest-bench\/failed\/vitest\.stdout\.txt: expected a vitest bench --outputJson report/);
  });

  it('same describe name in two files keeps the file in the name (derived: base and head as two files)', () => {
    const other = derive(headJson, (t) => t.replace(/codec\.bench\.js/g, 'other.bench.js'));
    const out = vitestBench.parse({ files: [...baseJson.files, ...other.files] });
    expect(out.benchmarks).toHaveLength(24);
    expect(out.benchmarks[0]!.name).toBe('codec.bench.js > checksum > impl_a/1024');
    expect(out.benchmarks[12]!.name).toBe('other.bench.js > checksum > impl_a/1024');
  });

  it('bad JSON (derived from base) is a ParseError with file and line or path', () => {
    const text = baseJson.files[0]!.text;
    expect(parseError(derive(baseJson, () => text.slice(0, 3000))).message).toMatch(/^vitest-bench: vitest-bench\/base\/out\.json:\d+: expected complete JSON/);
    expect(parseError(derive(baseJson, (t) => t.replace('"median": 0.05270600000005743', '"median": -1'))).message).toBe(
      'vitest-bench: vitest-bench/base/out.json: files[0].groups[0].benchmarks[2].median: expected a finite number ≥ 0, found "-1"',
    );
    expect(parseError(derive(baseJson, () => '{"files": {}}')).message).toMatch(/: files: expected an array of files/);
    expect(parseError({ files: [{ path: 'out.json', text: '' }] }).message).toMatch(/^vitest-bench: out\.json: expected/);
  });

  it('CRLF and ANSI (derived) parse to the same numbers', () => {
    const expected = vitestBench.parse(baseJson).benchmarks;
    expect(vitestBench.parse(derive(baseJson, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(vitestBench.parse(derive(baseJson, (t) => `\u001b[2m${t}\u001b[22m`)).benchmarks).toEqual(expected);
  });
});

describe('vitest-bench adapter: stdout table', () => {
  it('base: mean derived from hz, rme, samples, min/max in ns, same names as the JSON', () => {
    const out = vitestBench.parse(baseTable);
    expect(out.benchmarks.map((b) => b.name)).toEqual(vitestBench.parse(baseJson).benchmarks.map((b) => b.name));
    const b = bench(baseTable, 'checksum > impl_a/1024');
    expect(b.group).toBe('codec.bench.js > checksum');
    expect(b.metrics.throughput).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 168090.67, statistic: 'mean', n: 33619 });
    expect(b.metrics.throughput!.spread!.rme).toBeCloseTo(0.0211, 12);
    expect(b.metrics.time!.value).toBeCloseTo(1e9 / 168090.67, 9);
    expect(b.metrics.time!.spread!.min).toBeCloseTo(5000, 6);
    expect(b.metrics.time!.spread!.max).toBeCloseTo(1475700, 6);
    const slow = bench(baseTable, 'encode > impl_b/102400');
    expect(slow.metrics.throughput!.value).toBe(101.42);
    expect(slow.metrics.throughput!.spread!.rme).toBeCloseTo(0.171, 12);
    expect(slow.metrics.time!.spread!.max).toBeCloseTo(14096600, 4);
  });

  it('head: exact numbers', () => {
    expect(bench(headTable, 'checksum > impl_a/10240').metrics.throughput).toMatchObject({ value: 14376.8, n: 2876 });
    expect(bench(headTable, 'checksum > impl_b/102400').metrics.throughput).toMatchObject({ value: 5592.33, n: 1119 });
  });

  it('bad tables (derived from base) are ParseErrors with file and line', () => {
    const text = baseTable.files[0]!.text;
    const lines = text.split('\n');
    // Cut inside the 3rd row of the first table (line 9).
    expect(parseError(derive(baseTable, () => `${lines.slice(0, 8).join('\n')}\n${lines[8]!.slice(0, 80)}`)).message).toMatch(
      /^vitest-bench: vitest-bench\/base\/vitest\.stdout\.txt:9: expected the line to end with a newline/,
    );
    // A row cut inside its samples (`33619` → `336`) still parses: refused as cut, at its line.
    const inSamples = text.slice(0, text.indexOf('33619') + 3);
    expect(parseError(derive(baseTable, () => inSamples)).location.line).toBe(7);
    // Cut at a line end after a row, or between the tables and the Summary: no " BENCH  Summary" after the tables.
    for (const n of [9, 22]) {
      expect(parseError(derive(baseTable, () => `${lines.slice(0, n).join('\n')}\n`)).message).toMatch(
        new RegExp(`^vitest-bench: vitest-bench/base/vitest\\.stdout\\.txt:${n === 9 ? 9 : 21}: expected vitest's " BENCH  Summary" after the result tables`),
      );
    }
    expect(parseError(derive(baseTable, (t) => t.replace('168,090.67', '168,O90.67'))).message).toMatch(/stdout\.txt:7: expected a bench row/);
  });

  it('CRLF (derived) parses to the same numbers; the coloured original is already the ANSI case', () => {
    const expected = vitestBench.parse(baseTable).benchmarks;
    expect(vitestBench.parse(derive(baseTable, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(vitestBench.parse(derive(baseTable, (t) => t.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), ''))).benchmarks).toEqual(expected);
  });

  it('the JSON wins when both are given', () => {
    const out = vitestBench.parse({ files: [...baseTable.files, ...baseJson.files] });
    expect(out.benchmarks[0]!.metrics.time!.statistic).toBe('median');
    expect(out.warnings).toEqual(['used the JSON report; ignored vitest-bench/base/vitest.stdout.txt']);
  });
});

describe('vitest-bench adapter: tables of vitest 1, 2 and 3 (fresh runs of v*/codec.bench.js)', () => {
  const v1 = fixtureInput('vitest-bench', 'v1', 'vitest.stdout.txt');
  const v2 = fixtureInput('vitest-bench', 'v2', 'vitest.stdout.txt');
  /** The run without its `broken` group (lines 11-14: its title, header and two rows), derived. */
  const withoutBroken = (input: ParseInput): ParseInput => derive(input, (t) => t.split('\n').filter((_, i) => i < 10 || i > 13).join('\n'));

  it('vitest 1 and 2 print the next title right under a table, with no blank line: it ends that table', () => {
    for (const [input, top] of [[v1, 3_112_829], [v2, 1_731_097.51]] as const) {
      const out = vitestBench.parse(withoutBroken(input));
      expect(out.benchmarks.map((b) => b.name)).toEqual(['codec > nested > array fill', 'codec > json roundtrip', 'codec > string concat', 'top level sum']);
      expect(bench(withoutBroken(input), 'top level sum')).toMatchObject({ group: 'codec.bench.js' });
      expect(bench(withoutBroken(input), 'top level sum').metrics.throughput!.value).toBe(top);
    }
    // `   · string concat   2,196,561.28  0.0004  0.2464 …  ±0.96%   219657   fastest` (v1, line 10)
    expect(bench(withoutBroken(v1), 'codec > string concat').metrics.throughput).toMatchObject({ value: 2_196_561.28, n: 219_657, spread: { rme: 0.0096 } });
  });

  it('vitest 1 and 2 print a bench that threw as a row of zeros with 0 samples: kept as failed, its neighbours read', () => {
    for (const input of [v1, v2]) {
      const out = vitestBench.parse(input);
      expect(out.benchmarks.map((b) => b.name)).toEqual([
        'codec > nested > array fill', 'codec > json roundtrip', 'codec > string concat', 'broken > throws', 'broken > fine', 'top level sum',
      ]);
      // `   · throws         0.0000  0.0000 …  ±0.00%        0   fastest` (line 13)
      expect(bench(input, 'broken > throws')).toMatchObject({ status: 'failed', metrics: {} });
      expect(bench(input, 'broken > fine').status).toBe('ok');
    }
    // `   · fine    25,260,944.95  0.0000  0.0506 …  ±0.29%  2526095` (v1, line 14)
    expect(bench(v1, 'broken > fine').metrics.throughput).toMatchObject({ value: 25_260_944.95, n: 2_526_095 });
    // The same names and statuses as vitest's own JSON of the run.
    const json = vitestBench.parse(fixtureInput('vitest-bench', 'v1', 'out.json')).benchmarks;
    expect(vitestBench.parse(v1).benchmarks.map((b) => [b.name, b.status]).sort()).toEqual(json.map((b) => [b.name, b.status]).sort());
  });

  it('vitest 3 prints the last table twice: the reprint is read once', () => {
    const v3 = fixtureInput('vitest-bench', 'v3', 'vitest.stdout.txt');
    const out = vitestBench.parse(v3);
    // vitest 3 leaves the group with the bench that threw out of its table (its JSON has both benches).
    expect(out.benchmarks.map((b) => b.name)).toEqual(['codec > nested > array fill', 'codec > json roundtrip', 'codec > string concat', 'top level sum']);
    // `   · top level sum  2,684,739.87  0.0003  3.0323 …  ±8.35%   268474` (lines 16 and 20)
    expect(bench(v3, 'top level sum').metrics.throughput).toMatchObject({ value: 2_684_739.87, n: 268_474 });
    expect(bench(v3, 'top level sum').metrics.throughput!.spread!.rme).toBeCloseTo(0.0835, 12);
    // A second row of that name with other numbers is still refused (derived: the reprint's hz changed).
    const lines = v3.files[0]!.text.split('\n');
    lines[19] = lines[19]!.replace('2,684,739.87', '2,684,739.88');
    expect(parseError(derive(v3, () => lines.join('\n'))).message).toMatch(/v3\/vitest\.stdout\.txt:20: expected benchmark names unique within a group/);
  });
});

describe('vitest-bench adapter: vitest 5 (fresh run of v5/codec.bench.js)', () => {
  const report = fixtureInput('vitest-bench', 'v5', 'report.json');

  it('reads the json reporter file: each bench task of each test, named by describe, test and task', () => {
    expect(vitestBench.detect(report)).toBe('yes');
    const out = vitestBench.parse(report);
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['top level sum > sum 1k', 'ok'],
      ['codec > compare encoders > json roundtrip', 'ok'],
      ['codec > compare encoders > string concat', 'ok'],
      ['codec > write result > array fill', 'ok'],
      ['broken > throws', 'failed'],
    ]);
    // "name":"json roundtrip","latency":{… "mad":0.000008999999863590347, … "p50":0.00037999999995008693, … "rme":30.929029970469678,"samplesCount":125175 …}
    const b = bench(report, 'codec > compare encoders > json roundtrip');
    // The json reporter names the file by its absolute path: cut to what the machines share.
    expect(b.group).toBe('codec.bench.js > codec > compare encoders');
    expect(b.metrics.time).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 125_175 });
    expect(b.metrics.time!.value).toBeCloseTo(380, 6);
    expect(b.metrics.time!.spread!.mad).toBeCloseTo(9, 6);
    expect(b.metrics.time!.spread!.rme).toBeCloseTo(0.3092902997046968, 12);
    expect(b.metrics.throughput).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 2631578.9477140796, statistic: 'median', n: 125_175 });
    expect(bench(report, 'broken > throws')).toMatchObject({ status: 'failed', error: 'Error: boom on purpose', metrics: {} });
  });

  it('names test files by the folder they share, not by absolute paths (derived: the report on two machines, a second file)', () => {
    const file = report.files[0]!;
    const on = (root: string, second: boolean) => {
      const doc = JSON.parse(file.text);
      doc.testResults[0].name = `${root}/bench/codec.bench.js`;
      if (second) doc.testResults.push({ ...doc.testResults[0], name: `${root}/src/more/codec.bench.js` });
      return vitestBench.parse(derived(file, JSON.stringify(doc))).benchmarks;
    };
    const groups = (bs: ReturnType<typeof on>) => [...new Set(bs.map((b) => b.group))];
    expect(groups(on('/home/runner/work/app/app', false))).toEqual(groups(on('C:\\Users\\me\\app', false)));
    expect(groups(on('/home/runner/work/app/app', false))[0]).toBe('codec.bench.js > top level sum');
    const two = on('/home/me/app', true);
    expect(groups(two)).toContain('bench/codec.bench.js > codec > compare encoders');
    expect(groups(two)).toContain('src/more/codec.bench.js > codec > compare encoders');
    // The same names in both files: told apart by the file, relative.
    expect(two.map((b) => b.name)).toContain('src/more/codec.bench.js > codec > compare encoders > json roundtrip');
  });

  it('refuses the vitest 5 table by name, pointing at the json reporter (its rows have no marks and no summary follows)', () => {
    const table = fixtureInput('vitest-bench', 'v5', 'vitest.stdout.txt');
    expect(vitestBench.detect(table)).toBe('yes');
    expect(parseError(table).message).toBe(
      'vitest-bench: vitest-bench/v5/vitest.stdout.txt:2: expected vitest 1-4 bench output (vitest 5+ prints another table: give benchgate its json reporter file instead, `vitest bench --reporter=json --outputFile=<file>`), found "RUN  v5.1.1 /tmp/rc/vt5.1.1"',
    );
    // Beside its report, the report is read and the table ignored.
    expect(vitestBench.parse({ files: [...table.files, ...report.files] }).benchmarks).toHaveLength(5);
  });
});

describe('vitest-bench adapter: vitest 5.1.1 sweep (real A/A pair v5.1.1-sweep/a, b)', () => {
  const report = (v: string) => fixtureInput('vitest-bench', 'v5.1.1-sweep', v, 'report.json');

  it('every measured bench and every failed test; a bench.from() result ("fromStore": true) is left out with a warning', () => {
    const out = vitestBench.parse(report('a'));
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['sorting > sort variants > typed array sort', 'ok'],
      ['sorting > sort variants > spread + sort', 'ok'],
      ['sorting > store sort result > slice + sort', 'ok'],
      ['sorting > against stored result > slice + sort (fresh)', 'ok'],
      ['async > promises > await microtask', 'ok'],
      ['async > promises > setTimeout 1ms', 'ok'],
      ['async > rejects', 'failed'],
      ['failures > throws in a compare', 'failed'],
      ['failures > assertion after bench > json roundtrip', 'failed'],
    ]);
    // The stored task repeats the numbers of "store sort result > slice + sort" (p50 0.07768499999997402 ms, 12550
    // samples): not this run's measurement, and the same in base and head whatever the code does.
    expect(out.warnings).toEqual([
      'vitest-bench/v5.1.1-sweep/a/report.json: testResults[0].assertionResults[2].benchmarks[0].tasks[1]: left out "sorting > against stored result > slice + sort (stored)": a stored result (bench.from, "fromStore": true), not measured in this run',
    ]);
    expect(bench(report('a'), 'async > rejects').error).toBe('Error: async rejection on purpose');
  });

  it('throughput carries the latency\'s relative standard error (tinybench 6 statistics: its own sem is of a mean of reciprocals)', () => {
    // "await microtask": latency p50 0.00011999999969702912 ms, sem 5.79735016656932e-7 ms; throughput p50 8333333.354372977.
    const b = bench(report('a'), 'async > promises > await microtask');
    const rel = (m: { value: number; spread?: { sem?: number } }) => m.spread!.sem! / m.value;
    expect(rel(b.metrics.time!)).toBeCloseTo(5.79735016656932e-7 / 0.00011999999969702912, 12);
    expect(rel(b.metrics.throughput!)).toBeCloseTo(rel(b.metrics.time!), 12);
    expect(b.metrics.throughput).toMatchObject({ value: 8333333.354372977, spread: { mad: 757575.7406972395 } });
    expect(b.metrics.throughput!.spread!.stddev).toBeUndefined();
  });
});

describe('vitest-bench adapter: bench.skip and bench.todo rows (fresh run of skip-todo/skiptodo.bench.js)', () => {
  const table = fixtureInput('vitest-bench', 'skip-todo', 'vitest.stdout.txt');
  const json = fixtureInput('vitest-bench', 'skip-todo', 'out.json');

  it('the table: `↓ … [skipped]` and `□ … [skipped]` rows are no results, named once in a warning each; every measured row read', () => {
    // They were "expected a bench row", and the whole output refused.
    expect(vitestBench.detect(table)).toBe('yes');
    const out = vitestBench.parse(table);
    const names = out.benchmarks.map((b) => b.name).sort();
    expect(names).toEqual(vitestBench.parse(json).benchmarks.map((b) => b.name).sort());
    expect(names).toHaveLength(5);
    // The last file's table is printed twice: each skipped row is warned of once.
    expect(out.warnings).toEqual([
      expect.stringMatching(/vitest\.stdout\.txt:17: "vt\/skiptodo\.bench\.js > skipped one" was skipped \(bench\.skip or bench\.todo\): no result$/),
      expect.stringMatching(/vitest\.stdout\.txt:18: "vt\/skiptodo\.bench\.js > todo one" was skipped/),
    ]);
  });
});

describe('vitest-bench adapter: medians at the timer\'s step (fresh vitest 4.1.12 runs timer-step/r1-r3 of fast.bench.js)', () => {
  const run = (r: string): ParseInput => fixtureInput('vitest-bench', 'timer-step', r, 'out.json');

  it('a median that is a whole number of Node\'s 1 ns timer steps carries it as its resolution; medians where a step is 1 % or more are named', () => {
    const out = vitestBench.parse(run('r1'));
    expect(out.benchmarks.map((b) => [b.name, b.metrics.time!.value, b.metrics.time!.resolution])).toEqual([
      ['tiny > noop', 37.99999990405922, 1], ['tiny > add', 35.000000934815034, 1], ['tiny > array index', 35.99999945436139, 1], ['slower > sum 10k', 3715.0000025576446, 1],
    ]);
    expect(out.warnings).toEqual([
      "the timer's step (1 ns) is 1 % or more of these medians, which move a whole step at a time: tiny > noop (38 ns), tiny > add (35 ns), tiny > array index (36 ns); base and head a step apart cannot show a change (more work in each iteration would)",
    ]);
    // The mean-based throughput (1000 / mean) is not a pick of whole steps: no resolution.
    expect(out.benchmarks[0]!.metrics.throughput!.resolution).toBeUndefined();
    // The earlier real reports have the same 1 ns step, far under their medians: no warning.
    expect(vitestBench.parse(fixtureInput('vitest-bench', 'base', 'out.json')).benchmarks.every((b) => b.metrics.time!.resolution === 1)).toBe(true);
    expect(vitestBench.parse(fixtureInput('vitest-bench', 'base', 'out.json')).warnings).toBeUndefined();
  });

  it('compared: 38 against 37 ns, each known to a step, allows −5.2 % … 0 %: inconclusive, not "no change beyond noise"', () => {
    const results = (r: string) => resultsFrom([{ name: 'js', harness: 'vitest-bench', input: run(r) }]);
    // Back to back in one job: the 5 % floor.
    const rows = compareRuns(results('r1'), results('r3'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows.filter((r) => r.metric === 'time');
    const noop = rows.find((r) => r.benchmark === 'tiny > noop')!;
    expect([noop.base, noop.head]).toEqual([37.99999990405922, 37.00000024764449]);
    expect(noop).toMatchObject({ verdict: 'inconclusive', note: expect.stringContaining("the output's last printed digit or the timer's step (1 ns)") });
    // 3715 against 3625 ns: a step is nothing there, the usual tests judge it.
    expect(rows.find((r) => r.benchmark === 'slower > sum 10k')!.test).not.toBe('none');
  });
});

describe('vitest-bench adapter: fuzz', () => {
  it('survives fuzzing of every real fixture', () => {
    fuzzAdapter(vitestBench, [baseJson, headJson, baseTable, headTable, failedJson]);
  });
});

describe('vitest-bench adapter: long lines', () => {
  it('a name holding a MiB of spaces is read in one pass, spaces kept', () => {
    // The row's lazy name rescanned the run of spaces from each of its positions: minutes for one row.
    const name = `impl_b/${' '.repeat(1 << 20)}x`;
    const input = fixtureInput('vitest-bench', 'base', 'vitest.stdout.txt');
    const out = vitestBench.parse({ files: input.files.map((f) => ({ ...f, text: f.text.replace('impl_b/10240', name) })) });
    expect(out.benchmarks.some((b) => b.name.endsWith(name))).toBe(true);
    expect(out.benchmarks).toHaveLength(vitestBench.parse(input).benchmarks.length);
  });
});

describe('vitest-bench adapter: a flood of blank lines (hostile output, derived from real fixtures)', () => {
  const FLOOD = 200_000;
  /** The text with FLOOD empty lines inserted after its line `after` (1-based): every later line moves down by FLOOD. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, FLOOD);
  };

  it('skip-todo: between two tables (where vitest prints a blank line): the same benchmarks; the skipped rows\' warnings name their real lines', () => {
    const table = fixtureInput('vitest-bench', 'skip-todo', 'vitest.stdout.txt');
    const out = vitestBench.parse(derive(table, (t) => flood(t, 14)));
    expect(out.benchmarks).toEqual(vitestBench.parse(table).benchmarks);
    expect(out.warnings).toEqual([
      expect.stringMatching(new RegExp(`vitest\\.stdout\\.txt:${17 + FLOOD}: "vt/skiptodo\\.bench\\.js > skipped one" was skipped`)),
      expect.stringMatching(new RegExp(`vitest\\.stdout\\.txt:${18 + FLOOD}: "vt/skiptodo\\.bench\\.js > todo one" was skipped`)),
    ]);
  });

  it('v1: after the RUN banner\'s blank line, the same benchmarks; a cut row, a bad row, a missing Summary are named at their real lines', () => {
    const v1 = fixtureInput('vitest-bench', 'v1', 'vitest.stdout.txt');
    const flooded = derive(v1, (t) => flood(t, 3));
    expect(vitestBench.parse(flooded)).toEqual(vitestBench.parse(v1));
    const text = flooded.files[0]!.text;
    const row9 = text.indexOf('   · json roundtrip');
    // Cut inside row 9 (`· json roundtrip  1,947,588.91  0.0004 …`), and at its end.
    expect(parseError(derive(v1, () => text.slice(0, row9 + 40))).message).toMatch(new RegExp(`v1/vitest\\.stdout\\.txt:${9 + FLOOD}: expected the line to end with a newline`));
    expect(parseError(derive(v1, () => text.slice(0, text.indexOf('\n', row9) + 1))).message).toMatch(new RegExp(`v1/vitest\\.stdout\\.txt:${9 + FLOOD}: expected vitest's " BENCH  Summary"`));
    expect(parseError(derive(v1, () => text.replace('1,947,588.91', '1,947,5B8.91'))).message).toMatch(new RegExp(`v1/vitest\\.stdout\\.txt:${9 + FLOOD}: expected a bench row`));
  });

  it('v3: a flood between a title and its header (never printed so) is named at the line above the header, a blank one', () => {
    const v3 = fixtureInput('vitest-bench', 'v3', 'vitest.stdout.txt');
    // Title on line 9, header on line 10: the header moves to 10 + FLOOD; the line above it is the flood's last.
    expect(parseError(derive(v3, (t) => flood(t, 9))).message).toBe(
      `vitest-bench: vitest-bench/v3/vitest.stdout.txt:${9 + FLOOD}: expected a group title ("✓ <file> > <describe> <n>ms") above the table header, found ""`,
    );
  });

  it('--outputJson: blank lines are whitespace; a bad token after them is named at its real line; the first line of a file of neither', () => {
    const json = fixtureInput('vitest-bench', 'v1', 'out.json');
    const floodedJson = derive(json, (t) => flood(t, 1));
    expect(vitestBench.parse(floodedJson)).toEqual(vitestBench.parse(json));
    // Line 25's comma dropped: JSON.parse stops at the next property, line 26.
    const noComma = (t: string) => t.replace('"critical": 1.96,', '"critical": 1.96');
    expect(parseError(derive(json, noComma)).location.line).toBe(26);
    expect(parseError(derive(floodedJson, noComma)).location.line).toBe(26 + FLOOD);
    const stderr = fixtureInput('vitest-bench', 'v1', 'vitest.stderr.txt');
    expect(parseError(derive(stderr, (t) => `${'\n'.repeat(FLOOD)}${t}`)).location.found).toBe('Benchmarking is an experimental feature.');
  });

  it('no split of the whole output into lines: no array of one element per blank line, whatever the path', () => {
    // The old split made an element of every line (20 MB of newlines: 833 MB); every path must hold far fewer.
    const v1 = derive(fixtureInput('vitest-bench', 'v1', 'vitest.stdout.txt'), (t) => flood(t, 3));
    const json = derive(fixtureInput('vitest-bench', 'v1', 'out.json'), (t) => flood(t, 1));
    const stderr = derive(fixtureInput('vitest-bench', 'v1', 'vitest.stderr.txt'), (t) => `${t}${'\n'.repeat(FLOOD)}x`);
    const split = vi.spyOn(String.prototype, 'split');
    const lengths: number[] = [];
    try {
      vitestBench.parse(v1);
      parseError(derive(json, (t) => t.replace('"critical": 1.96,', '"critical": 1.96'))); // JSON error line
      parseError(stderr); // no results: the first line found
      for (const r of split.mock.results) lengths.push(Array.isArray(r.value) ? (r.value as unknown[]).length : 0);
    } finally {
      split.mockRestore();
    }
    expect(lengths.length).toBeGreaterThan(0); // the spy saw the adapter's own splits (group names)
    expect(Math.max(...lengths)).toBeLessThan(100);
  });
});
