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
const benchgateStep = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps).find((s) => /\/benchgate@/.test(s.uses ?? ''))!;

describe('workflows/', () => {
  const main = load('workflows/main.yml');
  const pr = load('workflows/pull-request.yml');
  const report = load('workflows/report.yml');
  const reusable = load('.github/workflows/benchgate.yml');
  const command = load('workflows/comment-command.yml');
  const nightly = load('workflows/nightly.yml');
  const commandText = readFileSync(join(ROOT, 'workflows/comment-command.yml'), 'utf8');

  it('main.yml records baselines on push, schedule and dispatch (mode run)', () => {
    expect(Object.keys(main.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(benchgateStep(main).with).toMatchObject({ mode: 'run' });
  });

  it('pull-request.yml runs PR code with a read-only token and takes baselines from main.yml', () => {
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(Object.values(pr.permissions ?? {}).every((p) => p === 'read')).toBe(true);
    expect(benchgateStep(pr).with).toMatchObject({ mode: 'run', 'baseline-workflow': 'main.yml' });
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
    const steps = [main, pr, report, reusable, command, nightly].flatMap((w) => Object.values(w.jobs).flatMap((j) => j.steps)).filter((s) => /\/benchgate@/.test(s.uses ?? ''));
    expect(new Set(steps.map((s) => s.uses)).size).toBe(1);
    for (const step of steps) {
      for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), key).toContain(key);
    }
  });

  it('comment-command.yml: only new comments; the job that runs PR code is read-only, pinned and secret-free', () => {
    expect(command.on).toEqual({ issue_comment: { types: ['created'] } });
    expect(command.permissions).toEqual({});
    const { command: cmd, bench, report: rep } = command.jobs as Record<string, Job>;
    expect(cmd!.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(cmd!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toEqual({ 'persist-credentials': false });
    expect(benchgateStep({ ...command, jobs: { cmd: cmd! } }).with).toMatchObject({ mode: 'command' });
    // bench: PR code, so read-only, the pinned sha, no credentials kept, no secrets, no shell steps.
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
      'pull-request': '${{ needs.command.outputs.pr }}',
      'head-sha': '${{ needs.command.outputs.sha }}',
      suites: '${{ needs.command.outputs.suites }}',
      baseline: "${{ needs.command.outputs.paired == 'true' && 'paired' || 'stored' }}",
    });
    expect(JSON.stringify(bench)).not.toMatch(/secrets\.|cache/);
    // The comment body never reaches a shell: no run steps at all, and the body only in the job-level if.
    expect(Object.values(command.jobs).flatMap((j) => j.steps).some((s) => s.run !== undefined)).toBe(false);
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
