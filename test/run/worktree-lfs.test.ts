// Real git and git-lfs: a repository keeping a file in Git LFS, served from a local "remote" (git-lfs serves
// file:// remotes itself), cloned as actions/checkout's `lfs: true` does: the head's LFS files only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addWorktree } from '../../src/run/worktree';
import { git } from '../helpers/git-repo';

const missing = spawnSync('git', ['lfs', 'version'], { stdio: 'ignore' }).status === 0 ? undefined : 'git-lfs not installed';
if (missing !== undefined) console.warn(`base worktree with Git LFS: skipped (${missing})`);

// A skipped describe still runs its body to collect the tests, and this one sets its repositories up there: without
// git-lfs, `git lfs install` failed the file in `npm test` on a machine that has no git-lfs.
if (missing !== undefined) describe.skip(`base worktree of a repository keeping files in Git LFS — skipped: ${missing}`, () => it('needs git-lfs', () => undefined));
else describe('base worktree of a repository keeping files in Git LFS', () => {
  const root = mkdtempSync(join(tmpdir(), 'benchgate-lfs-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const base = 'base data '.repeat(100);
  const src = join(root, 'src');
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  const env = { ...process.env, GIT_LFS_SKIP_SMUDGE: '1' };

  // Two commits of data.bin, both in the "server"; the clone holds the head's LFS object only.
  git(root, 'init', '-q', '-b', 'main', src);
  git(src, 'lfs', 'install', '--local');
  writeFileSync(join(src, '.gitattributes'), '*.bin filter=lfs diff=lfs merge=lfs -text\n');
  writeFileSync(join(src, 'data.bin'), base);
  git(src, 'add', '-A');
  git(src, 'commit', '-q', '-m', 'base');
  writeFileSync(join(src, 'data.bin'), 'head data '.repeat(100));
  git(src, 'commit', '-q', '-am', 'head');
  git(root, 'init', '-q', '--bare', origin);
  git(origin, 'symbolic-ref', 'HEAD', 'refs/heads/main');
  git(src, 'remote', 'add', 'origin', `file://${origin}`);
  git(src, 'push', '-q', 'origin', 'main');
  git(src, 'lfs', 'push', '--all', 'origin');
  spawnSync('git', ['clone', '-q', `file://${origin}`, work], { env, stdio: 'ignore' });
  git(work, 'lfs', 'install', '--local');
  git(work, 'lfs', 'pull');
  const objects = (dir: string): number => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;

  it('gets the base commit’s LFS files, not their pointers: git-lfs fetches what the checkout did not', async () => {
    expect(objects(join(work, '.git', 'lfs', 'objects'))).toBe(1);
    const tmp = mkdtempSync(join(root, 'tmp-'));
    const wt = await addWorktree(work, 'HEAD~1', tmp);
    expect(readFileSync(join(wt.dir, 'data.bin'), 'utf8')).toBe(base);
    await wt.remove();
    expect(objects(join(work, '.git', 'lfs', 'objects'))).toBe(2);
  });

  it('says what to do when the base’s LFS files cannot be fetched, and leaves no half-made tree behind', async () => {
    // The base's object gone from the clone, and the server unreachable.
    rmSync(join(work, '.git', 'lfs', 'objects'), { recursive: true, force: true });
    git(work, 'lfs', 'pull');
    renameSync(join(origin, 'lfs'), join(root, 'lfs-gone'));
    const tmp = mkdtempSync(join(root, 'tmp-'));
    await expect(addWorktree(work, 'HEAD~1', tmp)).rejects.toThrow(/smudge filter lfs failed: the base commit's Git LFS files could not be fetched from the LFS server\. Fetch them before the run \(`git lfs fetch origin [0-9a-f]{40}`\)/);
    expect(readdirSync(tmp)).toEqual([]);
    expect(git(work, 'worktree', 'list').split('\n')).toHaveLength(1);
  });
});
