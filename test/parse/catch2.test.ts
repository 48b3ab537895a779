import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { catch2 } from '../../src/parse/catch2';
import { fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const xml = (v: 'v2' | 'v3', run: 'base' | 'head') => fixtureInput('catch2', v, run, 'xml.stdout.xml');
const con = (v: 'v2' | 'v3', run: 'base' | 'head') => fixtureInput('catch2', v, run, 'console.stdout.txt');

function derive(input: ParseInput, edit: (text: string) => string): ParseInput {
  return { files: input.files.map((f) => ({ ...f, text: edit(f.text) })) };
}

const parseError = (input: ParseInput): ParseError => parseErrorOf(catch2, input);

function bench(input: ParseInput, name: string) {
  const b = catch2.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}

describe('catch2 adapter: XML', () => {
  it('detects every real XML and console fixture', () => {
    for (const v of ['v2', 'v3'] as const) {
      for (const r of ['base', 'head'] as const) {
        expect(catch2.detect(xml(v, r))).toBe('yes');
        expect(catch2.detect(con(v, r))).toBe('yes');
      }
    }
    expect(catch2.detect(fixtureInput('catch2', 'v3', 'base', 'xml.stderr.txt'))).toBe('no');
  });

  it('v3 base: names (prefixed where two test cases share one), groups unescaped, mean with CI and stddev', () => {
    const out = catch2.parse(xml('v3', 'base'));
    expect(out.benchmarks).toHaveLength(13);
    expect(out.benchmarks.map((b) => b.name)).toContain('checksum/impl_a/1024');
    expect(out.benchmarks.map((b) => b.name)).toContain('encode/impl_b/102400');
    const sort = bench(xml('v3', 'base'), 'std::sort advanced');
    expect(sort.group).toBe('sort <4096> & "quoted"');
    expect(sort.metrics.time).toEqual({
      unit: 'ns',
      direction: 'smaller',
      value: 179921,
      statistic: 'mean',
      n: 30,
      spread: { stddev: 16448.2, ci: { lower: 174937, upper: 186847, level: 0.95 } },
    });
    const a = bench(xml('v3', 'base'), 'checksum/impl_a/1024');
    expect(a.group).toBe('checksum');
    expect(a.status).toBe('ok');
    expect(a.metrics.time).toMatchObject({ value: 5802.81, n: 30, spread: { stddev: 224.172, ci: { lower: 5755.36, upper: 5973.14, level: 0.95 } } });
    expect(bench(xml('v3', 'base'), 'encode/impl_b/102400').metrics.time!.value).toBe(9158550); // printed as 9.15855e+06
  });

  it('v3 head and v2 base/head: exact numbers', () => {
    const h = catch2.parse(xml('v3', 'head'));
    expect(h.benchmarks).toHaveLength(13);
    const v2 = bench(xml('v2', 'base'), 'checksum/impl_a/1024');
    expect(v2.metrics.time).toMatchObject({ value: 6564.88, n: 30, spread: { stddev: 957.235, ci: { lower: 6356.44, upper: 7338.61, level: 0.95 } } });
    expect(bench(xml('v2', 'base'), 'std::sort advanced').group).toBe('sort <4096> & "quoted"');
    expect(catch2.parse(xml('v2', 'head')).benchmarks).toHaveLength(13);
  });

  it('a benchmark that threw (<failed message>, shape from XmlReporter::benchmarkFailed; derived from v3 base)', () => {
    const failed = derive(xml('v3', 'base'), (t) =>
      t.replace(
        /(<BenchmarkResults name="impl_b\/1024")[^>]*>[\s\S]*?<\/BenchmarkResults>/,
        '$1>\n      <failed message="std::bad_alloc"/>\n    </BenchmarkResults>',
      ),
    );
    const b = bench(failed, 'checksum/impl_b/1024');
    expect(b).toEqual({ name: 'checksum/impl_b/1024', group: 'checksum', status: 'failed', error: 'std::bad_alloc', metrics: {} });
    expect(bench(failed, 'checksum/impl_a/1024').status).toBe('ok');
  });

  it('a failed assertion in a test case marks its benchmarks failed, numbers kept (derived from v3 base)', () => {
    const failed = derive(xml('v3', 'base'), (t) =>
      t.replace(
        '<OverallResult success="true" skips="0"/>\n  </TestCase>\n  <TestCase name="encode"',
        '<Expression success="false" type="REQUIRE" filename="bench.cpp" line="108">\n      <Original>\n        sum != 0\n      </Original>\n    </Expression>\n    <OverallResult success="false" skips="0"/>\n  </TestCase>\n  <TestCase name="encode"',
      ),
    );
    const b = bench(failed, 'checksum/impl_a/1024');
    expect(b.status).toBe('failed');
    expect(b.error).toBe('test case "checksum" failed: assertion failed at bench.cpp:108: sum != 0');
    expect(b.metrics.time!.value).toBe(5802.81);
    expect(bench(failed, 'encode/impl_a/1024').status).toBe('ok');
  });

  it('bad XML (derived) is a ParseError naming file and line or path', () => {
    const text = xml('v3', 'base').files[0]!.text;
    expect(parseError(derive(xml('v3', 'base'), () => text.slice(0, 2000))).message).toMatch(/^catch2: catch2\/v3\/base\/xml\.stdout\.xml:\d+: expected well-formed Catch2 XML/);
    expect(parseError(derive(xml('v3', 'base'), (t) => t.replace('<mean value="5802.81"', '<mean value="fast"'))).message).toBe(
      'catch2: catch2/v3/base/xml.stdout.xml: Catch2TestRun.TestCase[0].BenchmarkResults[0].mean@value: expected a mean in ns, found "fast"',
    );
    expect(parseError(derive(xml('v3', 'base'), (t) => t.replace('ci="0.95"', 'ci="95"'))).message).toMatch(/mean@ci: expected a confidence level/);
    expect(parseError({ files: [{ path: '<stdout>', text: '' }] }).message).toMatch(/^catch2: <stdout>: expected Catch2 benchmark results/);
  });

  it('CRLF and ANSI (derived) parse to the same numbers', () => {
    const expected = catch2.parse(xml('v3', 'base')).benchmarks;
    expect(catch2.parse(derive(xml('v3', 'base'), (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(catch2.parse(derive(xml('v3', 'base'), (t) => `\u001b[0m${t}\u001b[0m`)).benchmarks).toEqual(expected);
  });
});

describe('catch2 adapter: console', () => {
  it('v3 base: each value in its own unit, converted to ns', () => {
    const out = catch2.parse(con('v3', 'base'));
    expect(out.benchmarks.map((b) => b.name)).toEqual(catch2.parse(xml('v3', 'base')).benchmarks.map((b) => b.name));
    const a = bench(con('v3', 'base'), 'checksum/impl_a/1024');
    expect(a.group).toBe('checksum');
    expect(a.metrics.time!.value).toBeCloseTo(5971.88, 6);
    expect(a.metrics.time!.spread!.stddev).toBeCloseTo(1069.63, 6);
    expect(a.metrics.time!.n).toBe(30);
    expect(bench(con('v3', 'base'), 'checksum/impl_b/10240').metrics.time!.spread!.stddev).toBeCloseTo(647.124, 6);
    expect(bench(con('v3', 'base'), 'std::sort advanced').group).toBe('sort <4096> & "quoted"');
  });

  it('v2 base: ms and us values', () => {
    const b = bench(con('v2', 'base'), 'encode/impl_b/102400');
    expect(b.metrics.time!.value).toBeCloseTo(12155600, 3);
    expect(b.metrics.time!.spread!.stddev).toBeCloseTo(748981, 3);
    const c = bench(con('v2', 'base'), 'checksum/impl_b/1024');
    expect(c.metrics.time!.value).toBeCloseTo(1702.24, 6);
    expect(c.metrics.time!.spread!.stddev).toBeCloseTo(86.0339, 6);
    expect(bench(con('v2', 'base'), 'std::sort advanced').metrics.time!.value).toBeCloseTo(213823, 6);
  });

  it('bad console output (derived) is a ParseError with file and line', () => {
    const lines = con('v3', 'base').files[0]!.text.split('\n');
    // Cut after the first row of a benchmark (line 17): its mean line (18) is missing.
    expect(parseError(derive(con('v3', 'base'), () => lines.slice(0, 17).join('\n'))).message).toMatch(
      /^catch2: catch2\/v3\/base\/console\.stdout\.txt:18: expected mean, low mean and high mean with units/,
    );
    expect(parseError(derive(con('v3', 'base'), (t) => t.replace('5.97188 us', '5.97188 parsecs'))).message).toMatch(/stdout\.txt:18: expected mean/);
  });

  // Real console output of names longer than the 35-character name column (test/fixtures/catch2/long-names.cpp):
  // Catch2 prints the leading parts of the name alone and the last part with samples / iterations / estimate.
  const LONG = [
    'sum',
    'a long name that does not fit the name column', // wrapped at a space
    'std::sort of 1024 pseudo-random uint32 values, copied first, then sorted ascending', // three lines, after `,`
    'sort_1024_pseudo_random_uint32_values_without_spaces', // no boundary: `val-` / `ues…`, the hyphen Catch2's
    'checksum/impl_b/input_of_102400_bytes/reserved_up_front', // three lines, each after a `/`
  ];
  const longNames = (v: 'v2' | 'v3', file: string) => fixtureInput('catch2', v, 'long-names', file);

  it.each(['v2', 'v3'] as const)('%s long names (real): wrapped names read back exactly as the XML reporter has them', (v) => {
    const out = catch2.parse(longNames(v, 'console.stdout.txt'));
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual(LONG);
    expect(catch2.parse(longNames(v, 'xml.stdout.xml')).benchmarks.map((b) => b.name)).toEqual(LONG);
    expect(out.benchmarks.every((b) => b.group === 'long names' && b.status === 'ok' && b.metrics.time!.n === 30)).toBe(true);
  });

  it('a MiB line inside the table (a benchmark\'s own print: digits, or spaces before a row) is read in one pass', () => {
    // Each took minutes as a regex with a lazy name before the samples (quadratic in the run of digits or spaces).
    const MiB = 1 << 20;
    const digits = parseError(derive(longNames('v3', 'console.stdout.txt'), (t) => t.replace(/^(sum .*\n.*\n.*\n)/m, `$1${'7'.repeat(MiB)}\n`)));
    expect(digits.message).toMatch(/^catch2: catch2\/v3\/long-names\/console\.stdout\.txt:21: expected the samples \/ iterations \/ estimate of the benchmark above/);
    const spaced = catch2.parse(derive(longNames('v3', 'console.stdout.txt'), (t) => t.replace(/^sum /m, `${' '.repeat(MiB)}sum `)));
    expect(spaced.benchmarks.map((b) => b.name)).toEqual(LONG);
  });

  it('v3 long names (real): exact means and std devs of the wrapped rows', () => {
    const input = longNames('v3', 'console.stdout.txt');
    const at = (name: string) => [bench(input, name).metrics.time!.value, bench(input, name).metrics.time!.spread!.stddev];
    expect(at(LONG[1]!)).toEqual([250.659, 2.73056]);
    expect(at(LONG[2]!)[0]).toBeCloseTo(3331.23, 6);
    expect(at(LONG[2]!)[1]).toBe(704.161);
    expect(at(LONG[3]!)[0]).toBeCloseTo(3414.74, 6);
    expect(at(LONG[3]!)[1]).toBeCloseTo(1026.74, 6);
    expect(at(LONG[4]!)[0]).toBeCloseTo(3828.85, 6);
    expect(at(LONG[4]!)[1]).toBeCloseTo(16617.6, 6);
  });

  it('v2 long names (real): exact means and std devs of the wrapped rows', () => {
    const input = longNames('v2', 'console.stdout.txt');
    const at = (name: string) => [bench(input, name).metrics.time!.value, bench(input, name).metrics.time!.spread!.stddev];
    expect(at(LONG[1]!)).toEqual([251.735, 3.72859]);
    expect(at(LONG[2]!)[0]).toBeCloseTo(623165, 6);
    expect(at(LONG[2]!)[1]).toBeCloseTo(3335050, 6);
    expect(at(LONG[3]!)[0]).toBeCloseTo(3240.74, 6);
    expect(at(LONG[3]!)[1]).toBeCloseTo(1054.17, 6);
    expect(at(LONG[4]!)).toEqual([707.371, 7.56622]);
  });

  it('a name wrapped where a space may have been lost (derived from v3 long names) is read without one, with a warning', () => {
    // Derived: the first name line `checksum/impl_b/` replaced by `fold =`, so the break follows `=`.
    const input = derive(longNames('v3', 'console.stdout.txt'), (t) => t.replace(/^checksum\/impl_b\/( *)$/m, 'fold =          $1'));
    const out = catch2.parse(input);
    expect(out.benchmarks.map((b) => b.name)).toContain('fold =input_of_102400_bytes/reserved_up_front');
    expect(out.warnings).toEqual([
      'catch2/v3/long-names/console.stdout.txt:37: Catch2 wrapped a benchmark name at punctuation, read as "fold =input_of_102400_bytes/reserved_up_front" (a space there would be lost; --reporter xml keeps names exact)',
    ]);
  });

  it('cut-off console output (the real text sliced at a byte) is a ParseError, never fewer benchmarks', () => {
    for (const v of ['v2', 'v3'] as const) {
      const input = con(v, 'base');
      const text = input.files[0]!.text;
      const FILE = `catch2/${v}/base/console.stdout.txt`;
      const at = (n: number) => text.split('\n').slice(0, n).join('\n').length + 1; // byte after line n
      const totalsLine = text.split('\n').findIndex((l) => l.startsWith('All tests passed')) + 1;
      // At a line end after a whole benchmark; just before the totals; inside the last std dev line.
      for (const end of [at(20), text.lastIndexOf('=====') - 1, text.lastIndexOf(' us', text.lastIndexOf('=====')) - 2]) {
        const err = parseError(derive(input, () => text.slice(0, end)));
        expect(err.location).toMatchObject({ harness: 'catch2', file: FILE });
        expect(err.message).toMatch(new RegExp(`^catch2: ${FILE}:\\d+: expected (Catch2's totals|mean|std dev)`));
      }
      // The totals line is what closes the run: up to it (without the final newline) everything is read.
      expect(catch2.parse(derive(input, () => text.slice(0, at(totalsLine) - 1))).benchmarks).toEqual(catch2.parse(input).benchmarks);
    }
    const v3 = con('v3', 'base').files[0]!.text;
    const cut = v3.split('\n').slice(0, 20).join('\n');
    expect(parseError(derive(con('v3', 'base'), () => `${cut}\n`)).message).toBe(
      'catch2: catch2/v3/base/console.stdout.txt:19: expected Catch2\'s totals ("All tests passed …" or "test cases: …") after the last benchmark (the console reporter always ends a run with them: the output was cut off, or the run was killed), found "                                        1.06963 us      54.46 ns     2.0464 us"',
    );
  });

  it('CRLF (derived) parses to the same numbers', () => {
    const expected = catch2.parse(con('v3', 'base')).benchmarks;
    expect(catch2.parse(derive(con('v3', 'base'), (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
  });
});

describe('catch2 adapter: fuzz', () => {
  it('survives fuzzing of every real fixture', { timeout: 300_000 }, () => {
    fuzzAdapter(catch2, [xml('v3', 'base'), xml('v2', 'head'), con('v3', 'base'), con('v2', 'head'), fixtureInput('catch2', 'v3', 'long-names', 'console.stdout.txt'), fixtureInput('catch2', 'generate', 'v3', 'xml.stdout.xml'), fixtureInput('catch2', 'generate', 'v2', 'console.stdout.txt')]);
  });
});

describe('catch2 adapter: odd features (real v2.13.10 and v3.7.1 runs, fixtures odd/, see SOURCE.md)', () => {
  const oddXml = (v: 'v2' | 'v3') => fixtureInput('catch2', 'odd', v, 'xml.stdout.xml');
  const CASE = 'sections & <escapes> "quoted"';

  it('XML: one benchmark name in two sections of one test case is two benchmarks, named by their sections', () => {
    for (const [v, small, large] of [['v3', 14.2337, 2182.34], ['v2', 17.2043, 2133.34]] as const) {
      const out = catch2.parse(oddXml(v));
      expect(out.benchmarks.slice(0, 2).map((b) => [b.name, b.group, b.metrics['time']?.value])).toEqual([
        [`${CASE}/small/sum`, CASE, small],
        [`${CASE}/large/sum`, CASE, large],
      ]);
      expect(bench(oddXml(v), 'name with & and <angle>').status).toBe('ok');
      expect(bench(oddXml(v), 'throwing')).toMatchObject({ status: 'failed', error: 'boom' });
      expect(bench(oddXml(v), 'fine numbers')).toMatchObject({ status: 'failed', error: 'test case "failing assertion" failed: assertion failed at odd.cpp:51: 1 == 2' });
    }
    expect(catch2.parse(oddXml('v2')).benchmarks.map((b) => b.name)).toContain('after throw');
    expect(bench(oddXml('v3'), 'before skip').status).toBe('ok');
  });

  it('console: assertion output after a table (FAILED, SKIPPED, an exception\'s message) closes it, never read as a wrapped name', () => {
    const oddCon = (v: 'v2' | 'v3') => fixtureInput('catch2', 'odd', v, 'console.stdout.txt');
    expect(catch2.parse(oddCon('v2')).benchmarks.map((b) => [b.name, b.status])).toEqual([
      [`${CASE}/small/sum`, 'ok'], [`${CASE}/large/sum`, 'ok'], ['advanced 64', 'ok'], ['slow ~1ms', 'ok'],
      ['name with & and <angle>', 'ok'], ['throwing', 'failed'], ['after throw', 'ok'], ['fine numbers', 'failed'],
    ]);
    expect(bench(oddCon('v2'), `${CASE}/large/sum`).metrics['time']).toMatchObject({ value: 2123.9, n: 10, spread: { stddev: 10.9056 } });
    expect(bench(oddCon('v2'), 'slow ~1ms').metrics['time']).toMatchObject({ value: 3145050, spread: { stddev: 207644 } });
    expect(bench(oddCon('v2'), 'fine numbers').error).toBe('test case "failing assertion" failed: odd.cpp:51: CHECK( 1 == 2 )');
    // v3: the exception ends the test case (no "after throw"); SKIP() after a benchmark keeps its numbers.
    expect(catch2.parse(oddCon('v3')).benchmarks.map((b) => [b.name, b.status])).toEqual([
      [`${CASE}/small/sum`, 'ok'], [`${CASE}/large/sum`, 'ok'], ['advanced 64', 'ok'], ['slow ~1ms', 'ok'],
      ['name with & and <angle>', 'ok'], ['throwing', 'failed'], ['fine numbers', 'failed'], ['before skip', 'ok'],
    ]);
    expect(bench(oddCon('v3'), 'throwing').error).toBe('boom');
  });

  it('console: Catch2 v3\'s "No test cases matched" after the last table (real pyincpp run, spec \'[int],[std]\') ends it, as in the XML', () => {
    const run = (file: string) => fixtureInput('catch2', 'pyincpp-unmatched-tag', file);
    const fromConsole = catch2.parse(run('console.stdout.txt')).benchmarks;
    const fromXml = catch2.parse(run('xml.stdout.xml')).benchmarks;
    expect(fromConsole).toHaveLength(36);
    // The same names from both reporters, so the two runs pair; a name in two test cases is prefixed with its test case.
    expect(fromConsole.map((b) => b.name)).toEqual(fromXml.map((b) => b.name));
    expect(fromConsole[0]!.name).toBe('std::vector vs pyincpp::List/ctor (std)');
    expect(fromConsole.slice(-2).map((b) => [b.name, b.group, b.metrics['time']])).toEqual([
      ['push_front (std)', 'std::deque vs pyincpp::Deque', { unit: 'ns', direction: 'smaller', value: 4.49449, statistic: 'mean', n: 10, spread: { stddev: 4.49276 } }],
      ['push_front (pyincpp)', 'std::deque vs pyincpp::Deque', { unit: 'ns', direction: 'smaller', value: 2.92748, statistic: 'mean', n: 10, spread: { stddev: 0.668003 } }],
    ]);
  });

  it('--benchmark-no-analysis: the mean alone, no spread (XML ci="0" with a stddev of 0 never computed; console mean-only table)', () => {
    const na = (v: 'v2' | 'v3', f: string) => fixtureInput('catch2', 'odd', v, f);
    const names = ['advanced 64', 'slow ~1ms', 'name with & and <angle>'];
    for (const v of ['v2', 'v3'] as const) {
      for (const f of ['no-analysis.stdout.txt', 'no-analysis.stdout.xml']) {
        const input = na(v, f);
        expect(catch2.detect(input)).toBe('yes');
        const out = catch2.parse(input);
        expect(out.benchmarks.map((b) => b.name)).toEqual(names);
        for (const b of out.benchmarks) expect(b.metrics['time']).toMatchObject({ statistic: 'mean', n: 10, spread: {} });
      }
    }
    expect(bench(na('v2', 'no-analysis.stdout.txt'), 'advanced 64').metrics['time']!.value).toBe(15.0883);
    expect(bench(na('v2', 'no-analysis.stdout.xml'), 'advanced 64').metrics['time']!.value).toBe(15.0733);
    expect(bench(na('v3', 'no-analysis.stdout.txt'), 'slow ~1ms').metrics['time']!.value).toBe(7002580);
  });
});


describe('catch2 adapter: a flood of blank lines inside real console output (hostile: 20 MB of them took 12 s and 956 MB)', () => {
  const N = 200_000;
  /** The real text with N more blank lines after its line `after` (1-based), which Catch2 itself printed blank. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, N);
  };
  const located = (input: ParseInput) => {
    const err = parseError(input);
    return [err.location.line, err.message.replace(/^catch2: [^:]+:\d+: /, '')];
  };

  it('pyincpp: flooded at the blank line after a benchmark, the same benchmarks; a cut-off after it is named by its real line', () => {
    const input = fixtureInput('catch2', 'pyincpp-unmatched-tag', 'console.stdout.txt');
    const text = input.files[0]!.text;
    expect(text.split('\n')[110]!.trim()).toBe(''); // line 111: the blank (spaces) line Catch2 prints after each benchmark
    const flooded = derive(input, () => flood(text, 111));
    expect(catch2.detect(flooded)).toBe('yes');
    expect(catch2.parse(flooded)).toEqual(catch2.parse(input));
    // Cut after the last row (line 213: its mean line missing), and before the totals (the last line read: 218).
    const afterRow = (t: string) => t.slice(0, t.indexOf('\n', t.indexOf('push_front (pyincpp)')) + 1);
    const beforeTotals = (t: string) => t.slice(0, t.lastIndexOf('\n=====') + 1);
    for (const [cut, line] of [[afterRow, 214], [beforeTotals, 218]] as const) {
      const [, message] = located(derive(input, cut));
      expect(located(derive(flooded, cut))).toEqual([line + N, message]);
      expect(located(derive(input, cut))[0]).toBe(line);
    }
  });

  it('v3 long names: flooded at blank lines Catch2 prints, the same benchmarks; a warning after the flood names its real line', () => {
    const input = fixtureInput('catch2', 'v3', 'long-names', 'console.stdout.txt');
    const text = input.files[0]!.text;
    // Line 12: the blank line before the table header; line 36: the one after the fourth benchmark.
    expect([text.split('\n')[11], text.split('\n')[35]!.trim()]).toEqual(['', '']);
    expect(catch2.parse(derive(input, () => flood(flood(text, 36), 12)))).toEqual(catch2.parse(input));
    // Derived as in the wrapped-name test above: the name at line 37 wrapped after `=`, then flooded before it.
    const fold = (t: string) => t.replace(/^checksum\/impl_b\/( *)$/m, 'fold =          $1');
    expect(catch2.parse(derive(input, (t) => flood(fold(t), 36))).warnings).toEqual([
      `catch2/v3/long-names/console.stdout.txt:${37 + N}: Catch2 wrapped a benchmark name at punctuation, read as "fold =input_of_102400_bytes/reserved_up_front" (a space there would be lost; --reporter xml keeps names exact)`,
    ]);
  });

  it('v3 long names: flooded inside the table header (Catch2 prints no blank line there), refused at the same line as with every blank line read', () => {
    // The dashed rule is looked for three lines under `benchmark name …` (line 13): line 16, the flood's third blank line.
    const input = fixtureInput('catch2', 'v3', 'long-names', 'console.stdout.txt');
    expect(parseError(derive(input, (t) => flood(t, 13))).message).toBe(
      'catch2: catch2/v3/long-names/console.stdout.txt:16: expected the dashed rule under the benchmark table header, found ""',
    );
  });
});

describe('catch2 adapter: GENERATE reruns a test case, one name per run (real v2.13.10 and v3.7.1 runs, fixtures generate/, see SOURCE.md)', () => {
  const gen = (v: 'v2' | 'v3', f: 'xml.stdout.xml' | 'console.stdout.txt') => fixtureInput('catch2', 'generate', v, f);
  const GS = 'sections and generators';
  // generate.cpp: sizes 16, 256, 4096; `setup` before GENERATE(64, 1024) × GENERATE(false, true); a generator in one section.
  const NAMES = [
    'std::sort #1', 'std::stable_sort #1', 'std::sort #2', 'std::stable_sort #2', 'std::sort #3', 'std::stable_sort #3',
    'setup #1', 'sum #1', 'setup #2', 'sum #2', 'setup #3', 'sum #3', 'setup #4', 'sum #4',
    `${GS}/generated/max #1`, `${GS}/generated/max #2`, `${GS}/fixed/max`,
  ];

  it('XML: a name repeated in one place of a test case is numbered #1, #2, … in the order Catch2 ran it, each with its own numbers', () => {
    for (const v of ['v2', 'v3'] as const) {
      const out = catch2.parse(gen(v, 'xml.stdout.xml'));
      expect(out.benchmarks.map((b) => b.name)).toEqual(NAMES);
      expect(out.warnings).toBeUndefined();
      expect(out.benchmarks.map((b) => b.group)).toEqual([...Array(6).fill('sort sizes'), ...Array(8).fill('before and nested'), ...Array(3).fill(GS)]);
      expect(out.benchmarks.every((b) => b.status === 'ok')).toBe(true);
    }
    const v3 = (name: string) => bench(gen('v3', 'xml.stdout.xml'), name).metrics['time'];
    // 16, 256, 4096 elements: each run its own result, in run order.
    expect(['std::sort #1', 'std::sort #2', 'std::sort #3'].map((n) => v3(n)!.value)).toEqual([33.3739, 631.34, 109722]);
    expect(v3('std::stable_sort #3')).toMatchObject({ value: 144950, n: 10, spread: { ci: { level: 0.95 } } });
    expect(v3(`${GS}/generated/max #2`)!.value).toBe(1470.71);
    expect(v3(`${GS}/fixed/max`)!.value).toBe(359.51);
    expect(bench(gen('v2', 'xml.stdout.xml'), 'sum #4').metrics['time']!.value).toBe(271.388);
  });

  it('console: the same names, numbered across the repeated test case headers', () => {
    for (const v of ['v2', 'v3'] as const) {
      expect(catch2.parse(gen(v, 'console.stdout.txt')).benchmarks.map((b) => b.name)).toEqual(NAMES);
    }
    expect(bench(gen('v3', 'console.stdout.txt'), 'std::sort #3').metrics['time']).toMatchObject({ value: 123367, n: 10 }); // 123.367 us
    expect(bench(gen('v3', 'console.stdout.txt'), 'std::sort #3').metrics['time']!.spread!.stddev).toBeCloseTo(13235.7, 6); // 13.2357 us
    expect(bench(gen('v2', 'console.stdout.txt'), `${GS}/generated/max #1`).metrics['time']!.value).toBe(13.3272);
  });

  it('two runs of the same binary give the same names, so base and head pair (console run vs XML run, each version)', () => {
    for (const v of ['v2', 'v3'] as const) {
      const a = catch2.parse(gen(v, 'console.stdout.txt')).benchmarks.map((b) => [b.name, b.group]);
      const b = catch2.parse(gen(v, 'xml.stdout.xml')).benchmarks.map((x) => [x.name, x.group]);
      expect(a).toEqual(b);
    }
  });

  it('names still not unique are refused, naming both places: one test case in two reports, a literal "#2" beside a repeated name', () => {
    const file = gen('v3', 'xml.stdout.xml').files[0]!;
    const twice = { files: [file, { ...file, path: 'again.xml' }] };
    expect(parseError(twice).message).toBe(
      'catch2: again.xml: Catch2TestRun.TestCase[0].BenchmarkResults[0]: expected a benchmark name no other result has (a name that runs more than once in one place of one test case, as with GENERATE, is numbered "#1", "#2", … in run order; this one is also at catch2/generate/v3/xml.stdout.xml: Catch2TestRun.TestCase[0].BenchmarkResults[0]), found "std::sort #1"',
    );
    // Derived: a benchmark literally named "sum #2" in the test case that repeats `sum`.
    const literal = derive(gen('v3', 'xml.stdout.xml'), (t) => t.replace('<BenchmarkResults name="setup"', '<BenchmarkResults name="sum #2"'));
    expect(parseError(literal).message).toMatch(/^catch2: catch2\/generate\/v3\/xml\.stdout\.xml: Catch2TestRun\.TestCase\[1\]\.BenchmarkResults\[\d\]: expected a benchmark name no other result has \(.*; this one is also at catch2\/generate\/v3\/xml\.stdout\.xml: Catch2TestRun\.TestCase\[1\]\.BenchmarkResults\[\d\]\), found "sum #2"$/);
  });
});

describe('catch2 adapter: the JSON and JUnit reporters write no benchmark results (real v3.7.1 runs, other-reporters/v3)', () => {
  const json = fixtureInput('catch2', 'other-reporters', 'v3', 'json.stdout.json');
  const junit = fixtureInput('catch2', 'other-reporters', 'v3', 'junit.stdout.xml');
  const what = 'expected Catch2 benchmark results: run the benchmarks with `--reporter xml` (or give benchgate the console output)';

  it('--reporter json: detected as Catch2, refused saying it holds no benchmarks and to use --reporter xml', () => {
    expect(catch2.detect(json)).toBe('yes');
    expect(parseError(json).message).toBe(`catch2: catch2/other-reporters/v3/json.stdout.json: $: ${what}, found "a JSON reporter report (--reporter json), which holds no benchmark results"`);
  });

  it('--reporter junit: refused saying it holds no benchmarks and to use --reporter xml', () => {
    expect(parseError(junit).message).toBe(`catch2: catch2/other-reporters/v3/junit.stdout.xml: $: ${what}, found "a JUnit report (--reporter junit), which holds no benchmark results"`);
  });
});

describe('catch2 adapter: a test spec that matched no test case (real v2.13.10 runs, fixtures no-match/)', () => {
  it('XML and console: the error names the spec, not only "no benchmark results"', () => {
    for (const file of ['xml.stdout.xml', 'console.stdout.txt']) {
      const input = fixtureInput('catch2', 'no-match', file);
      expect(catch2.detect(input), file).toBe('yes'); // auto-detection gets the same message
      const message = parseError(input).message;
      expect(message, file).toContain("no test case matched the test spec '[!benchmark]'");
      expect(message, file).toContain(`catch2/no-match/${file}`);
    }
  });
});

describe('catch2 console with --durations yes (real Catch2 2.13.10 runs, fixtures durations/)', () => {
  it('the `<seconds> s: <test case>` line after a table ends it: every benchmark is read, as without the duration lines', () => {
    for (const file of ['dur.txt', 'multi_dur.txt']) {
      const input = fixtureInput('catch2', 'durations', file);
      const withDurations = catch2.parse(input).benchmarks;
      // The same output with the duration lines taken out (derived here) is what was read before.
      const without = catch2.parse({ files: input.files.map((f) => ({ ...f, text: f.text.replace(/^\d+\.\d{3} s: .*\n/gm, '') })) }).benchmarks;
      expect(withDurations.length, file).toBeGreaterThan(0);
      expect(withDurations, file).toEqual(without);
    }
    expect(catch2.parse(fixtureInput('catch2', 'durations', 'multi_dur.txt')).benchmarks).toHaveLength(12);
  });
});

describe('catch2 XML: a REQUIRE failing inside a BENCHMARK body (real Catch2 2.13.10 run, fixture require-in-benchmark/)', () => {
  it('that benchmark is kept as failed with its expression, and the test case Catch2 nests after it is read', () => {
    const out = catch2.parse(fixtureInput('catch2', 'require-in-benchmark', 'req.xml')).benchmarks;
    expect(out.map((b) => [b.name, b.status])).toEqual([['req inside', 'failed'], ['after check', 'failed']]);
    expect(out[0]!.error).toBe('assertion failed at t6.cpp:5: r == -5');
    // `after check` measured (10.441 ns), in a test case whose CHECK failed: kept, marked failed.
    expect(out[1]!.metrics.time).toMatchObject({ value: 10.441, n: 5 });
    expect(out[1]!.error).toMatch(/^test case "Check fails" failed: assertion failed at t6\.cpp:9/);
  });
});
