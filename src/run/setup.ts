// A suite's `setup` (a build): run once per tree before the suite's timed runs, never timed itself. Suites that
// share one (the same command, folder and environment: `benchgate init`'s per-folder venv for each pyperf script)
// run it once: eleven scripts in one folder had rebuilt the same venv eleven times.
import type { ResolvedSuite } from '../config/resolve';
import { spawnSuite, stderrTail } from './spawn-suite';

/** Runs `s.setup` in the suite's cwd; returns why it failed, or undefined (also when there is none). */
export async function runSetup(s: ResolvedSuite, label: string, log: (l: string) => void, stream?: (c: string) => void): Promise<string | undefined> {
  if (s.setup === undefined) return undefined;
  log(`benchgate: setup of ${s.name}${label}: ${s.setup}\n`);
  const r = await spawnSuite({ name: `${s.name} setup`, command: s.setup, cwd: s.cwd, env: s.env, timeoutMs: s.timeoutMs, stream: stream && ((c) => stream(c)) });
  if (r.error !== undefined) return r.error;
  if (r.timedOut) return `setup timed out after ${Math.round(s.timeoutMs / 1000)} s`;
  if (r.exitCode !== 0) {
    // Build tools put their errors on either stream (Maven's [ERROR] lines are on stdout): the end of each.
    const tails = [r.stderr.trim() !== '' ? `stderr:\n${stderrTail(r.stderr, 15)}` : '', r.stdout.trim() !== '' ? `stdout:\n${stderrTail(r.stdout, 15)}` : ''].filter(Boolean);
    return `setup \`${s.setup}\` exited with ${r.exitCode ?? r.signal}${tails.length ? `\n${tails.join('\n')}` : ''}`;
  }
  return undefined;
}

/** The setups run so far in one invocation, by what makes two the same: command, folder and environment. */
export class SetupRuns {
  private readonly done = new Map<string, { suite: string; error: string | undefined }>();

  async run(s: ResolvedSuite, label: string, log: (l: string) => void, stream?: (c: string) => void): Promise<string | undefined> {
    if (s.setup === undefined) return undefined;
    const key = JSON.stringify([s.setup, s.cwd, s.env]);
    const was = this.done.get(key);
    if (was !== undefined) {
      log(`benchgate: setup of ${s.name}${label}: already run for ${was.suite} (the same command in the same folder)\n`);
      return was.error === undefined ? undefined : `setup shared with ${was.suite}: ${was.error}`;
    }
    const error = await runSetup(s, label, log, stream);
    this.done.set(key, { suite: s.name, error });
    return error;
  }
}
