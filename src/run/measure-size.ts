// The built-in `size` harness: the byte size of each file a glob matches, as a benchgate/size@1 manifest
// for the `size` adapter (src/parse/size.ts).
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { glob } from 'tinyglobby';
import { RunError } from '../model/errors';
import { SIZE_SCHEMA_ID, type SizeManifest } from '../parse/size';

/**
 * Sizes every file matched by `globs` (relative to cwd). An existing path is taken literally; a
 * directory counts as one entry, `dir/`, holding the sum of its files (a bundle's total); write
 * `dir/**` for one entry per file. A glob that matches nothing is a RunError naming it.
 */
export async function measureSizes(globs: readonly string[], cwd: string): Promise<string> {
  const sizes = new Map<string, number>();
  const missing: string[] = [];
  for (const pattern of globs) {
    const found = await sizesOf(pattern, cwd);
    if (found.length === 0) missing.push(pattern);
    for (const [path, bytes] of found) sizes.set(path, bytes);
  }
  if (missing.length > 0) {
    throw new RunError(`size: nothing matches ${missing.map((m) => JSON.stringify(m)).join(', ')} in ${cwd}`);
  }
  const manifest: SizeManifest = {
    schema: SIZE_SCHEMA_ID,
    files: [...sizes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([path, bytes]) => ({ path, bytes })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function sizesOf(pattern: string, cwd: string): Promise<[string, number][]> {
  const full = join(cwd, pattern);
  const literal = await stat(full).catch(() => undefined);
  if (literal?.isFile()) return [[toRelative(cwd, full), literal.size]];
  if (literal?.isDirectory()) return [[`${toRelative(cwd, full)}/`, await directoryBytes(full)]];
  const out: [string, number][] = [];
  for (const match of await glob(pattern, { cwd, dot: true, expandDirectories: false })) {
    out.push([toRelative(cwd, join(cwd, match)), (await stat(join(cwd, match))).size]);
  }
  return out;
}

async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

function toRelative(cwd: string, full: string): string {
  return relative(cwd, full).split(sep).join('/') || '.';
}
