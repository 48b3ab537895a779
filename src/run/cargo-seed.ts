// Paired rounds and Cargo: the base tree is a fresh worktree, so its setup builds every dependency again,
// cold (datealgo 0.2.1's criterion bench: 124 crates, 134 s on a quiet 2-core machine), though both trees
// build the same registry crates from the same sources. The head's build of them is copied into the base
// tree's target directory first, without the fingerprints of the project's own crates (every package Cargo
// reads from a path), so Cargo rebuilds those from the base tree's sources (11 s). Those fingerprints must
// never reach the copy: Cargo names a path package's units by its path relative to the workspace, so base
// and head share the names, and a copied fingerprint newer than the base checkout would pass head's binary
// off as base's.
import { execFile } from 'node:child_process';
import { cp, readdir, rm, stat, statfs } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ResolvedSuite } from '../config/resolve';
import { cargoTargetDir, looksCargo } from './cargo-trees';
import { childEnv } from './child-env';

/** Room left on the base tree's disk after the copy: a full disk fails the build the copy was to speed up. */
const SPARE_BYTES = 1024 ** 3;

/** The names of the packages Cargo reads from a path (workspace members, path dependencies), from the head tree; undefined when Cargo cannot say offline. */
export function pathPackages(s: Pick<ResolvedSuite, 'cwd' | 'env'>): Promise<string[] | undefined> {
  return new Promise((done) => {
    // --offline: the head's setup has just fetched what the lock file names; never wait on the network here.
    execFile('cargo', ['metadata', '--format-version', '1', '--offline'], { cwd: s.cwd, env: childEnv(process.env, s.env), maxBuffer: 256 * 1024 * 1024, timeout: 120_000 }, (err, stdout) => {
      if (err) return done(undefined);
      try {
        const packages = (JSON.parse(stdout) as { packages?: { name?: unknown; source?: unknown }[] }).packages;
        if (!Array.isArray(packages)) return done(undefined);
        done(packages.filter((p) => p.source === null && typeof p.name === 'string').map((p) => p.name as string));
      } catch {
        done(undefined);
      }
    });
  });
}

/**
 * The profile folders of the target directory the suite's commands build into: `release` for `cargo bench`
 * and `--release`, a `--profile`'s own (dev and test build into `debug`, bench into `release`), `debug` for
 * the other Cargo commands. Only these are copied: a developer's `debug` folder can be many gigabytes.
 */
export function profileDirs(s: Pick<ResolvedSuite, 'run' | 'setup' | 'commands'>): string[] {
  const dirs = new Set<string>();
  for (const c of [s.run, s.setup, ...Object.values(s.commands ?? {})]) {
    if (c === undefined) continue;
    for (const m of c.matchAll(/--profile[= ]+([\w-]+)/g)) dirs.add({ dev: 'debug', test: 'debug', bench: 'release' }[m[1]!] ?? m[1]!);
    if (/\bcargo\s+(\+\S+\s+)?bench\b|--release\b|\s-r\b/.test(c)) dirs.add('release');
    else if (/\bcargo\s+(\+\S+\s+)?(build|run|test)\b/.test(c) && !/--profile\b/.test(c)) dirs.add('debug');
  }
  return [...dirs];
}

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const d = pending.pop()!;
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join(d, e.name);
      if (e.isDirectory()) pending.push(p);
      else if (e.isFile()) total += (await stat(p).catch(() => undefined))?.size ?? 0;
    }
  }
  return total;
}

const exists = (p: string): Promise<boolean> => stat(p).then(() => true, () => false);

export interface SeedDeps {
  where?: (s: Pick<ResolvedSuite, 'cwd' | 'env'>) => Promise<string | undefined>;
  packages?: (s: Pick<ResolvedSuite, 'cwd' | 'env'>) => Promise<string[] | undefined>;
  freeBytes?: (dir: string) => Promise<number>;
}

async function freeBytesAt(dir: string): Promise<number> {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
}

/**
 * Copies the head tree's build of its dependencies into the base tree's target directory, before the
 * base's setup, and says what it did (undefined: nothing to do, not a Cargo suite). Never fails the run:
 * where anything is unclear (Cargo cannot list the path packages offline, too little disk, the base
 * already has a build) the base builds cold, as before, and the note says why.
 */
export async function seedBaseTarget(pair: { head: ResolvedSuite; base: ResolvedSuite }, deps: SeedDeps = {}): Promise<string | undefined> {
  const { head, base } = pair;
  if (!looksCargo(head)) return undefined;
  const where = deps.where ?? cargoTargetDir;
  const [headDir, baseDir] = await Promise.all([where(head), where(base)]);
  if (headDir === undefined || baseDir === undefined || headDir === baseDir) return undefined;
  const profiles = [];
  for (const p of profileDirs(head)) {
    if ((await exists(join(headDir, p, '.fingerprint'))) && !(await exists(join(baseDir, p)))) profiles.push(p);
  }
  if (profiles.length === 0) return undefined;
  const said = (what: string): string => `${head.name}: ${what}`;
  const packages = await (deps.packages ?? pathPackages)(head);
  if (packages === undefined) return said("the base tree builds its dependencies itself: `cargo metadata --offline` did not list the head's packages, so its own could not be told from the dependencies in the head's build");
  let size = 0;
  for (const p of profiles) size += await bytesUnder(join(headDir, p));
  const free = await (deps.freeBytes ?? freeBytesAt)(await nearestExisting(baseDir));
  if (free < 2 * size + SPARE_BYTES) return said(`the base tree builds its dependencies itself: copying the head's build (${mib(size)}) would leave too little disk (${mib(free)} free)`);
  const ownCrate = new RegExp(`^(${packages.map(escapeRegExp).join('|')})-[0-9a-f]{16}$`);
  for (const p of profiles) {
    const prints = join(headDir, p, '.fingerprint');
    // Left out as the copy goes, not deleted after it: a copy cut short (a full disk) must not leave one behind.
    const keep = (src: string): boolean => !(dirname(src) === prints && ownCrate.test(basename(src)));
    try {
      await cp(join(headDir, p), join(baseDir, p), { recursive: true, preserveTimestamps: true, force: false, errorOnExist: false, filter: keep });
    } catch (err) {
      await rm(join(baseDir, p), { recursive: true, force: true });
      return said(`the base tree builds its dependencies itself: copying the head's build failed (${(err as Error).message})`);
    }
  }
  return said(`the base tree starts from a copy of the head's build (${profiles.join(', ')}, ${mib(size)}): its dependencies are reused, and its ${packages.length} own package(s) (${packages.slice(0, 5).join(', ')}${packages.length > 5 ? ', …' : ''}) are rebuilt from the base's sources`);
}

async function nearestExisting(dir: string): Promise<string> {
  let d = dir;
  while (!(await exists(d))) {
    const up = join(d, '..');
    if (up === d) break;
    d = up;
  }
  return d;
}

const mib = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
