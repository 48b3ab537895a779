import { describe, expect, it } from 'vitest';
import { readContext } from '../../src/github/context';
import { ConfigError } from '../../src/model/errors';

const REPO = 'octo-org/bench-repo';
const env = (event: string, payload: unknown, extra: Record<string, string> = {}) => {
  const files = { '/event.json': JSON.stringify(payload) };
  return {
    env: {
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: '/event.json',
      GITHUB_REPOSITORY: REPO,
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_RUN_ID: '123456789',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/bench.yml@refs/heads/main`,
      GITHUB_SERVER_URL: 'https://github.com',
      ...extra,
    },
    read: (p: string) => files[p as keyof typeof files],
  };
};

const repo = (full: string) => ({ full_name: full, default_branch: 'main' });

describe('readContext', () => {
  it('push: run, workflow file, branch, parent sha', () => {
    const { env: e, read } = env('push', { before: 'c'.repeat(40), after: 'a'.repeat(40), repository: repo(REPO) });
    expect(readContext(e, read)).toEqual({
      eventName: 'push',
      repository: REPO,
      owner: 'octo-org',
      repo: 'bench-repo',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      branch: 'main',
      runId: 123456789,
      runAttempt: 2,
      workflowFile: 'bench.yml',
      serverUrl: 'https://github.com',
      defaultBranch: 'main',
      push: { before: 'c'.repeat(40), after: 'a'.repeat(40) },
    });
  });

  it('a push that creates a branch has before = 40 zeros: no parent', () => {
    const { env: e, read } = env('push', { before: '0'.repeat(40), after: 'a'.repeat(40) });
    expect(readContext(e, read).push).toEqual({ before: undefined, after: 'a'.repeat(40) });
  });

  const pr = (headRepo: string | null) => ({
    pull_request: {
      number: 12,
      base: { sha: 'b'.repeat(40), ref: 'main', repo: repo(REPO) },
      head: { sha: 'd'.repeat(40), ref: 'feature', repo: headRepo === null ? null : repo(headRepo) },
    },
    repository: repo(REPO),
  });

  it('same-repo pull request', () => {
    const { env: e, read } = env('pull_request', pr(REPO), { GITHUB_REF: 'refs/pull/12/merge' });
    const ctx = readContext(e, read);
    expect(ctx.pullRequest).toEqual({ number: 12, baseSha: 'b'.repeat(40), baseRef: 'main', headSha: 'd'.repeat(40), headRef: 'feature', headRepo: REPO, fork: false });
    expect(ctx.branch).toBeUndefined();
  });

  it('fork pull request, and one whose fork was deleted (head.repo null), are forks', () => {
    const a = env('pull_request', pr('mallory/bench-repo'));
    expect(readContext(a.env, a.read).pullRequest).toMatchObject({ fork: true, headRepo: 'mallory/bench-repo' });
    const b = env('pull_request', pr(null));
    expect(readContext(b.env, b.read).pullRequest).toMatchObject({ fork: true, headRepo: null });
  });

  it('workflow_run: the triggering run (pull_requests is empty for forks)', () => {
    const { env: e, read } = env('workflow_run', {
      workflow_run: { id: 99, workflow_id: 7, head_sha: 'd'.repeat(40), head_branch: 'main', event: 'pull_request', conclusion: 'success', path: '.github/workflows/pr.yml', head_repository: { full_name: 'mallory/bench-repo' }, pull_requests: [] },
    });
    expect(readContext(e, read).workflowRun).toEqual({ id: 99, workflowId: 7, headSha: 'd'.repeat(40), headBranch: 'main', event: 'pull_request', conclusion: 'success', headRepo: 'mallory/bench-repo', pullRequests: [] });
  });

  it('a malformed payload names the file and the field', () => {
    const { env: e, read } = env('pull_request', { pull_request: { number: 'twelve' } });
    expect(() => readContext(e, read)).toThrow(ConfigError);
    expect(() => readContext(e, read)).toThrow(/^\/event\.json: pull_request\.number: expected /);
  });

  it('missing variables are named', () => {
    expect(() => readContext({ GITHUB_EVENT_NAME: 'push' }, () => '{}')).toThrow(/environment: GITHUB_REPOSITORY: expected/);
    expect(() => readContext({ ...env('push', {}).env, GITHUB_RUN_ID: 'abc' }, () => '{}')).toThrow(/GITHUB_RUN_ID: expected a run id/);
  });
});
