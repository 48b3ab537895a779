// PR code never reaches a token. A probe suite (test/e2e/probe/probe.mjs) searches its own environment and
// every ancestor's /proc/<pid>/environ for the job's tokens — INPUT_GITHUB-TOKEN and ACTIONS_RUNTIME_TOKEN,
// which the runner puts in the Action's environment — in each documented workflow shape, with the Action
// entry run as the runner runs it. It finds nothing; and it does find them where a token-holding process
// is its ancestor, so the probe itself works.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/model/results';
import { runtimeToken } from '../fake-github/artifact-routes';
import { FakeGitHub } from '../fake-github/server';
import { bundleAction, runAction } from './action-harness';

const REPO = 'octo-org/bench-repo';
const repoJson = { full_name: REPO, default_branch: 'main' };
const SHA = '1'.repeat(40);
const linux = process.platform === 'linux' && existsSync('/proc/self/environ');

describe.skipIf(!linux)('no token reaches the benchmarked code', () => {
  let fake: FakeGitHub;
  let root: string;
  let script: string;
  let ws: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'benchgate-probe-'));
    script = await bundleAction(join(root, 'dist'));
    ws = join(root, 'workspace');
    mkdirSync(join(ws, '.github'), { recursive: true });
    copyFileSync(join(import.meta.dirname, 'probe', 'probe.mjs'), join(ws, 'probe.mjs'));
    writeFileSync(join(ws, '.github', 'benchgate.yml'), ['suites:', '  - name: probe', '    harness: custom-json', '    run: node probe.mjs', ''].join('\n'));
    fake = await FakeGitHub.start(REPO);
    fake.addToken('ghs_write');
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A push run; the tokens the runner gives the Action are the ones the probe looks for. */
  function newRun(): number {
    const run = fake.addRun({ headSha: SHA, event: 'push', headBranch: 'main', status: 'in_progress', conclusion: null });
    writeFileSync(join(ws, 'tokens.json'), JSON.stringify(['ghs_write', runtimeToken(Number(run.id))]));
    rmSync(join(ws, 'probe-chain.json'), { force: true });
    return Number(run.id);
  }
  const hitsIn = (r: Results): number => r.suites[0]!.benchmarks[0]!.metrics.hits!.value;
  const uploaded = (runId: number): Results =>
    JSON.parse(strFromU8(unzipSync(fake.artifacts.find((a) => a.meta.workflow_run?.id === runId && a.meta.name === 'benchgate-results')!.data!)['results.json']!)) as Results;
  const chain = (): { pid: string; comm: string; found: number }[] => JSON.parse(readFileSync(join(ws, 'probe-chain.json'), 'utf8'));

  it('the probe finds the tokens where a token-holding process is its ancestor (the threat, and the probe works)', () => {
    newRun();
    const tokens = JSON.parse(readFileSync(join(ws, 'tokens.json'), 'utf8')) as string[];
    // A parent with the token in its environment starts the probe with a clean one, as child-env.ts alone did.
    const r = spawnSync(process.execPath, ['-e', `require('child_process').execFileSync(process.execPath, ['probe.mjs'], { env: { PATH: process.env.PATH }, stdio: 'inherit' })`], {
      cwd: ws,
      env: { PATH: process.env.PATH, 'INPUT_GITHUB-TOKEN': tokens[0], ACTIONS_RUNTIME_TOKEN: tokens[1] },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).benchmarks[0].metrics.hits.value).toBe(2);
    expect(chain()[0]!.found).toBe(0);
    expect(chain()[1]!.found).toBe(2);
  });

  it('one step (`uses:` mode run, as the comment command’s run job too): the suites run in a worker no token-holder is an ancestor of', async () => {
    const runId = newRun();
    const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: { before: '0'.repeat(40), after: SHA, repository: repoJson }, runId, sha: SHA, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'run' } });
    expect(r.code, r.stdout).toBe(0);
    fake.completeRun(runId);
    expect(hitsIn(uploaded(runId))).toBe(0);
    expect(chain().every((p) => p.found === 0)).toBe(true);
    // The chain is the probe (the suite's shell may exec it), the worker, then init: the worker was
    // re-parented away from the Action's process and everything above it (the test runner here).
    expect(chain().at(-1)!.pid).toBe('1');
    expect(chain().length).toBeLessThanOrEqual(4);
    // Workflow commands are stopped while the suites' output is relayed.
    expect(r.stdout).toMatch(/::stop-commands::[0-9a-f]{32}\n[\s\S]*\n::[0-9a-f]{32}::\n/);
  }, 120_000);

  it('the copyable workflows’ shape: mode setup, a plain `run:` step (`benchgate run --out`), then `results:`', async () => {
    const runId = newRun();
    const temp = mkdtempSync(join(root, 'runner-temp-'));
    const pathFile = join(temp, 'github-path');
    writeFileSync(pathFile, '');
    const setup = await runAction({ fake, script, workspace: ws, event: 'push', payload: { repository: repoJson }, runId, sha: SHA, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'setup' }, env: { RUNNER_TEMP: temp, GITHUB_PATH: pathFile } });
    expect(setup.code, setup.stdout).toBe(0);
    const bin = readFileSync(pathFile, 'utf8').trim();
    expect(existsSync(join(bin, 'benchgate'))).toBe(true);
    // The plain step: the runner gives a `run:` step neither the Action's inputs nor ACTIONS_RUNTIME_TOKEN.
    const step = spawnSync('/bin/sh', ['-c', 'benchgate run --config .github/benchgate.yml --out results.json --format text'], {
      cwd: ws,
      env: { PATH: `${bin}:${process.env.PATH}`, HOME: process.env.HOME, CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_SHA: SHA, GITHUB_WORKSPACE: ws },
      encoding: 'utf8',
    });
    expect(step.status, step.stderr).toBe(0);
    expect(chain().every((p) => p.found === 0)).toBe(true);
    rmSync(join(ws, 'probe-chain.json'));
    const report = await runAction({ fake, script, workspace: ws, event: 'push', payload: { before: '0'.repeat(40), after: SHA, repository: repoJson }, runId, sha: SHA, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'run', results: 'results.json' } });
    expect(report.code, report.stdout).toBe(0);
    fake.completeRun(runId);
    // Nothing ran in the token-holding step: the probe wrote no chain; the results are the plain step's.
    expect(existsSync(join(ws, 'probe-chain.json'))).toBe(false);
    const stored = uploaded(runId);
    expect(hitsIn(stored)).toBe(0);
    expect(stored.meta).toMatchObject({ commit: SHA, runId });
  }, 120_000);

  it('a results input that is not a results file is refused, naming it', async () => {
    const runId = newRun();
    writeFileSync(join(ws, 'bad.json'), '{"schema":"benchgate/results@1"}');
    const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: { repository: repoJson }, runId, sha: SHA, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'run', results: 'bad.json' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::bad\.json: not a benchgate results file/);
    const missing = await runAction({ fake, script, workspace: ws, event: 'push', payload: { repository: repoJson }, runId, sha: SHA, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'run', results: 'nowhere.json' } });
    expect(missing.stdout).toMatch(/::error::Invalid input 'results': cannot read nowhere\.json/);
  }, 60_000);
});
