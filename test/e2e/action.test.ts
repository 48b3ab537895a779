// End to end: the bundled Action as a child process against the fake GitHub — push, then PR, then the
// PR again; the fork flow (run with a read-only token, report from workflow_run with a write token).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8, strToU8, zipSync } from 'fflate';
import { commentMarker } from '../../src/github/comment';
import { FakeGitHub } from '../fake-github/server';
import { bundleAction, makeWorkspace, runAction, setWork, type RunSpec } from './action-harness';

const SHA = { main1: '1'.repeat(40), pr1: '2'.repeat(40), pr2: '3'.repeat(40), fork: '4'.repeat(40) };
const REPO = 'octo-org/bench-repo';
const repoJson = (full: string) => ({ full_name: full, default_branch: 'main' });

let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-e2e-'));
  script = await bundleAction(root);
  ws = makeWorkspace(root);
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_write');
  fake.addToken('ghs_read', { write: false });
}, 120_000);
afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

function prPayload(number: number, headSha: string, headRepo = REPO) {
  return {
    action: 'synchronize',
    number,
    pull_request: { number, base: { sha: SHA.main1, ref: 'main', repo: repoJson(REPO) }, head: { sha: headSha, ref: 'feature', repo: repoJson(headRepo) } },
    repository: repoJson(REPO),
  };
}

async function prRun(number: number, headSha: string, extra: Partial<RunSpec> = {}, headRepo = REPO) {
  const run = fake.addRun({ headSha, event: 'pull_request', headBranch: 'feature', headRepo, status: 'in_progress', conclusion: null });
  const r = await runAction({ fake, script, workspace: ws, event: 'pull_request', payload: prPayload(number, headSha, headRepo), runId: Number(run.id), sha: 'e'.repeat(40), ref: `refs/pull/${number}/merge`, token: 'ghs_write', ...extra });
  fake.completeRun(Number(run.id), r.code === 0 ? 'success' : 'failure');
  return { run, r };
}

describe('the Action end to end (bundled, child process, fake GitHub)', () => {
  let pushRunId = 0;

  it('a push to main runs the suite and uploads the baseline artifact; no baseline yet is not an error', async () => {
    const run = fake.addRun({ headSha: SHA.main1, event: 'push', headBranch: 'main', status: 'in_progress', conclusion: null });
    pushRunId = Number(run.id);
    const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: { before: '0'.repeat(40), after: SHA.main1, repository: repoJson(REPO) }, runId: pushRunId, sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write' });
    expect(r.stderr).toBe('');
    expect(r.code, r.stdout).toBe(0);
    fake.completeRun(pushRunId);
    expect(r.outputs).toMatchObject({ verdict: 'no-baseline', undecided: 'false', regressions: '0', improvements: '0', 'comment-url': '', 'baseline-run-id': '' });
    expect(r.summary).toMatch(/^### benchgate\n\nNo baseline to compare with/);
    const stored = fake.artifacts.filter((a) => a.meta.workflow_run?.id === pushRunId);
    expect(stored.map((a) => [a.meta.name, a.finalized])).toEqual([['benchgate-results', true]]);
    const files = unzipSync(stored[0]!.data!);
    expect(Object.keys(files).sort()).toEqual(['report.md', 'results.json']);
    const results = JSON.parse(strFromU8(files['results.json']!)) as { meta: { commit: string; runId: number }; suites: { benchmarks: { name: string }[] }[] };
    expect(results.meta).toMatchObject({ commit: SHA.main1, runId: pushRunId });
    expect(results.suites[0]!.benchmarks.map((b) => b.name)).toEqual(['loop/fixed', 'loop/scaled']);
    expect(fake.requested('POST', /\/comments$/)).toHaveLength(0);
  });

  it('a same-repo PR finds that baseline, compares, and posts one comment naming it', async () => {
    fake.addPull({ number: 5, headSha: SHA.pr1, baseSha: SHA.main1 });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 });
    const { r } = await prRun(5, SHA.pr1);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['baseline-run-id']).toBe(String(pushRunId));
    expect(r.outputs.verdict).toBe('regressed');
    expect(r.outputs.undecided).toBe('false');
    expect(Number(r.outputs.regressions)).toBeGreaterThanOrEqual(1);
    const comments = fake.commentsOn(5);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.user!.login).toBe('github-actions[bot]');
    expect(comments[0]!.body).toContain(commentMarker('report'));
    // The comment is the full report (it fits), the same text as report-path and the job summary.
    const report = readFileSync(r.outputs['report-path']!, 'utf8');
    expect((comments[0]!.body ?? '').trimEnd()).toBe(`${commentMarker('report')}\n${report.trimEnd()}`);
    expect(r.summary.trimEnd()).toBe(report.trimEnd());
    expect(report).toMatch(/#### ⚠️ Regressions\n\n[^#]*\| loop\/scaled \| time \|/);
    expect(comments[0]!.body).toContain('loop/scaled');
    // (Whether the renderer escapes the parentheses is its business.)
    expect(comments[0]!.body).toMatch(new RegExp(`Baseline: run ${pushRunId} \\\\?\\(artifact benchgate-results\\\\?\\) · commit \`1111111\``));
    expect(comments[0]!.body).toContain('at the exact base commit');
    expect(r.outputs['comment-url']).toBe(comments[0]!.html_url);
    // The same report is in the job summary, and the regression is annotated.
    expect(r.summary).toContain('loop/scaled');
    expect(r.stdout).toMatch(/^::warning title=benchgate%3A loops › loop\/scaled regressed::time: \+/m);
  });

  it('a second PR run updates that comment in place', async () => {
    fake.addPull({ number: 5, headSha: SHA.pr2, baseSha: SHA.main1 });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 200_000 });
    const before = fake.commentsOn(5)[0]!;
    const { r } = await prRun(5, SHA.pr2);
    expect(r.code, r.stdout).toBe(0);
    const after = fake.commentsOn(5);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(before.id);
    expect(after[0]!.body).not.toBe(before.body);
    expect(fake.requested('PATCH', new RegExp(`/issues/comments/${before.id}$`)).map((q) => q.status)).toEqual([200]);
  });

  it('fail-on-regression fails the step only after summary, artifact and comment are saved', async () => {
    fake.addPull({ number: 6, headSha: '5'.repeat(40), baseSha: SHA.main1 });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 });
    const { run, r } = await prRun(6, '5'.repeat(40), { inputs: { 'fail-on-regression': 'true' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::error::\d+ benchmark regressions? \(fail-on-regression is on/m);
    expect(r.summary).toContain('loop/scaled');
    expect(fake.artifacts.some((a) => a.meta.workflow_run?.id === run.id && a.finalized)).toBe(true);
    expect(fake.commentsOn(6)).toHaveLength(1);
  });

  it('a baseline-workflow GitHub does not know (misspelt: bench.yaml) is said in the report, not read as "no baseline yet"', async () => {
    fake.addPull({ number: 7, headSha: '7'.repeat(40), baseSha: SHA.main1 });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 200_000 });
    const { r } = await prRun(7, '7'.repeat(40), { inputs: { 'baseline-workflow': 'bench.yaml' } });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.verdict).toBe('no-baseline');
    expect(r.summary).toContain('> GitHub knows no workflow bench.yaml on the default branch (HTTP 404), so there is no baseline');
    expect(r.stdout).toMatch(/^::warning::GitHub knows no workflow bench\.yaml /m);
  });

  it('fork flow: mode run with a read-only token writes the summary and the artifact, never comments', async () => {
    fake.addRepo('mallory/bench-repo');
    fake.addPull({ number: 9, headSha: SHA.fork, baseSha: SHA.main1, headRepo: 'mallory/bench-repo' });
    setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 });
    const { run, r } = await prRun(9, SHA.fork, { token: 'ghs_read', inputs: { mode: 'run' } }, 'mallory/bench-repo');
    expect(r.code, r.stdout).toBe(0);
    expect(r.summary).toContain('loop/scaled');
    expect(fake.commentsOn(9)).toHaveLength(0);
    expect(fake.requested('POST', /\/issues\/9\/comments$/)).toHaveLength(0);
    const art = fake.artifacts.find((a) => a.meta.workflow_run?.id === run.id)!;
    const results = JSON.parse(strFromU8(unzipSync(art.data!)['results.json']!)) as { meta: Record<string, unknown> };
    expect(results.meta).toMatchObject({ pullRequest: 9, baseSha: SHA.main1, commit: SHA.fork });
    forkRunId = Number(run.id);
  });

  let forkRunId = 0;

  it('fork flow: mode report (workflow_run, write token) verifies the PR and comments', async () => {
    const triggering = fake.runs.find((x) => x.id === forkRunId)!;
    const run = fake.addRun({ headSha: SHA.main1, event: 'workflow_run', headBranch: 'main', workflow: '.github/workflows/report.yml', status: 'in_progress', conclusion: null });
    const payload = {
      action: 'completed',
      workflow_run: { ...triggering, pull_requests: [] },
      repository: repoJson(REPO),
    };
    const r = await runAction({ fake, script, workspace: ws, event: 'workflow_run', payload, runId: Number(run.id), sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'report', 'baseline-workflow': 'bench.yml' }, workflow: '.github/workflows/report.yml' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['baseline-run-id']).toBe(String(pushRunId));
    const comments = fake.commentsOn(9);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('loop/scaled');
    expect(r.summary).toContain('loop/scaled');
    expect(fake.requested('GET', /\/pulls\/9$/).map((q) => q.status)).toEqual([200]);
  });

  it('mode report caps a fork artifact of 100,000 benchmarks × 20 samples, and says so in the report', async () => {
    const art = fake.artifacts.find((a) => a.meta.workflow_run?.id === forkRunId)!;
    const real = JSON.parse(strFromU8(unzipSync(art.data!)['results.json']!)) as { suites: { benchmarks: unknown[] }[] };
    const samples = Array.from({ length: 20 }, (_, i) => 1000 + i);
    real.suites[0]!.benchmarks = Array.from({ length: 100_000 }, (_, i) => ({ name: `b${i}`, metrics: { time: { unit: 'ns', direction: 'smaller', value: 1009.5, samples } } }));
    const big = fake.addRun({ headSha: SHA.fork, event: 'pull_request', headBranch: 'feature', headRepo: 'mallory/bench-repo' });
    fake.addArtifact(Number(big.id), 'benchgate-results', zipSync({ 'results.json': strToU8(JSON.stringify(real)) }));
    const run = fake.addRun({ headSha: SHA.main1, event: 'workflow_run', headBranch: 'main', workflow: '.github/workflows/report.yml', status: 'in_progress', conclusion: null });
    const payload = { action: 'completed', workflow_run: { ...fake.runs.find((x) => x.id === big.id)!, pull_requests: [] }, repository: repoJson(REPO) };
    const r = await runAction({ fake, script, workspace: ws, event: 'workflow_run', payload, runId: Number(run.id), sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'report', 'baseline-workflow': 'bench.yml', 'max-samples': '10' }, workflow: '.github/workflows/report.yml' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.summary).toContain('The PR run\'s results hold 100,000 benchmarks, more than max-benchmarks (20,000): the first 20,000 are compared and 80,000 are left out.');
    expect(r.summary).toContain('20,000 metrics of the PR run\'s results had more than max-samples (10) samples (up to 20)');
  }, 120_000);

  it('mode report refuses an artifact whose PR number does not match the run head', async () => {
    const triggering = fake.runs.find((x) => x.id === forkRunId)!;
    // The PR moved on (or the artifact lies): its head is no longer the run's head sha.
    fake.addPull({ number: 9, headSha: '6'.repeat(40), baseSha: SHA.main1, headRepo: 'mallory/bench-repo' });
    const before = fake.commentsOn(9)[0]!.body;
    const run = fake.addRun({ headSha: SHA.main1, event: 'workflow_run', headBranch: 'main', workflow: '.github/workflows/report.yml', status: 'in_progress', conclusion: null });
    const r = await runAction({ fake, script, workspace: ws, event: 'workflow_run', payload: { workflow_run: { ...triggering, pull_requests: [] } }, runId: Number(run.id), sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'report', 'baseline-workflow': 'bench.yml' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`::error::The results of run ${forkRunId} claim pull request #9, but its head is 6666666 and the run's is 4444444: refusing to comment`);
    expect(fake.commentsOn(9)[0]!.body).toBe(before);
  });

  it('faults: comment 5xx then success, and a baseline-zip network reset, still end in one comment', async () => {
    fake.addPull({ number: 11, headSha: '7'.repeat(40), baseSha: SHA.main1 });
    fake.fault({ method: 'POST', path: /\/issues\/11\/comments$/, respond: { status: 502, json: { message: 'Bad Gateway' } } });
    fake.fault({ method: 'GET', path: /^\/blob\/download\//, respond: { reset: true } });
    const { r } = await prRun(11, '7'.repeat(40));
    expect(r.code, r.stdout).toBe(0);
    expect(fake.commentsOn(11)).toHaveLength(1);
    expect(fake.requested('POST', /\/issues\/11\/comments$/).map((q) => q.status)).toEqual([502, 201]);
  });

  it('faults: a corrupted baseline zip is reported as no usable baseline; results are still saved', async () => {
    const good = fake.artifacts.find((a) => a.meta.workflow_run?.id === pushRunId)!;
    const saved = good.data!;
    good.data = saved.slice(0, 40);
    try {
      fake.addPull({ number: 12, headSha: '8'.repeat(40), baseSha: SHA.main1 });
      const { run, r } = await prRun(12, '8'.repeat(40));
      expect(r.code, r.stdout).toBe(0);
      expect(r.outputs.verdict).toBe('no-baseline');
      expect(r.summary).toMatch(/> \[!WARNING\]\n> No usable baseline: baseline artifact 'benchgate-results' \(id \d+\) of run \d+: not a valid zip/);
      expect(fake.commentsOn(12)[0]!.body).toContain('No usable baseline');
      expect(fake.artifacts.some((a) => a.meta.workflow_run?.id === run.id && a.finalized)).toBe(true);
      // The bad baseline was left as it was.
      expect(good.data).toHaveLength(40);
    } finally {
      good.data = saved;
    }
  });

  it("the config's own layouts (report.template, report.comment-template) shape report.md, the summary and the comment", async () => {
    const config = join(ws, '.github', 'benchgate.yml');
    const saved = readFileSync(config, 'utf8');
    writeFileSync(join(ws, '.github', 'report.mustache'), '## Perf: {{verdict}}\n{{#regressions}}\n\n{{{regressions}}}\n{{/regressions}}\n{{#notes}}\n\n{{{.}}}\n{{/notes}}\n');
    writeFileSync(join(ws, '.github', 'comment.mustache'), '{{{marker}}}\n> {{counts.regressed}} regressed\n\n{{> report}}');
    writeFileSync(config, `${saved}report:\n  template: .github/report.mustache\n  comment-template: .github/comment.mustache\n`);
    try {
      fake.addPull({ number: 13, headSha: '9'.repeat(40), baseSha: SHA.main1 });
      setWork(ws, { 'loop/fixed': 200_000, 'loop/scaled': 1_000_000 });
      const { r } = await prRun(13, '9'.repeat(40));
      expect(r.code, r.stdout).toBe(0);
      const report = readFileSync(r.outputs['report-path']!, 'utf8');
      expect(report).toMatch(/^## Perf: regressed\n\n#### ⚠️ Regressions\n\n\| Benchmark \| Metric \|[^]*\| loop\/scaled \| time \|[^#]*$/);
      expect(r.summary.trimEnd()).toBe(report.trimEnd());
      const comments = fake.commentsOn(13);
      expect(comments).toHaveLength(1);
      // The count the template printed is the run's own (loop/fixed, timed minutes apart on a loaded CI
      // machine in a two-benchmark suite, is sometimes called too: no process noise can be measured there).
      expect(Number(r.outputs.regressions)).toBeGreaterThanOrEqual(1);
      expect(comments[0]!.body).toBe(`${commentMarker('report')}\n> ${r.outputs.regressions} regressed\n\n${report}`);
    } finally {
      writeFileSync(config, saved);
    }
  });

  it('pull_request_target: refuses to run benchmarks (the base repository\'s scope), before any suite runs', async () => {
    fake.addPull({ number: 31, headSha: SHA.fork, baseSha: SHA.main1, headRepo: 'mallory/bench-repo' });
    const r = await runAction({ fake, script, workspace: ws, event: 'pull_request_target', payload: prPayload(31, SHA.fork, 'mallory/bench-repo'), runId: 77, sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'run' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::benchgate does not run benchmarks on pull_request_target');
    expect(r.stdout).not.toContain('loop/scaled');
    expect(fake.commentsOn(31)).toHaveLength(0);
  });

  it('a bad input fails before anything runs, naming the input', async () => {
    const r = await runAction({ fake, script, workspace: ws, event: 'push', payload: {}, runId: 1, sha: SHA.main1, ref: 'refs/heads/main', token: 'ghs_write', inputs: { mode: 'fast' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("::error::Invalid input 'mode': expected one of auto, run, report, command, merge, setup; got 'fast'.");
  });
});
