// A suite's `setup`: run once before the suite's runs (untimed); a failing setup fails the suite only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSuites } from '../../src/app';
import { loadConfig } from '../../src/config/load';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-setup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('suite setup', () => {
  it('runs once before the repeated runs, and a failed setup fails that suite with its message', async () => {
    const emit = `console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name: 'x', metrics: { time: { value: 1, unit: 'ns' } } }] }))`;
    writeFileSync(join(dir, 'emit.mjs'), emit);
    writeFileSync(
      join(dir, 'benchgate.yml'),
      [
        'suites:',
        '  - { name: ok, setup: "echo built >> setup.log", run: "test -f setup.log && node emit.mjs", harness: custom-json, repeat: 2 }',
        '  - { name: broken, setup: "echo warning: noise >&2; echo [ERROR] the reason; exit 7", run: "node emit.mjs", harness: custom-json }',
        '',
      ].join('\n'),
    );
    const results = await runSuites(await loadConfig(join(dir, 'benchgate.yml')), { now: () => new Date(0) });
    expect(readFileSync(join(dir, 'setup.log'), 'utf8')).toBe('built\n');
    expect(results.suites.map((s) => [s.name, s.status])).toEqual([
      ['ok', 'ok'],
      ['broken', 'failed'],
    ]);
    // Maven prints its [ERROR] lines on stdout: the end of both streams is kept, not stderr's alone.
    expect(results.suites[1]!.error).toBe('setup `echo warning: noise >&2; echo [ERROR] the reason; exit 7` exited with 7\nstderr:\nwarning: noise\nstdout:\n[ERROR] the reason');
  });

  it('runs a setup several suites share (command, folder, environment) once, and its failure fails each of them', async () => {
    const sub = mkdtempSync(join(dir, 'shared-'));
    writeFileSync(join(sub, 'emit.mjs'), `console.log(JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name: 'x', metrics: { time: { value: 1, unit: 'ns' } } }] }))`);
    writeFileSync(
      join(sub, 'benchgate.yml'),
      [
        'suites:',
        '  - { name: a, setup: "echo built >> setup.log", run: "node emit.mjs", harness: custom-json }',
        '  - { name: b, setup: "echo built >> setup.log", run: "node emit.mjs", harness: custom-json }',
        // Another environment is another setup: it runs.
        '  - { name: c, setup: "echo built >> setup.log", run: "node emit.mjs", harness: custom-json, env: { X: 1 } }',
        '  - { name: d, setup: "echo failed >> fail.log; exit 3", run: "node emit.mjs", harness: custom-json }',
        '  - { name: e, setup: "echo failed >> fail.log; exit 3", run: "node emit.mjs", harness: custom-json }',
        '',
      ].join('\n'),
    );
    const log: string[] = [];
    const results = await runSuites(await loadConfig(join(sub, 'benchgate.yml')), { now: () => new Date(0), progress: { write: (l) => log.push(l), isTTY: false } });
    expect(readFileSync(join(sub, 'setup.log'), 'utf8')).toBe('built\nbuilt\n');
    expect(readFileSync(join(sub, 'fail.log'), 'utf8')).toBe('failed\n');
    expect(results.suites.map((s) => [s.name, s.status])).toEqual([['a', 'ok'], ['b', 'ok'], ['c', 'ok'], ['d', 'failed'], ['e', 'failed']]);
    expect(results.suites[4]!.error).toBe('setup shared with d: setup `echo failed >> fail.log; exit 3` exited with 3');
    expect(log.join('')).toContain('benchgate: setup of b: already run for a (the same command in the same folder)');
  });
});
