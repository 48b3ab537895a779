// Many jobs, one report, end to end: the bundled Action against the fake GitHub, with the real go suite
// (test/suites/go) split over four shard jobs of one run and a merge job. On main the merged run is the
// baseline; on a PR the merge job posts the one comment, whose benchmarks are exactly those of an
// unsharded run; a shard that never arrived is named and fails the merge step.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/model/results';
import { FakeGitHub } from '../fake-github/server';
import { missingRequirements } from '../helpers/requirements';
import { bundleAction, runAction, type ActionRun } from './action-harness';

const REPO = 'octo-org/bench-repo';
const repoJson = { full_name: REPO, default_branch: 'main' };
const MAIN = '1'.repeat(40);
const HEAD = '2'.repeat(40);

const missing = missingRequirements(['go']);
if (missing.length) console.warn(`sharded e2e: skipped (missing: ${missing.join(', ')})`);

describe.skipIf(missing.length > 0)('a 4-shard run and its merge job (bundled Action, fake GitHub, real go suite)', () => {
  let fake: FakeGitHub;
  let root: string;
  let script: string;
  let ws: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'benchgate-sharded-'));
    script = await bundleAction(root);
    ws = join(root, 'workspace');
    cpSync(join(import.meta.dirname, '..', 'suites', 'go'), ws, { recursive: true });
    mkdirSync(join(ws, '.github'), { recursive: true });
    writeFileSync(
      join(ws, '.github', 'benchgate.yml'),
      ['suites:', '  - name: go', '    harness: go-bench', "    run: go test -run '^$' -bench . -benchmem -count 1 -benchtime 2x ./...", ''].join('\n'),
    );
    fake = await FakeGitHub.start(REPO);
    fake.addToken('ghs_write');
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const pr = { action: 'synchronize', number: 9, pull_request: { number: 9, base: { sha: MAIN, ref: 'main', repo: repoJson }, head: { sha: HEAD, ref: 'feature', repo: repoJson } }, repository: repoJson };

  /** One workflow run: the given shard jobs, then the merge job. */
  async function shardedRun(event: 'push' | 'pull_request', shards: number[], mergeInputs: Record<string, string> = {}): Promise<{ runId: number; parts: ActionRun[]; merge: ActionRun }> {
    const push = event === 'push';
    const run = fake.addRun({ headSha: push ? MAIN : HEAD, event, headBranch: push ? 'main' : 'feature', status: 'in_progress', conclusion: null });
    const common = {
      fake,
      script,
      workspace: ws,
      event,
      payload: push ? { before: '0'.repeat(40), after: MAIN, repository: repoJson } : pr,
      runId: Number(run.id),
      sha: push ? MAIN : 'e'.repeat(40),
      ref: push ? 'refs/heads/main' : 'refs/pull/9/merge',
      token: 'ghs_write',
    };
    const parts: ActionRun[] = [];
    for (const k of shards) parts.push(await runAction({ ...common, inputs: { mode: 'auto', shard: `${k}/4` } }));
    const merge = await runAction({ ...common, inputs: { mode: 'merge', ...mergeInputs } });
    fake.completeRun(Number(run.id), merge.code === 0 ? 'success' : 'failure');
    return { runId: Number(run.id), parts, merge };
  }

  const artifactResults = (runId: number, name: string): Results => {
    const a = fake.artifacts.find((x) => x.meta.workflow_run?.id === runId && x.meta.name === name);
    if (a === undefined) throw new Error(`run ${runId} has no artifact ${name}: ${fake.artifacts.map((x) => x.meta.name).join(', ')}`);
    return JSON.parse(strFromU8(unzipSync(a.data!)['results.json']!)) as Results;
  };
  const names = (r: Results) => r.suites.flatMap((s) => s.benchmarks.map((b) => `${s.name}/${b.name}`)).sort();
  let baselineNames: string[] = [];

  it('on main: four parts, one merged baseline with every benchmark', async () => {
    const { runId, parts, merge } = await shardedRun('push', [1, 2, 3, 4]);
    for (const p of parts) expect(p.code, p.stdout).toBe(0);
    expect(merge.code, merge.stdout).toBe(0);
    const partNames = fake.artifacts.filter((a) => a.meta.workflow_run?.id === runId).map((a) => a.meta.name).sort();
    expect(partNames).toEqual(['benchgate-results', 'benchgate-results-part-1-of-4', 'benchgate-results-part-2-of-4', 'benchgate-results-part-3-of-4', 'benchgate-results-part-4-of-4']);
    const merged = artifactResults(runId, 'benchgate-results');
    baselineNames = names(merged);
    expect(baselineNames.length).toBeGreaterThan(10);
    // Each part holds only its share; together they are the merged run, each benchmark once.
    const shares = [1, 2, 3, 4].map((k) => names(artifactResults(runId, `benchgate-results-part-${k}-of-4`)));
    expect(shares.flat().sort()).toEqual(baselineNames);
    expect(merged.meta.shard).toBeUndefined();
    expect(merged.history).toEqual([]);
  }, 300_000);

  it('on a PR: the parts never comment; the merge job posts the one comment over the unsharded benchmarks', async () => {
    fake.addPull({ number: 9, headSha: HEAD, baseSha: MAIN });
    const { runId, parts, merge } = await shardedRun('pull_request', [1, 2, 3, 4]);
    for (const p of parts) {
      expect(p.code, p.stdout).toBe(0);
      expect(p.outputs['comment-url']).toBe('');
      expect(p.summary).toMatch(/one part of the run \(shard \d\/4\)/);
    }
    expect(merge.code, merge.stdout).toBe(0);
    const comments = fake.commentsOn(9);
    expect(comments).toHaveLength(1);
    expect(merge.outputs['comment-url']).toBe(comments[0]!.html_url);
    const merged = artifactResults(runId, 'benchgate-results');
    expect(names(merged)).toEqual(baselineNames);
    expect(merged.meta.pullRequest).toBe(9);

    // The same PR unsharded: one job, the same benchmarks compared.
    const run = fake.addRun({ headSha: HEAD, event: 'pull_request', headBranch: 'feature', status: 'in_progress', conclusion: null });
    const whole = await runAction({ fake, script, workspace: ws, event: 'pull_request', payload: pr, runId: Number(run.id), sha: 'e'.repeat(40), ref: 'refs/pull/9/merge', token: 'ghs_write', inputs: { mode: 'run' } });
    expect(whole.code, whole.stdout).toBe(0);
    expect(names(artifactResults(Number(run.id), 'benchgate-results'))).toEqual(names(merged));
    // Row for row: both reports compare the same benchmarks against the same baseline values.
    // (the details' rows: name and the baseline's value; the top sections differ with this run's noise)
    // A base of 0 is printed in the scale of its head (`0 B`, `0 KiB`), and head is this run's noise: 0 is 0.
    const base = (cell: string) => (/^0 \S+$/.test(cell) ? '0' : cell);
    const rows = (md: string) => [...new Set([...md.matchAll(/^\| (Benchmark\S+) \| (\d[^|]*) \|/gm)].map((m) => `${m[1]!.trim()} ${base(m[2]!.trim())}`))].sort();
    expect(rows(comments[0]!.body!)).toEqual(rows(whole.summary));
    expect(rows(whole.summary).length).toBeGreaterThan(10);
  }, 300_000);

  it('a shard that never arrived is named, and the merge step fails', async () => {
    const { merge } = await shardedRun('pull_request', [1, 3, 4], { shards: '4' });
    expect(merge.code).toBe(1);
    const comment = fake.commentsOn(9).at(-1)!;
    expect(comment.body).toContain('shard 2/4 missing: its rows are absent, not unchanged');
    expect(merge.stdout).toMatch(/::warning::shard 2\/4 missing/);
  }, 300_000);
});
