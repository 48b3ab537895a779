// End to end: nightly runs (schedule) through the bundled Action against the fake GitHub. A prepared
// baseline artifact carries a simulated 60-night history; each nightly run's suite prints that night's
// values, the Action uploads the next baseline (history carried forward) and keeps the tracking issue.
//
// The history is simulated here, not a fixture: the benchmarks and levels of the real go-bench base
// capture (test/fixtures/go-bench/base), seeded 3 % lognormal noise per night, one outlier night (25)
// where the whole run is 40 % slower, a planted 10 % step of one benchmark from night 40, and a
// restoring step at night 65.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { historyEntry } from '../../src/baseline/history';
import { createRng } from '../../src/compare/stats/random';
import type { Results } from '../../src/model/results';
import { FakeGitHub } from '../fake-github/server';
import { goResults, zipResults } from '../github/helpers';
import { bundleAction, runAction, type ActionRun } from './action-harness';

const REPO = 'octo-org/bench-repo';
const STEPPED = 'BenchmarkChecksum/impl_a/10240';
const OUTLIER_NIGHT = 25;
const RESTORE_AT = 65;
const commit = (night: number) => `${night.toString(16).padStart(4, '0')}${'c0ffee42'.repeat(4)}0000`.slice(0, 40);
const date = (night: number) => new Date(Date.UTC(2026, 8, 1 + night, 3, 17)).toISOString();
const repoJson = { full_name: REPO, default_branch: 'main' };

const real = goResults('base');
const rng = createRng(20261122);
const noise = () => Math.exp(0.03 * Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng()));

/** Night n's time (ns) and throughput (B/s) per benchmark; one draw per benchmark and night. */
function nightValues(n: number): { name: string; time: number; throughput?: number }[] {
  return real.suites[0]!.benchmarks.map((b) => {
    const f = (b.name === STEPPED && n >= 40 && n < RESTORE_AT ? 1.1 : 1) * (n === OUTLIER_NIGHT ? 1.4 : 1) * noise();
    const tp = b.metrics.throughput?.value;
    return { name: b.name, time: b.metrics.time!.value * f, ...(tp !== undefined ? { throughput: tp / f } : {}) };
  });
}

/** The night as benchgate custom JSON (docs/custom-json.md), what the suite prints. */
function customJson(values: ReturnType<typeof nightValues>): string {
  const benchmarks = values.map((v) => ({
    name: v.name,
    metrics: { time: { value: v.time, unit: 'ns' }, ...(v.throughput !== undefined ? { throughput: { value: v.throughput, unit: 'B/s', direction: 'bigger' } } : {}) },
  }));
  return JSON.stringify({ schema: 'benchgate/custom@1', benchmarks });
}

/** Night n as the Action would have saved it (for the prepared history). */
function nightResults(n: number, values: ReturnType<typeof nightValues>): Results {
  const byName = new Map(values.map((v) => [v.name, v]));
  return {
    ...real,
    meta: { ...real.meta, commit: commit(n), ref: 'refs/heads/main', createdAt: date(n), runId: 5000 + n },
    suites: [
      {
        name: 'nightly',
        harness: 'custom-json',
        status: 'ok',
        benchmarks: real.suites[0]!.benchmarks.map((b) => {
          const v = byName.get(b.name)!;
          const metrics: Results['suites'][number]['benchmarks'][number]['metrics'] = { time: { ...b.metrics.time!, value: v.time } };
          if (v.throughput !== undefined) metrics.throughput = { ...b.metrics.throughput!, value: v.throughput };
          return { ...b, metrics };
        }),
      },
    ],
  };
}

let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;
const values: ReturnType<typeof nightValues>[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-nightly-'));
  script = await bundleAction(root);
  ws = join(root, 'workspace');
  mkdirSync(join(ws, '.github'), { recursive: true });
  writeFileSync(join(ws, '.github', 'benchgate.yml'), ['suites:', '  - name: nightly', '    harness: custom-json', '    run: cat night.json', '    output: stdout', ''].join('\n'));
  for (let n = 0; n <= 90; n++) values.push(nightValues(n));
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_write');
  // The prepared baseline: night 59's results with nights 0–58 as its history, from a schedule run.
  const baseline = { ...nightResults(59, values[59]!), history: values.slice(0, 59).map((v, n) => historyEntry(nightResults(n, v))) };
  const run = fake.addRun({ id: 5059, headSha: commit(59), event: 'schedule', headBranch: 'main', workflow: '.github/workflows/nightly.yml' });
  fake.addArtifact(Number(run.id), 'benchgate-results', zipResults(baseline));
}, 120_000);

afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

async function nightly(n: number): Promise<ActionRun> {
  writeFileSync(join(ws, 'night.json'), customJson(values[n]!));
  const run = fake.addRun({ id: 5000 + n, headSha: commit(n), event: 'schedule', headBranch: 'main', workflow: '.github/workflows/nightly.yml', status: 'in_progress', conclusion: null });
  const r = await runAction({
    fake,
    script,
    workspace: ws,
    event: 'schedule',
    payload: { schedule: '17 3 * * *', repository: repoJson },
    runId: Number(run.id),
    sha: commit(n),
    ref: 'refs/heads/main',
    token: 'ghs_write',
    inputs: { mode: 'run' },
    workflow: '.github/workflows/nightly.yml',
  });
  fake.completeRun(Number(run.id), r.code === 0 ? 'success' : 'failure');
  return r;
}

const open = () => [...fake.issues.values()].filter((i) => i.state === 'open');

describe('nightly runs end to end (bundled Action, fake GitHub)', () => {
  it('night 60 over a 60-night history: exactly one issue, naming the step’s commit range', async () => {
    const r = await nightly(60);
    expect(r.code, r.stdout).toBe(0);
    expect([...fake.issues.values()]).toHaveLength(1);
    const [issue] = [...fake.issues.values()];
    expect(issue!.title).toBe(`Performance regression: ${STEPPED} slower since ${commit(39).slice(0, 7)}…${commit(40).slice(0, 7)}`);
    expect(issue!.labels.map((l) => l.name)).toEqual(['benchgate-regression']);
    expect(issue!.user.login).toBe('github-actions[bot]');
    expect(issue!.body ?? '').toContain(`(https://github.com/${REPO}/compare/${commit(39)}...${commit(40)})`);
    expect(issue!.body ?? '').toContain(`<!-- benchgate:regression:${commit(40).slice(0, 12)} -->`);
    expect(issue!.body ?? '').toContain('```mermaid\nxychart-beta');
    // time up and throughput down of the stepped benchmark; nothing from the outlier night.
    expect((issue!.body ?? '').match(/^\| nightly \| .* \|$/gm)!.map((row) => row.split(' | ').slice(1, 3).join(' '))).toEqual([
      `${STEPPED.replace(/_/g, '\\_')} time`,
      `${STEPPED.replace(/_/g, '\\_')} throughput`,
    ]);
    expect(JSON.parse(r.outputs['tracking-issues']!)).toEqual([{ number: issue!.number, action: 'opened' }]);
    expect(r.summary).toContain('## benchgate nightly: 2 lasting shifts\n\nIn 26 series over the last 61 runs.');
    // The new baseline carries the history forward, bounded at 60 runs.
    const art = fake.artifacts.find((a) => a.meta.workflow_run?.id === 5060)!;
    const saved = JSON.parse(strFromU8(unzipSync(art.data!)['results.json']!)) as Results;
    expect(saved.meta.commit).toBe(commit(60));
    expect(saved.history!.map((h) => h.commit)).toEqual(Array.from({ length: 60 }, (_, n) => commit(n)));
  }, 60_000);

  it('night 61: the same issue is updated, not duplicated', async () => {
    const before = [...fake.issues.values()][0]!.body;
    const r = await nightly(61);
    expect(r.code, r.stdout).toBe(0);
    expect([...fake.issues.values()]).toHaveLength(1);
    const [issue] = [...fake.issues.values()];
    expect(JSON.parse(r.outputs['tracking-issues']!)).toEqual([{ number: issue!.number, action: 'updated' }]);
    expect(issue!.body).not.toBe(before);
    // The window moved on by one night: the oldest run dropped out, the step is still from night 40.
    const saved = JSON.parse(strFromU8(unzipSync(fake.artifacts.find((a) => a.meta.workflow_run?.id === 5061)!.data!)['results.json']!)) as Results;
    expect(saved.history!.map((h) => h.commit)).toEqual(Array.from({ length: 60 }, (_, n) => commit(n + 1)));
    expect(issue!.title).toContain(`${commit(39).slice(0, 7)}…${commit(40).slice(0, 7)}`);
    expect(fake.requested('PATCH', new RegExp(`/issues/${issue!.number}$`)).map((q) => q.status)).toEqual([200]);
    expect(fake.requested('POST', /\/repos\/[^/]+\/[^/]+\/issues$/)).toHaveLength(1);
  }, 60_000);

  it('a later restoring step closes it with a note, and no second issue is ever opened', async () => {
    const [issue] = [...fake.issues.values()];
    let closedAt: number | undefined;
    for (let n = 62; n <= 80 && closedAt === undefined; n++) {
      const r = await nightly(n);
      expect(r.code, r.stdout).toBe(0);
      if (open().length === 0) closedAt = n;
    }
    // The restoring step (night 65) counts once it has lasted the minimum segment (5 runs).
    expect(closedAt).toBe(69);
    expect(fake.issues.size).toBe(1);
    expect(issue!.number).toBe([...fake.issues.keys()][0]);
    const closed = fake.issues.get(issue!.number)!;
    expect(closed.state).toBe('closed');
    expect(closed.stateReason).toBe('completed');
    const note = fake.commentsOn(issue!.number).at(-1)!;
    expect(note.body).toMatch(/^✅ Performance is back: a later lasting shift restored every benchmark this issue tracked\./);
    expect(note.body).toContain(`(https://github.com/${REPO}/compare/${commit(64)}...${commit(65)})`);
  }, 300_000);
});
