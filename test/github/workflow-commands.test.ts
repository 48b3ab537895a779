import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addPath, debug, error, setFailed, setOutput, warning } from '../../src/github/workflow-commands';

const saved = { output: process.env.GITHUB_OUTPUT, path: process.env.GITHUB_PATH, PATH: process.env.PATH, exitCode: process.exitCode };
afterEach(() => {
  for (const [k, v] of [['GITHUB_OUTPUT', saved.output], ['GITHUB_PATH', saved.path], ['PATH', saved.PATH]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  process.exitCode = saved.exitCode;
});

function stdoutOf(f: () => void): string {
  const out: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((s: string) => (out.push(String(s)), true)) as typeof process.stdout.write;
  try {
    f();
  } finally {
    process.stdout.write = write;
  }
  return out.join('');
}

const tempFile = (): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'bg-wc-')), 'file');
  writeFileSync(file, '');
  return file;
};

describe('workflow commands', () => {
  it('escapes a message and its properties, so text from a benchmark cannot end the command or start another', () => {
    const text = stdoutOf(() => {
      warning('50% slower\r\n::error::forged', { title: 'a:b,c' });
      error(new Error('bad\nthing'));
      debug('x');
    });
    expect(text).toBe('::warning title=a%3Ab%2Cc::50%25 slower%0D%0A::error::forged\n::error::Error: bad%0Athing\n::debug::x\n');
  });

  it('setFailed sets exit code 1 and prints the error', () => {
    const text = stdoutOf(() => setFailed('it broke'));
    expect(process.exitCode).toBe(1);
    expect(text).toBe('::error::it broke\n');
  });

  it('an output with several lines is one block in GITHUB_OUTPUT, under a random delimiter', () => {
    const file = tempFile();
    process.env.GITHUB_OUTPUT = file;
    setOutput('report', 'line 1\nEOF\nline 3');
    setOutput('verdict', 'ok');
    const text = readFileSync(file, 'utf8');
    const blocks = [...text.matchAll(/^([^<\n]+)<<(ghadelimiter_[0-9a-f-]{36})\n([\s\S]*?)\n\2$/gm)].map((m) => [m[1], m[3]]);
    expect(blocks).toEqual([
      ['report', 'line 1\nEOF\nline 3'],
      ['verdict', 'ok'],
    ]);
  });

  it('without GITHUB_OUTPUT, the stdout command', () => {
    delete process.env.GITHUB_OUTPUT;
    expect(stdoutOf(() => setOutput('verdict', 'a\nb'))).toBe('\n::set-output name=verdict::a%0Ab\n');
  });

  it('addPath appends to GITHUB_PATH and puts the folder first on this process PATH', () => {
    const file = tempFile();
    process.env.GITHUB_PATH = file;
    process.env.PATH = '/usr/bin';
    addPath('/opt/benchgate-bin');
    expect(readFileSync(file, 'utf8')).toBe('/opt/benchgate-bin\n');
    expect(process.env.PATH).toBe('/opt/benchgate-bin:/usr/bin');
  });
});
