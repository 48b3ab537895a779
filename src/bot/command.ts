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
// - So is an unprefixed line that continues a quoted paragraph, as GitHub renders it inside the quote
//   (https://spec.commonmark.org/0.31.2/#paragraph-continuation-text): `> thanks\n/benchgate run` is all quote.
//   A blank line, a blank `>` line, or a line that starts another block (fence, heading, thematic break,
//   list item, HTML comment) ends the quote; after a quoted fence or heading the next line is outside it.
// - Quotes and list items nest (https://spec.commonmark.org/0.31.2/#container-blocks): a fence opened on a
//   list item's line (- ``` or 1. ~~~) holds the lines indented to the item's content, until its closing
//   fence or a non-blank line indented less. An item's own paragraphs are plain text (CommonMark 5.2): `/benchgate run`
//   on the line after `- item`, indented (up to 3 spaces) or not, is a command. Nesting deeper than 32 is
//   not followed: its text is a mention.
// - An HTML comment cut short (its quote or list item ends before `-->`, or `<!-- a --> <!--`) stays open in
//   the page, which hides what follows: no command until a `-->` in an HTML block closes it.
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
 * Nesting (block quotes and list items) followed this deep. cmark-gfm has no limit, but no real comment comes
 * near it, and the cap bounds each line's work: text nested deeper is taken as a mention, like a quote's.
 */
const MAX_DEPTH = 32;

type Container = { kind: 'quote' } | { kind: 'item'; width: number; empty: boolean };
type Leaf =
  | { kind: 'none' }
  /** `mention`: none of its lines is a command (inside a quote, inside an open HTML comment, nested too deep). */
  | { kind: 'paragraph'; mention: boolean }
  | { kind: 'fence'; char: string; length: number }
  | { kind: 'indented' }
  /** An HTML block that starts with `<!--` (type 2): it ends at the line holding `-->`. */
  | { kind: 'comment' };

const NO_LEAF: Leaf = { kind: 'none' };
// Sticky: tried at a position of the line, after its containers' markers. `s`: only CR and LF end a line.
const ATX_HEADING = /#{1,6}(?:[ \t]|$)/y;
const FENCE_OPEN = /(`{3,}|~{3,})(.*)$/ys;
const FENCE_CLOSE = / {0,3}(`{3,}|~{3,})[ \t]*$/y;
const SETEXT_UNDERLINE = /(?:=+|-+)[ \t]*$/y;
const THEMATIC_BREAK = /(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/y;
const LIST_MARKER = /(?:[-+*]|(\d{1,9})[.)])( *)/y;

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Tabs as spaces to the next multiple of 4 columns, as CommonMark reads them for block structure (2.2). */
function expandTabs(text: string): string {
  const parts = text.split('\t');
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i++) out += ' '.repeat(4 - (out.length % 4)) + parts[i]!;
  return out;
}

function skipSpaces(text: string, at: number): number {
  while (text.charCodeAt(at) === 32) at++;
  return at;
}

/** Whether an HTML comment is open in the page after raw HTML `text` (from `at`), given whether one was before. */
function commentOpenAfter(text: string, at: number, open: boolean): boolean {
  for (;;) {
    const next = text.indexOf(open ? '-->' : '<!--', at);
    if (next < 0) return open;
    at = next + (open ? 3 : 4);
    open = !open;
  }
}

/**
 * The lines of a comment that could hold a command: the lines of paragraphs outside block quotes and HTML
 * comments, less those that start inside an inline code span or HTML comment (which may cross lines).
 * A line-by-line reading of CommonMark's block structure (https://spec.commonmark.org/0.31.2/#appendix-a-parsing-strategy)
 * that keeps only what decides that: block quotes and list items (the containers), fenced and indented
 * code, HTML comments, paragraphs and what ends them (headings, thematic breaks). Other HTML blocks and
 * tables are read as paragraphs.
 */
function commandLines(body: string): { text: string; line: number }[] {
  const lines = body.split(/\r\n|\r|\n/);
  const out: { text: string; line: number }[] = [];
  const containers: Container[] = [];
  let leaf: Leaf = NO_LEAF;
  // Whether the page is inside an HTML comment: a `<!--` block cut short by the end of its container (or
  // `<!-- a --> <!--`) leaves one open in the raw HTML, and the browser hides all that follows until a raw `-->`.
  let pageComment = false;
  let paragraph: { text: string; line: number }[] = [];
  const endLeaf = (): void => {
    if (leaf.kind === 'paragraph' && !leaf.mention) {
      for (const kept of outsideInlineSpans(paragraph)) out.push(kept); // not push(...): a paragraph's lines are unbounded
    }
    paragraph = [];
    leaf = NO_LEAF;
  };
  /** A block goes into the innermost container: an item that was empty no longer is. */
  const filled = (): void => {
    const top = containers[containers.length - 1];
    if (top?.kind === 'item') top.empty = false;
  };
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    const line = index + 1;
    // Only spaces and tabs are blank (a no-break space is text); `at >= s.length`: nothing more on the line.
    const s = text.includes('\t') ? expandTabs(text) : text;
    // 1. The open containers the line goes on with: `>` for a quote, the item's indentation for a list item.
    let pos = 0;
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const container = containers[matched]!;
      const at = skipSpaces(s, pos);
      if (container.kind === 'quote') {
        if (at - pos > 3 || s[at] !== '>') break;
        pos = s[at + 1] === ' ' ? at + 2 : at + 1;
      } else if (at >= s.length) {
        if (container.empty) break; // an item can begin with at most one blank line
      } else if (at - pos >= container.width) pos += container.width;
      else break;
    }
    const all = matched === containers.length;
    // 2. An open fence, HTML comment or indented code takes the line if it goes on with all their containers.
    if (all && leaf.kind === 'fence') {
      const close = matchAt(FENCE_CLOSE, s, pos);
      if (close && close[1]![0] === leaf.char && close[1]!.length >= leaf.length) leaf = NO_LEAF;
      continue;
    }
    if (all && leaf.kind === 'comment') {
      pageComment = commentOpenAfter(s, pos, pageComment);
      if (s.includes('-->', pos)) leaf = NO_LEAF;
      continue;
    }
    if (all && leaf.kind === 'indented' && (skipSpaces(s, pos) >= s.length || skipSpaces(s, pos) - pos >= 4)) continue;
    // 3. New blocks. The first one closes the containers the line did not go on with, and the open leaf.
    const inParagraph = leaf.kind === 'paragraph';
    let started = false;
    const start = (): void => {
      if (started) return;
      started = true;
      containers.length = matched;
      endLeaf();
    };
    let at = skipSpaces(s, pos);
    let done = false; // the line is a block of its own (fence, HTML comment, heading, thematic break)
    while (at - pos < 4 && at < s.length) {
      // A list item, or a setext underline, interrupts a paragraph of the same containers only in some forms.
      const interrupting = inParagraph && all && !started;
      const fence = matchAt(FENCE_OPEN, s, at);
      if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
        start();
        filled();
        leaf = { kind: 'fence', char: fence[1]![0]!, length: fence[1]!.length };
        done = true;
      } else if (s.startsWith('<!--', at)) {
        start();
        filled();
        pageComment = commentOpenAfter(s, at, pageComment);
        if (!s.includes('-->', at + 4)) leaf = { kind: 'comment' };
        done = true;
      } else if (interrupting && matchAt(SETEXT_UNDERLINE, s, at)) {
        start(); // the paragraph was a heading
        done = true;
      } else if (matchAt(ATX_HEADING, s, at) || matchAt(THEMATIC_BREAK, s, at)) {
        start();
        filled();
        done = true;
      }
      if (done) break;
      let next: number;
      let container: Container;
      if (s[at] === '>') {
        container = { kind: 'quote' };
        next = s[at + 1] === ' ' ? at + 2 : at + 1;
      } else {
        const marker = matchAt(LIST_MARKER, s, at);
        if (!marker) break;
        const end = at + marker[0].length;
        const spaces = marker[2]!.length;
        const empty = end >= s.length;
        if (spaces === 0 && !empty) break; // `-x`, `1.5`
        // Interrupting a paragraph, an item must hold text, and an ordered one must start at 1 (5.2).
        if (interrupting && (empty || (marker[1] !== undefined && Number(marker[1]) !== 1))) break;
        // 5+ spaces: the item starts with indented code, its content column one space after the marker.
        next = empty || spaces >= 5 ? end - spaces + 1 : end;
        container = { kind: 'item', width: next - pos, empty };
      }
      start();
      filled();
      if (containers.length >= MAX_DEPTH) {
        leaf = { kind: 'paragraph', mention: true };
        done = true;
        break;
      }
      containers.push(container);
      pos = next;
      at = skipSpaces(s, pos);
    }
    if (done) continue;
    if (at >= s.length) {
      start(); // a blank line, or a container marker with nothing after it
      continue;
    }
    if (inParagraph && !started) {
      // Paragraph continuation text; lazy when the line did not go on with all the containers (5.1, 5.2).
      if (leaf.kind === 'paragraph' && !leaf.mention) paragraph.push({ text, line });
      continue;
    }
    start();
    filled();
    if (at - pos >= 4) leaf = { kind: 'indented' };
    else {
      leaf = { kind: 'paragraph', mention: pageComment || containers.some((c) => c.kind === 'quote') };
      if (!leaf.mention) paragraph.push({ text, line });
    }
  }
  endLeaf();
  return out;
}

/**
 * Drops the lines of a paragraph that start inside an inline code span (CommonMark 6.1: equal-length backtick
 * runs; a backslash-escaped backtick opens none) or an inline HTML comment (6.6: `<!--` to the next `-->`),
 * read left to right as CommonMark does: a code span hides a `<!--`, a comment hides backticks. A renderer
 * with the stricter comments of CommonMark before 0.31 (no `--` inside) leaves such a `<!--` as text and pairs
 * the backticks after it: a line is kept only if neither reading hides it.
 */
function outsideInlineSpans(paragraph: { text: string; line: number }[]): { text: string; line: number }[] {
  const joined = paragraph.map((p) => p.text).join('\n');
  const runs = [...joined.matchAll(/`+/g)];
  // Each run's next run of the same length, and of one less (for a run whose first backtick is escaped), found
  // from the end in one pass: searching from every opener was quadratic in the runs (a comment of backticks
  // on 64 KiB of lines took over a second).
  const next: number[] = new Array<number>(runs.length).fill(-1);
  const nextShorter: number[] = new Array<number>(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const length = runs[r]![0].length;
    next[r] = lastOfLength.get(length) ?? -1;
    nextShorter[r] = lastOfLength.get(length - 1) ?? -1;
    lastOfLength.set(length, r);
  }
  const runEnd = (r: number): number => runs[r]!.index + runs[r]![0].length;
  const spansOf = (comments: boolean): [number, number][] => {
    const spans: [number, number][] = [];
    // An escaped backslash, backtick or `<`; a backtick run; a comment opener.
    const token = comments ? /\\[\\`<]|`+|<!--/g : /\\[\\`]|`+/g;
    let r = 0; // the run the scan is in or before
    let closeAt = -2; // the first `-->` after the last search's start; -1: none; -2: no search yet
    for (let m = token.exec(joined); m; m = token.exec(joined)) {
      const at = m.index;
      if (m[0][0] === '\\') continue; // an escaped backtick is text; the rest of its run comes next, shorter
      if (m[0][0] === '`') {
        while (runEnd(r) <= at) r++;
        const closer = runs[r]!.index === at ? next[r]! : nextShorter[r]!;
        if (closer < 0) continue; // no closer: literal backticks
        spans.push([at, runEnd(closer)]);
        token.lastIndex = runEnd(closer);
        continue;
      }
      // `<!-->` and `<!--->` are whole comments. Each search starts past the last comment: it scans new text.
      if (closeAt === -2 || (closeAt >= 0 && closeAt < at + 2)) closeAt = joined.indexOf('-->', at + 2);
      if (closeAt < 0) continue; // no `-->` after it: literal text
      spans.push([at, closeAt + 3]);
      token.lastIndex = closeAt + 3;
    }
    return spans;
  };
  // Spans and lines both run in order: one walk over each, not every span for every line.
  const readings = (joined.includes('<!--') ? [spansOf(true), spansOf(false)] : [spansOf(false)]).map((spans) => ({ spans, s: 0 }));
  const kept: { text: string; line: number }[] = [];
  let offset = 0;
  for (const p of paragraph) {
    const hidden = readings.some((reading) => {
      const { spans } = reading;
      while (reading.s < spans.length && spans[reading.s]![1] <= offset) reading.s++;
      return reading.s < spans.length && offset > spans[reading.s]![0] && offset < spans[reading.s]![1];
    });
    if (!hidden) kept.push(p);
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

// The collaborator-permission API call decides, for every association but a mannequin (a placeholder of an
// imported account, which holds no access): payloads report an org member whose membership is private as
// CONTRIBUTOR, or as NONE when they have no commits here (actions/github-script#365, #643; rust-lang/triagebot#2114),
// and such a member with write access through a team was refused without being looked up.
const NEVER_WRITE = new Set(['MANNEQUIN']);

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
  if (NEVER_WRITE.has(comment.author_association)) {
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
