// What a running command prints is echoed live to the job log (or the terminal), and only echoed: the
// capture beside it (stream-capture.ts) keeps every byte for the parser. A benchmark's output is hostile
// input to that log: 100 MB of blank lines made a log of 100 million empty lines, and mitata's one 22 MB
// JSON line one line the log viewer could not open. The echo keeps every line a reader would look at, cuts
// what no one reads, and says so on the spot.

export interface EchoLimits {
  /** Characters of one line echoed; the rest of the line is counted in a note at its end. */
  line: number;
  /** Blank lines of a run echoed (as `trim()` reads blank); the rest of the run is counted in one note. */
  blankRun: number;
  /** Characters echoed in all; past them the output is counted, and the count said at its end. */
  total: number;
}

export const DEFAULT_ECHO_LIMITS: EchoLimits = { line: 4_096, blankRun: 2, total: 8 * 1024 * 1024 };

const INK = /\S/;

/** The length of the empty line (`\n` or `\r\n`) at `i`, or 0. */
function emptyLineAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x0a) return 1;
  return c === 0x0d && text.charCodeAt(i + 1) === 0x0a ? 2 : 0;
}

/** `12,345`: counts in the notes read at a glance. */
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * One stream's echo, fed chunk by chunk as they arrive (a chunk ends anywhere, mid-line too): `push`
 * returns what to print now, `end` what is left to say when the stream closes. Output within the limits
 * passes through unchanged, and a line is printed as it comes, not held to its end (a harness's progress
 * line without a newline shows while it runs). Only leading whitespace waits, to tell a blank line.
 */
export class EchoLimiter {
  /** Characters of the current line printed, and not printed (past `limits.line`). */
  private printedOfLine = 0;
  private cut = 0;
  /** The current line has shown something other than whitespace. */
  private inked = false;
  /** Whitespace at the start of the current line, not printed until the line shows something else. */
  private held = '';
  /** Blank lines in the current run, printed or not. */
  private blanks = 0;
  private printed = 0;
  /** Past the total: characters not printed since. */
  private over = false;
  private unprinted = 0;

  constructor(private readonly limits: EchoLimits = DEFAULT_ECHO_LIMITS) {}

  push(text: string): string {
    if (this.over) {
      this.unprinted += text.length;
      return '';
    }
    let out = '';
    for (let start = 0; start < text.length; ) {
      if (!this.inked && this.held === '' && emptyLineAt(text, start) > 0) {
        // Empty lines (\n or \r\n) at a line's start, counted without a string each (a flood is millions of them).
        let k = start;
        let n = 0;
        for (let len = emptyLineAt(text, k); len > 0; len = emptyLineAt(text, k)) {
          if (this.blanks + n < this.limits.blankRun) out += text.slice(k, k + len);
          k += len;
          n++;
        }
        this.blanks += n;
        start = k;
        continue;
      }
      const nl = text.indexOf('\n', start);
      const end = nl < 0 ? text.length : nl;
      if (end > start) out += this.part(text.slice(start, end));
      if (nl < 0) break;
      out += this.endLine();
      start = nl + 1;
      if (this.printed + out.length > this.limits.total && start < text.length) return out + this.stop(text.length - start);
    }
    this.printed += out.length;
    return this.printed > this.limits.total ? out + this.stop(0) : out;
  }

  /** Past the total: nothing more is printed, `unprinted` characters of what came are counted. */
  private stop(unprinted: number): string {
    this.over = true;
    this.unprinted = unprinted;
    // Mid-line (a line printed as it came): the note on a line of its own.
    return `${this.inked ? '\n' : ''}[benchgate: more than ${count(this.limits.total)} characters of output; the rest is not echoed here (it is read whole)]\n`;
  }

  /** What the stream's end leaves to say: a run of blank lines not shown, a cut line, the total not echoed. */
  end(): string {
    if (this.over) return this.unprinted > 0 ? `[benchgate: ${count(this.unprinted)} more characters of output not echoed]\n` : '';
    // A last line without a newline: its note; or whitespace that never became a line, as it came.
    if (this.inked) return this.cut > 0 ? `${this.lineNote()}\n` : '';
    return (this.blanks > this.limits.blankRun ? this.blankNote() : '') + this.held;
  }

  /** A piece of the current line, before its newline or the chunk's end. */
  private part(piece: string): string {
    if (this.inked) return this.take(piece);
    const ink = piece.search(INK);
    if (ink < 0) {
      // Still blank: held, up to a line's worth (a line of a million spaces is a blank line all the same).
      const kept = piece.slice(0, Math.max(0, this.limits.line - this.held.length));
      this.held += kept;
      this.cut += piece.length - kept.length;
      return '';
    }
    // Not a blank line: the run before it ends here, with its note, and what the line held is printed first.
    this.inked = true;
    const note = this.blanks > this.limits.blankRun ? this.blankNote() : '';
    this.blanks = 0;
    const held = this.held;
    this.held = '';
    return note + this.take(held) + this.take(piece);
  }

  /** `piece` of the current line, up to the line's limit; the rest counted. */
  private take(piece: string): string {
    const room = this.limits.line - this.printedOfLine;
    if (piece.length <= room) {
      this.printedOfLine += piece.length;
      return piece;
    }
    this.cut += piece.length - room;
    this.printedOfLine = this.limits.line;
    return piece.slice(0, room);
  }

  private endLine(): string {
    let out: string;
    if (this.inked) out = `${this.lineNote()}\n`;
    else {
      // A blank line: the first of a run printed as they came, the rest counted.
      this.blanks++;
      out = this.blanks <= this.limits.blankRun ? `${this.held}\n` : '';
    }
    this.printedOfLine = 0;
    this.cut = 0;
    this.inked = false;
    this.held = '';
    return out;
  }

  private lineNote(): string {
    return this.cut > 0 ? ` … [benchgate: ${count(this.cut)} more characters of this line not echoed]` : '';
  }

  private blankNote(): string {
    const n = this.blanks - this.limits.blankRun;
    return `[benchgate: ${count(n)} more blank line${n === 1 ? '' : 's'} not echoed]\n`;
  }
}
