// `baseline: paired` end to end: the bundled Action on a pull_request, in a real git checkout, against the
// fake GitHub. The PR's base commit is checked out beside the head (git worktree) and both run in rounds;
// no stored baseline is looked up.
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../fake-github/server';
import { git } from '../helpers/git-repo';
import { bundleAction, makeWorkspace, runAction, setWork } from './action-harness';

const REPO = 'octo-org/bench-repo';
const repoJson = { full_name: REPO, default_branch: 'main' };
let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;
let base = '';
let head = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-e2e-paired-'));
  script = await bundleAction(root);
  ws = makeWorkspace(root);
  git(ws, 'init', '-q', '-b', 'main');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'base');
  base = git(ws, 'rev-parse', 'HEAD');
  setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 }); // head: 5× the work in one benchmark
  git(ws, 'commit', '-q', '-am', 'head');
  head = git(ws, 'rev-parse', 'HEAD');
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_read', { write: false });
}, 120_000);
afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the Action with baseline: paired', () => {
  it('runs the merge base and the head side by side in rounds and calls the change, with a read-only token', async () => {
    fake.addPull({ number: 41, headSha: head, baseSha: base });
    const run = fake.addRun({ headSha: head, event: 'pull_request', headBranch: 'feature', status: 'in_progress', conclusion: null });
    const payload = { action: 'synchronize', number: 41, pull_request: { number: 41, base: { sha: base, ref: 'main', repo: repoJson }, head: { sha: head, ref: 'feature', repo: repoJson } }, repository: repoJson };
    const r = await runAction({ fake, script, workspace: ws, event: 'pull_request', payload, runId: Number(run.id), sha: head, ref: 'refs/pull/41/merge', token: 'ghs_read', inputs: { mode: 'run', baseline: 'paired', rounds: '10', budget: '5m' } });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/paired rounds: base [0-9a-f]{40} \([0-9a-f]{12}\) checked out/);
    expect(r.outputs).toMatchObject({ verdict: 'regressed', regressions: '1', 'baseline-run-id': '' });
    expect(r.summary).toMatch(/Paired rounds: 10 of at most 10, base [0-9a-f]{40} and head side by side/);
    expect(r.summary).toContain('signed-rank');
    // No stored baseline was looked for: no artifact listing.
    expect(fake.requested('GET', /\/actions\/artifacts/)).toEqual([]);
    expect(git(ws, 'worktree', 'list').split('\n')).toHaveLength(1); // the base worktree is gone
  }, 180_000);
});
