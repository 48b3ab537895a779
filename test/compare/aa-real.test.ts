// Single-process A/A pairs of real captures (test/fixtures/*/base…base4: the same code run again, see
// each SOURCE.md): every call is a false alarm. Issue 12's bar is at most 1 false call per 100 unchanged
// rows, for a same-job and for a stored baseline.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const SETS: { harness: string; file: string; variants: string[] }[] = [
  { harness: 'go-bench', file: 'go-test-bench.stdout.txt', variants: ['base', 'base2'] },
  { harness: 'tinybench', file: 'tinybench-results.json', variants: ['base', 'base2', 'base3', 'base4'] },
  { harness: 'google-benchmark', file: 'bench-json.stdout.json', variants: ['base', 'base2', 'base3', 'base4'] },
  { harness: 'pytest-benchmark', file: 'out.json', variants: ['base', 'base2', 'base3', 'base4'] },
];

describe('single-process A/A pairs of real captures', () => {
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: at most 1 false call per 100 unchanged gating rows`, () => {
      const options = compareOptionsFor(undefined, {}, { baselineKind: kind });
      let rows = 0;
      const calls: string[] = [];
      for (const { harness, file, variants } of SETS) {
        const results = variants.map((v) => resultsFrom([{ name: harness, harness, input: fixtureInput(harness, v, file) }]));
        for (let i = 0; i < variants.length; i++) {
          for (let j = i + 1; j < variants.length; j++) {
            const c = compareRuns(results[i]!, results[j]!, options);
            const gating = c.rows.filter((r) => r.gating && r.base !== null && r.head !== null);
            rows += gating.length;
            for (const r of gating) if (r.verdict === 'regressed' || r.verdict === 'improved') calls.push(`${harness} ${variants[i]}→${variants[j]} ${r.benchmark} ${r.verdict}`);
          }
        }
      }
      expect(rows).toBeGreaterThan(250);
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(Math.floor(rows / 100));
    });
  }
});
