// `benchgate run --paired REF` through the CLI, in-process, on a real throwaway repository.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, pairedFlags, type Io } from '../src/cli';
import { Comparison } from '../src/compare/types';
import { orderSeed } from '../src/run/paired';
import { twoCommitRepo } from './helpers/git-repo';

function io(cwd: string): Io & { out: string; err: string } {
  const o = { out: '', err: '', stdout: (s: string) => void (o.out += s), stderr: (s: string) => void (o.err += s), isTTY: false, cwd, now: () => new Date('2026-11-24T12:00:00Z') };
  return o;
}

const SUITE = `import { writeFileSync } from 'node:fs';
const f = Number(process.argv[2]);
const benchmarks = ['a', 'b', 'c'].map((n) => ({ name: n, metrics: { time: { value: n === 'a' ? 100 * f : 100, unit: 'ns' } } }));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }));
`;

describe('benchgate run --paired', () => {
  const repo = twoCommitRepo({
    base: { 'suite.mjs': SUITE, 'run.sh': 'node suite.mjs 1\n', '.github-benchgate.yml': 'suites:\n  - { name: s, run: sh run.sh, harness: custom-json }\n' },
    head: { 'run.sh': 'node suite.mjs 0.8\n' },
  });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('prints the comparison JSON on stdout (n = rounds), progress on stderr, and writes both sides', async () => {
    const t = io(repo.dir);
    const code = await main(['run', '--paired', 'v1', '--config', '.github-benchgate.yml', '--rounds', '10', '--format', 'json', '--out', join(repo.dir, 'out/head.json')], t);
    expect(code).toBe(0);
    const c = Comparison.parse(JSON.parse(t.out));
    expect(c.rows.map((r) => [r.benchmark, r.verdict, r.n])).toEqual([
      ['a', 'improved', [10, 10]],
      ['b', 'unchanged', [10, 10]],
      ['c', 'unchanged', [10, 10]],
    ]);
    expect(c.summary.paired).toMatchObject({ rounds: 10, maxRounds: 10, minRounds: 5, stop: 'decided', ref: 'v1' });
    expect(t.err).toMatch(/round 1\/10: s \((base|head)\)/);
    expect(t.err).toContain(`results written to ${join(repo.dir, 'out/head.json')} (head), ${join(repo.dir, 'out/head.base.json')} (base) and ${join(repo.dir, 'out/head.comparison.json')} (comparison)`);
    // The safe workflow shape hands this comparison to the Action's `results` input.
    expect(JSON.parse(readFileSync(join(repo.dir, 'out/head.comparison.json'), 'utf8')).schema).toBe('benchgate/comparison@1');
  }, 60_000);

  it('--format text says how many rounds ran and why they stopped', async () => {
    const t = io(repo.dir);
    expect(await main(['run', '--paired', 'v1', '--config', '.github-benchgate.yml', '--rounds', '5', '--format', 'text', '--out', join(repo.dir, 'out/t.json')], t)).toBe(0);
    // No --seed: the order's seed is the base and head commits' own, and kept with the results.
    const seed = orderSeed(repo.base, repo.head);
    expect(t.out).toContain(`paired rounds: 5 of at most 5 (seed ${seed}), stopped: max-rounds`);
    expect(JSON.parse(readFileSync(join(repo.dir, 'out/t.json'), 'utf8')).meta.paired.seed).toBe(seed);
    // Three gating rows need 8 rounds: 2 / 2⁷ × 3 = 0.047 is below α, but a 7-round schedule (5, 7) tests its last
    // look at 0.030; 8 (5, 8) at 0.037, above 2 / 2⁸ × 3 = 0.023. Said after the first round, not after the last.
    expect(t.err).toContain('benchgate: warning: 3 gating rows need at least 8 rounds before a change to a few of them can be called');
    expect(t.err.indexOf('warning: 3 gating rows')).toBeLessThan(t.err.indexOf('round 2/5'));
  }, 60_000);

  it('a suite that fails only in the base tree (no node_modules there, say) exits 1 and heads the report ❌', async () => {
    const broken = twoCommitRepo({
      base: { 'suite.mjs': SUITE, 'run.sh': 'echo "npx canceled due to missing packages" >&2; exit 1\n', '.github-benchgate.yml': 'suites:\n  - { name: s, run: sh run.sh, harness: custom-json }\n' },
      head: { 'run.sh': 'node suite.mjs 1\n' },
    });
    try {
      const t = io(broken.dir);
      const code = await main(['run', '--paired', 'v1', '--config', '.github-benchgate.yml', '--rounds', '5', '--out', join(broken.dir, 'out/h.json')], t);
      // It exited 0 with "➖ no change beyond noise" above the failure.
      expect(code).toBe(1);
      expect(t.out).toMatch(/^### benchgate\n\n❌ \*\*1 suite failed\*\* · /);
    } finally {
      rmSync(broken.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a head slower in every benchmark fails --fail-on-regression: side by side, the whole suite\'s move is the change', async () => {
    const all = `const f = Number(process.argv[2]);
const benchmarks = ['a', 'b', 'c', 'd', 'e', 'f'].map((n, i) => ({ name: n, metrics: { time: { value: (100 + i) * f, unit: 'ns' } } }));
console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }));
`;
    const slower = twoCommitRepo({
      base: { 'suite.mjs': all, 'run.sh': 'node suite.mjs 1\n', '.github-benchgate.yml': 'suites:\n  - { name: s, run: sh run.sh, harness: custom-json }\n' },
      head: { 'run.sh': 'node suite.mjs 1.25\n' },
    });
    try {
      const t = io(slower.dir);
      const code = await main(['run', '--paired', 'v1', '--config', '.github-benchgate.yml', '--rounds', '10', '--fail-on-regression', '--format', 'json', '--out', join(slower.dir, 'out/h.json')], t);
      // It exited 0: each round's common factor (+25 %) was removed, every row read "no change", the verdict "drift".
      expect(code).toBe(1);
      const c = Comparison.parse(JSON.parse(t.out));
      expect(c.rows.map((r) => r.verdict)).toEqual(Array(6).fill('regressed'));
      expect(c.summary).toMatchObject({ verdict: 'regressed', regressions: 6, drift: [{ suite: 's', metric: 'time', status: 'drift' }] });
      expect(c.summary.paired!.commonFactorRemoved).toEqual([]);
    } finally {
      rmSync(slower.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('usage errors exit 2 with one clear line', async () => {
    const cases: [string[], RegExp][] = [
      [['--paired', 'v1', '--rounds', '1'], /--rounds: expected a whole number of rounds from 2 to 1000; got "1"/],
      [['--paired', 'v1', '--budget', 'soon'], /--budget: expected a duration such as 90s, 10m or 1h; got "soon"/],
      [['--paired', 'v1', '--seed', 'x'], /--seed: expected a whole number/],
      [['--rounds', '5'], /--rounds: only with --paired REF/],
      [['--paired', 'v1', '--baseline', 'main'], /--baseline: not with --paired/],
      [['--paired', 'nope'], /"nope" names no commit/],
    ];
    for (const [args, message] of cases) {
      const t = io(repo.dir);
      expect(await main(['run', '--config', '.github-benchgate.yml', ...args], t), args.join(' ')).toBe(2);
      expect(t.err).toMatch(message);
    }
  });

  it('pairedFlags: defaults 5 … 20 rounds, budget as a duration', () => {
    expect(pairedFlags({})).toEqual({ minRounds: 5, maxRounds: 20 });
    expect(pairedFlags({ rounds: '3', budget: '90', seed: '7' })).toEqual({ minRounds: 3, maxRounds: 3, budgetMs: 90_000, seed: 7 });
    expect(pairedFlags({ budget: '10m' }).budgetMs).toBe(600_000);
  });

  it('orderSeed: one per base and head commit pair, the same for the same pair', () => {
    // Every pull request drew the same order pattern from the one default seed.
    const a = orderSeed('1111111111111111111111111111111111111111', '2222222222222222222222222222222222222222');
    expect(orderSeed('1111111111111111111111111111111111111111', '2222222222222222222222222222222222222222')).toBe(a);
    expect(orderSeed('1111111111111111111111111111111111111111', '3333333333333333333333333333333333333333')).not.toBe(a);
    expect(orderSeed('4444444444444444444444444444444444444444', '2222222222222222222222222222222222222222')).not.toBe(a);
  });
});
