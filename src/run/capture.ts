// Captured raw outputs: `benchgate run --capture DIR` keeps what every suite printed and wrote, byte for
// byte, and `benchgate report --head DIR` parses them again later — so a report can be re-rendered from
// the raw outputs (the examples' golden reports are checked this way) without running anything.
//
// Layout: DIR/<suite>/capture.json lists the files; each file sits next to it under its own path
// (`stdout.txt`, `target/criterion/…`, `timings.json`). A suite with `repeat` keeps its second and later
// runs in DIR/<suite>/repeat-<k>/, laid out the same way (captured files live under files/, so no clash).
import { access, mkdir, open, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { z } from 'zod';
import { BenchgateError } from '../model/errors';
import type { SourceFile, TextSource } from '../parse/adapter';
import type { ByteSource } from '../parse/json-stream';
import { LARGE_FILE_BYTES, readSourceFile, type ReadOptions } from './read-outputs';

export const CAPTURE_SCHEMA_ID = 'benchgate/capture@1';

const CaptureManifest = z.object({
  schema: z.literal(CAPTURE_SCHEMA_ID),
  suite: z.string(),
  harness: z.string().optional(),
  durationMs: z.number().optional(),
  exitCode: z.number().nullable().optional(),
  failure: z.string().optional(),
  /** `path` as the adapter saw it; `file` where it is stored, relative to the suite folder. */
  files: z.array(z.object({ path: z.string(), file: z.string() })),
});
export type CaptureManifest = z.infer<typeof CaptureManifest>;

export interface CapturedSuite {
  harness?: string;
  durationMs: number;
  exitCode?: number | null;
  failure?: string;
  files: SourceFile[];
}

/** A safe relative file name for a captured path: `stdout of go` → `stdout.txt`, others kept under their path. */
function storedName(path: string): string {
  const m = /^(stdout|stderr|timings|sizes) of /.exec(path);
  if (m) return `${m[1]}${m[1] === 'timings' || m[1] === 'sizes' ? '.json' : '.txt'}`;
  const clean = normalize(path).replace(/^(\.\.(\/|\\|$))+/, '').replace(/^[/\\]+/, '');
  return join('files', clean);
}

function suiteDir(dir: string, suite: string, run: number): string {
  const root = join(dir, suite.replace(/[^A-Za-z0-9._-]/g, '_'));
  return run > 1 ? join(root, `repeat-${run}`) : root;
}

/** `run`: which of a repeated suite's runs (1-based). */
export async function writeCapture(dir: string, suite: string, captured: CapturedSuite, run = 1): Promise<void> {
  const root = suiteDir(dir, suite, run);
  const files = captured.files.map((f) => ({ path: f.path, file: storedName(f.path) }));
  for (const [i, f] of captured.files.entries()) {
    const target = join(root, files[i]!.file);
    await mkdir(dirname(target), { recursive: true });
    // A large JSON file holds only its head as text: the whole file is copied from its source.
    if (f.json !== undefined) await copySource(f.json, target);
    else if (f.lines !== undefined) await copyLines(f.lines, target);
    else await writeFile(target, f.text);
  }
  const manifest: CaptureManifest = {
    schema: CAPTURE_SCHEMA_ID,
    suite,
    ...(captured.harness ? { harness: captured.harness } : {}),
    durationMs: captured.durationMs,
    ...(captured.exitCode !== undefined ? { exitCode: captured.exitCode } : {}),
    ...(captured.failure ? { failure: captured.failure } : {}),
    files,
  };
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'capture.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Whether run `run` of a suite was captured (a repeated suite stops repeating after a failed run). */
export async function hasCapture(dir: string, suite: string, run: number): Promise<boolean> {
  try {
    await access(join(suiteDir(dir, suite, run), 'capture.json'));
    return true;
  } catch {
    return false;
  }
}

export async function readCapture(dir: string, suite: string, run = 1, options: ReadOptions = {}): Promise<CapturedSuite> {
  const root = suiteDir(dir, suite, run);
  const where = join(root, 'capture.json');
  let manifest: CaptureManifest;
  try {
    manifest = CaptureManifest.parse(JSON.parse(await readFile(where, 'utf8')));
  } catch (err) {
    throw new BenchgateError(`${where}: not a benchgate capture (${(err as Error).message.split('\n')[0]})`);
  }
  const files: SourceFile[] = [];
  for (const [i, f] of manifest.files.entries()) files.push(await readCapturedFile(root, f.file, f.path, `${where}: files[${i}].file`, options));
  return {
    ...(manifest.harness ? { harness: manifest.harness } : {}),
    durationMs: manifest.durationMs ?? 0,
    ...(manifest.exitCode !== undefined ? { exitCode: manifest.exitCode } : {}),
    ...(manifest.failure ? { failure: manifest.failure } : {}),
    files,
  };
}

/**
 * A file a capture.json names, read only from inside the capture: `report --head DIR` may be given a
 * fork's artifact, whose manifest could name `../../.ssh/id_rsa`, an absolute path or a symlink out.
 */
async function readCapturedFile(root: string, file: string, path: string, where: string, options: ReadOptions): Promise<SourceFile> {
  const clean = normalize(file);
  if (isAbsolute(file) || clean === '..' || clean.startsWith(`..${sep}`) || file.includes('\0')) {
    throw new BenchgateError(`${where}: "${file}" is outside the capture; expected a path relative to ${root}`);
  }
  let real: string;
  try {
    real = await realpath(join(root, clean));
  } catch {
    throw new BenchgateError(`${where}: "${file}" does not exist in ${root}`);
  }
  const inside = relative(await realpath(root), real);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw new BenchgateError(`${where}: "${file}" leads outside the capture (a symbolic link to ${real})`);
  }
  // As when it was captured: a large file is read as run/read-outputs.ts reads it (JSON streamed).
  if ((await stat(real)).size <= (options.largeFileBytes ?? LARGE_FILE_BYTES)) return { path, text: await readFile(real, 'utf8') };
  const read = await readSourceFile(real, path, options);
  if (read === 'binary') throw new BenchgateError(`${where}: "${file}" is a binary file; benchgate captures only text outputs`);
  return read;
}

/** Copies a text too large for one string (its `text` is only its head), a chunk of lines at a time. */
async function copyLines(source: TextSource, target: string): Promise<void> {
  const out = await open(target, 'w');
  try {
    for (const chunk of source.chunks()) await out.write(chunk);
  } finally {
    await out.close();
  }
}

/** Copies a large file's bytes, a megabyte at a time. */
async function copySource(source: ByteSource, target: string): Promise<void> {
  const reader = source.open();
  const out = await open(target, 'w');
  try {
    const buf = new Uint8Array(1 << 20);
    for (let n = reader.read(buf, 0, buf.length); n > 0; n = reader.read(buf, 0, buf.length)) await out.write(buf, 0, n);
  } finally {
    reader.close();
    await out.close();
  }
}
