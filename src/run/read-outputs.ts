// Reads a suite's output files after its command finished: files, directories (read recursively, e.g.
// `target/criterion`) and globs, all relative to the suite's cwd.
import { constants } from 'node:buffer';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { glob } from 'tinyglobby';
import type { SourceFile } from '../parse/adapter';
import { JsonBytesError, parseJsonBytes } from '../parse/json-bytes';
import { BenchgateError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { pushAll } from '../model/arrays';

/**
 * Over this, a file is not read as one string: a JSON document is decoded from its bytes member by member
 * (parse/json-bytes.ts: a pytest-benchmark file with every sample can be gigabytes), and only its head is
 * kept as text for detection. No file is skipped for its size.
 */
export const LARGE_FILE_BYTES = 256 * 1024 * 1024;
/** What detection sees of a large JSON file. */
const HEAD_BYTES = 1024 * 1024;

export interface ReadOutputsResult {
  /** Sorted by path; paths relative to cwd with `/` separators. */
  files: SourceFile[];
  /** Patterns that matched nothing. */
  missing: string[];
  /** Files passed over, with the reason (`x.bin: binary`), so the user learns why a file was not parsed. */
  skipped: string[];
}

export async function readOutputs(patterns: readonly string[], cwd: string): Promise<ReadOutputsResult> {
  const paths = new Set<string>();
  const missing: string[] = [];
  for (const pattern of patterns) {
    const found = await expandPattern(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const p of found) paths.add(p);
  }
  const files: SourceFile[] = [];
  const skipped: string[] = [];
  for (const path of [...paths].sort()) {
    const full = join(cwd, path);
    const bytes = await readFile(full);
    // A NUL byte means a binary file (an image, a compiled benchmark), never something an adapter reads.
    if (bytes.includes(0)) {
      skipped.push(`${path}: binary`);
      continue;
    }
    files.push(bytes.length > LARGE_FILE_BYTES ? largeFile(path, bytes) : { path, text: bytes.toString('utf8') });
  }
  return { files, missing, skipped };
}

/** A file too large to be one string: JSON decoded from its bytes; text as one string while it can be. */
function largeFile(path: string, bytes: Buffer): SourceFile {
  let first = 0;
  while (first < bytes.length && (bytes[first] === 0x20 || bytes[first] === 0x0a || bytes[first] === 0x0d || bytes[first] === 0x09 || bytes[first] === 0xef || bytes[first] === 0xbb || bytes[first] === 0xbf)) first++;
  const head = bytes.subarray(0, HEAD_BYTES).toString('utf8');
  if (bytes[first] === 0x7b || bytes[first] === 0x5b) {
    const depth = jsonTooDeep(head);
    if (depth) throw new BenchgateError(`${path}:${depth.line}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      return { path, text: head, json: parseJsonBytes(bytes) };
    } catch (err) {
      if (!(err instanceof JsonBytesError)) throw err;
      throw new BenchgateError(`${path}: not valid JSON at byte ${err.offset} of ${bytes.length} (${err.message})`);
    }
  }
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
