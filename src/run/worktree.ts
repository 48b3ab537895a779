// A second checkout of the base commit beside the head checkout, for paired rounds: `git worktree add
// --detach` into a temporary directory (shares the object store: no clone, no network; submodules the head
// has checked out are cloned into it, from their URLs), removed again afterwards. The base commit must be present locally (in CI: actions/checkout with fetch-depth: 0).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BenchgateError, UsageError } from '../model/errors';

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout.trim();
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new BenchgateError(`git ${args.join(' ')} (in ${cwd}): ${(e.stderr ?? e.message).trim().split('\n').slice(-3).join(' ')}`);
  }
}

export interface Worktree {
  /** Absolute path of the checkout. */
  dir: string;
  /** Full sha checked out. */
  commit: string;
  /** Removes the checkout and its git bookkeeping; safe to call twice. */
  remove: () => Promise<void>;
  /** What could not be made as in the head tree (its submodules), for the run's log. */
  warning?: string;
}

/** The repository root of `cwd` and the full sha `ref` names there (a sha, branch, tag or `HEAD~1`). */
export async function resolveRef(cwd: string, ref: string): Promise<{ root: string; commit: string }> {
  if (ref.startsWith('-')) throw new UsageError(`--paired: expected a commit, branch or tag; got "${ref}"`);
  const root = await git(cwd, ['rev-parse', '--show-toplevel']);
  const commit = await git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).catch(() => {
    throw new UsageError(`--paired: "${ref}" names no commit in ${root} (in CI, check out with fetch-depth: 0 so the base commit is there)`);
  });
  return { root, commit };
}

/**
 * The base tree's folder name, `room` characters long where there is room (`base`, cut or padded with `-`): a
 * path as long as the head's makes every process of both trees start with environments and arguments of one
 * size (PWD, CARGO_MANIFEST_DIR, LD_LIBRARY_PATH and the binary's path all hold it), so its stack and heap are
 * laid out alike. The same annotate-snippets bench binary ran fold/10000 in 0.4–0.9 ms from checkouts of
 * 14–26 characters and in 1.4–2.6 ms from 30–38, and paired rounds with the head at /tmp/h-divan/as (15) and
 * the base at /tmp/benchgate-base-XXXXXX/base (31) called that A/A row −68 % in all 20 rounds.
 */
export function baseName(room: number): string {
  return room >= 4 ? 'base'.padEnd(room, '-') : room >= 1 ? 'base'.slice(0, room) : 'base';
}

/** Checks `ref` out (detached) into a fresh temporary directory, at a path as long as the head's where it can. */
export async function addWorktree(cwd: string, ref: string, tmpRoot = tmpdir()): Promise<Worktree & { root: string }> {
  const { root, commit } = await resolveRef(cwd, ref);
  const parent = await mkdtemp(join(tmpRoot, 'benchgate-base-'));
  const dir = join(parent, baseName(root.length - parent.length - 1));
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    await git(root, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
    await rm(parent, { recursive: true, force: true });
    await git(root, ['worktree', 'prune']).catch(() => undefined);
  };
  // No hooks: a post-checkout hook would run code in the process that holds the Action's token.
  try {
    await git(root, ['-c', 'core.hooksPath=/dev/null', 'worktree', 'add', '--detach', '--quiet', dir, commit]);
  } catch (err) {
    await remove();
    // git-lfs smudges each LFS file as the base tree is checked out, downloading what the checkout did not
    // fetch (actions/checkout's `lfs: true` fetches the head's files only).
    if (err instanceof BenchgateError && /smudge filter lfs failed/.test(err.message)) {
      throw new BenchgateError(
        `${err.message}: the base commit's Git LFS files could not be fetched from the LFS server. Fetch them before the run (\`git lfs fetch origin ${commit}\`), or let git-lfs reach the server (a private repository's LFS server needs credentials, which a pull-request checkout with \`persist-credentials: false\` does not keep)`,
        { cause: err },
      );
    }
    throw err;
  }
  // Not fatal: a submodule the suites do not build from (docs, an SSH URL the job has no key for) would stop
  // the whole run; a suite that does need it fails at base, after this warning.
  const warnings: string[] = [];
  await checkoutSubmodules(root, dir).catch((err: unknown) => {
    warnings.push(`the base tree's submodules could not be checked out (${err instanceof Error ? err.message : String(err)}); a suite that builds from them fails at base`);
  });
  if (dir.length !== root.length) {
    warnings.push(`the base tree's path (${dir.length} characters) is longer than the head's (${root.length}), and so are the environment and arguments of its processes (PWD, the binary's path, a harness's own such as CARGO_MANIFEST_DIR): a benchmark whose speed depends on where memory lands can differ between the trees for that alone (annotate-snippets' fold/10000 ran 3× slower from any checkout path of 30 characters or more). Give the temporary folder a shorter path (TMPDIR) or check the head out deeper`);
  }
  return { root, dir, commit, remove, ...(warnings.length === 0 ? {} : { warning: warnings.join('; ') }) };
}

/**
 * The submodules checked out in the head tree, checked out in the base worktree too, at the commits the base
 * pins: `git worktree add` leaves their folders empty, and google/crc32c's base tree failed its setup at
 * `add_subdirectory("third_party/benchmark")` while the head built. Submodules the head has not checked out
 * (or the base does not have) are left alone, as in the head.
 */
async function checkoutSubmodules(root: string, dir: string): Promise<void> {
  const listed = (status: string) => status.split('\n').filter(Boolean).map((l) => ({ on: !l.startsWith('-'), path: l.slice(1).split(' ')[1]! }));
  const head = listed(await git(root, ['submodule', 'status']));
  if (!head.some((m) => m.on)) return;
  const base = listed(await git(dir, ['submodule', 'status']));
  const paths = base.filter((b) => head.some((h) => h.on && h.path === b.path)).map((b) => b.path);
  if (paths.length === 0) return;
  await git(dir, ['-c', 'core.hooksPath=/dev/null', 'submodule', 'update', '--init', '--recursive', '--quiet', '--', ...paths]);
}

/** The merge base of `baseSha` and HEAD (what a PR's diff is against); `baseSha` itself when there is none. */
export async function mergeBase(cwd: string, baseSha: string): Promise<string> {
  return git(cwd, ['merge-base', '--end-of-options', baseSha, 'HEAD']).catch(() => baseSha);
}
