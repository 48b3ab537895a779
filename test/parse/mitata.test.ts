import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { logStandardError } from '../../src/compare/process-noise';
import type { ParseInput, SourceFile } from '../../src/parse/adapter';
import { mitata } from '../../src/parse/mitata';
import { ADAPTERS, detectAdapter } from '../../src/parse/registry';
import { derived } from '../helpers/adapter-test';
import { FIXTURES, fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';

const DIR = 'mitata';
// The captures are kept gzipped (SOURCE.md): each is mostly mitata's own no-op calibration samples.
const text = (variant: string): string => gunzipSync(readFileSync(join(FIXTURES, DIR, variant, 'mitata.json.gz'))).toString('utf8');
const file = (variant: string): SourceFile => ({ path: `${DIR}/${variant}/mitata.json`, text: text(variant) });
const input = (variant: string): ParseInput => ({ files: [file(variant)] });
const NAMES = ['checksum', 'encode'].flatMap((g) => [1024, 10240, 102400].flatMap((n) => ['impl_a', 'impl_b'].map((i) => `${g}/${i}/${n}`)));

const results = (variant: string) => resultsFrom([{ name: 'js', harness: 'mitata', input: input(variant) }]);

describe('mitata detection', () => {
  // Every adapter's detection over three 30 MB captures: seconds alone, far more beside CI's other files.
  it('claims its JSON, and only mitata does; its console report only as maybe, with its reason under auto-detect', { timeout: 120_000 }, () => {
    for (const v of ['base', 'head', 'edge']) expect(ADAPTERS.filter((a) => a.detect(input(v)) === 'yes').map((a) => a.id), v).toEqual(['mitata']);
    const console = fixtureInput(DIR, 'base', 'console.stdout.txt');
    expect(mitata.detect(console)).toBe('maybe');
    // Auto-detect said only "no harness recognises this output"; with --harness mitata the way to the JSON.
    expect(() => detectAdapter(console)).toThrow(/it might be mitata, which says: .*run with `await run\(\{ format: 'json' \}\)`/);
    expect(mitata.detect(fixtureInput('tinybench', 'base', 'tinybench-results.json'))).toBe('no');
  });
});

describe("mitata JSON (real: mitata 1.0.34, run({ format: 'json' }), fixture base/)", () => {
  const doc = JSON.parse(text('base'));
  const out = mitata.parse(input('base'));

  it('every run of every benchmark, by its name; `.args()` runs keep their arguments as params; groups from the layout', () => {
    expect(out.benchmarks.map((b) => b.name)).toEqual([...NAMES, 'sort 100', 'sort 10000']);
    expect(out.benchmarks.find((b) => b.name === 'sort 10000')).toMatchObject({ params: { n: '10000' } });
    expect(out.benchmarks.find((b) => b.name === 'sort 100')!.group).toBeUndefined();
    expect(out.benchmarks[0]!.group).toBe('checksum');
    expect(out.benchmarks.find((b) => b.name === 'encode/impl_b/102400')!.group).toBe('encode');
  });

  it('time: the median (p50) in ns, every sample, min/max and the samples\' σ; heap: bytes per iteration, never exact', () => {
    const stats = doc.benchmarks[0].runs[0].stats;
    const b = out.benchmarks[0]!;
    expect(b.metrics.time).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', value: stats.p50, n: stats.samples.length });
    expect(b.metrics.time!.samples).toEqual(stats.samples);
    expect(b.metrics.time!.spread).toMatchObject({ min: stats.min, max: stats.max });
    expect(b.metrics.time!.spread!.stddev).toBeGreaterThan(0);
    expect(b.metrics.memory).toEqual({ unit: 'B', direction: 'smaller', value: stats.heap.avg, statistic: 'mean', n: stats.heap._, spread: { min: stats.heap.min, max: stats.heap.max }, exact: false });
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    const f = file('base');
    expect(mitata.parse(derived(f, `\u001b[0m${f.text}\r\n`))).toEqual(out);
  });

  it('survives the shared fuzz mutations', { timeout: 300_000 }, () => {
    // A real file is 30 MB (mitata's own calibration samples): fewer mutations than the default, each a whole parse.
    fuzzAdapter(mitata, [input('edge')], 25);
  });
});

describe('mitata: edge cases (real, fixture edge/)', () => {
  it('a benchmark that threw is kept, failed, with its message; one name in two groups is prefixed with each group; top level has no group', () => {
    const out = mitata.parse(input('edge'));
    expect(out.benchmarks.map((b) => [b.name, b.group, b.status])).toEqual([
      ['top level', undefined, undefined],
      ['parse > same name', 'parse', undefined],
      ['throws', 'parse', 'failed'],
      ['stringify > same name', 'stringify', undefined],
    ]);
    expect(out.benchmarks[2]).toMatchObject({ error: 'boom: input exhausted', metrics: {} });
    expect(out.warnings).toEqual(['throws threw: boom: input exhausted']);
  });

  it('its console report is refused, saying how to get the JSON', () => {
    const e = catchParseError(() => mitata.parse(fixtureInput(DIR, 'base', 'console.stdout.txt')));
    expect(e.message).toContain('mitata/base/console.stdout.txt');
    expect(e.message).toContain("run with `await run({ format: 'json' })`");
  });

  it('a sample that is not a number names its path', () => {
    const doc = JSON.parse(text('edge'));
    doc.benchmarks[0].runs[0].stats.samples[3] = 'slow';
    const e = catchParseError(() => mitata.parse(derived(file('edge'), JSON.stringify(doc))));
    expect(e.message).toContain('benchmarks[0].runs[0].stats.samples[3]');
  });
});

describe('mitata: one name in every group (real: destr 2.0.5, fixture destr/)', () => {
  const destr = (): ParseInput => ({ files: [{ path: `${DIR}/destr/stdout.txt`, text: gunzipSync(readFileSync(join(FIXTURES, DIR, 'destr', 'stdout.txt.gz'))).toString('utf8') }] });

  it('each is prefixed with its group, so it pairs by group; names no other group has would stay bare', () => {
    const out = mitata.parse(destr());
    expect(out.benchmarks).toHaveLength(30);
    // Before: `destr`, `destr (2)` … `destr (6)`, numbered in the order the groups ran.
    expect(out.benchmarks.slice(0, 6).map((b) => [b.name, b.group])).toEqual([
      ['Non-string fallback > destr', 'Non-string fallback'],
      ['Non-string fallback > JSON.parse', 'Non-string fallback'],
      ['Non-string fallback > safeDestr', 'Non-string fallback'],
      ['Non-string fallback > sjson', 'Non-string fallback'],
      ['Non-string fallback > @hapi/bourne', 'Non-string fallback'],
      ['Known values > destr', 'Known values'],
    ]);
    expect(out.benchmarks.filter((b) => !b.name.startsWith(`${b.group} > `))).toEqual([]);
    expect(out.benchmarks[3]).toMatchObject({ status: 'failed', error: 'text.charCodeAt is not a function' });
    expect(out.benchmarks[0]!.metrics.time).toMatchObject({ unit: 'ns', statistic: 'median', n: 39332 });
  });

  it('a run without its first group pairs each benchmark with its own group (derived: that group left out)', () => {
    const text = destr().files[0]!.text;
    const start = text.indexOf('{"layout"');
    const end = text.indexOf('\n', start);
    const doc = JSON.parse(text.slice(start, end));
    doc.benchmarks = doc.benchmarks.filter((b: { group: number }) => doc.layout[b.group].name !== 'Non-string fallback');
    const fewer = mitata.parse(derived(destr().files[0]!, JSON.stringify(doc)));
    const all = new Map(mitata.parse(destr()).benchmarks.map((b) => [b.name, b.metrics.time?.value]));
    // Numbered, `destr (2)` (Known values) of the full run met `destr (2)` (plain string (short)) of this one.
    for (const b of fewer.benchmarks) expect(all.get(b.name), b.name).toBe(b.metrics.time?.value);
    expect(fewer.benchmarks[0]!.name).toBe('Known values > destr');
  });
});

describe('mitata verdicts, one process a side', () => {
  const options = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
  const called = (a: string, b: string) =>
    compareRuns(results(a), results(b), options).rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.metric} ${r.verdict}`);

  it('the A/A pair: nothing called', () => {
    expect(called('base', 'base2')).toEqual([]);
  });

  it('head: the planted +30 % and the allocation that came with it are called; no other row', () => {
    expect(called('base2', 'head')).toEqual(['checksum/impl_a/10240 time regressed', 'checksum/impl_a/10240 memory regressed']);
  });

  it('a median between two modes moves between processes: its error comes from the order statistics around it, not a normal σ', () => {
    // encode/impl_b/102400: about half its samples at 2.1 ms and half at 4.3 ms (GC); its median went from 4.24 ms
    // (base2) to 2.60 ms (head), same code. The normal formula gave a 3 % error and the row was called −39 %.
    const m = results('head').suites[0]!.benchmarks.find((b) => b.name === 'encode/impl_b/102400')!.metrics.time!;
    const sorted = [...m.samples!].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.45)]! / 1e6).toBeLessThan(2.2);
    expect(sorted[Math.floor(sorted.length * 0.55)]! / 1e6).toBeGreaterThan(4);
    expect(logStandardError(m)).toBeGreaterThan(0.15);
  });
});

describe('mitata: a benchmark whose heap no sample measured (real, fixture heap-unmeasured/)', () => {
  it('its time is kept and its memory row left out, said in a warning; every other benchmark keeps its heap', () => {
    // `"heap":{"_":0,"total":0,"min":null,"max":null,"avg":null}`: the whole file was refused ("found \"null\"").
    const out = mitata.parse(input('heap-unmeasured'));
    expect(out.benchmarks.map((b) => b.name)).toEqual(['sort 2000', 'JSON.stringify', 'regex | match', 'map <set> ops', 'tiny add', 'array(10)', 'array(1000)']);
    const map = out.benchmarks.find((b) => b.name === 'map <set> ops')!;
    expect(Object.keys(map.metrics)).toEqual(['time']);
    expect(map.metrics.time!.value).toBeGreaterThan(0);
    expect(out.benchmarks.filter((b) => b.metrics.memory !== undefined)).toHaveLength(6);
    expect(out.warnings).toEqual([
      'mitata/heap-unmeasured/mitata.json: mitata measured the heap in none of the samples of map <set> ops (`heap.avg` null): no memory row for it in this run; a collection inside every sample does this, and another run usually measures it',
    ]);
  });
});

describe("mitata: a benchmark its own check finds optimized out (real, fixture optimized-out/)", () => {
  it('kept, with a warning naming it; the others, and a run where it measured above the check (heap-unmeasured/), get none', () => {
    const out = mitata.parse(input('optimized-out'));
    expect(out.benchmarks.find((b) => b.name === 'tiny add')!.metrics.time!.value).toBeLessThan(0.3);
    expect(out.warnings).toEqual([
      'mitata/optimized-out/mitata.json: tiny add: likely optimized out (dead code elimination), by mitata\'s own check (a mean under 1.42 × that of its empty function): its time is the harness\'s, not the code\'s; mitata\'s console marks it "!" (do_not_optimize() keeps a result alive)',
    ]);
    expect(mitata.parse(input('heap-unmeasured')).warnings!.filter((w) => w.includes('optimized out'))).toEqual([]);
  });
});

describe('mitata: the script printed a line before the JSON (real, fixture printed-before/)', () => {
  const input = fixtureInput(DIR, 'printed-before', 'mitata.stdout.txt');

  it('detected and read from its JSON line, every benchmark; the other line is said, not read', () => {
    // `setting up fixtures...` first: "no harness recognises this output", and with --harness a ParseError.
    expect(mitata.detect(input)).toBe('yes');
    const out = mitata.parse(input);
    expect(out.benchmarks).toHaveLength(11);
    expect(out.benchmarks.map((b) => b.name)).toContain('Map.get');
    expect(out.warnings).toEqual([
      expect.stringMatching(/mitata\.stdout\.txt: mitata's JSON read from line 2; the other lines \(before it: "setting up fixtures\.\.\."…\) are what the script printed, not results$/),
      // Its `obj[k]` is under mitata's own optimized-out check in this run (its console would mark it "!").
      expect.stringMatching(/mitata\.stdout\.txt: obj\[k\]: likely optimized out/),
    ]);
  });
});

describe('mitata 0.x JSON (real: unjs/rou3 0.5.1 on mitata 0.1.14, `run({ json: true })`, fixture rou3/)', () => {
  const rou3 = (variant: string): ParseInput => ({ files: [{ path: `${DIR}/rou3/${variant}/stdout.txt`, text: gunzipSync(readFileSync(join(FIXTURES, DIR, 'rou3', variant, 'stdout.txt.gz'))).toString('utf8') }] });
  const docOf = (variant: string) => JSON.parse(rou3(variant).files[0]!.text.split('\n')[0]!);

  it('claimed by mitata alone; each bench() with its group, its samples and median in ns', () => {
    // Before: "no harness recognises this output", and with --harness mitata "expected mitata's JSON".
    expect(ADAPTERS.filter((a) => a.detect(rou3('base')) === 'yes').map((a) => a.id)).toEqual(['mitata']);
    const out = mitata.parse(rou3('base'));
    const stats = docOf('base').benchmarks[1].stats;
    expect(out.benchmarks.map((b) => [b.name, b.group, b.status])).toEqual([
      ['rou3', 'param routes', undefined],
      ['rou3-find-all', 'param routes', undefined],
    ]);
    expect(out.benchmarks[1]!.metrics.time).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', value: 902, n: 73065, spread: { min: 721, max: 41263795 } });
    expect(out.benchmarks[1]!.metrics.time!.samples).toEqual(stats.samples);
    expect(out.benchmarks[0]!.metrics.memory).toBeUndefined();
    // What rou3 prints after run() (its tips) is not read, and not said: on every comment it was only noise.
    expect(out.warnings ?? []).toEqual([]);
  });

  it('a second JSON after the first (a second run()) is said, with its line (derived from base)', () => {
    const [first, ...rest] = rou3('base').files[0]!.text.split('\n');
    const out = mitata.parse(derived(rou3('base').files[0]!, [first, ...rest, first].join('\n')));
    expect(out.benchmarks).toHaveLength(2);
    const line = rest.length + 2;
    expect(out.warnings).toEqual([`mitata/rou3/base/stdout.txt: a second mitata JSON at line ${line} is not read (one \`run()\` an output file: write each run's JSON to a file of its own, and name both in \`output.files\`)`]);
  });

  it('an unnamed group() is no group; a benchmark that threw is kept, failed (derived from base)', () => {
    const doc = docOf('base');
    doc.benchmarks[0].group = '$mitata_group1';
    doc.benchmarks[1] = { ...doc.benchmarks[1], stats: undefined, error: { stack: 'Error: boom', message: 'boom' } };
    const out = mitata.parse(derived(rou3('base').files[0]!, JSON.stringify(doc)));
    expect(out.benchmarks.map((b) => [b.name, b.group, b.status, b.error])).toEqual([
      ['rou3', undefined, undefined, undefined],
      ['rou3-find-all', 'param routes', 'failed', 'boom'],
    ]);
  });

  it('the A/A pair (two runs of the same code): nothing called', () => {
    const options = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
    const of = (v: string) => resultsFrom([{ name: 'js', harness: 'mitata', input: rou3(v) }]);
    const rows = compareRuns(of('base'), of('base2'), options).rows;
    expect(rows.map((r) => r.benchmark)).toEqual(['rou3', 'rou3-find-all']);
    expect(rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });

  it("its console report is refused, saying how mitata 0.x prints its JSON", () => {
    const console = { files: [{ path: `${DIR}/rou3/console.stdout.txt`, text: readFileSync(join(FIXTURES, DIR, 'rou3', 'console.stdout.txt'), 'utf8') }] };
    expect(mitata.detect(console)).toBe('maybe');
    const e = catchParseError(() => mitata.parse(console));
    expect(e.message).toContain('await run({ json: true })');
  });
});

describe('mitata 0.1.6 JSON: no samples, their count `n` (real: honojs/hono benchmarks/query-param, fixture hono-query-param/)', () => {
  it('28 benchmarks of 7 groups named by JSON strings; the mean with its count, min and max', () => {
    const out = mitata.parse(fixtureInput(DIR, 'hono-query-param', 'stdout.txt'));
    expect(out.benchmarks).toHaveLength(28);
    expect(out.benchmarks[0]!.name).toBe('{"url":"http://example.com/?page=1","key":"page"} > hono');
    // npm's banner before the JSON line is no line of the script's (before: "mitata's JSON read from line 5…").
    expect(out.warnings).toBeUndefined();
    // Before: n left out, where mitata printed "n":435.
    expect(out.benchmarks[0]!.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', statistic: 'mean', value: 117.69810804597702, n: 435, spread: { min: 79.3041, max: 234.0181 } });
  });
});

describe('mitata: 200,000 blank lines added where the output has a blank line (derived from real fixtures)', () => {
  const FLOOD = 200_000;
  /** The text with FLOOD blank lines added after its line `after`, a blank line of the capture. */
  const flood = (text: string, after: number): string => {
    expect(text.split('\n')[after - 1], `line ${after}`).toBe('');
    return withBlankLines(text, after, FLOOD);
  };
  const gz = (...path: string[]): SourceFile => ({ path: `${DIR}/${path.join('/')}`, text: gunzipSync(readFileSync(join(FIXTURES, DIR, ...path))).toString('utf8') });

  it('after the JSON line, where rou3 prints one before its tips (rou3/base/): the same benchmarks and warning', () => {
    const file = gz('rou3', 'base', 'stdout.txt.gz');
    const flooded = derived(file, flood(file.text, 2));
    expect(mitata.detect(flooded)).toBe('yes');
    expect(mitata.parse(flooded)).toEqual(mitata.parse({ files: [file] }));
  });

  it('between the groups of a console report (rou3/console.stdout.txt): refused the same way, naming its first line', () => {
    const input = fixtureInput(DIR, 'rou3', 'console.stdout.txt');
    const flooded = derived(input.files[0]!, flood(input.files[0]!.text, 10));
    expect(catchParseError(() => mitata.parse(flooded)).message).toBe(catchParseError(() => mitata.parse(input)).message);
  });

  // Before, each was refused: the JSON was looked for in the first 64 KiB only, all blank lines.
  it("between npm's banner and the JSON (hono-query-param/, npm's blank line): detected, the same benchmarks", () => {
    const input = fixtureInput(DIR, 'hono-query-param', 'stdout.txt');
    const flooded = derived(input.files[0]!, flood(input.files[0]!.text, 4));
    expect(mitata.detect(flooded)).toBe('yes');
    expect(mitata.parse(flooded)).toEqual(mitata.parse(input));
  });

  it("among the build's lines before the JSON (destr/, unbuild's blank line): the same benchmarks; the JSON named at its line in the file", () => {
    const file = gz('destr', 'stdout.txt.gz');
    const out = mitata.parse(derived(file, flood(file.text, 16)));
    const original = mitata.parse({ files: [file] });
    expect(out.benchmarks).toEqual(original.benchmarks);
    expect(original.warnings?.[0]).toMatch(/: mitata's JSON read from line 19; the other lines \(before it: "> destr@2\.0\.5 build /);
    expect(out.warnings).toEqual(original.warnings!.map((w) => w.replace('line 19;', `line ${19 + FLOOD};`)));
  });

  it('after the first lines of a console report (rou3/console.stdout.txt, its blank line 3): still its console report, and said so', () => {
    const input = fixtureInput(DIR, 'rou3', 'console.stdout.txt');
    const flooded = derived(input.files[0]!, flood(input.files[0]!.text, 3));
    expect(mitata.detect(flooded)).toBe('maybe');
    expect(catchParseError(() => mitata.parse(flooded)).message).toBe(catchParseError(() => mitata.parse(input)).message);
  });
});
