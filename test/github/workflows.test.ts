// The ready-to-copy workflows: parseable, wired to each other, and fork-safe by construction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
type Step = { uses?: string; run?: string; with?: Record<string, unknown>; if?: string };
type Job = { permissions?: Record<string, string>; steps: Step[]; if?: string; needs?: string | string[]; outputs?: Record<string, string> };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };
const load = (path: string) => parse(readFileSync(join(ROOT, path), 'utf8')) as Workflow;
/** The step that does the job's work (not `mode: setup`, which only puts the CLI on PATH). */
const benchgateStep = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps).find((s) => /\/benchgate@/.test(s.uses ?? '') && s.with?.mode !== 'setup')!;

describe('workflows/', () => {
  const main = load('workflows/main.yml');
  const pr = load('workflows/pull-request.yml');
  const report = load('workflows/report.yml');
  const reusable = load('.github/workflows/benchgate.yml');
  const command = load('workflows/comment-command.yml');
  const nightly = load('workflows/nightly.yml');
  const sharded = load('workflows/sharded.yml');
  const commandText = readFileSync(join(ROOT, 'workflows/comment-command.yml'), 'utf8');

  it('main.yml records baselines on push, schedule and dispatch (mode run)', () => {
    expect(Object.keys(main.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(benchgateStep(main).with).toMatchObject({ mode: 'run' });
  });

  it('pull-request.yml runs PR code with a read-only token and takes baselines from main.yml', () => {
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(Object.values(pr.permissions ?? {}).every((p) => p === 'read')).toBe(true);
    expect(benchgateStep(pr).with).toMatchObject({ mode: 'run', 'baseline-workflow': 'main.yml', results: '${{ runner.temp }}/benchgate-results.json' });
  });

  it('main, pull-request, nightly and comment-command run the benchmarks in a plain step, never inside the Action', () => {
    for (const w of [main, pr, nightly, command]) {
      const job = Object.values(w.jobs).find((j) => j.steps.some((s) => s.run?.includes('benchgate run')));
      expect(job, w.name).toBeDefined();
      const steps = job!.steps;
      const setup = steps.findIndex((s) => /\/benchgate@/.test(s.uses ?? '') && s.with?.mode === 'setup');
      const plain = steps.findIndex((s) => s.run?.includes('benchgate run'));
      const report = steps.findIndex((s) => /\/benchgate@/.test(s.uses ?? '') && s.with?.results !== undefined);
      expect([setup >= 0, setup < plain, plain < report], w.name).toEqual([true, true, true]);
      expect(steps[plain]!.run, w.name).toMatch(/--out "\$RUNNER_TEMP\/benchgate-results\.json"/);
      expect(steps[report]!.if, w.name).toBe('${{ !cancelled() }}');
    }
  });

  it('report.yml follows "benchmarks (PR)" by name, only for pull_request runs, and never checks out PR code', () => {
    expect(report.on).toEqual({ workflow_run: { workflows: [pr.name], types: ['completed'] } });
    expect(report.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    const job = Object.values(report.jobs)[0]!;
    expect(job.if).toBe("github.event.workflow_run.event == 'pull_request'");
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout'))!;
    expect(checkout.with).toBeUndefined();
    expect(JSON.stringify(report)).not.toMatch(/head_sha|head_branch|pull_request\.head/);
    expect(job.steps.some((s) => s.run !== undefined)).toBe(false);
    expect(benchgateStep(report).with).toMatchObject({ mode: 'report', 'baseline-workflow': 'main.yml' });
  });

  it('every workflow uses the same benchgate ref, and passes only inputs action.yml declares', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
    const steps = [main, pr, report, reusable, command, nightly, sharded].flatMap((w) => Object.values(w.jobs).flatMap((j) => j.steps)).filter((s) => /\/benchgate@/.test(s.uses ?? ''));
    expect(new Set(steps.map((s) => s.uses)).size).toBe(1);
    for (const step of steps) {
      for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), key).toContain(key);
    }
  });

  it('action.yml: no expression in any description (the runner refuses to load the action)', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { description: string }>; outputs: Record<string, { description: string }> };
    for (const [name, x] of [...Object.entries(action.inputs), ...Object.entries(action.outputs)]) expect(x.description, name).not.toContain('${{');
  });

  it('sharded.yml: four shard jobs that never comment or store, and one merge job after all of them, even a failed one', () => {
    const { shard, merge } = sharded.jobs as Record<string, Job & { strategy?: { 'fail-fast'?: boolean; matrix?: { shard?: number[] } } }>;
    expect(shard!.strategy).toEqual({ 'fail-fast': false, matrix: { shard: [1, 2, 3, 4] } });
    expect(shard!.permissions).toBeUndefined();
    expect(Object.values(sharded.permissions ?? {}).every((p) => p === 'read')).toBe(true);
    expect(shard!.steps.find((x) => /\/benchgate@/.test(x.uses ?? ''))!.with).toMatchObject({ shard: '${{ matrix.shard }}/4' });
    expect(merge!.needs).toBe('shard');
    expect(merge!.if).toBe('always()');
    expect(merge!.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    expect(merge!.steps.find((x) => /\/benchgate@/.test(x.uses ?? ''))!.with).toMatchObject({ mode: 'merge', shards: 4 });
  });

  it('comment-command.yml: only new comments; the job that runs PR code is read-only, pinned and secret-free', () => {
    expect(command.on).toEqual({ issue_comment: { types: ['created'] } });
    expect(command.permissions).toEqual({});
    const { command: cmd, bench, report: rep } = command.jobs as Record<string, Job>;
    expect(cmd!.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', actions: 'write' });
    // A stream of comments cannot cancel a maintainer's pending run: no workflow-level group per PR.
    expect((command as { concurrency?: unknown }).concurrency).toBeUndefined();
    expect((bench as { concurrency?: unknown }).concurrency).toEqual({ group: '${{ needs.command.outputs.pr }}'.replace(/^/, 'benchmarks-command-'), 'cancel-in-progress': false });
    expect(cmd!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false });
    expect(benchgateStep({ ...command, jobs: { cmd: cmd! } }).with).toMatchObject({ mode: 'command' });
    // bench: PR code, so read-only, the pinned sha, no credentials kept, no secrets; the PR's code runs
    // only in the one plain step (no token there), which gets the suites as data in an env variable.
    expect(bench!.needs).toBe('command');
    expect(bench!.if).toBe("needs.command.outputs.run == 'true'");
    expect(Object.values(bench!.permissions ?? {}).every((p) => p === 'read')).toBe(true);
    expect(bench!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({
      ref: '${{ needs.command.outputs.sha }}',
      'persist-credentials': false,
      // `/benchgate run --paired` needs the base commit beside the head.
      'fetch-depth': "${{ needs.command.outputs.paired == 'true' && '0' || '1' }}",
    });
    expect(benchgateStep({ ...command, jobs: { bench: bench! } }).with).toMatchObject({
      mode: 'run',
      results: '${{ runner.temp }}/benchgate-results.json',
      'pull-request': '${{ needs.command.outputs.pr }}',
      'head-sha': '${{ needs.command.outputs.sha }}',
    });
    const runs = bench!.steps.filter((s) => s.run !== undefined) as (Step & { env?: Record<string, string> })[];
    expect(runs).toHaveLength(1);
    expect(runs[0]!.run).not.toMatch(/\$\{\{/);
    expect(runs[0]!.env).toEqual({ SUITES: '${{ needs.command.outputs.suites }}', PAIRED: '${{ needs.command.outputs.paired }}', BASE_SHA: '${{ needs.command.outputs.base-sha }}' });
    // `/benchgate run --paired` is run paired (it only deepened the checkout, and the comment then suggested
    // `/benchgate run --paired` under the stored comparison it got), against the PR's merge base.
    expect(runs[0]!.run).toMatch(/if \[ "\$PAIRED" = true \]; then\n\s+benchgate run [^\n]*--paired "\$\(git merge-base "\$BASE_SHA" HEAD\)"/);
    expect(JSON.stringify(bench)).not.toMatch(/secrets\.|cache/);
    // The comment body never reaches a shell: the only run step is bench's, which gets no expression; the
    // body only in the job-level if.
    expect(Object.values(command.jobs).flatMap((j) => j.steps).filter((s) => s.run !== undefined)).toHaveLength(1);
    expect(commandText.match(/github\.event\.comment\.body/g)).toHaveLength(1);
    // report: never the PR's code, write access only to comment, verified against the pinned sha.
    expect(rep!.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    expect(rep!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false });
    expect(benchgateStep({ ...command, jobs: { rep: rep! } }).with).toMatchObject({ mode: 'report', 'head-sha': '${{ needs.command.outputs.sha }}' });
    const outputs = Object.values(cmd!.outputs ?? {}).map((o) => /outputs\.([\w-]+)/.exec(o)![1]);
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { outputs: Record<string, unknown> };
    for (const o of outputs) expect(Object.keys(action.outputs)).toContain(o);
  });

  it('nightly.yml: schedule and dispatch, issues: write, tracking on', () => {
    expect(Object.keys(nightly.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(nightly.permissions).toEqual({ contents: 'read', actions: 'read', issues: 'write' });
    expect(benchgateStep(nightly).with).toMatchObject({ mode: 'run', 'track-regressions': 'auto' });
    expect(benchgateStep(main).with).toMatchObject({ 'track-regressions': 'never' });
  });

  it('the reusable workflow skips setup commands in report mode', () => {
    expect(Object.keys(reusable.on)).toEqual(['workflow_call']);
    const setup = reusable.jobs.benchgate!.steps.find((s) => s.run !== undefined)!;
    expect(setup.if).toBe("inputs.setup != '' && inputs.mode != 'report'");
  });
});
