// A real gh-pages data.js (test/fixtures/gab-history/SOURCE.md) → benchgate history entries.
import { describe, expect, it } from 'vitest';
import { importGabHistory } from '../../src/baseline/import-gab-history';
import { historyKey } from '../../src/model/results';
import { fixtureFile } from '../helpers/fixtures';

describe('importGabHistory', () => {
  it('one entry per commit; iter/sec becomes throughput keyed by entries name and bench name', () => {
    const history = importGabHistory(fixtureFile('gab-history', 'data.js').text);
    expect(history).toEqual([
      {
        commit: '74790ac92ddce824b7f00b64c93dc9463efda5f0',
        createdAt: '2021-07-12T17:39:16.605Z',
        values: {
          [historyKey('Benchmark', 'tests/test_main.py::test_main_succeeds', 'throughput')]: 952.4881575451848,
          [historyKey('Benchmark', 'tests/test_main.py::test_version_option', 'throughput')]: 1290.3810232336712,
          [historyKey('Benchmark', 'tests/test_main.py::test_version_callback', 'throughput')]: 8036.42067288928,
        },
      },
    ]);
  });

  it('go -count=10: a name repeated in one run is one benchmark, its median kept; a commit run again is another entry', () => {
    const history = importGabHistory(fixtureFile('gab-history', 'go-count10', 'data.js').text);
    // 65 runs in the file, four of them of commit 92cdc99c: the last of them overwrote the other three.
    expect(history).toHaveLength(65);
    expect(history.filter((e) => e.commit?.startsWith('92cdc99c'))).toHaveLength(4);
    // Its first run's ten values; the middle two of them sorted are 1000087067 and 1000140266 (the last was 1000168582).
    expect(history[0]!.values).toEqual({ [historyKey('Go Benchmark', 'BenchmarkDummy', 'time')]: (1000087067 + 1000140266) / 2 });
    // `<name> - <unit>` and a unit holding the rest of the line are one benchmark's metrics, keyed as benchgate's go parser keys them.
    const keys = new Set(history.flatMap((e) => Object.keys(e.values)));
    expect([...keys].sort()).toEqual(
      ['BenchmarkDummy␟time', 'BenchmarkFib10␟time', 'BenchmarkFib20WithAuxMetric␟auxMetricUnits', 'BenchmarkFib20WithAuxMetric␟time', 'BenchmarkFib20␟time', 'BenchmarkReadFileWithError␟time']
        .map((k) => historyKey('Go Benchmark', ...(k.split('␟') as [string, string]))),
    );
  });

  it('Google Benchmark repetitions: a name\'s _median is its value; _mean and _stddev are not series of their own', () => {
    const history = importGabHistory(fixtureFile('gab-history', 'googlecpp-repetitions', 'data.js').text);
    expect(history).toHaveLength(9);
    expect(history[0]!.values[historyKey('Other C++ Benchmark', 'fib_30/repeats:5/real_time/threads:1', 'time')]).toBe(2800325.9399999934);
    expect(history[0]!.values[historyKey('Other C++ Benchmark', 'fib_30/repeats:5/real_time/threads:3', 'time')]).toBe(1330394.7551440422);
    const keys = [...new Set(history.flatMap((e) => Object.keys(e.values)))];
    expect(keys.filter((k) => /_(mean|median|stddev)␟/.test(k))).toEqual([]);
    expect(keys).toHaveLength(16);
  });

  it('refuses anything else with the file and what was expected', () => {
    expect(() => importGabHistory('var x = 1', 'd.js')).toThrow(/d\.js:1: expected "window\.BENCHMARK_DATA = \{…\}"/);
  });
});
