// End to end: nightly runs (schedule) through the bundled Action against the fake GitHub. A prepared
// baseline artifact carries a simulated 60-night history (test/e2e/nightly-sim.ts: a planted 10 % step
// at night 40, an outlier night, a restoring step at 65); each nightly run's suite prints that night's
// values, the Action uploads the next baseline (history carried forward) and keeps the tracking issue.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Results } from '../../src/model/results';
import { FakeGitHub } from '../fake-github/server';
import { zipResults } from '../github/helpers';
import { bundleAction, runAction, type ActionRun } from './action-harness';
import { NIGHTLY_CONFIG, STEPPED, commit, customJson, preparedBaseline, simulateNights, type NightValues } from './nightly-sim';

const REPO = 'octo-org/bench-repo';
const repoJson = { full_name: REPO, default_branch: 'main' };

let fake: FakeGitHub;
let root: string;
let script: string;
let ws: string;
let values: NightValues[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-nightly-'));
  script = await bundleAction(root);
  ws = join(root, 'workspace');
  mkdirSync(join(ws, '.github'), { recursive: true });
  writeFileSync(join(ws, '.github', 'benchgate.yml'), NIGHTLY_CONFIG);
  values = simulateNights(90);
  fake = await FakeGitHub.start(REPO);
  fake.addToken('ghs_write');
  // The prepared baseline: night 59's results with nights 0–58 as its history, from a schedule run.
  const baseline = preparedBaseline(values, 60);
  const run = fake.addRun({ id: 5059, headSha: commit(59), event: 'schedule', headBranch: 'main', workflow: '.github/workflows/nightly.yml' });
  fake.addArtifact(Number(run.id), 'benchgate-results', zipResults(baseline));
}, 120_000);

afterAll(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

async function nightly(n: number, output = customJson(values[n]!)): Promise<ActionRun> {
  writeFileSync(join(ws, 'night.json'), output);
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
    inputs: { mode: 'run', dashboard: 'site', 'dashboard-url': 'https://octo-org.github.io/bench-repo/' },
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
    // Each shifted series links to its chart on the published dashboard.
    expect(issue!.body ?? '').toContain(`(https://octo-org.github.io/bench-repo/#series=nightly%2F${encodeURIComponent(STEPPED)}%2Ftime)`);
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
    // The long-term archive: seeded from the prepared baseline's window (nights 0–59), then night 60.
    expect(saved.archive!.runs.map((x) => x.commit)).toEqual(Array.from({ length: 61 }, (_, n) => commit(n)));
    expect(saved.archive!.runs.at(-1)!.verdict).toBe(r.outputs.verdict);
    // The dashboard of that baseline, for the Pages job: the step marked at night 40's commit.
    expect(r.outputs['dashboard-path']).toBe(join(ws, 'site'));
    expect(existsSync(join(ws, 'site', 'index.html'))).toBe(true);
    const data = JSON.parse(readFileSync(join(ws, 'site', 'data.js'), 'utf8').replace(/^window\.BENCHGATE_DATA = /, '').replace(/;\s*$/, '')) as {
      runs: { commit: string }[];
      series: { benchmark: string; metric: string; changes: { index: number }[] }[];
    };
    const stepped = data.series.find((x) => x.benchmark === STEPPED && x.metric === 'time')!;
    expect(stepped.changes.map((c) => data.runs[c.index]!.commit)).toEqual([commit(40)]);
    expect(data.series.filter((x) => x.changes.length > 0).map((x) => `${x.benchmark} ${x.metric}`).sort()).toEqual([`${STEPPED} throughput`, `${STEPPED} time`]);
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

  it('a night whose suite failed is still the next night’s baseline: its run failed, its history is kept', async () => {
    // The nights before stopped once the issue closed (night 69).
    const failed = await nightly(70, '{ "cut off');
    expect(failed.code).not.toBe(0);
    expect(fake.runs.find((x) => x.id === 5070)?.conclusion).toBe('failure');
    const r = await nightly(71);
    expect(r.code, r.stdout).toBe(0);
    expect(r.summary).toContain('run 5070');
    const saved = JSON.parse(strFromU8(unzipSync(fake.artifacts.find((a) => a.meta.workflow_run?.id === 5071)!.data!)['results.json']!)) as Results;
    expect(saved.history!.map((h) => h.commit).slice(-3)).toEqual([commit(68), commit(69), commit(70)]);
  }, 120_000);
});
