// workflows/sharded.yml under nektos/act, against the fake GitHub: the real go suite (test/suites/go) in
// a 4-shard matrix and a merge job, on a push to main (the merged baseline) and on a same-repo PR (one
// comment whose rows are those of the unsharded run: every benchmark of the suite, compared once).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/github/comment';
import type { Results } from '../../src/model/results';
import { FakeGitHub } from '../fake-github/server';
import { missingRequirements } from '../helpers/requirements';
import { bundleAction } from './action-harness';
import { findAct, initRepo, runAct } from './act-runner';

const ROOT = join(import.meta.dirname, '..', '..');
const REPO = 'octo-org/bench-repo';
const ACT = findAct();
const missing = [...(ACT ? [] : ['act']), ...missingRequirements(['go'])];
if (missing.length > 0) {
  it('workflows/sharded.yml under nektos/act', (ctx) => {
    const why = `missing: ${missing.join(', ')} (act: scripts/install-act.sh)`;
    if (process.env.BENCHGATE_REQUIRE_ACT === '1' && !ACT) throw new Error(why);
    console.warn(`SKIPPED workflows/sharded.yml under nektos/act: ${why}`);
    ctx.skip(why);
  });
}

describe.skipIf(missing.length > 0)('workflows/sharded.yml under nektos/act', () => {
  let fake: FakeGitHub;
  let root: string;
  let repo: string;
  const repoJson = { full_name: REPO, default_branch: 'main' };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'benchgate-act-sharded-'));
    repo = join(root, 'repo');
    cpSync(join(ROOT, 'test', 'suites', 'go'), repo, { recursive: true });
    mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
    writeFileSync(
      join(repo, '.github', 'benchgate.yml'),
      ['suites:', '  - name: go', '    harness: go-bench', "    run: go test -run '^$' -bench . -benchmem -count 1 -benchtime 2x ./...", ''].join('\n'),
    );
    mkdirSync(join(repo, 'dist'), { recursive: true });
    const built = await bundleAction(join(repo, 'dist'));
    // The whole of dist/: the committed build is split (index.js, cli.js and their shared chunks/).
    if (built !== join(repo, 'dist', 'index.js')) cpSync(dirname(built), join(repo, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'action.yml'), join(repo, 'action.yml'));
    writeFileSync(join(repo, '.github', 'workflows', 'sharded.yml'), readFileSync(join(ROOT, 'workflows', 'sharded.yml'), 'utf8').replace(/uses: [\w.-]+\/benchgate@\S+/g, 'uses: ./'));
    initRepo(repo, REPO);
    fake = await FakeGitHub.start(REPO);
    fake.addToken('ghs_write');
  }, 180_000);

  afterAll(async () => {
    await fake?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const act = (event: string, payload: unknown, runId: number) => runAct({ act: ACT!, repo, root, repository: REPO, fakeUrl: fake.url, event, workflow: 'sharded.yml', payload, runId });
  const results = (runId: number, name: string): Results => {
    const a = fake.artifacts.find((x) => x.meta.workflow_run?.id === runId && x.meta.name === name && x.finalized);
    if (a === undefined) throw new Error(`run ${runId} has no artifact ${name}: ${fake.artifacts.map((x) => x.meta.name).join(', ')}`);
    return JSON.parse(strFromU8(unzipSync(a.data!)['results.json']!)) as Results;
  };
  const names = (r: Results) => r.suites.flatMap((s) => s.benchmarks.map((b) => `${s.name}/${b.name}`)).sort();
  let baseline: string[] = [];
  let pushSha = '';

  it('push: four shard jobs upload their parts, the merge job stores one baseline with every benchmark', async () => {
    pushSha = initRepoHead(repo);
    const run = fake.addRun({ headSha: pushSha, event: 'push', headBranch: 'main', workflow: '.github/workflows/sharded.yml', status: 'in_progress', conclusion: null });
    const r = await act('push', { ref: 'refs/heads/main', before: '0'.repeat(40), after: pushSha, repository: repoJson }, Number(run.id));
    expect(r.code, r.log.slice(-4000)).toBe(0);
    fake.completeRun(Number(run.id));
    const names4 = fake.artifacts.filter((a) => a.meta.workflow_run?.id === Number(run.id) && a.finalized).map((a) => a.meta.name).sort();
    expect(names4).toEqual(['benchgate-results', ...[1, 2, 3, 4].map((k) => `benchgate-results-part-${k}-of-4`)]);
    baseline = names(results(Number(run.id), 'benchgate-results'));
    expect(baseline.length).toBeGreaterThan(10);
    expect([1, 2, 3, 4].flatMap((k) => names(results(Number(run.id), `benchgate-results-part-${k}-of-4`))).sort()).toEqual(baseline);
  }, 600_000);

  it('same-repo PR: one comment from the merge job, over every benchmark', async () => {
    const sha = '5'.repeat(40);
    fake.addPull({ number: 31, headSha: sha, baseSha: pushSha, headRef: 'feature' });
    const run = fake.addRun({ headSha: sha, event: 'pull_request', headBranch: 'feature', workflow: '.github/workflows/sharded.yml', status: 'in_progress', conclusion: null });
    const r = await act(
      'pull_request',
      { action: 'synchronize', number: 31, pull_request: { number: 31, base: { sha: pushSha, ref: 'main', repo: repoJson }, head: { sha, ref: 'feature', repo: repoJson } }, repository: repoJson },
      Number(run.id),
    );
    expect(r.code, r.log.slice(-4000)).toBe(0);
    const comments = fake.commentsOn(31);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain(commentMarker('report'));
    expect(names(results(Number(run.id), 'benchgate-results'))).toEqual(baseline);
    // Every benchmark is a row of the comment's details.
    for (const n of baseline) expect(comments[0]!.body).toContain(n.replace(/^go\//, '').replace(/_/g, '\\_'));
  }, 600_000);
});

function initRepoHead(repo: string): string {
  return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
}
