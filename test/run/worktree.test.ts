// Real git: a throwaway repository with two commits; the base worktree is created and removed again.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addWorktree, baseName, mergeBase, resolveRef } from '../../src/run/worktree';
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

  it('puts the base tree at a path as long as the head checkout\'s, where the temporary folder leaves room (annotate-snippets: ×3 on one A/A row from path length alone)', async () => {
    const { mkdtempSync, mkdirSync, realpathSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = git(repo.dir, 'rev-parse', '--show-toplevel');
    const wt = await addWorktree(repo.dir, 'v1');
    expect(wt.dir.length).toBe(root.length);
    expect(wt.warning).toBeUndefined();
    await wt.remove();
    // A deeper head checkout: the base folder's name is padded to its length.
    const deep = join(repo.dir, 'a-much-longer-path-to-the-checkout');
    mkdirSync(deep);
    git(deep, 'clone', '-q', repo.dir, '.');
    const padded = await addWorktree(deep, 'v1');
    expect(padded.dir.length).toBe(git(deep, 'rev-parse', '--show-toplevel').length);
    expect(padded.dir).toMatch(/\/base-+$/);
    await padded.remove();
    // No room (the temporary folder's path is longer than the head's): said, not hidden.
    const longTmp = join(realpathSync(tmpdir()), 'x'.repeat(root.length));
    mkdirSync(longTmp, { recursive: true });
    const tmpRoot = mkdtempSync(join(longTmp, 't-'));
    const long = await addWorktree(repo.dir, 'v1', tmpRoot);
    expect(long.dir.length).toBeGreaterThan(root.length);
    expect(long.warning).toMatch(/the base tree's path \(\d+ characters\) is longer than the head's \(\d+\).*TMPDIR/);
    await long.remove();
    rmSync(longTmp, { recursive: true, force: true });
  });

  it('names the base folder to fill the room it has', () => {
    expect(baseName(8)).toBe('base----');
    expect(baseName(4)).toBe('base');
    expect(baseName(2)).toBe('ba');
    expect(baseName(0)).toBe('base');
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

describe('base worktree submodules', () => {
  it('checks out the submodules the head has checked out, at the commits the base pins (google/crc32c builds third_party/benchmark)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    // Submodules from a local path need the file protocol, which git refuses for them by default since 2.38.1.
    const saved = { count: process.env.GIT_CONFIG_COUNT, key: process.env.GIT_CONFIG_KEY_0, value: process.env.GIT_CONFIG_VALUE_0 };
    Object.assign(process.env, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'protocol.file.allow', GIT_CONFIG_VALUE_0: 'always' });
    const lib = twoCommitRepo({ base: { 'CMakeLists.txt': 'lib v1\n' }, head: { 'CMakeLists.txt': 'lib v2\n' } });
    const other = twoCommitRepo({ base: { 'x.txt': 'x\n' }, head: { 'x.txt': 'y\n' } });
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-wt-test-'));
    try {
      git(dir, 'init', '-q', '-b', 'main');
      git(dir, 'submodule', 'add', '-q', lib.dir, 'third_party/benchmark');
      git(dir, 'submodule', 'add', '-q', other.dir, 'third_party/glog');
      git(join(dir, 'third_party', 'benchmark'), 'checkout', '-q', lib.base);
      writeFileSync(join(dir, 'v.txt'), 'base\n');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'base');
      git(join(dir, 'third_party', 'benchmark'), 'checkout', '-q', lib.head);
      writeFileSync(join(dir, 'v.txt'), 'head\n');
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', 'head');
      git(dir, 'submodule', 'deinit', '-q', 'third_party/glog'); // not checked out in the head: left alone
      const wt = await addWorktree(dir, 'HEAD~1');
      expect(readFileSync(join(wt.dir, 'v.txt'), 'utf8')).toBe('base\n');
      expect(readFileSync(join(wt.dir, 'third_party', 'benchmark', 'CMakeLists.txt'), 'utf8')).toBe('lib v1\n');
      expect(existsSync(join(wt.dir, 'third_party', 'glog', 'x.txt'))).toBe(false);
      expect(readFileSync(join(dir, 'third_party', 'benchmark', 'CMakeLists.txt'), 'utf8')).toBe('lib v2\n'); // the head is untouched
      expect(wt.warning).toBeUndefined();
      await wt.remove();
      expect(existsSync(wt.dir)).toBe(false);
      expect(git(dir, 'worktree', 'list')).not.toContain(wt.dir);
      // A submodule that cannot be fetched (its URL gone) leaves the base tree without it, with a warning, not
      // the run stopped: a suite that builds from it fails at base, the others run.
      rmSync(join(dir, '.git', 'worktrees'), { recursive: true, force: true });
      git(dir, 'worktree', 'prune');
      rmSync(lib.dir, { recursive: true, force: true });
      const bare = await addWorktree(dir, 'HEAD~1');
      expect(bare.warning).toMatch(/^the base tree's submodules could not be checked out \(git .*submodule update.*\); a suite that builds from them fails at base$/);
      expect(readFileSync(join(bare.dir, 'v.txt'), 'utf8')).toBe('base\n');
      expect(existsSync(join(bare.dir, 'third_party', 'benchmark', 'CMakeLists.txt'))).toBe(false);
      await bare.remove();
    } finally {
      for (const [k, v] of [['GIT_CONFIG_COUNT', saved.count], ['GIT_CONFIG_KEY_0', saved.key], ['GIT_CONFIG_VALUE_0', saved.value]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      for (const d of [dir, lib.dir, other.dir]) rmSync(d, { recursive: true, force: true });
    }
  });
});
