// `--format json` and `--format text` in pieces (render/json.ts, renderTextLines): joined, exactly what one string
// held before; and a comparison past V8's string cap is written, not a RangeError.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Comparison } from '../../src/compare/types';
import type { Results } from '../../src/model/results';
import { comparisonJson } from '../../src/render/json';
import { renderTextLines } from '../../src/render/text';

const fixture = (f: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'hex-failed-build', f), 'utf8')) as Results;
const base = fixture('base.json');

describe('comparisonJson', () => {
  const cases: [string, Comparison][] = [
    ['a failed head suite', compareRuns(base, fixture('head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }))],
    ['a run against itself', compareRuns(base, base, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }))],
    ['no rows', compareRuns({ ...base, suites: [] }, { ...base, suites: [] }, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }))],
  ];
  for (const [what, c] of cases) {
    it(`joined, is JSON.stringify(c, null, 2): ${what}`, () => {
      expect([...comparisonJson(c)].join('')).toBe(`${JSON.stringify(c, null, 2)}\n`);
      const withWarnings = { ...c, base: null, warnings: [{ suite: 's', side: 'head' as const, text: 'a\nb "c"' }], extra: undefined };
      expect([...comparisonJson(withWarnings)].join('')).toBe(`${JSON.stringify(withWarnings, null, 2)}\n`);
    });
  }

  it('writes a comparison longer than a string can be, a row at a time', () => {
    const c = cases[0]![1];
    const row = c.rows[0]!;
    const rows = new Array<(typeof c.rows)[number]>(1_200_000).fill(row);
    let length = 0;
    let pieces = 0;
    for (const piece of comparisonJson({ ...c, rows })) {
      length += piece.length;
      pieces++;
    }
    // Before: JSON.stringify of it threw RangeError: Invalid string length.
    expect(length).toBeGreaterThan(2 ** 29);
    expect(pieces).toBeGreaterThan(1_000_000);
    let text = 0;
    for (const line of renderTextLines({ ...c, rows })) text += line.length;
    expect(text).toBeGreaterThan(1_000_000 * 40);
  }, 120_000);
});
