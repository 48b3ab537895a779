import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { size } from '../../src/parse/size';
import { measureSizes } from '../../src/run/measure-size';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

// The manifest is produced by measureSizes on files written here, so their sizes are known exactly.
const dir = mkdtempSync(join(tmpdir(), 'benchgate-size-adapter-'));
let real: ParseInput;
beforeAll(async () => {
  mkdirSync(join(dir, 'target/release'), { recursive: true });
  writeFileSync(join(dir, 'target/release/app'), Buffer.alloc(42_814, 7));
  writeFileSync(join(dir, 'payload.br'), Buffer.alloc(9_001));
  real = { files: [{ path: '<size>', text: await measureSizes(['target/release/app', '*.br'], dir) }] };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const derived = (text: string): ParseInput => ({ files: [{ path: '<size>', text }] });

const parseError = (input: ParseInput): ParseError => parseErrorOf(size, input);

describe('size adapter', () => {
  it('one exact size metric per file, named by its path', () => {
    expect(size.parse(real).benchmarks).toEqual([
      { name: 'payload.br', metrics: { size: { unit: 'B', direction: 'smaller', value: 9001, statistic: 'single', n: 1, exact: true } } },
      { name: 'target/release/app', metrics: { size: { unit: 'B', direction: 'smaller', value: 42814, statistic: 'single', n: 1, exact: true } } },
    ]);
  });

  it('says yes only to its own manifest', () => {
    expect(size.detect(real)).toBe('yes');
    expect(size.detect(fixtureInput('command', 'manifest.json'))).toBe('no');
    expect(size.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
    expect(size.detect(derived(real.files[0]!.text.slice(0, 60)))).toBe('no');
  });

  it('names the place of a problem', () => {
    const text = real.files[0]!.text;
    expect(parseError(derived(text.slice(0, 80))).message).toMatch(/^size: <size>:\d+: expected valid JSON/);
    expect(parseError(derived(text.replace('42814', '-3'))).message).toBe('size: <size>: files[1].bytes: expected a non-negative number, found "-3"');
    expect(parseError(derived(text.replace('42814', '1.5'))).message).toBe('size: <size>: files[1].bytes: expected a whole number of bytes, found "1.5"');
    expect(parseError(derived(text.replace('"payload.br"', '""'))).message).toBe('size: <size>: files[0].path: expected a non-empty string, found ""');
    expect(parseError(derived('{"schema":"benchgate/size@1","files":[]}')).message).toBe('size: <size>: files: expected at least one file, found "an array of 0"');
    expect(parseError(derived('{"schema":"benchgate/size@2","files":[]}')).message).toBe('size: <size>: schema: expected "benchgate/size@1", found "benchgate/size@2"');
  });

  it('survives mutations of a real manifest', () => {
    fuzzAdapter(size, [real], 500);
  });
});
