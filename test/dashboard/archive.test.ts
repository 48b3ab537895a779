// The long-term history: carried forward run after run, compact, merged without duplicates, and seeded
// from the 60-run window of a baseline that had no archive yet.
import { describe, expect, it } from 'vitest';
import { appendToArchive, archiveFromHistory, DEFAULT_ARCHIVE_RUNS, mergeArchives, pointInterval, splitKey } from '../../src/baseline/archive';
import { historyEntry } from '../../src/baseline/history';
import { Archive, historyKey, type Results } from '../../src/model/results';
import { commit, nightResults, simulateNights, STEPPED } from '../e2e/nightly-sim';

const nights = simulateNights(59);

/** Night by night, as the nightly job carries it: each baseline's archive plus the new run. */
function carried(last: number, keep?: number): Results {
  let previous: Results | undefined;
  for (let n = 0; n <= last; n++) {
    const current = nightResults(n, nights[n]!);
    previous = { ...current, archive: appendToArchive(previous, current, { verdict: n % 2 ? 'unchanged' : 'improved', ...(keep ? { keep } : {}) }) };
  }
  return previous!;
}

describe('archive', () => {
  it('keeps one row per run with each series centre and interval, oldest first', () => {
    const a = carried(59).archive!;
    expect(Archive.parse(a)).toEqual(a);
    expect(a.runs).toHaveLength(60);
    expect(a.runs[0]!.commit).toBe(commit(0));
    expect(a.runs[59]!.commit).toBe(commit(59));
    expect(a.runs[59]!.verdict).toBe('unchanged');
    const i = a.series.findIndex((s) => s.key === historyKey('nightly', STEPPED, 'time'));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(a.series[i]!.unit).toBe('ns');
    const p = a.runs[45]!.points[i]!;
    expect(p[0]).toBe(Number(nights[45]!.find((v) => v.name === STEPPED)!.time.toPrecision(5)));
    expect(p[1]).toBeLessThanOrEqual(p[0]);
    expect(p[2]).toBeGreaterThanOrEqual(p[0]);
  });

  it('is compact: bytes per benchmark per run, and two years of 1,000 benchmarks', () => {
    const a = carried(59).archive!;
    const perPoint = JSON.stringify(a).length / (a.runs.length * a.series.length);
    // Three numbers of 5 significant digits with brackets and commas, plus the run's own line.
    expect(perPoint).toBeLessThan(40);
    const twoYears = perPoint * 730 * 1000;
    // GitHub Pages sites are limited to 1 GB and artifacts far more; the archive must stay well below.
    expect(twoYears).toBeLessThan(50 * 1024 * 1024);
  });

  it('keeps the newest runs up to its limit (default two years and more of nightly runs)', () => {
    expect(DEFAULT_ARCHIVE_RUNS).toBeGreaterThanOrEqual(730);
    const a = carried(20, 8).archive!;
    expect(a.runs.map((r) => r.commit)).toEqual(Array.from({ length: 8 }, (_, k) => commit(13 + k)));
  });

  it('seeds itself from the 60-run window of a baseline that has no archive', () => {
    const base = { ...nightResults(10, nights[10]!), history: nights.slice(0, 10).map((v, n) => historyEntry(nightResults(n, v))) };
    const a = archiveFromHistory(base);
    expect(a.runs.map((r) => r.commit)).toEqual(Array.from({ length: 11 }, (_, k) => commit(k)));
    const next = appendToArchive(base, nightResults(11, nights[11]!));
    expect(next.runs).toHaveLength(12);
  });

  it('merges archives: runs by time, each run once, series matched by key', () => {
    const a = carried(30).archive!;
    const b = carried(59).archive!;
    const merged = mergeArchives([b, a]);
    expect(merged.runs).toHaveLength(60);
    expect(merged.runs.map((r) => r.commit)).toEqual(b.runs.map((r) => r.commit));
    expect(merged.series.map((s) => s.key).sort()).toEqual(b.series.map((s) => s.key).sort());
  });

  it('draws a point with the interval the harness gave, else the runs, the standard error, the error bar or the range', () => {
    expect(pointInterval({ unit: 'ns', direction: 'smaller', value: 10, spread: { ci: { lower: 9, upper: 12, level: 0.95 } } })).toEqual([9, 12]);
    expect(pointInterval({ unit: 'ns', direction: 'smaller', value: 10, runs: [11, 9.5, 10.2] })).toEqual([9.5, 11]);
    expect(pointInterval({ unit: 'ns', direction: 'smaller', value: 10, n: 4, spread: { stddev: 2 } })).toEqual([10 - 1.96, 10 + 1.96]);
    expect(pointInterval({ unit: 'ns', direction: 'smaller', value: 10, spread: { error: 0.5 } })).toEqual([9.5, 10.5]);
    expect(pointInterval({ unit: 'ns', direction: 'smaller', value: 10 })).toEqual([10, 10]);
  });

  it('splits keys whose benchmark names hold anything', () => {
    expect(splitKey(historyKey('go', 'BenchmarkA/x/1', 'time'))).toEqual(['go', 'BenchmarkA/x/1', 'time']);
  });
});
