// Suite, metric and param names come from outputs and artifacts (a fork's among them): a name that is also
// a property of every JavaScript object reads as absent, never as Object.prototype's (found by fuzzing
// compare with hostile results files); and a metric head dropped is shown, as a dropped benchmark is.
import { describe, expect, it } from 'vitest';
import { parseResults } from '../../src/baseline/validate';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Results } from '../../src/model/results';
import { syntheticResults } from '../helpers/results';

const options = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
const renamed = (r: Results, suite: string): Results => ({ ...r, suites: r.suites.map((s) => ({ ...s, name: suite })) });
const withMetric = (r: Results, name: string, value: number): Results => ({
  ...r,
  suites: r.suites.map((s) => ({ ...s, benchmarks: s.benchmarks.map((b) => ({ ...b, metrics: { ...b.metrics, [name]: { unit: 'B', direction: 'smaller' as const, value } } })) })),
});

describe('names that every object has', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])('a suite named %s is compared like any other', (name) => {
    const c = compareRuns(renamed(syntheticResults(), name), renamed(syntheticResults({ 'bench/3': 2 }, 2), name), options);
    expect(c.rows.filter((r) => r.suite === name)).toHaveLength(12);
    expect(c.rows.find((r) => r.benchmark === 'bench/3')!.verdict).toBe('regressed');
  });

  it.each(['toString', 'constructor', 'valueOf'])('a metric %s only in head is new, not a crash', (name) => {
    const c = compareRuns(syntheticResults(), withMetric(syntheticResults({}, 2), name, 5), options);
    const rows = c.rows.filter((r) => r.metric === name);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => `${r.verdict} ${r.note}`))).toEqual(new Set(['added metric not in the base run']));
  });

  it('a metric "__proto__" in a results file is refused with where it is (zod would drop it unsaid)', () => {
    const r = syntheticResults();
    const text = JSON.stringify(r).replace('"metrics":{', '"metrics":{"__proto__":{"unit":"ns","direction":"smaller","value":5},');
    expect(() => parseResults(text, 'fork results.json')).toThrow(
      'fork results.json: not a benchgate results file (benchgate/results@1): suites[0].benchmarks[0].metrics: "__proto__" is not a name benchgate can keep (JavaScript objects reserve it); rename it',
    );
  });
});

describe('a metric head no longer reports', () => {
  it('is a removed row, with its base value', () => {
    const c = compareRuns(withMetric(syntheticResults(), 'memory', 64), syntheticResults({}, 2), options);
    const rows = c.rows.filter((r) => r.metric === 'memory');
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.verdict === 'removed' && r.base === 64 && r.head === null && r.note === 'metric not in the head run')).toBe(true);
    expect(c.summary.verdict).toBe('unchanged');
  });
});
