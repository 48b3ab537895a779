import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSuite, stderrTail } from '../../src/run/spawn-suite';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-spawn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = { name: 'suite', cwd: dir, env: {}, timeoutMs: 0 };

/** Running, as opposed to gone or a zombie: where PID 1 does not reap orphans (some containers),
 * a killed grandchild stays a zombie, and kill(pid, 0) still succeeds on it. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function stopsRunning(pid: number, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (!running(pid)) return true;
    await new Promise((res) => setTimeout(res, 50));
  }
  return !running(pid);
}

describe('spawnSuite', () => {
  it('captures stdout and stderr and passes env', async () => {
    const r = await spawnSuite({ ...base, command: 'echo "hello $WHO"; echo oops >&2', env: { WHO: 'bench' } });
    expect(r).toMatchObject({ exitCode: 0, signal: null, timedOut: false, stdout: 'hello bench\n', stderr: 'oops\n', files: [], missingOutputs: [] });
    expect(r.error).toBeUndefined();
    expect(r.durationMs).toBeGreaterThan(0);
  });

  it('reports a non-zero exit without throwing', async () => {
    const r = await spawnSuite({ ...base, command: "sh -c 'exit 3'" });
    expect(r.exitCode).toBe(3);
    expect(r.timedOut).toBe(false);
    expect(r.error).toBeUndefined();
  });

  it('says when the working directory does not exist', async () => {
    const r = await spawnSuite({ ...base, cwd: join(dir, 'nope'), command: 'echo hi' });
    expect(r.error).toBe(`suite: working directory ${join(dir, 'nope')} does not exist`);
    expect(r.exitCode).toBeNull();
  });

  it('kills the whole process group on timeout, children included', async () => {
    const pidFile = join(dir, 'child.pid');
    // The backgrounded sleep is a grandchild of benchgate: only a group kill stops it.
    const r = await spawnSuite({ ...base, command: `sleep 30 & echo $! > ${pidFile}; wait`, timeoutMs: 300, killGraceMs: 500 });
    expect(r.timedOut).toBe(true);
    expect(r.signal).toBe('SIGTERM');
    expect(r.durationMs).toBeLessThan(10_000);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    // A loaded machine may take a moment to deliver the signal; the sleep would otherwise run 30 s.
    expect(await stopsRunning(pid, 5_000)).toBe(true);
  });

  it('on timeout also stops a process below the command that left its group (a session of its own, as asv runs its benchmarks)', async () => {
    const pidFile = join(dir, 'session.pid');
    // setsid -w: the sleep leads a new session (out of the command's group), and setsid waits for it.
    const r = await spawnSuite({ ...base, command: `setsid -w sh -c 'echo $$ > ${pidFile}; exec sleep 30'`, timeoutMs: 500, killGraceMs: 500 });
    expect(r.timedOut).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(await stopsRunning(pid, 5_000)).toBe(true);
  });

  it('escalates to SIGKILL when SIGTERM is ignored', async () => {
    const r = await spawnSuite({ ...base, command: "trap '' TERM; sleep 30", timeoutMs: 200, killGraceMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.signal).toBe('SIGKILL');
    expect(r.durationMs).toBeLessThan(10_000);
  });

  it('streams output live, in order, and captures all of it', async () => {
    const seen: string[] = [];
    const r = await spawnSuite({
      ...base,
      command: 'echo one; sleep 0.1; echo two >&2; sleep 0.1; echo three',
      stream: (chunk, stream) => seen.push(`${stream}:${chunk}`),
    });
    expect(seen).toEqual(['stdout:one\n', 'stderr:two\n', 'stdout:three\n']);
    expect(r.stdout).toBe('one\nthree\n');
  });

  it('keeps multi-byte characters split across chunks intact', async () => {
    const seen: string[] = [];
    // 100 000 × "µ" (2 bytes) crosses the 64 KiB pipe chunk boundary somewhere; lines of 1,000 are echoed whole.
    const text = `${'µ'.repeat(1000)}\n`.repeat(100);
    const r = await spawnSuite({ ...base, command: `node -e "process.stdout.write(('µ'.repeat(1000) + '\\n').repeat(100))"`, stream: (c) => seen.push(c) });
    expect(r.stdout).toBe(text);
    expect(seen.join('')).toBe(text);
  });

  it('echoes a flood of blank lines and a huge line in a few lines, and captures every byte of them', async () => {
    const seen: string[] = [];
    const script = "process.stdout.write('start\\n' + '\\n'.repeat(3000000) + 'x'.repeat(5000000) + '\\nend\\n')";
    const r = await spawnSuite({ ...base, command: `node -e "${script}"`, stream: (c) => seen.push(c) });
    expect(r.stdout.length).toBe(6 + 3_000_000 + 5_000_000 + 5);
    const echoed = seen.join('');
    expect(echoed).toBe(`start\n\n\n[benchgate: 2,999,998 more blank lines not echoed]\n${'x'.repeat(4096)} … [benchgate: 4,995,904 more characters of this line not echoed]\nend\n`);
  });

  it('reads output files: a glob, a directory recursively (skipping report/, svg, html, binaries), and names missing globs', async () => {
    const out = join(dir, 'outputs');
    mkdirSync(join(out, 'target/criterion/checksum/new'), { recursive: true });
    mkdirSync(join(out, 'target/criterion/report'), { recursive: true });
    const r = await spawnSuite({
      ...base,
      cwd: out,
      command: [
        'echo \'{"a":1}\' > bench-1.json',
        'echo \'{"b":2}\' > bench-2.json',
        'echo \'{"mean":3}\' > target/criterion/checksum/new/estimates.json',
        'echo "<svg/>" > target/criterion/checksum/pdf.svg',
        'echo "<html/>" > target/criterion/report/index.html',
        'printf "a\\000b" > target/criterion/checksum/blob.bin',
      ].join(' && '),
      outputFiles: ['bench-*.json', 'target/criterion', 'nothing-*.xml'],
    });
    expect(r.exitCode).toBe(0);
    expect(r.files).toEqual([
      { path: 'bench-1.json', text: '{"a":1}\n' },
      { path: 'bench-2.json', text: '{"b":2}\n' },
      { path: 'target/criterion/checksum/new/estimates.json', text: '{"mean":3}\n' },
    ]);
    expect(r.missingOutputs).toEqual(['nothing-*.xml']);
    expect(r.skippedOutputs).toEqual(['target/criterion/checksum/blob.bin: binary']);
  });

  it('reads a literal file whose name holds glob characters', async () => {
    const out = join(dir, 'literal');
    mkdirSync(out);
    const r = await spawnSuite({ ...base, cwd: out, command: "printf x > 'out[1].txt'", outputFiles: ['out[1].txt'] });
    expect(r.files).toEqual([{ path: 'out[1].txt', text: 'x' }]);
  });

  it('leaves out the output files the command did not write: an earlier run\'s file is never read as this one\'s', async () => {
    const out = join(dir, 'stale');
    mkdirSync(join(out, 'tree', 'b'), { recursive: true });
    writeFileSync(join(out, 'old.json'), '{"earlier":true}');
    writeFileSync(join(out, 'tree', 'a.json'), 'a, earlier');
    writeFileSync(join(out, 'tree', 'b', 'b.json'), 'b, earlier');
    // Writes the same bytes again into one file of the tree (a rewrite counts, whatever it holds) and a new one.
    const r = await spawnSuite({ ...base, cwd: out, command: "printf 'a, earlier' > tree/a.json && printf new > tree/c.json", outputFiles: ['old.json', 'tree'] });
    expect(r.files.map((f) => [f.path, f.text])).toEqual([['tree/a.json', 'a, earlier'], ['tree/c.json', 'new']]);
    expect(r.staleOutputs).toEqual(['old.json', 'tree/b/b.json']);
    const none = await spawnSuite({ ...base, cwd: out, command: 'true', outputFiles: ['old.json'] });
    expect(none.files).toEqual([]);
    expect(none.staleOutputs).toEqual(['old.json']);
  });
});

describe('stderrTail', () => {
  it('keeps the last lines, without colours, carriage-return progress or trailing blank lines', () => {
    const text = ['a', 'b', '\u001b[31merror\u001b[0m: boom', 'Compiling 1/3\rCompiling 3/3', '', ''].join('\n');
    expect(stderrTail(text, 2)).toBe('error: boom\nCompiling 3/3');
    expect(stderrTail('x\r\ny\r\n')).toBe('x\ny');
  });
});
