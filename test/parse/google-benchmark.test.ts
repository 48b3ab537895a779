import { describe, expect, it } from 'vitest';
import type { ParseInput } from '../../src/parse/adapter';
import { googleBenchmark, jsonStart } from '../../src/parse/google-benchmark';
import { createRng } from '../../src/compare/stats/random';
import { fixtureFile, fixtureInput, withBlankLines } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { benchmarkNamed, derived } from '../helpers/adapter-test';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { resolveConfig } from '../../src/config/resolve';
import { validateConfig } from '../../src/config/validate';

const us = (micros: number): number => micros * 1e3;
const parse = (input: ParseInput) => googleBenchmark.parse(input);
const byName = (input: ParseInput, name: string) => benchmarkNamed(googleBenchmark, input, name);

const parseError = catchParseError;

describe('google-benchmark JSON (1.7.1, real fixtures)', () => {
  const base = fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json');
  const head = fixtureInput('google-benchmark', 'head', 'bench-json.stdout.json');

  it('collapses 5 repetitions + aggregates into one benchmark per run_name, warns about the DEBUG build', () => {
    const out = parse(base);
    expect(out.benchmarks).toHaveLength(23);
    expect(out.benchmarks.map((b) => b.name).slice(0, 6)).toEqual([
      'BM_Sort/256', 'BM_Sort/1024', 'BM_Sort/4096', 'BM_Sort/16384', 'BM_Sort_BigO', 'BM_Scan/64',
    ]);
    expect(out.warnings).toEqual(['Google Benchmark library was built as DEBUG; timings may be affected']);
  });

  it('time = real_time: the _median aggregate, stddev from _stddev, every repetition as a sample', () => {
    const b = byName(head, 'checksum/impl_a/10240');
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: 81973.36902052161, statistic: 'median', n: 5,
      spread: { stddev: 2796.9790859053905, min: 79736.23348504397, max: 86642.52277930679 },
      samples: [81973.36902052161, 86642.52277930679, 84089.71981807637, 80565.96469245618, 79736.23348504397],
    });
    expect(b.metrics['cpu-time']!.value).toBe(81950.79726651486);
    expect(b.metrics['cpu-time']!.spread!.stddev).toBe(2802.3108190671464);
    expect(b.metrics.throughput).toMatchObject({ unit: 'B/s', direction: 'bigger', value: 124953024.76067637 });
    expect(b.metrics.throughput!.spread!.stddev).toBe(4153567.3284957716);
    const s = byName(base, 'BM_Sort/256').metrics.time!;
    expect(s.value).toBe(2418.4465079323677);
    expect(s.samples![0]).toBe(2207.884234972456);
  });

  it('converts Unit(kMicrosecond) and keeps counters and the label', () => {
    const b = byName(head, 'BM_HashTable');
    expect(b.params).toEqual({ label: 'n=4096 load=0.5' });
    expect(b.metrics.time!.value).toBe(us(92.26702089147852));
    expect(b.metrics.time!.spread!.stddev).toBe(us(6.47336965574721));
    expect(b.metrics['items-per-second']).toMatchObject({ unit: 'ops/s', direction: 'bigger', value: 44392404.65248605 });
    expect(b.metrics.probes_per_key).toMatchObject({ unit: '', direction: 'smaller', value: 1.53662109375 });
    expect(b.metrics.keys!.value).toBe(44392404.65248605);
  });

  it('keeps complexity fits as <family>_BigO with coefficient and RMS', () => {
    expect(byName(head, 'BM_Scan_BigO').metrics).toEqual({
      'complexity-coefficient': { unit: 'ns/N', direction: 'smaller', value: 1.7477732459860016, statistic: 'other' },
      'cpu-complexity-coefficient': { unit: 'ns/N', direction: 'smaller', value: 1.7477404427516017, statistic: 'other' },
      rms: { unit: 'fraction', direction: 'smaller', value: 0.06706167419761415, statistic: 'other', diagnostic: true },
    });
    expect(byName(base, 'BM_Sort_BigO').metrics['complexity-coefficient']).toMatchObject({ unit: 'ns/NlgN', value: 3.7701375401796695 });
  });

  it('marks error_occurred repetitions failed (derived: an error set on one repetition)', () => {
    const file = fixtureFile('google-benchmark', 'base', 'bench-json.stdout.json');
    const doc = JSON.parse(file.text);
    const row = doc.benchmarks.find((b: { name: string }) => b.name === 'encode/impl_b/1024');
    Object.assign(row, { error_occurred: true, error_message: 'buffer too small' });
    const b = parse(derived(file, JSON.stringify(doc))).benchmarks.find((x) => x.name === 'encode/impl_b/1024')!;
    expect(b).toEqual({ name: 'encode/impl_b/1024', status: 'failed', error: 'buffer too small', metrics: {} });
  });

  it('without repetitions: the single run is the value (derived: repetition rows 1-4 and aggregates removed)', () => {
    const file = fixtureFile('google-benchmark', 'base', 'bench-json.stdout.json');
    const doc = JSON.parse(file.text);
    doc.benchmarks = doc.benchmarks.filter((b: { run_type: string; repetition_index?: number }) => b.run_type === 'iteration' && b.repetition_index === 0);
    const t = parse(derived(file, JSON.stringify(doc))).benchmarks[0]!.metrics.time!;
    expect(t).toMatchObject({ value: 2207.884234972456, statistic: 'mean', n: 1, samples: [2207.884234972456] });
  });
});

describe('google-benchmark console (real fixtures)', () => {
  it('reads times, repetitions, aggregates, rates and complexity rows', () => {
    const input = fixtureInput('google-benchmark', 'head', 'bench-console.stdout.txt');
    const out = parse(input);
    expect(out.benchmarks).toHaveLength(23);
    const b = byName(input, 'checksum/impl_b/102400');
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: 149742, statistic: 'median', n: 5,
      samples: [166479, 158664, 149742, 147256, 149174], spread: { stddev: 8124, min: 147256, max: 166479 },
    });
    // SetBytesProcessed(102400 per iteration) at 149,742 ns is 684 MB/s: 1.7.1 prints it 1024-based as `652.158M/s`.
    expect(b.metrics.throughput!.value).toBe(652.158 * 1024 ** 2);
    expect(b.metrics.throughput!.spread!.stddev).toBe(32.3973 * 1024 ** 2);
    expect(byName(input, 'BM_Scan_BigO').metrics.rms).toMatchObject({ value: 0.07, diagnostic: true });
    expect(byName(input, 'BM_Scan_BigO').metrics['complexity-coefficient']!.value).toBe(1.55);
  });

  it('reads us rows and rate counters; warns about DEBUG from stderr', () => {
    const input: ParseInput = {
      files: [
        fixtureFile('google-benchmark', 'base', 'bench-console.stdout.txt'),
        fixtureFile('google-benchmark', 'base', 'bench-console.stderr.txt'),
      ],
    };
    const out = parse(input);
    expect(out.warnings).toEqual(['Google Benchmark library was built as DEBUG; timings may be affected']);
    const h = out.benchmarks.find((x) => x.name === 'BM_HashTable')!;
    expect(h.metrics.time!.samples).toEqual([us(113), us(122), us(119), us(115), us(116)]);
    expect(h.metrics.time!.spread!.stddev).toBe(us(3.32));
    expect(h.metrics['items-per-second']!.value).toBe(35.1846 * 1e6);
  });

  it('reads ERROR OCCURRED rows as failed (derived: one row replaced)', () => {
    const file = fixtureFile('google-benchmark', 'base', 'bench-console.stdout.txt');
    const text = file.text.replace(/^encode\/impl_b\/1024 .*$/gm, "encode/impl_b/1024                  ERROR OCCURRED: 'buffer too small'");
    const b = parse(derived(file, text)).benchmarks.find((x) => x.name === 'encode/impl_b/1024')!;
    expect(b).toEqual({ name: 'encode/impl_b/1024', status: 'failed', error: 'buffer too small', metrics: {} });
  });
});

describe('google-benchmark detection', () => {
  it('says yes to the real JSON and console stdout, no to stderr and other harnesses', () => {
    for (const v of ['base', 'head']) {
      expect(googleBenchmark.detect(fixtureInput('google-benchmark', v, 'bench-json.stdout.json'))).toBe('yes');
      expect(googleBenchmark.detect(fixtureInput('google-benchmark', v, 'bench-console.stdout.txt'))).toBe('yes');
    }
    expect(googleBenchmark.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
    expect(googleBenchmark.detect(fixtureInput('jmh', 'base', 'out.json'))).toBe('no');
  });
});

describe('google-benchmark bad input (derived from the real fixtures)', () => {
  const json = fixtureFile('google-benchmark', 'base', 'bench-json.stdout.json');
  const console = fixtureFile('google-benchmark', 'base', 'bench-console.stdout.txt');

  it('truncated JSON names the last line', () => {
    const text = json.text.slice(0, 20000);
    const err = parseError(() => parse(derived(json, text)));
    expect(err.location.line).toBe(text.split('\n').length);
    expect(err.message).toMatch(/^google-benchmark: google-benchmark\/base\/bench-json\.stdout\.json:\d+: expected valid JSON/);
  });

  it('empty output and no benchmarks are ParseErrors', () => {
    expect(parseError(() => parse(derived(json, ''))).location.line).toBe(1);
    expect(parseError(() => parse(derived(json, '{"context": {}, "benchmarks": []}'))).location.path).toBe('benchmarks');
  });

  it('a garbled number and a bad time unit name their JSON path', () => {
    const text = json.text.replace('"real_time": 2.2078842349724559e+03', '"real_time": "slow"');
    expect(parseError(() => parse(derived(json, text))).message).toBe(
      'google-benchmark: google-benchmark/base/bench-json.stdout.json: benchmarks[0].real_time: expected a finite number, found "slow"',
    );
    const unit = json.text.replace('"time_unit": "ns"', '"time_unit": "fortnights"');
    expect(parseError(() => parse(derived(json, unit))).location.path).toBe('benchmarks[0].time_unit');
  });

  it('a garbled console row names its line', () => {
    const text = console.text.replace('BM_Sort/256                         3174 ns', 'BM_Sort/256                         3174 parsecs');
    expect(parseError(() => parse(derived(console, text))).message).toMatch(/bench-console\.stdout\.txt:5: expected "<name>/);
  });

  it('a console table cut off mid-row (the real text sliced at a byte) is a ParseError, even where the row still parses', () => {
    const text = console.text;
    // In a counter (`=12.2244M/s` cut to `=12.22`), in a time, in a name.
    for (const end of [text.indexOf('bytes_per_second=12.2244M/s') + 22, text.indexOf('3174 ns') + 3, text.indexOf('BM_Sort/256_mean') + 8]) {
      const err = parseError(() => parse(derived(console, text.slice(0, end))));
      expect(err.location).toMatchObject({ harness: 'google-benchmark', file: console.path, line: text.slice(0, end).split('\n').length });
      expect(err.message).toContain('expected the line to end with a newline');
    }
  });

  it('a console table cut at a line end inside a benchmark\'s repetitions or aggregates is a ParseError', () => {
    const text = console.text;
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('encode/impl_b/102400 '));
    // After 3 of the 5 repetitions; after the repetitions, before _mean; after _mean, before _median.
    for (const n of [first + 3, first + 5, first + 6]) {
      const err = parseError(() => parse(derived(console, `${lines.slice(0, n).join('\n')}\n`)));
      expect(err.location).toMatchObject({ harness: 'google-benchmark', file: console.path, line: Math.min(n, first + 5) });
      expect(err.message).toContain('expected the _mean, _median and _stddev rows after the');
    }
    // Through _stddev the benchmark is whole (the _cv row adds nothing read).
    expect(parse(derived(console, `${lines.slice(0, first + 8).join('\n')}\n`)).benchmarks.at(-1)?.metrics.time?.n).toBe(5);
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    for (const file of [json, console]) {
      expect(parse(derived(file, file.text.replace(/\n/g, '\r\n')))).toEqual(parse({ files: [file] }));
    }
    const coloured = console.text.replace(/^(\S+)(\s+)/gm, '\u001b[32m$1\u001b[0m$2').replace(/(\d+ ns)/g, '\u001b[33m$1\u001b[0m');
    expect(parse(derived(console, coloured))).toEqual(parse({ files: [console] }));
  });

  it('survives the shared fuzz mutations', () => {
    fuzzAdapter(googleBenchmark, [
      fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json'),
      fixtureInput('google-benchmark', 'head', 'bench-console.stdout.txt'),
    ]);
  });
});

describe('google-benchmark 1.9.5 (built from google/benchmark at 267a111), odd features (fixtures odd/, see SOURCE.md)', () => {
  const json = fixtureInput('google-benchmark', 'odd', 'json.stdout.json');

  it('JSON: a SkipWithMessage benchmark (`"skipped": true`, zero times) is no result, and a warning names it', () => {
    const out = parse(json);
    expect(out.benchmarks.map((b) => b.name)).not.toContain('BM_Skip');
    expect(out.warnings).toEqual(['google-benchmark/odd/json.stdout.json: skipped, so no result: BM_Skip (not on this machine)']);
    expect(byName(json, 'BM_Error')).toMatchObject({ status: 'failed', error: 'it broke', metrics: {} });
    expect(byName(json, 'BM_Sum/64').metrics.time!.value).toBe(13.564250173212603);
  });
});

describe('google-benchmark 1.9.5 console, odd features (fixtures odd/)', () => {
  const repetitions = fixtureInput('google-benchmark', 'odd', 'repetitions.stdout.txt');

  it('a `SKIPPED: \'…\'` row is no result and a warning, as in the JSON; the rest of the table is read', () => {
    const out = parse(repetitions);
    expect(out.warnings).toEqual(['google-benchmark/odd/repetitions.stdout.txt: skipped, so no result: BM_Skip (not on this machine)']);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'BM_Sum/64', 'BM_Sum_BigO', 'BM_Counters', 'BM_Threads/real_time/threads:1', 'BM_Threads/real_time/threads:2', 'BM_Error',
    ]);
    expect(byName(repetitions, 'BM_Counters').metrics.time).toMatchObject({ samples: [2.96, 2.97, 3.04], value: 2.97, n: 3 });
    expect(byName(repetitions, 'BM_Error')).toMatchObject({ status: 'failed', error: 'it broke' });
  });

  it('--benchmark_display_aggregates_only: the _mean/_median/_stddev rows are one benchmark, not three (n = repetitions)', () => {
    const aggregates = fixtureInput('google-benchmark', 'odd', 'aggregates-only.stdout.txt');
    const out = parse(aggregates);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'BM_Sum/64', 'BM_Sum_BigO', 'BM_Counters', 'BM_Threads/real_time/threads:1', 'BM_Threads/real_time/threads:2', 'BM_Error',
    ]);
    const sum = byName(aggregates, 'BM_Sum/64');
    expect(sum.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: 15.2, statistic: 'median', n: 3, spread: { stddev: 0.036 } });
    expect(sum.metrics.throughput).toMatchObject({ value: 15.7102 * 1024 ** 3, n: 3, direction: 'bigger' });
    expect(sum.metrics.throughput!.spread!.stddev).toBeCloseTo(33.1851 * 1024 ** 2, 3);
    // The JSON of the same options (report_aggregates_only) gives the same shape.
    const json = parse(fixtureInput('google-benchmark', 'odd', 'aggregates-only-json.stdout.json'));
    expect(json.benchmarks.map((b) => b.name)).toEqual(out.benchmarks.map((b) => b.name));
    // Cut off between a group's rows: refused, never read as a shorter group.
    const text = aggregates.files[0]!.text;
    const cut = text.slice(0, text.indexOf('BM_Sum/64_stddev'));
    expect(parseError(() => parse({ files: [{ path: 'cut.txt', text: cut }] })).message).toContain('cut.txt:5: expected the _mean, _median and _stddev rows of BM_Sum/64 together');
  });
});

describe('google-benchmark console: ComputeStatistics rows (real 1.7.1 run, fixtures kvstore/)', () => {
  it('a user\'s statistic (`_max` in ns, `_range` in %) after the aggregates is neither a benchmark nor an error', () => {
    const names = [
      'BM_Hash/8', 'BM_Hash/64', 'BM_Hash/512', 'BM_Hash/4096', 'BM_Hash/8192',
      'BM_Sort/64/repeats:5/real_time', 'BM_Sort/256/repeats:5/real_time', 'BM_Sort/1024/repeats:5/real_time', 'BM_Sort/4096/repeats:5/real_time',
      'BM_Insert<std::map<int, int>>/1000/repeats:5', 'BM_Insert<std::unordered_map<int, int>>/1000/repeats:5',
      'BM_Vector/n:1024/repeats:5', 'BM_Vector/n:16384/repeats:5', 'BM_Slow/repeats:5', 'BM_Broken',
    ];
    const json = fixtureInput('google-benchmark', 'kvstore', 'json.stdout.json');
    const console = fixtureInput('google-benchmark', 'kvstore', 'console.stdout.txt');
    const aggregates = fixtureInput('google-benchmark', 'kvstore', 'aggregates-only.stdout.txt');
    for (const input of [json, console, aggregates]) expect(parse(input).benchmarks.map((b) => b.name), input.files[0]!.path).toEqual(names);
    // `BM_Vector/n:1024/repeats:5_max  1312 ns  629 ns  5` is not a sixth sample nor the value.
    expect(byName(console, 'BM_Vector/n:1024/repeats:5').metrics.time).toMatchObject({ samples: [1312, 621, 884, 837, 698], value: 837, n: 5 });
    expect(byName(aggregates, 'BM_Vector/n:1024/repeats:5').metrics.time).toMatchObject({ value: 588, n: 5 });
  });
});

describe('google-benchmark console: names with spaces (real 1.7.1 and 1.9.5 runs, fixtures names/ and odd/)', () => {
  it('reads a name by the header\'s column width: BENCHMARK_TEMPLATE(BM_Map, int, double), ->Name() with spaces and UTF-8', () => {
    const console = fixtureInput('google-benchmark', 'names', 'console.stdout.txt');
    const json = fixtureInput('google-benchmark', 'names', 'json.stdout.json');
    const names = ['BM_Map<int, double>', 'BM_Map<long, std::pair<int, int>>', 'size 1 ns 2 ns 3', 'naïve café', 'BM_Named', 'fails with space'];
    expect(parse(console).benchmarks.map((b) => b.name)).toEqual(names);
    expect(parse(json).benchmarks.map((b) => b.name)).toEqual(names);
    // `size 1 ns 2 ns 3  0.577 ns  0.236 ns  59073599`: the name's own "1 ns 2 ns" are not times.
    expect(byName(console, 'size 1 ns 2 ns 3').metrics.time).toMatchObject({ samples: [0.577, 0.449], value: 0.513, n: 2 });
    expect(byName(console, 'naïve café').metrics.time!.n).toBe(2);
    expect(byName(console, 'BM_Map<int, double>').metrics['items-per-second']).toMatchObject({ samples: [532.361 * 1e6, 530.407 * 1e6], value: 531.384 * 1e6 });
    expect(byName(console, 'fails with space')).toMatchObject({ status: 'failed', error: 'bad input' });
    const odd = parse(fixtureInput('google-benchmark', 'odd', 'console.stdout.txt'));
    expect(odd.benchmarks.map((b) => b.name)).toContain('BM_Units/renamed with space');
    expect(odd.benchmarks.map((b) => b.name)).toContain('BM_Sort_BigO');
  });

  it('--benchmark_counters_tabular=true: rate counters are read from their columns, as from name=value pairs', () => {
    const tabular = fixtureInput('google-benchmark', 'odd', 'tabular.stdout.txt');
    expect(parse(tabular).benchmarks.map((b) => b.name)).toEqual(['BM_Sum/64', 'BM_Sum_BigO', 'BM_Sort/256', 'BM_Sort_BigO', 'BM_Counters']);
    const sum = byName(tabular, 'BM_Sum/64');
    expect(sum.metrics.throughput).toMatchObject({ samples: [15.756 * 1024 ** 3, 15.5721 * 1024 ** 3], value: 15.664 * 1024 ** 3, direction: 'bigger' });
    expect(sum.metrics.throughput!.spread!.stddev).toBe(133.192 * 1024 ** 2);
    expect(sum.metrics['items-per-second']).toMatchObject({ samples: [4.22947 * 1e9, 4.1801 * 1e9] });
    expect(byName(tabular, 'BM_Counters').metrics.rate).toMatchObject({ samples: [298.651 * 1e6, 324.813 * 1e6], value: 311.732 * 1e6, undirected: true });
    expect(Object.keys(byName(tabular, 'BM_Sort/256').metrics)).toEqual(['time', 'cpu-time']);
  });
});


describe('google-benchmark user counters: one rule for the JSON and the console (real fixtures odd/, base/, pypi/)', () => {
  const metricsOf = (input: ParseInput, name: string) => byName(input, name).metrics;
  const counters = (input: ParseInput, name: string) =>
    Object.fromEntries(Object.entries(metricsOf(input, name)).filter(([k]) => k !== 'time' && k !== 'cpu-time').map(([k, m]) => [k, { unit: m.unit, direction: m.direction, undirected: m.undirected }]));

  it('1.9.5 odd.cc: kIsRate, kIsRate|kInvert, kAvgThreads, kAvgIterations, kIs1024 and plain counters: the same metrics either way, none judged by a guessed direction', () => {
    const json = fixtureInput('google-benchmark', 'odd', 'json.stdout.json');
    const console = fixtureInput('google-benchmark', 'odd', 'console.stdout.txt');
    const tabular = fixtureInput('google-benchmark', 'odd', 'tabular.stdout.txt');
    const user = { unit: '', direction: 'smaller', undirected: true };
    const expected = { avg_threads: user, bytes1024: user, inv_rate: user, per_iter: user, plain: user, rate: user };
    // `avg_threads=3 bytes1024=1.5Mi inv_rate=2.94549ns per_iter=2 plain=42 rate=339.502M/s a label with spaces`
    for (const input of [json, console, tabular]) expect(counters(input, 'BM_Counters'), input.files[0]!.path).toEqual(expected);
    const c = metricsOf(console, 'BM_Counters');
    expect([c.avg_threads!.value, c.bytes1024!.value, c.inv_rate!.value, c.per_iter!.value, c.plain!.value, c.rate!.value])
      .toEqual([3, 1.5 * 1024 ** 2, 2.94549e-9, 2, 42, 339.502e6]);
    // SetBytesProcessed / SetItemsProcessed are rates by the library's own making: judged, bigger is better.
    for (const input of [json, console]) {
      expect(counters(input, 'BM_Sum/64')).toEqual({ throughput: { unit: 'B/s', direction: 'bigger' }, 'items-per-second': { unit: 'ops/s', direction: 'bigger' } });
    }
  });

  it('1.7.1 bench.cpp: the kIsRate counter `keys` and `probes_per_key` alike in both, and the label after them is no counter', () => {
    for (const run of ['base', 'head']) {
      const json = counters(fixtureInput('google-benchmark', run, 'bench-json.stdout.json'), 'BM_HashTable');
      // `items_per_second=36.2091M/s keys=36.2091M/s probes_per_key=1.53662 n=4096 load=0.5` (label `n=4096 load=0.5`)
      const console = counters(fixtureInput('google-benchmark', run, 'bench-console.stdout.txt'), 'BM_HashTable');
      expect(console, run).toEqual(json);
      expect(Object.keys(console).sort()).toEqual(['items-per-second', 'keys', 'probes_per_key']);
    }
  });

  it('compared, a user counter is shown, not judged, until the config gives its direction', () => {
    const results = (file: string) => resultsFrom([{ name: 'cpp', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'pypi', '1.9.5', file) }]);
    // The same binary's JSON as base and console as head: one metric, one direction.
    const [base, head] = [results('repetitions-json.stdout.json'), results('repetitions.stdout.txt')];
    const rows = compareRuns(base, head, compareOptionsFor(undefined, {}, {})).rows.filter((r) => r.benchmark === 'sort_n/64');
    expect(rows.map((r) => r.metric)).toEqual(['time', 'cpu-time', 'items', 'n']);
    for (const r of rows.slice(2)) {
      expect(r).toMatchObject({ verdict: 'unchanged', test: 'none' });
      expect(r.note).toMatch(/^the output does not say whether bigger or smaller is better: shown, not judged/);
    }
    const config = resolveConfig(validateConfig('metrics:\n  items: { direction: bigger }\nsuites:\n  - name: cpp\n    run: x\n', 'x.yml'), 'x.yml', '/repo');
    const judged = compareRuns(base, head, compareOptionsFor(config, {}, {})).rows.find((r) => r.benchmark === 'sort_n/64' && r.metric === 'items')!;
    // Judged on its samples, with the assumed process σ (a suite of this size cannot measure it).
    expect(judged).toMatchObject({ direction: 'bigger', test: 'assumed-process-sigma' });
  });
});

describe('google-benchmark 1.8+ console with stderr: `-- LOG(0)` min_time warnings (PyPI google-benchmark, fixtures pypi/)', () => {
  it('the unsuffixed --benchmark_min_time warnings run into the table\'s first `----` line: still detected and read', () => {
    for (const version of ['1.8.3', '1.9.5']) {
      const input = fixtureInput('google-benchmark', 'pypi', version, 'min-time-no-suffix.stdout+stderr.txt');
      expect(googleBenchmark.detect(input)).toBe('yes');
      const out = parse(input);
      expect(out.benchmarks.map((b) => b.name)).toEqual(['sum_list', 'sort_n/64', 'sort_n/512', 'counters', 'fails']);
      expect(out.benchmarks[4]).toMatchObject({ status: 'failed', error: 'deliberate failure' });
    }
    // 1.9.5: `sort_n/64  309 ns  309 ns  45510 items=207.346M/s n=64`, `counters  0.032 us …`
    const b = byName(fixtureInput('google-benchmark', 'pypi', '1.9.5', 'min-time-no-suffix.stdout+stderr.txt'), 'sort_n/64');
    expect(b.metrics.time).toMatchObject({ value: 309, samples: [309] });
    expect(b.metrics.items).toMatchObject({ value: 207.346e6, undirected: true });
    const c = byName(fixtureInput('google-benchmark', 'pypi', '1.9.5', 'min-time-no-suffix.stdout+stderr.txt'), 'counters');
    expect(c.metrics.time!.value).toBe(us(0.032));
  });

  it('as many warnings as fill the detection window (a suite of 200 benchmarks) still find the table (derived: the real warning repeated)', () => {
    const text = fixtureFile('google-benchmark', 'pypi', '1.9.5', 'min-time-no-suffix.stdout+stderr.txt').text;
    const log = '-- LOG(0): Value passed to --benchmark_min_time should have a suffix. Eg., `30s` for 30-seconds.';
    const at = text.indexOf(log);
    const long = text.slice(0, at) + log.repeat(200) + text.slice(at);
    expect(parse({ files: [{ path: 'long.txt', text: long }] }).benchmarks).toHaveLength(5);
  });
});

describe('google-benchmark 1.7.1, 1.8.3 and 1.9.5 (PyPI bindings, fixtures pypi/): JSON and console with 3 repetitions', () => {
  const names = ['sum_list', 'sort_n/64', 'sort_n/512', 'counters', 'fails'];
  for (const version of ['1.7.1', '1.8.3', '1.9.5']) {
    it(`${version}: one benchmark per instance, 3 samples, the _median value, skip_with_error as failed`, () => {
      for (const file of ['repetitions-json.stdout.json', 'repetitions.stdout.txt']) {
        const input = fixtureInput('google-benchmark', 'pypi', version, file);
        expect(googleBenchmark.detect(input)).toBe('yes');
        const out = parse(input);
        expect(out.benchmarks.map((b) => b.name)).toEqual(names);
        expect(out.warnings).toBeUndefined();
        expect(out.benchmarks[4]).toMatchObject({ status: 'failed', error: 'deliberate failure', metrics: {} });
        for (const b of out.benchmarks.slice(0, 4)) {
          expect(b.metrics.time).toMatchObject({ statistic: 'median', n: 3 });
          expect(b.metrics.time!.samples).toHaveLength(3);
          expect(b.metrics.throughput?.direction ?? 'bigger').toBe('bigger');
        }
        expect(Object.keys(byName(input, 'counters').metrics)).toContain('throughput');
      }
    });
  }

  it('values by hand: 1.9.5 JSON sort_n/64 and 1.7.1 console sort_n/64 and counters (kMicrosecond)', () => {
    const json = byName(fixtureInput('google-benchmark', 'pypi', '1.9.5', 'repetitions-json.stdout.json'), 'sort_n/64');
    expect(json.metrics.time).toMatchObject({
      value: 308.6941321487622, samples: [312.1056688327051, 308.6941321487622, 293.81793982894953],
      spread: { stddev: 9.724374123790712, min: 293.81793982894953, max: 312.1056688327051 },
    });
    expect(json.metrics.items).toMatchObject({ value: 207320686.04470116, n: 3 });
    expect(json.metrics.n).toMatchObject({ value: 64 });
    const console = fixtureInput('google-benchmark', 'pypi', '1.7.1', 'repetitions.stdout.txt');
    expect(byName(console, 'sort_n/64').metrics.time).toMatchObject({ value: 445, samples: [446, 445, 419], spread: { stddev: 15.5 } });
    expect(byName(console, 'sort_n/64').metrics.items).toMatchObject({
      value: 143.792e6, samples: [143.792e6, 143.773e6, 153.461e6], undirected: true, spread: { stddev: 5.58792e6 },
    });
    expect(byName(console, 'counters').metrics.time!.samples).toEqual([us(0.111), us(0.111), us(0.110)]);
    // pybench.py sets a counter of its own under SetBytesProcessed's name, 1000-based (8 bytes at 0.111 us is
    // 72.07 MB/s, printed `72.0154M/s`); a console before 1.8 prints SetBytesProcessed's 1024-based values with
    // the same prefixes, and that is how the name is read there. The JSON has this one exactly.
    expect(byName(console, 'counters').metrics.throughput!.samples).toEqual([72.0154 * 1024 ** 2, 72.3101 * 1024 ** 2, 75.4588 * 1024 ** 2]);
  });
});

describe('google-benchmark console: times printed as 0.000 (fixtures zero/, see SOURCE.md)', () => {
  const console = fixtureInput('google-benchmark', 'zero', 'console.stdout.txt');
  const repetitions = fixtureInput('google-benchmark', 'zero', 'repetitions.stdout.txt');

  it('keeps a "0.000 ms" row as 0 and warns, naming the benchmark, metric and printed text', () => {
    expect(byName(console, 'BM_Add').metrics.time!.value).toBe(0);
    expect(byName(console, 'BM_Sum').metrics.time!.value).toBe(0.078e6);
    expect(parse(console).warnings).toEqual([
      'google-benchmark/zero/console.stdout.txt:4: BM_Add: time printed as "0.000 ms", below the output\'s resolution: kept as 0, compared as inconclusive; the JSON output (--benchmark_format=json or --benchmark_out) has the exact value',
      'google-benchmark/zero/console.stdout.txt:4: BM_Add: cpu-time printed as "0.000 ms", below the output\'s resolution: kept as 0, compared as inconclusive; the JSON output (--benchmark_format=json or --benchmark_out) has the exact value',
      'google-benchmark/zero/console.stdout.txt:6: BM_Empty: time printed as "0.000 ns", below the output\'s resolution: kept as 0, compared as inconclusive; the JSON output (--benchmark_format=json or --benchmark_out) has the exact value',
      'google-benchmark/zero/console.stdout.txt:6: BM_Empty: cpu-time printed as "0.000 ns", below the output\'s resolution: kept as 0, compared as inconclusive; the JSON output (--benchmark_format=json or --benchmark_out) has the exact value',
    ]);
  });

  it('with repetitions, one warning per benchmark and metric (at its first row); a _stddev of 0.000 is a spread, not warned', () => {
    const warnings = parse(repetitions).warnings ?? [];
    expect(warnings.filter((w) => w.includes('BM_Add:')).map((w) => w.split(':')[1])).toEqual(['4', '4']);
    expect(warnings.filter((w) => w.includes('BM_Sum'))).toEqual([]); // its _stddev cpu-time prints 0.000 ms
    expect(byName(repetitions, 'BM_Add').metrics.time!.samples).toEqual([0, 0, 0]);
  });

  it('the JSON of the same suite has the exact times, and no warning', () => {
    const json = fixtureInput('google-benchmark', 'zero', 'json.stdout.json');
    expect(byName(json, 'BM_Add').metrics.time!.value).toBeCloseTo(0.884130414868620, 12);
    expect(parse(json).warnings?.some((w) => w.includes('printed as'))).not.toBe(true);
  });
});

describe('google-benchmark --benchmark_format=csv (real fixture csv/): not read, and the error says so', () => {
  const csv = fixtureInput('google-benchmark', 'csv', 'bench.stdout.txt');
  it('is a "maybe" to detection, and its parse error names the file and the JSON to use', () => {
    expect(googleBenchmark.detect(csv)).toBe('maybe');
    const e = catchParseError(() => googleBenchmark.parse(csv));
    expect(e.message).toContain('bench.stdout.txt');
    expect(e.message).toContain('--benchmark_format=csv is not read');
  });
});

describe('google-benchmark JSON: real time well above CPU time (real fixtures names/ and zero/, load 4.5 and 13.5 on 2 CPUs)', () => {
  it('is said, with the load average, and that cpu-time is compared beside it', () => {
    expect(googleBenchmark.parse(fixtureInput('google-benchmark', 'names', 'json.stdout.json')).warnings).toContain(
      'google-benchmark/names/json.stdout.json: real time exceeded CPU time by a median 34 % over 5 single-threaded runs (load average 4.5 on 2 CPUs at the start): time off a CPU (a busy machine, or waiting on I/O) is in the time compared; CPU time is compared beside it as `cpu-time` (`gate: cpu-time` decides on it)',
    );
    expect(googleBenchmark.parse(fixtureInput('google-benchmark', 'zero', 'json.stdout.json')).warnings?.join('\n')).toMatch(/real time exceeded CPU time by a median 198 % over 3 single-threaded runs \(load average 13\.5 on 2 CPUs/);
  });

  it('a run on a quiet machine says nothing of it (base/, load 0.8)', () => {
    expect(googleBenchmark.parse(fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json')).warnings ?? []).not.toContainEqual(expect.stringMatching(/real time exceeded/));
  });
});

describe('google-benchmark JSON on stdout after lines the program printed first (real fmtlib/format-benchmark int-benchmark, fixtures format-benchmark/)', () => {
  const input = fixtureInput('google-benchmark', 'format-benchmark', 'int-benchmark.stdout.json');
  const file = fixtureFile('google-benchmark', 'format-benchmark', 'int-benchmark.stdout.json');

  it('reads the document after them, and says what was not read', () => {
    expect(googleBenchmark.detect(input)).toBe('yes');
    const out = parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'sprintf', 'std_ostringstream', 'std_to_string', 'std_to_chars', 'fmt_to_string', 'fmt_format_runtime', 'fmt_format_compile',
      'fmt_format_to_runtime', 'fmt_format_to_compile', 'fmt_format_int', 'voigt_itostr', 'u2985907', 'decimal_from', 'stout_ltoa',
    ]);
    expect(byName(input, 'fmt_to_string').metrics['items-per-second']).toMatchObject({ unit: 'ops/s', direction: 'bigger' });
    expect(out.warnings).toContain(
      'google-benchmark/format-benchmark/int-benchmark.stdout.json: 11 lines the benchmark program printed before the JSON document, not read (--benchmark_out=FILE keeps the JSON apart): "The number of values by digit count:"',
    );
  });

  it('an error in the document still names its line in the file', () => {
    const text = file.text.slice(0, 3000);
    const err = parseError(() => parse(derived(file, text)));
    expect(err.location.line).toBe(text.split('\n').length);
  });
});

describe('google-benchmark: a run of 200,000 blank lines (hostile output; derived from real fixtures)', () => {
  // Google Benchmark prints no blank line itself, but the console table has always passed over blank lines
  // (a program's own output on stdout): a flood in it is read the same, in memory for two blank lines, not 200,000.
  const N = 200_000;
  /** The text with N newlines more after its line `after` (1-based): every later line moves down by N. */
  const flood = (text: string, after: number): string => {
    return withBlankLines(text, after, N);
  };
  const console = fixtureFile('google-benchmark', 'base', 'bench-console.stdout.txt');

  it('the console table reads the same benchmarks wherever the flood is, and a cut-off row names its real line', () => {
    const lines = console.text.split('\n');
    const scan = lines.findIndex((l) => l.startsWith('BM_Scan/64 '));
    const mean = lines.findIndex((l) => l.startsWith('encode/impl_b/102400_mean '));
    const whole = parse({ files: [console] }).benchmarks;
    // After the header's dashes, between two benchmarks, between the last repetition and its _mean.
    for (const after of [3, scan, mean]) {
      expect(after).toBeGreaterThan(0);
      expect(parse(derived(console, flood(console.text, after))).benchmarks, `after line ${after}`).toEqual(whole);
    }
    const end = console.text.indexOf('3174 ns') + 3; // line 5 cut mid-row
    const err = parseError(() => parse(derived(console, flood(console.text.slice(0, end), 3))));
    expect(err.location).toMatchObject({ file: console.path, line: 5 + N });
    expect(err.message).toContain('expected the line to end with a newline');
  });

  it('errors after the flood name their real lines: repetitions without aggregates, a garbled row, no table rows', () => {
    const lines = console.text.split('\n');
    const first = lines.findIndex((l) => l.startsWith('encode/impl_b/102400 '));
    const cut = `${lines.slice(0, first + 3).join('\n')}\n`; // 3 of the 5 repetitions
    expect(parseError(() => parse(derived(console, flood(cut, 3)))).location.line).toBe(first + 3 + N);
    const garbled = console.text.replace('BM_Sort/256                         3174 ns', 'BM_Sort/256                         3174 parsecs');
    expect(parseError(() => parse(derived(console, flood(garbled, 4)))).message).toMatch(new RegExp(`bench-console\\.stdout\\.txt:${5 + N}: expected "<name>`));
    // The header alone, then the flood to the end: the file's last line, which the kept lines leave out.
    const header = `${lines.slice(0, 3).join('\n')}\n`;
    const none = parseError(() => parse(derived(console, `${header}${'\n'.repeat(N)}`)));
    expect(none.message).toContain('expected a "Benchmark  Time  CPU  Iterations" table with rows');
    expect(none.location.line).toBe(3 + N + 1);
  });

  it('a "0.000" warning after the flood names its real line (fixtures zero/)', () => {
    const zero = fixtureFile('google-benchmark', 'zero', 'console.stdout.txt');
    const warnings = parse({ files: [zero] }).warnings!;
    const out = parse(derived(zero, flood(zero.text, 4))); // after BM_Add's row (line 4), before BM_Sum and BM_Empty
    expect(out.benchmarks).toEqual(parse({ files: [zero] }).benchmarks);
    expect(out.warnings).toEqual(warnings.map((w) => w.replace('console.stdout.txt:6:', `console.stdout.txt:${6 + N}:`)));
    expect(out.warnings!.filter((w) => w.includes(`:${6 + N}: BM_Empty:`))).toHaveLength(2);
  });

  it('in the lines a program printed before its JSON document: the same count and first line, and a JSON error names its real line (fixtures format-benchmark/)', () => {
    const file = fixtureFile('google-benchmark', 'format-benchmark', 'int-benchmark.stdout.json');
    const whole = parse({ files: [file] });
    const out = parse(derived(file, flood(file.text, 5)));
    expect(out).toEqual(whole);
    expect(out.warnings).toContainEqual(expect.stringContaining('11 lines the benchmark program printed before the JSON document, not read (--benchmark_out=FILE keeps the JSON apart): "The number of values by digit count:"'));
    const text = file.text.slice(0, 3000);
    const err = parseError(() => parse(derived(file, flood(text, 5))));
    expect(err.location.line).toBe(text.split('\n').length + N);
  });

  it('--benchmark_list_tests output with a flood lists the same names (fixture shard-listings/)', () => {
    const listing = fixtureFile('shard-listings', 'google-benchmark-list-tests.stdout.txt').text;
    const names = googleBenchmark.shard!.parseList(listing);
    expect(names).toHaveLength(21);
    expect(googleBenchmark.shard!.parseList(flood(listing, 10))).toEqual(names);
  });
});

describe('jsonStart', () => {
  const REGEX = /^\{\r?\n[ \t]*"context"[ \t]*:/m;
  const expected = (text: string): number => REGEX.exec(text)?.index ?? -1;

  it('finds the document where the multiline expression does, on random texts of its pieces', () => {
    const pieces = ['{', '\n', '\r', ' ', '\t', '"context"', ':', 'x', '\u2028', '{\n  "context": {', '{\r\n\t"context" :'];
    const rng = createRng(11);
    for (let k = 0; k < 5_000; k++) {
      let text = '';
      const n = 1 + Math.floor(rng() * 14);
      for (let i = 0; i < n; i++) text += pieces[Math.floor(rng() * pieces.length)];
      expect(jsonStart(text), JSON.stringify(text)).toBe(expected(text));
    }
  });

  it("finds it after a program's own lines, and never in a text without one", () => {
    const doc = '{\n  "context": {\n    "date": "2024-01-01"\n  },\n  "benchmarks": []\n}\n';
    expect(jsonStart(doc)).toBe(0);
    expect(jsonStart(`digits 1 2 3\r\n${doc}`)).toBe(14);
    expect(jsonStart(`digits\r\n${doc.replace(/\n/g, '\r\n')}`)).toBe(8);
    expect(jsonStart(`x{\n  "context": 1\n${doc}`)).toBe(expected(`x{\n  "context": 1\n${doc}`));
    expect(jsonStart('BenchmarkX-2 100 5 ns/op\n'.repeat(1000))).toBe(-1);
  });
});

describe('google-benchmark console: signed counters and 1024-based bytes (real 1.7.1 runs, fixtures signed-counters/ and bytes-1024/)', () => {
  const counterValues = (input: ParseInput, name: string) =>
    Object.fromEntries(Object.entries(byName(input, name).metrics).filter(([k]) => k !== 'time' && k !== 'cpu-time').map(([k, m]) => [k, m.value]));

  it('a negative counter is read, and so is every counter after it, as the JSON of the same binary has them', () => {
    // `a_delta=-42.5 b_items=7`: the sign once ended the counters, and both were taken for the label.
    const console = fixtureInput('google-benchmark', 'signed-counters', 'console.stdout.txt');
    const json = fixtureInput('google-benchmark', 'signed-counters', 'json.stdout.json');
    expect(counterValues(console, 'BM_Neg')).toEqual({ a_delta: -42.5, b_items: 7 });
    for (const name of ['BM_Neg', 'BM_Peta', 'BM_Milli']) expect(counterValues(console, name), name).toEqual(counterValues(json, name));
    // `hit_rate=0.75 huge=1.5T nano=150n neg=-42.5 peta=2.5P tiny=1.234m zero=0`
    const c = counterValues(fixtureInput('google-benchmark', 'signed-counters', 'c-console.stdout.txt'), 'BM_C');
    const cj = counterValues(fixtureInput('google-benchmark', 'signed-counters', 'c-json.stdout.json'), 'BM_C');
    expect(Object.keys(c).sort()).toEqual(['hit_rate', 'huge', 'nano', 'neg', 'peta', 'tiny', 'zero']);
    for (const k of Object.keys(cj)) if (cj[k] !== 0) expect(c[k]! / cj[k]!, k).toBeCloseTo(1, 3);
    expect(c.zero).toBe(0);
  });

  it('1.7.1 prints bytes_per_second with 1024-based prefixes and no "i" (`6.82797G/s`): read as the JSON of the same run has it', () => {
    const console = fixtureInput('google-benchmark', 'bytes-1024', 'console.stdout.txt');
    const json = fixtureInput('google-benchmark', 'bytes-1024', 'out.json');
    for (const name of ['BM_Sum/64', 'BM_Sum/256', 'BM_Sum/1024', 'BM_Sum/4096']) {
      const c = byName(console, name).metrics.throughput!.value;
      const j = byName(json, name).metrics.throughput!.value;
      // The console prints six significant digits.
      expect(Math.abs(c / j - 1), name).toBeLessThan(1e-5);
    }
    expect(byName(console, 'BM_Sum/64').metrics.throughput!.value).toBe(6.82797 * 1024 ** 3);
  });
});

describe('google-benchmark console: the Big-O coefficient\'s unit (real 1.7.1 runs, fixtures bigo-unit/ and bytes-1024/)', () => {
  const coefficient = (file: string) => byName(fixtureInput('google-benchmark', 'bigo-unit', file), 'BM_Lin_BigO').metrics['complexity-coefficient']!;

  it('under --benchmark_time_unit=us the coefficient is printed in us (`14.76 N`): read as 14,760 ns/N, as the JSON of that build has it', () => {
    const console = coefficient('flag-us.console.txt');
    const json = coefficient('flag-us.json');
    expect(console).toMatchObject({ unit: 'ns/N', value: 14760, resolution: 10 });
    // Two runs of one build: the same within the machine's noise, not 1,000× apart.
    expect(Math.abs(Math.log(console.value / json.value))).toBeLessThan(Math.log(1.3));
  });

  it('under ->Unit(kMicrosecond) it is printed in ns (`14193.26 N`) beside rows in us, and read as ns', () => {
    const console = coefficient('unit-us.console.txt');
    expect(console).toMatchObject({ unit: 'ns/N', value: 14193.26 });
    expect(Math.abs(Math.log(console.value / coefficient('unit-us.json').value))).toBeLessThan(Math.log(1.3));
  });

  it('a coefficient printed `0.00 N` is left out with a warning, not kept as 0', () => {
    const input = fixtureInput('google-benchmark', 'bytes-1024', 'console.stdout.txt');
    const out = parse(input);
    expect(out.benchmarks.find((b) => b.name === 'BM_Sum_BigO')!.metrics['complexity-coefficient']).toBeUndefined();
    expect((out.warnings ?? []).some((w) => /BM_Sum_BigO: complexity coefficient left out: printed as 0\.00/.test(w))).toBe(true);
  });
});
