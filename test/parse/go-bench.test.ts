import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { Benchmark, Metric } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { goBench } from '../../src/parse/go-bench';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const base = fixtureInput('go-bench', 'base', 'go-test-bench.stdout.txt');
const head = fixtureInput('go-bench', 'head', 'go-test-bench.stdout.txt');
const base2 = fixtureInput('go-bench', 'base2', 'go-test-bench.stdout.txt');
const FILE = 'go-bench/base/go-test-bench.stdout.txt';

function bench(input: ParseInput, name: string): Benchmark {
  const b = goBench.parse(input).benchmarks.find((x) => x.name === name);
  if (!b) throw new Error(`no benchmark ${name}`);
  return b;
}
function metric(input: ParseInput, name: string, m: string): Metric {
  const x = bench(input, name).metrics[m];
  if (!x) throw new Error(`no metric ${m} on ${name}`);
  return x;
}
/** Derives a variant of the real base fixture by replacing its text. */
function derive(text: string): ParseInput {
  return { files: [{ path: FILE, text }] };
}
const parseError = (input: ParseInput): ParseError => parseErrorOf(goBench, input);

describe('go-bench adapter on real go test -bench -benchmem -count=6 output', () => {
  it('detects its own fixtures', () => {
    for (const input of [base, head, base2]) expect(goBench.detect(input)).toBe('yes');
  });

  it('aggregates the 6 -count lines into samples, value = median, GOMAXPROCS suffix stripped', () => {
    const out = goBench.parse(base);
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'BenchmarkChecksum/impl_a/1024', 'BenchmarkChecksum/impl_b/1024', 'BenchmarkChecksum/impl_a/10240',
      'BenchmarkChecksum/impl_b/10240', 'BenchmarkChecksum/impl_a/102400', 'BenchmarkChecksum/impl_b/102400',
      'BenchmarkEncode/impl_a/1024', 'BenchmarkEncode/impl_b/1024', 'BenchmarkEncode/impl_a/10240',
      'BenchmarkEncode/impl_b/10240', 'BenchmarkEncode/impl_a/102400', 'BenchmarkEncode/impl_b/102400',
      'BenchmarkHashTable', 'BenchmarkSmall',
    ]);
    const t = metric(base, 'BenchmarkChecksum/impl_a/1024', 'time');
    expect(t.samples).toEqual([6717, 7137, 6710, 7030, 6856, 6978]);
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 6, value: (6856 + 6978) / 2 });
    expect(t.spread?.min).toBe(6710);
    expect(t.spread?.max).toBe(7137);
    expect(t.spread?.stddev).toBeCloseTo(173.5208, 3) // Python statistics.stdev of the six samples;
    expect(bench(base, 'BenchmarkChecksum/impl_a/1024').params).toBeUndefined();
  });

  it('converts MB/s (decimal) to B/s, bigger is better', () => {
    const thr = metric(base, 'BenchmarkChecksum/impl_a/1024', 'throughput');
    expect(thr).toMatchObject({ unit: 'B/s', direction: 'bigger', n: 6 });
    expect(thr.samples?.[0]).toBeCloseTo(152.46e6, 0);
    expect(thr.value).toBeCloseTo(((146.75 + 149.35) / 2) * 1e6, 0);
  });

  it('keeps B/op, allocs/op and the custom ReportMetric units of BenchmarkHashTable', () => {
    const b = bench(base, 'BenchmarkHashTable');
    expect(Object.keys(b.metrics).sort()).toEqual(['allocs', 'keys/op', 'memory', 'probes/key', 'time']);
    expect(b.metrics['time']?.samples).toEqual([160166, 169915, 127801, 160903, 109642, 159266]);
    expect(b.metrics['keys/op']).toMatchObject({ unit: 'keys/op', direction: 'smaller', value: 4096, samples: [4096, 4096, 4096, 4096, 4096, 4096] });
    expect(b.metrics['probes/key']).toMatchObject({ unit: 'probes/key', direction: 'smaller', value: 1.537 });
    // B/op and allocs/op vary between -count runs here (271, 250, 214 … B): not exact.
    expect(b.metrics['memory']).toMatchObject({ unit: 'B', direction: 'smaller', value: (250 + 265) / 2, exact: false, samples: [271, 250, 214, 274, 181, 265] });
    expect(b.metrics['allocs']).toMatchObject({ unit: 'allocs', direction: 'smaller', value: 5, exact: false, samples: [5, 5, 4, 5, 3, 5] });
  });

  it('BenchmarkSmall has no throughput; its constant 0 B/op is exact', () => {
    const b = bench(base, 'BenchmarkSmall');
    expect(b.metrics['throughput']).toBeUndefined();
    expect(b.metrics['time']?.samples).toEqual([74.43, 75.14, 79.46, 86.19, 88.03, 81.44]);
    expect(b.metrics['time']?.value).toBeCloseTo((79.46 + 81.44) / 2, 10);
    expect(b.metrics['memory']).toMatchObject({ value: 0, exact: true });
    expect(b.metrics['allocs']).toMatchObject({ value: 0, exact: true });
  });

  it('parses head with its own numbers', () => {
    const t = metric(head, 'BenchmarkChecksum/impl_a/10240', 'time');
    expect(t.samples).toEqual([95676, 95110, 91979, 96252, 91894, 89894]);
    expect(t.value).toBe((91979 + 95110) / 2);
    expect(metric(head, 'BenchmarkEncode/impl_a/10240', 'memory')).toMatchObject({ value: 40960, exact: true });
    expect(metric(head, 'BenchmarkHashTable', 'memory').samples).toEqual([174, 213, 216, 227, 170, 181]);
  });

  it('parses CRLF and ANSI-coloured copies (derived) to the same numbers', () => {
    const text = base.files[0]!.text;
    const expected = goBench.parse(base).benchmarks;
    expect(goBench.parse(derive(text.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    const coloured = text.replace(/(\d+ ns\/op)/g, '\u001b[1;32m$1\u001b[0m').replace(/^PASS$/m, '\u001b[32mPASS\u001b[0m');
    expect(goBench.detect(derive(coloured))).toBe('yes');
    expect(goBench.parse(derive(coloured)).benchmarks).toEqual(expected);
  });

  it('keeps -cpu runs apart: procs in params and the suffix kept in the name (derived)', () => {
    // Derived: the real line for BenchmarkSmall duplicated with the suffix Go prints for -cpu 4.
    const text = base.files[0]!.text.replace(/^(BenchmarkSmall)-2(.*)$/m, '$1-2$2\n$1-4$2');
    const out = goBench.parse(derive(text));
    const small4 = out.benchmarks.find((b) => b.name === 'BenchmarkSmall-4');
    expect(small4?.params).toEqual({ procs: '4' });
    expect(small4?.metrics['time']?.samples).toEqual([74.43]);
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkSmall-2')?.params).toEqual({ procs: '2' });
  });

  it('prefixes names that occur in two packages (derived: the fixture repeated under a second pkg)', () => {
    const text = base.files[0]!.text;
    const out = goBench.parse(derive(`${text}${text.replace('pkg: example.com/realbench', 'pkg: example.com/other')}`));
    expect(out.benchmarks).toHaveLength(28);
    const other = out.benchmarks.find((b) => b.name === 'example.com/other.BenchmarkSmall');
    expect(other?.group).toBe('example.com/other');
    expect(other?.metrics['time']?.samples).toEqual([74.43, 75.14, 79.46, 86.19, 88.03, 81.44]);
  });

  it('reads go test -json (test2json) output built from the fixture lines, bench lines split as test2json splits them', () => {
    const lines = base.files[0]!.text.split('\n').filter((l) => l !== '');
    const events = lines.flatMap((l) => {
      const m = /^(Benchmark\S+\s+\t)(.*)$/.exec(l);
      const parts = m ? [m[1]!, `${m[2]!}\n`] : [`${l}\n`];
      return parts.map((Output) => JSON.stringify({ Time: '2026-11-22T10:00:00Z', Action: 'output', Package: 'example.com/realbench', Output }));
    });
    const json = { files: [{ path: 'go-test.json', text: `${events.join('\n')}\n` }] };
    expect(goBench.detect(json)).toBe('yes');
    expect(goBench.parse(json).benchmarks).toEqual(goBench.parse(base).benchmarks);
    const broken = { files: [{ path: 'go-test.json', text: `${events.slice(0, 3).join('\n')}\n{"Action":"outp` }] };
    expect(parseError(broken).message).toBe('go-bench: go-test.json:4: expected one test2json event (JSON object) per line, found "{\\"Action\\":\\"outp"');
  });

  it('keeps a failed benchmark as failed with its log (derived: BenchmarkSmall lines replaced by Go\'s failure shape)', () => {
    const text = base.files[0]!.text
      .replace(/^BenchmarkSmall-2[^\n]*\n/gm, '')
      .replace(/^PASS\nok.*$/m, 'BenchmarkSmall-2                        \t--- FAIL: BenchmarkSmall-2\n    bench_test.go:71: boom\nFAIL\nexit status 1\nFAIL\texample.com/realbench\t14.154s');
    const out = goBench.parse(derive(text));
    const small = out.benchmarks.find((b) => b.name === 'BenchmarkSmall');
    expect(small).toMatchObject({ status: 'failed', error: 'bench_test.go:71: boom', metrics: {} });
    expect(bench(derive(text), 'BenchmarkChecksum/impl_a/1024').status).toBeUndefined();
  });

  it('a run with nothing but a failure is a ParseError at the FAIL line (derived)', () => {
    const text = 'goos: linux\ngoarch: amd64\npkg: example.com/realbench\ncpu: Intel(R) Xeon(R) Processor\nBenchmarkSmall-2    \t--- FAIL: BenchmarkSmall-2\n    bench_test.go:71: boom\nFAIL\n';
    expect(parseError(derive(text)).message).toBe(
      `go-bench: ${FILE}:5: expected at least one benchmark result (the run failed), found "BenchmarkSmall-2    \\t--- FAIL: BenchmarkSmall-2"`,
    );
  });

  it('truncated, empty and garbled inputs are ParseErrors naming file and line', () => {
    const text = base.files[0]!.text;
    const cut = text.slice(0, text.indexOf('7137 ns/op') + 4);
    expect(parseError(derive(cut)).message).toBe(`go-bench: ${FILE}:6: expected "<N> <value> <unit>…" after the benchmark name, found "16209\\t      7137"`);
    expect(parseError(derive('')).message).toMatch(/^go-bench: go-bench\/base\/go-test-bench.stdout.txt: expected at least one "Benchmark/);
    const garbled = text.replace('6710 ns/op', '67x0 ns/op');
    expect(parseError(derive(garbled)).message).toBe(`go-bench: ${FILE}:7: expected "<value> <unit>" pairs, found "67x0 ns/op"`);
    expect(goBench.parse(derive(text.slice(0, text.indexOf('PASS')))).warnings).toEqual([`${FILE}: no PASS/ok/FAIL line: the output may be truncated`]);
  });

  it('does not claim unrelated text', () => {
    expect(goBench.detect(derive('running 0 tests\ntest checksum/impl_a/1024 ... bench:       4,255 ns/iter (+/- 270)\n'))).toBe('no');
  });

  it('survives fuzzing of the real fixtures', () => {
    fuzzAdapter(goBench, [base, head]);
  });
});
