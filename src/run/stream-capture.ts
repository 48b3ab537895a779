// A child's stdout or stderr, kept whole at any size: in memory while it is small, in a temporary file once
// it outgrows `spillBytes`. Held in memory, 600 MB of output became one Buffer whose toString threw
// "Cannot create a string longer than 0x1fffffe8 characters" from an event handler: the whole run died and
// every suite's results with it. The files are removed when the process exits.
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a spilled stream keeps in memory for messages (a failed command's last lines). */
const TAIL_BYTES = 64 * 1024;

export interface CapturedStream {
  /** The whole stream as text; once it spilled, its last lines (at most 64 KiB). */
  text: string;
  /** Where the whole stream is, once it outgrew memory. */
  file?: string;
  /** Why the stream could not be kept whole (a full disk): its output is incomplete. */
  error?: string;
}

let spillDir: string | undefined;

function spillFile(name: string): string {
  if (spillDir === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-output-'));
    spillDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return join(spillDir, `${name}-${process.hrtime.bigint()}.txt`);
}

export class StreamCapture {
  private chunks: Buffer[] = [];
  /** Bytes in `chunks`: the whole stream before the spill, the tail after it. */
  private held = 0;
  private fd: number | undefined;
  private file: string | undefined;
  private error: string | undefined;

  constructor(
    private readonly name: 'stdout' | 'stderr',
    private readonly spillBytes: number,
  ) {}

  add(chunk: Buffer): void {
    if (this.error !== undefined) return;
    if (this.fd === undefined && this.held + chunk.length > this.spillBytes) this.spill();
    if (this.fd !== undefined && !this.write(chunk)) return;
    this.chunks.push(chunk);
    this.held += chunk.length;
    if (this.fd !== undefined) this.trimToTail();
  }

  finish(): CapturedStream {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    if (this.file === undefined && this.error === undefined) return { text: bytes.toString('utf8') };
    // The tail from its first whole line: a cut inside a line (or a UTF-8 sequence) would be garbage.
    const start = bytes.indexOf(0x0a) + 1;
    const tail = bytes.subarray(start > 0 && start < bytes.length ? start : 0).toString('utf8');
    return { text: tail, ...(this.file !== undefined ? { file: this.file } : {}), ...(this.error !== undefined ? { error: this.error } : {}) };
  }

  private spill(): void {
    try {
      this.file = spillFile(this.name);
      this.fd = openSync(this.file, 'w');
    } catch (err) {
      this.fail(`could not open a temporary file for its ${this.name} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      return;
    }
    for (const held of this.chunks) if (!this.write(held)) return;
    this.trimToTail();
  }

  private write(chunk: Buffer): boolean {
    try {
      for (let at = 0; at < chunk.length; ) at += writeSync(this.fd!, chunk, at, chunk.length - at);
      return true;
    } catch (err) {
      this.fail(`could not write its ${this.name} to ${this.file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      return false;
    }
  }

  private fail(why: string): void {
    this.error = `${why}: its output is incomplete`;
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.trimToTail();
  }

  /** Keeps the fewest last chunks that hold TAIL_BYTES, dropped in one splice (thousands are held at the spill). */
  private trimToTail(): void {
    let keep = this.chunks.length;
    let bytes = 0;
    while (keep > 0 && bytes < TAIL_BYTES) bytes += this.chunks[--keep]!.length;
    if (keep === 0) return;
    this.chunks.splice(0, keep);
    this.held = bytes;
  }
}
