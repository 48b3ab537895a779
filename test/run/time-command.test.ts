import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RunError } from '../../src/model/errors';
import { parseTimesFile, timeCommand } from '../../src/run/time-command';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-time-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { cwd: dir, env: {}, timeoutMs: 0 };
const burn = `node -e "let x=0; for (let i=0;i<3e7;i++) x+=i"`;

describe('timeCommand', () => {
  it('times `sleep 0.05`: every recorded run at least 50 ms of wall time, little CPU', async () => {
    const t = await timeCommand({ ...base, command: 'sleep 0.05', runs: 3, warmup: 1 });
    expect(t.command).toBe('sleep 0.05');
    expect(t.warmup).toBe(1);
    expect(t.runs).toHaveLength(3);
    expect(t.clock).toBe('shell'); // bash 5 here
    for (const r of t.runs) {
      expect(r.exitCode).toBe(0);
      expect(r.wallNs).toBeGreaterThanOrEqual(50e6);
      expect(r.wallNs).toBeLessThan(5e9);
      expect(r.userNs! + r.sysNs!).toBeLessThan(r.wallNs);
    }
  });

  it('measures the CPU time of a CPU-burning child', async () => {
    const t = await timeCommand({ ...base, command: burn, runs: 2, warmup: 0 });
    expect(t.runs).toHaveLength(2);
    for (const r of t.runs) {
      expect(r.userNs).toBeGreaterThan(0);
      expect(r.sysNs).toBeGreaterThanOrEqual(0);
      // GNU time is installed on this machine (Debian `time`): node's peak RSS is tens of MB.
      expect(r.maxRssBytes).toBeGreaterThan(10 * 1024 * 1024);
    }
  });

  it('stops at the first failing run and records it, with the end of its stderr', async () => {
    const counter = join(dir, 'count');
    // Succeeds twice, then fails: the third run (after one warm-up) is the failing one.
    const command = `n=$(cat ${counter} 2>/dev/null || echo 0); n=$((n+1)); echo $n > ${counter}; if [ $n -ge 3 ]; then echo "boom $n" >&2; exit 7; fi`;
    const t = await timeCommand({ ...base, command, runs: 10, warmup: 1 });
    expect(t.runs.map((r) => r.exitCode)).toEqual([0, 7]);
    expect(t.stderr).toBe('boom 3');
    expect(t.runs[1]!.userNs).toBeGreaterThanOrEqual(0); // the EXIT trap ran despite `exit 7`
  });

  it('records a failing warm-up run', async () => {
    const t = await timeCommand({ ...base, command: 'exit 4', runs: 5, warmup: 2 });
    expect(t.runs).toHaveLength(1);
    expect(t.runs[0]!.exitCode).toBe(4);
  });

  it('kills a run that exceeds the timeout', async () => {
    const t = await timeCommand({ ...base, command: 'sleep 30', runs: 3, warmup: 0, timeoutMs: 200, killGraceMs: 500 });
    expect(t.runs).toHaveLength(1);
    expect(t.runs[0]).toMatchObject({ timedOut: true });
    expect(t.runs[0]!.exitCode).not.toBe(0);
    expect(t.runs[0]!.wallNs).toBeLessThan(10e9);
  });

  it('throws RunError when the command cannot be started', async () => {
    await expect(timeCommand({ ...base, cwd: join(dir, 'missing'), command: 'true', runs: 1, warmup: 0 })).rejects.toBeInstanceOf(RunError);
  });
});

describe('parseTimesFile', () => {
  it('reads bash and dash `times` formats and the in-shell clock', () => {
    // The shapes bash 5.2 and dash print (seen on this machine); the values are varied to test the arithmetic.
    expect(parseTimesFile('benchgate-wall 1795316605.717567 1795316605.729512\n0m0.002s 0m0.000s\n0m0.353s 0m0.015s\n')).toEqual({
      wallNs: 11_945_000,
      userNs: 353_000_000,
      sysNs: 15_000_000,
    });
    expect(parseTimesFile('benchgate-wall  \n0m0.000000s 0m0.000000s\n1m0.350000s 0m0.000000s\n')).toEqual({ userNs: 60_350_000_000, sysNs: 0 });
    expect(parseTimesFile('benchgate-wall 1,5 2,25\n0m0,001s 0m0,000s\n0m0,020s 0m0,010s\n')).toEqual({ wallNs: 750_000_000, userNs: 20e6, sysNs: 10e6 });
    expect(parseTimesFile('')).toEqual({});
  });
});
