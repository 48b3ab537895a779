// github-action-benchmark's gh-pages history (`data.js`, written by its src/write.ts as
// `window.BENCHMARK_DATA = <JSON>`) → benchgate history entries, one per recorded commit, oldest first.
//   "benches": [ { "name": "tests/test_main.py::test_main_succeeds", "value": 952.48, "unit": "iter/sec", … } ]
// Pure: the CLI reads the file and writes the baseline.
import { historyKey } from '../model/keys';
import type { HistoryEntry } from '../model/results';
import { timeFactor } from '../model/units';

const RATES = new Set(['iter/sec', 'ops/sec', 'ops/s', 'op/s', 'Hz']);

/** A GAB unit → benchgate metric and factor: `ns/iter` is time in ns, `iter/sec` throughput, else as written. */
function metricOf(unit: string): { metric: string; factor: number } {
  const u = unit.trim();
  const t = timeFactor(u.replace(/\/(iter|op)$/, ''));
  if (t !== undefined) return { metric: 'time', factor: t };
  if (RATES.has(u)) return { metric: 'throughput', factor: 1 };
  return { metric: 'value', factor: 1 };
}

export function importGabHistory(text: string, file = 'data.js'): HistoryEntry[] {
  const m = /^\s*window\.BENCHMARK_DATA\s*=\s*/.exec(text);
  if (!m) throw new Error(`${file}:1: expected "window.BENCHMARK_DATA = {…}", found ${JSON.stringify(text.slice(0, 40))}`);
  let data: unknown;
  try {
    data = JSON.parse(text.slice(m[0].length).trim().replace(/;$/, ''));
  } catch (e) {
    throw new Error(`${file}: expected JSON after "window.BENCHMARK_DATA =" (${(e as Error).message})`, { cause: e });
  }
  const entries = (data as { entries?: unknown }).entries;
  if (typeof entries !== 'object' || entries === null) throw new Error(`${file}: entries: expected an object of benchmark sets`);
  const byCommit = new Map<string, HistoryEntry & { date: number }>();
  for (const [suite, runs] of Object.entries(entries as Record<string, unknown>)) {
    if (!Array.isArray(runs)) throw new Error(`${file}: entries.${suite}: expected an array`);
    runs.forEach((run: { commit?: { id?: unknown }; date?: unknown; benches?: unknown }, i) => {
      const where = `${file}: entries.${suite}[${i}]`;
      if (typeof run?.date !== 'number' || !Array.isArray(run.benches)) throw new Error(`${where}: expected { date: number, benches: [...] }`);
      const commit = typeof run.commit?.id === 'string' ? run.commit.id : undefined;
      const key = commit ?? `date:${run.date}`;
      const entry = byCommit.get(key) ?? { ...(commit ? { commit } : {}), createdAt: new Date(run.date).toISOString(), values: {}, date: run.date };
      for (const [j, b] of (run.benches as { name?: unknown; value?: unknown; unit?: unknown }[]).entries()) {
        if (typeof b?.name !== 'string' || typeof b.value !== 'number' || !Number.isFinite(b.value) || typeof b.unit !== 'string') {
          throw new Error(`${where}.benches[${j}]: expected { name, value: number, unit }`);
        }
        const { metric, factor } = metricOf(b.unit);
        entry.values[historyKey(suite, b.name, metric)] = b.value * factor;
      }
      byCommit.set(key, entry);
    });
  }
  return [...byCommit.values()].sort((a, b) => a.date - b.date).map(({ date: _date, ...e }) => e);
}
