// A variant table's cells are rows × columns, both named by the results: capped by `max-cells`, with a note.
import { describe, expect, it } from 'vitest';
import { buildTables } from '../../src/compare/tables';
import { DEFAULT_MAX_CELLS } from '../../src/compare/variants';
import type { Results, Suite } from '../../src/model/results';
import { renderTables } from '../../src/render/tables';

// Synthetic names and values: the shape of the table is what is tested, not a harness's output.
function run(names: string[]): Results {
  const benchmarks: Suite['benchmarks'] = names.map((name, i) => ({ name, metrics: { time: { unit: 'ns', direction: 'smaller', value: 100 + (i % 7) } } }));
  return {
    schema: 'benchgate/results@1',
    meta: { createdAt: '2026-11-27T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } },
    suites: [{ name: 's', harness: 'custom-json', status: 'ok', benchmarks }],
  };
}
const options = { seed: 1, resamples: 50, noiseFloor: 0.05, alpha: 0.05 };

describe('variant table cells', () => {
  it('a pattern making every benchmark its own row and column stops at max-cells and says so', () => {
    // 20,000 benchmarks on the diagonal: 400 million cells uncapped (minutes, then out of memory).
    const names = Array.from({ length: 20_000 }, (_, i) => `X/${i}/${i}`);
    const [built] = buildTables([{ title: 'Diagonal', match: 'X/{row}/{col}', rows: 'row', columns: 'col' }], run(names), undefined, options);
    expect(built!.kind).toBe('variant');
    const t = built!.kind === 'variant' ? built!.table : undefined;
    expect(t!.columns).toHaveLength(20_000);
    expect(t!.rows).toHaveLength(Math.floor(DEFAULT_MAX_CELLS / 20_000));
    expect(t!.cut).toBe('20,000 rows × 20,000 columns is more than max-cells (100,000): the first 5 rows are shown. Narrow the table with `where` or `match`, or raise `max-cells`.');
    const md = renderTables([built!]).join('\n');
    expect(md).toContain(`_${t!.cut}_`);
  }, 60_000);

  it('keeps the reference column when the columns alone exceed max-cells', () => {
    const names = Array.from({ length: 30 }, (_, i) => `E/m/v${i}`);
    const [built] = buildTables([{ title: 'Wide', match: 'E/{msg}/{impl}', rows: 'msg', columns: 'impl', reference: 'v29', 'max-cells': 10 }], run(names), undefined, options);
    const t = built!.kind === 'variant' ? built!.table : undefined;
    expect(t!.columns).toEqual(['v29', ...Array.from({ length: 9 }, (_, i) => `v${i}`)]);
    expect(t!.rows[0]!.comparisons).toHaveLength(9);
    expect(t!.cut).toContain('the first 1 rows and 10 columns are shown');
  });

  it('a table within max-cells is whole, with no note', () => {
    const names = ['E/a/x', 'E/a/y', 'E/b/x', 'E/b/y'];
    const [built] = buildTables([{ title: 'Small', match: 'E/{msg}/{impl}', rows: 'msg', columns: 'impl', 'max-cells': 4 }], run(names), undefined, options);
    const t = built!.kind === 'variant' ? built!.table : undefined;
    expect(t!.rows.map((r) => r.key)).toEqual(['a', 'b']);
    expect(t!.cut).toBeUndefined();
    expect(renderTables([built!]).join('\n')).not.toContain('max-cells');
  });
});
