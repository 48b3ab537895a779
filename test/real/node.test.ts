// Real-tool tier, Node: tinybench, benchmark.js and vitest bench suites with their npm dependencies
// (installed once per package.json content), run as written (a few seconds each); fresh output detected
// and shape-checked.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OPS_PER_S, TIME, byName, codecNames, detectAndParse, expectMetric } from './shape';
import { SUITES, cachedDir, contentHash, describeHarness, firstMissing, needCommand, readOutput, runTool, timed } from './toolchain';

const TIMEOUT = 5 * 60_000;
const missing = firstMissing(needCommand('node'), needCommand('npm'));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A fresh copy of the suite inside a directory whose node_modules holds the dependencies of the suite's
 * package.json (Node resolves packages upwards). `npm install` runs once per package.json content.
 */
async function suiteWithDeps(suite: string): Promise<{ dir: string; deps: string }> {
  const packageJson = readFileSync(join(SUITES, suite, 'package.json'), 'utf8');
  const deps = await cachedDir(join(tmpdir(), 'benchgate-real-node', contentHash(packageJson)), async (tmp) => {
    writeFileSync(join(tmp, 'package.json'), packageJson);
    await runTool('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tmp, timeoutMs: TIMEOUT });
  });
  const dir = mkdtempSync(join(deps, `run-${suite}-`));
  cpSync(join(SUITES, suite), dir, { recursive: true });
  dirs.push(dir);
  return { dir, deps };
}

describeHarness('tinybench', missing, () => {
  it('results JSON and console.table: tinybench detected, latency in ns, throughput in ops/s', async () => {
    const { dir, stdout } = await timed('tinybench', async () => {
      const { dir } = await suiteWithDeps('tinybench');
      return { dir, ...(await runTool('node', ['tinybench.bench.js'], { cwd: dir, timeoutMs: TIMEOUT })) };
    });
    for (const file of [readOutput(dir, 'tinybench-results.json'), { path: 'stdout of node tinybench.bench.js', text: stdout }]) {
      const out = detectAndParse([file], 'tinybench');
      expectMetric(out, codecNames(), 'time', { ...TIME, statistic: 'median', n: 'positive' });
      expectMetric(out, codecNames(), 'throughput', { ...OPS_PER_S, n: 'positive' });
    }
  }, TIMEOUT * 2);
});

describeHarness('benchmarkjs', missing, () => {
  it('cycle lines: benchmarkjs detected, ops/s with runs sampled as n, time as 1/hz', async () => {
    const { stdout } = await timed('benchmarkjs', async () => {
      const { dir } = await suiteWithDeps('benchmarkjs');
      return runTool('node', ['benchmarkjs.bench.cjs'], { cwd: dir, timeoutMs: TIMEOUT });
    });
    const out = detectAndParse([{ path: 'stdout of node benchmarkjs.bench.cjs', text: stdout }], 'benchmarkjs');
    expectMetric(out, codecNames(), 'throughput', { ...OPS_PER_S, statistic: 'mean', n: 'positive', samples: false });
    expectMetric(out, codecNames(), 'time', { ...TIME, n: 'positive' });
  }, TIMEOUT * 2);
});

describeHarness('vitest-bench', missing, () => {
  it('--outputJson report and the printed table: vitest-bench detected, describe blocks as groups', async () => {
    const { dir, stdout } = await timed('vitest-bench', async () => {
      const { dir, deps } = await suiteWithDeps('vitest-bench');
      // The suite's own vitest (not benchgate's), called directly: npx would look for it next to the copy.
      const vitest = join(deps, 'node_modules', 'vitest', 'vitest.mjs');
      return { dir, ...(await runTool('node', [vitest, 'bench', '--run', '--outputJson', 'out.json'], { cwd: dir, timeoutMs: TIMEOUT })) };
    });
    const names = codecNames((g, i, s) => `${g} > ${i}/${s}`);
    for (const file of [readOutput(dir, 'out.json'), { path: 'stdout of vitest bench', text: stdout }]) {
      const out = detectAndParse([file], 'vitest-bench');
      expectMetric(out, names, 'time', { ...TIME, n: 'positive' });
      expectMetric(out, names, 'throughput', { ...OPS_PER_S, statistic: 'mean', n: 'positive' });
      expect(byName(out, 'encode > impl_b/102400').group).toBe('codec.bench.js > encode');
    }
  }, TIMEOUT * 2);
});
