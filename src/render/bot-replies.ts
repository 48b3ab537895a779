// The bot's replies to `/benchgate` comments (pure). Polite, short, and never echoing the commenter's
// text as markdown: names go into code spans (inert), other text through escapeMarkdown.
import { escapeMarkdown, showInvisible } from './escape';

const short = (sha: string): string => sha.slice(0, 7);
/** A code span (where markdown, HTML and @mentions are inert); backticks and line breaks cannot end it early. A name in it: one line, control and invisible characters shown (showInvisible), cut at 100 characters with "…" said. */
const code = (text: string): string => {
  const one = showInvisible(text.replace(/`/g, "'").replace(/\s+/g, ' '));
  const chars = [...one];
  return `\`${chars.length > 100 ? `${chars.slice(0, 100).join('')}…` : one}\``;
};
/** Logins are [A-Za-z0-9-] (plus `[bot]`); anything else is dropped rather than trusted. */
const mention = (login: string): string => `@${login.replace(/[^A-Za-z0-9-]/g, '')}`;

/** The commenter's text echoed in a reply: at most REASON_CHARS characters of it, and the cut said. */
const REASON_CHARS = 200;
function clip(text: string): string {
  const chars = Array.from(text);
  return chars.length <= REASON_CHARS ? text : `${chars.slice(0, REASON_CHARS).join('')}… (${chars.length - REASON_CHARS} more characters not shown)`;
}

function ignoredNote(ignored: number): string[] {
  if (ignored === 0) return [];
  return ['', `(This comment holds ${ignored + 1} commands; only the first one was handled. Please send one command per comment.)`];
}

/** The reply to `/benchgate help` and to anything not understood. */
export function helpText(reason?: string): string {
  return [
    // The reason can quote the commenter's text: escaped, so it cannot ping or format.
    // Cut first: escaping can make it several times longer, and anyone may comment (a 9,000-character
    // option grew a 40,000-character reply, and from about 15,000 the reply passed GitHub's 65,536 limit).
    ...(reason ? [`Sorry, I did not understand that: ${escapeMarkdown(clip(reason))}.`, ''] : []),
    '**benchgate commands** (on a pull request, from people with write access):',
    '',
    '| command | what it does |',
    '|---|---|',
    '| `/benchgate run` | run every suite on the PR head and update the report comment |',
    '| `/benchgate run SUITE…` | run only these suites (quote names with spaces: `/benchgate run "my suite"`) |',
    '| `/benchgate run SHA` | run only if SHA (12–40 hex digits) is the PR head, so a later push cannot change what runs (needed on pull requests from forks) |',
    '| `/benchgate run --paired [SUITE…]` | run base and head side by side in alternating rounds (for noisy machines) |',
    '| `/benchgate help` | show this list |',
    '',
    'Write the command at the start of a line; commands in code blocks or quotes are ignored, ' +
      'as are edited comments. One command per comment: only the first is run.',
  ].join('\n');
}

export function renderHelpReply(author: string, reason: string | undefined, ignored: number): string {
  return [`${mention(author)} ${reason ? '' : 'here is what I can do.'}`.trimEnd(), '', helpText(reason), ...ignoredNote(ignored)].join('\n');
}

/** `permission` is the collaborator-permission level, or undefined when only the author association was known. */
export function renderDenyReply(author: string, permission?: string): string {
  const why = permission ? ` (your access here is ${code(permission)})` : '';
  return [
    `Thanks for your interest, ${mention(author)}! Only people with write access to this repository can start benchmark runs${why}, so nothing was run.`,
    '',
    'A maintainer can start one by commenting `/benchgate run` on this pull request.',
  ].join('\n');
}

export function renderStaleShaReply(author: string, requested: string, head: string): string {
  return [
    `${mention(author)} ${code(requested)} is not the head of this pull request (the head is now \`${short(head)}\`), so nothing was run.`,
    '',
    'Comment `/benchgate run` to benchmark the current head, or `/benchgate run <sha>` with the head sha to pin it.',
  ].join('\n');
}

export function renderNotOpenReply(author: string, state: string): string {
  return `${mention(author)} this pull request is ${escapeMarkdown(state)}, so nothing was run.`;
}

export function renderUnknownSuitesReply(author: string, unknown: readonly string[], available: readonly string[]): string {
  // At most 20 names a list, the rest counted: a comment naming thousands must still get a reply GitHub accepts.
  const list = (names: readonly string[]) => names.slice(0, 20).map(code).join(', ') + (names.length > 20 ? ` and ${names.length - 20} more` : '');
  return [
    `${mention(author)} there is no suite named ${list(unknown)}, so nothing was run.`,
    '',
    `The suites in the configuration are: ${available.length ? list(available) : '(none)'}. Names must match exactly (quote names with spaces).`,
  ].join('\n');
}

/** Report job: the PR moved on while the benchmarks ran; the sticky comment is not touched. */
export function renderHeadMovedReply(ranSha: string, headSha: string, runUrl: string): string {
  return [
    `The benchmarks asked for by \`/benchgate run\` ran on \`${short(ranSha)}\`, but the head of this pull request has since moved to \`${short(headSha)}\`.`,
    `So that they are not mistaken for results of the new head, the report comment was not updated; the report for \`${short(ranSha)}\` is in [the job summary](${runUrl}).`,
    '',
    'Comment `/benchgate run` again to benchmark the new head.',
  ].join('\n');
}

/** Report job: the run job left no results (it failed before uploading, or was cancelled). */
export function renderNoResultsReply(sha: string, runUrl: string): string {
  return `The benchmark run for \`${short(sha)}\` uploaded no results (it may have failed before the benchmarks ran): see [the run](${runUrl}).`;
}

/**
 * A pull request from a fork: its code never runs in this repository's scope (a comment command runs with
 * the default branch's permissions and caches). With the head sha in the command, its own benchmark run
 * (a `pull_request` run, with the fork's read-only token) was re-run instead: `rerun` links it.
 */
/** A same-repository PR's command whose benchmark workflow could not be started on its branch. */
export function renderDispatchFailedReply(author: string, workflow: string, branch: string, status: number | undefined, message: string): string {
  const cause =
    status === 422
      ? `its ${code(workflow)} has no \`workflow_dispatch\` trigger on that branch yet (merge the default branch into it, or copy the current workflows/pull-request.yml)`
      : status === 403
        ? 'the command job may not start workflows (it needs `actions: write`)'
        : status === 404
          ? `GitHub found no workflow ${code(workflow)} there (the input pr-workflow names it)`
          : `GitHub answered: ${escapeMarkdown(clip(message))}`;
  return [
    `${mention(author)} nothing was run: the benchmarks of a pull request run in its own workflow on its branch ${code(branch)}, never in this comment's (which has the default branch's permissions and caches), and ${cause}.`,
  ].join('\n');
}

export function renderForkReply(author: string, head: string, rerun: { url: string } | undefined, why?: string): string {
  if (rerun) {
    return [
      `${mention(author)} this pull request comes from a fork, so its code does not run here; I re-ran its own benchmark workflow for \`${short(head)}\` instead: ${rerun.url}`,
      '',
      'The report comment is updated when that run finishes.',
    ].join('\n');
  }
  return [
    `${mention(author)} this pull request comes from a fork, so its code never runs in this repository's scope (comment commands run with the default branch's permissions and caches), and nothing was run${why ? ` (${escapeMarkdown(why)})` : ''}.`,
    '',
    `Its benchmarks run in its own pull-request workflow on every push. To run them again for the current head, comment exactly:`,
    '',
    `\`/benchgate run ${head}\``,
    '',
    'and the pull request\'s own benchmark run for that commit is re-run (the command job needs `actions: write`). A push after your comment is never run on its behalf.',
  ].join('\n');
}
