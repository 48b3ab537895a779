// A report of thousands of small suites keeps as many tables as its budget holds (each suite's <details> and
// each table's head count against it), and says how many rows it left out and where they are. Found by
// fuzzing: 2,000 suites of one row each gave a 1,200-character report with no table at all.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { syntheticResults } from '../helpers/results';

const suites = (r: Results, n: number): Results => ({
  ...r,
  suites: Array.from({ length: n }, (_, i) => ({ ...r.suites[0]!, name: `suite-${i}`, benchmarks: r.suites[0]!.benchmarks.slice(0, 1) })),
});

describe('thousands of one-row suites', () => {
  const c = compareRuns(suites(syntheticResults(), 2000), suites(syntheticResults({}, 2), 2000), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
  const md = renderReport(c, { maxChars: 200_000, fullTables: 'the `--format text` and `--format json` output' });

  it('fill the budget with tables, and count the rows left out', () => {
    expect(md.length).toBeLessThanOrEqual(200_000);
    const shown = md.match(/<details><summary>suite-/g)?.length ?? 0;
    expect(shown).toBeGreaterThan(300);
    expect(md).toContain(`_${2000 - shown} rows not shown here: the full tables are in the \`--format text\` and \`--format json\` output._`);
  });

  it('a report cut to its head names where the full tables are', () => {
    const tiny = renderReport(c, { maxChars: 1_500, fullTables: 'the `--format text` and `--format json` output' });
    expect(tiny).toContain('_The full report did not fit here: see the `--format text` and `--format json` output._');
  });
});
