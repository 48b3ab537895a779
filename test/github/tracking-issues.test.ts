// Tracking issues against the fake GitHub: found again over every page by label, marker AND our
// authorship; opened, updated only when changed, closed with a note; faults retried or contained.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyEntry } from '../../src/baseline/history';
import { findShifts } from '../../src/bot/nightly';
import type { Shift } from '../../src/compare/shifts';
import { regressionMarker } from '../../src/render/issue-state';
import { createRng } from '../../src/compare/stats/random';
import { listTrackingIssues, trackRegressions, type TrackingOptions } from '../../src/github/tracking-issues';
import { FakeGitHub, simpleUser } from '../fake-github/server';
import { commit, nightResults, simulateNights } from '../e2e/nightly-sim';
import { fastClient } from './helpers';

const nights = simulateNights(80);
/** Shifts a nightly run at `night` finds over the 60 nights before it (the simulated world of nightly-sim.ts). */
function shiftsAt(night: number): Shift[] {
  const history = nights.slice(night - 60, night).map((v, i) => historyEntry(nightResults(night - 60 + i, v)));
  return findShifts(history, nightResults(night, nights[night]!), { rng: createRng(7) });
}

const BOT = simpleUser('github-actions[bot]', 41898282, 'Bot');
const options: TrackingOptions = { owner: 'octo-org', repo: 'bench-repo', label: 'benchgate-regression', noiseFloor: 0.05, trend: { repoUrl: 'https://github.com/octo-org/bench-repo' } };

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start('octo-org/bench-repo');
  fake.addToken('ghs_actions_token');
});
afterEach(() => fake.close());

describe('tracking issues', () => {
  it('lists only our open labelled issues, over every page, never a PR or someone else’s copy of the marker', async () => {
    for (let i = 0; i < 120; i++) fake.addIssue({ title: `noise ${i}`, user: simpleUser('someone', 4000), labels: ['benchgate-regression'] });
    const copied = fake.addIssue({ title: 'copy', body: regressionMarker('abc'), user: simpleUser('mallory', 4001), labels: ['benchgate-regression'] });
    const ours = fake.addIssue({ title: 'ours', body: `x\n${regressionMarker('abc')}`, user: BOT, labels: ['benchgate-regression'] });
    fake.addIssue({ title: 'ours, unlabelled', body: regressionMarker('def'), user: BOT });
    fake.addPull({ number: 500, headSha: 'd'.repeat(40), baseSha: 'b'.repeat(40) });
    const found = await listTrackingIssues(fastClient(fake), options);
    expect(found).toEqual([{ number: ours.number, body: `x\n${regressionMarker('abc')}`, title: 'ours' }]);
    expect(copied.number).not.toBe(ours.number);
    expect(fake.requested('GET', /\/issues$/).map((q) => q.query.get('page') ?? '1')).toEqual(['1', '2']);
  });

  it('opens one issue for the planted step (a 502 is retried), leaves it alone when nothing changed, closes it after the restoring step', async () => {
    fake.fault({ method: 'POST', path: '/repos/octo-org/bench-repo/issues', respond: { status: 502, json: { message: 'Bad Gateway' } } });
    const octokit = fastClient(fake);
    const opened = await trackRegressions(octokit, shiftsAt(60), options);
    expect(opened).toEqual([{ number: 1, action: 'opened', url: 'https://github.com/octo-org/bench-repo/issues/1' }]);
    expect(fake.requested('POST', /\/issues$/).map((q) => q.status)).toEqual([502, 201]);
    expect(JSON.parse(fake.requested('POST', /\/issues$/)[1]!.body)).toMatchObject({ labels: ['benchgate-regression'] });

    expect(await trackRegressions(octokit, shiftsAt(60), options)).toEqual([{ number: 1, action: 'unchanged' }]);
    expect(fake.requested('PATCH', /\/issues\/1$/)).toEqual([]);
    expect((await trackRegressions(octokit, shiftsAt(61), options)).map((t) => t.action)).toEqual(['updated']);

    const closed = await trackRegressions(octokit, shiftsAt(75), options);
    expect(closed).toEqual([{ number: 1, action: 'closed', url: 'https://github.com/octo-org/bench-repo/issues/1' }]);
    expect(fake.issues.get(1)).toMatchObject({ state: 'closed', stateReason: 'completed' });
    // The note first, then the close.
    const order = fake.requests.filter((q) => /\/issues\/1(\/comments)?$/.test(q.path) && q.method !== 'GET').map((q) => `${q.method} ${q.path.replace(/^.*\/issues/, '')}`);
    expect(order.slice(-2)).toEqual(['POST /1/comments', 'PATCH /1']);
    expect(fake.commentsOn(1)[0]!.body).toContain(`/compare/${commit(64)}...${commit(65)}`);
  });

  it('a tracking issue a maintainer closed (not planned) is not opened again for the same regression', async () => {
    const octokit = fastClient(fake);
    expect((await trackRegressions(octokit, shiftsAt(60), options)).map((t) => t.action)).toEqual(['opened']);
    await octokit.rest.issues.update({ owner: 'octo-org', repo: 'bench-repo', issue_number: 1, state: 'closed', state_reason: 'not_planned' });
    // Each night opened a new issue for it (open issues only were listed), for as long as it stayed in the window.
    expect(await trackRegressions(octokit, shiftsAt(61), options)).toEqual([]);
    expect(await trackRegressions(octokit, shiftsAt(62), options)).toEqual([]);
    expect(fake.requested('POST', /\/issues$/)).toHaveLength(1);
    expect(await listTrackingIssues(octokit, options)).toEqual([]);
  });

  it('a refused close is a warning: the note is there, the issue stays open, the call does not throw', async () => {
    const octokit = fastClient(fake);
    await trackRegressions(octokit, shiftsAt(60), options);
    fake.fault({ method: 'PATCH', path: '/repos/octo-org/bench-repo/issues/1', times: 5, respond: { status: 403, json: { message: 'Resource not accessible by integration' } } });
    expect(await trackRegressions(octokit, shiftsAt(75), options)).toEqual([]);
    expect(fake.issues.get(1)!.state).toBe('open');
    expect(fake.commentsOn(1)).toHaveLength(1);
  });
});
