// Wall time moved by time off a CPU (src/compare/off-cpu.ts): a real Google Benchmark A/A pair on a loaded
// machine (test/fixtures/google-benchmark/off-cpu-aa), where BM_Memcpy/4096's unchanged code read −56 % in
// real time and −8 % in CPU time.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { holdOffCpuTimes, OFF_CPU_RATIO } from '../../src/compare/off-cpu';
import type { ComparisonRow } from '../../src/compare/types';
import type { Metric } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (file: string) => resultsFrom([{ name: 'cpp', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'off-cpu-aa', file) }]);

describe('time off a CPU (real Google Benchmark A/A pair at load 4 on 2 CPUs)', () => {
  const c = compareRuns(side('base.json'), side('head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const row = (name: string, metric: string) => c.rows.find((r) => r.benchmark === name && r.metric === metric)!;

  it('does not call the unchanged memcpy 56 % faster on its real time: undecided, saying why', () => {
    const time = row('BM_Memcpy/4096', 'time');
    expect(time.ratio!).toBeLessThan(0.5);
    expect(time.verdict).toBe('inconclusive');
    expect(time.note).toBe(
      'time off a CPU is in this wall time (base 107.42 ns against 34.224 ns of CPU time, head 47.059 ns against 31.431 ns of CPU time): it moved −56 % where the CPU time moved −8 %, not called, so the move can be the machine\'s (other jobs, or waiting on I/O), not the code\'s; `gate: cpu-time` judges the CPU time',
    );
    expect(row('BM_Memcpy/4096', 'cpu-time').verdict).toBe('unchanged');
  });

  it('calls no change in the pair (BM_Error broke in head: that is said apart)', () => {
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    expect(c.summary.verdict).not.toBe('improved');
  });
});

describe('holdOffCpuTimes', () => {
  const m = (value: number): Metric => ({ unit: 'ns', direction: 'smaller', value });
  const row = (metric: string, verdict: ComparisonRow['verdict']): ComparisonRow => ({ suite: 's', benchmark: 'b', metric, verdict }) as ComparisonRow;
  const hold = (time: [number, number], cpu: [number, number], cpuVerdict: ComparisonRow['verdict'] = 'unchanged') => {
    const t = { row: row('time', 'improved'), base: m(time[0]), head: m(time[1]) };
    holdOffCpuTimes([t, { row: row('cpu-time', cpuVerdict), base: m(cpu[0]), head: m(cpu[1]) }]);
    return t.row.verdict;
  };

  it(`holds a wall-time call the CPU time does not share, once a side's wall time is over ${OFF_CPU_RATIO}× its CPU time`, () => {
    expect(hold([130, 100], [100, 98])).toBe('inconclusive');
    expect(hold([100, 130], [98, 100])).toBe('inconclusive');
    // The CPU time was called the same way: the change is the code's.
    expect(hold([130, 60], [100, 45], 'improved')).toBe('improved');
    // On a CPU the whole time (wall ≈ CPU on both sides): the wall time is judged as it was.
    expect(hold([119, 60], [100, 98])).toBe('improved');
    // No CPU time beside it (another harness): nothing to hold against.
    const alone = { row: row('time', 'improved'), base: m(200), head: m(100) };
    holdOffCpuTimes([alone]);
    expect(alone.row.verdict).toBe('improved');
  });
});
