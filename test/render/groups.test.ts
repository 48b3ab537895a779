// A harness's groups in the report (real pytest-benchmark fixtures): named where a suite has several and
// the benchmark names do not already start with them; each group's rows together.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { selectCells } from '../../src/compare/variants';
import type { TableSpec } from '../../src/config/schema';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const results = (dir: string, file: string) => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', dir, file) }]);

/** The table under a metric's heading, as rows of cells. */
function table(md: string, metric: string): string[][] {
  const at = md.indexOf(`**${metric}**`);
  // The table starts at its first `|` line: a note every row shares is said once between heading and table.
  const all = md.slice(at).split('\n');
  const lines = all.slice(all.findIndex((l) => l.startsWith('|')));
  const end = lines.findIndex((l) => !l.startsWith('|'));
  return lines.slice(0, end).map((l) => l.split(' | ').map((c) => c.replace(/^\| |\s\|$/g, '')));
}

describe("pytest-benchmark's groups (python-rapidjson's serialize and deserialize)", () => {
  const c = compareRuns(results('rapidjson', 'full-run1.json'), results('rapidjson', 'full-run3.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('each row carries its group, and the markdown has a Group column with each group together', () => {
    expect(new Set(c.rows.map((r) => r.group))).toEqual(new Set(['deserialize', 'serialize']));
    expect(c.rows.find((r) => r.benchmark.startsWith('test_dumps'))!.group).toBe('serialize');
    const rows = table(renderReport(c), 'time');
    expect(rows[0]!.slice(0, 2)).toEqual(['Group', 'Benchmark']);
    const groups = rows.slice(2).map((r) => r[0]);
    expect(groups).toHaveLength(118);
    // Together: the group changes once.
    expect(groups.filter((g, i) => i > 0 && g !== groups[i - 1])).toHaveLength(1);
  });

  it('the terminal report names the group between suite and benchmark', () => {
    expect(renderText(c)).toMatch(/^py › serialize › test_dumps\[/m);
  });
});

describe('a suite where only some benchmarks have a group (quoted-groups)', () => {
  it('shows — for the others', () => {
    const base = results('quoted-groups', 'benchmark.json');
    const c = compareRuns(base, base, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const rows = table(renderReport(c), 'time').slice(2);
    expect(rows.map((r) => r[0])).toEqual([...Array<string>(15).fill('—'), 'custom-group']);
    expect(rows.at(-1)![1]).toBe('test\\_grouped');
  });
});

describe('groups the names already start with (criterion group/bench)', () => {
  it('get no column', () => {
    const crit = (v: string) => resultsFrom([{ name: 'c', harness: 'criterion', input: fixtureTree('criterion', v, 'target', 'criterion') }]);
    const c = compareRuns(crit('base'), crit('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(new Set(c.rows.map((r) => r.group)).size).toBeGreaterThan(1);
    expect(renderReport(c)).not.toContain('| Group |');
    expect(renderText(c)).not.toMatch(/› checksum ›/);
  });
});

describe("Catch2's test cases (real v3 XML): a name two test cases share is prefixed with its own", () => {
  it('the terminal report names the test case once, not again before the name that starts with it', () => {
    const cpp = (v: string) => resultsFrom([{ name: 'cpp', harness: 'catch2', input: fixtureInput('catch2', 'v3', v, 'xml.stdout.xml') }]);
    const text = renderText(compareRuns(cpp('base'), cpp('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })));
    expect(text).toMatch(/^cpp › checksum\/impl_a\/1024 /m);
    expect(text).not.toMatch(/› checksum › checksum\//);
    // A name that does not start with its test case still gets it.
    expect(text).toMatch(/^cpp › sort <4096> & "quoted" › std::sort advanced /m);
  });
});

describe('group as a table parameter', () => {
  it('a variant table can have the groups as rows (where: and rows: group)', () => {
    const r = results('rapidjson', 'full-run1.json');
    const { rows, columns } = selectCells(r, { title: 'By group', rows: 'group', columns: 'benchmark', where: { group: 'serialize' } } as TableSpec);
    expect(rows).toEqual(['serialize']);
    expect(columns).toHaveLength(58);
  });
});

describe("go's packages (real RoaringBitmap/roaring run): a name two packages share is prefixed with its own", () => {
  const go = (side: string) => resultsFrom([{ name: 'go-bench', harness: 'go-bench', input: fixtureInput('go-bench', 'roaring-packages', `${side}.stdout.txt`) }]);
  const c = compareRuns(go('base'), go('head'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const pkg = 'github.com/RoaringBitmap/roaring/v2';

  it('the markdown names the package in the Group column only, not again in front of the name', () => {
    const rows = table(renderReport(c), 'time');
    expect(rows[0]!.slice(0, 2)).toEqual(['Group', 'Benchmark']);
    const cells = rows.slice(2).map((r) => r.slice(0, 2));
    expect(cells).toHaveLength(23);
    expect(cells).toContainEqual([`${pkg}/roaring64`, 'BenchmarkIterator123/simple\\_iteration\\_with\\_alloc']);
    expect(cells).toContainEqual([pkg, 'BenchmarkIterator123/simple\\_iteration\\_with\\_alloc']);
    expect(cells).toContainEqual([pkg, 'BenchmarkPopcount']);
    expect(cells.filter(([, name]) => name!.startsWith('github.com/'))).toEqual([]);
  });

  it('the terminal report names the package once', () => {
    const text = renderText(c);
    expect(text).toMatch(new RegExp(`^go-bench › ${pkg.replace(/\./g, '\\.')}/roaring64\\.BenchmarkIterator123/many_iteration `, 'm'));
    expect(text).not.toContain(`${pkg} › ${pkg}.`);
    expect(text).toMatch(new RegExp(`^go-bench › ${pkg.replace(/\./g, '\\.')} › BenchmarkPopcount `, 'm'));
  });
});
