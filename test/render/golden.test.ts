// Reports rendered from real fixture runs, compared with reviewed golden files in test/golden/.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns, DEFAULT_SEED } from '../../src/compare/compare-runs';
import { buildTables } from '../../src/compare/tables';
import { median } from '../../src/compare/stats/descriptive';
import type { TableSpec } from '../../src/config/schema';
import { renderReport } from '../../src/render/markdown';
import { renderTables } from '../../src/render/tables';
import { renderText } from '../../src/render/text';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { expectGolden } from '../helpers/golden';
import { resultsFrom } from '../helpers/results';

const go = (v: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', v, 'go-test-bench.stdout.txt') }], { commit: `${v}000000000000` });
const criterion = (v: string) => resultsFrom([{ name: 'criterion', harness: 'criterion', input: fixtureTree('criterion', v, 'target', 'criterion') }]);
const tableOptions = { seed: DEFAULT_SEED, resamples: 1000, noiseFloor: 0.05, alpha: 0.05 };

describe('golden reports from real fixtures', () => {
  it('go: head vs base (the intended +30 % regression, an A/A-sized noise elsewhere)', () => {
    const c = compareRuns(go('base'), go('head'), compareOptionsFor(undefined));
    expectGolden('go-head-vs-base.md', renderReport(c, { now: new Date('2026-11-22T06:00:00Z') }));
    expectGolden('go-head-vs-base.txt', renderText(c));
  });

  it('go: the A/A pair says no change', () => {
    const c = compareRuns(go('base'), go('base2'), compareOptionsFor(undefined));
    const md = renderReport(c);
    expect(md).not.toContain('#### ⚠️ Regressions');
    expectGolden('go-aa.md', md);
  });

  it('criterion: a run where everything moved says no verdict is possible instead of flagging every row', () => {
    const c = compareRuns(criterion('base'), criterion('head'), compareOptionsFor(undefined));
    const md = renderReport(c);
    expect(md).toContain('the whole run moved');
    expectGolden('criterion-drift.md', md);
  });

  it('go: variant tables (impl_a vs impl_b per size, as % and as speed-up), a cost fit and the fastest column', () => {
    const specs: TableSpec[] = [
      { title: 'Checksum: impl_a vs impl_b', match: 'BenchmarkChecksum/{impl}/{size}', rows: 'size', columns: 'impl', reference: 'impl_a', details: true, fastest: true },
      { title: 'Encode: impl_a vs impl_b', match: 'BenchmarkEncode/{impl}/{size}', rows: 'size', columns: 'impl', reference: 'impl_a', style: 'ratio' },
      { title: 'Memory per op (encode)', match: 'BenchmarkEncode/{impl}/{size}', rows: 'size', columns: 'impl', metric: 'memory', reference: 'impl_a' },
      { title: 'Cost per byte', match: 'BenchmarkChecksum/{impl}/{size}', rows: 'impl', fit: ['size'] },
    ];
    const md = renderTables(buildTables(specs, go('base'), undefined, tableOptions)).join('\n\n');
    expect(md).toContain('| **1024** |');
    expectGolden('go-variants.md', `${md}\n`);
  });

  it('several harnesses in one table (pattern list, suite as a row, template columns, no comparison) and combined metric cells', () => {
    const multi = resultsFrom([
      { name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'base', 'go-test-bench.stdout.txt') },
      { name: 'c++', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'base', 'bench-json.stdout.json') },
      { name: 'rust', harness: 'criterion', input: fixtureTree('criterion', 'base', 'target', 'criterion') },
    ]);
    const specs: TableSpec[] = [
      { title: 'Checksum across languages', match: ['BenchmarkChecksum/{impl}/{size}', 'checksum/{impl}/{size}'], rows: 'suite', columns: '{impl} {size}', compare: false },
      { title: 'Encode: memory per op', suite: 'go', match: 'BenchmarkEncode/{impl}/{size}', rows: 'impl', columns: 'size', metric: ['memory', 'allocs'], compare: false },
    ];
    const md = renderTables(buildTables(specs, multi, undefined, tableOptions)).join('\n\n');
    expect(md).toContain('| **c++** |');
    expect(md).toMatch(/KiB \/ \d+ allocs/);
    expectGolden('multi-harness-table.md', `${md}\n`);
  });

  it('go: best-of-N cells, and variants as rows against a Baseline row', () => {
    const base = go('base');
    const specs: TableSpec[] = [
      { title: 'Checksum, best of 6 and median', match: 'BenchmarkChecksum/{impl}/{size}', rows: 'size', columns: 'impl', reference: 'impl_a', style: 'ratio', cell: 'best-median' },
      { title: 'Encode at 102400 B: memory per op', match: 'BenchmarkEncode/{impl}/{size}', where: { size: '102400' }, rows: 'impl', reference: 'impl_a', metric: 'memory' },
      { title: 'Encode at 1024 B: allocations per op', match: 'BenchmarkEncode/{impl}/{size}', where: { size: '1024' }, rows: 'impl', reference: 'impl_b', metric: 'allocs' },
    ];
    const md = renderTables(buildTables(specs, base, undefined, tableOptions)).join('\n\n');
    const samples = base.suites[0]!.benchmarks.find((b) => b.name === 'BenchmarkChecksum/impl_a/1024')!.metrics.time!.samples!;
    expect(md).toContain(`| **1024** | ${(Math.min(...samples) / 1000).toFixed(3)} µs / `);
    // The second number is the centre compared: impl_a's median, impl_b's that median ÷ the Hodges–Lehmann ratio.
    expect(md).toContain('impl\\_a (best / centre of 6)');
    expect(md).toContain('Cells show the best run, then the centre compared; the comparisons use all samples.');
    expect(md).toContain(`/ ${(median(samples) / 1000).toFixed(3)} µs |`);
    // Rows layout: the reference row is the Baseline, the other row is judged against it.
    expect(md).toMatch(/\| \*\*impl\\_a\*\* \| 400 KiB \| Baseline \| — \|/);
    expect(md).toMatch(/\| \*\*impl\\_b\*\* \| [\d,.]+ KiB ± [^|]+ \| \*\*\+171\.7 %\*\* \([^)]*p=0\.00\d\) \| ⚠️ impl\\_b larger \|/);
    expect(md).toContain('| **impl\\_a** | 2 allocs | **No difference** | ➖ no difference |');
    expectGolden('go-table-layouts.md', `${md}\n`);
  });

  it('go: a fit compares head slopes with base slopes', () => {
    const specs: TableSpec[] = [{ title: 'Cost per byte, head vs base', match: 'BenchmarkChecksum/{impl}/{size}', rows: 'impl', fit: ['size'] }];
    const md = renderTables(buildTables(specs, go('head'), go('base'), tableOptions)).join('\n\n');
    expectGolden('go-fit-vs-base.md', `${md}\n`);
  });
});
