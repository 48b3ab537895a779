// workflows/nightly.yml, workflows/comment-command.yml and the pull-request.yml run it starts under nektos/act, against the fake GitHub,
// as act.test.ts does for the PR workflows: only the action reference is swapped (`./`, the bundled
// checkout), and act satisfies `actions/checkout` from the working tree. The suite prints a night of
// the simulated history (test/e2e/nightly-sim.ts), so the nightly run finds the planted step.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment';
import { FakeGitHub, simpleUser } from '../fake-github/server';
import { zipResults } from '../github/helpers';
import { bundleAction } from './action-harness';
import { NIGHTLY_CONFIG, STEPPED, commit, customJson, nightResults, preparedBaseline, simulateNights } from './nightly-sim';
import { findAct, initRepo, runAct } from './act-runner';

const ROOT = join(import.meta.dirname, '..', '..');
const REPO = 'octo-org/bench-repo';

const ACT = findAct();
if (!ACT) {
  it('nightly and comment-command workflows under nektos/act', (ctx) => {
    const why = 'act is not installed: run scripts/install-act.sh, or set ACT=/path/to/act';
    if (process.env.BENCHGATE_REQUIRE_ACT === '1') throw new Error(why);
    console.warn(`SKIPPED nightly and comment-command workflows under nektos/act: ${why}`);
    ctx.skip(why);
  });
}

describe.skipIf(!ACT)('nightly and comment-command workflows under nektos/act', () => {
  let fake: FakeGitHub;
  let root: string;
  let repo: string;
  const nights = simulateNights(60);
  const repoJson = { full_name: REPO, default_branch: 'main' };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'benchgate-act-bot-'));
    repo = join(root, 'repo');
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(repo, '.github', 'benchgate.yml'), NIGHTLY_CONFIG);
    writeFileSync(join(repo, 'night.json'), customJson(nights[60]!));
    mkdirSync(join(repo, 'dist'), { recursive: true });
    const built = await bundleAction(join(repo, 'dist'));
    // The whole of dist/: the committed build is split (index.js, cli.js and their shared chunks/).
    if (built !== join(repo, 'dist', 'index.js')) cpSync(dirname(built), join(repo, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'action.yml'), join(repo, 'action.yml'));
    for (const f of ['nightly.yml', 'comment-command.yml', 'pull-request.yml']) {
      // act replaces actions/checkout by the working tree only without a `ref:` other than the event's
      // (offline it cannot fetch a sha), so the pin is dropped here; the working tree's HEAD is the PR
      // head the test pins (see the comment test), and the pin itself is checked in workflows.test.ts.
      const text = readFileSync(join(ROOT, 'workflows', f), 'utf8')
        .replace(/uses: [\w.-]+\/benchgate@\S+/g, 'uses: ./')
        .replace(/^ +ref: \$\{\{ (inputs\.sha|github\.event\.repository\.default_branch) \}\}\n/gm, '')
        // The Pages steps fetch actions from github.com, unreachable offline: the dashboard is still built.
        .replace(/^ {6}- if: steps\.benchgate\.outputs\.dashboard-path[\s\S]*$/m, '');
      writeFileSync(join(repo, '.github', 'workflows', f), text);
    }
    initRepo(repo, REPO);
    fake = await FakeGitHub.start(REPO);
    fake.addToken('ghs_write');
    fake.permissions.set('maintainer', 'write');
    fake.workflow('.github/workflows/pull-request.yml');
  }, 180_000);

  afterAll(async () => {
    await fake?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const act = (event: string, workflow: string, payload: unknown, runId: number) =>
    runAct({ act: ACT!, repo, root, repository: REPO, fakeUrl: fake.url, event, workflow, payload, runId });

  const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();

  it('schedule: nightly.yml finds the planted step over the prepared 60-night history and opens one tracking issue', async () => {
    const prior = fake.addRun({ id: 5059, headSha: commit(59), event: 'schedule', headBranch: 'main', workflow: '.github/workflows/nightly.yml' });
    fake.addArtifact(Number(prior.id), 'benchgate-results', zipResults(preparedBaseline(nights, 60)));
    const run = fake.addRun({ headSha: head(), event: 'schedule', headBranch: 'main', workflow: '.github/workflows/nightly.yml', status: 'in_progress', conclusion: null });
    const r = await act('schedule', 'nightly.yml', { schedule: '17 3 * * *', repository: repoJson }, Number(run.id));
    expect(r.code, r.log).toBe(0);
    fake.completeRun(Number(run.id));
    const issues = [...fake.issues.values()];
    expect(issues.map((i) => [i.state, i.labels.map((l) => l.name)])).toEqual([['open', ['benchgate-regression']]]);
    expect(issues[0]!.title).toBe(`Performance regression: ${STEPPED} slower since ${commit(39).slice(0, 7)}…${commit(40).slice(0, 7)}`);
    expect(issues[0]!.body).toContain(`<!-- benchgate:regression:${commit(40).slice(0, 12)} -->`);
    // The next baseline was uploaded by this run, its history carried forward.
    expect(fake.artifacts.filter((a) => a.meta.workflow_run?.id === run.id && a.finalized).map((a) => a.meta.name)).toEqual(['benchgate-results']);
  }, 240_000);

  it('issue_comment: comment-command.yml starts pull-request.yml on the PR branch, whose bench → report jobs post the sticky comment', async () => {
    // The baseline the bench and report jobs look for (baseline-workflow: main.yml).
    const base = fake.addRun({ headSha: commit(59), event: 'push', headBranch: 'main', workflow: '.github/workflows/main.yml' });
    fake.addArtifact(Number(base.id), 'benchgate-results', zipResults(nightResults(59, nights[59]!)));
    const sha = head();
    fake.addPull({ number: 51, headSha: sha, baseSha: commit(59) });
    const c = fake.addComment(51, '/benchgate run nightly', simpleUser('maintainer', 7010));
    const run = fake.addRun({ headSha: sha, event: 'issue_comment', headBranch: 'main', workflow: '.github/workflows/comment-command.yml', status: 'in_progress', conclusion: null });
    const payload = {
      action: 'created',
      issue: { number: 51, pull_request: { url: `${fake.url}/repos/${REPO}/pulls/51` } },
      comment: { id: c.id, body: c.body, user: { login: 'maintainer', type: 'User' }, author_association: 'MEMBER' },
      repository: repoJson,
    };
    const r = await act('issue_comment', 'comment-command.yml', payload, Number(run.id));
    expect(r.code, r.log).toBe(0);
    fake.completeRun(Number(run.id));
    expect(fake.reactions.get(Number(c.id))?.map((x) => x.content)).toEqual(['eyes', 'rocket']);
    // Nothing of the PR ran in the comment's run: no artifact, and pull-request.yml was started on the PR's branch.
    expect(fake.artifacts.filter((a) => a.meta.workflow_run?.id === run.id)).toEqual([]);
    const d = fake.dispatches.at(-1)!;
    expect(d).toEqual({ workflow: 'pull-request.yml', ref: 'feature-51', inputs: { pr: '51', sha, 'base-sha': commit(59), suites: '["nightly"]', paired: 'false' } });

    // That run, as GitHub starts it: workflow_dispatch on the branch, the inputs in the event.
    const dispatched = fake.addRun({ headSha: sha, event: 'workflow_dispatch', headBranch: d.ref, workflow: '.github/workflows/pull-request.yml', status: 'in_progress', conclusion: null });
    const ran = await act('workflow_dispatch', 'pull-request.yml', { inputs: d.inputs, ref: `refs/heads/${d.ref}`, repository: repoJson }, Number(dispatched.id));
    expect(ran.code, ran.log).toBe(0);
    fake.completeRun(Number(dispatched.id));
    const sticky = fake.commentsOn(51).filter((x) => x.body?.includes(commentMarker('report')));
    expect(sticky).toHaveLength(1);
    expect(sticky[0]!.body).toContain(`Benchmarked commit ${sha.slice(0, 7)}, the pull request's head (requested with /benchgate run).`);
    expect(sticky[0]!.body).toContain(`run ${base.id}`);
    // The bench job's results are labelled with the PR and the pinned sha.
    expect(fake.artifacts.filter((a) => a.meta.workflow_run?.id === dispatched.id && a.finalized)).toHaveLength(1);
  }, 300_000);
});
