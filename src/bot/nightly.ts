// Nightly runs (pure): lasting shifts in a baseline's history, and which tracking issues to open,
// update or close. A shift is a change point of E-divisive means (src/compare/stats/changepoint.ts)
// that is also practically large: its ratio and whole interval lie beyond the noise floor, the same
// rule the PR verdicts use, so one noisy night or a 2 % wobble never opens an issue.
import { detectChangePoints } from '../compare/stats/changepoint';
import type { Rng } from '../compare/stats/random';
import { historyEntry } from '../baseline/history';
import { groupBy } from '../model/group-by';
import { KEY_SEPARATOR, own } from '../model/keys';
import type { HistoryEntry, Results } from '../model/results';
import type { Regression, RunRef, SeriesPoint, Shift } from '../compare/shifts';
import { readIssueState } from '../render/issue-state';

export interface ShiftOptions {
  rng: Rng;
  /** Significance of each permutation test (default 0.01). */
  alpha?: number;
  /** Permutations per test (default 199). */
  permutations?: number;
  /** Shortest segment: a shift must last this many runs to count (default 5). */
  minSegment?: number;
  /** Smallest change that matters, as a fraction (default 0.05, the PR verdicts' default). */
  noiseFloor?: number;
}

export const DEFAULT_NOISE_FLOOR = 0.05;

/**
 * Lasting shifts per benchmark × metric over `history` (oldest first) followed by `current`.
 * Only metrics present and ok in `current` are looked at (their unit and direction come from it).
 */
export function findShifts(history: readonly HistoryEntry[], current: Results, options: ShiftOptions): Shift[] {
  const floor = options.noiseFloor ?? DEFAULT_NOISE_FLOOR;
  const runs = [...history, historyEntry(current)];
  const shifts: Shift[] = [];
  for (const suite of current.suites) {
    for (const b of suite.benchmarks) {
      if (b.status === 'failed') continue;
      for (const [metric, m] of Object.entries(b.metrics)) {
        const key = [suite.name, b.name, metric].join(KEY_SEPARATOR);
        const series: SeriesPoint[] = runs.flatMap((r) => {
          const value = own(r.values, key);
          return value === undefined || !Number.isFinite(value) ? [] : [{ ...runRef(r), value }];
        });
        const points = detectChangePoints(
          series.map((p) => p.value),
          { rng: options.rng, alpha: options.alpha ?? 0.01, permutations: options.permutations ?? 199, minSegment: options.minSegment ?? 5 },
        );
        for (const cp of points) {
          if (!beyondFloor(cp.ratio, cp.ci, floor)) continue;
          const worse = m.direction === 'smaller' ? cp.ratio > 1 : cp.ratio < 1;
          shifts.push({
            key,
            suite: suite.name,
            benchmark: b.name,
            metric,
            unit: m.unit,
            direction: m.direction,
            kind: worse ? 'regression' : 'improvement',
            before: cp.before,
            after: cp.after,
            ratio: cp.ratio,
            ...(cp.ci ? { ci: cp.ci } : {}),
            p: cp.p,
            lastBefore: runRef(series[cp.index - 1]!),
            firstAfter: runRef(series[cp.index]!),
            index: cp.index,
            series,
          });
        }
      }
    }
  }
  return shifts;
}

export function beyondFloor(ratio: number, ci: [number, number] | undefined, floor: number): boolean {
  const up = (r: number) => r >= 1 + floor;
  const down = (r: number) => r <= 1 / (1 + floor);
  if (ci) return (up(ci[0]) && up(ci[1])) || (down(ci[0]) && down(ci[1]));
  return up(ratio) || down(ratio);
}

function runRef(r: RunRef): RunRef {
  return { ...(r.commit !== undefined ? { commit: r.commit } : {}), createdAt: r.createdAt, ...(r.runId !== undefined ? { runId: r.runId } : {}) };
}

export function regressionId(firstAfter: RunRef): string {
  // The id goes into an HTML comment: a commit from a results file is used only when it is a sha.
  if (firstAfter.commit && /^[0-9a-f]{7,40}$/i.test(firstAfter.commit)) return firstAfter.commit.slice(0, 12).toLowerCase();
  return firstAfter.runId !== undefined ? `run-${firstAfter.runId}` : `at-${firstAfter.createdAt.replace(/[^0-9A-Za-z]/g, '')}`;
}

/** Within the floor of `level`: the value is back where it was. */
const near = (value: number, level: number, floor: number): boolean => value / level < 1 + floor && value / level > 1 / (1 + floor);

export function groupRegressions(shifts: readonly Shift[], noiseFloor = DEFAULT_NOISE_FLOOR): Regression[] {
  const groups = new Map<string, Regression>();
  // A series' own shifts, in order: searching every shift per regression was quadratic in the series
  // (20,000 benchmarks that each regressed took 4.1 s, 50,000 took 25 s).
  const ofSeries = groupBy(shifts, (t) => t.key);
  for (const s of shifts) {
    if (s.kind !== 'regression') continue;
    const id = regressionId(s.firstAfter);
    const group = groups.get(id) ?? { id, lastBefore: s.lastBefore, firstAfter: s.firstAfter, shifts: [], restoredBy: [] };
    // Restored: a later shift of the same series lands back within the floor of the level before.
    const restored = ofSeries.get(s.key)!.find((t) => t.index > s.index && near(t.after, s.before, noiseFloor));
    group.shifts.push(s);
    group.restoredBy.push(restored);
    groups.set(id, group);
  }
  return [...groups.values()];
}

export const isRestored = (r: Regression): boolean => r.restoredBy.every((t) => t !== undefined);

export interface OpenIssue {
  number: number;
  body: string;
}

export type IssuePlan =
  | { action: 'open'; regression: Regression }
  | { action: 'update'; number: number; regression: Regression }
  /** `restoredBy` names the shifts that brought performance back (for the closing note). */
  | { action: 'close'; number: number; id: string; restoredBy: Shift[] }
  /** A second open issue with the marker id of another (a create retried after a 5xx had in fact posted). */
  | { action: 'close-duplicate'; number: number; of: number };

/**
 * Open one issue per unrestored regression; update the open issue that tracks it (same marker id, or
 * the same benchmark: an issue is never duplicated for a benchmark that is still slow); close an issue
 * when later shifts brought every benchmark it tracks back within the floor of its old level. A regression
 * whose issue was closed (`closedIds`: by hand, or restored) is not opened again.
 * Issues with no marker are not benchgate's and are never touched.
 */
export function planIssues(shifts: readonly Shift[], openIssues: readonly OpenIssue[], noiseFloor = DEFAULT_NOISE_FLOOR, closedIds: ReadonlySet<string> = new Set()): IssuePlan[] {
  const tracked = openIssues.flatMap((i) => {
    const state = readIssueState(i.body);
    return state ? [{ number: i.number, ...state }] : [];
  });
  const plans: IssuePlan[] = [];
  const handled = new Set<number>();
  // The oldest issue of an id tracks it; any other open one with that id is closed as its duplicate.
  const firstOfId = new Map<string, number>();
  for (const t of [...tracked].sort((a, b) => a.number - b.number)) {
    const first = firstOfId.get(t.id);
    if (first === undefined) firstOfId.set(t.id, t.number);
    else {
      plans.push({ action: 'close-duplicate', number: t.number, of: first });
      handled.add(t.number);
    }
  }
  const ofSeries = groupBy(shifts, (s) => s.key);
  for (const r of groupRegressions(shifts, noiseFloor)) {
    const keys = new Set(r.shifts.map((s) => s.key));
    const issue = tracked.find((t) => t.id === r.id && !handled.has(t.number)) ?? tracked.find((t) => !handled.has(t.number) && Object.keys(t.levels).some((k) => keys.has(k)));
    if (isRestored(r)) {
      if (issue) plans.push({ action: 'close', number: issue.number, id: issue.id, restoredBy: r.restoredBy.filter((s): s is Shift => s !== undefined) });
    } else if (issue) plans.push({ action: 'update', number: issue.number, regression: r });
    else if (!closedIds.has(r.id)) plans.push({ action: 'open', regression: r });
    if (issue) handled.add(issue.number);
  }
  // Issues whose regression is no longer in the window: close them when an improvement restored every level.
  for (const t of tracked) {
    if (handled.has(t.number) || Object.keys(t.levels).length === 0) continue;
    const restoredBy = Object.entries(t.levels).map(([key, level]) =>
      (ofSeries.get(key) ?? []).filter((s) => s.kind === 'improvement' && near(s.after, level, noiseFloor)).at(-1),
    );
    if (restoredBy.every((s) => s !== undefined)) plans.push({ action: 'close', number: t.number, id: t.id, restoredBy: restoredBy as Shift[] });
  }
  return plans;
}
