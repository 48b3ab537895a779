// A throwaway git repository with a base commit (tag v1) and a head commit on top.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim();

export function twoCommitRepo(files: { base: Record<string, string>; head: Record<string, string> }): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-wt-test-'));
  git(dir, 'init', '-q', '-b', 'main');
  for (const [f, text] of Object.entries(files.base)) writeFileSync(join(dir, f), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'tag', 'v1');
  const base = git(dir, 'rev-parse', 'HEAD');
  for (const [f, text] of Object.entries(files.head)) writeFileSync(join(dir, f), text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD') };
}
