import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker, upsertComment } from '../../src/github/comment';
import { GitHubError } from '../../src/model/errors';
import { FakeGitHub } from '../fake-github/server';
import { ACTIONS_BOT, simpleUser } from '../fake-github/shapes';
import { fastClient } from './helpers';

const BOT = simpleUser(ACTIONS_BOT.login, ACTIONS_BOT.id, ACTIONS_BOT.type);
const HUMAN = simpleUser('octocat', 583231);
let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
  fake.addToken('ghs_actions_token');
});
afterEach(() => fake.close());

const base = { owner: 'octo-org', repo: 'bench-repo', issueNumber: 7, marker: 'report' };

describe('upsertComment', () => {
  it('creates one comment with the hidden marker, then updates it in place, then leaves it alone', async () => {
    const octokit = fastClient(fake);
    const first = await upsertComment(octokit, { ...base, body: 'report v1' });
    expect(first.action).toBe('created');
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.commentsOn(7)[0]!.body).toBe(`${commentMarker('report')}\nreport v1`);
    expect(first.url).toBe(fake.commentsOn(7)[0]!.html_url);

    const second = await upsertComment(octokit, { ...base, body: 'report v2' });
    expect(second).toMatchObject({ action: 'updated', id: first.id, url: first.url });
    expect(fake.commentsOn(7)).toHaveLength(1);
    expect(fake.commentsOn(7)[0]!.body).toBe(`${commentMarker('report')}\nreport v2`);

    const patches = fake.requested('PATCH', /\/issues\/comments\/\d+$/).length;
    const third = await upsertComment(octokit, { ...base, body: 'report v2' });
    expect(third.action).toBe('unchanged');
    expect(fake.requested('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(patches);
    expect(fake.requested('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
  });

  it('finds its comment on the last of several pages (all pages are searched, following Link headers)', async () => {
    for (let i = 0; i < 230; i++) fake.addComment(7, `chatter ${i}`, HUMAN);
    const mine = fake.addComment(7, `${commentMarker('report')}\nold report`, BOT);
    const r = await upsertComment(fastClient(fake), { ...base, body: 'new report' });
    expect(r).toMatchObject({ action: 'updated', id: mine.id });
    const lists = fake.requested('GET', /\/issues\/7\/comments$/);
    expect(lists.map((q) => q.query.get('page') ?? '1')).toEqual(['1', '2', '3']);
    expect(lists.map((q) => q.status)).toEqual([200, 200, 200]);
    expect(fake.commentsOn(7)).toHaveLength(231);
  });

  it('never edits a comment by someone else that quotes the marker', async () => {
    const quoted = fake.addComment(7, `> ${commentMarker('report')}\n> old numbers, why?`, HUMAN);
    const r = await upsertComment(fastClient(fake), { ...base, body: 'report' });
    expect(r.action).toBe('created');
    expect(fake.comments.find((c) => c.id === quoted.id)!.body).toBe(`> ${commentMarker('report')}\n> old numbers, why?`);
    expect(fake.requested('PATCH', /./)).toHaveLength(0);
  });

  it('keeps markers apart: another job on the same PR has its own comment', async () => {
    fake.addComment(7, `${commentMarker('memory')}\nmemory report`, BOT);
    const r = await upsertComment(fastClient(fake), { ...base, body: 'time report' });
    expect(r.action).toBe('created');
    expect(fake.commentsOn(7).map((c) => c.body)).toEqual([`${commentMarker('memory')}\nmemory report`, `${commentMarker('report')}\ntime report`]);
  });

  it('uses GET /user to learn its login with a personal token, and falls back to github-actions[bot] on 403', async () => {
    const pat = simpleUser('bench-bot-user', 777);
    fake.addToken('ghp_personal', { user: pat, installation: false });
    fake.addComment(7, `${commentMarker('report')}\nby the actions bot`, BOT);
    const r = await upsertComment(fastClient(fake, 'ghp_personal'), { ...base, body: 'by the PAT' });
    // The bot's comment is not ours when we are the PAT user.
    expect(r.action).toBe('created');
    expect(fake.commentsOn(7).at(-1)!.user!.login).toBe('bench-bot-user');
    expect(fake.requested('GET', /^\/user$/).map((q) => q.status)).toEqual([200]);

    const r2 = await upsertComment(fastClient(fake), { ...base, body: 'by the bot again' });
    expect(r2.action).toBe('updated');
    expect(fake.requested('GET', /^\/user$/).map((q) => q.status)).toEqual([200, 403]);
  });

  it("a GitHub App's installation token (GET /user: 403) is named by GraphQL's viewer, and finds its own comment again", async () => {
    const app = simpleUser('bench-app[bot]', 4242, 'Bot');
    fake.addToken('ghs_app', { user: app, installation: true });
    fake.addComment(7, `${commentMarker('report')}\nby the actions bot`, BOT);
    const first = await upsertComment(fastClient(fake, 'ghs_app'), { ...base, body: 'by the app' });
    // The Actions bot's comment is not the App's.
    expect(first.action).toBe('created');
    expect(fake.commentsOn(7).at(-1)!.user!.login).toBe('bench-app[bot]');
    // Taken for github-actions[bot], it never found its own comment: a new one every run.
    const second = await upsertComment(fastClient(fake, 'ghs_app'), { ...base, body: 'by the app, again' });
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(fake.commentsOn(7)).toHaveLength(2);
    expect(fake.requested('POST', /^\/graphql$/).map((q) => q.status)).toEqual([200, 200]);
  });

  it('two jobs creating the comment at once leave one comment, the oldest, with the last body written', async () => {
    const [a, b] = await Promise.all([upsertComment(fastClient(fake), { ...base, body: 'job A' }), upsertComment(fastClient(fake), { ...base, body: 'job B' })]);
    // Both found none and both created: two comments, and later runs updated only the first.
    expect(fake.commentsOn(7)).toHaveLength(1);
    const kept = fake.commentsOn(7)[0]!;
    expect([a.id, b.id]).toContain(kept.id);
    expect(['job A', 'job B'].map((t) => `${commentMarker('report')}\n${t}`)).toContain(kept.body);
    const next = await upsertComment(fastClient(fake), { ...base, body: 'job C' });
    expect(next).toMatchObject({ action: 'updated', id: kept.id });
    expect(fake.commentsOn(7)).toHaveLength(1);
  });

  it('retries once with the short fallback body when GitHub answers 422 "Body is too long"', async () => {
    const body = 'x'.repeat(60_000);
    fake.fault({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      respond: {
        status: 422,
        json: {
          message: 'Validation Failed',
          errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'Body is too long (maximum is 65536 characters)' }],
          documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
          status: '422',
        },
      },
    });
    const r = await upsertComment(fastClient(fake), { ...base, body, fallbackBody: 'Too long: see https://github.com/octo-org/bench-repo/actions/runs/1' });
    expect(r).toMatchObject({ action: 'created', fallback: true });
    const posts = fake.requested('POST', /\/issues\/7\/comments$/);
    expect(posts.map((p) => p.status)).toEqual([422, 201]);
    expect(JSON.parse(posts[0]!.body).body).toHaveLength(60_000 + commentMarker('report').length + 1);
    expect(fake.commentsOn(7)[0]!.body).toBe(`${commentMarker('report')}\nToo long: see https://github.com/octo-org/bench-repo/actions/runs/1`);
  });

  it('the fake itself enforces the 65,536-character limit; a body over it is never sent', async () => {
    const r = await upsertComment(fastClient(fake), { ...base, body: 'y'.repeat(70_000), fallbackBody: 'see the job summary' });
    expect(r).toMatchObject({ action: 'created', fallback: true });
    expect(fake.requested('POST', /\/issues\/7\/comments$/).map((p) => p.status)).toEqual([201]);
    expect(fake.commentsOn(7)[0]!.body).toBe(`${commentMarker('report')}\nsee the job summary`);
  });

  it('a read-only token (fork PR) fails with a GitHubError naming the operation and status', async () => {
    fake.addToken('ghs_read_only', { write: false });
    const err = await upsertComment(fastClient(fake, 'ghs_read_only'), { ...base, body: 'report' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitHubError);
    expect((err as GitHubError).status).toBe(403);
    expect((err as Error).message).toMatch(/^comment on #7: HTTP 403: Resource not accessible by integration/);
  });

  it('retries a 5xx on the listing, then succeeds', async () => {
    fake.fault({ method: 'GET', path: /\/issues\/7\/comments$/, times: 2, respond: { status: 502, json: { message: 'Server Error' } } });
    const r = await upsertComment(fastClient(fake), { ...base, body: 'report' });
    expect(r.action).toBe('created');
    // The last listing is the check for a second comment after the create.
    expect(fake.requested('GET', /\/issues\/7\/comments$/).map((q) => q.status)).toEqual([502, 502, 200, 200]);
  });

  it('create: false only keeps an existing comment up to date', async () => {
    const r = await upsertComment(fastClient(fake), { ...base, body: 'report', create: false });
    expect(r.action).toBe('skipped');
    expect(fake.commentsOn(7)).toHaveLength(0);
  });
});
