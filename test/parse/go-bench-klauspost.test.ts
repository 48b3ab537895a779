// Real runs of github.com/klauspost/compress v1.20.4 (test/fixtures/go-bench/klauspost-zstd, see its SOURCE.md).
import { describe, expect, it } from 'vitest';
import type { ParseInput } from '../../src/parse/adapter';
import { goBench } from '../../src/parse/go-bench';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const multi = fixtureInput('go-bench', 'klauspost-zstd', 'multi', 'go-test-bench.stdout.txt');
const multiJson = fixtureInput('go-bench', 'klauspost-zstd', 'multi-json', 'go-test-bench.stdout.json');
const single = fixtureInput('go-bench', 'klauspost-zstd', 'base', 'go-test-bench.stdout.txt');
const FLATE = 'github.com/klauspost/compress/flate';
const ZSTD = 'github.com/klauspost/compress/zstd';

const summary = (input: ParseInput) => goBench.parse(input).benchmarks.map((b) => [b.name, b.group, b.status]);

describe('go-bench: a benchmark that fails before its package\'s header (klauspost-zstd)', () => {
  it('text: the failure is the package whose header follows it, as -json says, not the package before', () => {
    const expected = [
      ['BenchmarkEncodeDigitsSpeed1e4', FLATE, undefined],
      ['BenchmarkDecoder_DecoderNewSomeRead', ZSTD, 'failed'],
      ['BenchmarkEncoder_EncodeAllSimple/fastest', ZSTD, undefined],
      ['BenchmarkEncoder_EncodeAllSimple/default', ZSTD, undefined],
      ['BenchmarkEncoder_EncodeAllSimple/better', ZSTD, undefined],
      ['BenchmarkEncoder_EncodeAllSimple/best', ZSTD, undefined],
    ];
    expect(summary(multi)).toEqual(expected);
    expect(summary(multiJson)).toEqual(expected);
    const failed = goBench.parse(multi).benchmarks[1]!;
    expect(failed.error).toBe('decoder_test.go:1500: open testdata/000002.map.win32K.zst: no such file or directory');
  });

  it('its package\'s `FAIL <pkg>` line is not a failure outside any benchmark', () => {
    expect(goBench.parse(multi).warnings).toBeUndefined();
    expect(goBench.parse(multiJson).warnings).toBeUndefined();
    expect(goBench.parse(single).warnings).toBeUndefined();
  });

  it('one package: the failure first in the file is that package\'s, so no name is grouped or qualified', () => {
    const out = goBench.parse(single).benchmarks;
    expect(out).toHaveLength(30);
    expect(out.filter((b) => b.group !== undefined)).toEqual([]);
    expect(out[0]).toMatchObject({ name: 'BenchmarkDecoder_DecoderNewSomeRead', status: 'failed', metrics: {} });
  });

  it('derived (the flate package given a benchmark of the failing one\'s name): the failure does not land on it', () => {
    const text = multi.files[0]!.text.replaceAll('BenchmarkEncodeDigitsSpeed1e4-2', 'BenchmarkDecoder_DecoderNewSomeRead-2');
    const out = goBench.parse({ files: [{ path: 'derived.txt', text }] }).benchmarks;
    const flate = out.find((b) => b.group === FLATE)!;
    expect(flate).toMatchObject({ name: `${FLATE}.BenchmarkDecoder_DecoderNewSomeRead` });
    expect(flate.status).toBeUndefined();
    expect(flate.metrics.time!.samples).toEqual([77384, 29313]);
    expect(out.find((b) => b.group === ZSTD && b.name.endsWith('DecoderNewSomeRead'))).toMatchObject({ status: 'failed' });
  });
});

describe('go-bench: which way a b.ReportMetric unit is better (klauspost-zstd, `ratio`)', () => {
  const base = fixtureInput('go-bench', 'klauspost-zstd', 'unit-base', 'go-test-bench.stdout.txt');
  const head = fixtureInput('go-bench', 'klauspost-zstd', 'unit-head', 'go-test-bench.stdout.txt');
  const ratioOf = (input: ParseInput, name: string) => goBench.parse(input).benchmarks.find((b) => b.name === name)!.metrics.ratio!;

  it('a benchfmt `Unit ratio better=higher` line makes the compression ratio bigger-is-better', () => {
    expect(ratioOf(base, 'BenchmarkEncoderCorpus/<tag>.html/fastest')).toMatchObject({ unit: 'ratio', direction: 'bigger', value: 2.837, samples: [2.837, 2.837, 2.837, 2.837, 2.837] });
    expect(ratioOf(head, 'BenchmarkEncoderCorpus/<tag>.html/fastest')).toMatchObject({ direction: 'bigger', value: 2.677 });
  });

  it('without the line, a unit that is neither a rate nor a time or memory per something has no direction: shown, not judged', () => {
    expect(ratioOf(single, 'BenchmarkEncoderCorpus/<tag>.html/fastest')).toMatchObject({ undirected: true, value: 2.837 });
    // The planted worse level (tableBits 15 → 9): 2.837 → 2.677, once read "✅ improved" and gating.
    const headRun = fixtureInput('go-bench', 'klauspost-zstd', 'head-fastest-tablebits9', 'go-test-bench.stdout.txt');
    const results = (input: ParseInput) => resultsFrom([{ name: 'zstd', harness: 'go-bench', input }]);
    const c = compareRuns(results(single), results(headRun), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const ratios = c.rows.filter((r) => r.metric === 'ratio');
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect([r.verdict, r.gating, r.note], r.benchmark).toEqual(['unchanged', false, expect.stringMatching(/^the output does not say whether bigger or smaller is better: shown, not judged/)]);
  });

  it('a rate, or a time or memory per something, keeps its direction without a line (cramberry\'s B/msg)', () => {
    const cramberry = goBench.parse(fixtureInput('..', '..', 'examples', 'cramberry', 'raw', 'base', 'go', 'stdout.txt'));
    const perMsg = cramberry.benchmarks.flatMap((b) => Object.values(b.metrics)).filter((m) => m.unit === 'B/msg');
    expect(perMsg.length).toBeGreaterThan(0);
    for (const m of perMsg) expect([m.direction, m.undirected]).toEqual(['smaller', undefined]);
  });

  it('the names go test printed are kept exactly (`|`, `*`, `_`, `<`, backticks, non-ASCII letters)', () => {
    const names = goBench.parse(base).benchmarks.map((b) => b.name).filter((n) => n.endsWith('/fastest'));
    expect(names).toEqual([
      'BenchmarkEncoderCorpus/<tag>.html/fastest', 'BenchmarkEncoderCorpus/`tick`.md/fastest', 'BenchmarkEncoderCorpus/a|b.txt/fastest',
      'BenchmarkEncoderCorpus/naïve_résumé.txt/fastest', 'BenchmarkEncoderCorpus/x*y_z.log/fastest', 'BenchmarkEncoderCorpus/日本語.txt/fastest',
    ]);
  });
});
