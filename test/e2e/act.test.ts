// The real workflows in workflows/ under nektos/act, against the fake GitHub: push (main.yml) records a
// baseline, a same-repo PR (pull-request.yml, mode run) uploads its results, and the report workflow
// (report.yml, workflow_run, mode report) comments; a second PR round updates the comment in place.
// Only the action reference is swapped (`benchgate/benchgate@v1` → `./`, the bundled checkout), and
// act satisfies `actions/checkout` from the working tree. Install act with scripts/install-act.sh.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment';
import { FakeGitHub } from '../fake-github/server';
import { bundleAction, makeWorkspace, setWork } from './action-harness';
import { findAct, initRepo, runAct } from './act-runner';

const ROOT = join(import.meta.dirname, '..', '..');
const REPO = 'octo-org/bench-repo';

const ACT = findAct();
// Visible in the default reporter: a skipped test with the reason as its note.
if (!ACT) {
  it('workflows under nektos/act', (ctx) => {
    const why = 'act is not installed: run scripts/install-act.sh, or set ACT=/path/to/act';
    // CI sets BENCHGATE_REQUIRE_ACT=1 after scripts/install-act.sh: there a missing act is a failure.
    if (process.env.BENCHGATE_REQUIRE_ACT === '1') throw new Error(why);
    console.warn(`SKIPPED workflows under nektos/act: ${why}`);
    ctx.skip(why);
  });
}

describe.skipIf(!ACT)('workflows under nektos/act', () => {
  let fake: FakeGitHub;
  let root: string;
  let repo: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'benchgate-act-'));
    // The repository act runs: the user's files plus the action itself at the root (uses: ./).
    const ws = makeWorkspace(root);
    repo = ws;
    mkdirSync(join(repo, 'dist'), { recursive: true });
    const built = await bundleAction(join(repo, 'dist'));
    // The whole of dist/: the committed build is split (index.js, cli.js and their shared chunks/).
    if (built !== join(repo, 'dist', 'index.js')) cpSync(dirname(built), join(repo, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'action.yml'), join(repo, 'action.yml'));
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    for (const f of ['main.yml', 'pull-request.yml', 'report.yml']) {
      // act takes actions/checkout from the working tree only without a `ref:` (offline it cannot fetch one): the
      // command run's pins (empty on pull_request) are dropped; act-bot.test.ts runs that path.
      const text = readFileSync(join(ROOT, 'workflows', f), 'utf8')
        .replace(/uses: [\w.-]+\/benchgate@\S+/g, 'uses: ./')
        .replace(/^ +ref: \$\{\{ (inputs\.sha|github\.event\.repository\.default_branch) \}\}\n/gm, '');
      writeFileSync(join(repo, '.github', 'workflows', f), text);
    }
    initRepo(repo, REPO);
    fake = await FakeGitHub.start(REPO);
    fake.addToken('ghs_write');
  }, 180_000);

  afterAll(async () => {
    await fake?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const act = (event: string, workflow: string, payload: unknown, runId: number) =>
    runAct({ act: ACT!, repo, root, repository: REPO, fakeUrl: fake.url, event, workflow, payload, runId });

  const head = () => execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
  const repoJson = { full_name: REPO, default_branch: 'main' };
  let pushRunId = 0;

  it('push: main.yml runs the suite and uploads the baseline', async () => {
    const sha = head();
    const run = fake.addRun({ headSha: sha, event: 'push', headBranch: 'main', workflow: '.github/workflows/main.yml', status: 'in_progress', conclusion: null });
    pushRunId = Number(run.id);
    const r = await act('push', 'main.yml', { ref: 'refs/heads/main', before: '0'.repeat(40), after: sha, repository: repoJson }, pushRunId);
    if (process.env.BENCHGATE_ACT_LOG) writeFileSync(process.env.BENCHGATE_ACT_LOG, r.log);
    expect(r.code, r.log).toBe(0);
    fake.completeRun(pushRunId);
    expect(fake.artifacts.filter((a) => a.meta.workflow_run?.id === pushRunId && a.finalized).map((a) => a.meta.name)).toEqual(['benchgate-results']);
  }, 240_000);

  for (const round of [1, 2]) {
    it(`same-repo PR round ${round}: pull-request.yml uploads results, report.yml ${round === 1 ? 'comments' : 'updates the comment'}`, async () => {
      const base = fake.runs.find((x) => x.id === pushRunId)!.head_sha;
      setWork(repo, { 'loop/fixed': 200_000, 'loop/scaled': round === 1 ? 1_000_000 : 400_000 });
      const sha = `${round}`.repeat(40);
      fake.addPull({ number: 21, headSha: sha, baseSha: base, headRef: 'feature' });
      const prRun = fake.addRun({ headSha: sha, event: 'pull_request', headBranch: 'feature', workflow: '.github/workflows/pull-request.yml', status: 'in_progress', conclusion: null });
      const pr = await act(
        'pull_request',
        'pull-request.yml',
        { action: 'synchronize', number: 21, pull_request: { number: 21, base: { sha: base, ref: 'main', repo: repoJson }, head: { sha, ref: 'feature', repo: repoJson } }, repository: repoJson },
        Number(prRun.id),
      );
      expect(pr.code, pr.log).toBe(0);
      fake.completeRun(Number(prRun.id));
      expect(fake.commentsOn(21)).toHaveLength(round - 1);

      const reportRun = fake.addRun({ headSha: base, event: 'workflow_run', headBranch: 'main', workflow: '.github/workflows/report.yml', status: 'in_progress', conclusion: null });
      const triggering = fake.runs.find((x) => x.id === prRun.id)!;
      const rep = await act('workflow_run', 'report.yml', { action: 'completed', workflow_run: { ...triggering, pull_requests: [] }, workflow: { name: 'benchmarks (PR)' }, repository: repoJson }, Number(reportRun.id));
      expect(rep.code, rep.log).toBe(0);
      const comments = fake.commentsOn(21);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain(commentMarker('report'));
      expect(comments[0]!.body).toContain('loop/scaled');
      expect(comments[0]!.body).toContain(`run ${pushRunId}`);
      if (round === 2) expect(fake.requested('PATCH', new RegExp(`/issues/comments/${comments[0]!.id}$`)).length).toBeGreaterThanOrEqual(1);
    }, 300_000);
  }
});
