// Many jobs, one report: the real go-bench capture split over shards merges back to the unsharded run,
// and the one comparison of the merged parts has exactly the unsharded comparison's rows.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../../src/cli';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { keepAbsentSuites, mergeShards, type ResultsPart } from '../../src/model/merge-shards';
import type { Results } from '../../src/model/results';
import { goResults } from '../github/helpers';

const SHA = 'a'.repeat(40);
const head = goResults('head', { commit: SHA, runId: 77 });
const base = goResults('base');

/** Benchmarks dealt round-robin over `n` shards, as `shard: K/N` jobs would upload them. */
function shards(r: Results, n: number, meta: Partial<Results['meta']> = {}): ResultsPart[] {
  return Array.from({ length: n }, (_, k) => ({
    source: `shard-${k + 1}`,
    results: {
      ...r,
      meta: { ...r.meta, shard: { index: k + 1, count: n }, createdAt: `2026-11-19T08:0${k}:00Z`, ...meta },
      suites: r.suites.map((s) => ({ ...s, benchmarks: s.benchmarks.filter((_, i) => i % n === k) })),
    },
  }));
}

const sortByName = (r: Results) => r.suites.map((s) => ({ ...s, benchmarks: [...s.benchmarks].sort((a, b) => a.name.localeCompare(b.name)) }));

describe('mergeShards', () => {
  it('gives back the unsharded run, and one comparison with the unsharded rows', () => {
    const merged = mergeShards(shards(head, 4));
    expect(merged.notes).toEqual([]);
    expect(merged.results.meta.commit).toBe(SHA);
    expect(merged.results.meta.runId).toBe(77);
    expect(merged.results.meta.shard).toBeUndefined();
    expect(sortByName(merged.results)).toEqual(sortByName(head));
    const options = compareOptionsFor(undefined);
    const rows = (r: Results) => compareRuns(base, r, options).rows.map((x) => JSON.stringify(x)).sort();
    expect(rows(merged.results)).toEqual(rows(head));
  });

  it('names a missing shard: its rows are absent, not unchanged', () => {
    const parts = shards(head, 4).filter((p) => p.results.meta.shard!.index !== 3);
    const merged = mergeShards(parts);
    expect(merged.notes).toEqual(['shard 3/4 missing: its rows are absent, not unchanged']);
    expect(merged.results.meta.missingShards).toEqual([3]);
    expect(mergeShards(shards(head, 2), { expectedShards: 3 }).results.meta.missingShards).toEqual([3]);
  });

  it('keeps environments apart: each suite labelled, each with its own rows', () => {
    const merged = mergeShards([...shards(head, 2, { environment: 'ubuntu-latest' }), ...shards(head, 2, { environment: 'macos-latest' })]);
    expect(merged.results.suites.map((s) => s.name)).toEqual(['go (ubuntu-latest)', 'go (macos-latest)']);
    for (const s of merged.results.suites) expect(s.benchmarks).toHaveLength(head.suites[0]!.benchmarks.length);
    const missing = mergeShards([...shards(head, 2, { environment: 'ubuntu-latest' }), shards(head, 2, { environment: 'macos-latest' })[0]!]);
    expect(missing.notes).toEqual(['shard 2/2 (macos-latest) missing: its rows are absent, not unchanged']);
  });

  it('takes the newer of a shard uploaded twice, and says so', () => {
    const parts = shards(head, 2);
    const again = { source: 'shard-2-rerun', results: { ...parts[1]!.results, meta: { ...parts[1]!.results.meta, createdAt: '2026-11-19T09:00:00Z' } } };
    const merged = mergeShards([...parts, again]);
    expect(merged.notes).toEqual(['shard 2/2 arrived twice (shard-2, shard-2-rerun): the newer, shard-2-rerun, is used']);
    expect(merged.results.suites[0]!.benchmarks).toHaveLength(head.suites[0]!.benchmarks.length);
  });

  it('refuses parts of different commits or runs, benchmarks in two shards, disagreeing shard counts', () => {
    const parts = shards(head, 2);
    const other = { source: 'x', results: { ...parts[1]!.results, meta: { ...parts[1]!.results.meta, commit: 'b'.repeat(40) } } };
    expect(() => mergeShards([parts[0]!, other])).toThrow(`cannot merge: x is from commit ${'b'.repeat(40)}, shard-1 from commit ${SHA}; every part must come from the same commit`);
    const otherRun = { source: 'y', results: { ...parts[1]!.results, meta: { ...parts[1]!.results.meta, runId: 78 } } };
    expect(() => mergeShards([parts[0]!, otherRun])).toThrow(/same workflow run/);
    const dup = { source: 'dup', results: { ...parts[0]!.results, meta: { ...parts[0]!.results.meta, shard: { index: 2, count: 2 } } } };
    expect(() => mergeShards([parts[0]!, dup])).toThrow(/benchmark ".*" of suite "go" is in both shard-1 and dup/);
    const three = shards(head, 3)[2]!;
    expect(() => mergeShards([parts[0]!, three])).toThrow('cannot merge: the parts disagree on the number of shards (2, 3)');
    expect(() => mergeShards([])).toThrow('no results parts');
  });

  it('a failed suite in one shard fails the merged suite, with where it failed', () => {
    const parts = shards(head, 2);
    parts[1]!.results.suites = parts[1]!.results.suites.map((s) => ({ ...s, status: 'failed', error: 'exit 1' }));
    const merged = mergeShards(parts);
    expect(merged.results.suites[0]!.status).toBe('failed');
    expect(merged.results.suites[0]!.error).toBe('shard-2: exit 1');
  });

  it('a part that claims 300,000 shards: every missing one named, in linear time', () => {
    // The count is the parts' own (a fork's job writes them): each shard searched the parts and the
    // missing list, so a count of 120,000 took 6 s and 300,000 79 s.
    const N = 300_000;
    const parts = [...shards(head, 2, { environment: 'ubuntu-latest' }), shards(head, 2, { environment: 'macos-latest' })[1]!].map((p) => ({ ...p, results: { ...p.results, meta: { ...p.results.meta, shard: { ...p.results.meta.shard!, count: N } } } }));
    const started = performance.now();
    const merged = mergeShards(parts);
    expect(performance.now() - started).toBeLessThan(10_000); // linear: a fraction of a second idle
    // Shard 1 is missing on macOS only, 3 to N everywhere: each shard once in the list, a note per environment.
    expect(merged.results.meta.missingShards).toEqual([1, ...Array.from({ length: N - 2 }, (_, i) => i + 3)]);
    expect(merged.notes).toHaveLength(1 + 2 * (N - 2));
    expect(merged.notes[0]).toBe(`shard 1/${N} (macos-latest) missing: its rows are absent, not unchanged`);
  }, 120_000);

  it('a baseline from a merge with a shard missing keeps the absent suites from the previous baseline', () => {
    const previous: Results = { ...base, suites: [...base.suites, { name: 'py', harness: 'pytest-benchmark', status: 'ok', benchmarks: [] }] };
    const merged = mergeShards(shards(head, 2).slice(0, 1), { expectedShards: 2 }).results;
    expect(keepAbsentSuites(previous, merged).suites.map((s) => s.name)).toEqual(['go', 'py']);
    expect(keepAbsentSuites(previous, mergeShards(shards(head, 2)).results).suites.map((s) => s.name)).toEqual(['go']);
  });
});

describe('benchgate merge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-merge-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = async (args: string[]) => {
    let out = '';
    let err = '';
    const io: Io = { stdout: (s) => void (out += s), stderr: (s) => void (err += s), isTTY: false, cwd: dir, now: () => new Date(0) };
    return { code: await main(['merge', ...args], io), out, err };
  };

  it('merges folders of shard artifacts into one results file', async () => {
    for (const p of shards(head, 3)) {
      mkdirSync(join(dir, 'artifacts', p.source), { recursive: true });
      writeFileSync(join(dir, 'artifacts', p.source, 'results.json'), JSON.stringify(p.results));
    }
    const r = await run(['artifacts', '--out', 'merged.json']);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/^benchgate merge: 3 parts, 1 suites, \d+ benchmarks → merged\.json\n$/);
    const merged = JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')) as Results;
    expect(sortByName(merged)).toEqual(sortByName(head));
  });

  it('exits 1 and says which shard is missing', async () => {
    const r = await run(['artifacts', '--shards', '4', '--out', 'partial.json']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('benchgate merge: shard 4/4 missing: its rows are absent, not unchanged');
    const bad = await run(['--shards', 'x', 'artifacts']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--shards: expected a whole number of shards such as 4; got "x"');
  });
});
