// A head whose suite failed (real captures: hex 0.4.3, a PR that broke the bench build) against a stored
// baseline: its rows were not measured, so the report must not blame noise or suggest paired rounds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';

const fixture = (f: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'hex-failed-build', f), 'utf8')) as Results;

describe('a suite that failed in head (hex: the bench no longer builds)', () => {
  const c = compareRuns(fixture('base.json'), fixture('head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

  it('its rows say the head run failed, and the report does not call it noise or suggest paired rounds', () => {
    expect(c.summary.failedSuites).toEqual(['criterion']);
    expect(c.rows).toHaveLength(9);
    for (const r of c.rows) expect([r.verdict, r.note]).toEqual(['inconclusive', 'the head run of this suite failed']);
    const md = renderReport(c);
    expect(md).toContain('❌ Failed suite: criterion');
    expect(md).not.toContain('Too noisy to decide');
    expect(md).not.toContain('/benchgate run --paired');
  });
});

describe('the terminal report of a failed suite', () => {
  it('leads with the failure, as the markdown does, before the verdict over the rows', () => {
    const c = compareRuns(fixture('base.json'), fixture('head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    const first = renderText(c).split('\n')[0];
    expect(first).toBe('benchgate: 1 suite failed · undecided (9 inconclusive)');
  });
});
