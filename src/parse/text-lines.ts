// Text helpers shared by the line-oriented adapters (go-bench, criterion, cargo-bench, divan).
// Captured output may carry ANSI colour codes and CRLF line endings; adapters match on clean lines.

// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks), as terminals and CI logs emit them.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

export function stripAnsi(text: string): string {
  // Most output has no escape at all: a scan for ESC is much cheaper than the regex over megabytes.
  return text.includes('\u001b') ? text.replace(ANSI, '') : text;
}

/**
 * The same characters in a string of their own. V8 keeps a substring of 13 characters or more as a view
 * into its parent, so one benchmark name sliced from an output would keep the whole output (megabytes)
 * alive for as long as the results live. Concatenation then slicing flattens into a fresh, small parent.
 */
export function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/** One line of clean text with its 1-based line number in the original file. */
export interface NumberedLine {
  text: string;
  line: number;
  /** screenLines only: the line was rewritten in place (it held a `\r` or a return to column 1 before its end). */
  redrawn?: boolean;
}

/** Whitespace other than space and tab that String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator). */
const OTHER_SPACE = /[\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Blank lines kept of a run of them: adapters tell one blank line from two (divan: a message, then the table's end), never more. */
const BLANK_RUN_KEPT = 2;

/**
 * ANSI stripped, split on `\n` / `\r\n` (a lone trailing `\r` is dropped too), numbered from 1. Of a run of blank
 * lines (whitespace at most, as `trim()` reads it) the first two stand for the run: 20 MB of newlines made 20 million line
 * objects (1.2 GB) before, and no adapter reads a third blank line differently from the second.
 */
export function numberedLines(text: string): NumberedLine[] {
  const clean = stripAnsi(text);
  const out: NumberedLine[] = [];
  let blanks = 0;
  for (let start = 0, line = 1; ; line++) {
    const nl = clean.indexOf('\n', start);
    const stop = nl < 0 ? clean.length : nl;
    let end = stop;
    // `\r\n` is the line break; one more `\r` before it, or one at the very end, is dropped as well.
    if (nl >= 0 && end > start && clean.charCodeAt(end - 1) === 0x0d) end--;
    if (end > start && clean.charCodeAt(end - 1) === 0x0d) end--;
    let k = start;
    while (k < end && (clean.charCodeAt(k) === 0x20 || clean.charCodeAt(k) === 0x09)) k++;
    // Blank as adapters' `trim() === ''` reads it: a flood of form feeds or no-break spaces is a flood too.
    blanks = k === end || (OTHER_SPACE.test(clean[k]!) && clean.slice(k, end).trim() === '') ? blanks + 1 : 0;
    if (blanks <= BLANK_RUN_KEPT) out.push({ text: clean.slice(start, end), line });
    if (nl < 0) return out;
    start = nl + 1;
  }
}

// Cursor Horizontal Absolute to column 1 (`ESC[G`, `ESC[1G`; 0 is read as 1): the line is redrawn from its start, as after `\r`.
// eslint-disable-next-line no-control-regex -- an escape sequence is a control character by definition
const TO_COLUMN_1 = /\u001b\[[01]?G/g;

/**
 * The lines as a terminal shows them: a progress line rewritten in place, with `\r` (pytest-benchmark ≤ 3.2's
 * `\rComputing stats ...`) or with the cursor sent to column 1 (picomatch 4.0.5's bench prints
 * `ESC[G  name x … (k runs sampled)` on every benchmark.js cycle and a newline only after the last), shows only
 * what it wrote after its last return. Numbered as numberedLines numbers them.
 */
export function screenLines(text: string): NumberedLine[] {
  const lines = numberedLines(text.includes('\u001b') ? text.replace(TO_COLUMN_1, '\r') : text);
  for (const l of lines) {
    const cr = l.text.lastIndexOf('\r');
    if (cr < 0) continue;
    l.text = l.text.slice(cr + 1);
    l.redrawn = true;
  }
  return lines;
}

/**
 * The lines a package manager printed at the start of a script's output, not the script: npm's and pnpm's
 * `> name@version script` and `> command` (`> bench:node` where the package has no name: honojs/hono's
 * benchmarks), yarn 1's `yarn run v1.22.22` and `$ command`, with the blank lines around them. How many of
 * `lines` they are; 0 where the output does not start with them.
 */
export function runnerBanner(lines: readonly string[]): number {
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const start = i;
  if (i < lines.length && /^yarn run v\d/.test(lines[i]!)) i++;
  while (i < lines.length && /^(?:> |\$ )\S/.test(lines[i]!)) i++;
  if (i === start) return 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  return i;
}

/** yarn 1's last line after a script (`Done in 3.21s.`). */
export const YARN_DONE = /^Done in [\d.]+m?s\.$/;

/** What `text.split(/\r?\n/)[0]` gives, without splitting the whole output for one line (error messages quote it). */
export function firstLine(text: string): string {
  const nl = text.indexOf('\n');
  if (nl < 0) return text;
  return text.slice(0, nl > 0 && text.charCodeAt(nl - 1) === 0x0d ? nl - 1 : nl);
}

/** The 1-based line of the character at `index`, counted without splitting the text (a JSON error's position). */
export function lineOfIndex(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

/** The last line of `numberedLines(text)` (empty when the text ends with a newline), found without splitting. */
export function lastLine(text: string): NumberedLine {
  const clean = stripAnsi(text);
  let count = 1;
  for (let i = clean.indexOf('\n'); i !== -1; i = clean.indexOf('\n', i + 1)) count++;
  const tail = clean.slice(clean.lastIndexOf('\n') + 1);
  return { text: tail.endsWith('\r') ? tail.slice(0, -1) : tail, line: count };
}

/**
 * The last line when the text does not end with a newline, else undefined. Every harness read here ends
 * each line it prints with one, so a non-blank last line without it was cut off mid-line (a killed run, a
 * log size limit, a full disk): adapters refuse it where it is a result row, which may have been cut in a
 * way that still parses (`1234.5 ns` → `1234.`, `B/op` → `B/o`).
 */
export function cutOffLastLine(lines: readonly NumberedLine[]): NumberedLine | undefined {
  const last = lines[lines.length - 1];
  return last !== undefined && last.text.trim() !== '' ? last : undefined;
}

/** The expectation adapters state for a row cut off mid-line (see cutOffLastLine). */
export const WHOLE_LAST_LINE = 'the line to end with a newline (the tool ends every line with one: the output was cut off mid-line)';

/**
 * The warning for a time a printout shows as zero (`0.000 ms`, GNU time's `0.00`): under the printout's
 * resolution, not a measured 0. The schema has no mark for "below", so the value stays 0, and the compare
 * calls any time of 0 inconclusive (compare/judge.ts). `exact`: the tool's output that has the real value.
 */
export function printedZeroWarning(at: string, benchmark: string, metric: string, printed: string, exact?: string): string {
  const better = exact === undefined ? '' : `; ${exact} has the exact value`;
  return `${at}: ${benchmark}: ${metric} printed as "${printed}", below the output's resolution: kept as 0, compared as inconclusive${better}`;
}
