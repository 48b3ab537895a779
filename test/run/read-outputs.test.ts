import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { SourceFile } from '../../src/parse/adapter';
import { parseOutput } from '../../src/parse/registry';
import { readCapture, writeCapture } from '../../src/run/capture';
import { readOutputs, type ReadOptions } from '../../src/run/read-outputs';
import { FIXTURES } from '../helpers/fixtures';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-read-outputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file over 64 bytes is "large", and scanned 256 bytes at a time: the streaming path, split everywhere. */
const LARGE: ReadOptions = { largeFileBytes: 64, jsonWindow: 256 };

let n = 0;
/** A fresh folder holding one file. */
function place(bytes: Uint8Array | string, name = 'out.json'): string {
  const sub = join(dir, `case-${n++}`);
  mkdirSync(sub);
  writeFileSync(join(sub, name), bytes);
  return sub;
}

/** A large file whose text is cut to its first 16 KiB (the head is 1 MiB, larger than these fixtures) and whose reads are counted. */
function counted(file: SourceFile): { file: SourceFile; opens: () => number } {
  const src = file.json!;
  let opened = 0;
  return {
    file: { path: file.path, text: file.text.slice(0, 16 * 1024), json: { size: src.size, ...(src.window !== undefined ? { window: src.window } : {}), open: () => (opened++, src.open()) } },
    opens: () => opened,
  };
}

describe('readOutputs: a file over the large-file size is streamed, with the same results', () => {
  const cases: [harness: string, fixture: string][] = [
    ['pytest-benchmark', 'pytest-benchmark/base/out.json'],
    ['pytest-benchmark', 'pytest-benchmark/head/out.json'],
    ['google-benchmark', 'google-benchmark/head/bench-json.stdout.json'],
    ['hyperfine', 'hyperfine/base/hyperfine.json'],
    ['jmh', 'jmh/base/out.json'],
    ['vitest-bench', 'vitest-bench/head/out.json'],
    ['tinybench', 'tinybench/head/tinybench-results.json'],
    ['benchmarkdotnet', 'benchmarkdotnet/credit-0.11.2-report-full.json'],
  ];
  for (const [harness, fixture] of cases) {
    it(`${harness}: ${fixture}`, async () => {
      const sub = place(readFileSync(join(FIXTURES, fixture)));
      const small = await readOutputs(['out.json'], sub);
      const large = await readOutputs(['out.json'], sub, LARGE);
      expect(small.files[0]!.json).toBeUndefined();
      expect(large.files[0]!.json).toBeDefined();
      const { file, opens } = counted(large.files[0]!);
      const expected = parseOutput({ files: small.files }, harness).output;
      expect(parseOutput({ files: [file] }, harness).output).toEqual(expected);
      expect(opens()).toBe(1);
      // Detected from the head alone, as a small file is.
      expect(parseOutput({ files: large.files }).harness).toBe(parseOutput({ files: small.files }).harness);
    });
  }

  it('the pytest samples are the file\'s seconds in ns, every one of them', async () => {
    const text = readFileSync(join(FIXTURES, 'pytest-benchmark/base/out.json'), 'utf8');
    const raw = JSON.parse(text) as { benchmarks: { stats: { data: number[] } }[] };
    const read = await readOutputs(['out.json'], place(text), LARGE);
    const out = parseOutput({ files: read.files }, 'pytest-benchmark').output;
    expect(out.benchmarks[0]!.metrics.time!.samples).toEqual(raw.benchmarks[0]!.stats.data.map((s) => s * 1e9));
    expect(out.benchmarks.map((b) => b.metrics.time!.samples!.length)).toEqual(raw.benchmarks.map((b) => b.stats.data.length));
  });

  it('an adapter that reads only text refuses a large JSON file by name instead of reading its head', async () => {
    const read = await readOutputs(['out.json'], place(readFileSync(join(FIXTURES, 'pytest-benchmark/base/out.json'))), LARGE);
    expect(() => parseOutput({ files: read.files }, 'go-bench')).toThrow(/go-bench: out\.json: expected a file small enough to read as one string \(go-bench reads its outputs as text and does not stream JSON; split the output into several files\), found "\d+ bytes of JSON"/);
  });

  it('a large file with a NUL byte in its head is skipped as binary; large text is read whole', async () => {
    const bin = await readOutputs(['out.json'], place(new Uint8Array([0x7b, 0, ...new TextEncoder().encode('"a": 1}'.repeat(20))])), LARGE);
    expect(bin.skipped).toEqual(['out.json: binary']);
    const text = 'BenchmarkX-8   100   12.5 ns/op\n'.repeat(10);
    const plain = await readOutputs(['bench.txt'], place(text, 'bench.txt'), LARGE);
    expect(plain.files).toEqual([{ path: 'bench.txt', text }]);
  });
});

describe('readOutputs + adapter: malformed large JSON names the file, line and byte', () => {
  const text = readFileSync(join(FIXTURES, 'pytest-benchmark/base/out.json'), 'utf8');
  const bytes = new TextEncoder().encode(text);
  const lineOf = (offset: number): number => new TextDecoder().decode(bytes.subarray(0, offset)).split('\n').length;

  async function failure(input: Uint8Array): Promise<ParseError> {
    const read = await readOutputs(['out.json'], place(input), LARGE);
    try {
      parseOutput({ files: read.files }, 'pytest-benchmark');
    } catch (err) {
      if (err instanceof ParseError) return err;
      throw err;
    }
    throw new Error('expected a ParseError');
  }

  it('a truncated file', async () => {
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    const err = await failure(cut);
    expect(err.location).toMatchObject({ harness: 'pytest-benchmark', file: 'out.json', line: lineOf(cut.length) });
    expect(err.message).toContain(`(the document ends inside it) at byte ${cut.length} of ${cut.length} (a pytest-benchmark --benchmark-json file)`);
  });

  it('garbage in the middle of a sample array', async () => {
    const at = text.indexOf('"data": [', text.length / 2) + '"data": [\n'.length + 40;
    const at2 = text.indexOf(',', at);
    const bad = new Uint8Array([...bytes.subarray(0, at2), ...new TextEncoder().encode(',zz'), ...bytes.subarray(at2)]);
    const err = await failure(bad);
    expect(err.location.line).toBe(lineOf(at2 + 1));
    expect(err.message).toContain(`at byte ${at2 + 1} of ${bad.length}`);
    expect(err.message).toContain('found "zz');
  });

  it('invalid UTF-8 in a name', async () => {
    const at = text.indexOf('test_checksum[impl_a-1024]') + 5;
    const bad = new Uint8Array([...bytes.subarray(0, at), 0xc3, 0x28, ...bytes.subarray(at)]);
    const err = await failure(bad);
    expect(err.location.line).toBe(lineOf(at));
    expect(err.message).toContain(`expected valid UTF-8 at byte ${at} of ${bad.length}`);
  });
});

describe('run --capture keeps a large file whole', () => {
  it('written byte for byte (not its 1 MiB head), read back streamed, parsed the same', async () => {
    const bytes = readFileSync(join(FIXTURES, 'pytest-benchmark/base/out.json'));
    const read = await readOutputs(['out.json'], place(bytes), { ...LARGE, largeFileBytes: 1 << 20 });
    expect(read.files[0]!.json).toBeDefined();
    expect(read.files[0]!.text.length).toBeLessThan(bytes.length);
    const capture = join(dir, `capture-${n++}`);
    await writeCapture(capture, 'py', { durationMs: 1, files: read.files });
    expect(readFileSync(join(capture, 'py', 'files', 'out.json')).equals(bytes)).toBe(true);
    const back = await readCapture(capture, 'py', 1, LARGE);
    expect(back.files[0]!.json).toBeDefined();
    expect(parseOutput({ files: back.files }, 'pytest-benchmark').output).toEqual(parseOutput({ files: read.files }, 'pytest-benchmark').output);
  });
});
