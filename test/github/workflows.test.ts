// The ready-to-copy workflows: parseable, wired to each other, and fork-safe by construction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
type Step = { uses?: string; run?: string; with?: Record<string, unknown>; if?: string };
type Job = { permissions?: Record<string, string>; steps: Step[]; if?: string };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };
const load = (path: string) => parse(readFileSync(join(ROOT, path), 'utf8')) as Workflow;
const benchgateStep = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps).find((s) => /\/benchgate@/.test(s.uses ?? ''))!;

describe('workflows/', () => {
  const main = load('workflows/main.yml');
  const pr = load('workflows/pull-request.yml');
  const report = load('workflows/report.yml');
  const reusable = load('.github/workflows/benchgate.yml');

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
    const refs = new Set([main, pr, report, reusable].map((w) => benchgateStep(w).uses));
    expect(refs.size).toBe(1);
    for (const w of [main, pr, report, reusable]) {
      for (const key of Object.keys(benchgateStep(w).with ?? {})) expect(Object.keys(action.inputs), `${w.name}: ${key}`).toContain(key);
    }
  });

  it('the reusable workflow skips setup commands in report mode', () => {
    expect(Object.keys(reusable.on)).toEqual(['workflow_call']);
    const setup = reusable.jobs.benchgate!.steps.find((s) => s.run !== undefined)!;
    expect(setup.if).toBe("inputs.setup != '' && inputs.mode != 'report'");
  });
});
