// A command's stdout or stderr larger than memory holds: kept whole in a temporary file and read from it as a
// large output file is (run/stream-capture.ts). Before, 600 MB of stdout threw "Cannot create a string longer
// than 0x1fffffe8 characters" from the child's close handler and ended the whole run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { capturedStream, spawnSuite, stderrTail } from '../../src/run/spawn-suite';
import { parseOutput } from '../../src/parse/registry';
import { writeCapture } from '../../src/run/capture';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = { name: 'suite', cwd: dir, env: {}, timeoutMs: 0 };
// A real go test run (test/fixtures/go-bench/base, see its SOURCE.md).
const goRun = join(import.meta.dirname, '..', 'fixtures', 'go-bench', 'base', 'go-test-bench.stdout.txt');
const seq = (n: number): string => Array.from({ length: n }, (_, i) => `${i + 1}\n`).join('');

describe('a stream larger than memory holds', () => {
  it('is kept whole in a file, and its text is its last whole lines', async () => {
    const r = await spawnSuite({ ...base, command: 'seq 1 30000; seq 1 30000 >&2', spillBytes: 4096 });
    expect(r.error).toBeUndefined();
    expect(readFileSync(r.stdoutFile!, 'utf8')).toBe(seq(30000));
    expect(readFileSync(r.stderrFile!, 'utf8')).toBe(seq(30000));
    // The tail starts on a line of its own and ends where the stream ended.
    expect(r.stdout.endsWith('29999\n30000\n')).toBe(true);
    expect(r.stdout.length).toBeLessThan(seq(30000).length);
    expect(seq(30000).endsWith(r.stdout)).toBe(true);
    expect(`\n${seq(30000)}`.includes(`\n${r.stdout}`)).toBe(true);
    expect(stderrTail(r.stderr, 2)).toBe('29999\n30000');
  });

  it('stays in memory below the limit, with no file', async () => {
    const r = await spawnSuite({ ...base, command: 'seq 1 300', spillBytes: 4096 });
    expect(r.stdout).toBe(seq(300));
    expect(r.stdoutFile).toBeUndefined();
    expect(await capturedStream(r, 'stdout', 'stdout of suite')).toEqual({ path: 'stdout of suite', text: seq(300) });
  });

  it('reaches the adapter whole: a go run past one string is streamed line by line and every benchmark is read', async () => {
    const r = await spawnSuite({ ...base, command: `cat ${goRun}`, spillBytes: 1024 });
    // Limits made small: the file is then read as a text beyond one string (SourceFile.lines).
    const source = await capturedStream(r, 'stdout', 'stdout of go', { largeFileBytes: 2048, textStreamBytes: 2048 });
    expect(source.lines).toBeDefined();
    const streamed = parseOutput({ files: [source] }, 'go-bench').output.benchmarks;
    const whole = parseOutput({ files: [{ path: 'stdout of go', text: readFileSync(goRun, 'utf8') }] }, 'go-bench').output.benchmarks;
    expect(streamed.length).toBeGreaterThan(5);
    expect(streamed).toEqual(whole);
  });

  it('is captured whole by `run --capture`, not only its head', async () => {
    const r = await spawnSuite({ ...base, command: 'seq 1 30000', spillBytes: 1024 });
    const source = await capturedStream(r, 'stdout', 'stdout of suite', { largeFileBytes: 2048, textStreamBytes: 2048 });
    const out = join(dir, 'capture');
    await writeCapture(out, 'suite', { durationMs: 1, files: [source] });
    expect(readFileSync(join(out, 'suite', 'stdout.txt'), 'utf8')).toBe(seq(30000));
  });

  it('refuses binary data past the limit, naming the stream', async () => {
    const r = await spawnSuite({ ...base, command: "head -c 5000 /dev/zero", spillBytes: 1024 });
    await expect(capturedStream(r, 'stdout', 'stdout of suite', { largeFileBytes: 2048 })).rejects.toThrow(/stdout of suite: binary data \(a NUL byte\) in stdout too large to hold in memory/);
  });
});
