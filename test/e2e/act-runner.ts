// nektos/act for the e2e tests: where it is installed, and one workflow run against the fake GitHub.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { runtimeToken } from '../fake-github/artifact-routes';

export function findAct(): string | undefined {
  const candidates = [process.env.ACT, join(homedir(), 'go', 'bin', 'act')];
  try {
    candidates.push(execFileSync('sh', ['-c', 'command -v act'], { encoding: 'utf8' }).trim());
  } catch {
    // not on PATH
  }
  return candidates.find((c): c is string => Boolean(c) && existsSync(c!));
}

/** The test repository as a git checkout of `repository` on main, one commit, as actions/checkout leaves it. */
export function initRepo(repo: string, repository: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  git('remote', 'add', 'origin', `https://github.com/${repository}.git`);
}

export interface ActRun {
  act: string;
  /** The repository act runs (its working tree satisfies actions/checkout). */
  repo: string;
  /** Scratch folder for event files. */
  root: string;
  /** owner/name, and the fake GitHub's base URL. */
  repository: string;
  fakeUrl: string;
  event: string;
  workflow: string;
  payload: unknown;
  runId: number;
}

/** Runs one workflow under act (self-hosted, offline actions) against the fake; BENCHGATE_ACT_LOG keeps the log. */
export async function runAct(r: ActRun): Promise<{ code: number | null; log: string }> {
  const eventPath = join(r.root, `${r.event}-${r.runId}.json`);
  writeFileSync(eventPath, JSON.stringify(r.payload));
  const args = [
    r.event,
    '-e', eventPath,
    '-W', `.github/workflows/${r.workflow}`,
    '-P', 'ubuntu-latest=-self-hosted',
    '--action-offline-mode',
    '-s', 'GITHUB_TOKEN=ghs_write',
    '--env', `GITHUB_API_URL=${r.fakeUrl}`,
    '--env', `ACTIONS_RESULTS_URL=${r.fakeUrl}/`,
    '--env', `ACTIONS_RUNTIME_TOKEN=${runtimeToken(r.runId)}`,
    '--env', `GITHUB_RUN_ID=${r.runId}`,
    '--env', `GITHUB_WORKFLOW_REF=${r.repository}/.github/workflows/${r.workflow}@refs/heads/main`,
  ];
  const child = spawn(r.act, args, { cwd: r.repo, env: { ...process.env, ACT_DISABLE_VERSION_CHECK: '1', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (process.env.BENCHGATE_ACT_LOG) writeFileSync(`${process.env.BENCHGATE_ACT_LOG}.${r.workflow}.${r.runId}`, log);
  return { code, log };
}
