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
    expect(() => parseOutput({ files: read.files }, 'cargo-bench')).toThrow(/cargo-bench: out\.json: expected a file small enough to read as one string \(cargo-bench reads its outputs as text and does not stream JSON; split the output into several files\), found "\d+ bytes of JSON"/);
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

// Text beyond one string (V8's cap, ~512 MiB) reaches go-bench line by line (SourceFile.lines); here every
// file over 64 bytes counts as that, read in chunks of a few bytes up, so chunk ends fall everywhere.
describe('readOutputs: text too large for one string is streamed to go-bench, with the same results', () => {
  const STREAM: ReadOptions = { largeFileBytes: 64, textStreamBytes: 64 };
  /** The large file with its text cut to 512 bytes: go-bench must read the rest from the stream. */
  const headOnly = (file: SourceFile): SourceFile => ({ ...file, text: file.text.slice(0, 512) });
  const cases: [fixture: string, name: string][] = [
    ['go-bench/base/go-test-bench.stdout.txt', 'bench.txt'],
    ['go-bench/configs/go-test-bench-configs.stdout.txt', 'bench.txt'],
    ['go-bench/json/go-test-bench.stdout.json', 'bench.json'],
  ];
  for (const [fixture, name] of cases) {
    for (const chunk of [5, 97, 4096]) {
      it(`${fixture}, read ${chunk} bytes at a time`, async () => {
        const sub = place(readFileSync(join(FIXTURES, fixture)), name);
        const small = await readOutputs([name], sub);
        const large = await readOutputs([name], sub, { ...STREAM, textChunkBytes: chunk });
        expect(small.files[0]!.lines).toBeUndefined();
        expect(large.files[0]!.lines).toBeDefined();
        expect(parseOutput({ files: large.files.map(headOnly) }, 'go-bench').output).toEqual(parseOutput({ files: small.files }, 'go-bench').output);
      });
    }
  }

  it('a streamed output cut off mid-line is refused at its last line, as a whole one is', async () => {
    const text = readFileSync(join(FIXTURES, 'go-bench/base/go-test-bench.stdout.txt'), 'utf8');
    const cut = text.slice(0, text.indexOf('BenchmarkChecksum/impl_a/10240') + 40);
    const lines = cut.split('\n').length;
    const sub = place(cut, 'bench.txt');
    const whole = () => parseOutput({ files: [{ path: 'bench.txt', text: cut }] }, 'go-bench');
    expect(whole).toThrow(new RegExp(`bench\\.txt:${lines}: expected a complete benchmark line ending in a newline`));
    const large = await readOutputs(['bench.txt'], sub, { ...STREAM, textChunkBytes: 13 });
    expect(() => parseOutput({ files: large.files.map(headOnly) }, 'go-bench')).toThrow(new RegExp(`bench\\.txt:${lines}: expected a complete benchmark line ending in a newline`));
  });

  it('a bad test2json event in a streamed -json output is named by its line, as in a whole one', async () => {
    const lines = readFileSync(join(FIXTURES, 'go-bench/json/go-test-bench.stdout.json'), 'utf8').split('\n');
    lines[40] = '{"Action":"output","Output":';
    const text = lines.join('\n');
    const whole = () => parseOutput({ files: [{ path: 'bench.json', text }] }, 'go-bench');
    expect(whole).toThrow(/bench\.json:41: expected one test2json event/);
    const large = await readOutputs(['bench.json'], place(text, 'bench.json'), { ...STREAM, textChunkBytes: 29 });
    expect(() => parseOutput({ files: large.files.map(headOnly) }, 'go-bench')).toThrow(/bench\.json:41: expected one test2json event/);
  });

  it('an adapter that reads its outputs whole refuses such a file by name', async () => {
    const text = readFileSync(join(FIXTURES, 'go-bench/base/go-test-bench.stdout.txt'), 'utf8');
    const large = await readOutputs(['bench.txt'], place(text, 'bench.txt'), STREAM);
    expect(() => parseOutput({ files: large.files }, 'cargo-bench')).toThrow(/cargo-bench: bench\.txt: expected a file small enough to read as one string \(cargo-bench reads its outputs whole and does not stream text; split the output into several files: every file a suite names is read\), found "\d+ bytes of text"/);
  });
});

describe('readOutputs: gzip-compressed outputs are decompressed', () => {
  const gz = readFileSync(join(FIXTURES, 'pyperf/gz/bench.json.gz'));

  it('pyperf -o bench.json.gz (real): read as its JSON, and parsed as pyperf', async () => {
    const read = await readOutputs(['bench.json.gz'], place(gz, 'bench.json.gz'));
    expect(read.files.map((f) => f.path)).toEqual(['bench.json.gz']);
    expect(read.files[0]!.text.startsWith('{"benchmarks":[')).toBe(true);
    const { harness, output } = parseOutput({ files: read.files });
    expect(harness).toBe('pyperf');
    expect(output.benchmarks).toHaveLength(12);
    expect(output.benchmarks[0]!.metrics.time!.runs).toHaveLength(2);
  });

  it('one cut off is an error naming it; one over the large-file size is refused by name, not read as binary or skipped', async () => {
    await expect(readOutputs(['bench.json.gz'], place(gz.subarray(0, 500), 'bench.json.gz'))).rejects.toThrow(/bench\.json\.gz: starts like gzip-compressed data but does not decompress/);
    await expect(readOutputs(['bench.json.gz'], place(gz, 'bench.json.gz'), { largeFileBytes: 1000 })).rejects.toThrow(/bench\.json\.gz: 2308 bytes of gzip-compressed data, more than benchgate decompresses in memory \(1000 bytes\); decompress it first/);
  });
});
