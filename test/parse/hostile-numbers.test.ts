// Real outputs with one number or name made hostile (as a fuzzer of every adapter made them): each is a clear
// ParseError naming the file and the field, never a crash, an exhausted heap, or an output that could be
// compared but not stored (the results schema refuses infinities, negative spreads and counts beyond 2^53).
import { describe, expect, it } from 'vitest';
import { parseOutput } from '../../src/parse/registry';
import { fixtureFile } from '../helpers/fixtures';

const edited = (file: ReturnType<typeof fixtureFile>, edit: (doc: Record<string, unknown>) => void) => {
  const doc = JSON.parse(file.text) as Record<string, unknown>;
  edit(doc);
  return { files: [{ path: file.path, text: JSON.stringify(doc) }] };
};

describe('asv: params lists make their points only once the results say there are that many', () => {
  const asvWith = (result: unknown, lists: number) =>
    edited(fixtureFile('asv', 'results.json'), (d) => {
      const row = (d.results as Record<string, unknown[]>)['bench_sum.TimeSum.time_sum']!;
      row[0] = result;
      row[1] = Array.from({ length: lists }, () => ['1', '2', '3', '4']);
    });

  it('12 lists of 4 values and one result: refused before 16.8 million points are made (the process ran out of heap)', () => {
    expect(() => parseOutput(asvWith([1e-6], 12), 'asv')).toThrow('asv: asv/results.json: results.bench_sum.TimeSum.time_sum.result: expected 16777216 values (one per params point), found "1"');
  });

  it('every point failed (null): one failed entry saying how many points, beyond 10,000; each point below', () => {
    const many = parseOutput(asvWith(null, 12), 'asv').output.benchmarks.filter((b) => b.name.startsWith('bench_sum.TimeSum.time_sum'));
    expect(many.map((b) => [b.name, b.status, b.error])).toEqual([['bench_sum.TimeSum.time_sum', 'failed', 'asv recorded no result for any of its 16777216 params points (the benchmark failed)']]);
    const few = parseOutput(asvWith(null, 2), 'asv').output.benchmarks.filter((b) => b.name.startsWith('bench_sum.TimeSum.time_sum'));
    expect(few).toHaveLength(16);
    expect(few.every((b) => b.status === 'failed')).toBe(true);
  });

  it('a param value that is not asv\'s repr string, and an empty benchmark name', () => {
    const numeric = edited(fixtureFile('asv', 'results.json'), (d) => ((d.results as Record<string, unknown[]>)['bench_sum.TimeSum.time_sum']![1] = [[10, 1000]]));
    expect(() => parseOutput(numeric, 'asv')).toThrow(/results\.bench_sum\.TimeSum\.time_sum\.params: expected an array of lists of param values \(asv writes each as its repr, a string\)/);
    const unnamed = edited(fixtureFile('asv', 'results.json'), (d) => ((d.results as Record<string, unknown>)[''] = (d.results as Record<string, unknown>)['bench_sum.time_join']));
    expect(() => parseOutput(unnamed, 'asv')).toThrow('asv: asv/results.json: results.: expected a benchmark name, found "\\"\\""');
  });
});

describe('a name every object has', () => {
  it.each(['constructor', '__proto__', 'toString'])('gungraun summary version %s is an unknown version, not a TypeError', (version) => {
    const file = fixtureFile('gungraun', 'iai-callgrind-0.14', 'head', 'iai', 'ibench', 'my_bench', 'text', 'bench_sort.empty', 'summary.json');
    expect(() => parseOutput(edited(file, (d) => (d.version = version)), 'iai-callgrind')).toThrow(/summary\.json: version: expected a summary of schema version 3/);
  });
});

describe('numbers the results schema could not store', () => {
  const pytest = (edit: (b: Record<string, Record<string, unknown>>) => void) =>
    edited(fixtureFile('pytest-benchmark', 'base', 'out.json'), (d) => edit((d.benchmarks as Record<string, Record<string, unknown>>[])[0]!));

  it('rounds of 0 beside the rounds\' data', () => {
    expect(() => parseOutput(pytest((b) => (b.stats!.rounds = 0)), 'pytest-benchmark')).toThrow(/time n: expected the number of samples behind the value \(\d+ given\), found "0"/);
  });

  it('a count beyond 2^53', () => {
    expect(() => parseOutput(pytest((b) => (b.stats!.rounds = 2 ** 60)), 'pytest-benchmark')).toThrow(/time n: expected a whole number of samples, below 2\^53, found "1152921504606847000"/);
  });

  it('an interval that overflows when scaled to ns (asv\'s 99 % interval, in seconds)', () => {
    const asv = edited(fixtureFile('asv', 'results.json'), (d) => ((d.results as Record<string, unknown[]>)['bench_sum.time_join']![5] = [1e300]));
    expect(() => parseOutput(asv, 'asv')).toThrow('asv: asv/results.json: benchmark "bench_sum.time_join", time interval: expected finite bounds, found "Infinity … 24871"');
  });

  it('a negative fastest time', () => {
    expect(() => parseOutput(pytest((b) => (b.stats!.min = -1)), 'pytest-benchmark')).toThrow(/time spread min: expected a finite time, not negative, found "-1000000000"/);
  });
});
