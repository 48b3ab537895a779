// `/benchgate` commands in PR comments (pure: text and payloads in, decisions out). The shell that
// reacts, checks the commenter's permission and dispatches the run lives elsewhere.
//
// Grammar (one command per line):
//   /benchgate run [SUITE | SHA]…   run all suites, or the named ones, on the PR head
//   /benchgate run --paired […]     the same, base and head side by side in alternating rounds
//   /benchgate help                 list the commands ("/benchgate" alone means help too)
// - The line must start with `/benchgate` (up to 3 leading spaces; 4 or a tab is an indented code block
//   in CommonMark, https://spec.commonmark.org/0.31.2/#indented-code-blocks), followed by whitespace or
//   the end of the line. `/benchgate` is case-sensitive, and so are the subcommands.
// - Lines inside fenced code blocks (``` or ~~~), inline code spans, block quotes (`> …`, which is what
//   GitHub's "Quote reply" produces) and HTML comments are text that mentions a command, not a command.
// - Arguments are split on whitespace; "double" or 'single' quotes keep a suite name with spaces.
// - An unquoted argument of 12–40 hex digits is a commit sha (7 could be brute-forced by pushing commits
//   until one matches the prefix a maintainer approved): `run <sha>` pins the run to that commit and
//   the shell must check that it is (a prefix of) the PR head sha. Suites and one sha may be combined in
//   any order (`/benchgate run abc1234 parser`); a suite whose name looks like hex must be quoted.
// - Several commands in one comment: all are returned in order; the handler runs only the first and
//   says that the rest were ignored (`selectCommand`), so one comment never starts several runs.

import { z } from 'zod';

export type BotCommand =
  | { kind: 'run'; suites: string[]; sha?: string; paired?: boolean; line: number }
  | { kind: 'help'; line: number }
  /** Not understood: the caller answers with the help text (and `reason` when there is one). */
  | { kind: 'unknown'; text: string; reason?: string; line: number };

const PREFIX = '/benchgate';
const SHA = /^[0-9a-fA-F]{12,40}$/;

/** Every `/benchgate` command in a comment body, in order. `line` is 1-based. */
export function parseCommands(body: string): BotCommand[] {
  const commands: BotCommand[] = [];
  for (const { text, line } of commandLines(body)) {
    const command = parseLine(text, line);
    if (command) commands.push(command);
  }
  return commands;
}

/** The command to act on: the first one; `ignored` counts the others (mention them in the reply). */
export function selectCommand(commands: BotCommand[]): { command?: BotCommand; ignored: number } {
  return { command: commands[0], ignored: Math.max(0, commands.length - 1) };
}

function parseLine(text: string, line: number): BotCommand | undefined {
  const trimmed = text.replace(/^ {0,3}/, '');
  if (!trimmed.startsWith(PREFIX)) return undefined;
  const rest = trimmed.slice(PREFIX.length);
  if (rest !== '' && !/^\s/.test(rest)) return undefined; // `/benchgateX`, `/benchgate-run`
  const tokens = tokenize(rest);
  const unknown = (reason?: string): BotCommand => ({ kind: 'unknown', text: trimmed.trim(), ...(reason ? { reason } : {}), line });
  if ('error' in tokens) return unknown(tokens.error);
  const [sub, ...args] = tokens.list;
  if (sub === undefined || (sub.value === 'help' && !sub.quoted)) {
    return args.length === 0 ? { kind: 'help', line } : unknown('help takes no arguments');
  }
  if (sub.value !== 'run' || sub.quoted) return unknown();
  const suites: string[] = [];
  const named = new Set<string>();
  let sha: string | undefined;
  let paired = false;
  for (const arg of args) {
    if (!arg.quoted && arg.value === '--paired') paired = true;
    else if (!arg.quoted && SHA.test(arg.value)) {
      if (sha !== undefined) return unknown('give at most one commit sha');
      sha = arg.value.toLowerCase();
    } else if (arg.value === '') return unknown('a suite name cannot be empty');
    else if (!arg.quoted && arg.value.startsWith('-')) return unknown(`unknown option "${arg.value}"`);
    else if (!named.has(arg.value)) {
      // A Set, not includes(): a comment can name thousands (it is read before the commenter's permission).
      named.add(arg.value);
      suites.push(arg.value);
    }
  }
  return { kind: 'run', suites, ...(sha !== undefined ? { sha } : {}), ...(paired ? { paired } : {}), line };
}

interface Token {
  value: string;
  quoted: boolean;
}

function tokenize(text: string): { list: Token[] } | { error: string } {
  const list: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i++;
      continue;
    }
    const quote = text[i] === '"' || text[i] === "'" ? text[i]! : undefined;
    if (quote !== undefined) {
      const end = text.indexOf(quote, i + 1);
      if (end < 0) return { error: `unclosed ${quote} quote` };
      list.push({ value: text.slice(i + 1, end), quoted: true });
      i = end + 1;
      if (i < text.length && !/\s/.test(text[i]!)) return { error: `expected a space after the closing ${quote}` };
      continue;
    }
    let end = i;
    while (end < text.length && !/\s/.test(text[end]!)) end++;
    list.push({ value: text.slice(i, end), quoted: false });
    i = end;
  }
  return { list };
}

/**
 * The lines of a comment that could hold a command: outside fenced code, indented code, block quotes,
 * HTML comments and inline code spans (which may cross lines inside one paragraph).
 */
function commandLines(body: string): { text: string; line: number }[] {
  const lines = body.split(/\r\n|\r|\n/);
  const out: { text: string; line: number }[] = [];
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  let paragraph: { text: string; line: number }[] = [];
  let previousBlank = true;
  const flush = (): void => {
    for (const kept of outsideCodeSpans(paragraph)) out.push(kept); // not push(...): a paragraph's lines are unbounded
    paragraph = [];
  };
  lines.forEach((text, index) => {
    const line = index + 1;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(text);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = undefined;
      return;
    }
    if (inComment) {
      if (text.includes('-->')) inComment = false;
      previousBlank = false;
      return;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(text);
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      flush();
      fence = { char: open[1]![0]!, length: open[1]!.length };
      return;
    }
    if (/^ {0,3}<!--/.test(text)) {
      flush();
      inComment = !text.slice(text.indexOf('<!--') + 4).includes('-->');
      return;
    }
    const blank = text.trim() === '';
    // Indented code only after a blank line (otherwise it continues a paragraph); never a command either way.
    if (blank || /^ {0,3}>/.test(text) || (previousBlank && /^( {4}|\t)/.test(text))) {
      flush();
      previousBlank = blank;
      return;
    }
    previousBlank = false;
    paragraph.push({ text, line });
  });
  flush();
  return out;
}

/** Drops the lines of a paragraph that start inside an inline code span (CommonMark 6.1: equal-length backtick runs). */
function outsideCodeSpans(paragraph: { text: string; line: number }[]): { text: string; line: number }[] {
  const joined = paragraph.map((p) => p.text).join('\n');
  const spans: [number, number][] = [];
  const runs = [...joined.matchAll(/`+/g)];
  // Each run's next run of the same length, found from the end in one pass: searching for it from every
  // opener was quadratic in the runs (a comment of backticks on 64 KiB of lines took over a second).
  const next: number[] = new Array<number>(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    next[r] = lastOfLength.get(runs[r]![0].length) ?? -1;
    lastOfLength.set(runs[r]![0].length, r);
  }
  for (let r = 0; r < runs.length; r++) {
    const closer = next[r]!;
    if (closer < 0) continue; // no closer: literal backticks
    spans.push([runs[r]!.index, runs[closer]!.index + runs[closer]![0].length]);
    r = closer;
  }
  // Spans and lines both run in order: one walk over each, not every span for every line.
  const kept: { text: string; line: number }[] = [];
  let offset = 0;
  let s = 0;
  for (const p of paragraph) {
    while (s < spans.length && spans[s]![1] <= offset) s++;
    if (!(s < spans.length && offset > spans[s]![0] && offset < spans[s]![1])) kept.push(p);
    offset += p.text.length + 1;
  }
  return kept;
}

// Only the fields of the issue_comment payload the decision needs.
// https://docs.github.com/en/webhooks/webhook-events-and-payloads#issue_comment
export const IssueCommentEvent = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int(),
    // Present (an object) only when the issue is a pull request.
    pull_request: z.object({}).passthrough().nullable().optional(),
  }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullable(),
    user: z.object({ login: z.string(), type: z.string() }),
    author_association: z.string(),
  }),
});
export type IssueCommentEvent = z.infer<typeof IssueCommentEvent>;

// A first filter only: the collaborator-permission API call decides. CONTRIBUTOR passes because
// private org members are reported as CONTRIBUTOR in Actions payloads (actions/github-script#365, #643).
const MAY_HAVE_WRITE = new Set(['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR']);

export type CommentDecision =
  /** Do nothing and say nothing. */
  | { action: 'ignore'; reason: string }
  /** Reply with the help text (help, or a command not understood); nothing runs. */
  | { action: 'help'; pr: number; commentId: number; author: string; command: BotCommand; ignored: number }
  /** Reply politely that only people with write access can run benchmarks; nothing runs. */
  | { action: 'deny'; pr: number; commentId: number; author: string; reason: string }
  /** Check the author's permission (write or admin), then run. */
  | { action: 'run'; pr: number; commentId: number; author: string; command: Extract<BotCommand, { kind: 'run' }>; ignored: number };

/** Whether an issue_comment event asks benchgate for something, before any API call. */
export function shouldHandle(payload: unknown): CommentDecision {
  const parsed = IssueCommentEvent.safeParse(payload);
  if (!parsed.success) return { action: 'ignore', reason: 'not an issue_comment payload' };
  const { action, issue, comment } = parsed.data;
  if (action !== 'created') return { action: 'ignore', reason: `comment ${action}, only new comments trigger` };
  if (!issue.pull_request) return { action: 'ignore', reason: `#${issue.number} is an issue, not a pull request` };
  const author = comment.user.login;
  if (comment.user.type === 'Bot' || author.endsWith('[bot]')) return { action: 'ignore', reason: `${author} is a bot` };
  const { command, ignored } = selectCommand(parseCommands(comment.body ?? ''));
  if (!command) return { action: 'ignore', reason: 'no /benchgate command' };
  const who = { pr: issue.number, commentId: comment.id, author };
  if (command.kind !== 'run') return { action: 'help', ...who, command, ignored };
  if (!MAY_HAVE_WRITE.has(comment.author_association)) {
    return { action: 'deny', ...who, reason: `author association ${comment.author_association}` };
  }
  return { action: 'run', ...who, command, ignored };
}

// GET /repos/{owner}/{repo}/collaborators/{username}/permission: `permission` is the legacy level
// (admin, write, read, none; maintain reports as write, triage as read).
// https://docs.github.com/en/rest/collaborators/collaborators#get-repository-permissions-for-a-user
const PermissionReply = z.object({ permission: z.string() });

/** Whether a collaborator-permission reply allows running: write or admin only. */
export function permissionAllows(reply: unknown): boolean {
  const parsed = PermissionReply.safeParse(reply);
  return parsed.success && (parsed.data.permission === 'write' || parsed.data.permission === 'admin');
}

/** Whether a sha given in `/benchgate run <sha>` names the PR head (a prefix of it, any case). */
export function shaMatchesHead(requested: string, headSha: string): boolean {
  return SHA.test(requested) && headSha.toLowerCase().startsWith(requested.toLowerCase());
}
