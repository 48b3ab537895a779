// Reads a suite's output files after its command finished: files, directories (read recursively, e.g.
// `target/criterion`) and globs, all relative to the suite's cwd.
import { constants } from 'node:buffer';
import { open, readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { glob } from 'tinyglobby';
import type { SourceFile } from '../parse/adapter';
import { BenchgateError } from '../model/errors';
import { pushAll } from '../model/arrays';
import { fileSource, textFileSource } from './file-source';

/**
 * Over this, a file is not read as one string: a JSON document stays in its file and is streamed when an
 * adapter parses it (parse/json-stream.ts: a pytest-benchmark file with every sample can be gigabytes),
 * and only its head is kept as text for detection. No file is skipped for its size.
 */
export const LARGE_FILE_BYTES = 256 * 1024 * 1024;
/** What detection sees of a large JSON file. */
const HEAD_BYTES = 1024 * 1024;

export interface ReadOptions {
  /** Files over this many bytes are large (LARGE_FILE_BYTES; tests make it small). */
  largeFileBytes?: number;
  /** The bytes a large JSON file is scanned in (parse/json-stream.ts DEFAULT_WINDOW; tests make it small). */
  jsonWindow?: number;
  /** Text over this many bytes is streamed line by line (default: what one string can hold; tests make it small). */
  textStreamBytes?: number;
  /** The bytes a streamed text file is read in (tests make it small). */
  textChunkBytes?: number;
  /**
   * outputStamps taken before the command ran: a file that is still exactly as it was (same inode, size
   * and modification time) was not written by this run, and is left out (listed in `stale`).
   */
  before?: ReadonlyMap<string, string>;
}

export interface ReadOutputsResult {
  /** Sorted by path; paths relative to cwd with `/` separators. */
  files: SourceFile[];
  /** Patterns that matched nothing. */
  missing: string[];
  /** Files passed over, with the reason (`x.bin: binary`), so the user learns why a file was not parsed. */
  skipped: string[];
  /** Files left out because the command did not write them (see ReadOptions.before). */
  stale: string[];
}

/**
 * Each file the patterns stand for now, with what tells a rewrite: inode, size and modification time (in
 * nanoseconds). Taken before a suite's command runs, so that a file left from an earlier run (the command
 * failed to write, or ran only some benchmarks of a `target/criterion` tree) is never read as this run's.
 */
export async function outputStamps(patterns: readonly string[], cwd: string): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  for (const pattern of patterns) {
    for (const path of await expandPattern(pattern, cwd)) {
      const s = await stamp(join(cwd, path));
      if (s !== undefined) stamps.set(path, s);
    }
  }
  return stamps;
}

async function stamp(full: string): Promise<string | undefined> {
  const info = await stat(full, { bigint: true }).catch(() => undefined);
  return info === undefined ? undefined : `${info.ino}:${info.size}:${info.mtimeNs}`;
}

export async function readOutputs(patterns: readonly string[], cwd: string, options: ReadOptions = {}): Promise<ReadOutputsResult> {
  const paths = new Set<string>();
  const missing: string[] = [];
  for (const pattern of patterns) {
    const found = await expandPattern(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const p of found) paths.add(p);
  }
  const files: SourceFile[] = [];
  const skipped: string[] = [];
  const stale: string[] = [];
  for (const path of [...paths].sort()) {
    const was = options.before?.get(path);
    if (was !== undefined && was === (await stamp(join(cwd, path)))) {
      stale.push(path);
      continue;
    }
    const file = await readSourceFile(join(cwd, path), path, options);
    if (file === 'binary') skipped.push(`${path}: binary`);
    else files.push(file);
  }
  return { files, missing, skipped, stale };
}

/**
 * One file as an adapter receives it, or `binary` (a NUL byte: an image, a compiled benchmark, never
 * something an adapter reads). `full`: where it is; `path`: the name the user knows it by.
 */
export async function readSourceFile(full: string, path: string, options: ReadOptions = {}): Promise<SourceFile | 'binary'> {
  const size = (await stat(full)).size;
  if (size <= (options.largeFileBytes ?? LARGE_FILE_BYTES)) {
    const raw = await readFile(full);
    const bytes = isGzip(raw) ? gunzipped(raw, path) : raw;
    return bytes.includes(0) ? 'binary' : { path, text: bytes.toString('utf8') };
  }
  const head = await readHead(full);
  if (isGzip(head)) {
    throw new BenchgateError(`${path}: ${size} bytes of gzip-compressed data, more than benchgate decompresses in memory (${options.largeFileBytes ?? LARGE_FILE_BYTES} bytes); decompress it first (gunzip), and the file is streamed`);
  }
  if (head.includes(0)) return 'binary';
  let first = 0;
  while (first < head.length && (head[first] === 0x20 || head[first] === 0x0a || head[first] === 0x0d || head[first] === 0x09 || head[first] === 0xef || head[first] === 0xbb || head[first] === 0xbf)) first++;
  // JSON stays in its file: the adapter streams it (a NUL byte further on is then a JSON error, with its offset).
  const lines = textFileSource(full, path, size, options.textChunkBytes);
  if (head[first] === 0x7b || head[first] === 0x5b) return { path, text: head.toString('utf8'), json: fileSource(full, path, size, options.jsonWindow), lines };
  // Text beyond one string stays in its file too: adapters that stream text read it line by line.
  if (size > (options.textStreamBytes ?? constants.MAX_STRING_LENGTH)) return { path, text: head.toString('utf8'), lines };
  return largeText(full, path);
}

/** gzip's magic bytes (RFC 1952): harnesses write compressed output on request (pyperf's `-o out.json.gz`). */
function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** A gzip file's bytes, decompressed up to what one string can hold; anything else is an error naming the file. */
function gunzipped(bytes: Buffer, path: string): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: constants.MAX_STRING_LENGTH });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
      throw new BenchgateError(`${path}: gzip-compressed, and decompresses to more than one string can hold in this Node.js (${constants.MAX_STRING_LENGTH} characters); decompress it first (gunzip), and the file is streamed`);
    }
    throw new BenchgateError(`${path}: starts like gzip-compressed data but does not decompress (${(err as Error).message}): a file cut off while it was written?`);
  }
}

async function readHead(full: string): Promise<Buffer> {
  const fh = await open(full, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** A large file that is not JSON: one string while it can be (the text adapters read strings). */
async function largeText(full: string, path: string): Promise<SourceFile | 'binary'> {
  const bytes = await readFile(full);
  if (bytes.includes(0)) return 'binary';
  if (bytes.length > constants.MAX_STRING_LENGTH) {
    throw new BenchgateError(
      `${path}: ${bytes.length} bytes of text, more than one string can hold in this Node.js (${constants.MAX_STRING_LENGTH} characters); split the output into several files (every file a suite names is read)`,
    );
  }
  return { path, text: bytes.toString('utf8') };
}

/** The files one pattern stands for, relative to cwd. An existing path is taken literally (names may hold `[`). */
async function expandPattern(pattern: string, cwd: string): Promise<string[]> {
  const literal = await stat(join(cwd, pattern)).catch(() => undefined);
  if (literal?.isFile()) return [toRelative(cwd, join(cwd, pattern))];
  if (literal?.isDirectory()) return walk(cwd, join(cwd, pattern));
  const matches = await glob(pattern, { cwd, onlyFiles: false, expandDirectories: false, dot: true });
  const out: string[] = [];
  for (const match of matches) {
    const full = join(cwd, match);
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) pushAll(out, await walk(cwd, full));
    else if (info?.isFile() && !isReportArtifact(match)) out.push(toRelative(cwd, full));
  }
  return out;
}

async function walk(cwd: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    const full = join(dir, entry.name);
    // Symlinked directories are not followed: a link back up the tree would never end.
    if (entry.isDirectory()) {
      if (entry.name !== 'report') pushAll(out, await walk(cwd, full));
    } else if (entry.isFile() && !isReportArtifact(entry.name)) {
      out.push(toRelative(cwd, full));
    } else if (entry.isSymbolicLink()) {
      const info = await stat(full).catch(() => undefined);
      if (info?.isFile() && !isReportArtifact(entry.name)) out.push(toRelative(cwd, full));
    }
  }
  return out;
}

/** Criterion writes HTML reports (`report/` folders, `*.svg` plots) next to its JSON: pages, not data. */
function isReportArtifact(path: string): boolean {
  return /\.(svg|html)$/i.test(path) || /(^|[\\/])report[\\/]/.test(path);
}

function toRelative(cwd: string, full: string): string {
  return relative(cwd, full).split(sep).join('/');
}
