import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiBaseUrl, createClient } from '../../src/github/client';
import { FakeGitHub } from '../fake-github/server';
import { fastClient } from './helpers';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
  fake.addToken('ghs_actions_token');
  fake.addPull({ number: 3, headSha: 'd'.repeat(40), baseSha: 'b'.repeat(40) });
});
afterEach(() => fake.close());

const getPull = (o: ReturnType<typeof fastClient>) => o.rest.pulls.get({ owner: 'octo-org', repo: 'bench-repo', pull_number: 3 });
const PULL = /\/pulls\/3$/;

describe('createClient', () => {
  it('takes baseUrl from GITHUB_API_URL (GHES, the fake), default api.github.com', () => {
    expect(apiBaseUrl({})).toBe('https://api.github.com');
    expect(apiBaseUrl({ GITHUB_API_URL: 'https://ghe.example.com/api/v3/' })).toBe('https://ghe.example.com/api/v3');
    const octokit = createClient({ token: 't', env: { GITHUB_API_URL: fake.url } });
    expect(octokit.request.endpoint.DEFAULTS.baseUrl).toBe(fake.url);
  });

  it('sends the token and answers with the typed pull request', async () => {
    const { data } = await getPull(fastClient(fake));
    expect(data.base.sha).toBe('b'.repeat(40));
    expect(fake.requested('GET', PULL)[0]!.headers.authorization).toBe('token ghs_actions_token');
  });

  it('retries 5xx then succeeds', async () => {
    fake.fault({ method: 'GET', path: PULL, times: 2, respond: { status: 503, json: { message: 'Service Unavailable' } } });
    const { data } = await getPull(fastClient(fake));
    expect(data.number).toBe(3);
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([503, 503, 200]);
  });

  it('gives up after the configured 5xx retries with the final status', async () => {
    fake.fault({ method: 'GET', path: PULL, times: 10, respond: { status: 500, json: { message: 'boom' } } });
    const err = (await getPull(fastClient(fake, undefined, { retries: 2 })).catch((e: unknown) => e)) as { status: number };
    expect(err.status).toBe(500);
    expect(fake.requested('GET', PULL)).toHaveLength(3);
  });

  it('retries a network reset (socket destroyed mid-request)', async () => {
    fake.fault({ method: 'GET', path: PULL, respond: { reset: true } });
    const { data } = await getPull(fastClient(fake));
    expect(data.number).toBe(3);
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([-1, 200]);
  });

  it('403 secondary rate limit with retry-after: waits retry-after (scaled in tests) and retries', async () => {
    fake.fault({
      method: 'GET',
      path: PULL,
      respond: {
        status: 403,
        headers: { 'retry-after': '7' },
        json: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits', status: '403' },
      },
    });
    const waits: number[] = [];
    const t0 = Date.now();
    const { data } = await getPull(fastClient(fake, undefined, { retryAfterBaseValue: 20 }));
    waits.push(Date.now() - t0);
    expect(data.number).toBe(3);
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([403, 200]);
    // 7 s × 20 ms: the wait honoured retry-after.
    expect(waits[0]).toBeGreaterThanOrEqual(140);
  });

  it('429 primary rate limit (x-ratelimit-remaining: 0): waits until x-ratelimit-reset and retries', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3;
    fake.fault({
      method: 'GET',
      path: PULL,
      respond: {
        status: 429,
        headers: { 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '1000', 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': 'core' },
        json: { message: 'API rate limit exceeded for installation ID 1.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api', status: '429' },
      },
    });
    const { data } = await getPull(fastClient(fake));
    expect(data.number).toBe(3);
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([429, 200]);
  });

  it('bounded: at most 2 rate-limit retries, then the 403 surfaces', async () => {
    const limited = {
      status: 403,
      headers: { 'retry-after': '1' },
      json: { message: 'You have exceeded a secondary rate limit.', status: '403' },
    };
    fake.fault({ method: 'GET', path: PULL, times: 5, respond: limited });
    const err = (await getPull(fastClient(fake)).catch((e: unknown) => e)) as { status: number };
    expect(err.status).toBe(403);
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([403, 403, 403]);
  });

  it('bounded: a retry-after above the cap is not waited for', async () => {
    fake.fault({ method: 'GET', path: PULL, respond: { status: 429, headers: { 'retry-after': '3600' }, json: { message: 'You have exceeded a secondary rate limit.' } } });
    const t0 = Date.now();
    const err = (await getPull(fastClient(fake, undefined, { maxWaitSeconds: 60, retryAfterBaseValue: 1000 })).catch((e: unknown) => e)) as { status: number };
    expect(err.status).toBe(429);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(fake.requested('GET', PULL)).toHaveLength(1);
  });

  it('does not retry 404, 410 or 422', async () => {
    for (const status of [404, 410, 422]) {
      fake.fault({ method: 'GET', path: PULL, respond: { status, json: { message: `status ${status}` } } });
      const err = (await getPull(fastClient(fake)).catch((e: unknown) => e)) as { status: number };
      expect(err.status).toBe(status);
    }
    expect(fake.requested('GET', PULL).map((r) => r.status)).toEqual([404, 410, 422]);
  });

  it('paginates with real Link headers (rel next/last)', async () => {
    for (let i = 0; i < 5; i++) fake.addRun({ headSha: String(i).repeat(40) });
    const octokit = fastClient(fake);
    const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, { owner: 'octo-org', repo: 'bench-repo', per_page: 2 });
    expect(runs.map((r) => r.head_sha[0])).toEqual(['4', '3', '2', '1', '0']);
    const first = fake.requested('GET', /\/actions\/runs$/)[0]!;
    expect(first.query.get('per_page')).toBe('2');
    expect(fake.requested('GET', /\/actions\/runs$/).map((r) => r.query.get('page') ?? '1')).toEqual(['1', '2', '3']);
  });
});
