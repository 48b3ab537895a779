// One value a side of a time (a console table's median, go's `-count=1` line), in a suite too small to measure how
// far a process moves: tested against the assumed between-process σ, as the same run's samples are, not called on
// the bare threshold. Real runs of this machine: test/fixtures/tinybench/SOURCE.md, table-one-slow.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { ASSUMED_PROCESS_SIGMA } from '../../src/compare/process-noise';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (s: string): Results => resultsFrom([{ name: 'tinybench', harness: 'tinybench', input: fixtureInput('tinybench', 'table-one-slow', s, 'tinybench.stdout.txt') }]);
const row = (rows: ReturnType<typeof compareRuns>['rows'], name: string, metric: string) => rows.find((r) => r.benchmark === name && r.metric === metric)!;

describe('tinybench console tables, one process a side, `sum 10k` made 3× slower', () => {
  const c = compareRuns(side('base'), side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('the untouched async tick (+65.7 %) is not called; the 3× slower task is', () => {
    const tick = row(c.rows, 'async tick', 'time');
    expect(tick.ratio).toBeCloseTo(2740.5 / 1654, 3);
    expect(tick).toMatchObject({ test: 'assumed-process-sigma', assumedSigma: ASSUMED_PROCESS_SIGMA, verdict: 'inconclusive' });
    expect(row(c.rows, 'sum 10k', 'time')).toMatchObject({ test: 'assumed-process-sigma', verdict: 'regressed' });
    for (const name of ['sum 1k', 'json']) expect(row(c.rows, name, 'time').verdict, name).toBe('inconclusive');
  });

  it('the rows shown for information stay held, not tested against the assumed σ', () => {
    // Throughput is not gating here: one value a side of it is ❔ beyond the floor, as before (holdUntestedInfoRows).
    const tick = row(c.rows, 'async tick', 'throughput');
    expect(tick.gating).toBe(false);
    expect(tick.test).toBe('threshold');
    expect(tick.verdict).toBe('inconclusive');
  });
});
