// Ctrl-C (SIGINT) during `benchgate run --paired`, on the built CLI in a process of its own: the benchmark
// command (in a process group of its own, out of reach of the terminal's signal) is stopped, the base worktree
// and temporary folders are removed, and benchgate exits 130. Before, the command ran on after benchgate died,
// and the worktree stayed registered in the repository.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git, twoCommitRepo } from './helpers/git-repo';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (check()) return true;
  return check();
}

describe('benchgate run --paired, interrupted', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'benchgate-interrupt-'));
  const pidFile = join(tmp, 'sleep.pid');
  const config = `suites:\n  - { name: s, run: "echo $$ > ${pidFile}; exec sleep 60", harness: custom-json }\n`;
  const repo = twoCommitRepo({ base: { '.github-benchgate.yml': config, 'v.txt': 'base\n' }, head: { 'v.txt': 'head\n' } });
  afterAll(() => {
    rmSync(repo.dir, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  });

  it.runIf(existsSync('dist/cli.js'))('stops the running benchmark, removes the base worktree and exits 130', async () => {
    const runTmp = mkdtempSync(join(tmp, 'run-'));
    const child = spawn(process.execPath, [join(process.cwd(), 'dist/cli.js'), 'run', '--paired', 'v1', '--config', '.github-benchgate.yml', '--rounds', '5'], {
      cwd: repo.dir,
      env: { ...process.env, TMPDIR: runTmp },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 30_000)).toBe(true);
    const sleeper = Number(readFileSync(pidFile, 'utf8').trim());
    expect(await until(() => alive(sleeper), 5_000)).toBe(true);
    expect(git(repo.dir, 'worktree', 'list').split('\n')).toHaveLength(2);

    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('benchgate: SIGINT: stopping the benchmark commands that run');
    expect(stderr).toContain('stopped by SIGINT');
    expect(await until(() => !alive(sleeper), 10_000)).toBe(true);
    expect(git(repo.dir, 'worktree', 'list').split('\n')).toHaveLength(1);
    expect(readdirSync(runTmp).filter((f) => f.startsWith('benchgate-'))).toEqual([]);
  }, 60_000);
});
