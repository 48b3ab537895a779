import { describe, expect, it } from 'vitest';
import type { ParseInput } from '../../src/parse/adapter';
import { benchmarkdotnet } from '../../src/parse/benchmarkdotnet';
import { ADAPTERS } from '../../src/parse/registry';
import { fixtureFile, fixtureInput, fixtureTree } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { benchmarkNamed, derived } from '../helpers/adapter-test';

const DIR = 'benchmarkdotnet';
const SAMPLE = 'gab-sample-0.12.1.json';
const FANTOMAS = 'gab-fantomas-0.12.1.json';
const CREDIT = 'credit-0.11.2-report-full.json';

const byName = (input: ParseInput, name: string) => benchmarkNamed(benchmarkdotnet, input, name);

const parseError = catchParseError;

describe('benchmarkdotnet full export, 0.12.1 with OriginalValues (github-action-benchmark sample)', () => {
  const input = fixtureInput(DIR, SAMPLE);

  it('names benchmarks Type.Method without the namespace', () => {
    expect(benchmarkdotnet.parse(input).benchmarks.map((b) => b.name)).toEqual(['Benchmarks.Fib10', 'Benchmarks.Fib20']);
    expect(byName(input, 'Benchmarks.Fib10').params).toBeUndefined();
  });

  it('time: median in ns, every OriginalValue as a sample, all spreads and the 99.9 % interval', () => {
    const t = byName(input, 'Benchmarks.Fib10').metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', value: 24.419498533010483, n: 14 });
    expect(t.samples).toHaveLength(14);
    expect(t.samples![0]).toBe(24.805462032556534);
    expect(t.samples![13]).toBe(24.17329317331314);
    expect(t.spread).toEqual({
      stddev: 0.1981212530783709,
      sem: 0.05295013214697114,
      iqr: 0.17249619215726852,
      min: 24.06129601597786,
      max: 24.805462032556534,
      ci: { lower: 24.196714903212072, upper: 24.643702098716528, level: 0.999 },
    });
    const f = byName(input, 'Benchmarks.Fib20');
    expect(Object.keys(f.metrics)).toEqual(['time']); // no Memory section in this file
    expect(f.metrics.time!.value).toBe(51.40195590257645);
    expect(f.metrics.time!.n).toBe(13);
    expect(f.metrics.time!.samples![10]).toBe(53.3868932723999);
    expect(f.metrics.time!.spread!.stddev).toBe(0.7903737021529575);
  });
});

describe('benchmarkdotnet full export, 0.12.1 with MemoryDiagnoser (Fantomas run)', () => {
  const input = fixtureInput(DIR, FANTOMAS);

  it('time from Statistics, memory per op in B, GC collections per 1000 operations', () => {
    const b = benchmarkdotnet.parse(input).benchmarks;
    expect(b.map((x) => x.name)).toEqual(['CodePrinterTest.Format']);
    const m = b[0]!.metrics;
    expect(m.time).toMatchObject({ value: 46951833349, n: 5, samples: [48016226159, 46011386499, 46951833349, 46910122331, 49461322073] });
    expect(m.time!.spread!.stddev).toBe(1320344603.1604276);
    expect(m.time!.spread!.ci).toEqual({ lower: 42386001152.38773, upper: 52554355012.01226, level: 0.999 });
    expect(m.memory).toEqual({ unit: 'B', direction: 'smaller', value: 23405419512, statistic: 'mean' });
    // 5272 collections over TotalOperations = 1: the file's own Metrics say 5272000 per 1000 ops.
    expect(m.gen0).toEqual({ unit: 'collections/1000 ops', direction: 'smaller', value: 5272000, statistic: 'mean' });
    expect(m.gen1!.value).toBe(1841000);
    expect(m.gen2!.value).toBe(314000);
    expect(Object.keys(m).sort()).toEqual(['gen0', 'gen1', 'gen2', 'memory', 'time']);
  });
});

describe('benchmarkdotnet full export, 0.11.2 with params and two jobs (bkucheriavyi/credit)', () => {
  const input = fixtureInput(DIR, CREDIT);
  const medium = 'MyBenchmark.Bench(amount: 5500, fee: 10, minimum: 4) [MediumRun]';
  const short = 'MyBenchmark.Bench(amount: 5500, fee: 10, minimum: 4) [ShortRun]';

  it('keeps FullName\'s parameter spelling, adds the job only because the name repeats, reads params', () => {
    expect(benchmarkdotnet.parse(input).benchmarks.map((b) => b.name)).toEqual([medium, short]);
    expect(byName(input, medium).params).toEqual({ amount: '5500', fee: '10', minimum: '4' });
  });

  it('without OriginalValues the samples are the Workload/Result measurements per operation', () => {
    const t = byName(input, medium).metrics.time!;
    expect(t.value).toBe(14539.874776229859);
    expect(t.n).toBe(30);
    expect(t.samples).toHaveLength(30);
    expect(t.samples![0]).toBe(951494866.67 / 65536);
    expect(t.samples![29]).toBe(1003931600 / 65536);
    expect(Math.min(...t.samples!)).toBe(14434.156290740966); // = Statistics.Min
    expect(t.spread).toMatchObject({ stddev: 237.02650336844692, sem: 43.274920873824207, max: 15318.780517578125 });
    const s = byName(input, short).metrics.time!;
    expect(s).toMatchObject({ value: 14512.148030548096, n: 3 });
    expect(s.samples).toEqual([946837133.33 / 65536, 959915133.33 / 65536, 951068133.33 / 65536]);
    expect(s.spread!.ci).toEqual({ lower: 12677.906987469165, upper: 16393.345453835362, level: 0.999 });
  });

  it('several exports (one per benchmark class) parse together', () => {
    const files = [fixtureFile(DIR, SAMPLE), fixtureFile(DIR, CREDIT)];
    expect(benchmarkdotnet.parse({ files }).benchmarks.map((b) => b.name)).toEqual(['Benchmarks.Fib10', 'Benchmarks.Fib20', medium, short]);
  });
});

describe('benchmarkdotnet 0.15.2, one class in two runtimes (martincostello/benchmarkdotnet-results-publisher)', () => {
  const file = fixtureFile(DIR, 'jobs-0.15.2', 'DotNetBenchmarks.IndexOfAnyBenchmarks-report-full-compressed.json');
  const medians = (text: string): Record<string, number> =>
    Object.fromEntries(benchmarkdotnet.parse(derived(file, text)).benchmarks.map((b) => [b.name, b.metrics.time!.value]));

  it('names the job in full: `.NET 8.0` and `.NET 9.0` (cut at the space, both were `.NET` and paired by order)', () => {
    expect(medians(file.text)).toEqual({
      'IndexOfAnyBenchmarks.IndexOfAny_String [.NET 8.0]': 3.0204221606254578,
      'IndexOfAnyBenchmarks.IndexOfAny_Span_Array [.NET 8.0]': 2.49926894903183,
      'IndexOfAnyBenchmarks.IndexOfAny_Span_Two_Chars [.NET 8.0]': 1.4890391379594803,
      'IndexOfAnyBenchmarks.IndexOfAny_String [.NET 9.0]': 2.965713292360306,
      'IndexOfAnyBenchmarks.IndexOfAny_Span_Array [.NET 9.0]': 1.9347360357642174,
      'IndexOfAnyBenchmarks.IndexOfAny_Span_Two_Chars [.NET 9.0]': 1.4376062899827957,
    });
  });

  it('the same benchmarks in the other order, or one runtime alone, keep their names', () => {
    const doc = JSON.parse(file.text.replace(/^\uFEFF/, ''));
    const all = medians(file.text);
    doc.Benchmarks.reverse();
    expect(medians(JSON.stringify(doc))).toEqual(all);
    doc.Benchmarks = doc.Benchmarks.filter((b: { DisplayInfo: string }) => b.DisplayInfo.includes('.NET 9.0'));
    const net9 = medians(JSON.stringify(doc));
    // One job left: no name repeats, so none carries its job (as a class run in one job never did).
    expect(Object.keys(net9).sort()).toEqual(['IndexOfAnyBenchmarks.IndexOfAny_Span_Array', 'IndexOfAnyBenchmarks.IndexOfAny_Span_Two_Chars', 'IndexOfAnyBenchmarks.IndexOfAny_String']);
  });

  it('a job id BenchmarkDotNet made up (Job-XXXXXX, new each run) is replaced by its characteristics', () => {
    const doc = JSON.parse(file.text.replace(/^\uFEFF/, ''));
    doc.Benchmarks.forEach((b: { DisplayInfo: string }) => {
      b.DisplayInfo = b.DisplayInfo.replace('.NET 8.0(', 'Job-ABCDEF(').replace('.NET 9.0(', 'Job-GHIJKL(');
    });
    expect(Object.keys(medians(JSON.stringify(doc)))[0]).toBe('IndexOfAnyBenchmarks.IndexOfAny_String [Runtime=.NET 8.0]');
  });
});

describe('benchmarkdotnet 0.13.1: the allocation only in Metrics (NewDayTechnology/benchmarkdotnet.analyser)', () => {
  const input = fixtureInput(DIR, 'analyser-0.13.1', 'BenchmarkDotNetAnalyser.SampleBenchmarks.Benchmarks.Md5VsSha256Benchmark-report-full.json');

  it('reads "Allocated Memory" as the memory metric when Memory has no BytesAllocatedPerOperation', () => {
    const bs = benchmarkdotnet.parse(input).benchmarks;
    expect(bs).toHaveLength(6);
    expect(bs.map((b) => [b.name, b.metrics.memory?.value])).toEqual([
      ['Md5VsSha256Benchmark.Sha256(N: 1000)', 112],
      ['Md5VsSha256Benchmark.Md5(N: 1000)', 80],
      ['Md5VsSha256Benchmark.Sha256(N: 10000)', 112],
      ['Md5VsSha256Benchmark.Md5(N: 10000)', 80],
      ['Md5VsSha256Benchmark.Sha256(N: 100000)', 112],
      ['Md5VsSha256Benchmark.Md5(N: 100000)', 80],
    ]);
    expect(bs[0]!.metrics.memory).toEqual({ unit: 'B', direction: 'smaller', value: 112, statistic: 'mean' });
    expect(Object.keys(bs[0]!.metrics).sort()).toEqual(['gen0', 'gen1', 'gen2', 'memory', 'time']);
  });
});

describe('benchmarkdotnet 0.9.9 (bencherdev/bencher): the interval level its margin says', () => {
  it('Level 6 beside a margin of 1.96 errors is 95 % (that version\'s enum had no L92)', () => {
    const bs = benchmarkdotnet.parse(fixtureInput(DIR, 'bencher-0.9.9', 'two.json')).benchmarks;
    expect(bs.map((b) => b.name)).toEqual(['IntroJsonExport.Sleep10', 'IntroJsonExport.Sleep20']);
    expect(bs[0]!.metrics.time!.value).toBe(10360382.6953125);
    expect(bs[0]!.metrics.time!.spread!.ci).toEqual({ lower: 10342253.249292579, upper: 10382312.922301177, level: 0.95 });
  });
});

describe('benchmarkdotnet 0.15.1, a results folder with all four JSON exports of one run (TechNobre/PowerUtils.BenchmarkDotnet.Reporter)', () => {
  it('reads the run once, from its full export, and names the others in a warning', () => {
    const input = fixtureTree(DIR, 'reporter-0.15.1');
    const out = benchmarkdotnet.parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['ArrayProcessorBenchmarks.GenerateArray']);
    expect(out.benchmarks[0]!.metrics.time!.samples).toHaveLength(15);
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings![0]).toMatch(/^read Demo\.Benchmarks\.ArrayProcessorBenchmarks-report-full(-compressed)?\.json; .*-report-brief.* are other exports of the same run \(Title "Demo\.Benchmarks\.ArrayProcessorBenchmarks-20260305-030356"\)/);
    // Each export alone gives the same benchmark.
    for (const f of input.files.filter((f) => f.path.endsWith('.json'))) {
      expect(benchmarkdotnet.parse({ files: [f] }).benchmarks.map((b) => [b.name, b.metrics.time!.value])).toEqual([['ArrayProcessorBenchmarks.GenerateArray', out.benchmarks[0]!.metrics.time!.value]]);
    }
  });
});

describe('benchmarkdotnet derived cases (edited copies of the real fixtures)', () => {
  const file = fixtureFile(DIR, FANTOMAS);

  it('a benchmark without Statistics is kept as failed', () => {
    const doc = JSON.parse(file.text);
    doc.Benchmarks[0].Statistics = null;
    const b = benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!;
    expect(b).toMatchObject({ name: 'CodePrinterTest.Format', status: 'failed', metrics: {} });
    expect(b.error).toMatch(/no statistics/);
  });

  it('without a margin to check it by, reads the level as an enum name too, and drops an interval whose level is unknown', () => {
    const doc = JSON.parse(file.text);
    delete doc.Benchmarks[0].Statistics.ConfidenceInterval.Margin;
    doc.Benchmarks[0].Statistics.ConfidenceInterval.Level = 'L95';
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!.spread!.ci!.level).toBe(0.95);
    doc.Benchmarks[0].Statistics.ConfidenceInterval.Level = 99;
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!.spread!.ci).toBeUndefined();
  });

  it('a level its margin contradicts gives way to the one the margin says; one no level fits is dropped', () => {
    const doc = JSON.parse(file.text);
    const ci = doc.Benchmarks[0].Statistics.ConfidenceInterval;
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!.spread!.ci!.level).toBe(0.999);
    ci.Level = 7; // L95 in today's enum, beside the 99.9 % margin
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!.spread!.ci!.level).toBe(0.999);
    ci.Margin = ci.Margin * 1.3;
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!.spread!.ci).toBeUndefined();
  });

  it('a statistic BenchmarkDotNet could not compute, written as "" (0.13+: NaN and infinities become empty strings), is absent', () => {
    // SimpleJsonSerializer.ReplaceUnsupportedNumericValues (PR #1581), now BdnSimpleJsonSerializer: for N <= 2
    // the interval's Margin is NaN (LegacyConfidenceInterval), so Margin, Lower and Upper are "".
    const doc = JSON.parse(file.text);
    Object.assign(doc.Benchmarks[0].Statistics.ConfidenceInterval, { Margin: '', Lower: '', Upper: '' });
    Object.assign(doc.Benchmarks[0].Statistics, { Skewness: '', Kurtosis: '', StandardError: '' });
    const t = benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!;
    expect(t.spread!.ci).toBeUndefined();
    expect(t.spread!.sem).toBeUndefined();
    expect(t.value).toBe(doc.Benchmarks[0].Statistics.Median);
  });

  it('no memory metrics when no MemoryDiagnoser ran (TotalOperations 0)', () => {
    const doc = JSON.parse(file.text);
    doc.Benchmarks[0].Memory.TotalOperations = 0;
    expect(Object.keys(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics)).toEqual(['time']);
  });

  it('keeps another diagnoser\'s metric under its own id, unit and direction', () => {
    const doc = JSON.parse(file.text);
    doc.Benchmarks[0].Metrics.push({ Value: 2, Descriptor: { Id: 'CompletedWorkItemCount', Unit: 'Count', TheGreaterTheBetter: false } });
    expect(benchmarkdotnet.parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.CompletedWorkItemCount).toEqual({
      unit: 'Count', direction: 'smaller', value: 2, statistic: 'mean',
    });
  });
});

describe('benchmarkdotnet detection', () => {
  it('says yes to every real fixture, and no other adapter does', () => {
    for (const f of [SAMPLE, FANTOMAS, CREDIT]) {
      const input = fixtureInput(DIR, f);
      expect(benchmarkdotnet.detect(input)).toBe('yes');
      expect(ADAPTERS.filter((a) => a.detect(input) === 'yes').map((a) => a.id)).toEqual(['benchmarkdotnet']);
    }
  });

  it('no to other harnesses\' JSON, maybe to a bare Benchmarks object', () => {
    expect(benchmarkdotnet.detect(fixtureInput('jmh', 'base', 'out.json'))).toBe('no');
    expect(benchmarkdotnet.detect(fixtureInput('pytest-benchmark', 'base', 'out.json'))).toBe('no');
    expect(benchmarkdotnet.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
    expect(benchmarkdotnet.detect({ files: [{ path: 'x.json', text: '{"Benchmarks": []}' }] })).toBe('maybe');
    expect(benchmarkdotnet.detect({ files: [{ path: 'x', text: '' }] })).toBe('no');
  });
});

describe('benchmarkdotnet bad input (derived from the real fixtures)', () => {
  const file = fixtureFile(DIR, SAMPLE);

  it('truncated JSON is a ParseError at the last line', () => {
    const text = file.text.slice(0, 3000);
    const err = parseError(() => benchmarkdotnet.parse(derived(file, text)));
    expect(err.message).toMatch(/^benchmarkdotnet: benchmarkdotnet\/gab-sample-0\.12\.1\.json:\d+: expected valid JSON/);
    expect(err.location.line).toBe(text.split('\n').length);
  });

  it('empty output, an empty Benchmarks array and plain text are ParseErrors', () => {
    expect(parseError(() => benchmarkdotnet.parse(derived(file, ''))).message).toMatch(/^benchmarkdotnet: benchmarkdotnet\/gab-sample-0\.12\.1\.json:1: expected/);
    expect(parseError(() => benchmarkdotnet.parse(derived(file, '{"Benchmarks": []}'))).location.path).toBe('Benchmarks');
    expect(parseError(() => benchmarkdotnet.parse(derived(file, '// Benchmark: Benchmarks.Fib10: DefaultJob'))).location.line).toBe(1);
  });

  it('a garbled median names its JSON path', () => {
    const text = file.text.replace('"Median": 24.419498533010483', '"Median": "fast"');
    expect(parseError(() => benchmarkdotnet.parse(derived(file, text))).message).toBe(
      'benchmarkdotnet: benchmarkdotnet/gab-sample-0.12.1.json: Benchmarks[0].Statistics.Median: expected a finite number, found "fast"',
    );
  });

  it('garbled Parameters and a zero operation count name their paths', () => {
    const credit = fixtureFile(DIR, CREDIT);
    const params = credit.text.replace('"Parameters":"amount=5500&fee=10&minimum=4"', '"Parameters":"amount"');
    expect(parseError(() => benchmarkdotnet.parse(derived(credit, params))).location.path).toBe('Benchmarks[0].Parameters');
    const doc = JSON.parse(credit.text);
    const result = doc.Benchmarks[1].Measurements.findIndex((m: { IterationStage: string }) => m.IterationStage === 'Result');
    doc.Benchmarks[1].Measurements[result].Operations = 0;
    expect(parseError(() => benchmarkdotnet.parse(derived(credit, JSON.stringify(doc)))).location.path).toBe(`Benchmarks[1].Measurements[${result}].Operations`);
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    for (const f of [file, fixtureFile(DIR, CREDIT)]) {
      expect(benchmarkdotnet.parse(derived(f, f.text.replace(/\n/g, '\r\n')))).toEqual(benchmarkdotnet.parse({ files: [f] }));
      expect(benchmarkdotnet.parse(derived(f, `\u001b[32m${f.text}\u001b[0m`))).toEqual(benchmarkdotnet.parse({ files: [f] }));
    }
  });

  it('survives the shared fuzz mutations', () => {
    fuzzAdapter(benchmarkdotnet, [fixtureInput(DIR, SAMPLE), fixtureInput(DIR, FANTOMAS), fixtureInput(DIR, CREDIT)]);
  });
});
