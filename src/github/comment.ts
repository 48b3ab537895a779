// The sticky PR comment: found again by a hidden marker AND our own authorship, updated in place,
// left alone when unchanged. https://docs.github.com/en/rest/issues/comments
import * as core from './workflow-commands';
import { GitHubError } from '../model/errors';
import type { GitHubClient } from './client';

/** GitHub rejects comment bodies longer than this (422 "Body is too long"). */
export const MAX_COMMENT_CHARS = 65_536;
/** The login GITHUB_TOKEN comments as. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export interface UpsertCommentOptions {
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  /** Distinguishes several benchgate jobs on one PR: `<!-- benchgate:<marker> -->`. */
  marker: string;
  /** Short body used when GitHub still says the body is too long (e.g. points to the job summary). */
  fallbackBody?: string;
  /** Our login, when known; otherwise GET /user, or github-actions[bot] for an installation token. */
  author?: string;
  /** Create a comment when none exists yet (false: only keep an existing one up to date). */
  create?: boolean;
}

export interface UpsertCommentResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
  url?: string;
  id?: number;
  /** True when the fallback body was posted instead of the report. */
  fallback: boolean;
}

export function commentMarker(marker: string): string {
  return `<!-- benchgate:${marker} -->`;
}

export async function upsertComment(octokit: GitHubClient, o: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const tag = commentMarker(o.marker);
  const withMarker = (text: string) => (text.includes(tag) ? text : `${tag}\n${text}`);
  const fallback = withMarker(o.fallbackBody ?? 'The benchmark report is too long for a comment; see the job summary of this run.');
  let body = withMarker(o.body);
  let usedFallback = false;
  if (body.length > MAX_COMMENT_CHARS) {
    core.warning(`The report has ${body.length} characters, over GitHub's ${MAX_COMMENT_CHARS}; posting a short comment that points to the job summary.`);
    body = fallback;
    usedFallback = true;
  }

  const author = o.author ?? (await authenticatedLogin(octokit));
  const existing = await findComment(octokit, o, tag, author);
  if (existing && normalise(existing.body ?? '') === normalise(body)) {
    return { action: 'unchanged', url: existing.html_url, id: Number(existing.id), fallback: usedFallback };
  }
  if (!existing && o.create === false) return { action: 'skipped', fallback: usedFallback };

  const write = async (text: string) => {
    if (existing) {
      const res = await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: Number(existing.id), body: text });
      return { action: 'updated' as const, url: res.data.html_url, id: Number(res.data.id) };
    }
    const res = await octokit.rest.issues.createComment({ owner: o.owner, repo: o.repo, issue_number: o.issueNumber, body: text });
    return { action: 'created' as const, url: res.data.html_url, id: Number(res.data.id) };
  };
  const operation = existing ? `update comment ${existing.id}` : `comment on #${o.issueNumber}`;
  try {
    return await oneComment(octokit, o, tag, author, { ...(await write(body)), fallback: usedFallback }, body);
  } catch (err) {
    if (!usedFallback && isBodyTooLong(err)) {
      core.warning(`GitHub refused the ${body.length}-character report as too long; posting a short comment that points to the job summary.`);
      try {
        return await oneComment(octokit, o, tag, author, { ...(await write(fallback)), fallback: true }, fallback);
      } catch (again) {
        throw asGitHubError(operation, again);
      }
    }
    throw asGitHubError(operation, err);
  }
}

type Comment = Awaited<ReturnType<GitHubClient['rest']['issues']['listComments']>>['data'][number];

/** Searches every page: on a busy PR our comment may be far from the first 30. */
async function findComment(octokit: GitHubClient, o: UpsertCommentOptions, tag: string, author: string): Promise<Comment | undefined> {
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner: o.owner,
      repo: o.repo,
      issue_number: o.issueNumber,
      per_page: 100,
    })) {
      // Someone else quoting the marker must never be edited: authorship decides, not text alone.
      const mine = page.data.find((c) => c.user?.login === author && (c.body ?? '').includes(tag));
      if (mine) return mine;
    }
    return undefined;
  } catch (err) {
    throw asGitHubError(`list comments of #${o.issueNumber}`, err);
  }
}

/**
 * After a create, one comment of ours with the marker must remain. A create cannot be conditional: two jobs
 * on one PR (a workflow_run report and a `/benchgate run` report) can both find none and both create, and a
 * create retried after a 502 may have succeeded the first time. The oldest is kept, written with this body
 * if it is another, and the others are deleted; two jobs doing this at once both keep the same one.
 */
async function oneComment(octokit: GitHubClient, o: UpsertCommentOptions, tag: string, author: string, done: UpsertCommentResult, text: string): Promise<UpsertCommentResult> {
  if (done.action !== 'created') return done;
  let ours: Comment[];
  try {
    ours = (await octokit.paginate(octokit.rest.issues.listComments, { owner: o.owner, repo: o.repo, issue_number: o.issueNumber, per_page: 100 })).filter(
      (c) => c.user?.login === author && (c.body ?? '').includes(tag),
    );
  } catch (err) {
    core.warning(`Could not check #${o.issueNumber} for a second benchgate comment: ${asGitHubError('list comments', err).message}`);
    return done;
  }
  if (ours.length <= 1) return done;
  ours.sort((a, b) => a.id - b.id);
  const keep = ours[0]!;
  for (const extra of ours.slice(1)) {
    try {
      await octokit.rest.issues.deleteComment({ owner: o.owner, repo: o.repo, comment_id: extra.id });
    } catch (err) {
      core.warning(`Could not delete the duplicate benchgate comment ${extra.id}: ${asGitHubError('delete comment', err).message}`);
    }
  }
  core.info(`Kept one benchgate comment on #${o.issueNumber} (${keep.id}); deleted ${ours.length - 1} duplicate(s) another job or a retried request had posted.`);
  if (keep.id === done.id) return done;
  if (normalise(keep.body ?? '') !== normalise(text)) await octokit.rest.issues.updateComment({ owner: o.owner, repo: o.repo, comment_id: keep.id, body: text });
  return { action: 'updated', url: keep.html_url, id: keep.id, fallback: done.fallback };
}

const loginCache = new WeakMap<GitHubClient, string>();

/**
 * Whose comments and issues are ours. GET /user works for personal tokens; an installation token answers
 * 403, and GraphQL's `viewer` names it: `github-actions[bot]` for GITHUB_TOKEN, `<app-slug>[bot]` for a
 * GitHub App's token. Taking every 403 for the Actions bot, an App's own comment was never found again, and
 * every run posted a new one (every night a new tracking issue). Only when both fail is it the Actions bot.
 */
export async function authenticatedLogin(octokit: GitHubClient): Promise<string> {
  const cached = loginCache.get(octokit);
  if (cached) return cached;
  let login = ACTIONS_BOT_LOGIN;
  try {
    login = (await octokit.rest.users.getAuthenticated()).data.login;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status !== 403 && status !== 401) throw asGitHubError('GET /user', err);
    try {
      const viewer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
      if (typeof viewer.viewer?.login === 'string' && viewer.viewer.login !== '') login = viewer.viewer.login;
    } catch {
      core.debug(`GraphQL viewer not available to this token: taking it for ${ACTIONS_BOT_LOGIN}`);
    }
  }
  loginCache.set(octokit, login);
  return login;
}

function normalise(text: string): string {
  return text.replace(/\r\n/g, '\n').trimEnd();
}

export function isBodyTooLong(err: unknown): boolean {
  const e = err as { status?: number; message?: string; response?: { data?: unknown } };
  return e?.status === 422 && /body is too long/i.test(`${e.message ?? ''} ${JSON.stringify(e.response?.data ?? '')}`);
}

export function asGitHubError(operation: string, err: unknown): Error {
  if (err instanceof GitHubError) return err;
  const e = err as { status?: number; message?: string };
  return new GitHubError(operation, typeof e?.status === 'number' ? e.status : undefined, e?.message ?? String(err), { cause: err });
}
