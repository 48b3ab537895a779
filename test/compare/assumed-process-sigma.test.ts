// One process a side in a suite too small to measure the between-process σ: rows are tested against an
// assumed one (`process-sigma`), never on the count of one process's samples. Real runs of this machine:
// asv on cdflib (test/fixtures/asv/SOURCE.md, cdflib-aa), go test on lz4 (test/fixtures/go-bench/lz4-small),
// vitest on tailwind-merge, and hyperfine against a stored baseline (test/fixtures/hyperfine/small-jobs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { ASSUMED_PROCESS_SIGMA } from '../../src/compare/process-noise';
import { mannWhitneyU } from '../../src/compare/stats/mann-whitney';
import type { Comparison } from '../../src/compare/types';
import { resolveConfig } from '../../src/config/resolve';
import { validateConfig } from '../../src/config/validate';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { FIXTURES, fixtureTree, fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const called = (c: Comparison) => c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved');
const stored = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });

describe('asv, cdflib: three benchmarks, three runs of one commit', () => {
  const run = (i: number): Results => resultsFrom([{ name: 'asv', harness: 'asv', input: fixtureTree('asv', 'cdflib-aa', String(i)) }]);
  const pairs: [number, number][] = [[1, 2], [1, 3], [2, 3]];

  it('one process’s samples would call the same code faster; nothing is called', () => {
    // The U test on the 10 samples a side of one process: time_epoch_to_datetime of runs 1 and 3 read −35 %.
    const samples = (r: Results, name: string) => r.suites[0]!.benchmarks.find((b) => b.name === name)!.metrics.time!.samples!;
    const name = 'benchmarks.TimeSuite.time_epoch_to_datetime';
    expect(mannWhitneyU(samples(run(1), name), samples(run(3), name)).p).toBeLessThan(0.01);
    for (const [a, b] of pairs) {
      const c = compareRuns(run(a), run(b), stored);
      expect(called(c), `${a} vs ${b}`).toEqual([]);
      for (const r of c.rows) {
        expect(r).toMatchObject({ test: 'assumed-process-sigma', assumedSigma: ASSUMED_PROCESS_SIGMA, verdict: 'inconclusive' });
        // The interval includes the assumed σ: ±1.96 σ at least, around the ratio.
        expect(r.ci![0]).toBeLessThan(r.ratio! * Math.exp(-1.96 * ASSUMED_PROCESS_SIGMA) * 1.0001);
        expect(r.ci![1]).toBeGreaterThan(r.ratio! * Math.exp(1.96 * ASSUMED_PROCESS_SIGMA) * 0.9999);
      }
    }
  });

  it('the report says what was assumed and what would measure it', () => {
    const md = renderReport(compareRuns(run(1), run(3), stored));
    expect(md).toContain('z + assumed σ');
    expect(md).toMatch(/an assumed between-process σ of 30 % \(`process-sigma`/);
    // Against a stored baseline `repeat` would not: its runs share one job (test/fixtures/go-bench/repeat-small-jobs).
    expect(md).toContain('Paired rounds (base and head side by side in one job) or a baseline with a history measure it instead.');
    expect(md).not.toContain('`repeat: 5`');
  });
});

describe('go test, lz4: three benchmarks, six processes of master and six of a planted +16 %', () => {
  const side = (f: string): Results => resultsFrom([{ name: 'xxh32', harness: 'go-bench', input: fixtureInput('go-bench', 'lz4-small', f) }]);
  const master = [1, 2, 3, 4, 5, 6].map((i) => side(`master-${i}.txt`));
  const planted = [1, 2, 3, 4, 5, 6].map((i) => side(`planted-${i}.txt`));
  const CHANGED = 'Benchmark_XXH32_Checksum';

  function tally(sigma: number | undefined): { aa: string[]; planted: string[] } {
    const o = compareOptionsFor(undefined, sigma === undefined ? {} : { processSigma: sigma }, { baselineKind: 'same-job' });
    const aa: string[] = [];
    const pl: string[] = [];
    master.forEach((m, i) => {
      master.forEach((m2, j) => {
        if (i < j) aa.push(...called(compareRuns(m, m2, o)).map((r) => r.benchmark));
      });
      for (const p of planted) pl.push(...called(compareRuns(m, p, o)).map((r) => r.benchmark));
    });
    return { aa, planted: pl };
  }

  it('by default a +16 % change in one process a side is not called: the assumed 30 % hides it (the price)', () => {
    const t = tally(undefined);
    expect(t.aa).toEqual([]);
    expect(t.planted).toEqual([]);
  });

  it('`process-sigma: 2%`, for a quiet machine: no false call in 15 A/A pairs, the planted row called in some of 36', () => {
    const t = tally(0.02);
    expect(t.aa).toEqual([]);
    expect(new Set(t.planted)).toEqual(new Set([CHANGED]));
    expect(t.planted.length).toBeGreaterThanOrEqual(10);
  });

  it('benchgate.yml sets it per suite, as a percentage', () => {
    const cfg = resolveConfig(validateConfig('suites:\n  - name: xxh32\n    run: x\n    thresholds: { process-sigma: 2% }\n', 'x.yml'), 'x.yml', '/repo');
    const c = compareRuns(master[0]!, planted[0]!, compareOptionsFor(cfg, {}, { baselineKind: 'same-job' }));
    expect(c.rows.filter((r) => r.metric === 'time').map((r) => r.assumedSigma)).toEqual([0.02, 0.02, 0.02]);
  });
});

describe('small suites of one run that moved together: the assumed test is relative to the run’s move', () => {
  it('cdflib and lz4 in one run, head ×1.4 on every time sample (a slower machine): nothing called, relative ratios near 1', () => {
    const run = (asv: string, go: string): Results =>
      resultsFrom([
        { name: 'asv', harness: 'asv', input: fixtureTree('asv', 'cdflib-aa', asv) },
        { name: 'xxh32', harness: 'go-bench', input: fixtureInput('go-bench', 'lz4-small', go) },
      ]);
    const head = run('2', 'master-2.txt');
    for (const s of head.suites) for (const b of s.benchmarks) {
      const m = b.metrics.time!;
      m.value *= 1.4;
      m.samples = m.samples!.map((x) => x * 1.4);
    }
    const c = compareRuns(run('1', 'master-1.txt'), head, stored);
    const drift = c.summary.drift!.find((d) => d.suite === 'xxh32')!;
    expect(drift.status).toBe('drift');
    const f = drift.factor!;
    expect(called(c)).toEqual([]);
    for (const r of c.rows.filter((x) => x.metric === 'time')) {
      expect(r.test).toBe('assumed-process-sigma');
      expect(r.relative!.ratio).toBeCloseTo(r.ratio! / f, 6);
      // The relative interval is the assumed test's around ratio / f: at least ±1.96 σ.
      expect(r.relative!.ci![0]).toBeLessThan(r.relative!.ratio * Math.exp(-1.96 * ASSUMED_PROCESS_SIGMA) * 1.0001);
      expect(r.relative!.ci![1]).toBeGreaterThan(r.relative!.ratio * Math.exp(1.96 * ASSUMED_PROCESS_SIGMA) * 0.9999);
    }
  });
});

describe('vitest bench, tailwind-merge: three benchmarks, eight processes of one commit', () => {
  const run = (f: string): Results => resultsFrom([{ name: 'vitest', harness: 'vitest-bench', input: fixtureInput('vitest-bench', 'tailwind-merge-small', f) }]);
  const master = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => run(`master-${i}.json`));
  const aaCalls = (o: ReturnType<typeof compareOptionsFor>): number => {
    let n = 0;
    master.forEach((a, i) => master.forEach((b, j) => {
      if (i < j) n += called(compareRuns(a, b, o)).filter((r) => r.metric === 'time').length;
    }));
    return n;
  };

  it('28 A/A pairs, 84 rows: none called at the default σ; an assumed 20 % was too small for these processes', () => {
    expect(aaCalls(stored)).toBe(0);
    expect(aaCalls(compareOptionsFor(undefined, { processSigma: 0.2 }, { baselineKind: 'stored' }))).toBeGreaterThanOrEqual(5);
  });
});

describe('hyperfine, three commands, one invocation every 95 s for an hour (small-jobs/: A = base build, P = planted)', () => {
  const DIR = join(FIXTURES, 'hyperfine', 'small-jobs');
  const caps = readdirSync(DIR).filter((d) => /^[AP]\d+$/.test(d)).sort();
  const run = (d: string): Results => resultsFrom([{ name: 'hf', harness: 'hyperfine', input: fixtureInput('hyperfine', 'small-jobs', d, 'hf.json') }]);
  const A = caps.filter((d) => d.startsWith('A')).map(run);
  const P = caps.filter((d) => d.startsWith('P')).map(run);
  // The processes' U test, as a stored baseline of a small hyperfine suite had it before (and a same-job one keeps).
  const sameJob = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
  const timeCalls = (c: Comparison) => called(c).filter((r) => r.metric === 'time');
  const aaCalls = (o: ReturnType<typeof compareOptionsFor>): number => {
    let n = 0;
    A.forEach((a, i) => A.forEach((b, j) => {
      if (i < j) n += timeCalls(compareRuns(a, b, o)).length;
    }));
    return n;
  };

  it("780 A/A pairs, 2,340 rows: the processes' U test calls 747, the assumed σ 53 (captures under a load that doubled the times)", () => {
    expect([A.length, P.length]).toEqual([40, 40]);
    const rows = (3 * A.length * (A.length - 1)) / 2;
    expect(aaCalls(stored) / rows).toBeLessThan(0.03);
    expect(aaCalls(sameJob) / rows).toBeGreaterThan(0.3);
  });

  it('the price: the planted +30 % (./work impl_a 2) is ❔ against a stored baseline; the U test calls it, and calls the untouched row too', () => {
    const rowOf = (c: Comparison, name: string) => c.rows.find((r) => r.metric === 'time' && r.benchmark === name)!;
    const assumed = A.map((a, k) => rowOf(compareRuns(a, P[k]!, stored), './work impl_a 2'));
    expect(assumed.every((r) => r.test === 'assumed-process-sigma')).toBe(true);
    expect(assumed.filter((r) => r.verdict === 'inconclusive').length).toBeGreaterThanOrEqual(36);
    const u = A.map((a, k) => compareRuns(a, P[k]!, sameJob));
    expect(u.filter((c) => rowOf(c, './work impl_a 2').verdict === 'regressed').length).toBeGreaterThanOrEqual(36);
    expect(u.filter((c) => ['regressed', 'improved'].includes(rowOf(c, './work impl_b 2').verdict)).length).toBeGreaterThanOrEqual(8);
  });
});
