import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunError } from '../../src/model/errors';
import { measureSizes } from '../../src/run/measure-size';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-size-'));
beforeAll(() => {
  mkdirSync(join(dir, 'target/release'), { recursive: true });
  mkdirSync(join(dir, 'dist/chunks'), { recursive: true });
  writeFileSync(join(dir, 'target/release/app'), Buffer.alloc(4096, 1));
  writeFileSync(join(dir, 'payload.bin'), Buffer.alloc(95 * 1024));
  writeFileSync(join(dir, 'payload.gz'), Buffer.alloc(1234));
  writeFileSync(join(dir, 'dist/index.js'), 'x'.repeat(1000));
  writeFileSync(join(dir, 'dist/chunks/a.js'), 'y'.repeat(500));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('measureSizes', () => {
  it('sizes files, globs and directories (as their total), sorted by path', async () => {
    const text = await measureSizes(['target/release/app', 'payload.*', 'dist', 'dist/**/*.js'], dir);
    expect(JSON.parse(text)).toEqual({
      schema: 'benchgate/size@1',
      files: [
        { path: 'dist/', bytes: 1500 },
        { path: 'dist/chunks/a.js', bytes: 500 },
        { path: 'dist/index.js', bytes: 1000 },
        { path: 'payload.bin', bytes: 97280 },
        { path: 'payload.gz', bytes: 1234 },
        { path: 'target/release/app', bytes: 4096 },
      ],
    });
  });

  it('sizes a real binary', async () => {
    const bash = statSync('/usr/bin/bash').size;
    expect(JSON.parse(await measureSizes(['bash'], '/usr/bin')).files).toEqual([{ path: 'bash', bytes: bash }]);
  });

  it('names every glob that matched nothing', async () => {
    const err = await measureSizes(['payload.bin', 'target/debug/app', '*.wasm'], dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RunError);
    expect((err as Error).message).toBe(`size: nothing matches "target/debug/app", "*.wasm" in ${dir}`);
  });
});
