// `run --paired` end to end on a real throwaway repository: a real git worktree, real shell suites (one
// writing an output file, one timed by the `command` harness), parsed by the real adapters.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSuiteOnce } from '../../src/app';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { Comparison } from '../../src/compare/types';
import { loadConfig } from '../../src/config/load';
import { Results } from '../../src/model/results';
import { movePaths } from '../../src/run/move-paths';
import { runPaired, suitesInTree } from '../../src/run/paired';
import { twoCommitRepo } from '../helpers/git-repo';

// Writes custom JSON from the tree's own factor file. It refuses to run when an output is already there:
// a leftover from another tree or round would make this suite fail, so a pass proves outputs do not leak.
const GEN = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
if (existsSync('out/result.json')) { console.error('stale output'); process.exit(3); }
const f = Number(readFileSync('factor.txt', 'utf8'));
const benchmarks = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => ({ name: n, metrics: { time: { value: n === 'a' ? 100 * f : 100, unit: 'ns' } } }));
writeFileSync('out/result.json', JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }));
`;
const CONFIG = `suites:
  - name: gen
    harness: custom-json
    setup: mkdir -p out && echo built > built.txt
    run: test -f built.txt && node gen.mjs
    output: { files: [out/result.json] }
  - name: cli
    harness: command
    commands: { true: "true" }
    runs: 2
    warmup: 0
    thresholds: { noise-floor: 1000% } # timing \`true\` is all noise: decided at once
`;

describe('runPaired', () => {
  const repo = twoCommitRepo({
    base: { 'gen.mjs': GEN, 'factor.txt': '1', 'benchgate.yml': CONFIG, '.gitignore': 'out/\nbuilt.txt\n' },
    head: { 'factor.txt': '1.3' },
  });
  // A stale output in the head checkout from an earlier run: must be set aside, never parsed.
  mkdirSync(join(repo.dir, 'out'));
  writeFileSync(join(repo.dir, 'out/result.json'), '{"stale": true}');
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));
  const lines: string[] = [];
  const base = async (extra: Partial<Parameters<typeof runPaired>[0]> = {}) => {
    const loaded = await loadConfig(join(repo.dir, 'benchgate.yml'));
    return runPaired({
      loaded,
      ref: 'v1',
      minRounds: 5,
      maxRounds: 10,
      seed: 42,
      compare: compareOptionsFor(loaded),
      runOnce: runSuiteOnce,
      now: () => new Date('2026-11-24T00:00:00Z'),
      clock: () => Date.now(),
      log: (l) => void lines.push(l),
      ...extra,
    });
  };

  it('runs both trees in seeded rounds, keeps round indexes, stops when every gating row is decided', async () => {
    const r = await base();
    const c = Comparison.parse(r.comparison);
    const gen = c.rows.filter((x) => x.suite === 'gen');
    expect(gen.map((x) => [x.benchmark, x.verdict, x.ratio])).toEqual([
      ['a', 'regressed', expect.closeTo(1.3, 9)],
      ...['b', 'c', 'd', 'e', 'f'].map((n) => [n, 'unchanged', 1]),
    ]);
    expect(gen[0]).toMatchObject({ test: 'signed-rank', n: [10, 10] });
    // At 5 rounds the signed-rank test cannot reach the α the first look may spend (its interval is unbounded):
    // a and cli are undecided until 10.
    expect(c.summary.paired).toMatchObject({ rounds: 10, stop: 'decided', seed: 42, looks: [{ rounds: 5, undecided: 2 }, { rounds: 10, undecided: 0 }], commonFactorRemoved: ['gen/time'] });
    // The command harness ran too (fresh processes each round), rows with n = rounds.
    expect(c.rows.find((x) => x.suite === 'cli' && x.metric === 'time')).toMatchObject({ test: 'signed-rank', n: [10, 10] });
    const head = Results.parse(r.head);
    expect(head.meta.paired).toMatchObject({ ref: 'v1', commit: repo.base, seed: 42, rounds: 10 });
    expect(head.meta.paired!.orders.map((o) => o.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(head.meta.paired!.orders[0]!.order).toHaveLength(4);
    expect(head.suites[0]!.benchmarks[0]!.metrics.time).toMatchObject({ runs: Array(10).fill(130), rounds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(r.base.suites[0]!.benchmarks[0]!.metrics.time!.runs).toEqual(Array(10).fill(100));
    expect(r.rounds.every((x) => x.base.suites.every((s) => s.round === x.round && s.side === 'base'))).toBe(true);
    // Setup ran once per tree; the base worktree is gone afterwards; the stale file was set aside.
    expect(lines.filter((l) => l.includes('setup of gen'))).toHaveLength(2);
    expect(readFileSync(join(repo.dir, 'built.txt'), 'utf8')).toBe('built\n');
    expect(r.head.meta.paired!.orders).toEqual((await base()).head.meta.paired!.orders); // same seed, same orders
    // What the head tree held before is put back: it was deleted with the scratch folder (a real crate's
    // target/criterion, its saved baselines and reports, was gone after a paired run).
    expect(readFileSync(join(repo.dir, 'out/result.json'), 'utf8')).toBe('{"stale": true}');
  }, 120_000);

  it("a head tree that held no output is left with its last head run's, as after `benchgate run`", async () => {
    rmSync(join(repo.dir, 'out/result.json'));
    try {
      await base({ maxRounds: 5 });
      expect(JSON.parse(readFileSync(join(repo.dir, 'out/result.json'), 'utf8')).benchmarks[0]).toMatchObject({ name: 'a', metrics: { time: { value: 130 } } });
    } finally {
      writeFileSync(join(repo.dir, 'out/result.json'), '{"stale": true}');
    }
  }, 120_000);

  it('stops at the budget and says so', async () => {
    let t = 0;
    const r = await base({ clock: () => (t += 1000), budgetMs: 4000, maxRounds: 20 });
    expect(r.comparison.summary.paired).toMatchObject({ stop: 'budget' });
    expect(r.comparison.summary.paired!.rounds).toBeLessThan(5);
    expect(r.comparison.summary.paired!.looks.at(-1)!.rounds).toBe(r.comparison.summary.paired!.rounds);
  }, 120_000);

  it('a caution of the checkout (a base path longer than the head\'s) reaches each suite\'s warnings, so the report says it', async () => {
    const deep = mkdtempSync(join(tmpdir(), `benchgate-${'deep'.repeat(20)}-`));
    try {
      const r = await base({ maxRounds: 5, tmpRoot: deep });
      expect(lines.some((l) => l.includes("warning: the base tree's path"))).toBe(true);
      for (const s of [...r.base.suites, ...r.head.suites]) expect(s.warnings?.join('\n')).toMatch(/the base tree's path \(\d+ characters\) is longer than the head's/);
    } finally {
      rmSync(deep, { recursive: true, force: true });
    }
  }, 120_000);

  it('names a base ref that is not there', async () => {
    await expect(base({ ref: 'nope' })).rejects.toThrow(/"nope" names no commit/);
  });
});

describe('paths into the head checkout, in the base tree', () => {
  it('movePaths moves the checkout and paths under it, not longer names that start the same', () => {
    expect(movePaths('node /r/repo/gen.mjs && cat /r/repo', '/r/repo', '/t/base')).toBe('node /t/base/gen.mjs && cat /t/base');
    expect(movePaths('"/r/repo/b":/r/repo-2/x:/x/r/repo/y:/r/repo.old', '/r/repo', '/t/base')).toBe('"/t/base/b":/r/repo-2/x:/x/r/repo/y:/r/repo.old');
    expect(movePaths('make bench', '/r/repo', '/t/base')).toBe('make bench');
  });

  it('suitesInTree moves run, setup, commands, env and files, and GITHUB_WORKSPACE where it is the checkout', () => {
    const suite = {
      name: 's', kind: 'shell' as const, run: '/r/repo/build/bench', setup: 'cmake -S /r/repo -B /r/repo/build', cwd: '/r/repo/sub',
      output: { stdout: false, stderr: false, files: ['/r/repo/out.json'] }, env: { LD_LIBRARY_PATH: '/r/repo/lib:/usr/lib' }, timeoutMs: 1000,
      verdicts: {} as never, commands: { x: '/r/repo/x' }, repeat: 1, runs: 1, warmup: 0, files: ['/r/repo/a.bin'],
    };
    const [b] = suitesInTree([suite], '/r/repo', '/t/base', '/r/repo');
    expect(b).toMatchObject({
      run: '/t/base/build/bench', setup: 'cmake -S /t/base -B /t/base/build', cwd: '/t/base/sub', commands: { x: '/t/base/x' }, files: ['/t/base/a.bin'],
      output: { files: ['/t/base/out.json'] }, env: { LD_LIBRARY_PATH: '/t/base/lib:/usr/lib', GITHUB_WORKSPACE: '/t/base' },
    });
    expect(suitesInTree([suite], '/r/repo', '/t/base', '/r')[0]!.env['GITHUB_WORKSPACE']).toBeUndefined();
  });

  it('a suite run as $GITHUB_WORKSPACE/…: the base tree runs its own script (before, head ran on both sides and read "no change")', async () => {
    const gen = GEN.replace("readFileSync('factor.txt', 'utf8')", "readFileSync(new URL('factor.txt', import.meta.url), 'utf8')");
    const config = 'suites:\n  - name: gen\n    harness: custom-json\n    setup: mkdir -p out\n    run: node "$GITHUB_WORKSPACE/gen.mjs"\n    output: { files: [out/result.json] }\n';
    const repo = twoCommitRepo({ base: { 'gen.mjs': gen, 'factor.txt': '1', 'benchgate.yml': config, '.gitignore': 'out/\n' }, head: { 'factor.txt': '1.3' } });
    const saved = process.env['GITHUB_WORKSPACE'];
    const said: string[] = [];
    process.env['GITHUB_WORKSPACE'] = repo.dir;
    try {
      const loaded = await loadConfig(join(repo.dir, 'benchgate.yml'));
      const r = await runPaired({
        loaded, ref: 'v1', minRounds: 5, maxRounds: 10, seed: 1, compare: compareOptionsFor(loaded), runOnce: runSuiteOnce,
        now: () => new Date('2026-11-27T00:00:00Z'), clock: () => Date.now(), log: (l) => void said.push(l),
      });
      // GITHUB_WORKSPACE is every Action run's: moved without a word.
      expect(said.filter((l) => l.includes('are moved'))).toEqual([]);
      expect(r.base.suites[0]!.benchmarks[0]!.metrics.time!.runs).toEqual(Array(10).fill(100));
      const a = r.comparison.rows.find((x) => x.benchmark === 'a')!;
      expect([a.verdict, a.ratio]).toEqual(['regressed', expect.closeTo(1.3, 9)]);
    } finally {
      if (saved === undefined) delete process.env['GITHUB_WORKSPACE'];
      else process.env['GITHUB_WORKSPACE'] = saved;
      rmSync(repo.dir, { recursive: true, force: true });
    }
  }, 60_000);
});
