// The bounded history a baseline carries: the last K runs' per-benchmark central values, carried forward
// from the previous baseline so verdicts can use a prediction interval and nightly runs can find shifts.
import { historyKey } from '../model/keys';
import type { HistoryEntry, Results } from '../model/results';
import { appendToArchive } from './archive';

/** The central values of one run, keyed by suite/benchmark/metric. Failed benchmarks are left out. */
export function historyEntry(results: Results): HistoryEntry {
  const values: Record<string, number> = {};
  for (const suite of results.suites) {
    for (const b of suite.benchmarks) {
      if (b.status === 'failed') continue;
      for (const [metric, m] of Object.entries(b.metrics)) values[historyKey(suite.name, b.name, metric)] = m.value;
    }
  }
  return {
    ...(results.meta.commit ? { commit: results.meta.commit } : {}),
    ...(results.meta.ref ? { ref: results.meta.ref } : {}),
    ...(results.meta.runId !== undefined ? { runId: results.meta.runId } : {}),
    createdAt: results.meta.createdAt,
    values,
  };
}

/** `current` with the previous baseline's history plus the previous run itself, keeping the newest `keep`. */
export function carryHistory(previous: Results | undefined, current: Results, keep: number): Results {
  if (keep <= 0 || previous === undefined) return { ...current, history: keep <= 0 ? [] : (current.history ?? []) };
  const history = [...(previous.history ?? []), historyEntry(previous)].slice(-keep);
  return { ...current, history };
}

/**
 * The next baseline: `current`, except that a suite which failed now keeps its last good results from
 * `previous` (a failed run never erases a good baseline), with the history carried forward and this
 * run added to the long-term archive (the dashboard's data; its verdict when there was a comparison).
 */
export function nextBaseline(previous: Results | undefined, current: Results, keep: number, options: { verdict?: string } = {}): Results {
  const kept = current.suites.map((s) => {
    if (s.status === 'ok') return s;
    const old = previous?.suites.find((p) => p.name === s.name && p.status === 'ok');
    return old ?? s;
  });
  const archive = appendToArchive(previous, current, options);
  return { ...carryHistory(previous, { ...current, suites: kept }, keep), archive };
}
