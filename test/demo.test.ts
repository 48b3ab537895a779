// README's first command, as it is written: the committed bundle runs the embedded suite for real.
// It times real processes, so `npm test` runs it on its own after the other files (package.json test:unit):
// beside the real-tool tier's compilers on two cores, five runs a side read the planted −60 % as
// −81 … −16 % (q = 0.05) and did not call it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'benchgate-demo-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('node dist/cli.js demo', () => {
  it('runs base and head rounds, saves the baseline and reports the planted changes', () => {
    const r = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), 'demo', '--dir', dir, '--format', 'text'], { encoding: 'utf8', timeout: 300_000 });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    expect(r.stderr).toMatch(/round 5\/5: head/);
    expect(existsSync(join(dir, '.benchgate', 'baselines', 'main.json'))).toBe(true);
    const line = (benchmark: string, metric = 'time') => {
      const l = r.stdout.split('\n').find((x) => x.includes(`› ${benchmark} `) && new RegExp(`\\s${metric}\\s`).test(x));
      if (l === undefined) throw new Error(`no ${benchmark} ${metric} row in:\n${r.stdout}`);
      return l;
    };
    // The planted changes are far beyond this machine's process-to-process noise, so they are called;
    // whether an unchanged row stays quiet is a matter of α (measured by `npm run bench:verdicts`).
    expect(line('checksum/adler/65536')).toMatch(/\+\d+\.\d %.*n=5\/5 runs\)\s+t on runs\s+⚠️ slower/);
    expect(line('checksum/fnv/65536')).toMatch(/−\d+\.\d %.*n=5\/5 runs\)\s+t on runs\s+✅ faster/);
    // The command suite's rounds are runs too: its processes of one round ran back to back.
    expect(line('sum-slow/1')).toMatch(/\+\d+\.\d %.*n=5\/5 runs\)\s+t on runs\s+⚠️ slower/);
    for (const b of ['checksum/adler/1024', 'checksum/fnv/1024']) expect(line(b)).toMatch(/n=5\/5 runs\)\s+t on runs/);
    expect(line('sum-fast/1')).toMatch(/n=5\/5 runs\)\s+t on runs/);
    expect(r.stdout).toMatch(/^benchgate: regressed \(/);
  }, 300_000);
});
