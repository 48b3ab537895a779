import { describe, expect, it } from 'vitest';
import type { ParseInput } from '../../src/parse/adapter';
import { jmh } from '../../src/parse/jmh';
import { fixtureFile, fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { benchmarkNamed, derived } from '../helpers/adapter-test';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns, UNBOUNDED_ERROR } from '../../src/compare/compare-runs';
import { studentTQuantile } from '../../src/compare/stats/distributions';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { removeRunFactors } from '../../src/compare/run-factors';
import { mergeRuns } from '../../src/model/merge-runs';

const us = (micros: number): number => micros * 1e3;
/**
 * A console row's spread: JMH's ± and the 99.9 % interval it is the half-width of (score ± error), in the
 * metric's unit, and the standard error it is t(0.9995, n − 1) times (checked against JMH's printed stdev below).
 */
const consoleSpread = (score: number, error: number, factor: number, n: number) => ({
  error: error * factor,
  ci: { lower: (score - error) * factor, upper: (score + error) * factor, level: 0.999 },
  sem: (error * factor) / studentTQuantile(0.9995, n - 1),
});
const byName = (input: ParseInput, name: string) => benchmarkNamed(jmh, input, name);

const parseError = catchParseError;

describe('jmh -rf json (JMH 1.37, real fixtures)', () => {
  const base = fixtureInput('jmh', 'base', 'out.json');
  const head = fixtureInput('jmh', 'head', 'out.json');

  it('names each @Param combination like the console and keeps the params', () => {
    const names = jmh.parse(base).benchmarks.map((b) => b.name);
    expect(names).toHaveLength(14);
    expect(names.slice(0, 4)).toEqual([
      'bench.ThroughputBench.sort_4096',
      'bench.CodecBench.checksum_impl_a:size=1024',
      'bench.CodecBench.checksum_impl_a:size=10240',
      'bench.CodecBench.checksum_impl_a:size=102400',
    ]);
    expect(new Set(names).size).toBe(14);
    expect(byName(base, 'bench.CodecBench.encode_impl_b:size=102400').params).toEqual({ size: '102400' });
    expect(byName(base, 'bench.ThroughputBench.sort_4096').params).toBeUndefined();
  });

  it('avgt: score in ns with error, 99.9 % interval, min/max and every iteration', () => {
    const t = byName(base, 'bench.CodecBench.checksum_impl_a:size=1024').metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'score', n: 3 });
    expect(t.value).toBe(us(6.045820088634223));
    expect(t.spread).toEqual({
      error: us(2.7012456660287456),
      ci: { lower: us(3.344574422605477), upper: us(8.747065754662968), level: 0.999 },
      min: us(5.880314990456614),
      max: us(6.1657090136159205),
    });
    expect(t.samples).toEqual([us(6.1657090136159205), us(5.880314990456614), us(6.091436261830133)]);
    expect(byName(head, 'bench.CodecBench.checksum_impl_a:size=10240').metrics.time!.value).toBe(us(78.4796324942596));
    expect(byName(head, 'bench.CodecBench.checksum_impl_a:size=102400').metrics.time!.samples![0]).toBe(us(669.57276));
  });

  it('thrpt: throughput in ops/s, bigger is better, negative lower bound kept', () => {
    const b = byName(base, 'bench.ThroughputBench.sort_4096');
    expect(Object.keys(b.metrics)).toEqual(['throughput']);
    const t = b.metrics.throughput!;
    expect(t).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 3199.314814578369, n: 3 });
    expect(t.spread!.ci).toEqual({ lower: -5431.966823873478, upper: 11830.596453030215, level: 0.999 });
    expect(t.samples).toEqual([2653.0228723051614, 3469.892385796554, 3475.0291856333915]);
  });

  it('sample: histogram expanded into every sample, percentiles kept as secondary metrics', () => {
    const b = byName(base, 'bench.ThroughputBench.sort_4096_sampled');
    const t = b.metrics.time!;
    expect(t.value).toBe(us(319.12263036649193));
    expect(t.n).toBe(1910);
    expect(t.samples).toHaveLength(1910);
    expect(t.spread!.min).toBe(us(208.89600000000002));
    expect(t.spread!.max).toBe(us(7962.624));
    expect(Math.min(...t.samples!)).toBe(us(208.89600000000002));
    expect(b.metrics['p0.50']).toMatchObject({ unit: 'ns', value: us(307.2), statistic: 'other' });
    expect(b.metrics['p0.50']!.spread!.error).toBeUndefined(); // "NaN" in the file
    const h = byName(head, 'bench.ThroughputBench.sort_4096_sampled').metrics.time!;
    expect(h.n).toBe(2416);
    expect(h.samples).toHaveLength(2416);
    expect(h.value).toBe(us(252.11856953642382));
  });

  it('keeps percentiles only (and warns) when the histogram is too large (derived: one count raised)', () => {
    const file = fixtureFile('jmh', 'base', 'out.json');
    const doc = JSON.parse(file.text);
    doc[13].primaryMetric.rawDataHistogram[0][0][0][1] = 5_000_000;
    const out = jmh.parse(derived(file, JSON.stringify(doc)));
    const t = out.benchmarks[13]!.metrics.time!;
    expect(t.samples).toBeUndefined();
    expect(t.n).toBeGreaterThan(5_000_000);
    expect(out.warnings?.[0]).toMatch(/^bench\.ThroughputBench\.sort_4096_sampled: \d+ SampleTime samples not expanded/);
  });

  it('60,000 sampled results each over the sample limit: a warning each, in linear time (derived: one result repeated)', () => {
    // Each warning searched the ones before it for a repeat: 20,000 took 3.1 s, 60,000 about 30 s.
    const N = 60_000;
    const file = fixtureFile('jmh', 'base', 'out.json');
    const one = JSON.parse(file.text)[13];
    one.primaryMetric.rawDataHistogram = [[[[one.primaryMetric.score, 5_000_000]]]];
    const text = JSON.stringify(Array.from({ length: N }, (_, i) => ({ ...one, secondaryMetrics: {}, benchmark: `${one.benchmark}${i}` })));
    const started = performance.now();
    const out = jmh.parse(derived(file, text));
    expect(performance.now() - started).toBeLessThan(10_000); // linear: about a second idle
    expect(out.benchmarks).toHaveLength(N);
    expect(out.warnings).toHaveLength(N);
    expect(out.warnings?.[N - 1]).toMatch(new RegExp(`^bench\\.ThroughputBench\\.sort_4096_sampled${N - 1}: 5000000 SampleTime samples not expanded`));
  }, 120_000);

  it('maps gc.alloc.rate.norm to memory and keeps profiler metrics by name (derived: secondary metrics added)', () => {
    const file = fixtureFile('jmh', 'base', 'out.json');
    const doc = JSON.parse(file.text);
    const metric = (score: number, unit: string) => ({ score, scoreError: 'NaN', scoreConfidence: ['NaN', 'NaN'], scorePercentiles: {}, scoreUnit: unit, rawData: [[score]] });
    doc[1].secondaryMetrics = { '·gc.alloc.rate.norm': metric(48.0, 'B/op'), '·gc.count': metric(2, 'counts'), '·gc.alloc.rate': metric(10, 'MB/sec') };
    const b = jmh.parse(derived(file, JSON.stringify(doc))).benchmarks[1]!;
    expect(b.metrics.memory).toMatchObject({ unit: 'B', direction: 'smaller', value: 48 });
    expect(b.metrics['gc.alloc.rate.norm']).toEqual(b.metrics.memory);
    expect(b.metrics['gc.count']).toMatchObject({ unit: 'counts', direction: 'smaller', value: 2 });
    expect(b.metrics['gc.alloc.rate']).toMatchObject({ unit: 'B/s', direction: 'smaller', value: 10 * 1024 * 1024 });
  });

  it('converts every JMH time and throughput unit', () => {
    const file = fixtureFile('jmh', 'base', 'out.json');
    for (const [unit, factor] of [['ns/op', 1], ['ms/op', 1e6], ['s/op', 1e9]] as const) {
      const doc = JSON.parse(file.text);
      doc[1].primaryMetric.scoreUnit = unit;
      expect(jmh.parse(derived(file, JSON.stringify(doc))).benchmarks[1]!.metrics.time!.value).toBe(6.045820088634223 * factor);
    }
    for (const [unit, factor] of [['ops/us', 1e6], ['ops/ms', 1e3], ['ops/ns', 1e9]] as const) {
      const doc = JSON.parse(file.text);
      doc[0].primaryMetric.scoreUnit = unit;
      expect(jmh.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.throughput!.value).toBe(3199.314814578369 * factor);
    }
  });
});

describe('jmh -rf json with several forks (JMH 1.37, real fixtures jmh/forks)', () => {
  const forksOf = (file: string): number[][][] => (JSON.parse(fixtureFile('jmh', 'forks', file).text) as { primaryMetric: { rawData: number[][] } }[]).map((r) => r.primaryMetric.rawData);
  const mean = (xs: number[]): number => xs.reduce((a, x) => a + x, 0) / xs.length;

  it('each fork is a run (its mean, as JMH scores it); the iterations stay the samples', () => {
    const out = jmh.parse(fixtureInput('jmh', 'forks', 'base.json'));
    const raw = forksOf('base.json');
    expect(out.benchmarks.map((b) => b.name)).toEqual(['bg.Multi.hash:k=1,label=a b', 'bg.Multi.hash:k=1,label=x,y', 'bg.Multi.hash:k=-5,label=a b', 'bg.Multi.hash:k=-5,label=x,y']);
    out.benchmarks.forEach((b, i) => {
      const time = b.metrics.time!;
      expect(time.runs).toHaveLength(3);
      raw[i]!.forEach((fork, j) => expect(time.runs![j]).toBeCloseTo(mean(fork), 12));
      expect(time.samples).toEqual(raw[i]!.flat());
      // JMH's score is the mean of all iterations: of the forks' means, with equal iterations a fork.
      expect(mean(time.runs!)).toBeCloseTo(time.value, 9);
    });
  });

  it('SampleTime: the mean of each fork’s histogram is its run; SingleShotTime: of its shots; percentiles have none', () => {
    const out = jmh.parse(fixtureInput('jmh', 'forks', 'sample-ss.json'));
    const sample = out.benchmarks.find((b) => b.name === 'bg.MyBench.sumLoop:size=10 (sample)')!;
    // Fork 2 held one iteration at 1.90 µs a call against 0.05–0.08 µs in the others (fork means 52.5 and 597 ns).
    expect(sample.metrics.time!.runs!.map((r) => Math.round(r * 10) / 10)).toEqual([52.5, 597.2]);
    expect(sample.metrics.time!.value).toBeCloseTo(320.1987, 3);
    expect(sample.metrics['p0.50']!.runs).toBeUndefined();
    const shot = out.benchmarks.find((b) => b.name === 'bg.MyBench.sumLoop:size=10 (ss)')!;
    expect(shot.metrics.time!.runs).toHaveLength(2);
    expect(mean(shot.metrics.time!.runs!)).toBeCloseTo(shot.metrics.time!.value, 6);
  });

  it('fork j of one benchmark and of another are different JVMs: no per-run common factor is taken out; a repeat adds its forks', () => {
    // Derived: base's and head's results in one suite (8 benchmarks with 3 forks each, over the 5 a factor needs).
    const b = jmh.parse(fixtureInput('jmh', 'forks', 'base.json')).benchmarks;
    const h = jmh.parse(fixtureInput('jmh', 'forks', 'head.json')).benchmarks.map((x) => ({ ...x, name: `${x.name} (head)` }));
    expect(removeRunFactors({ name: 'jmh', harness: 'jmh', status: 'ok', benchmarks: [...b, ...h] }).removed).toEqual([]);
    const side = (f: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'forks', f) }]);
    expect(mergeRuns([side('base.json'), side('head.json')]).suites[0]!.benchmarks[0]!.metrics.time!.runs).toHaveLength(6);
  });

  it('the console tables of the same A/A runs call nothing either: an error half the score or more bounds no change', () => {
    // 12.032 ± 57.763 ns/op (sem 8.41 over 6 iterations: one 53 ns iteration among 1.5 ns ones) against 1.809 ± 2.070
    // was called +565 % "slower", and 1.821 ± 1.056 against 8.915 ± 36.2 "faster", where the JSON's forks say ❔.
    const side = (f: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'forks', f) }]);
    const c = compareRuns(side('base.stdout.txt'), side('head.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => r.benchmark)).toEqual([]);
    const wide = c.rows.find((r) => r.benchmark === 'Multi.hash:k=1,label=a b' && r.metric === 'time')!;
    expect(wide.ratio).toBeCloseTo(12.032 / 1.809, 6);
    expect(wide).toMatchObject({ verdict: 'inconclusive', note: UNBOUNDED_ERROR });
    expect(wide.ci).toBeUndefined();
  });

  it('two runs’ files given to one suite: both kept, the second as "(2)", with a warning to give one file a side', () => {
    const out = jmh.parse({ files: [fixtureFile('jmh', 'forks', 'base.json'), fixtureFile('jmh', 'forks', 'head.json')] });
    expect(out.benchmarks.map((b) => b.name)).toHaveLength(8);
    expect(out.benchmarks[4]!.name).toBe('bg.Multi.hash:k=1,label=a b (2)');
    expect(out.warnings).toEqual([
      'jmh/forks/base.json, jmh/forks/head.json: 4 benchmarks appear in more than one of these files, as in runs of one suite saved apart (a JMH run writes a file of its own): each is kept, the later ones named "(2)", "(3)"…; to compare two runs, give one file a side',
    ]);
  });

  it('an A/A pair of 3 forks a side is compared on its forks (n counts runs), and nothing is called', () => {
    const side = (f: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'forks', f) }]);
    for (const baselineKind of ['stored', 'same-job'] as const) {
      const c = compareRuns(side('base.json'), side('head.json'), compareOptionsFor(undefined, {}, { baselineKind }));
      const time = c.rows.filter((r) => r.metric === 'time');
      expect(time).toHaveLength(4);
      for (const r of time) {
        // n counts the forks, and the centres compared are the geometric means of their runs.
        expect(r.n, baselineKind).toEqual([3, 3]);
        expect(r.centre, baselineKind).toBe('geomean-runs');
        expect(r.verdict, `${baselineKind} ${r.benchmark}`).toBe('inconclusive');
      }
    }
  });
});

describe('jmh console table (real fixtures)', () => {
  it('reads the summary table with its own short names, params, counts and errors', () => {
    const input = fixtureInput('jmh', 'head', 'jmh.stdout.txt');
    const out = jmh.parse(input);
    expect(out.benchmarks).toHaveLength(14);
    expect(byName(input, 'ThroughputBench.sort_4096').metrics.throughput).toEqual({
      unit: 'ops/s', direction: 'bigger', value: 3380.073, statistic: 'score', n: 3, resolution: 0.001, spread: consoleSpread(3380.073, 6604.975, 1, 3),
    });
    const a = byName(input, 'CodecBench.checksum_impl_a:size=102400');
    expect(a.params).toEqual({ size: '102400' });
    expect(a.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: us(654.628), statistic: 'score', n: 3, resolution: 1, spread: consoleSpread(654.628, 394.684, 1e3, 3) });
    const s = byName(input, 'ThroughputBench.sort_4096_sampled');
    expect(s.metrics['p0.99']).toEqual({ unit: 'ns', direction: 'smaller', value: us(371.267), statistic: 'other', resolution: 1 });
    expect(s.metrics['p1.00']!.value).toBe(us(6127.616));
    const b = byName(fixtureInput('jmh', 'base', 'jmh.stdout.txt'), 'ThroughputBench.sort_4096_sampled').metrics.time!;
    expect(b).toEqual({ unit: 'ns', direction: 'smaller', value: us(319.123), statistic: 'score', n: 1910, resolution: 1, spread: consoleSpread(319.123, 17.416, 1e3, 1910) });
  });

  it('reports a benchmark that threw as failed (derived: a <failure> injected, its row removed)', () => {
    const file = fixtureFile('jmh', 'base', 'jmh.stdout.txt');
    const text = file.text
      .replace('Iteration   1: 6.166 us/op', 'Iteration   1: <failure>\n\njava.lang.IllegalStateException: boom\n\tat bench.CodecBench.checksum_impl_a(CodecBench.java:40)')
      .replace(/^CodecBench\.checksum_impl_a\s+1024 .*\n/m, '');
    const out = jmh.parse(derived(file, text));
    const failed = out.benchmarks.find((b) => b.status === 'failed');
    // Named as the table names the benchmark's other points (and the same benchmark in a run where it passed).
    expect(failed).toEqual({
      name: 'CodecBench.checksum_impl_a:size=1024', params: { size: '1024' }, status: 'failed',
      error: 'java.lang.IllegalStateException: boom', metrics: {},
    });
    expect(out.benchmarks).toHaveLength(14);
  });

  it('reads JMH\'s "≈ 10⁻⁴" for tiny scores (derived row)', () => {
    const file = fixtureFile('jmh', 'base', 'jmh.stdout.txt');
    const text = file.text.replace(/3199\.315 ±\s+8631\.282 {2}ops\/s/, '≈ 10⁻⁴           ops/s');
    expect(jmh.parse(derived(file, text)).benchmarks[0]!.metrics.throughput!.value).toBe(1e-4);
  });
});

describe('jmh -prof gc, modes sample and ss (real fixtures edge-en/, edge-ru/)', () => {
  const en = fixtureInput('jmh', 'edge-en', 'jmh.stdout.txt');

  it('reads a console score of zero, printed as "≈ 0" (gc.count with no collection)', () => {
    const sum = byName(en, 'EdgeBench.sum:kind=array,n=16 (thrpt)');
    expect(sum.metrics['gc.count']).toEqual({ unit: 'counts', direction: 'smaller', value: 0, statistic: 'score', n: 3, resolution: 0.001, exact: false });
    expect(sum.metrics['throughput']).toMatchObject({ value: 189.728e6, spread: { error: 679.129e6 }, n: 3 });
    expect(sum.metrics['gc.alloc.rate.norm']!.value).toBeCloseTo(1e-4, 12);
    expect(byName(en, 'EdgeBench.single:kind=list,n=256').metrics['time']).toEqual({
      unit: 'ns', direction: 'smaller', value: us(155.347), statistic: 'score', n: 3, resolution: 1, spread: consoleSpread(155.347, 785.582, 1e3, 3),
    });
    expect(jmh.parse(en).benchmarks).toHaveLength(20);
  });

  it('reads the decimal comma of a JVM in a Russian locale (JMH prints %.3f in the default locale, never grouped)', () => {
    const ru = fixtureInput('jmh', 'edge-ru', 'jmh.stdout.txt');
    expect(byName(ru, 'EdgeBench.sum:kind=array,n=16 (thrpt)').metrics['throughput']).toEqual({
      unit: 'ops/s', direction: 'bigger', value: 239.609e6, statistic: 'score', n: 3, resolution: 1000, spread: consoleSpread(239.609, 1466.128, 1e6, 3),
    });
    const alloc = byName(ru, 'EdgeBench.alloc:kind=list,n=256').metrics;
    expect(alloc['time']).toEqual({ unit: 'ns', direction: 'smaller', value: us(3.392), statistic: 'score', n: 8819, resolution: 1, spread: consoleSpread(3.392, 9.133, 1e3, 8819) });
    expect(alloc['p1.00']!.value).toBe(us(24313.856));
    expect(alloc['memory']!.value).toBe(1065.298);
    expect(alloc['gc.count']!.value).toBe(2);
  });

  it('a benchmark that threw is not in the JSON: given the console output too, it comes from its <failure>', () => {
    const files = [fixtureFile('jmh', 'edge-en', 'out.json'), fixtureFile('jmh', 'edge-en', 'jmh.stdout.txt')];
    const out = jmh.parse({ files });
    expect(out.benchmarks).toHaveLength(20);
    expect(out.benchmarks.filter((b) => b.status === 'failed')).toEqual(['array', 'list'].map((kind) => ({
      name: `bench.EdgeBench.fails:kind=${kind},n=256`, params: { kind, n: '256' }, status: 'failed',
      error: 'java.lang.IllegalStateException: fails on purpose for n=256', metrics: {},
    })));
    expect(jmh.parse({ files: [files[0]!] }).benchmarks).toHaveLength(18);
  });

  it('every benchmark threw: JMH writes an empty JSON array (exit 0), and the console says which and why (real all-threw)', () => {
    const json = fixtureFile('jmh', 'all-threw', 'jmh.json');
    const files = [json, fixtureFile('jmh', 'all-threw', 'jmh.stdout.txt')];
    // It was a parse error ("expected at least one benchmark result"), the suite failed without the cause.
    const out = jmh.parse({ files });
    expect(out.benchmarks.map((b) => [b.name, b.status, b.error])).toEqual([['ascii', 16], ['ascii', 1024], ['unicode ünï', 16], ['unicode ünï', 1024]].map(([flavour, rows]) => [
      `demo.bench.CodecBenchmarks.throwsForLarge:flavour=${flavour},rows=${rows}`, 'failed', `java.lang.IllegalStateException: too many rows: ${rows}`,
    ]));
    // The JSON alone still has nothing to give.
    expect(parseError(() => jmh.parse({ files: [json] })).message).toMatch(/expected at least one benchmark result/);
  });

  it('the JSON alone: the @Param points a method lacks where the rest of its class ran them are named in a warning (real edge-en, v1.19, v1.32)', () => {
    const warning = (out: { warnings?: string[] }) => out.warnings?.filter((w) => w.includes('no result for')) ?? [];
    const edge = fixtureFile('jmh', 'edge-en', 'out.json');
    expect(warning(jmh.parse({ files: [edge] }))).toEqual([
      'jmh/edge-en/out.json: no result for bench.EdgeBench.fails:kind=array,n=256, bench.EdgeBench.fails:kind=list,n=256, where other benchmarks of the class ran those @Param values: JMH leaves a benchmark that threw out of its JSON (its <failure> is only on the console, and the run exits 0); give the console output too (output: { files: [...], stdout: true }) to see it as failed',
    ]);
    for (const v of ['v1.19', 'v1.32']) {
      expect(warning(jmh.parse(fixtureInput('jmh', v, 'out.json'))), v).toEqual([expect.stringContaining(`jmh/${v}/out.json: no result for bench.OldBench.fails:n=256, where`)]);
    }
    // With the console beside it, the failures are benchmarks marked failed: nothing to warn about.
    expect(warning(jmh.parse({ files: [edge, fixtureFile('jmh', 'edge-en', 'jmh.stdout.txt')] }))).toEqual([]);
    // Runs where every method ran every point (params, modes, several files) warn of nothing.
    for (const input of [fixtureInput('jmh', 'base', 'out.json'), fixtureInput('jmh', 'param-space', 'jmh.json'), fixtureInput('jmh', 'samples', 'r1', 'groups', 'out.json')]) {
      expect(warning(jmh.parse(input))).toEqual([]);
    }
  });

  it('console only: a benchmark that threw is named as the table names its other points (without the shared package)', () => {
    const names = jmh.parse(en).benchmarks.map((b) => b.name);
    expect(names.filter((n) => n.includes('fails'))).toEqual(
      ['EdgeBench.fails:kind=array,n=256', 'EdgeBench.fails:kind=list,n=256', 'EdgeBench.fails:kind=array,n=16', 'EdgeBench.fails:kind=list,n=16'],
    );
    expect(byName(en, 'EdgeBench.fails:kind=list,n=256')).toMatchObject({ status: 'failed', error: 'java.lang.IllegalStateException: fails on purpose for n=256' });
  });

  it('gc.alloc.rate "MB/sec" is MiB per second (GCProfiler divides the bytes by 1024 twice), in JSON and console', () => {
    const json = jmh.parse(fixtureInput('jmh', 'edge-en', 'out.json')).benchmarks;
    const rate = json.find((b) => b.name === 'bench.EdgeBench.sum:kind=array,n=16 (thrpt)')!.metrics['gc.alloc.rate']!;
    expect(rate.unit).toBe('B/s');
    // Allocation pressure: more is worse, as more B/op is (a real -prof gc run read "bigger" as better before).
    expect(rate.direction).toBe('smaller');
    expect(rate.value).toBe(0.053690046725305536 * 1024 * 1024);
    expect(rate.samples![0]).toBe(0.05413695975529629 * 1024 * 1024);
    expect(byName(en, 'EdgeBench.sum:kind=array,n=16 (thrpt)').metrics['gc.alloc.rate']).toMatchObject({
      unit: 'B/s', value: 0.054 * 1024 * 1024, spread: { error: 0.025 * 1024 * 1024 },
    });
  });
});

describe('older JMH (real fixtures v1.19/ with -prof gc, v1.32/; suite old-suite/)', () => {
  const PCTS = ['p0.00', 'p0.50', 'p0.90', 'p0.95', 'p0.99', 'p0.999', 'p0.9999', 'p1.00'];

  it('reads names, params, modes, scores and -prof gc\'s "·gc.*" metrics of JMH 1.19 in JSON and console alike', () => {
    const json = fixtureInput('jmh', 'v1.19', 'out.json');
    const con = fixtureInput('jmh', 'v1.19', 'jmh.stdout.txt');
    expect(jmh.parse(json).benchmarks.map((b) => b.name)).toEqual([
      'bench.OldBench.sum:n=16 (thrpt)', 'bench.OldBench.sum:n=256 (thrpt)', 'bench.OldBench.fails:n=16',
      'bench.OldBench.sum:n=16 (avgt)', 'bench.OldBench.sum:n=256 (avgt)', 'bench.OldBench.alloc:n=16', 'bench.OldBench.alloc:n=256',
    ]);
    const j = byName(json, 'bench.OldBench.alloc:n=256');
    expect(j.params).toEqual({ n: '256' });
    expect(j.metrics.time).toMatchObject({ value: us(3.2773477161638294), n: 5933 });
    expect(j.metrics.memory!.value).toBe(1042.2958671003353);
    expect(j.metrics['gc.churn.G1_Eden_Space.norm']!.value).toBe(556.2421234109468);
    const c = byName(con, 'OldBench.alloc:n=256');
    expect(c.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: us(3.277), statistic: 'score', n: 5933, resolution: 1, spread: consoleSpread(3.277, 6.334, 1e3, 5933) });
    expect(c.metrics.memory!.value).toBe(1042.296);
    expect(c.metrics['gc.time']!.value).toBe(3e6);
    expect(Object.keys(c.metrics).sort()).toEqual(Object.keys(j.metrics).sort());
  });

  it('names SampleTime percentiles "p0.50" as JMH 1.37 does, not "alloc·p0.50" (JMH ≤ 1.32), and marks them percentiles', () => {
    for (const v of ['v1.19', 'v1.32']) {
      for (const [file, name] of [['out.json', 'bench.OldBench.alloc:n=16'], ['jmh.stdout.txt', 'OldBench.alloc:n=16']] as const) {
        const b = byName(fixtureInput('jmh', v, file), name);
        for (const p of PCTS) expect(b.metrics[p], `${v}/${file} ${p}`).toMatchObject({ unit: 'ns', statistic: 'other' });
        expect(Object.keys(b.metrics).filter((k) => k.includes('·')), `${v}/${file}`).toEqual([]);
        expect(b.metrics['p0.50']!.value, `${v}/${file}`).toBeCloseTo(us(0.03), 6);
      }
    }
    expect(byName(fixtureInput('jmh', 'v1.32', 'out.json'), 'bench.OldBench.alloc:n=256').metrics['p1.00']!.value).toBe(us(13.456));
  });

  it('a benchmark that threw is failed in both versions, from its <failure> on the console', () => {
    for (const v of ['v1.19', 'v1.32']) {
      const input: ParseInput = { files: [fixtureFile('jmh', v, 'out.json'), fixtureFile('jmh', v, 'jmh.stdout.txt')] };
      expect(byName(input, 'bench.OldBench.fails:n=256')).toMatchObject({ status: 'failed', error: 'java.lang.IllegalStateException: fails on purpose for n=256' });
    }
  });
});

describe('jmh profiler metrics whose rawData is not what the score is over (real fixtures prof-gc/, edge-en/, v1.19/)', () => {
  // JMH pads a secondary metric's missing iterations with 0 for its score (BenchmarkResult.getSecondaryResults,
  // ScalarResult.getZeroResult) but writes only the values that exist as rawData (JSONResultFormat); and
  // gc.count / gc.time are AggregationPolicy.SUM, so their score is the total, not the mean of the iterations.
  const prof = fixtureInput('jmh', 'prof-gc', 'out.json');
  const MiB = 1024 * 1024;
  const NAME = 'bench.ProfBench.alloc:size=64';

  it('JMH 1.37 -prof gc:churn=true: churn (4 of 6 iterations, score over 6) and SUM metrics keep the score, not the samples', () => {
    const out = jmh.parse(prof);
    const m = out.benchmarks.find((b) => b.name === NAME)!.metrics;
    expect(m['gc.churn.PS_Eden_Space']).toEqual({
      unit: 'B/s', direction: 'smaller', value: 11994.267510203916 * MiB, statistic: 'score', n: 6,
      // min 0: JMH's own percentiles are of the padded values too (the rawData's least is 11151.67 MB/sec).
      spread: { error: 28372.93565805366 * MiB, ci: { lower: -16378.668147849743 * MiB, upper: 40367.203168257576 * MiB, level: 0.999 }, min: 0, max: 22213.8138603403 * MiB },
    });
    // SUM: JMH writes the interval [score, score] and no error; that is no confidence interval.
    expect(m['gc.time']).toEqual({ unit: 'ns', direction: 'smaller', value: 32e6, statistic: 'score', n: 6, spread: { min: 0, max: 16e6 }, exact: false });
    expect(m['gc.count']).toEqual({ unit: 'counts', direction: 'smaller', value: 31, statistic: 'score', n: 6, spread: { min: 0, max: 9 }, exact: false });
    // Every iteration has a value and the score is their mean: the samples stay.
    expect(m['gc.alloc.rate.norm']!.samples).toHaveLength(6);
    expect(m.time!.samples).toHaveLength(6);
    // Padded means and totals are JMH's design: kept without samples, and without a warning on every run.
    for (const key of ['gc.churn.PS_Eden_Space', 'gc.churn.PS_Survivor_Space.norm', 'gc.time', 'gc.count']) {
      expect(out.warnings?.find((w) => w.includes(`${key}:`)), key).toBeUndefined();
    }
    expect((out.warnings ?? []).some((w) => w.includes('gc.alloc.rate'))).toBe(false);
    // The console's Cnt is the same count (JMH prints the padded statistics' N).
    const con = byName(fixtureInput('jmh', 'prof-gc', 'jmh.stdout.txt'), 'ProfBench.alloc:size=64').metrics;
    for (const key of ['gc.churn.PS_Eden_Space', 'gc.time', 'gc.count']) expect(con[key]!.n, key).toBe(m[key]!.n);
  });

  it('every sample list left on a real JMH metric averages to its score (percentiles aside)', () => {
    const inputs = [prof, ...['base', 'base2', 'head', 'edge-en', 'v1.19', 'v1.32'].map((v) => fixtureInput('jmh', v, 'out.json'))];
    let checked = 0;
    for (const input of inputs) {
      for (const b of jmh.parse(input).benchmarks) {
        for (const [key, metric] of Object.entries(b.metrics)) {
          if (metric.samples === undefined || metric.statistic === 'other') continue;
          const mean = metric.samples.reduce((a, x) => a + x, 0) / metric.samples.length;
          expect(Math.abs(mean - metric.value), `${b.name} ${key}`).toBeLessThanOrEqual(1e-9 * Math.abs(metric.value));
          expect(metric.n, `${b.name} ${key}`).toBe(metric.samples.length);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('n of every secondary metric is the console\'s Cnt (JMH counts the padded iterations)', () => {
    let checked = 0;
    for (const v of ['prof-gc', 'edge-en', 'v1.19']) {
      const con = new Map(jmh.parse(fixtureInput('jmh', v, 'jmh.stdout.txt')).benchmarks.map((b) => [b.name, b.metrics]));
      for (const b of jmh.parse(fixtureInput('jmh', v, 'out.json')).benchmarks) {
        for (const [key, metric] of Object.entries(b.metrics)) {
          if (!key.startsWith('gc.')) continue;
          expect(metric.n, `${v} ${b.name} ${key}`).toBe(con.get(b.name.replace(/^bench\./, ''))![key]!.n);
          checked++;
        }
      }
    }
    expect(checked).toBe(90);
  });

  it('JMH 1.19 ·gc.churn.* and 1.37 gc.time on some iterations only: n is every iteration, no samples', () => {
    const churn = byName(fixtureInput('jmh', 'v1.19', 'out.json'), 'bench.OldBench.alloc:n=256').metrics;
    expect(churn['gc.churn.G1_Eden_Space']).toMatchObject({ value: 182.42551366749052 * MiB, n: 2 });
    expect(churn['gc.churn.G1_Eden_Space']!.samples).toBeUndefined();
    const edge = jmh.parse(fixtureInput('jmh', 'edge-en', 'out.json'));
    const alloc = edge.benchmarks.find((b) => b.name === 'bench.EdgeBench.alloc:kind=array,n=256')!.metrics;
    expect(alloc['gc.time']).toEqual({ unit: 'ns', direction: 'smaller', value: 9e6, statistic: 'score', n: 3, spread: { min: 0, max: 6e6 }, exact: false });
    // All zero: the sum is the mean, the samples stay.
    expect(edge.benchmarks.find((b) => b.name === 'bench.EdgeBench.sum:kind=array,n=16 (thrpt)')!.metrics['gc.count']!.samples).toEqual([0, 0, 0]);
  });

  it('compare does not test the per-iteration values of such a metric', () => {
    const results = resultsFrom([{ name: 'jmh', harness: 'jmh', input: prof }]);
    const rows = compareRuns(results, results, compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows;
    const row = (metric: string) => rows.find((r) => r.metric === metric && r.benchmark === NAME)!;
    for (const key of ['gc.churn.PS_Eden_Space', 'gc.time', 'gc.count']) {
      expect(row(key).test, key).not.toBe('mann-whitney');
      expect(row(key).n, key).toEqual([6, 6]);
    }
    // Tested on its samples; too few benchmarks here to measure the process noise, so with the assumed one.
    expect(row('gc.alloc.rate.norm').test).toBe('assumed-process-sigma');
  });
});

describe("JMH's own samples (jmh-samples 1.37, real fixtures samples/)", () => {
  const sample = (run: string, group: string, file: string) => fixtureInput('jmh', 'samples', run, group, file);
  const PKG = 'org.openjdk.jmh.samples.';
  /** The console table's names are the JSON's without the package they share. */
  const consoleNames = (input: ParseInput) => jmh.parse(input).benchmarks.map((b) => b.name);
  const jsonNames = (input: ParseInput) => jmh.parse(input).benchmarks.map((b) => b.name.slice(PKG.length));

  it('-prof stack: the text result (score NaN, unit "---") is not kept, with a warning, in console and JSON alike', () => {
    for (const run of ['r1', 'r2']) {
      const con = jmh.parse(sample(run, 'prof-stack', 'jmh.stdout.txt'));
      const json = jmh.parse(sample(run, 'prof-stack', 'out.json'));
      for (const out of [con, json]) {
        expect(out.benchmarks).toHaveLength(1);
        expect(Object.keys(out.benchmarks[0]!.metrics)).toEqual(['throughput']);
        expect(out.warnings).toHaveLength(1);
        expect(out.warnings![0]).toMatch(/^jmh\/samples\/r\d\/prof-stack\/(jmh\.stdout\.txt|out\.json): stack: JMH gave no score \(NaN; .*; not kept for \S*JMHSample_01_HelloWorld\.wellHelloThere$/);
      }
      expect(con.benchmarks[0]!.name).toBe('JMHSample_01_HelloWorld.wellHelloThere');
    }
    const t = jmh.parse(sample('r1', 'prof-stack', 'jmh.stdout.txt')).benchmarks[0]!.metrics.throughput!;
    expect(t).toMatchObject({ unit: 'ops/s', value: 2578461670.352, n: 3 });
  });

  it('a NaN primary score on the console keeps the benchmark as failed, as in the JSON (derived: the score replaced)', () => {
    const file = fixtureFile('jmh', 'samples', 'r1', 'prof-stack', 'jmh.stdout.txt');
    const text = file.text.replace('2578461670.352 ± 31188547821.779  ops/s', 'NaN                               ops/s');
    expect(jmh.parse(derived(file, text)).benchmarks).toEqual([
      { name: 'JMHSample_01_HelloWorld.wellHelloThere', status: 'failed', error: 'JMH reported a NaN score', metrics: {} },
    ]);
  });

  it('@Group: the group is the benchmark, each method (asymmetric @GroupThreads too) a secondary metric in its unit', () => {
    const json = sample('r1', 'groups', 'out.json');
    const con = sample('r1', 'groups', 'jmh.stdout.txt');
    expect(jsonNames(json)).toEqual(consoleNames(con));
    expect(consoleNames(con)).toHaveLength(8);
    const g = byName(json, `${PKG}JMHSample_15_Asymmetric.g`).metrics; // 3 threads inc, 1 get
    expect(Object.keys(g)).toEqual(['time', 'get', 'inc']);
    expect(g.get).toMatchObject({ unit: 'ns', direction: 'smaller', value: 12.887782635582047, n: 3 });
    expect(g.inc!.samples).toEqual([32.09444451436197, 25.96563598499121, 25.17737848416805]);
    const f = byName(json, `${PKG}JMHSample_22_FalseSharing.padded`).metrics; // ops/us: × 1e6
    expect(f.throughput!.value).toBe(6140.704983528929 * 1e6);
    expect(f.reader).toMatchObject({ unit: 'ops/s', direction: 'bigger', n: 3 });
    expect(f.reader!.value).toBe(3183.06622110346 * 1e6);
    const c = byName(con, 'JMHSample_22_FalseSharing.padded').metrics;
    expect(Object.keys(c)).toEqual(['throughput', 'reader', 'writer']);
    expect(c.writer).toMatchObject({ unit: 'ops/s', value: 2957.639 * 1e6, n: 3, spread: consoleSpread(2957.639, 10098.448, 1e6, 3) });
    expect(jmh.parse(json).warnings).toBeUndefined();
    expect(jmh.parse(con).warnings).toBeUndefined();
  });

  it("a console row's standard error times √Cnt is the stdev JMH prints in the run's Result blocks (every one of them)", () => {
    const file = fixtureFile('jmh', 'samples', 'r1', 'groups', 'jmh.stdout.txt');
    const table = new Map(jmh.parse({ files: [file] }).benchmarks.map((b) => [b.name, b.metrics]));
    const lines = file.text.split('\n');
    let checked = 0;
    lines.forEach((line, i) => {
      const m = /^(?:Secondary result|Result) "org\.openjdk\.jmh\.samples\.([^":]+)(?::(\w+))?":$/.exec(line);
      if (!m) return;
      const score = Number(/^ {2}(\d+\.\d+) ±/.exec(lines[i + 1]!)![1]);
      const stdev = Number(/stdev = (\d+\.\d+)$/.exec(lines[i + 2]!)![1]);
      const metrics = table.get(m[1]!)!;
      const metric = m[2] === undefined ? (metrics.time ?? metrics.throughput)! : metrics[m[2]]!;
      const factor = metric.value / score;
      // Both printed to 3 decimals: the derived stdev agrees to that rounding.
      expect(Math.abs((metric.spread!.sem! * Math.sqrt(metric.n!)) / factor - stdev), line).toBeLessThan(0.002 + 1e-5 * stdev);
      checked++;
    });
    expect(checked).toBe(22);
  });

  it('A/A on the console, a suite too small for process noise: a row is tested on its ± and Cnt, not called on the floor alone', () => {
    // JMHSample_30 (put/take blocking each other; iterations interrupted): 11331.892 ± 140136.410 ns/op, then
    // 7536.677 ± 77881.700, the same code. Called 33 % faster by the floor alone before; the JSON (3 samples a
    // side) is inconclusive.
    const results = (run: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: sample(run, 'interrupts', 'jmh.stdout.txt') }]);
    const rows = compareRuns(results('r1'), results('r2'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })).rows;
    expect(rows.map((r) => r.metric)).toEqual(['time', 'put', 'take']);
    for (const r of rows) {
      // Welch's t from ± and Cnt is the row's own error; the between-process σ is assumed (one benchmark).
      expect(r.test, r.metric).toBe('assumed-process-sigma');
      expect(['unchanged', 'inconclusive'], r.metric).toContain(r.verdict);
      expect(r.p!, r.metric).toBeGreaterThan(0.4);
    }
  });

  it('@AuxCounters: OPERATIONS counters are rates, an EVENTS counter (a total, unit "#") keeps its score without samples', () => {
    const json = sample('r1', 'aux-opi-batch', 'out.json');
    const con = sample('r1', 'aux-opi-batch', 'jmh.stdout.txt');
    expect(jsonNames(json)).toEqual(consoleNames(con));
    expect(consoleNames(con)).toHaveLength(12);
    const split = byName(json, `${PKG}JMHSample_23_AuxCounters.splitBranch`).metrics;
    expect(Object.keys(split)).toEqual(['throughput', 'case1', 'case2', 'total']);
    expect(split.case1).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 9990704.117275648, n: 3 });
    const wows = byName(json, `${PKG}JMHSample_23_AuxCounters.runSETI`).metrics.wows!;
    // AggregationPolicy.SUM: the score is the total of the iterations' [0, 0, 1].
    expect(wows).toEqual({ unit: '#', direction: 'smaller', undirected: true, value: 1, statistic: 'score', n: 3, spread: { min: 0, max: 1 } });
    expect(jmh.parse(json).warnings ?? []).toEqual([]);
    expect(byName(con, 'JMHSample_23_AuxCounters.runSETI').metrics.wows).toEqual({ unit: '#', direction: 'smaller', undirected: true, value: 1, statistic: 'score', n: 3, resolution: 0.001 });
  });

  it('@OperationsPerInvocation scores are per operation; SingleShotTime with a batch of 5000 is per batch, as JMH reports', () => {
    const json = sample('r1', 'aux-opi-batch', 'out.json');
    expect(byName(json, `${PKG}JMHSample_11_Loops.measureWrong_100`).metrics.time!.value).toBe(0.018585728798262306);
    const ss = byName(json, `${PKG}JMHSample_26_BatchSize.measureRight`).metrics.time!;
    expect(ss).toMatchObject({ unit: 'ns', n: 3, samples: [0.007804251e9, 0.007645886e9, 0.008745878e9] });
    expect(ss.value).toBeCloseTo(0.008065338333333333e9, 3);
    const con = sample('r1', 'aux-opi-batch', 'jmh.stdout.txt');
    expect(byName(con, 'JMHSample_26_BatchSize.measureWrong_1').metrics.time!.value).toBe(1e4); // "≈ 10⁻⁵ s/op"
  });
});

describe('jmh detection', () => {
  it('says yes to every real fixture, no to others', () => {
    for (const v of ['base', 'head']) {
      expect(jmh.detect(fixtureInput('jmh', v, 'out.json'))).toBe('yes');
      expect(jmh.detect(fixtureInput('jmh', v, 'jmh.stdout.txt'))).toBe('yes');
    }
    expect(jmh.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
    expect(jmh.detect({ files: [{ path: 'x', text: '[1, 2]' }] })).toBe('maybe');
  });
});

describe('jmh bad input (derived from the real fixtures)', () => {
  const json = fixtureFile('jmh', 'base', 'out.json');
  const console = fixtureFile('jmh', 'base', 'jmh.stdout.txt');

  it('truncated JSON is a ParseError at the last line', () => {
    const text = json.text.slice(0, 5000);
    const err = parseError(() => jmh.parse(derived(json, text)));
    expect(err.message).toMatch(/^jmh: jmh\/base\/out\.json:\d+: expected valid JSON/);
    expect(err.location.line).toBe(text.split('\n').length);
  });

  it('empty output and an empty array are ParseErrors', () => {
    expect(parseError(() => jmh.parse(derived(json, ''))).message).toMatch(/^jmh: jmh\/base\/out\.json:1: expected/);
    expect(parseError(() => jmh.parse(derived(json, '[\n]'))).location.path).toBe('$');
  });

  it('a garbled score names its JSON path', () => {
    const text = json.text.replace('"score" : 6.045820088634223', '"score" : "fast"');
    expect(parseError(() => jmh.parse(derived(json, text))).message).toBe(
      'jmh: jmh/base/out.json: [1].primaryMetric.score: expected a finite number, found "fast"',
    );
  });

  it('a unit that contradicts the mode is rejected', () => {
    const text = json.text.replace('"scoreUnit" : "ops/s"', '"scoreUnit" : "us/op"');
    expect(parseError(() => jmh.parse(derived(json, text))).location.path).toBe('[0].primaryMetric.scoreUnit');
  });

  it('a NaN primary score keeps the benchmark as failed (derived)', () => {
    const text = json.text.replace('"score" : 6.045820088634223', '"score" : "NaN"');
    const b = jmh.parse(derived(json, text)).benchmarks[1]!;
    expect(b).toMatchObject({ name: 'bench.CodecBench.checksum_impl_a:size=1024', status: 'failed', metrics: {} });
  });

  it('a garbled table row names its line', () => {
    const text = console.text.replace('608.445 ±     45.140  us/op', '608.445 ±     45.140');
    expect(parseError(() => jmh.parse(derived(console, text))).message).toMatch(/^jmh: jmh\/base\/jmh\.stdout\.txt:450: expected "<benchmark> <size> <mode>/);
  });

  it('a summary table cut mid-row (the real text sliced at a byte) is a ParseError, even where the row still parses', () => {
    const text = console.text;
    // A score cut short (`242740.285` → `242740.2`), a unit cut (`us/op` → `us/o`).
    for (const end of [text.lastIndexOf('242740.285') + 8, text.indexOf('us/op', text.indexOf('p1.00')) + 4]) {
      const cut = text.slice(0, end);
      const err = parseError(() => jmh.parse(derived(console, cut)));
      expect(err.location).toMatchObject({ harness: 'jmh', file: console.path, line: cut.split('\n').length });
    }
    const err = parseError(() => jmh.parse(derived(console, text.slice(0, text.lastIndexOf('242740.285') + 8))));
    expect(err.message).toContain('expected the line to end with a newline');
  });

  it('console without the summary table is a ParseError', () => {
    const text = console.text.slice(0, console.text.indexOf('Benchmark   '));
    expect(parseError(() => jmh.parse(derived(console, text))).message).toMatch(/expected the JMH summary table/);
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    for (const file of [json, console]) {
      expect(jmh.parse(derived(file, file.text.replace(/\n/g, '\r\n')))).toEqual(jmh.parse({ files: [file] }));
    }
    const coloured = console.text.replace(/^(CodecBench\.\S+)/gm, '\u001b[1;32m$1\u001b[0m');
    expect(jmh.parse(derived(console, coloured))).toEqual(jmh.parse({ files: [console] }));
  });

  it('survives the shared fuzz mutations', () => {
    fuzzAdapter(jmh, [fixtureInput('jmh', 'base', 'out.json'), fixtureInput('jmh', 'head', 'jmh.stdout.txt')]);
  });
});

describe('jmh console: values known to their last printed digit (real fixtures edge-en/, edge-ru/)', () => {
  const en = fixtureInput('jmh', 'edge-en', 'jmh.stdout.txt');
  const ru = fixtureInput('jmh', 'edge-ru', 'jmh.stdout.txt');

  it('carries the table\'s 3 decimals as the resolution, in the metric\'s unit (us/op → 1 ns)', () => {
    // Printed `≈ 10⁻⁴ us/op`: 0.1 ns, known only to be below the last digit.
    expect(benchmarkNamed(jmh, en, 'EdgeBench.fails:kind=list,n=16').metrics.time).toMatchObject({ value: 0.1, resolution: 1 });
  });

  it('a "10×" move between ≈ 10⁻⁴ and ≈ 10⁻³ us/op is inconclusive, not a change; 0.004 against 0.003 B/op is no change', () => {
    const results = (input: ParseInput) => resultsFrom([{ name: 'jmh', harness: 'jmh', input }]);
    const c = compareRuns(results(en), results(ru), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    const row = (b: string, m: string) => c.rows.find((r) => r.benchmark === b && r.metric === m)!;
    for (const [b, m] of [['EdgeBench.fails:kind=array,n=16', 'time'], ['EdgeBench.fails:kind=list,n=16', 'time']] as const) {
      expect(row(b, m)).toMatchObject({ verdict: 'inconclusive', note: expect.stringContaining("the output's last printed digit") });
    }
    // Under 1 B/op on both sides: no allocation of the code's own (compare-runs.ts holdSubByteRows).
    expect(row('EdgeBench.sum:kind=array,n=256 (avgt)', 'memory')).toMatchObject({ verdict: 'unchanged', note: expect.stringMatching(/^under 1 byte per operation on both sides/) });
    // The same printed value on both sides shows no change: the rule leaves it to the usual tests.
    expect(row('EdgeBench.sum:kind=array,n=16 (avgt)', 'gc.count').note ?? '').not.toContain('printed digit');
  });
});

describe('jmh: a secondary result named like a canonical metric does not overwrite it', () => {
  // The real JMHSample_15 capture (samples/r1/groups) with its @Group method `get` renamed `time`, as a
  // method or an @AuxCounters field may be named: JSON key and console row alike.
  const rename = (f: { path: string; text: string }, from: RegExp, to: string) => ({ files: [{ path: f.path, text: f.text.replace(from, to) }] });
  const json = rename(fixtureFile('jmh', 'samples', 'r1', 'groups', 'out.json'), /"get" :/g, '"time" :');
  const con = rename(fixtureFile('jmh', 'samples', 'r1', 'groups', 'jmh.stdout.txt'), /^JMHSample_15_Asymmetric\.g:get /gm, 'JMHSample_15_Asymmetric.g:time');

  it('keeps the score under `time` and the secondary as `time (secondary)`', () => {
    for (const input of [json, con]) {
      const g = jmh.parse(input).benchmarks.find((b) => b.name.includes('JMHSample_15_Asymmetric.g'))!;
      expect(g.metrics.time!.value).toBeCloseTo(24.031, 3);
      expect(g.metrics['time (secondary)']!.value).toBeCloseTo(12.888, 3);
      expect(g.metrics.inc!.value).toBeCloseTo(27.746, 3);
    }
  });
});

describe('jmh -rf csv (real fixture csv/): not read, and the error says so', () => {
  const csv = fixtureInput('jmh', 'csv', 'out.csv');
  it('is a "maybe" to detection, and its parse error names the file and -rf json', () => {
    expect(jmh.detect(csv)).toBe('maybe');
    const e = catchParseError(() => jmh.parse(csv));
    expect(e.message).toContain('out.csv');
    expect(e.message).toContain('-rf csv, scsv and latex are not read: -rf json keeps every iteration');
  });
});

describe('jmh console table: a @Param value with a space (real fixture param-space/)', () => {
  const table = fixtureInput('jmh', 'param-space', 'jmh.stdout.txt');
  const json = fixtureInput('jmh', 'param-space', 'jmh.json');
  // The console drops the package the JSON keeps (org.sample.), a difference of its own.
  const rows = (input: ParseInput) => jmh.parse(input).benchmarks.map((b) => [b.name.replace(/^org\.sample\./, ''), b.params]).sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));

  it('reads each value up to its label\'s column: the rows and params the JSON of the same run has', () => {
    // `MyBench.alloc   array list      10  avgt    3    14.308 ±    179.683  ns/op` was refused (a column too many).
    const out = jmh.parse(table);
    expect(out.benchmarks).toHaveLength(8);
    expect(rows(table)).toEqual(rows(json));
    expect(out.benchmarks.filter((b) => b.params?.kind === 'array list')).toHaveLength(4);
  });
});

describe('jmh: @AuxCounters(EVENTS) counters say no direction (real fixture fastfilter/, JMH 1.22)', () => {
  // FastFilter's MembershipBenchmark counts `found` and `notFound` lookups per iteration (unit `#`): they
  // grow with the throughput, and were judged smaller-is-better, so a slowdown made them "improve".
  const json = fixtureInput('jmh', 'fastfilter', 'out.json');
  const con = fixtureInput('jmh', 'fastfilter', 'jmh.stdout.txt');
  const membership = (type: string) =>
    `org.fastfilter.MembershipBenchmark.mayContain:kgs=RANDOM64,logDistinctLookups=10,size=1048576,trueMatchProbability=0.5,type=${type}`;

  it('every benchmark of the JSON and the console, thrpt and avgt, ops/ns read as ops/s', () => {
    const names = jmh.parse(json).benchmarks.map((b) => b.name);
    expect(names).toHaveLength(12);
    expect(jmh.parse(con).benchmarks.map((b) => `org.fastfilter.${b.name}`)).toEqual(names);
    const xor = byName(json, membership('XOR_8')).metrics;
    expect(xor.throughput).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 0.06572693698949077e9, n: 5 });
    expect(Object.keys(xor)).toEqual(['throughput', 'found', 'notFound', 'total', 'gc.alloc.rate', 'memory', 'gc.alloc.rate.norm', 'gc.count']);
  });

  it('`found`, `notFound` and `total` (unit #) are kept, undirected: shown, not judged without benchgate.yml', () => {
    for (const [input, type, found] of [[json, 'XOR_8', 84061272], [json, 'BLOOM', 5361704], [con, 'XOR_8', 84061272]] as const) {
      const m = jmh.parse(input).benchmarks.find((b) => b.name.endsWith(membership(type).slice('org.fastfilter.'.length)))!.metrics;
      expect(m.found).toMatchObject({ unit: '#', value: found, undirected: true });
      for (const k of ['notFound', 'total']) expect(m[k], k).toMatchObject({ unit: '#', undirected: true });
    }
    // The profiler's metrics keep their direction.
    expect(byName(json, membership('XOR_8')).metrics['gc.alloc.rate.norm']!.undirected).toBeUndefined();
  });

  it('the same code read −36 % `found` in another run: its row says "not judged", not "no change beyond noise"', () => {
    const results = (file: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'fastfilter', file) }]);
    const c = compareRuns(results('out.json'), results('run2/out.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const found = c.rows.find((r) => r.metric === 'found' && r.benchmark.endsWith('type=XOR_8'))!;
    expect(found.ratio).toBeCloseTo(53770714 / 84061272, 9);
    expect(found).toMatchObject({ verdict: 'unchanged', test: 'none', gating: false });
    const line = renderReport(c).split('\n').find((l) => l.includes('| 84,061,272 #'))!;
    expect(line).toContain('➖ not judged');
    expect(line).not.toContain('no change beyond noise');
    expect(renderText(c)).toMatch(/found .*not judged/);
  });
});

describe('jmh: an infinite secondary score (real fixture jctools-aux-inf/, JCTools @AuxCounters in avgt)', () => {
  // MpscIntrusiveLinkedQueueThroughputBackoffNone's offersFailed and pollsFailed counted nothing in avgt:
  // JMH wrote "+INF" (JSON) and `Infinity` (console), and the whole suite failed to parse.
  const json = fixtureInput('jmh', 'jctools-aux-inf', 'jmh.json');
  const con = fixtureInput('jmh', 'jctools-aux-inf', 'jmh.stdout.txt');
  const intrusive = 'org.jctools.jmh.throughput.MpscIntrusiveLinkedQueueThroughputBackoffNone.tpt';

  it('leaves the infinite metric out with a warning and keeps every benchmark and its other metrics', () => {
    const out = jmh.parse(json);
    expect(out.benchmarks).toHaveLength(15);
    const avgt = byName(json, `${intrusive} (avgt)`).metrics;
    expect(Object.keys(avgt)).toEqual(['time', 'gc.alloc.rate', 'memory', 'gc.alloc.rate.norm', 'gc.count', 'gc.time', 'offer', 'offersMade', 'poll', 'pollsMade']);
    expect(avgt.time!.value).toBe(1.7524052171751519 * 1e3);
    expect(avgt.offersMade).toMatchObject({ unit: 'ns', value: 0.4098295757934318 * 1e3 });
    // The same counters are finite in thrpt (rates) and kept there.
    expect(byName(json, `${intrusive} (thrpt)`).metrics.offersFailed).toMatchObject({ unit: 'ops/s', value: 0 });
    expect(out.warnings!.filter((w) => w.includes('infinite'))).toEqual([
      `jmh/jctools-aux-inf/jmh.json: offersFailed: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for ${intrusive} (avgt)`,
      `jmh/jctools-aux-inf/jmh.json: pollsFailed: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for ${intrusive} (avgt)`,
    ]);
  });

  it('the console table reads the same way: its `Infinity` rows are left out with a warning', () => {
    const out = jmh.parse(con);
    expect(out.benchmarks).toHaveLength(15);
    const avgt = byName(con, 'o.j.j.throughput.MpscIntrusiveLinkedQueueThroughputBackoffNone.tpt (avgt)').metrics;
    expect(avgt.offersFailed).toBeUndefined();
    expect(avgt.offersMade).toMatchObject({ unit: 'ns', value: 0.41 * 1e3, n: 2 });
    expect(out.warnings).toEqual([
      "jmh/jctools-aux-inf/jmh.stdout.txt: offersFailed: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for o.j.j.throughput.MpscIntrusiveLinkedQueueThroughputBackoffNone.tpt (avgt)",
      "jmh/jctools-aux-inf/jmh.stdout.txt: pollsFailed: JMH's score is infinite (a counter that counted nothing, in a time mode); not kept for o.j.j.throughput.MpscIntrusiveLinkedQueueThroughputBackoffNone.tpt (avgt)",
    ]);
  });
});

describe('jmh: a @Group method\'s SampleTime percentiles (real fixture jctools-aux-inf/, -bm sample)', () => {
  const json = fixtureInput('jmh', 'jctools-aux-inf', 'jmh.json');
  const con = fixtureInput('jmh', 'jctools-aux-inf', 'jmh.stdout.txt');
  const spsc = 'QueueThroughputBackoffNone.tpt:qCapacity=132000,qType=SpscArrayQueue (sample)';

  it('`offer:p0.50` is a percentile as `p0.50` is: kept with its per-iteration values, and no warning', () => {
    const m = byName(json, `org.jctools.jmh.throughput.${spsc}`).metrics;
    expect(m['p0.50']).toMatchObject({ statistic: 'other', value: 0.024 * 1e3, samples: [0.042 * 1e3, 0.022 * 1e3] });
    expect(m['offer:p0.50']).toMatchObject({ statistic: 'other', value: 0.043000000000000003 * 1e3, samples: [0.044 * 1e3, 0.023 * 1e3], n: 2 });
    expect(byName(con, `o.j.j.throughput.${spsc}`).metrics['poll:p0.99']).toMatchObject({ statistic: 'other', value: 0.03 * 1e3 });
    // Left: the methods' means over all their samples (rawData holds per-iteration means: neither a padded
    // mean nor a total), and the two infinite ones. The SUM metrics (gc.count, gc.time) say nothing.
    const keys = jmh.parse(json).warnings!.map((w) => /^[^:]+: ([^:]+|\w+:p[\d.]+): /.exec(w)![1]);
    expect(keys).toEqual(['offer', 'poll', 'offersFailed', 'pollsFailed']);
  });
});

describe("jmh: GCProfiler's gc.count and gc.time are events of the run, not constants (real fixtures jctools-aux-inf/, prof-gc/)", () => {
  it('are never exact, from the JSON or the console table', () => {
    for (const input of [fixtureInput('jmh', 'jctools-aux-inf', 'jmh.json'), fixtureInput('jmh', 'jctools-aux-inf', 'jmh.stdout.txt'), fixtureInput('jmh', 'prof-gc', 'jmh.stdout.txt')]) {
      const metrics = jmh.parse(input).benchmarks.flatMap((b) => ['gc.count', 'gc.time'].map((k) => b.metrics[k]).filter((m) => m !== undefined));
      expect(metrics.length).toBeGreaterThan(0);
      expect(metrics.every((m) => m!.exact === false)).toBe(true);
    }
  });

  it('0 collections a side is no gating row (a JCTools paired run made one of every benchmark): only the gate metric and real counts gate', () => {
    const r = resultsFrom([{ name: 'java', harness: 'jmh', input: fixtureInput('jmh', 'jctools-aux-inf', 'jmh.json') }]);
    const c = compareRuns(r, r, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const gc = c.rows.filter((x) => x.metric === 'gc.count' || x.metric === 'gc.time');
    expect(gc.length).toBeGreaterThan(0);
    expect(gc.filter((x) => x.gating || x.test === 'exact')).toEqual([]);
  });
});

describe('jmh: a run of 200,000 blank lines (hostile output; derived from real fixtures)', () => {
  // Placed where JMH prints a blank line itself: after a `<failure>` (before its stack trace) and before the
  // summary table. Read the same, in memory for two blank lines, not 200,000.
  const N = 200_000;
  /** The text with N newlines more after its line `after` (1-based): every later line moves down by N. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, N);
  };
  /** Line `n` (1-based) of the text. */
  const lineOf = (text: string, n: number): string => text.split('\n')[n - 1]!;

  it('console: the same benchmarks, and the failures\' causes after the flood (edge-en/)', () => {
    const en = fixtureFile('jmh', 'edge-en', 'jmh.stdout.txt');
    expect(lineOf(en.text, 268)).toBe('# Warmup Iteration   1: <failure>');
    expect(lineOf(en.text, 1333)).toBe('');
    const whole = jmh.parse({ files: [en] });
    expect(whole.benchmarks.filter((b) => b.status === 'failed').map((b) => b.error)).toEqual(Array(2).fill('java.lang.IllegalStateException: fails on purpose for n=256'));
    for (const after of [268, 1333]) expect(jmh.parse(derived(en, flood(en.text, after))), `after line ${after}`).toEqual(whole);
  });

  it('JSON with the console: the <failure>s after a flood are the same failed benchmarks (edge-en/, all-threw/)', () => {
    for (const [dir, json, failure] of [['edge-en', 'out.json', 268], ['all-threw', 'jmh.json', 16]] as const) {
      const files = [fixtureFile('jmh', dir, json), fixtureFile('jmh', dir, 'jmh.stdout.txt')];
      expect(lineOf(files[1]!.text, failure)).toBe('# Warmup Iteration   1: <failure>');
      const flooded = { files: [files[0]!, { ...files[1]!, text: flood(files[1]!.text, failure) }] };
      expect(jmh.parse(flooded), dir).toEqual(jmh.parse({ files }));
    }
  });

  it('errors after the flood name their real lines: a garbled row, a row cut off, no table (base/)', () => {
    const console = fixtureFile('jmh', 'base', 'jmh.stdout.txt');
    expect(lineOf(console.text, 445)).toBe('');
    const garbled = console.text.replace('608.445 ±     45.140  us/op', '608.445 ±     45.140');
    expect(parseError(() => jmh.parse(derived(console, flood(garbled, 445)))).message).toMatch(new RegExp(`^jmh: jmh/base/jmh\\.stdout\\.txt:${450 + N}: expected "<benchmark> <size> <mode>`));
    const cut = console.text.slice(0, console.text.lastIndexOf('242740.285') + 8);
    const err = parseError(() => jmh.parse(derived(console, flood(cut, 445))));
    expect(err.location.line).toBe(cut.split('\n').length + N);
    expect(err.message).toContain('expected the line to end with a newline');
    // No table, and the flood at the end: the file's last line, which the kept lines leave out.
    const before = console.text.slice(0, console.text.indexOf('Benchmark   '));
    const none = parseError(() => jmh.parse(derived(console, `${before}${'\n'.repeat(N)}`)));
    expect(none.message).toMatch(/expected the JMH summary table/);
    expect(none.location.line).toBe(before.split('\n').length + N);
  });

  it('-l output with a flood lists the same methods (fixture shard-listings/)', () => {
    const listing = fixtureFile('shard-listings', 'jmh-l.stdout.txt').text;
    const names = jmh.shard!.parseList(listing);
    expect(names).toHaveLength(6);
    expect(jmh.shard!.parseList(flood(listing, 3))).toEqual(names);
  });
});

describe('jmh SampleTime percentiles: their range is their samples\' (real fixture base2/)', () => {
  it('p1.00 spans its iterations\' p1.00 (8.2 to 16.2 ms), not its own score twice, which JMH writes as its scorePercentiles', () => {
    const b = benchmarkNamed(jmh, fixtureInput('jmh', 'base2', 'out.json'), 'bench.ThroughputBench.sort_4096_sampled');
    for (const key of ['p0.00', 'p1.00']) {
      const m = b.metrics[key]!;
      expect(m.samples!.length, key).toBeGreaterThan(1);
      expect(m.spread, key).toMatchObject({ min: Math.min(...m.samples!), max: Math.max(...m.samples!) });
    }
    expect(b.metrics['p1.00']!.spread!.min).toBeLessThan(b.metrics['p1.00']!.value);
  });
});
