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

  it('pull-request.yml runs PR code with a read-only token and takes baselines from main.yml; a command starts it on the PR branch', () => {
    expect(Object.keys(pr.on)).toEqual(['pull_request', 'workflow_dispatch']);
    expect(Object.keys((pr.on.workflow_dispatch as { inputs: object }).inputs)).toEqual(['pr', 'sha', 'base-sha', 'suites', 'paired']);
    expect(Object.values(pr.permissions ?? {}).every((p) => p === 'read')).toBe(true);
    const { bench, report: rep } = pr.jobs as Record<string, Job>;
    expect(bench!.permissions).toBeUndefined();
    expect(benchgateStep({ ...pr, jobs: { bench: bench! } }).with).toMatchObject({
      mode: 'run',
      'baseline-workflow': 'main.yml',
      results: '${{ runner.temp }}/benchgate-results.json',
      'pull-request': '${{ inputs.pr }}',
      'head-sha': '${{ inputs.sha }}',
      'base-sha': '${{ inputs.base-sha }}',
    });
    // A command's run: exactly the pinned sha, no credentials kept; --paired needs the base commit beside it.
    expect(bench!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false, ref: '${{ inputs.sha }}', 'fetch-depth': "${{ inputs.paired == 'true' && '0' || '1' }}" });
    const runs = bench!.steps.filter((s) => s.run !== undefined) as (Step & { env?: Record<string, string> })[];
    expect(runs).toHaveLength(1);
    // The suites travel as data (an environment variable), never as shell code.
    expect(runs[0]!.run).not.toMatch(/\$\{\{/);
    expect(runs[0]!.env).toEqual({ SUITES: "${{ inputs.suites || '[]' }}", PAIRED: '${{ inputs.paired }}', BASE_SHA: '${{ inputs.base-sha }}' });
    expect(runs[0]!.run).toMatch(/if \[ "\$PAIRED" = true \]; then\n\s+benchgate run [^\n]*--suites-json "\$SUITES" --paired "\$\(git merge-base "\$BASE_SHA" HEAD\)"/);
    expect(runs[0]!.run).toMatch(/else\n\s+benchgate run [^\n]*--suites-json "\$SUITES" --out/);
    expect(JSON.stringify(bench)).not.toMatch(/secrets\./);
    // A push cancels the PR's older run; a command's run is never cancelled (a newer command replaces one still waiting).
    expect((pr as { concurrency?: unknown }).concurrency).toEqual({
      group: "benchmarks-pr-${{ github.event.pull_request.number || format('command-{0}', inputs.pr) }}",
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
    // The command's report: a job of its own (a fresh machine, no PR code ran there), only on dispatch,
    // write access only to comment, verified against the pinned sha.
    expect(rep!.needs).toBe('bench');
    expect(rep!.if).toBe("${{ always() && github.event_name == 'workflow_dispatch' }}");
    expect(rep!.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    expect(rep!.steps.some((s) => s.run !== undefined)).toBe(false);
    expect(rep!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false, ref: '${{ github.event.repository.default_branch }}' });
    expect(benchgateStep({ ...pr, jobs: { rep: rep! } }).with).toMatchObject({ mode: 'report', 'pull-request': '${{ inputs.pr }}', 'head-sha': '${{ inputs.sha }}', 'base-sha': '${{ inputs.base-sha }}' });
  });

  it('main, pull-request and nightly run the benchmarks in a plain step, never inside the Action', () => {
    for (const w of [main, pr, nightly]) {
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

  it("no workflow of the default branch's scope (issue_comment, workflow_run, pull_request_target) runs a step of its own or checks out anything but the default branch", () => {
    for (const w of [main, pr, report, reusable, command, nightly, sharded]) {
      const privileged = ['issue_comment', 'workflow_run', 'pull_request_target'].some((e) => e in w.on);
      if (!privileged) continue;
      const steps = Object.values(w.jobs).flatMap((j) => j.steps);
      expect(steps.filter((s) => s.run !== undefined), w.name).toEqual([]);
      for (const c of steps.filter((s) => s.uses?.startsWith('actions/checkout'))) expect(c.with, w.name).toEqual({ 'persist-credentials': false });
    }
  });

  it('report.yml follows "benchmarks (PR)" by name, only for pull_request runs, and never checks out PR code', () => {
    expect(report.on).toEqual({ workflow_run: { workflows: [pr.name], types: ['completed'] } });
    expect(report.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    const job = Object.values(report.jobs)[0]!;
    expect(job.if).toBe("github.event.workflow_run.event == 'pull_request'");
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout'))!;
    expect(checkout.with).toEqual({ 'persist-credentials': false });
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

  it('comment-command.yml: only new comments, one job that never runs PR code: it starts pull-request.yml on the PR branch', () => {
    expect(command.on).toEqual({ issue_comment: { types: ['created'] } });
    expect(command.permissions).toEqual({});
    // One job: PR code run in any job of this workflow could reach the default branch's cache token.
    expect(Object.keys(command.jobs)).toEqual(['command']);
    const cmd = command.jobs.command!;
    expect(cmd.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', actions: 'write' });
    // A stream of comments cannot cancel a maintainer's pending run: no workflow-level group per PR.
    expect((command as { concurrency?: unknown }).concurrency).toBeUndefined();
    expect(cmd.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false });
    expect(benchgateStep(command).with).toMatchObject({ mode: 'command', 'pr-workflow': 'pull-request.yml' });
    expect(cmd.steps.filter((s) => s.run !== undefined)).toEqual([]);
    // The comment body only in the job-level if, never in a step.
    expect(commandText.match(/github\.event\.comment\.body/g)).toHaveLength(1);
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
