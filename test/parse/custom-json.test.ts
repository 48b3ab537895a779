// There is no third-party tool output for benchgate's own format: the inputs here are the spec
// examples from docs/custom-json.md (the custom@1 example is the spec, not a fake tool output), and
// Bencher's own BMF example from https://bencher.dev/docs/reference/bencher-metric-format (same data,
// reformatted in the doc). Both are read from the doc, so doc and tests cannot drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Benchmark } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { customJson } from '../../src/parse/custom-json';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const DOC = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'custom-json.md'), 'utf8');
const blocks = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
const customText = blocks[0]!;
const bmfText = blocks[1]!;
const custom: ParseInput = { files: [{ path: 'bench.json', text: customText }] };
const bmf: ParseInput = { files: [{ path: 'bmf.json', text: bmfText }] };

function input(text: string, path = 'bench.json'): ParseInput {
  return { files: [{ path, text }] };
}
function bench(i: ParseInput, name: string): Benchmark {
  const b = customJson.parse(i).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(customJson, input);
/** The documented example with one benchmark edited (a derivation, for error cases). */
function edited(edit: (doc: { benchmarks: Record<string, unknown>[] }) => void): ParseInput {
  const doc = JSON.parse(customText) as { benchmarks: Record<string, unknown>[] };
  edit(doc);
  return input(JSON.stringify(doc, null, 2));
}

describe('custom-json adapter: benchgate/custom@1 (the documented example)', () => {
  it('detects the documented examples as yes', () => {
    expect(customJson.detect(custom)).toBe('yes');
    expect(customJson.detect(bmf)).toBe('yes');
  });

  it('converts units once: ms → ns with samples and stddev, MB/s → B/s, B exact', () => {
    const small = bench(custom, 'parse/small');
    expect(small.params).toEqual({ size: '1024' });
    expect(small.group).toBe('parse');
    const t = small.metrics['time']!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', value: 1_250_000, samples: [1_200_000, 1_300_000], n: 2 });
    expect(t.statistic).toBeUndefined();
    expect(t.spread?.stddev).toBeCloseTo(50_000, 6);
    expect(small.metrics['size']).toEqual({ unit: 'B', direction: 'smaller', value: 18, exact: true });
    expect(small.metrics['throughput']).toEqual({ unit: 'B/s', direction: 'bigger', value: 120e6 });
  });

  it('value from samples is their median; bare numbers and unknown units; params stringified', () => {
    const large = bench(custom, 'parse/large');
    expect(large.params).toEqual({ size: '1048576' });
    expect(large.metrics['time']).toEqual({ unit: 'ns', direction: 'smaller', value: 805250, statistic: 'median', samples: [812000, 799500, 805250], n: 3 });
    expect(large.metrics['allocs']).toEqual({ unit: 'allocs', direction: 'smaller', value: 3, exact: true });
    expect(large.metrics['cache-misses']).toEqual({ unit: 'misses', direction: 'smaller', value: 1520 });
  });

  it('keeps a failed benchmark', () => {
    expect(bench(custom, 'parse/broken')).toEqual({ name: 'parse/broken', status: 'failed', error: 'fixture file missing', metrics: {} });
  });

  it('errors name the JSON path (derived from the example)', () => {
    const abc = edited((d) => {
      d.benchmarks[2]!['metrics'] = { time: { value: 'abc' } };
    });
    expect(parseError(abc).message).toBe('custom-json: bench.json: benchmarks[2].metrics.time.value: expected a finite number, found "abc"');
    expect(parseError(input(customText.replace('"ms"', '"furlongs"'))).message).toBe(
      'custom-json: bench.json: benchmarks[0].metrics.time.unit: expected a time unit (canonical ns), found "furlongs"',
    );
    expect(parseError(input(customText.replace('"stddev"', '"stdev"'))).message).toMatch(
      /^custom-json: bench.json: benchmarks\[0\]\.metrics\.time\.stdev: expected one of the keys value, unit, .*found "stdev"$/,
    );
    expect(parseError(input(customText.replace('"parse/large"', '"parse/small"'))).message).toBe(
      'custom-json: bench.json: benchmarks[1].name: expected a name not used by an earlier benchmark, found "parse/small"',
    );
    expect(parseError(input(customText.replace('custom@1', 'custom@2'))).message).toBe(
      'custom-json: bench.json: schema: expected "benchgate/custom@1", found "benchgate/custom@2"',
    );
    expect(parseError(input(customText.replace('"stddev": 0.05', '"stddev": -0.05'))).message).toBe(
      'custom-json: bench.json: benchmarks[0].metrics.time.stddev: expected a non-negative number, found "-0.05"',
    );
  });

  it('truncated, empty and garbled JSON are ParseErrors with a line', () => {
    const cut = parseError(input(customText.slice(0, customText.indexOf('"size": { "value"'))));
    expect(cut.message).toMatch(/^custom-json: bench.json:\d+: expected valid JSON/);
    expect(cut.location.line).toBeGreaterThan(1);
    expect(parseError(input('')).message).toBe('custom-json: bench.json:1: expected a benchgate/custom@1 or BMF JSON document, found ""');
    expect(parseError(input(customText.replace('"group": "parse",', '"group": "parse",,'))).message).toMatch(/^custom-json: bench.json:\d+: expected valid JSON/);
  });

  it('CRLF and ANSI-wrapped copies parse to the same numbers', () => {
    const expected = customJson.parse(custom).benchmarks;
    expect(customJson.parse(input(customText.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(customJson.parse(input(`\u001b[0m${customText}\u001b[0m`)).benchmarks).toEqual(expected);
  });
});

describe('custom-json adapter: Bencher Metric Format', () => {
  it('maps Bencher measures to benchgate metrics (latency ns, throughput ops/s, build-time s → ns, file-size B)', () => {
    const out = customJson.parse(bmf);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['benchmark_name', '/bin/sh -c ./my_build_script.sh', 'my_binary']);
    expect(bench(bmf, 'benchmark_name').metrics).toEqual({
      time: { unit: 'ns', direction: 'smaller', value: 88, spread: { min: 87.42, max: 88.88 } },
      throughput: { unit: 'ops/s', direction: 'bigger', value: 5.55, spread: { min: 3.14, max: 6.3 } },
    });
    expect(bench(bmf, '/bin/sh -c ./my_build_script.sh').metrics['build-time']).toEqual({ unit: 'ns', direction: 'smaller', value: 87e9 });
    expect(bench(bmf, 'my_binary').metrics['size']).toEqual({ unit: 'B', direction: 'smaller', value: 42, exact: true });
  });

  it('other measures keep their name; a bad value names its path', () => {
    const text = bmfText.replace('"file-size"', '"instructions"');
    expect(bench(input(text), 'my_binary').metrics['instructions']).toEqual({ unit: '', direction: 'smaller', value: 42 });
    expect(parseError(input(bmfText.replace('"value": 87.0', '"value": "87"'))).message).toBe(
      'custom-json: bench.json: "/bin/sh -c ./my_build_script.sh".build-time.value: expected a finite number, found "87"',
    );
  });

  it('detection: yes only for the exact BMF shape; other harnesses\' JSON is not claimed', () => {
    expect(customJson.detect(input(bmfText.replace('"value": 42.0', '"value": 42.0, "unit": "B"')))).toBe('maybe');
    expect(customJson.detect(input('{"results": []}'))).toBe('maybe');
    expect(customJson.detect(input('[1, 2]'))).toBe('no');
    expect(customJson.detect(input('test x ... bench: 1 ns/iter (+/- 0)'))).toBe('no');
    for (const f of [
      ['pytest-benchmark', 'base', 'out.json'],
      ['hyperfine', 'base', 'hyperfine.json'],
      ['google-benchmark', 'base', 'bench-json.stdout.json'],
      ['jmh', 'base', 'out.json'],
      ['vitest-bench', 'base', 'out.json'],
      ['tinybench', 'base', 'tinybench-results.json'],
    ]) {
      expect(customJson.detect(fixtureInput(...f))).not.toBe('yes');
    }
  });

  it('survives fuzzing of both documented examples', () => {
    fuzzAdapter(customJson, [custom, bmf]);
  });
});

describe('custom-json adapter: BMF files from Bencher\'s own repository (fixtures custom-json/bencher)', () => {
  const file = (name: string): ParseInput => fixtureInput('custom-json', 'bencher', name);

  it('report_latency.json (Bencher\'s json adapter test input): latency in ns, bounds kept as they are', () => {
    const i = file('report_latency.json');
    expect(customJson.detect(i)).toBe('yes');
    expect(customJson.parse(i).benchmarks).toEqual([
      { name: 'tests::benchmark_a', metrics: { time: { unit: 'ns', direction: 'smaller', value: 3247, spread: { min: 1044, max: 1044 } } } },
      { name: 'tests::benchmark_b', metrics: { time: { unit: 'ns', direction: 'smaller', value: 3443, spread: { min: 2275, max: 2275 } } } },
      { name: 'tests::benchmark_c', metrics: { time: { unit: 'ns', direction: 'smaller', value: 3361, spread: { min: 1093, max: 1093 } } } },
    ]);
  });

  it('report_bmf_mixed.json: a benchmark named by UUID, slug or name keeps that text as its name', () => {
    expect(customJson.parse(file('report_bmf_mixed.json')).benchmarks.map((b) => b.name)).toEqual(['31aba8a9-977a-47d1-9fb6-e6b94b428471', 'benchmark-b', 'tests::benchmark_c']);
  });

  it('report_dhat.json: custom measures (names with spaces) keep their names, no unit, values as they are', () => {
    const b = customJson.parse(file('report_dhat.json')).benchmarks;
    expect(b.map((x) => x.name)).toEqual(['bench_play_game']);
    expect(Object.fromEntries(Object.entries(b[0]!.metrics).map(([k, m]) => [k, [m.unit, m.direction, m.value]]))).toEqual({
      'Final Blocks': ['', 'smaller', 0],
      'Final Bytes': ['', 'smaller', 0],
      'Max Blocks': ['', 'smaller', 1],
      'Max Bytes': ['', 'smaller', 9],
      'Total Blocks': ['', 'smaller', 100],
      'Total Bytes': ['', 'smaller', 662],
    });
  });

  it('bmf-example.json (the reference doc\'s example) reads as the copy in docs/custom-json.md does', () => {
    expect(customJson.parse(file('bmf-example.json')).benchmarks).toEqual(customJson.parse(bmf).benchmarks);
  });
});

describe('custom-json adapter: BMF measures named by their Bencher name, not slug', () => {
  it('"Latency", "Throughput", "Build Time", "File Size" read as latency, throughput, build-time, file-size (derived from bmf-example.json)', () => {
    const example = fixtureInput('custom-json', 'bencher', 'bmf-example.json').files[0]!;
    const byName = example.text
      .replace('"latency"', '"Latency"')
      .replace('"throughput"', '"Throughput"')
      .replace('"build-time"', '"Build Time"')
      .replace('"file-size"', '"File Size"');
    expect(byName).not.toBe(example.text);
    expect(customJson.parse(input(byName)).benchmarks).toEqual(customJson.parse({ files: [example] }).benchmarks);
  });

  it('a custom measure with "Throughput" in its name is bigger-is-better, whatever its case', () => {
    expect(bench(input('{"b": {"Throughput (MB/s)": {"value": 5}}}'), 'b').metrics['Throughput (MB/s)']).toEqual({ unit: '', direction: 'bigger', value: 5 });
  });

  it('a measure named like an Object.prototype key is a custom measure, not a lookup into the prototype', () => {
    expect(bench(input('{"b": {"constructor": {"value": 5}}}'), 'b').metrics['constructor']).toEqual({ unit: '', direction: 'smaller', value: 5 });
    const proto = bench(input('{"b": {"__proto__": {"value": 6}, "toString": {"value": 7}}}'), 'b').metrics;
    expect(Object.keys(proto)).toEqual(['__proto__', 'toString']);
    expect(Object.getOwnPropertyDescriptor(proto, '__proto__')?.value).toEqual({ unit: '', direction: 'smaller', value: 6 });
  });
});

describe('custom-json adapter: BMF benchmarks named "benchmarks" or "schema"', () => {
  it('are BMF benchmarks, not a malformed benchgate/custom@1 document (derived from report_latency.json)', () => {
    const real = fixtureInput('custom-json', 'bencher', 'report_latency.json').files[0]!.text;
    const renamed = real.replace('"tests::benchmark_a"', '"benchmarks"').replace('"tests::benchmark_b"', '"schema"');
    expect(customJson.detect(input(renamed))).toBe('yes');
    expect(customJson.parse(input(renamed)).benchmarks.map((b) => [b.name, b.metrics['time']?.value])).toEqual([
      ['benchmarks', 3247],
      ['schema', 3443],
      ['tests::benchmark_c', 3361],
    ]);
    // A custom@1 document that lacks its schema still gets custom@1's error.
    expect(parseError(input('{"benchmarks": []}')).message).toContain('schema: expected "benchgate/custom@1"');
  });
});
