import { describe, expect, it } from 'vitest';
import { historyEntry } from '../../src/baseline/history';
import { findShifts, groupRegressions, planIssues } from '../../src/bot/nightly';
import type { Shift } from '../../src/compare/shifts';
import { readIssueState, regressionMarker, stateComment } from '../../src/render/issue-state';
import { createRng } from '../../src/compare/stats/random';
import { historyKey, type HistoryEntry, type Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

// A simulated nightly history (generated here, not a fixture): the benchmarks, units and levels of the
// real go-bench base capture, with seeded 3 % lognormal noise per night, one outlier night where the
// whole run is 40 % slower (as this VM's drift does, see test/fixtures/SHARED-README.md), and a planted
// 10 % step of one benchmark from night 40; in the longer world it comes back at night 65.
const STEPPED = 'BenchmarkChecksum/impl_a/10240';
const OUTLIER_NIGHT = 25;
const commit = (night: number) => `${night.toString(16).padStart(4, '0')}${'c0ffee42'.repeat(4)}0000`.slice(0, 40);
const date = (night: number) => new Date(Date.UTC(2026, 8, 1 + night, 3, 17)).toISOString();

const real = resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'base', 'go-test-bench.stdout.txt') }]);

/** The world's level factor for a benchmark on a night (1 = the real capture's value). */
function factor(benchmark: string, night: number, restoreAt: number, step: number): number {
  const slow = benchmark === STEPPED && night >= 40 && night < restoreAt;
  return (slow ? step : 1) * (night === OUTLIER_NIGHT ? 1.4 : 1);
}

function night(n: number, restoreAt: number, step: number, noise: () => number): Results {
  return {
    ...real,
    meta: { ...real.meta, commit: commit(n), createdAt: date(n), runId: 1000 + n },
    suites: real.suites.map((s) => ({
      ...s,
      benchmarks: s.benchmarks.map((b) => {
        // One draw per benchmark and night: time and throughput are one measurement (MB/s = bytes / time).
        const f = factor(b.name, n, restoreAt, step) * noise();
        const metrics = Object.entries(b.metrics).map(([name, m]) => {
          if (name !== 'time' && name !== 'throughput') return [name, m]; // memory, allocs, counters do not drift
          return [name, { ...m, value: m.direction === 'smaller' ? m.value * f : m.value / f }];
        });
        return { ...b, metrics: Object.fromEntries(metrics) };
      }),
    })),
  };
}

/** Nights 0…`nights`; the last is the current run, the 60 before it the baseline's history. */
function simulate(nights: number, restoreAt: number, step = 1.1): { history: HistoryEntry[]; current: Results } {
  const rng = createRng(20261122);
  const noise = () => Math.exp(0.03 * Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng()));
  const runs = Array.from({ length: nights + 1 }, (_, n) => night(n, restoreAt, step, noise));
  return { history: runs.slice(0, -1).map(historyEntry).slice(-60), current: runs.at(-1)! };
}

const options = () => ({ rng: createRng(7) });

describe('findShifts on a simulated 60-night history', () => {
  const { history, current } = simulate(60, Infinity);
  const shifts = findShifts(history, current, options());

  it('finds exactly the planted step: time up and throughput down of one benchmark, nothing from the outlier night', () => {
    expect(shifts.map((s) => [s.benchmark, s.metric, s.kind, s.index])).toEqual([
      [STEPPED, 'time', 'regression', 40],
      [STEPPED, 'throughput', 'regression', 40],
    ]);
  });

  it('names the commit range of the step and its size with an interval', () => {
    const [time] = shifts as [Shift, Shift];
    expect(time.lastBefore).toEqual({ commit: commit(39), createdAt: date(39), runId: 1039 });
    expect(time.firstAfter).toEqual({ commit: commit(40), createdAt: date(40), runId: 1040 });
    expect(time.unit).toBe('ns');
    expect(time.ratio).toBeGreaterThan(1.07);
    expect(time.ratio).toBeLessThan(1.13);
    expect(time.ci![0]).toBeGreaterThan(1.05);
    expect(time.ci![0]).toBeLessThan(time.ratio);
    expect(time.ci![1]).toBeGreaterThan(time.ratio);
    expect(time.p).toBeLessThanOrEqual(0.01);
    expect(time.series).toHaveLength(61);
    expect(time.series[60]!.value).toBe(current.suites[0]!.benchmarks.find((b) => b.name === STEPPED)!.metrics.time!.value);
  });

  it('is the same twice with the same seed', () => {
    expect(findShifts(history, current, options())).toEqual(shifts);
  });

  it('one regression, one issue to open', () => {
    const regressions = groupRegressions(shifts);
    expect(regressions.map((r) => [r.id, r.shifts.length, r.restoredBy])).toEqual([[commit(40).slice(0, 12), 2, [undefined, undefined]]]);
    expect(planIssues(shifts, [])).toEqual([{ action: 'open', regression: regressions[0] }]);
  });

  it('a 4 % step (1.3 σ of nightly noise, at best a 4 % ratio whose interval reaches below 5 %) opens nothing', () => {
    const small = simulate(60, Infinity, 1.04);
    expect(findShifts(small.history, small.current, options())).toEqual([]);
    // Sanity: the noise alone would not explain the silence; the same world with a 10 % step is found (above).
  });

  it('only metrics in the current run are looked at', () => {
    expect(findShifts(history, { ...current, suites: [] }, options())).toEqual([]);
  });
});

describe('planIssues: update, close, leave alone', () => {
  const first = simulate(60, Infinity);
  const shifts = findShifts(first.history, first.current, options());
  const [regression] = groupRegressions(shifts);
  const body = `# Performance regression\n${regressionMarker(regression!.id)}\n${stateComment(regression!)}\n`;

  it('the open issue is found again by its marker and updated, not duplicated', () => {
    expect(planIssues(shifts, [{ number: 7, body: 'someone else’s issue' }, { number: 12, body }])).toEqual([{ action: 'update', number: 12, regression }]);
  });

  it('a second open issue with the same marker (a create retried after a 502) is closed as its duplicate; the oldest is updated', () => {
    // The second stayed open, never updated again.
    expect(planIssues(shifts, [{ number: 15, body }, { number: 12, body }])).toEqual([
      { action: 'close-duplicate', number: 15, of: 12 },
      { action: 'update', number: 12, regression },
    ]);
  });

  it('a regression whose issue was closed is not opened again', () => {
    expect(planIssues(shifts, [], undefined, new Set([regression!.id]))).toEqual([]);
  });

  it('a later restoring step closes it, naming the shifts that restored', () => {
    const later = simulate(80, 65);
    const laterShifts = findShifts(later.history, later.current, options());
    expect(laterShifts.map((s) => [s.metric, s.kind, s.firstAfter.commit])).toEqual([
      ['time', 'regression', commit(40)],
      ['time', 'improvement', commit(65)],
      ['throughput', 'regression', commit(40)],
      ['throughput', 'improvement', commit(65)],
    ]);
    const plans = planIssues(laterShifts, [{ number: 12, body }]);
    expect(plans).toEqual([{ action: 'close', number: 12, id: commit(40).slice(0, 12), restoredBy: [laterShifts[1], laterShifts[3]] }]);
  });

  it('a restored regression with no open issue plans nothing', () => {
    const later = simulate(80, 65);
    expect(planIssues(findShifts(later.history, later.current, options()), [])).toEqual([]);
  });

  it('closes from the stored levels once the regression has left the window', () => {
    // 110 nights, window 60 (nights 50–109, current 110): the step at 40 is gone, the restoring step at 65 is in view.
    const far = simulate(110, 65);
    const farShifts = findShifts(far.history, far.current, options());
    expect(farShifts.map((s) => [s.metric, s.kind, s.firstAfter.commit])).toEqual([
      ['time', 'improvement', commit(65)],
      ['throughput', 'improvement', commit(65)],
    ]);
    expect(planIssues(farShifts, [{ number: 12, body }])).toEqual([{ action: 'close', number: 12, id: regression!.id, restoredBy: [farShifts[0], farShifts[1]] }]);
    // Without a restoring shift in view, the issue stays open and untouched.
    expect(planIssues([], [{ number: 12, body }])).toEqual([]);
  });

  it('another regression of a benchmark with an open issue updates that issue', () => {
    const moved = shifts.map((s) => ({ ...s, firstAfter: { ...s.firstAfter, commit: commit(41) } }));
    expect(planIssues(moved, [{ number: 12, body }])).toMatchObject([{ action: 'update', number: 12 }]);
  });
});

describe('issue state markers', () => {
  it('round-trip, with > in names escaped so the HTML comment cannot end early', () => {
    const shift = { key: historyKey('s', 'a-->b', 'time'), before: 12.5 } as Shift;
    const comment = stateComment({ id: 'abc', lastBefore: { createdAt: '' }, firstAfter: { createdAt: '' }, shifts: [shift], restoredBy: [undefined] });
    expect(comment.slice(4, -3)).not.toContain('-->');
    expect(readIssueState(`x\n${regressionMarker('abc')}\n${comment}`)).toEqual({ id: 'abc', levels: { [shift.key]: 12.5 } });
  });

  it('a body without a marker is not ours; a broken state still finds the marker', () => {
    expect(readIssueState('# hello')).toBeUndefined();
    expect(readIssueState(`${regressionMarker('run-7')}\n<!-- benchgate:state:{broken} -->`)).toEqual({ id: 'run-7', levels: {} });
  });
});

describe('many regressed series', () => {
  it('60,000 series that each regressed (every other one restored later) group and plan in linear time', () => {
    // Each regression searched every shift for its series' restoring one: 20,000 took 4.1 s, 50,000 25 s.
    const N = 60_000;
    const shift = (i: number, kind: Shift['kind'], index: number, before: number, after: number): Shift => ({
      key: historyKey('s', `b${i}`, 'time'), suite: 's', benchmark: `b${i}`, metric: 'time', unit: 'ns', direction: 'smaller', kind, before, after, ratio: after / before, p: 0.001,
      lastBefore: { commit: 'a'.repeat(40), createdAt: date(index - 1) }, firstAfter: { commit: (kind === 'regression' ? 'b' : 'c').repeat(40), createdAt: date(index) }, index, series: [],
    });
    const shifts: Shift[] = [];
    for (let i = 0; i < N; i++) shifts.push(shift(i, 'regression', 10, 100, 200));
    for (let i = 0; i < N; i += 2) shifts.push(shift(i, 'improvement', 20, 200, 101));
    const started = performance.now();
    const [r, ...rest] = groupRegressions(shifts);
    const plans = planIssues(shifts, []);
    expect(performance.now() - started).toBeLessThan(10_000); // linear: well under a second idle
    expect(rest).toEqual([]);
    expect(r!.shifts).toHaveLength(N);
    expect(r!.restoredBy[0]?.kind).toBe('improvement');
    expect(r!.restoredBy[1]).toBeUndefined();
    expect(plans.map((p) => p.action)).toEqual(['open']);
  }, 120_000);
});
