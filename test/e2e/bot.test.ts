// End to end: `/benchgate` comment commands through the bundled Action against the fake GitHub, job by
// job as workflows/comment-command.yml and workflows/pull-request.yml wire them: command (mode command, write
// token, issue_comment) starts pull-request.yml on the PR's branch (workflow_dispatch) → there, bench (mode run,
// read-only token, the pinned sha and suites as inputs) → report (mode report, write token, same run).
// No PR code runs in the comment's workflow: asserted on the command job's outputs and the requests the fake recorded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { commentMarker } from '../../src/github/comment';
import { FakeGitHub, simpleUser } from '../fake-github/server';
import type { WorkflowRun } from '../fake-github/shapes';
import { bundleAction, makeWorkspace, runAction, setWork, type ActionRun } from './action-harness';

const REPO = 'octo-org/bench-repo';
const MAIN = '1'.repeat(40);
const WORKFLOW = '.github/workflows/comment-command.yml';
const PR_WORKFLOW = '.github/workflows/pull-request.yml';
const repoJson = { full_name: REPO, default_branch: 'main' };

let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;
let pushRunId = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-bot-'));
  script = await bundleAction(root);
  ws = makeWorkspace(root);
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_write');
  fake.addToken('ghs_read', { write: false });
  fake.permissions.set('maintainer', 'write');
  fake.permissions.set('admin-user', 'admin');
  fake.permissions.set('reader', 'read');
  fake.workflow(PR_WORKFLOW);
  // The baseline: a push to main (bench.yml), as workflows/main.yml records it.
  const run = fake.addRun({ headSha: MAIN, event: 'push', headBranch: 'main', status: 'in_progress', conclusion: null });
  pushRunId = Number(run.id);
  const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: { before: '0'.repeat(40), after: MAIN, repository: repoJson }, runId: pushRunId, sha: MAIN, ref: 'refs/heads/main', token: 'ghs_write' });
  if (r.code !== 0) throw new Error(r.stdout);
  fake.completeRun(pushRunId);
}, 120_000);

afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

/** A comment stored in the fake (so reactions have a target) and its issue_comment payload. */
function comment(issue: number, body: string, login: string, association: string, opts: { action?: string; isPr?: boolean; type?: string } = {}) {
  const c = fake.addComment(issue, body, simpleUser(login, 7000 + login.length, opts.type ?? 'User'));
  const payload = {
    action: opts.action ?? 'created',
    issue: { number: issue, ...(opts.isPr === false ? {} : { pull_request: { url: `${fake.url}/repos/${REPO}/pulls/${issue}` } }) },
    comment: { id: c.id, body, user: { login, type: opts.type ?? 'User' }, author_association: association },
    repository: repoJson,
  };
  return { id: Number(c.id), payload };
}

/** The command job: the event is on the default branch (GITHUB_SHA = main), token with write access. */
async function commandJob(payload: unknown): Promise<{ run: WorkflowRun; r: ActionRun; before: number }> {
  const run = fake.addRun({ headSha: MAIN, event: 'issue_comment', headBranch: 'main', workflow: WORKFLOW, status: 'in_progress', conclusion: null });
  const before = fake.requests.length;
  const r = await runAction({ fake, script, workspace: ws, event: 'issue_comment', payload, runId: Number(run.id), sha: MAIN, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'command' }, workflow: WORKFLOW });
  return { run, r, before };
}

/** The run the command's dispatch started: pull-request.yml on the PR's branch, as workflow_dispatch runs it. */
function dispatchedRun(): { run: WorkflowRun; common: Omit<Parameters<typeof runAction>[0], 'token' | 'inputs'>; inputs: Record<string, string> } {
  const d = fake.dispatches.at(-1)!;
  const run = fake.addRun({ headSha: d.inputs.sha!, event: 'workflow_dispatch', headBranch: d.ref, workflow: PR_WORKFLOW, status: 'in_progress', conclusion: null });
  const payload = { inputs: d.inputs, ref: `refs/heads/${d.ref}`, repository: repoJson };
  const common = { fake, script, workspace: ws, event: 'workflow_dispatch', payload, runId: Number(run.id), sha: d.inputs.sha!, ref: `refs/heads/${d.ref}`, workflow: PR_WORKFLOW };
  return { run, common, inputs: d.inputs };
}

/** In that run, the bench job (read-only token) and the report job (write token). */
async function runAndReport(between?: () => void) {
  const { run, common, inputs } = dispatchedRun();
  const pinned = { 'pull-request': inputs.pr!, 'head-sha': inputs.sha!, 'base-sha': inputs['base-sha']!, 'baseline-workflow': 'bench.yml' };
  const bench = await runAction({ ...common, token: 'ghs_read', inputs: { mode: 'run', ...pinned, suites: inputs.suites! } });
  between?.();
  const report = await runAction({ ...common, token: 'ghs_write', inputs: { mode: 'report', ...pinned } });
  fake.completeRun(Number(run.id));
  return { run, bench, report };
}

const since = (before: number) => fake.requests.slice(before);

describe('/benchgate commands end to end (bundled Action, fake GitHub)', () => {
  it('a write user’s `/benchgate run loops` runs on the pinned head and creates the sticky comment; a second run updates it', async () => {
    fake.addPull({ number: 31, headSha: 'a'.repeat(40), baseSha: MAIN });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 });
    const c = comment(31, 'Could you check this?\n\n/benchgate run loops', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    // Nothing runs in the comment's workflow: pull-request.yml is started on the PR's branch with the pinned inputs.
    expect(r.outputs).toMatchObject({ 'command-run': 'false', 'command-pr': '31', 'command-sha': 'a'.repeat(40), 'command-base-sha': MAIN, 'command-suites': '["loops"]', 'command-paired': 'false', verdict: 'skipped' });
    expect(fake.dispatches.at(-1)).toEqual({ workflow: 'pull-request.yml', ref: 'feature-31', inputs: { pr: '31', sha: 'a'.repeat(40), 'base-sha': MAIN, suites: '["loops"]', paired: 'false' } });
    expect(fake.reactions.get(c.id)?.map((x) => x.content)).toEqual(['eyes', 'rocket']);
    expect(fake.requested('GET', /\/collaborators\/maintainer\/permission$/).map((q) => q.status)).toEqual([200]);
    expect(fake.commentsOn(31)).toHaveLength(1); // only the command itself: no reply on success

    const { run, bench, report } = await runAndReport();
    expect(bench.code, bench.stdout).toBe(0);
    // The run job labels its results with the pinned PR and sha, and never comments (read-only token).
    const art = fake.artifacts.find((a) => a.meta.workflow_run?.id === run.id)!;
    const results = JSON.parse(strFromU8(unzipSync(art.data!)['results.json']!)) as { meta: Record<string, unknown>; suites: { name: string }[] };
    expect(results.meta).toMatchObject({ pullRequest: 31, commit: 'a'.repeat(40), baseSha: MAIN, ref: 'refs/pull/31/head' });
    expect(results.suites.map((x) => x.name)).toEqual(['loops']);
    expect(report.code, report.stdout).toBe(0);
    expect(report.outputs['baseline-run-id']).toBe(String(pushRunId));
    const sticky = fake.commentsOn(31).filter((x) => x.user?.login === 'github-actions[bot]');
    expect(sticky).toHaveLength(1);
    expect(sticky[0]!.body).toContain(commentMarker('report'));
    expect(sticky[0]!.body).toContain('loop/scaled');
    expect(sticky[0]!.body).toContain("Benchmarked commit aaaaaaa, the pull request's head (requested with /benchgate run).");
    expect(report.outputs['comment-url']).toBe(sticky[0]!.html_url);

    // Again, from an admin, all suites: the same comment is updated in place.
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 200_000 });
    const again = comment(31, '/benchgate run', 'admin-user', 'OWNER');
    const second = await commandJob(again.payload);
    expect(second.r.outputs).toMatchObject({ 'command-run': 'false', 'command-suites': '[]' });
    const rounds = await runAndReport();
    expect(rounds.report.code, rounds.report.stdout).toBe(0);
    const after = fake.commentsOn(31).filter((x) => x.user?.login === 'github-actions[bot]');
    expect(after.map((x) => x.id)).toEqual([sticky[0]!.id]);
    expect(after[0]!.body).not.toBe(sticky[0]!.body);
    expect(fake.requested('PATCH', new RegExp(`/issues/comments/${sticky[0]!.id}$`)).map((q) => q.status)).toEqual([200]);

    // `--paired` reaches the dispatched run as an input (its plain step runs `benchgate run --paired`).
    const paired = await commandJob(comment(31, '/benchgate run --paired loops', 'admin-user', 'OWNER').payload);
    expect(paired.r.outputs).toMatchObject({ 'command-suites': '["loops"]', 'command-paired': 'true' });
    expect(fake.dispatches.at(-1)!.inputs).toMatchObject({ suites: '["loops"]', paired: 'true' });
  }, 120_000);

  it('a read-only collaborator is answered politely and nothing runs', async () => {
    fake.addPull({ number: 32, headSha: 'b'.repeat(40), baseSha: MAIN });
    const c = comment(32, '/benchgate run', 'reader', 'COLLABORATOR');
    const { r, before } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ 'command-run': 'false', 'command-sha': '', 'command-pr': '', verdict: 'skipped' });
    const reply = fake.commentsOn(32).at(-1)!;
    expect(reply.user?.login).toBe('github-actions[bot]');
    expect(reply.body).toBe(
      'Thanks for your interest, @reader! Only people with write access to this repository can start benchmark runs (your access here is `read`), so nothing was run.\n\nA maintainer can start one by commenting `/benchgate run` on this pull request.',
    );
    const made = since(before).map((q) => `${q.method} ${q.path}`);
    expect(made).toContain(`GET /repos/${REPO}/collaborators/reader/permission`);
    expect(made.some((m) => m.includes('/pulls/'))).toBe(false);
    expect(fake.reactions.get(c.id)?.map((x) => x.content)).toEqual(['eyes']);
  });

  it('the command\'s base sha is where the head left the base branch (the compare API\'s merge base), not the branch\'s tip: it runs the head, not a merge commit', async () => {
    const branchPoint = '0'.repeat(39) + 'b';
    fake.addPull({ number: 33, headSha: 'c'.repeat(40), baseSha: MAIN, mergeBase: branchPoint });
    const c = comment(33, '/benchgate run', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ 'command-sha': 'c'.repeat(40), 'command-base-sha': branchPoint });
    expect(fake.dispatches.at(-1)!.inputs['base-sha']).toBe(branchPoint);
    expect(fake.requested('GET', new RegExp(`/compare/${MAIN}\\.\\.\\.${'c'.repeat(40)}$`)).map((q) => q.status)).toEqual([200]);
  });

  it('a NONE association is looked up, not refused on the payload\'s word: a drive-by gets a polite no, a private org member with write access runs', async () => {
    const c = comment(32, '/benchgate run', 'drive-by', 'NONE');
    const { r, before } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['command-run']).toBe('false');
    const made = since(before).map((q) => `${q.method} ${q.path}`);
    expect(made).toContain(`GET /repos/${REPO}/collaborators/drive-by/permission`);
    expect(made.some((m) => m.includes('/pulls/'))).toBe(false);
    expect(fake.commentsOn(32).at(-1)!.body).toMatch(/^Thanks for your interest, @drive-by! Only people with write access/);
    // Payloads report a member whose org membership is private, with no commits here, as NONE.
    fake.permissions.set('private-member', 'write');
    const m = comment(32, '/benchgate run', 'private-member', 'NONE');
    const dispatched = fake.dispatches.length;
    const ran = await commandJob(m.payload);
    expect(ran.r.code, ran.r.stdout).toBe(0);
    expect(fake.dispatches).toHaveLength(dispatched + 1);
  });

  it.each([
    ['on an issue, not a pull request', { isPr: false }],
    ['an edited comment', { action: 'edited' }],
    ['a deleted comment', { action: 'deleted' }],
    ['another bot', { type: 'Bot' }],
  ])('%s: nothing runs and nothing is said', async (_what, opts) => {
    const issue = 'isPr' in opts ? 40 : 31;
    const c = comment(issue, '/benchgate run', 'maintainer', 'MEMBER', opts);
    const comments = fake.comments.length;
    const { r, before } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs).toMatchObject({ 'command-run': 'false', verdict: 'skipped' });
    expect(since(before)).toEqual([]);
    expect(fake.comments.length).toBe(comments);
  });

  it('`/benchgate help` (and anything not understood) gets the help text', async () => {
    const c = comment(31, '/benchgate benchmark please', 'drive-by', 'NONE');
    const { r } = await commandJob(c.payload);
    expect(r.outputs['command-run']).toBe('false');
    const reply = fake.commentsOn(31).at(-1)!.body!;
    expect(reply).toMatch(/^@drive-by\n\nSorry, I did not understand that: &quot;\/benchgate benchmark please&quot; is not a command\.\n\n\*\*benchgate commands\*\*/);
    expect(reply).toContain('| `/benchgate run SHA` |');
  });

  it('a sha that is no longer the head is refused', async () => {
    fake.addPull({ number: 33, headSha: 'c'.repeat(40), baseSha: MAIN });
    const c = comment(33, '/benchgate run 999999999999', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.outputs['command-run']).toBe('false');
    expect(fake.commentsOn(33).at(-1)!.body).toBe(
      '@maintainer `999999999999` is not the head of this pull request (the head is now `ccccccc`), so nothing was run.\n\nComment `/benchgate run` to benchmark the current head, or `/benchgate run <sha>` with the head sha to pin it.',
    );
    // The head's own prefix is accepted.
    const ok = comment(33, '/benchgate run CCCCCCCCCCCC', 'maintainer', 'MEMBER');
    expect((await commandJob(ok.payload)).r.outputs).toMatchObject({ 'command-run': 'false', 'command-sha': 'c'.repeat(40) });
    expect(fake.dispatches.at(-1)!.inputs.sha).toBe('c'.repeat(40));
  });

  it('a fork PR: nothing runs here; without a sha the reply names the head and the command to copy', async () => {
    const head = 'f0'.repeat(20);
    fake.addPull({ number: 41, headSha: head, baseSha: MAIN, headRepo: 'stranger/bench-repo' });
    const c = comment(41, '/benchgate run', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['command-run']).toBe('false');
    const reply = fake.commentsOn(41).at(-1)!.body!;
    expect(reply).toMatch(/^@maintainer this pull request comes from a fork, so its code never runs in this repository's scope/);
    expect(reply).toContain(`\`/benchgate run ${head}\``);
    expect(fake.reruns).toEqual([]);
  });

  it('a fork PR with its head sha: its own pull_request run is re-run (in its context), nothing runs here', async () => {
    const head = 'f1'.repeat(20);
    fake.addPull({ number: 42, headSha: head, baseSha: MAIN, headRepo: 'stranger/bench-repo' });
    const prRun = fake.addRun({ headSha: head, event: 'pull_request', headBranch: 'feature', headRepo: 'stranger/bench-repo', workflow: '.github/workflows/pull-request.yml' });
    const c = comment(42, `/benchgate run ${head.slice(0, 12)}`, 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['command-run']).toBe('false');
    expect(fake.reruns).toEqual([Number(prRun.id)]);
    expect(fake.commentsOn(42).at(-1)!.body).toContain(`I re-ran its own benchmark workflow for \`${head.slice(0, 7)}\` instead: ${prRun.html_url}`);
    // A push after the command: the sha no longer names the head, nothing is re-run.
    fake.pulls.get(42)!.head.sha = 'f2'.repeat(20);
    const again = comment(42, `/benchgate run ${head.slice(0, 12)}`, 'maintainer', 'MEMBER');
    await commandJob(again.payload);
    expect(fake.reruns).toEqual([Number(prRun.id)]);
  });

  it('an unknown suite is refused with the configured names', async () => {
    const c = comment(33, '/benchgate run "no such suite"', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.outputs['command-run']).toBe('false');
    expect(fake.commentsOn(33).at(-1)!.body).toContain('there is no suite named `no such suite`, so nothing was run.');
  });

  it('a push between the command and the report: the report is labelled with its sha, the sticky comment is left alone', async () => {
    fake.addPull({ number: 34, headSha: 'd'.repeat(40), baseSha: MAIN });
    const c = comment(34, '/benchgate run', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    expect(r.outputs['command-sha']).toBe('d'.repeat(40));
    const { bench, report } = await runAndReport(() => fake.addPull({ number: 34, headSha: 'e'.repeat(40), baseSha: MAIN }));
    expect(bench.code, bench.stdout).toBe(0);
    expect(report.code, report.stdout).toBe(0);
    expect(report.outputs['comment-url']).toBe('');
    expect(report.summary).toContain("These results are for commit ddddddd (requested with /benchgate run); the pull request's head has since moved to eeeeeee, so the PR comment was not updated.");
    const comments = fake.commentsOn(34);
    expect(comments.some((x) => x.body?.includes(commentMarker('report')))).toBe(false);
    expect(comments.at(-1)!.body).toMatch(/^The benchmarks asked for by `\/benchgate run` ran on `ddddddd`, but the head of this pull request has since moved to `eeeeeee`\./);
  }, 60_000);

  it('a report whose results are not for the pinned sha is refused', async () => {
    fake.addPull({ number: 35, headSha: 'f'.repeat(40), baseSha: MAIN });
    const c = comment(35, '/benchgate run', 'maintainer', 'MEMBER');
    const { r } = await commandJob(c.payload);
    const { run, common } = dispatchedRun();
    // The run job claims another commit (as tampered PR code could make it).
    await runAction({ ...common, token: 'ghs_read', inputs: { mode: 'run', 'pull-request': '35', 'head-sha': '0123456789'.repeat(4), 'baseline-workflow': 'bench.yml' } });
    const report = await runAction({ ...common, token: 'ghs_write', inputs: { mode: 'report', 'pull-request': '35', 'head-sha': r.outputs['command-sha']!, 'baseline-workflow': 'bench.yml' } });
    expect(report.code).toBe(1);
    expect(report.stdout).toContain(`::error::The results of run ${run.id} are for pull request #35 at 0123456, not #35 at fffffff: refusing to comment`);
    expect(fake.commentsOn(35).filter((x) => x.user?.login === 'github-actions[bot]')).toEqual([]);
  }, 60_000);

  it('a branch whose pull-request.yml has no workflow_dispatch trigger yet: nothing runs, and the reply says how to fix it', async () => {
    fake.addPull({ number: 36, headSha: '6'.repeat(40), baseSha: MAIN });
    fake.notDispatchable.add('pull-request.yml');
    try {
      const dispatched = fake.dispatches.length;
      const { r } = await commandJob(comment(36, '/benchgate run', 'maintainer', 'MEMBER').payload);
      expect(r.code, r.stdout).toBe(0);
      expect(fake.dispatches).toHaveLength(dispatched);
      expect(fake.commentsOn(36).at(-1)!.body).toBe(
        "@maintainer nothing was run: the benchmarks of a pull request run in its own workflow on its branch `feature-36`, never in this comment's (which has the default branch's permissions and caches), and its `pull-request.yml` has no `workflow_dispatch` trigger on that branch yet (merge the default branch into it, or copy the current workflows/pull-request.yml).",
      );
    } finally {
      fake.notDispatchable.delete('pull-request.yml');
    }
  });

  it('mode run refuses an issue_comment or workflow_run run, with results or without: a later step of that job could hand PR code the default branch\'s cache token', async () => {
    for (const event of ['issue_comment', 'workflow_run']) {
      const prRun = fake.addRun({ headSha: 'a'.repeat(40), event: 'pull_request', headBranch: 'feature-31', workflow: PR_WORKFLOW });
      const payload = event === 'workflow_run' ? { workflow_run: prRun, repository: repoJson } : comment(31, '/benchgate run', 'maintainer', 'MEMBER').payload;
      const r = await runAction({ fake, script, workspace: ws, event, payload, runId: 1, sha: MAIN, ref: 'refs/heads/main', token: 'ghs_read', inputs: { mode: 'run', 'pull-request': '31', 'head-sha': 'a'.repeat(40) } });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(`::error::benchgate does not run benchmarks, or take their results, in a ${event} run`);
    }
  });

  it('mode command on another event fails, naming the event', async () => {
    const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: {}, runId: 1, sha: MAIN, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'command' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("::error::mode command handles issue_comment events (see workflows/comment-command.yml); this run's event is push");
  });
});
