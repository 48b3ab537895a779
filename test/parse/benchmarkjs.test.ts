import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { benchmarkjs } from '../../src/parse/benchmarkjs';
import { fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { resultsFrom } from '../helpers/results';

const base = fixtureInput('benchmarkjs', 'base', 'benchmarkjs.stdout.txt');
const head = fixtureInput('benchmarkjs', 'head', 'benchmarkjs.stdout.txt');

function derive(input: ParseInput, edit: (text: string) => string): ParseInput {
  return { files: input.files.map((f) => ({ ...f, text: edit(f.text) })) };
}

const parseError = (input: ParseInput): ParseError => parseErrorOf(benchmarkjs, input);

function byName(input: ParseInput, name: string) {
  const b = benchmarkjs.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}

describe('benchmarkjs adapter', () => {
  it('detects its real outputs and nothing empty', () => {
    expect(benchmarkjs.detect(base)).toBe('yes');
    expect(benchmarkjs.detect(head)).toBe('yes');
    expect(benchmarkjs.detect({ files: [{ path: '<stdout>', text: '' }] })).toBe('no');
  });

  it('parses every base line with exact numbers', () => {
    const out = benchmarkjs.parse(base);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'checksum/impl_a/1024',
      'checksum/impl_b/1024',
      'checksum/impl_a/10240',
      'checksum/impl_b/10240',
      'checksum/impl_a/102400',
      'checksum/impl_b/102400',
      'encode/impl_a/1024',
      'encode/impl_b/1024',
      'encode/impl_a/10240',
      'encode/impl_b/10240',
      'encode/impl_a/102400',
      'encode/impl_b/102400',
    ]);
    expect(out.warnings).toBeUndefined(); // "Fastest is" is not a stray line
    const a = byName(base, 'checksum/impl_a/1024');
    expect(a.status).toBe('ok');
    expect(a.metrics.throughput).toEqual({
      unit: 'ops/s',
      direction: 'bigger',
      value: 192634,
      statistic: 'mean',
      n: 18,
      spread: { rme: 0.0175 },
      resolution: 1,
    });
    expect(a.metrics.time!.unit).toBe('ns');
    expect(a.metrics.time!.direction).toBe('smaller');
    expect(a.metrics.time!.value).toBeCloseTo(1e9 / 192634, 9);
    expect(a.metrics.time!.n).toBe(18);
    const slow = byName(base, 'encode/impl_b/102400');
    expect(slow.metrics.throughput!.value).toBe(119);
    expect(slow.metrics.throughput!.spread!.rme).toBeCloseTo(0.0732, 12);
    expect(slow.metrics.throughput!.n).toBe(15);
    expect(slow.metrics.time!.value).toBeCloseTo(8403361.344537815, 6);
  });

  it('parses head with exact numbers', () => {
    const a = byName(head, 'checksum/impl_a/10240');
    expect(a.metrics.throughput!.value).toBe(13775);
    expect(a.metrics.throughput!.spread!.rme).toBeCloseTo(0.0469, 12);
    expect(a.metrics.throughput!.n).toBe(18);
    const e = byName(head, 'encode/impl_a/10240');
    expect(e.metrics.throughput!.value).toBe(59104);
    expect(e.metrics.throughput!.spread!.rme).toBeCloseTo(0.1236, 12);
    expect(byName(head, 'checksum/impl_b/102400').metrics.throughput!.n).toBe(17);
  });

  it('CRLF and ANSI colour (derived from base) parse to the same numbers', () => {
    const expected = benchmarkjs.parse(base).benchmarks;
    expect(benchmarkjs.parse(derive(base, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = derive(base, (t) => t.replace(/ x /g, ' x \u001b[32m').replace(/ ops\/sec/g, '\u001b[0m ops/sec'));
    expect(benchmarkjs.detect(coloured)).toBe('yes');
    expect(benchmarkjs.parse(coloured).benchmarks).toEqual(expected);
  });

  it('rejects empty, truncated and garbled input (derived from base) with file and line', () => {
    expect(parseError({ files: [{ path: '<stdout>', text: '' }] }).message).toMatch(/^benchmarkjs: <stdout>: expected at least one/);
    // Truncated in the middle of line 3.
    const text = base.files[0]!.text;
    const cut = text.slice(0, text.indexOf('17,700') + 3);
    expect(parseError(derive(base, () => cut)).message).toBe(
      'benchmarkjs: benchmarkjs/base/benchmarkjs.stdout.txt:3: expected the line to end with a newline (the tool ends every line with one: the output was cut off mid-line), found "checksum/impl_a/10240 x 17,"',
    );
    const garbled = derive(base, (t) => t.replace('(18 runs sampled)', '(eighteen runs sampled)'));
    expect(parseError(garbled).message).toMatch(/benchmarkjs\/base\/benchmarkjs\.stdout\.txt:1: expected/);
    // A name twice in one suite's block of results (its first line again before `Fastest is`).
    const dup = derive(base, (t) => t.replace('Fastest is', `${t.split('\n')[0]}\nFastest is`));
    expect(parseError(dup).message).toMatch(/:13: expected a unique benchmark name/);
  });

  it('a cut-off last line (the real text sliced at a byte) is a ParseError, not a skipped log line', () => {
    const text = base.files[0]!.text;
    const FILE = 'benchmarkjs/base/benchmarkjs.stdout.txt';
    // In the name (would be an ignored log line), in the rme, before the closing parenthesis.
    for (const end of [text.indexOf('encode/impl_b/10240') + 9, text.indexOf('±1.64') + 3, text.indexOf('(17 runs sampled)\nencode/impl_a/102400') + 16]) {
      const err = parseError(derive(base, () => text.slice(0, end)));
      expect(err.location).toMatchObject({ harness: 'benchmarkjs', file: FILE, line: text.slice(0, end).split('\n').length });
      expect(err.message).toContain('expected the line to end with a newline');
    }
    // A whole last result line without its newline is read: its `runs sampled)` shows nothing is missing.
    const whole = text.slice(0, text.indexOf('(17 runs sampled)\nencode/impl_a/102400') + 17);
    expect(benchmarkjs.parse(derive(base, () => whole)).benchmarks.map((b) => b.name).at(-1)).toBe('encode/impl_b/10240');
  });

  it('keeps a benchmark that threw as failed (derived: a line replaced by benchmark.js 2.1.4 error shape)', () => {
    const failed = derive(base, (t) => t.replace('checksum/impl_b/1024 x 514,590 ops/sec ±4.84% (17 runs sampled)', 'checksum/impl_b/1024: '));
    const out = benchmarkjs.parse(failed);
    expect(out.benchmarks).toHaveLength(12);
    const b = out.benchmarks.find((x) => x.name === 'checksum/impl_b/1024')!;
    expect(b.status).toBe('failed');
    expect(b.error).toMatch(/error/);
    expect(b.metrics).toEqual({});
    const thrown = derive(base, (t) => t.replace('encode/impl_b/1024 x 18,294 ops/sec ±2.68% (17 runs sampled)', 'encode/impl_b/1024: RangeError: Invalid array length'));
    expect(benchmarkjs.parse(thrown).benchmarks.find((x) => x.name === 'encode/impl_b/1024')!.error).toBe('RangeError: Invalid array length');
  });

  it('ignores log lines with a warning (derived: a line prepended)', () => {
    const out = benchmarkjs.parse(derive(base, (t) => `Platform: linux x64\n${t}`));
    expect(out.benchmarks).toHaveLength(12);
    expect(out.warnings).toEqual(['ignored 1 line(s) that are not benchmark.js results (first at benchmarkjs/base/benchmarkjs.stdout.txt:1)']);
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(benchmarkjs, [base, head]);
  });
});

describe('benchmarkjs: a suite that logs its own errors (real fixture error-log/)', () => {
  const input = fixtureInput('benchmarkjs', 'error-log', 'benchmarkjs.stdout.txt');

  it('`error in throws: Error: bad` is the log of `throws` failing, not a fifth benchmark; its message is kept', () => {
    const out = benchmarkjs.parse(input);
    expect(out.benchmarks.map((b) => [b.name, b.status])).toEqual([
      ['matrix 3 x 3', 'ok'],
      ['RegExp#test (ünï)', 'ok'],
      ['throws', 'failed'],
      ['defer', 'ok'],
    ]);
    expect(out.benchmarks.find((b) => b.name === 'throws')!.error).toBe('Error: bad');
    expect(out.warnings).toEqual([expect.stringMatching(/benchmarkjs\.stdout\.txt:3: "error in throws: …" read as a log of "throws" failing, not a benchmark$/)]);
  });
});

describe('benchmarkjs: a script\'s own wording of the summary (real fixture fjss-2.1.0/: fast-json-stable-stringify 2.1.0)', () => {
  it('`The fastest is …` closes the suite like `Fastest is …`: four results, no warning of a stray line', () => {
    const out = benchmarkjs.parse(fixtureInput('benchmarkjs', 'fjss-2.1.0', 'stdout.txt'));
    expect(out.benchmarks.map((b) => [b.name, b.metrics.throughput!.value])).toEqual([
      ['fast-json-stable-stringify', 14852],
      ['json-stable-stringify', 12429],
      ['fast-stable-stringify', 16959],
      ['faster-stable-stringify', 13227],
    ]);
    expect(out.warnings).toBeUndefined();
  });
});

describe('benchmarkjs: hz as printed (real fixture slow/: 1 ms to 7 s per operation)', () => {
  const slow = fixtureInput('benchmarkjs', 'slow', 'slow.stdout.txt');
  const slower = fixtureInput('benchmarkjs', 'slow', 'slower.stdout.txt');

  it('the last printed digit is the resolution: 1 ops/s from 100 up, 0.01 below; the derived time gets its share', () => {
    expect(['spin/40ms', 'spin/250ms', 'spin/1ms'].map((n) => byName(slow, n).metrics.throughput!.resolution)).toEqual([0.01, 0.01, 1]);
    const t = byName(slower, 'spin/7s').metrics;
    expect(t.throughput).toMatchObject({ value: 0.14, resolution: 0.01 });
    expect(t.time!.resolution).toBeCloseTo((1e9 * 0.01) / 0.14 ** 2, 0);
  });

  it('0.14 against 0.13 ops/s (a 7 s benchmark, ±0.02 %) is not a 7 % change: the digits cannot show one (derived head)', () => {
    const head = { files: [{ path: 'head.txt', text: slower.files[0]!.text.replace('x 0.14 ops/sec', 'x 0.13 ops/sec') }] };
    expect(head.files[0]!.text).toContain('x 0.13 ops/sec');
    const results = (input: ParseInput) => resultsFrom([{ name: 'js', harness: 'benchmarkjs', input }]);
    const rows = compareRuns(results(slower), results(head), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows;
    for (const r of rows) {
      expect([r.metric, r.verdict]).toEqual([r.metric, 'inconclusive']);
      expect(r.note).toContain("the output's last printed digit");
    }
  });
});

describe('benchmarkjs: one script, four Suites sharing names (real fixture klona/: klona 2.0.6 bench/index.js)', () => {
  const klona = fixtureInput('benchmarkjs', 'klona', 'stdout.txt');

  it('a name several suites share is prefixed with the title printed before its block; others stay bare', () => {
    // Before: "expected a unique benchmark name" at `lodash` of its second suite: the whole run was lost.
    const out = benchmarkjs.parse(klona);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'JSON.stringify', 'Benchmark :: json > lodash', 'rfdc', 'Benchmark :: json > clone', 'Benchmark :: json > clone/include',
      'Benchmark :: json > clone-deep', 'deep-copy', 'Benchmark :: json > klona/full', 'Benchmark :: json > klona',
      'Benchmark :: json > klona/lite', 'klona/json',
      'Benchmark :: lite > lodash', 'Benchmark :: lite > clone', 'Benchmark :: lite > clone/include', 'Benchmark :: lite > clone-deep',
      'Benchmark :: lite > klona/full', 'Benchmark :: lite > klona', 'Benchmark :: lite > klona/lite',
      'Benchmark :: default > lodash', 'Benchmark :: default > clone', 'Benchmark :: default > clone/include',
      'Benchmark :: default > klona/full', 'Benchmark :: default > klona',
      'Benchmark :: full > lodash', 'Benchmark :: full > clone/include', 'Benchmark :: full > klona/full',
    ]);
    expect(out.benchmarks.find((b) => b.name === 'Benchmark :: full > klona/full')!.metrics.throughput).toMatchObject({ value: 120693, n: 88, spread: { rme: 0.0344 } });
  });

  it('its `Load times: ` line, outside every block of results, is a log line, not a benchmark that failed', () => {
    const out = benchmarkjs.parse(klona);
    expect(out.benchmarks.filter((b) => b.status === 'failed')).toEqual([]);
    // 104 lines other than results, of which the four `Benchmark :: …` titles name their blocks' benchmarks: read, not ignored.
    expect(out.warnings).toEqual(['ignored 100 line(s) that are not benchmark.js results (first at benchmarkjs/klona/stdout.txt:1)']);
  });
});

describe('benchmarkjs at scale', () => {
  it('300,000 results beside a log line that looks like a failure: no stack overflow (derived from the real line shape)', () => {
    // A block without results (the log line) makes the parser drop it from the rows; it did so by spreading every
    // row into one call, which overflows past about 100,000.
    const lines = ['Load times: ', 'running'];
    for (let i = 0; i < 300_000; i++) lines.push(`b${i} x 1,234 ops/sec ±1.00% (10 runs sampled)`);
    const out = benchmarkjs.parse({ files: [{ path: '<stdout>', text: `${lines.join('\n')}\n` }] });
    expect(out.benchmarks).toHaveLength(300_000);
    expect(out.benchmarks.at(-1)!.name).toBe('b299999');
    expect(out.warnings).toEqual(['ignored 2 line(s) that are not benchmark.js results (first at <stdout>:1)']);
  });
});

describe('benchmarkjs: a flood of blank lines inside real output (hostile: 20 MB of them took 620 MB)', () => {
  const N = 200_000;
  /** The real text with N more blank lines after its line `after` (1-based), which the tool itself printed blank. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, N);
  };
  const klona = fixtureInput('benchmarkjs', 'klona', 'stdout.txt');
  const fjs = fixtureInput('benchmarkjs', 'fast-json-stringify', 'bench.stdout.txt');

  it('klona: flooded at the blank line between two Suites, the same benchmarks and warning; a cut-off line after it is named by its real number', () => {
    const text = klona.files[0]!.text;
    expect(text.split('\n')[91]).toBe(''); // line 92: printed blank before `Validation :: default`
    const flooded = flood(text, 92);
    expect(benchmarkjs.parse(derive(klona, () => flooded))).toEqual(benchmarkjs.parse(klona));
    // The last result line cut mid-number: line 140 of the file, 140 + N of the flooded one.
    const cut = (t: string) => t.slice(0, t.lastIndexOf('120,69'));
    expect(parseError(derive(klona, () => cut(text))).location).toMatchObject({ line: 140 });
    expect(parseError(derive(klona, () => cut(flooded))).location).toMatchObject({ line: 140 + N });
  });

  it("fast-json-stringify: flooded at the blank line after npm's banner, the banner is still passed over; a log line after it is named by its real number", () => {
    const text = fjs.files[0]!.text;
    expect(text.split('\n')[3]).toBe(''); // line 4: npm's blank line after `> node --expose-gc ./benchmark/bench.js`
    const out = benchmarkjs.parse(derive(fjs, () => flood(text, 4)));
    expect(out).toEqual(benchmarkjs.parse(fjs));
    expect(out.warnings).toBeUndefined();
    // Derived as in the banner test above (a line the script printed, at line 5), then flooded before it.
    const logged = flood(text.replace('\n\n', '\n\nwarming up\n'), 4);
    expect(benchmarkjs.parse(derive(fjs, () => logged)).warnings).toEqual([`ignored 1 line(s) that are not benchmark.js results (first at ${fjs.files[0]!.path}:${5 + N})`]);
  });

  it('error-log: flooded inside the block of results, the log line after it is named by its real number', () => {
    // benchmark.js prints no blank line there; the adapter passes blank lines over without ending a block.
    const input = fixtureInput('benchmarkjs', 'error-log', 'benchmarkjs.stdout.txt');
    const out = benchmarkjs.parse(derive(input, (t) => flood(t, 2)));
    expect(out.benchmarks).toEqual(benchmarkjs.parse(input).benchmarks);
    expect(out.warnings).toEqual([`${input.files[0]!.path}:${3 + N}: "error in throws: …" read as a log of "throws" failing, not a benchmark`]);
  });
});

describe('benchmarkjs: seven Suites of the same five names under `# <title>` lines (real fixture clsx/: clsx 2.1.0 bench/index.js)', () => {
  it('each name is prefixed with its block title, and the titles are read, not "ignored"', () => {
    const out = benchmarkjs.parse(fixtureInput('benchmarkjs', 'clsx', 'stdout.txt'));
    expect(out.benchmarks).toHaveLength(35);
    expect(out.benchmarks.slice(0, 5).map((b) => b.name)).toEqual(['# Strings > classcat ≠', '# Strings > classnames', '# Strings > clsx (prev)', '# Strings > clsx', '# Strings > clsx (lite)']);
    expect(new Set(out.benchmarks.map((b) => b.name.split(' > ')[0]))).toEqual(
      new Set(['# Strings', '# Objects', '# Arrays', '# Nested Arrays', '# Nested Arrays w/ Objects', '# Mixed', '# Mixed (Bad Data)']),
    );
    // Before: "ignored 7 line(s) that are not benchmark.js results", the seven titles that name the rows.
    expect(out.warnings).toBeUndefined();
  });
});

describe('benchmarkjs: tinybench scripts printing its line in columns (real fixture fast-json-stringify/: fast-json-stringify 7.0.0)', () => {
  const input = (file: string): ParseInput => fixtureInput('benchmarkjs', 'fast-json-stringify', file);

  it("bench.js's names padded with dots to the longest are read without the dots", () => {
    // Before: `short string.............................................`, renamed whenever a longer benchmark came.
    const out = benchmarkjs.parse(input('bench.stdout.txt'));
    expect(out.benchmarks).toHaveLength(29);
    expect(out.benchmarks.slice(0, 3).map((b) => b.name)).toEqual(['short string', 'unsafe short string', 'short string with double quote']);
    expect(out.benchmarks.some((b) => b.name.endsWith('.'))).toBe(false);
    expect(byName(input('bench.stdout.txt'), 'short array of objects with properties of different types').metrics.throughput).toMatchObject({ value: 7011, n: 3580, spread: { rme: 0.1247 } });
  });

  it("npm's banner before the script's lines (`> fast-json-stringify@7.0.0 bench`) is neither a title nor an unread line", () => {
    // Before: "ignored 2 line(s) that are not benchmark.js results" on every report of a suite run by `npm run`.
    expect(benchmarkjs.parse(input('bench.stdout.txt')).warnings).toBeUndefined();
    // A line the script printed itself is still said.
    const file = input('bench.stdout.txt').files[0]!;
    const logged = file.text.replace('\n\n', '\n\nwarming up\n');
    expect(benchmarkjs.parse({ files: [{ ...file, text: logged }] }).warnings).toEqual([`ignored 1 line(s) that are not benchmark.js results (first at ${file.path}:5)`]);
  });

  it("bench-cmp-lib.js's aligned columns parse, and the fastest's `🏆 ` is no part of its name", () => {
    // Before: a ParseError at line 7, `🏆 AJV      x      15,566,849 ops/sec …`: the whole run was lost.
    const out = benchmarkjs.parse(input('bench-cmp-lib.stdout.txt'));
    expect(out.benchmarks).toHaveLength(34);
    expect(out.benchmarks.slice(0, 4).map((b) => b.name)).toEqual(['--- creation --- > AJV', '--- creation --- > json-accelerator', '--- creation --- > compile-json-stringify', '--- creation --- > fast-json-stringify']);
    expect(out.benchmarks.find((b) => b.name === '--- creation --- > AJV')!.metrics.throughput).toMatchObject({ value: 15566849, n: 4688182, spread: { rme: 0.1487 } });
    expect(out.benchmarks.some((b) => b.name.includes('🏆'))).toBe(false);
  });
});

describe('benchmarkjs: a line redrawn on every cycle (real fixture picomatch/: picomatch 4.0.5 bench/index.js)', () => {
  const input = fixtureInput('benchmarkjs', 'picomatch', 'index.stdout.txt');
  const FILE = 'benchmarkjs/picomatch/index.stdout.txt';

  it('reads the last cycle of each line, the one printed on `complete`, under its Suite title', () => {
    // Before: each name was the line's earlier cycles (`picomatch x 33,019 ops/sec ±0.00% (0 runs sampled)  picomatch x …`),
    // different in every run, so no benchmark of one run paired with the next ("unchanged (14 added, 18 removed)").
    const out = benchmarkjs.parse(input);
    expect(out.benchmarks).toHaveLength(18);
    expect(out.benchmarks.slice(0, 4).map((b) => b.name)).toEqual([
      '# .makeRe star (*) > picomatch',
      '# .makeRe star (*) > minimatch',
      '# .makeRe star; dot=true (*) > picomatch',
      '# .makeRe star; dot=true (*) > minimatch',
    ]);
    expect(out.benchmarks.every((b) => !b.name.includes(' x ') && b.name.length < 60)).toBe(true);
    // Line 3: 68 cycles before `  picomatch x 1,078,023 ops/sec ±17.80% (58 runs sampled)`.
    expect(byName(input, '# .makeRe star (*) > picomatch').metrics.throughput).toMatchObject({ value: 1078023, n: 58, resolution: 1 });
    expect(byName(input, '# .makeRe star (*) > picomatch').metrics.throughput!.spread!.rme).toBeCloseTo(0.178, 12);
    // Line 32: the slowest, `  minimatch x 0.31 ops/sec ±22.17% (6 runs sampled)`.
    expect(byName(input, '# .makeRe - medium ranges ({1..100000}*.txt) > minimatch').metrics.throughput).toMatchObject({ value: 0.31, n: 6, resolution: 0.01 });
    expect(byName(input, '# .makeRe - medium ranges ({1..100000}*.txt) > minimatch').metrics.throughput!.spread!.rme).toBeCloseTo(0.2217, 12);
    // The nine `# <title>` lines name the rows: read, not "ignored".
    expect(out.warnings).toBeUndefined();
  });

  it('a run cut off inside a redrawn line is a ParseError, though its last cycle looks like a whole result', () => {
    const text = input.files[0]!.text;
    // Cut right after a cycle's `(5 runs sampled)` on line 3: a whole result line to the eye, but the benchmark ran on.
    const end = text.indexOf('(5 runs sampled)') + '(5 runs sampled)'.length;
    expect(text.slice(0, end).split('\n')).toHaveLength(3);
    const err = parseError(derive(input, () => text.slice(0, end)));
    expect(err.location).toMatchObject({ harness: 'benchmarkjs', file: FILE, line: 3 });
    expect(err.message).toContain('a line redrawn on every cycle is progress until its newline');
    // Cut just after a line's newline, every result before it is read.
    const whole = text.slice(0, text.indexOf('\n', text.indexOf('(65 runs sampled)')) + 1);
    expect(benchmarkjs.parse(derive(input, () => whole)).benchmarks.map((b) => b.name)).toEqual(['picomatch', 'minimatch']);
  });

  it('the same Suites with `\\r` instead of ESC[G (derived) parse to the same benchmarks', () => {
    const cr = derive(input, (t) => t.replaceAll('\u001b[G', '\r'));
    expect(benchmarkjs.parse(cr).benchmarks).toEqual(benchmarkjs.parse(input).benchmarks);
    expect(benchmarkjs.detect(input)).toBe('yes');
  });
});
