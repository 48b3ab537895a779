// Single-process A/A pairs of real captures (test/fixtures/*/base…base4: the same code run again, see
// each SOURCE.md): every call is a false alarm. Issue 12's bar is at most 1 false call per 100 unchanged
// rows, for a same-job and for a stored baseline.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { ParseInput } from '../../src/parse/adapter';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const file = (harness: string, name: string) => (variant: string): ParseInput => fixtureInput(harness, variant, name);
const SETS: { harness: string; input: (variant: string) => ParseInput; variants: string[] }[] = [
  { harness: 'go-bench', input: file('go-bench', 'go-test-bench.stdout.txt'), variants: ['base', 'base2'] },
  { harness: 'tinybench', input: file('tinybench', 'tinybench-results.json'), variants: ['base', 'base2', 'base3', 'base4'] },
  { harness: 'google-benchmark', input: file('google-benchmark', 'bench-json.stdout.json'), variants: ['base', 'base2', 'base3', 'base4'] },
  { harness: 'pytest-benchmark', input: file('pytest-benchmark', 'out.json'), variants: ['base', 'base2', 'base3', 'base4'] },
  { harness: 'benchmarkjs', input: file('benchmarkjs', 'benchmarkjs.stdout.txt'), variants: ['base', 'base2'] },
  { harness: 'vitest-bench', input: file('vitest-bench', 'out.json'), variants: ['base', 'base2'] },
  { harness: 'catch2', input: (v) => fixtureInput('catch2', 'v2', v, 'xml.stdout.xml'), variants: ['base', 'base2'] },
  { harness: 'criterion', input: (v) => fixtureTree('criterion', v, 'target', 'criterion'), variants: ['base', 'base2'] },
  { harness: 'cargo-bench', input: (v) => fixtureInput('criterion', v, 'cargo-bench-bencher.stdout.txt'), variants: ['base', 'base2'] },
  { harness: 'divan', input: file('divan', 'cargo-bench.stdout.txt'), variants: ['base', 'base2'] },
  // base2 ran on another CPU (see its SOURCE.md); sort_4096's throughput doubles there, one JIT outcome
  // against another inside a single fork: the one false call these pairs make.
  { harness: 'jmh', input: file('jmh', 'out.json'), variants: ['base', 'base2'] },
];

describe('single-process A/A pairs of real captures', () => {
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: at most 1 false call per 100 unchanged gating rows`, () => {
      const options = compareOptionsFor(undefined, {}, { baselineKind: kind });
      let rows = 0;
      const calls: string[] = [];
      for (const { harness, input, variants } of SETS) {
        const results = variants.map((v) => resultsFrom([{ name: harness, harness, input: input(v) }]));
        for (let i = 0; i < variants.length; i++) {
          for (let j = i + 1; j < variants.length; j++) {
            const c = compareRuns(results[i]!, results[j]!, options);
            const gating = c.rows.filter((r) => r.gating && r.base !== null && r.head !== null);
            rows += gating.length;
            for (const r of gating) if (r.verdict === 'regressed' || r.verdict === 'improved') calls.push(`${harness} ${variants[i]}→${variants[j]} ${r.benchmark} ${r.verdict}`);
          }
        }
      }
      expect(rows).toBeGreaterThan(400);
      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(Math.floor(rows / 100));
    });
  }
});
