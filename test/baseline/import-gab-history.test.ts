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

  it('refuses anything else with the file and what was expected', () => {
    expect(() => importGabHistory('var x = 1', 'd.js')).toThrow(/d\.js:1: expected "window\.BENCHMARK_DATA = \{…\}"/);
  });
});
