// A suite's `setup` (a build): run once per tree before the suite's timed runs, never timed itself.
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
