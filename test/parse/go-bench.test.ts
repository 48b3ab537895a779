import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Benchmark, Metric } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { goBench } from '../../src/parse/go-bench';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { renderReport } from '../../src/render/markdown';

const base = fixtureInput('go-bench', 'base', 'go-test-bench.stdout.txt');
const head = fixtureInput('go-bench', 'head', 'go-test-bench.stdout.txt');
const base2 = fixtureInput('go-bench', 'base2', 'go-test-bench.stdout.txt');
const FILE = 'go-bench/base/go-test-bench.stdout.txt';

function bench(input: ParseInput, name: string): Benchmark {
  const b = goBench.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}
function metric(input: ParseInput, name: string, m: string): Metric {
  const x = bench(input, name).metrics[m];
  if (!x) throw new Error(`no metric ${m} on ${name}`);
  return x;
}
/** Derives a variant of the real base fixture by replacing its text. */
function derive(text: string): ParseInput {
  return { files: [{ path: FILE, text }] };
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(goBench, input);

describe('go-bench adapter on real go test -bench -benchmem -count=6 output', () => {
  it('detects its own fixtures', () => {
    for (const input of [base, head, base2]) expect(goBench.detect(input)).toBe('yes');
  });

  it('aggregates the 6 -count lines into samples, value = median, GOMAXPROCS suffix stripped', () => {
    const out = goBench.parse(base);
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'BenchmarkChecksum/impl_a/1024', 'BenchmarkChecksum/impl_b/1024', 'BenchmarkChecksum/impl_a/10240',
      'BenchmarkChecksum/impl_b/10240', 'BenchmarkChecksum/impl_a/102400', 'BenchmarkChecksum/impl_b/102400',
      'BenchmarkEncode/impl_a/1024', 'BenchmarkEncode/impl_b/1024', 'BenchmarkEncode/impl_a/10240',
      'BenchmarkEncode/impl_b/10240', 'BenchmarkEncode/impl_a/102400', 'BenchmarkEncode/impl_b/102400',
      'BenchmarkHashTable', 'BenchmarkSmall',
    ]);
    const t = metric(base, 'BenchmarkChecksum/impl_a/1024', 'time');
    expect(t.samples).toEqual([6717, 7137, 6710, 7030, 6856, 6978]);
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 6, value: (6856 + 6978) / 2 });
    expect(t.spread?.min).toBe(6710);
    expect(t.spread?.max).toBe(7137);
    expect(t.spread?.stddev).toBeCloseTo(173.5208, 3) // Python statistics.stdev of the six samples;
    expect(bench(base, 'BenchmarkChecksum/impl_a/1024').params).toBeUndefined();
  });

  it('converts MB/s (decimal) to B/s, bigger is better', () => {
    const thr = metric(base, 'BenchmarkChecksum/impl_a/1024', 'throughput');
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger', n: 6 });
    expect(thr.samples?.[0]).toBeCloseTo(152.46e6, 0);
    expect(thr.value).toBeCloseTo(((146.75 + 149.35) / 2) * 1e6, 0);
  });

  it('keeps B/op, allocs/op and the custom ReportMetric units of BenchmarkHashTable', () => {
    const b = bench(base, 'BenchmarkHashTable');
    expect(Object.keys(b.metrics).sort()).toEqual(['allocs', 'keys/op', 'memory', 'probes/key', 'time']);
    expect(b.metrics['time']?.samples).toEqual([160166, 169915, 127801, 160903, 109642, 159266]);
    expect(b.metrics['keys/op']).toMatchObject({ unit: 'keys/op', direction: 'smaller', value: 4096, samples: [4096, 4096, 4096, 4096, 4096, 4096] });
    expect(b.metrics['probes/key']).toMatchObject({ unit: 'probes/key', direction: 'smaller', value: 1.537 });
    // B/op and allocs/op vary between -count runs here (271, 250, 214 … B): not exact.
    expect(b.metrics['memory']).toMatchObject({ unit: 'B', direction: 'smaller', value: (250 + 265) / 2, exact: false, samples: [271, 250, 214, 274, 181, 265] });
    expect(b.metrics['allocs']).toMatchObject({ unit: 'allocs', direction: 'smaller', value: 5, exact: false, samples: [5, 5, 4, 5, 3, 5] });
  });

  it('BenchmarkSmall has no throughput; its constant 0 B/op is exact', () => {
    const b = bench(base, 'BenchmarkSmall');
    expect(b.metrics['throughput']).toBeUndefined();
    expect(b.metrics['time']?.samples).toEqual([74.43, 75.14, 79.46, 86.19, 88.03, 81.44]);
    expect(b.metrics['time']?.value).toBeCloseTo((79.46 + 81.44) / 2, 10);
    expect(b.metrics['memory']).toMatchObject({ value: 0, exact: true });
    expect(b.metrics['allocs']).toMatchObject({ value: 0, exact: true });
  });

  it('parses head with its own numbers', () => {
    const t = metric(head, 'BenchmarkChecksum/impl_a/10240', 'time');
    expect(t.samples).toEqual([95676, 95110, 91979, 96252, 91894, 89894]);
    expect(t.value).toBe((91979 + 95110) / 2);
    expect(metric(head, 'BenchmarkEncode/impl_a/10240', 'memory')).toMatchObject({ value: 40960, exact: true });
    expect(metric(head, 'BenchmarkHashTable', 'memory').samples).toEqual([174, 213, 216, 227, 170, 181]);
  });

  it('parses CRLF and ANSI-coloured copies (derived) to the same numbers', () => {
    const text = base.files[0]!.text;
    const expected = goBench.parse(base).benchmarks;
    expect(goBench.parse(derive(text.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = text.replace(/(\d+ ns\/op)/g, '\u001b[1;32m$1\u001b[0m').replace(/^PASS$/m, '\u001b[32mPASS\u001b[0m');
    expect(goBench.detect(derive(coloured))).toBe('yes');
    expect(goBench.parse(derive(coloured)).benchmarks).toEqual(expected);
  });

  it('keeps -cpu runs apart: procs in params and the suffix kept in the name (derived)', () => {
    // Derived: every real line duplicated with the suffix Go prints for -cpu 4, as a -cpu 2,4 run prints each
    // benchmark under both (a `-4` ending on one name alone is that name's own: sub-dash-number/ below).
    const text = base.files[0]!.text.replace(/^(Benchmark\S*)-2(\s.*)$/gm, '$1-2$2\n$1-4$2');
    const out = goBench.parse(derive(text));
    const small4 = out.benchmarks.find((b) => b.name === 'BenchmarkSmall-4');
    expect(small4?.params).toEqual({ procs: '4' });
    expect(small4?.metrics['time']?.samples).toEqual(out.benchmarks.find((b) => b.name === 'BenchmarkSmall-2')?.metrics['time']?.samples);
    expect(small4?.metrics['time']?.samples?.[0]).toBe(74.43);
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkSmall-2')?.params).toEqual({ procs: '2' });
  });

  it('prefixes names that occur in two packages (derived: the fixture repeated under a second pkg)', () => {
    const text = base.files[0]!.text;
    const out = goBench.parse(derive(`${text}${text.replace('pkg: example.com/realbench', 'pkg: example.com/other')}`));
    expect(out.benchmarks).toHaveLength(28);
    const other = out.benchmarks.find((b) => b.name === 'example.com/other.BenchmarkSmall');
    expect(other?.group).toBe('example.com/other');
    expect(other?.metrics['time']?.samples).toEqual([74.43, 75.14, 79.46, 86.19, 88.03, 81.44]);
  });

  it('reads go test -json (test2json) output built from the fixture lines, bench lines split as test2json splits them', () => {
    const lines = base.files[0]!.text.split('\n').filter((l) => l !== '');
    const events = lines.flatMap((l) => {
      const m = /^(Benchmark\S+\s+\t)(.*)$/.exec(l);
      const parts = m ? [m[1]!, `${m[2]!}\n`] : [`${l}\n`];
      return parts.map((Output) => JSON.stringify({ Time: '2026-11-22T10:00:00Z', Action: 'output', Package: 'example.com/realbench', Output }));
    });
    const json = { files: [{ path: 'go-test.json', text: `${events.join('\n')}\n` }] };
    expect(goBench.detect(json)).toBe('yes');
    expect(goBench.parse(json).benchmarks).toEqual(goBench.parse(base).benchmarks);
    const broken = { files: [{ path: 'go-test.json', text: `${events.slice(0, 3).join('\n')}\n{"Action":"outp` }] };
    expect(parseError(broken).message).toBe('go-bench: go-test.json:4: expected one test2json event (JSON object) per line, found "{\\"Action\\":\\"outp"');
  });

  it('keeps a failed benchmark as failed with its log (derived: BenchmarkSmall lines replaced by Go\'s failure shape)', () => {
    const text = base.files[0]!.text
      .replace(/^BenchmarkSmall-2[^\n]*\n/gm, '')
      .replace(/^PASS\nok.*$/m, 'BenchmarkSmall-2                        \t--- FAIL: BenchmarkSmall-2\n    bench_test.go:71: boom\nFAIL\nexit status 1\nFAIL\texample.com/realbench\t14.154s');
    const out = goBench.parse(derive(text));
    const small = out.benchmarks.find((b) => b.name === 'BenchmarkSmall');
    expect(small).toMatchObject({ status: 'failed', error: 'bench_test.go:71: boom', metrics: {} });
    expect(bench(derive(text), 'BenchmarkChecksum/impl_a/1024').status).toBeUndefined();
  });

  it('a run with nothing but a failure is a ParseError at the FAIL line (derived)', () => {
    const text = 'goos: linux\ngoarch: amd64\npkg: example.com/realbench\ncpu: Intel(R) Xeon(R) Processor\nBenchmarkSmall-2    \t--- FAIL: BenchmarkSmall-2\n    bench_test.go:71: boom\nFAIL\n';
    expect(parseError(derive(text)).message).toBe(
      `go-bench: ${FILE}:5: expected at least one benchmark result (the run failed), found "BenchmarkSmall-2    \\t--- FAIL: BenchmarkSmall-2"`,
    );
  });

  it('truncated, empty and garbled inputs are ParseErrors naming file and line', () => {
    const text = base.files[0]!.text;
    const cut = text.slice(0, text.indexOf('7137 ns/op') + 4);
    expect(parseError(derive(cut)).message).toBe(
      `go-bench: ${FILE}:6: expected a complete benchmark line ending in a newline (go test ends every line with one: the output was cut off mid-line), found "BenchmarkChecksum/impl_a/1024-2         \\t   16209\\t      7137"`,
    );
    expect(parseError(derive('')).message).toMatch(/^go-bench: go-bench\/base\/go-test-bench.stdout.txt: expected at least one "Benchmark/);
    const garbled = text.replace('6710 ns/op', '67x0 ns/op');
    expect(parseError(derive(garbled)).message).toBe(`go-bench: ${FILE}:7: expected "<value> <unit>" pairs, found "67x0 ns/op"`);
  });

  describe('cut-off output (the real fixture sliced at a byte) is a ParseError, never a shorter result', () => {
    const text = base.files[0]!.text;
    const lineOf = (at: number): number => text.slice(0, at).split('\n').length;
    const smallAt = text.indexOf('BenchmarkSmall-2');

    it('in the middle of a name, after the name, or inside the numbers: the last line has no newline', () => {
      for (const end of [smallAt + 10, smallAt + 41, text.indexOf('ns/op', smallAt) + 2, text.indexOf('B/op', smallAt) + 1]) {
        const err = parseError(derive(text.slice(0, end)));
        expect(err.location).toMatchObject({ harness: 'go-bench', file: FILE, line: lineOf(end) });
        expect(err.message).toContain('expected a complete benchmark line ending in a newline');
      }
    });

    it('at a line end after a result, before go test\'s PASS / ok', () => {
      const end = text.indexOf('PASS');
      expect(parseError(derive(text.slice(0, end))).message).toBe(
        `go-bench: ${FILE}:88: expected go test's closing "PASS", "FAIL" or "ok <pkg>" line after the results (line 88 is the last; go test always closes a run it printed "goos:" for: the output was cut off, or the run was killed), found "BenchmarkSmall-2                        \\t 1466140\\t        81.44 ns/op\\t       0 B/op\\t       0 allocs/op"`,
      );
      // PASS alone closes the run (the go command's `ok` line after it may be lost with no result lost).
      expect(goBench.parse(derive(text.slice(0, end + 5))).benchmarks).toEqual(goBench.parse(base).benchmarks);
    });

    it('a name with nothing after it, then more output: the benchmark never printed its numbers', () => {
      // Derived: the name as go test pads it, then the line ends (the benchmark wrote a newline to stdout).
      const dangling = `${text.slice(0, smallAt + 41)}\n${text.slice(smallAt)}`;
      expect(parseError(derive(dangling)).message).toBe(
        `go-bench: ${FILE}:${lineOf(smallAt)}: expected "<N> <value> ns/op…" after the benchmark name (go test prints the name, runs the benchmark, then its numbers on the same line: the run stopped in between, or the benchmark wrote to stdout), found "BenchmarkSmall-2"`,
      );
    });

    it('runs of blank lines (hostile output) are passed over with every line still counted, whole or streamed in chunks', () => {
      // Derived: 3,000 empty lines, blank lines of spaces and tabs, and \r\n ones inserted before BenchmarkSmall,
      // then its name left dangling; the error must name the dangling line's real number.
      const blanks = `${'\n'.repeat(3000)}  \t\n\r\n\n`;
      const withBlanks = `${text.slice(0, smallAt)}${blanks}${text.slice(smallAt)}`;
      expect(goBench.parse(derive(withBlanks)).benchmarks).toEqual(goBench.parse(base).benchmarks);
      const dangling = `${text.slice(0, smallAt)}${blanks}${text.slice(smallAt, smallAt + 41)}\n${text.slice(smallAt)}`;
      const line = lineOf(smallAt) + 3003;
      const message = `go-bench: ${FILE}:${line}: expected "<N> <value> ns/op…" after the benchmark name (go test prints the name, runs the benchmark, then its numbers on the same line: the run stopped in between, or the benchmark wrote to stdout), found "BenchmarkSmall-2"`;
      expect(parseError(derive(dangling)).message).toBe(message);
      // The same text as a file too large for one string: chunks of whole lines, cut inside the blank run.
      const lines = dangling.split(/(?<=\n)/);
      const cuts = [5, lineOf(smallAt) + 1500, lineOf(smallAt) + 3001];
      const chunks = [lines.slice(0, cuts[0]), ...cuts.slice(1).map((c, i) => lines.slice(cuts[i], c)), lines.slice(cuts[cuts.length - 1])].map((l) => l.join(''));
      expect(chunks.join('')).toBe(dangling);
      const streamed = { files: [{ path: FILE, text: dangling.slice(0, 100), lines: { size: dangling.length, chunks: () => chunks } }] };
      expect(parseError(streamed).message).toBe(message);
    });

    it('a real run killed mid-benchmark (SIGKILL to the test binary) is a ParseError at the killed line', () => {
      const killed = fixtureInput('go-bench', 'killed', 'go-test-bench.stdout.txt');
      expect(goBench.detect(killed)).toBe('yes'); // go test's header and a name: its error, not "no harness"
      expect(parseError(killed).message).toBe(
        'go-bench: go-bench/killed/go-test-bench.stdout.txt:5: expected "<name> <N> <value> ns/op…" benchmark line, found "BenchmarkHashTable-2   \\tsignal: killed"',
      );
    });

    it('output without go test\'s header (benchmark lines filtered out of it) is only held to whole lines', () => {
      const filtered = text.split('\n').filter((l) => l.startsWith('Benchmark')).join('\n');
      const out = goBench.parse(derive(`${filtered}\n`));
      expect(out.benchmarks).toEqual(goBench.parse(base).benchmarks);
      expect(out.warnings).toEqual([`${FILE}: no PASS/ok/FAIL line: the output may be truncated`]);
      expect(parseError(derive(filtered.slice(0, -3))).location.line).toBe(84);
    });

    it('a go test -json stream cut after a result, before the PASS event, is a ParseError too', () => {
      const lines = text.split('\n').filter((l) => l !== '' && !/^(PASS|ok)/.test(l));
      const events = lines.map((l) => JSON.stringify({ Action: 'output', Package: 'example.com/realbench', Output: `${l}\n` }));
      const err = parseError({ files: [{ path: 'go-test.json', text: `${events.join('\n')}\n` }] });
      expect(err.location).toMatchObject({ file: 'go-test.json', line: 88 });
      expect(err.message).toContain('expected go test\'s closing "PASS", "FAIL" or "ok <pkg>" line');
    });
  });

  describe('real -v and -json runs', () => {
    const verbose = fixtureInput('go-bench', 'verbose', 'go-test-bench.stdout.txt');
    const json = fixtureInput('go-bench', 'json', 'go-test-bench.stdout.json');

    it('-v: the bare name line before each benchmark is not a cut-off result', () => {
      const out = goBench.parse(verbose);
      expect(out.warnings).toBeUndefined();
      expect(out.benchmarks.map((b) => [b.name, b.metrics['time']?.samples])).toEqual([
        ['BenchmarkHashTable', [106839, 57789]],
        ['BenchmarkSmall', [38.88, 55.45]],
      ]);
    });

    it('-json: results split over two events are whole; the stream cut before its PASS event is a ParseError', () => {
      const out = goBench.parse(json);
      expect(out.warnings).toBeUndefined();
      expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkHashTable', 'BenchmarkSmall']);
      expect(out.benchmarks[1]!.metrics['time']?.n).toBe(2);
      const text = json.files[0]!.text;
      const cut = text.slice(0, text.indexOf('"Output":"PASS\\n"'));
      const lines = cut.slice(0, cut.lastIndexOf('\n') + 1);
      const err = parseError({ files: [{ path: 'go-test.json', text: lines }] });
      expect(err.location).toMatchObject({ harness: 'go-bench', file: 'go-test.json' });
      expect(err.message).toContain('expected go test\'s closing "PASS", "FAIL" or "ok <pkg>" line after the results');
      // Cut between the two events of a result line: the name's event ends without a newline.
      const split = text.slice(0, text.indexOf('\n', text.indexOf('"Output":"BenchmarkSmall-2')) + 1);
      expect(parseError({ files: [{ path: 'go-test.json', text: split }] }).message).toContain('expected a complete benchmark line ending in a newline');
    });
  });

  describe('configuration lines (benchfmt "key: value", real runs concatenated under commit: lines)', () => {
    const configs = fixtureInput('go-bench', 'configs', 'go-test-bench-configs.stdout.txt');

    it('keeps one name under two configurations apart: the differing key in params and in the name', () => {
      const out = goBench.parse(configs);
      expect(out.warnings).toBeUndefined();
      expect(out.benchmarks.map((b) => [b.name, b.params])).toEqual([
        ['BenchmarkHashTable [commit=base]', { commit: 'base' }],
        ['BenchmarkSmall [commit=base]', { commit: 'base' }],
        ['BenchmarkHashTable [commit=head]', { commit: 'head' }],
        ['BenchmarkSmall [commit=head]', { commit: 'head' }],
      ]);
      const time = (name: string) => out.benchmarks.find((b) => b.name === name)?.metrics['time']?.samples;
      expect(time('BenchmarkSmall [commit=base]')).toEqual([79.04, 174.2, 68.43]);
      expect(time('BenchmarkSmall [commit=head]')).toEqual([95.09, 88.47, 91.25]);
      expect(time('BenchmarkHashTable [commit=head]')).toEqual([135279, 135928, 132178]);
    });

    it('one configuration per file changes nothing: each run alone parses to plain names that pair base with head', () => {
      const text = configs.files[0]!.text;
      const at = text.indexOf('commit: head');
      const names = (t: string) => goBench.parse({ files: [{ path: 'x.txt', text: t }] }).benchmarks.map((b) => [b.name, b.params]);
      expect(names(text.slice(0, at))).toEqual([['BenchmarkHashTable', undefined], ['BenchmarkSmall', undefined]]);
      expect(names(text.slice(at))).toEqual(names(text.slice(0, at)));
    });

    it('follows benchfmt\'s key syntax: a value holds until set again, an empty value deletes, other shapes are not keys (derived)', () => {
      const text = configs.files[0]!.text;
      const small = (t: string) => goBench.parse({ files: [{ path: 'x.txt', text: t }] }).benchmarks.filter((b) => b.name.startsWith('BenchmarkSmall')).map((b) => b.name);
      // `commit:` with no value deletes the key: the head run is then unlabelled, still apart from base.
      expect(small(text.replace('commit: head', 'commit:'))).toEqual(['BenchmarkSmall [commit=base]', 'BenchmarkSmall [commit=]']);
      // Not configuration: an upper-case letter or a space in the key, no space after the colon, and the
      // crash and -cover lines go test prints in that shape.
      for (const line of ['Commit: head', 'the commit: head', 'commit:head', 'coverage: 80.0% of statements', 'testing: warning: no tests to run']) {
        expect(small(text.replace('commit: head', line))).toEqual(['BenchmarkSmall']);
      }
      // A tab separates too; a new key that differs splits like commit does.
      expect(small(text.replace('commit: head', 'commit:\thead'))).toEqual(['BenchmarkSmall [commit=base]', 'BenchmarkSmall [commit=head]']);
      expect(small(text.replace('commit: head', 'gc: off'))).toEqual(['BenchmarkSmall [gc=]', 'BenchmarkSmall [gc=off]']);
    });

    it('the shard unit of a configured benchmark is its Benchmark function', () => {
      const b = goBench.parse(configs).benchmarks[0]!;
      expect(goBench.shard?.unitOf(b)).toBe('BenchmarkHashTable');
    });
  });

  it('does not claim unrelated text', () => {
    expect(goBench.detect(derive('running 0 tests\ntest checksum/impl_a/1024 ... bench:       4,255 ns/iter (+/- 270)\n'))).toBe('no');
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(goBench, [base, head]);
  });
});

// The canonical result line is read by a character scanner (go-bench.ts scanResult); every other line by
// the regular expressions, which state the errors. Moving the blank after each name to an em space (a
// `\s` for the regexes, not for the scanner) sends every line down the regex path: both must agree.
describe('go-bench: the fast line scanner and the regex path read the same', () => {
  const sources: [string, string][] = [
    ['go-bench/base', base.files[0]!.text],
    ['go-bench/head', head.files[0]!.text],
    ['go-bench/base2', base2.files[0]!.text],
    ['go-bench/configs', fixtureInput('go-bench', 'configs', 'go-test-bench-configs.stdout.txt').files[0]!.text],
    ['go-bench/verbose', fixtureInput('go-bench', 'verbose', 'go-test-bench.stdout.txt').files[0]!.text],
    ...['go_output.txt', 'go_fiber_output.txt', 'go_single_package_output.txt'].map((f): [string, string] => [
      f,
      readFileSync(join(import.meta.dirname, '..', 'fixtures', 'other-projects', 'github-action-benchmark', f), 'utf8'),
    ]),
  ];
  const slowOnly = (text: string): string => text.replace(/^(Benchmark\S*)[ \t]/gm, '$1\u2003');

  for (const [name, text] of sources) {
    it(`${name}: identical benchmarks either way`, () => {
      const input = { files: [{ path: FILE, text }] };
      const slow = { files: [{ path: FILE, text: slowOnly(text) }] };
      expect(slowOnly(text)).not.toBe(text);
      expect(goBench.parse(input)).toEqual(goBench.parse(slow));
    });
  }

  it('decimals read as Number() reads them, short or past the 15 digits a double holds exactly', () => {
    const values = ['0.1', '152.46', '1.537', '123456789.012345', '0.30000000000000004', '9007199254740993.5', '12345678901234.5678', '5.'];
    const text = `goos: linux\n${values.map((v) => `BenchmarkA-2 \t 10\t 100 ns/op\t ${v} x/op`).join('\n')}\nPASS\n`;
    const fast = goBench.parse(derive(text)).benchmarks[0]!;
    expect(fast.metrics['x/op']!.samples).toEqual(values.map(Number));
    expect(goBench.parse(derive(slowOnly(text))).benchmarks).toEqual(goBench.parse(derive(text)).benchmarks);
  });

  it('lines outside the canonical shape still parse, or fail with the regex path\'s error', () => {
    const text = 'goos: linux\nBenchmarkA-2   \t 10\t 1.5e+03 ns/op\t 2 B/op\nBenchmarkA-2 \t 10\t 1500 ns/op  \t 2 B/op   \nPASS\n';
    const a = goBench.parse(derive(text)).benchmarks[0]!;
    expect(a.metrics.time!.samples).toEqual([1500, 1500]);
    expect(a.metrics.memory!.samples).toEqual([2, 2]);
    expect(parseError(derive('BenchmarkA-2 \t 10\t 1500 ns/op\t 7\nPASS\n')).message).toMatch(/"<N> <value> <unit>…" after the benchmark name/);
    expect(parseError(derive('BenchmarkA-2 \t 10\t 1500 ns/op\t 7 9B/op\nPASS\n')).message).toMatch(/"<value> <unit>" pairs/);
  });
});

describe('go-bench: a benchmark whose lines come back after another one', () => {
  it('keeps every sample, in order, when its lines are interleaved with others (two runs concatenated)', () => {
    const lines = base.files[0]!.text.split('\n');
    const results = lines.filter((l) => /^BenchmarkChecksum\/impl_a\/1024-2\s/.test(l) || /^BenchmarkChecksum\/impl_b\/1024-2\s/.test(l));
    const a = results.filter((l) => l.includes('impl_a'));
    const b = results.filter((l) => l.includes('impl_b'));
    // a a a b b b a a a b b b: each benchmark's lines in two runs, as `cat run1.txt run2.txt` gives them.
    const text = ['goos: linux', ...a.slice(0, 3), ...b.slice(0, 3), ...a.slice(3), ...b.slice(3), 'PASS', ''].join('\n');
    const whole = goBench.parse(base);
    const mixed = goBench.parse(derive(text));
    for (const name of ['BenchmarkChecksum/impl_a/1024', 'BenchmarkChecksum/impl_b/1024']) {
      const m = mixed.benchmarks.find((x) => x.name === name)!;
      const w = whole.benchmarks.find((x) => x.name === name)!;
      expect(m.metrics.time!.samples).toEqual(w.metrics.time!.samples);
      expect(m.metrics.time!.samples).toHaveLength(6);
      expect(m.metrics).toEqual(w.metrics);
    }
  });
});

describe('go-bench: two benchmarks whose lines alternate many times', () => {
  it('a b a b … 60,000 times (derived from the real lines) parses in linear time, every sample in order', () => {
    // Each return of an entry copied its whole sample lists (settled again, then concatenated): 2 × 10,000
    // alternating lines took 0.35 s, 2 × 40,000 38 s.
    const N = 60_000;
    const lines = base.files[0]!.text.split('\n');
    const a = lines.filter((l) => /^BenchmarkChecksum\/impl_a\/1024-2\s/.test(l));
    const b = lines.filter((l) => /^BenchmarkChecksum\/impl_b\/1024-2\s/.test(l));
    const body: string[] = ['goos: linux'];
    for (let i = 0; i < N; i++) body.push(a[i % a.length]!, b[i % b.length]!);
    const started = performance.now();
    const out = goBench.parse(derive([...body, 'PASS', ''].join('\n')));
    expect(performance.now() - started).toBeLessThan(10_000); // linear: a fraction of a second idle
    const whole = goBench.parse(base);
    for (const name of ['BenchmarkChecksum/impl_a/1024', 'BenchmarkChecksum/impl_b/1024']) {
      const samples = out.benchmarks.find((x) => x.name === name)!.metrics.time!.samples!;
      const real = whole.benchmarks.find((x) => x.name === name)!.metrics.time!.samples!;
      expect(samples).toHaveLength(N);
      expect(samples.slice(0, 2 * real.length)).toEqual([...real, ...real]);
    }
  }, 120_000);
});

describe('go-bench: a result line with very many units', () => {
  it('200,000 extra pairs on a real line: parsed in linear time, each unit its own metric', () => {
    // Each pair searched the units before it: 80,000 units on one line took 8.1 s.
    const N = 200_000;
    const line = base.files[0]!.text.split('\n').find((l) => /^BenchmarkChecksum\/impl_a\/1024-2\s/.test(l))!;
    const extra = Array.from({ length: N }, (_, k) => `${k + 1} u${k}/op`).join('\t');
    const started = performance.now();
    const out = goBench.parse(derive(['goos: linux', `${line}\t${extra}`, 'PASS', ''].join('\n')));
    expect(performance.now() - started).toBeLessThan(10_000); // linear: under a second idle
    const metrics = out.benchmarks[0]!.metrics;
    expect(Object.keys(metrics)).toHaveLength(N + Object.keys(goBench.parse(derive(['goos: linux', line, 'PASS', ''].join('\n'))).benchmarks[0]!.metrics).length);
    expect(metrics[`u${N - 1}/op`]!.value).toBe(N);
  }, 120_000);
});

describe('go-bench: the scanner\'s reused lists (flushOpen) keep each entry\'s samples whole and in order', () => {
  it('a group that mixes scanned and regex-read lines, and a unit first seen on a later line or group', () => {
    const text = [
      'goos: linux',
      'BenchmarkA-2 \t 10\t 100 ns/op',
      'BenchmarkA-2 \t 10\t 1.5e+02 ns/op\t 3 B/op', // an exponent: the regex path, between scanned lines
      'BenchmarkA-2 \t 20\t 200 ns/op\t 4 B/op\t 5 x/op',
      'BenchmarkB-2 \t 10\t 7 ns/op',
      'BenchmarkA-2 \t 30\t 300 ns/op\t 6 x/op\t 1 y/op',
      'PASS',
      '',
    ].join('\n');
    const a = goBench.parse(derive(text)).benchmarks.find((b) => b.name === 'BenchmarkA')!;
    expect(Object.keys(a.metrics)).toEqual(['time', 'memory', 'x/op', 'y/op']);
    expect(a.metrics.time!.samples).toEqual([100, 150, 200, 300]);
    expect(a.metrics.memory!.samples).toEqual([3, 4]);
    expect(a.metrics['x/op']!.samples).toEqual([5, 6]);
    expect(a.metrics['y/op']!.samples).toEqual([1]);
    // b.N per line, kept only for a unit on every line (B/op is on two of four: no per-sample b.N).
    expect(a.metrics.memory!.iterations).toBeUndefined();
    const slow = text.replace(/^(Benchmark\S*)[ \t]/gm, '$1\u2003');
    expect(goBench.parse(derive(slow)).benchmarks).toEqual(goBench.parse(derive(text)).benchmarks);
  });

  it('a benchmark with more lines than the reused lists keep (5,000), then another: every sample, in order', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `BenchmarkA-2 \t 10\t ${i + 1} ns/op\t 7 B/op`);
    const bs = goBench.parse(derive(['goos: linux', ...lines, 'BenchmarkB-2 \t 10\t 3 ns/op', 'BenchmarkA-2 \t 10\t 5001 ns/op', 'PASS', ''].join('\n'))).benchmarks;
    expect(bs[0]!.metrics.time!.samples).toEqual(Array.from({ length: 5001 }, (_, i) => i + 1));
    expect(bs[0]!.metrics.memory!.samples).toHaveLength(5000);
    expect(bs[1]!.metrics.time!.samples).toEqual([3]);
  });

  it('more units across one benchmark\'s lines than one line can hold', () => {
    const lines = Array.from({ length: 70 }, (_, i) => `BenchmarkA-2 \t 10\t ${100 + i} ns/op\t ${i} u${i}/op`);
    const a = goBench.parse(derive(['goos: linux', ...lines, 'PASS', ''].join('\n'))).benchmarks[0]!;
    expect(Object.keys(a.metrics)).toHaveLength(71);
    expect(a.metrics.time!.samples).toHaveLength(70);
    expect(a.metrics['u69/op']!.samples).toEqual([69]);
  });
});

describe('go-bench: a real run with odd features (test/fixtures/go-bench/odd, see SOURCE.md)', () => {
  const failing = fixtureInput('go-bench', 'odd', 'failing', 'go-test-bench.stdout.txt');
  const failingJson = fixtureInput('go-bench', 'odd', 'json', 'go-test-bench.stdout.json');
  const passingNames = [
    'BenchmarkHash', 'BenchmarkCustom', 'BenchmarkSub/with_space', 'BenchmarkSub/slash/inner', 'BenchmarkSub/ünïcödé',
    'BenchmarkSub/tab_here', 'BenchmarkSub/dash-3', 'BenchmarkSub/a=1,b=2',
  ];

  it('a benchmark failing at b.N=1 (`--- FAIL: BenchmarkFatal`, no -2) leaves the others\' names and params alone', () => {
    for (const input of [failing, failingJson]) {
      const out = goBench.parse(input);
      expect(out.benchmarks.map((b) => b.name)).toEqual([...passingNames, 'BenchmarkFatal', 'BenchmarkLogs']);
      expect(out.benchmarks.filter((b) => b.params !== undefined)).toEqual([]);
      expect(out.benchmarks.find((b) => b.name === 'BenchmarkFatal')).toMatchObject({ status: 'failed', metrics: {} });
      expect(metric(input, 'BenchmarkSub/dash-3', 'time').samples).toEqual(input === failing ? [20.94, 13.91] : expect.any(Array));
    }
    expect(bench(failing, 'BenchmarkFatal').error).toBe('a_test.go:46: broken on purpose');
  });

  it('-v and -json: the failure\'s reason is the log between the bare name and `--- FAIL:`', () => {
    const verbose = fixtureInput('go-bench', 'odd', 'verbose', 'go-test-bench.stdout.txt');
    for (const input of [failingJson, verbose]) {
      expect(bench(input, 'BenchmarkFatal')).toMatchObject({ status: 'failed', error: 'a_test.go:46: broken on purpose' });
      expect(goBench.parse(input).benchmarks.map((b) => b.name)).toEqual([...passingNames, 'BenchmarkFatal', 'BenchmarkLogs']);
    }
  });
});

describe('go-bench: a name ending in -1 (test/fixtures/go-bench/procs-names, see SOURCE.md)', () => {
  it('is the name\'s own, never a GOMAXPROCS suffix: -cpu 1 and -cpu 2 runs give the same names', () => {
    const cpu1 = goBench.parse(fixtureInput('go-bench', 'procs-names', 'cpu1', 'go-test-bench.stdout.txt')).benchmarks;
    const cpu2 = goBench.parse(fixtureInput('go-bench', 'procs-names', 'cpu2', 'go-test-bench.stdout.txt')).benchmarks;
    expect(cpu1.map((b) => [b.name, b.params])).toEqual([['BenchmarkDepth/depth-1', undefined], ['BenchmarkPlain', undefined]]);
    expect(cpu2.map((b) => b.name)).toEqual(cpu1.map((b) => b.name));
    expect(cpu1[0]!.metrics['time']!.samples).toEqual([0.3853, 0.6728]);
  });
});

describe('go-bench: real runs of older and newer Go releases (test/fixtures/go-bench/older-go, see SOURCE.md)', () => {
  it('go1.24+ -json whose first events are build events (`{"ImportPath":…,"Action":"build-output"}`) is still test2json', () => {
    const input = fixtureInput('go-bench', 'older-go', 'build-events-go1.24', 'go-test-bench.stdout.json');
    expect(goBench.detect(input)).toBe('yes');
    const out = goBench.parse(input);
    expect(out.benchmarks.map((b) => [b.name, b.group])).toEqual([['BenchmarkSum', undefined]]);
    expect(metric(input, 'BenchmarkSum', 'time').samples).toEqual([22.03]);
    expect(metric(input, 'BenchmarkSum', 'elems/op').samples).toEqual([100]);
    // The package that failed vet (its build) is reported, not dropped.
    expect(out.warnings).toEqual([expect.stringContaining('FAIL\texample.com/gbv/e [build failed]')]);
  });
});

describe('go-bench: benchmarks that skip in their first run (golang/snappy without its data, test/fixtures/go-bench/snappy-skip)', () => {
  const text = fixtureInput('go-bench', 'snappy-skip', 'go-test-bench-v.stdout.txt');
  const json = fixtureInput('go-bench', 'snappy-skip', 'go-test-bench.stdout.json');

  it('-v and -json name them with the reason they logged, one warning per reason', () => {
    for (const input of [text, json]) {
      const out = goBench.parse(input);
      expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkRandomEncode', 'BenchmarkExtendMatch']);
      expect(out.warnings).toEqual([
        `${input.files[0]!.path}: skipped (--- SKIP), so no result: BenchmarkWordsDecode1e1, BenchmarkWordsEncode1e1 (snappy_test.go:1249: skipping benchmark: open /usr/share/dict/words: no such file or directory)`,
        `${input.files[0]!.path}: skipped (--- SKIP), so no result: Benchmark_UFlat0, Benchmark_UFlat1 (snappy_test.go:1335: test data not found; skipping benchmark without the -download flag)`,
      ]);
    }
  });

  it('a flood of skips with a reason each, or a log of thousands of lines, is cut with a note (derived from the -v capture)', () => {
    const file = text.files[0]!;
    const block = (i: number, lines: number): string =>
      `Benchmark_UFlat${i}\n${Array.from({ length: lines }, (_, k) => `    snappy_test.go:1335: testdata/file${i}.txt line ${k}: not found`).join('\n')}\n--- SKIP: Benchmark_UFlat${i}\n`;
    const at = file.text.indexOf('Benchmark_UFlat0');
    const flood = `${file.text.slice(0, at)}${Array.from({ length: 25 }, (_, i) => block(i + 100, i === 0 ? 5000 : 1)).join('')}${file.text.slice(at)}`;
    const out = goBench.parse({ files: [{ path: file.path, text: flood }] });
    const skips = out.warnings!.filter((w) => w.includes('--- SKIP'));
    expect(skips).toHaveLength(11);
    expect(skips[10]).toBe(`${file.path}: 18 more benchmarks skipped (--- SKIP) for 17 other reasons, so no result`);
    expect(skips[1]!.length).toBeLessThan(2500);
    expect(skips[1]).toContain('line 19: not found … (more lines not kept))');
  });

  it('a run where every benchmark skipped says so, with the reason', () => {
    const err = parseErrorOf(goBench, fixtureInput('go-bench', 'snappy-skip', 'all-skipped-v.stdout.txt'));
    expect(err.message).toContain('every benchmark that ran skipped');
    expect(err.message).toContain('--- SKIP: Benchmark_UFlat0 (snappy_test.go:1335: test data not found; skipping benchmark without the -download flag)');
  });
});

describe('go-bench: a benchmark that skips itself after its first run (test/fixtures/go-bench/older-go/late-skip-go1.20)', () => {
  // go test prints its line with 0 iterations and NaN ns/op (go1.20.14 here; go1.21-1.26 print the same).
  const text = fixtureInput('go-bench', 'older-go', 'late-skip-go1.20', 'go-test-bench.stdout.txt');
  const json = fixtureInput('go-bench', 'older-go', 'late-skip-go1.20', 'go-test-bench.stdout.json');

  it('is no result and a warning, not a refused file; the others are read', () => {
    for (const input of [text, json]) {
      const out = goBench.parse(input);
      expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkLateFail', 'BenchmarkOK']);
      expect(out.benchmarks[0]).toMatchObject({ status: 'failed', metrics: {} });
      expect(out.warnings).toEqual([expect.stringMatching(/skipped after its first run.*BenchmarkLateSkip-2/)]);
    }
    // -json too: test2json's events each end a line, and the log after `--- FAIL:` comes in events of its own.
    for (const input of [text, json]) expect(bench(input, 'BenchmarkLateFail').error).toBe('c_test.go:9: late failure at N=100');
    expect(metric(text, 'BenchmarkOK', 'time').samples).toEqual([0.2867, 0.2437]);
    expect(metric(json, 'BenchmarkOK', 'time').samples).toEqual([0.2426, 0.2686]);
  });

  it('the fast scanner does not take a 0-iteration line either', () => {
    const derived = derive(text.files[0]!.text.replaceAll('NaN ns/op', '0 ns/op'));
    expect(goBench.parse(derived).benchmarks.map((b) => b.name)).toEqual(['BenchmarkLateFail', 'BenchmarkOK']);
  });
});

describe('go-bench: one line a benchmark (-count=1, real fixture count1/)', () => {
  it('marks no metric exact: one sample cannot show a count that does not vary', () => {
    const out = goBench.parse(fixtureInput('go-bench', 'count1', 'run1.stdout.txt'));
    const hash = out.benchmarks.find((b) => b.name === 'BenchmarkHashTable')!;
    expect(hash.metrics['allocs']).toMatchObject({ value: 1, samples: [1], n: 1 });
    for (const b of out.benchmarks) for (const [name, m] of Object.entries(b.metrics)) expect(m.exact, `${b.name} ${name}`).not.toBe(true);
  });
});

describe('go-bench: -cpu 1,2 (real fixture cpu-flag/: xxhash v2.3.0 without and with -cpu 1,2)', () => {
  const single = fixtureInput('go-bench', 'cpu-flag', 'single', 'go-test-bench.stdout.txt');
  const cpu12 = fixtureInput('go-bench', 'cpu-flag', 'cpu12', 'go-test-bench.stdout.txt');

  it('every result of a several-procs run is named with its procs, 1 included, and has it in params', () => {
    const bs = goBench.parse(cpu12).benchmarks;
    expect(bs).toHaveLength(40);
    expect(bs.slice(0, 2).map((b) => [b.name, b.params])).toEqual([
      ['BenchmarkSum64/4B-1', { procs: '1' }],
      ['BenchmarkSum64/4B-2', { procs: '2' }],
    ]);
    // BenchmarkSum64/4B  7755363  3.126 ns/op (printed without a suffix: GOMAXPROCS 1)
    expect(metric(cpu12, 'BenchmarkSum64/4B-1', 'time').samples).toEqual([3.126]);
    // A one-procs run still drops its suffix.
    expect(goBench.parse(single).benchmarks[0]!.name).toBe('BenchmarkSum64/4B');
  });

  it('adding -cpu 1,2 pairs no GOMAXPROCS 1 result with a GOMAXPROCS 2 baseline', () => {
    const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);
    const rows = compareRuns(results(single), results(cpu12), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows.filter((r) => r.base !== null && r.head !== null)).toEqual([]);
    expect(rows.filter((r) => r.verdict === 'removed')).toHaveLength(20);
  });

  it("a shard's unit is the benchmark function, whatever the procs suffix", () => {
    const units = new Set(goBench.parse(cpu12).benchmarks.map((b) => goBench.shard!.unitOf(b)));
    expect([...units].sort()).toEqual(['BenchmarkDigestBytes', 'BenchmarkDigestString', 'BenchmarkSum64', 'BenchmarkSum64String']);
    // A function without sub-benchmarks carries the suffix on its own name (GAB's go_output.txt: BenchmarkFib10-8).
    for (const name of ['BenchmarkFib10-8', 'BenchmarkFib20-1', 'BenchmarkFib10 [commit=abc]']) expect(goBench.shard!.unitOf({ name, metrics: {} })).toBe(name.startsWith('BenchmarkFib10') ? 'BenchmarkFib10' : 'BenchmarkFib20');
  });
});

describe('go-bench: a sub-benchmark named with a dash and digits (real fixture sub-dash-number/: fastjson ParseRawNumber/-1234)', () => {
  const cpu1 = fixtureInput('go-bench', 'sub-dash-number', 'cpu-1.txt');
  const cpu12 = fixtureInput('go-bench', 'sub-dash-number', 'cpu-1-2.txt');
  const names = ['BenchmarkParseRawNumber/1', 'BenchmarkParseRawNumber/1234', 'BenchmarkParseRawNumber/-1234', 'BenchmarkParseRawNumber/123456', 'BenchmarkParseRawNumber/1234567890.1234567', 'BenchmarkParseRawNumber/-1.32434e+12'];

  it('GOMAXPROCS 1: `-1234` is the name\'s own, not a procs suffix, and no other name gets one', () => {
    // It was read as procs 1234: two procs values "in play", every other name got `-1`, and nothing paired with a run without it.
    const bs = goBench.parse(cpu1).benchmarks;
    expect(bs.map((b) => b.name).sort()).toEqual([...names].sort());
    expect(bs.every((b) => b.params === undefined)).toBe(true);
  });

  it('-cpu 1,2: `/-1234` is procs 1 and `/-1234-2` procs 2, as for every other name', () => {
    const bs = goBench.parse(cpu12).benchmarks;
    expect(bs).toHaveLength(12);
    expect(bs.filter((b) => b.name.startsWith('BenchmarkParseRawNumber/-1234')).map((b) => [b.name, b.params])).toEqual([
      ['BenchmarkParseRawNumber/-1234-1', { procs: '1' }],
      ['BenchmarkParseRawNumber/-1234-2', { procs: '2' }],
    ]);
  });

  it('a GOMAXPROCS 1 run without that benchmark pairs every other one with it (derived: its lines removed)', () => {
    const without = derive(cpu1.files[0]!.text.replace(/^BenchmarkParseRawNumber\/-1234 .*\n/gm, ''));
    const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);
    const rows = compareRuns(results(cpu1), results(without), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows.filter((r) => r.verdict === 'removed').map((r) => r.benchmark)).toEqual(['BenchmarkParseRawNumber/-1234']);
    expect(rows.filter((r) => r.verdict === 'added')).toEqual([]);
  });
});

describe('go-bench: sub-benchmarks named after sizes under GOMAXPROCS 1 (real fixture roaring-sized-cpu1/: ReadFrom-650 …)', () => {
  const cpu1 = fixtureInput('go-bench', 'roaring-sized-cpu1', 'cpu-1.txt');
  const cpu12 = fixtureInput('go-bench', 'roaring-sized-cpu1', 'cpu-1-2.txt');
  const sizes = ['650', '6500', '65000', '650000', '6500000'];
  const sized = (op: string) => sizes.map((s) => `BenchmarkUnserialize${op}/${op}-${s}`);
  const names = ['BenchmarkSerializationSparse', 'BenchmarkSerializationMid', 'BenchmarkSerializationDense', ...sized('ReadFrom'), ...sized('FromBuffer')];
  const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);

  it('GOMAXPROCS 1: `-650` … are the names\' own, not five procs values, and no plain name gets `-1`', () => {
    // They were read as procs 650 … 6500000, beside the plain names' procs 1: BenchmarkSerializationSparse-1 { procs: '1' }.
    const bs = goBench.parse(cpu1).benchmarks;
    expect(bs.map((b) => b.name)).toEqual(names);
    expect(bs.every((b) => b.params === undefined)).toBe(true);
  });

  it('dropping one sized benchmark leaves every other name as it was (derived: the FromBuffer lines removed)', () => {
    // With fewer sized names than plain ones the sizes stopped counting as procs, and the plain names lost their `-1`.
    const without = { files: [{ path: 'cpu-1.txt', text: cpu1.files[0]!.text.replace(/^BenchmarkUnserializeFromBuffer\/.*\n/gm, '') }] };
    const rows = compareRuns(results(cpu1), results(without), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows.filter((r) => r.verdict === 'added')).toEqual([]);
    expect([...new Set(rows.filter((r) => r.verdict === 'removed').map((r) => r.benchmark))]).toEqual(sized('FromBuffer'));
  });

  it('-cpu 1,2: every name, sized ones too, keeps its procs (`ReadFrom-650-1`, `ReadFrom-650-2`)', () => {
    const bs = goBench.parse(cpu12).benchmarks;
    expect(bs.map((b) => b.name)).toEqual(names.flatMap((n) => [`${n}-1`, `${n}-2`]));
    expect(bs.filter((b) => b.name.startsWith('BenchmarkUnserializeReadFrom/ReadFrom-650-')).map((b) => b.params)).toEqual([{ procs: '1' }, { procs: '2' }]);
  });
});

describe('go-bench: B/op and allocs/op over b.N (real A/A fixture amortized/: fastjson, b.N halved in b.txt)', () => {
  const a = fixtureInput('go-bench', 'amortized', 'a.txt');
  const b = fixtureInput('go-bench', 'amortized', 'b.txt');
  const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);

  it('keeps each sample\'s b.N beside B/op and allocs/op', () => {
    // BenchmarkObjectGet/items_100000/lookups_16-2 lines, in file order: b.N 19 20 20 22 19 19 18 20 19 19, 0 allocs/op.
    const allocs = metric(a, 'BenchmarkObjectGet/items_100000/lookups_16', 'allocs');
    expect(allocs.iterations).toEqual([19, 20, 20, 22, 19, 19, 18, 20, 19, 19]);
    expect(allocs.samples).toEqual(Array(10).fill(0));
    expect(metric(a, 'BenchmarkObjectGet/items_100000/lookups_16', 'time').iterations).toBeUndefined();
  });

  it('same code: a count that one whole count a run explains on both sides is not called, and nothing fails the gate', () => {
    // 0 → 1 B/op and 0 → 1 allocs/op were "⚠️ 4 regressed" by the exact test, exit 1 with --fail-on-regression.
    const c = compareRuns(results(a), results(b), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const moved = c.rows.filter((r) => r.test === 'exact' && r.base !== r.head);
    expect(moved.length).toBeGreaterThanOrEqual(4);
    for (const r of moved) {
      expect(r.verdict, `${r.benchmark} ${r.metric}`).not.toMatch(/regressed|improved/);
    }
    const lookups = moved.find((r) => r.benchmark === 'BenchmarkObjectGet/items_100000/lookups_16' && r.metric === 'allocs')!;
    expect(lookups.note).toMatch(/^a whole run's count over its iterations, truncated \(b\.N 18–22 in base, 9–10 in head\): the same count per operation plus one of 1–17 paid once per run gives both 0 and 1/);
    expect(c.summary.regressions).toBe(0);
  });

  it('a real change per operation is still called: 0 → 1 allocs/op over a million iterations (derived)', () => {
    const line = (allocs: number) => `goos: linux\npkg: x\n${Array.from({ length: 3 }, () => `BenchmarkX-2   \t 1000000\t      1000 ns/op\t      ${allocs * 8} B/op\t       ${allocs} allocs/op`).join('\n')}\nPASS\n`;
    const c = compareRuns(results(derive(line(0))), results(derive(line(1))), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(c.rows.find((r) => r.metric === 'allocs')).toMatchObject({ test: 'exact', verdict: 'regressed' });
  });
});

describe('go-bench: benchmarks that write to stdout (real fixture prints/, see SOURCE.md)', () => {
  const input = fixtureInput('go-bench', 'prints', 'go-test-bench.stdout.txt');

  it('reads every sample of each, the numbers after the printed text, and says which printed', () => {
    const out = goBench.parse(input);
    expect(out.benchmarks.map((b) => [b.name, b.metrics.time!.samples])).toEqual([
      ['BenchmarkQuiet', [32.28, 30.52, 30.36]],
      // `BenchmarkPrintln-2 \tstdout line…`, printed lines, then `  558974  43.13 ns/op …`
      ['BenchmarkPrintln', [43.13, 42.59, 47.12]],
      // `partial BenchmarkPrintNoNewline-2 \tpartial partial partial   672910  55.66 ns/op …`
      ['BenchmarkPrintNoNewline', [55.66, 33.89, 36.54]],
    ]);
    expect(out.benchmarks[2]!.metrics.allocs!.samples).toEqual([1, 1, 1]);
    expect(out.warnings).toEqual([expect.stringMatching(/^BenchmarkPrintln-2 \(.*go-test-bench\.stdout\.txt:9\), BenchmarkPrintNoNewline-2 \(.*:24\) wrote to stdout while running/)]);
  });

  it('a printed name whose numbers never came (the run cut off after it) is an error naming its line', () => {
    const text = input.files[0]!.text;
    const cut = text.slice(0, text.indexOf('  558974'));
    const e = parseErrorOf(goBench, { files: [{ ...input.files[0]!, text: cut }] });
    expect(e.message).toContain('go-test-bench.stdout.txt:9');
    expect(e.message).toContain('the numbers of BenchmarkPrintln-2');
  });
});

describe('go-bench: several packages failed outside any benchmark (derived: base with two failed packages appended)', () => {
  it('names each, not only the first: their benchmarks are missing from the results', () => {
    const text = `${base.files[0]!.text}# example.com/other\nother/x_test.go:5:34: undefined: undefinedSymbol\nFAIL\texample.com/other [build failed]\n--- FAIL: TestX (0.00s)\n    x_test.go:5: broken\nFAIL\nFAIL\texample.com/third\t0.006s\n`;
    const out = goBench.parse(derive(text));
    expect(out.benchmarks).toHaveLength(goBench.parse(base).benchmarks.length);
    expect(out.warnings!.filter((w) => w.includes('failure outside any benchmark')).map((w) => w.replace(/^.*: the run reported a failure outside any benchmark: /, ''))).toEqual([
      'FAIL\texample.com/other [build failed]',
      'FAIL\texample.com/third\t0.006s',
    ]);
  });
});

describe('go-bench: a -json run that failed before any result (real fixture json-failed/: snappy v1.0.0)', () => {
  const input = fixtureInput('go-bench', 'json-failed', 'go-test-bench.stdout.json');
  it("is go test's, so the error says the run failed (not that no harness recognises it)", () => {
    expect(goBench.detect(input)).toBe('yes');
    const e = parseErrorOf(goBench, input);
    expect(e.message).toContain('go-test-bench.stdout.json:28');
    expect(e.message).toContain('at least one benchmark result (the run failed)');
  });
});

describe('go-bench: printed text before a result line is searched once (derived)', () => {
  it('a line of 100,000 "Benchmark" words ending in ns/op is read in one pass', () => {
    const line = `${' BenchmarkX-2'.repeat(100_000)} 1000 5 ns/op`;
    const out = goBench.parse(derive(base.files[0]!.text.replace(/^PASS$/m, `${line}\nPASS`)));
    // The first name on the line takes the numbers after the printed text (here the rest of the words).
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkX')!.metrics.time!.samples).toEqual([5]);
  });
});

describe('go-bench: MB/s is ns/op inverted (real A/B fixture planted/: a slowdown planted in fastjson\'s validator)', () => {
  const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);
  const c = compareRuns(results(fixtureInput('go-bench', 'planted', 'a.txt')), results(fixtureInput('go-bench', 'planted', 'b.txt')), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('a throughput row is not called where its gating time row is not', () => {
    // Validate/large/fastjson: the same p on both rows, q 0.064 in time ("❔ not significant") and 0.025 in MB/s ("⚠️ slower").
    for (const b of new Set(c.rows.map((r) => r.benchmark))) {
      const time = c.rows.find((r) => r.benchmark === b && r.metric === 'time');
      const rate = c.rows.find((r) => r.benchmark === b && r.metric === 'throughput');
      if (time === undefined || rate === undefined || !/regressed|improved/.test(rate.verdict)) continue;
      expect(time.verdict, b).toBe(rate.verdict);
    }
    for (const size of ['small', 'large']) {
      const b = `BenchmarkValidate/${size}/fastjson`;
      expect(c.rows.find((r) => r.benchmark === b && r.metric === 'time')!.verdict).toBe('inconclusive');
      const rate = c.rows.find((r) => r.benchmark === b && r.metric === 'throughput')!;
      expect(rate.verdict).toBe('inconclusive');
      expect(rate.note).toMatch(/^the time row inverted \(the same measurement\): not called where that row, which gates, is not \(undecided there\)$/);
    }
    // Where the time row is called, so is its rate: canada, the slowest validation.
    expect(c.rows.filter((r) => r.benchmark === 'BenchmarkValidate/canada/fastjson' && r.metric !== 'memory' && r.metric !== 'allocs').map((r) => r.verdict)).toEqual(['regressed', 'regressed']);
  });
});

describe('go-bench: -count=10 against one line a benchmark (real A/A fixture uuid-aa/, head cut to its first lines: derived)', () => {
  const results = (input: ParseInput) => resultsFrom([{ name: 'go', harness: 'go-bench', input }]);
  const b = fixtureInput('go-bench', 'uuid-aa', 'b.txt').files[0]!.text;
  const seen = new Set<string>();
  const firstLines = b.split('\n').filter((l) => {
    const name = /^(Benchmark\S+)\s/.exec(l)?.[1];
    if (name === undefined) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });

  it('the single side is held to the suite\'s upper spread, as two single values are: same code is not called', () => {
    // UUID_MarshalJSON: head's one value (281 ns) was its worst of ten; 10 against 1 read +125 % [+97, +157 %], ⚠️ called.
    const c = compareRuns(results(fixtureInput('go-bench', 'uuid-aa', 'a.txt')), results(derive(firstLines.join('\n'))), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time).toHaveLength(15);
    expect(time.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    const marshal = time.find((r) => r.benchmark === 'BenchmarkUUID_MarshalJSON')!;
    expect(marshal.ci![0]).toBeLessThan(1.1);
  });
});

describe("go-bench: a panic in a benchmark's first run, before go test printed its name (real goccy/go-json benchmarks module)", () => {
  const input = fixtureInput('go-bench', 'go-json-panic', 'go-test-bench.stdout.txt');
  const out = goBench.parse(input);

  it('keeps the 138 results before the panic', () => {
    expect(out.benchmarks).toHaveLength(139);
    expect(out.benchmarks.at(-2)!.name).toBe('Benchmark_Encode_MapInterface_EncodingJson');
    expect(out.benchmarks.at(-2)!.metrics.time!.value).toBe(962.5);
  });

  it('the benchmark the goroutine trace names is failed with the panic, not "outside any benchmark"', () => {
    expect(out.benchmarks.at(-1)).toMatchObject({ name: 'Benchmark_Encode_MapInterface_JsonIter', status: 'failed', error: 'panic: runtime error: invalid memory address or nil pointer dereference', metrics: {} });
    expect(out.warnings ?? []).toEqual([]);
  });
});

describe('go-bench: b.ReportMetric and b.Loop under Go 1.26 (real run, test/fixtures/go-bench/report-metric)', () => {
  const input = fixtureInput('go-bench', 'report-metric', 'go-test-bench.stdout.txt');
  const out = goBench.parse(input);
  const named = (name: string) => out.benchmarks.find((b) => b.name === name)!;

  it('a custom metric with the same value in every run spreads by nothing, not by its mean\'s rounding', () => {
    const loop = named('BenchmarkSortLoop');
    expect(loop.metrics['p99-sec']!.samples).toEqual([0.0015, 0.0015, 0.0015]);
    expect(loop.metrics['p99-sec']!.spread!.stddev).toBe(0);
    expect(loop.metrics['items/op']!.spread!.stddev).toBe(0);
    expect(loop.metrics.time!.spread!.stddev).toBeGreaterThan(1000);
  });

  it('reads a line without ns/op (set to 0 by the benchmark) by its other columns', () => {
    const sleepy = named('BenchmarkSleepy');
    expect(Object.keys(sleepy.metrics).sort()).toEqual(['allocs', 'memory', 'throughput', 'wall-ns/op']);
    expect(sleepy.metrics.throughput!.samples).toEqual([2.73e6, 2.63e6, 2.74e6]);
  });

  it('the report shows no spread beside the constant metric', () => {
    const results = resultsFrom([{ name: 'go', harness: 'go-bench', input }]);
    const md = renderReport(compareRuns(results, results, compareOptionsFor(undefined, {}, { baselineKind: 'stored' })), { now: new Date(0) });
    const row = md.split('\n').find((l) => l.startsWith('| BenchmarkSortLoop | 0.001500 p99-sec'));
    expect(row).toBeDefined();
    expect(row).not.toContain('±');
  });
});

describe('go-bench: a negative b.ReportMetric (real go test runs, fixture negative-metric/)', () => {
  it('−4 then −8 ns/item is not "⚠️ worse +100 %": a ratio of signed values tells no change', () => {
    const results = (side: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'negative-metric', `${side}.txt`) }]);
    const c = compareRuns(results('base'), results('head'), compareOptionsFor(undefined, {}, {}));
    const row = c.rows.find((r) => r.benchmark === 'BenchmarkCustom' && r.unit === 'ns/item')!;
    expect(row).toMatchObject({ base: -4, head: -8, verdict: 'inconclusive', ratio: null, note: expect.stringMatching(/^a negative value \(-4 → -8\)/) });
    expect(c.rows.filter((r) => r.verdict === 'regressed' && r.benchmark === 'BenchmarkCustom' && r.unit === 'ns/item')).toEqual([]);
  });
});

describe('go-bench -json: a benchmark that panics (real go test -json runs, fixtures json-panic/)', () => {
  const input = (file: string) => fixtureInput('go-bench', 'json-panic', file);

  it('is that benchmark failed with the panic, as the text output has it, not gone (-v and -json print its bare name before the panic)', () => {
    const head = goBench.parse(input('head.json')).benchmarks;
    expect(head.find((b) => b.name === 'BenchmarkPanicky')).toMatchObject({ status: 'failed', error: 'panic: head panics' });
    const c = goBench.parse(input('fatal-then-panic.json')).benchmarks;
    expect(c.map((b) => [b.name, b.status ?? 'ok'])).toEqual([['BenchmarkOK', 'ok'], ['BenchmarkFatal', 'failed'], ['BenchmarkPanic', 'failed']]);
    expect(c[2]!.error).toBe('panic: kaboom');
  });

  it('compared with the base run, it is broken in head, not removed', () => {
    const results = (file: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: input(file) }]);
    const c = compareRuns(results('base.json'), results('head.json'), compareOptionsFor(undefined, {}, {}));
    const row = c.rows.find((r) => r.benchmark === 'BenchmarkPanicky')!;
    expect(row.verdict).not.toBe('removed');
    expect(row.note).toMatch(/^failed in head: panic: head panics/);
    expect(c.summary.brokenInHead).toEqual(['go › BenchmarkPanicky']);
  });
});

describe('go-bench: several go test processes appended to one file (real runs, fixture appended-processes/)', () => {
  const results = (file: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'appended-processes', file) }]);

  it('each process is a run of the benchmark (its lines\' median), as `repeat` would give; one process has none', () => {
    const slow = results('base.txt').suites[0]!.benchmarks.find((b) => b.name === 'BenchmarkSlow')!.metrics.time!;
    expect(slow.samples).toHaveLength(10);
    expect(slow.runs).toEqual(slow.samples);
    // -count=5 in one process (a fixture of one run): no runs.
    expect(goBench.parse(fixtureInput('go-bench', 'negative-metric', 'base.txt')).benchmarks[0]!.metrics.time?.runs).toBeUndefined();
  });

  it('compared in one job, the planted 2× is called on the runs and the A/A pair calls nothing', () => {
    const sameJob = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
    const ab = compareRuns(results('base.txt'), results('head.txt'), sameJob);
    expect(ab.rows.find((r) => r.benchmark === 'BenchmarkSlow' && r.metric === 'time')).toMatchObject({ verdict: 'regressed', n: [10, 10] });
    const aa = compareRuns(results('base.txt'), results('base2.txt'), sameJob);
    expect(aa.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});
