// Real git: a throwaway repository with two commits; the base worktree is created and removed again.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addWorktree, mergeBase, resolveRef } from '../../src/run/worktree';
import { git, twoCommitRepo } from '../helpers/git-repo';

describe('base worktree', () => {
  const repo = twoCommitRepo({ base: { 'v.txt': 'base\n' }, head: { 'v.txt': 'head\n' } });
  afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

  it('checks a tag, branch or sha out beside the head, then removes it and its bookkeeping', async () => {
    for (const ref of ['v1', repo.base, repo.base.slice(0, 8), 'HEAD~1']) {
      const wt = await addWorktree(repo.dir, ref);
      expect(wt.commit).toBe(repo.base);
      expect(readFileSync(join(wt.dir, 'v.txt'), 'utf8')).toBe('base\n');
      expect(readFileSync(join(repo.dir, 'v.txt'), 'utf8')).toBe('head\n'); // the head checkout is untouched
      expect(git(repo.dir, 'worktree', 'list')).toContain(wt.dir);
      await wt.remove();
      await wt.remove(); // twice is fine
      expect(existsSync(wt.dir)).toBe(false);
      expect(git(repo.dir, 'worktree', 'list')).not.toContain(wt.dir);
    }
  });

  it('names a ref that is not there, and refuses option-like refs', async () => {
    await expect(resolveRef(repo.dir, 'no-such-branch')).rejects.toThrow(/"no-such-branch" names no commit in .*fetch-depth: 0/);
    await expect(resolveRef(repo.dir, '--output=x')).rejects.toThrow(/expected a commit, branch or tag; got "--output=x"/);
  });

  it('finds the merge base of a PR base and HEAD', async () => {
    expect(await mergeBase(repo.dir, repo.base)).toBe(repo.base);
    expect(await mergeBase(repo.dir, 'f'.repeat(40))).toBe('f'.repeat(40)); // unknown: the sha itself
  });
});

describe('base worktree hooks', () => {
  it('never runs a post-checkout hook (it would run beside the Action’s token)', async () => {
    const repo = twoCommitRepo({ base: { 'v.txt': 'base\n' }, head: { 'v.txt': 'head\n' } });
    const { writeFileSync, chmodSync } = await import('node:fs');
    const hook = join(repo.dir, '.git', 'hooks', 'post-checkout');
    writeFileSync(hook, `#!/bin/sh\ntouch "${join(repo.dir, 'hook-ran')}"\n`);
    chmodSync(hook, 0o755);
    const wt = await addWorktree(repo.dir, 'v1');
    await wt.remove();
    expect(existsSync(join(repo.dir, 'hook-ran'))).toBe(false);
    rmSync(repo.dir, { recursive: true, force: true });
  });
});
