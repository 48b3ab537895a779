// A comparison in which no benchmark has results on both sides: before, the text report's headline read
// "benchgate: unchanged (14 added, 18 removed)" and the markdown's "➖ no change beyond noise in 0 rows" (two real
// runs of picomatch 4.0.5's bench, whose names differed in every run until benchmarkjs read redrawn lines).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const results = (fixture: string, file: string) => resultsFrom([{ name: 'js', harness: 'benchmarkjs', input: fixtureInput('benchmarkjs', fixture, file) }]);

describe('nothing compared: every benchmark new or removed (real fixtures: clsx 2.1.0 as base, picomatch 4.0.5 as head)', () => {
  const c = compareRuns(results('clsx', 'stdout.txt'), results('picomatch', 'index.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));

  it('is no verdict of "unchanged" in either headline', () => {
    expect(c.summary).toMatchObject({ verdict: 'unchanged', counts: { unchanged: 0, inconclusive: 0, added: 18, removed: 35 } });
    expect(renderText(c).split('\n')[0]).toBe('benchgate: nothing compared (18 added, 35 removed)');
    expect(renderReport(c)).toContain('❔ **nothing was compared: no benchmark has results on both sides** · 🆕 18 new · 🗑️ 35 removed\n');
    expect(renderReport(c)).not.toContain('no change beyond noise** in 0 rows');
  });

  it('a comparison with rows on both sides keeps its headline (the same fixture against itself)', () => {
    const same = compareRuns(results('picomatch', 'index.stdout.txt'), results('picomatch', 'index.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(same.summary.counts.added + same.summary.counts.removed).toBe(0);
    expect(renderText(same).split('\n')[0]).not.toContain('nothing compared');
    expect(renderReport(same)).not.toContain('nothing was compared');
  });
});
