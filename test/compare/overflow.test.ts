// Numbers a hostile or broken output can hold: an interval whose bound overflows is left out with a note, not
// printed "+Infinity %" or written as null in the JSON (which the Comparison schema refuses); a ratio that
// overflows says so, not "zero or negative head". Found by fuzzing compare.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns, UNBOUNDED_ERROR } from '../../src/compare/compare-runs';
import { Comparison } from '../../src/compare/types';
import type { Results } from '../../src/model/results';
import { syntheticResults } from '../helpers/results';

const options = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
const withRow = (r: Results, value: number, rme?: number): Results => ({
  ...r,
  suites: r.suites.map((s) => ({ ...s, benchmarks: [...s.benchmarks, { name: 'x', metrics: { time: { unit: 'ns', direction: 'smaller' as const, value, ...(rme === undefined ? {} : { spread: { rme } }) } } }] })),
});

describe('overflow', () => {
  it('an interval reaching infinity is left out, and the comparison stays valid JSON', () => {
    const c = compareRuns(withRow(syntheticResults(), 1000, 1000), withRow(syntheticResults({}, 2), 2000, 1000), options);
    const row = c.rows.find((r) => r.benchmark === 'x')!;
    expect(row.verdict).toBe('inconclusive');
    expect(row.relative?.ci).toBeUndefined();
    // A margin of 100,000 % bounds nothing: said as such (logStandardError), with no interval.
    expect(row.note).toBe(UNBOUNDED_ERROR);
    expect(row.ci).toBeUndefined();
    expect(Comparison.safeParse(JSON.parse(JSON.stringify(c))).success).toBe(true);
  });

  it('an interval of samples whose spread overflows is left out with a note, and the comparison stays valid JSON', () => {
    const spread = (r: Results, scale: number): Results => ({
      ...r,
      suites: r.suites.map((s) => ({ ...s, benchmarks: [...s.benchmarks, { name: 'x', metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: scale, samples: [scale, scale * 1e300, scale, scale * 1e300, scale] } } }] })),
    });
    const c = compareRuns(spread(syntheticResults(), 1), spread(syntheticResults({}, 2), 2), options);
    const row = c.rows.find((r) => r.benchmark === 'x')!;
    expect(row.verdict).toBe('inconclusive');
    expect(row.ci).toBeUndefined();
    expect(row.note).toContain('its interval is unbounded (a spread beyond the range of a number), so it is not shown');
    expect(Comparison.safeParse(JSON.parse(JSON.stringify(c))).success).toBe(true);
  });

  it('a ratio beyond the range of a number says so', () => {
    const c = compareRuns(withRow(syntheticResults(), 1e-300), withRow(syntheticResults({}, 2), 1e300), options);
    expect(c.rows.find((r) => r.benchmark === 'x')!.note).toBe('ratio undefined: head / base (1e+300 / 1e-300) is beyond the range of a number');
  });
});
