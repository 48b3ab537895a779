// Two runs with no benchmark at all: nothing was compared, and the report says that rather than
// "no change beyond noise in 0 rows" (found by fuzzing compare).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { syntheticResults } from '../helpers/results';

describe('an empty comparison', () => {
  const empty = { ...syntheticResults(), suites: [] };
  const c = compareRuns(empty, empty, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('is "nothing was compared" in markdown and text', () => {
    expect(renderReport(c)).toContain('❔ **nothing was compared: no benchmark has results on both sides**');
    expect(renderText(c).split('\n')[0]).toBe('benchgate: nothing compared');
  });
});
