// A bad night never erases the history (issue: "one bad night"). Pushes A and B store baselines (B
// carries A); then a push whose baseline cannot be read — GitHub answering 503 on every try, a corrupt
// zip, a baseline from a newer benchgate — fails its step and saves its results under another name,
// leaving the baseline as it was; the next healthy push still carries A and B.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/model/results';
import { FakeGitHub } from '../fake-github/server';
import { bundleAction, makeWorkspace, runAction, type ActionRun } from './action-harness';

const REPO = 'octo-org/bench-repo';
const repoJson = { full_name: REPO, default_branch: 'main' };
const sha = (n: number) => n.toString(16).padStart(40, 'a');

let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-history-'));
  script = await bundleAction(root);
  ws = makeWorkspace(root);
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_write');
}, 120_000);
afterAll(async () => {
  await fake?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

let n = 0;
async function push(): Promise<{ runId: number; commit: string; r: ActionRun }> {
  const commit = sha(++n);
  const run = fake.addRun({ headSha: commit, event: 'push', headBranch: 'main', status: 'in_progress', conclusion: null });
  const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: { before: sha(n - 1), after: commit, repository: repoJson }, runId: Number(run.id), sha: commit, ref: 'refs/heads/main', token: 'ghs_write' });
  fake.completeRun(Number(run.id), r.code === 0 ? 'success' : 'failure');
  return { runId: Number(run.id), commit, r };
}

const artifactsOf = (runId: number) => fake.artifacts.filter((a) => a.meta.workflow_run?.id === runId && a.finalized);
const baselineOf = (runId: number): Results => JSON.parse(strFromU8(unzipSync(artifactsOf(runId).find((a) => a.meta.name === 'benchgate-results')!.data!)['results.json']!)) as Results;

describe('a baseline that cannot be read is never replaced by a history-less one', () => {
  const commits: string[] = [];
  let last = 0;

  it('A and B store baselines; B carries A', async () => {
    for (let k = 0; k < 2; k++) {
      const { runId, commit, r } = await push();
      expect(r.code, r.stdout).toBe(0);
      commits.push(commit);
      last = runId;
    }
    expect(baselineOf(last).history!.map((h) => h.commit)).toEqual([commits[0]]);
  });

  async function badNight(): Promise<ActionRun> {
    const { runId, r } = await push();
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::.*The previous baseline could not be read \(.+\)\. To keep its history, this run was not stored as the baseline: its results are in the artifact 'benchgate-results-unsaved'/);
    expect(r.summary).toContain("its results are in the artifact 'benchgate-results-unsaved'");
    expect(artifactsOf(runId).map((a) => a.meta.name)).toEqual(['benchgate-results-unsaved']);
    return r;
  }

  async function healthyNightCarriesAAndB(): Promise<void> {
    const { runId, commit, r } = await push();
    expect(r.code, r.stdout).toBe(0);
    const history = baselineOf(runId).history!.map((h) => h.commit);
    expect(history).toEqual(expect.arrayContaining([commits[0], commits[1]]));
    expect(history.at(-1)).toBe(commits.at(-1));
    commits.push(commit);
    last = runId;
  }

  it('GitHub answers 503 on every try: the step fails, the results are kept aside, the next healthy push carries A and B', async () => {
    fake.fault({ method: 'GET', path: /\/actions\/workflows\/[^/]+\/runs$/, times: 1000, respond: { status: 503, json: { message: 'Service Unavailable' } } });
    try {
      const r = await badNight();
      // Which call failed, and how (it said only `HttpError: Service Unavailable`).
      expect(r.stdout).toMatch(/The previous baseline could not be read \(the baseline could not be fetched \(listing the runs of workflow bench\.yml at [0-9a-f]{40}: HTTP 503: Service Unavailable\)\)/);
    } finally {
      fake.clearFaults();
    }
    await healthyNightCarriesAAndB();
  }, 120_000);

  // A 404 was read as "no baseline yet" (the PR that adds the workflow) wherever it came from, and a
  // history-less baseline was stored over the real one (found by fuzzing the artifact path).
  it.each([
    ['the runs of the workflow answer 404 (on the base branch, the workflow is there)', /\/actions\/workflows\/[^/]+\/runs$/],
    ['the newest baseline run’s artifacts answer 404', 'newest'],
  ])('%s: kept aside, the next healthy push carries A and B', async (_, path) => {
    fake.fault({ method: 'GET', path: path === 'newest' ? new RegExp(`/actions/runs/${last}/artifacts$`) : (path as RegExp), times: 2, respond: { status: 404, json: { message: 'Not Found' } } });
    try {
      await badNight();
    } finally {
      fake.clearFaults();
    }
    await healthyNightCarriesAAndB();
  }, 120_000);

  it('the newest baseline’s zip is corrupt: not passed over for an older one, not overwritten', async () => {
    const good = artifactsOf(last).find((a) => a.meta.name === 'benchgate-results')!;
    const saved = good.data!;
    good.data = saved.slice(0, 40);
    try {
      await badNight();
      expect(good.data).toHaveLength(40);
    } finally {
      good.data = saved;
    }
    await healthyNightCarriesAAndB();
  }, 120_000);

  it('the newest baseline was written by a newer benchgate: refused loudly, left as it is', async () => {
    const good = artifactsOf(last).find((a) => a.meta.name === 'benchgate-results')!;
    const saved = good.data!;
    const newer = { ...baselineOf(last), schema: 'benchgate/results@2' };
    good.data = zipSync({ 'results.json': strToU8(JSON.stringify(newer)) });
    try {
      await badNight();
      expect(good.data).not.toBe(saved);
    } finally {
      good.data = saved;
    }
    await healthyNightCarriesAAndB();
  }, 120_000);
});
