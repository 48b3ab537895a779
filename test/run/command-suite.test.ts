import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CommandManifest } from '../../src/parse/command';
import { expandCommands, runCommandSuite } from '../../src/run/command-suite';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-cmd-suite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('expandCommands', () => {
  it('expands placeholders over the cartesian product, first matrix key outermost', () => {
    const cases = expandCommands(
      { 'asset-io': './cli read {size}.bin --level {level} ${HOME} {a,b} {other}', plain: 'true' },
      { size: ['95KB', '1MB'], level: [1, 9] },
    );
    expect(cases.map((c) => c.name)).toEqual([
      'asset-io/95KB/1', 'asset-io/95KB/9', 'asset-io/1MB/1', 'asset-io/1MB/9',
      'plain/95KB/1', 'plain/95KB/9', 'plain/1MB/1', 'plain/1MB/9',
    ]);
    expect(cases[1]).toEqual({
      name: 'asset-io/95KB/9',
      params: { command: 'asset-io', size: '95KB', level: '9' },
      command: './cli read 95KB.bin --level 9 ${HOME} {a,b} {other}',
    });
  });

  it('keeps command names as benchmark names without a matrix', () => {
    expect(expandCommands({ a: 'x', b: 'y' })).toEqual([
      { name: 'a', params: { command: 'a' }, command: 'x' },
      { name: 'b', params: { command: 'b' }, command: 'y' },
    ]);
  });
});

describe('runCommandSuite', () => {
  it('times every case and writes a benchgate/command@1 manifest', async () => {
    writeFileSync(join(dir, 'small.txt'), 'a'.repeat(1000));
    writeFileSync(join(dir, 'large.txt'), 'a'.repeat(100_000));
    const lines: string[] = [];
    const r = await runCommandSuite(
      { name: 'io', commands: { wc: 'wc -c {file}.txt', cat: 'cat {file}.txt > /dev/null' }, matrix: { file: ['small', 'large'] }, runs: 3, warmup: 1, cwd: dir, env: {}, timeoutMs: 0 },
      (chunk) => lines.push(chunk),
    );
    expect(r.failed).toBeUndefined();
    expect(r.durationMs).toBeGreaterThan(0);
    const m = JSON.parse(r.manifest) as CommandManifest;
    expect(m.schema).toBe('benchgate/command@1');
    expect(m.benchmarks.map((b) => [b.name, b.timing.command, b.timing.runs.length, b.timing.warmup])).toEqual([
      ['wc/small', 'wc -c small.txt', 3, 1],
      ['wc/large', 'wc -c large.txt', 3, 1],
      ['cat/small', 'cat small.txt > /dev/null', 3, 1],
      ['cat/large', 'cat large.txt > /dev/null', 3, 1],
    ]);
    expect(m.benchmarks[1]!.params).toEqual({ command: 'wc', file: 'large' });
    expect(lines[0]).toBe('wc/small: wc -c small.txt\n');
    expect(lines[1]).toMatch(/^wc\/small: median \d+\.\d\d ms over 3 runs\n$/);
  });

  it('keeps going after a failing case and says which failed', async () => {
    const r = await runCommandSuite({ name: 's', commands: { bad: 'echo nope >&2; exit 2', good: 'true' }, runs: 2, warmup: 0, cwd: dir, env: { X: '1' }, timeoutMs: 0 });
    expect(r.failed).toBe('bad: `echo nope >&2; exit 2` exited with code 2\nnope');
    const m = JSON.parse(r.manifest) as CommandManifest;
    expect(m.benchmarks.map((b) => b.timing.runs.map((x) => x.exitCode))).toEqual([[2], [0, 0]]);
  });

  it('stops when the suite timeout runs out and names what did not run', async () => {
    const r = await runCommandSuite({ name: 's', commands: { slow: 'sleep 30', never: 'true' }, runs: 1, warmup: 0, cwd: dir, env: {}, timeoutMs: 300 });
    expect(r.failed).toBe("slow: timed out (the suite's 0.3 s ran out)\nnot run: never");
    const m = JSON.parse(r.manifest) as CommandManifest;
    expect(m.benchmarks).toHaveLength(1);
    expect(m.benchmarks[0]!.timing.runs[0]!.timedOut).toBe(true);
  });
});
