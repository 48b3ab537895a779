// An output that says its own run failed (go test's `FAIL <pkg> [setup failed]`) fails its suite, whatever the exit
// code: read from a file (`benchgate compare old.txt new.txt`, a run piped through `tee`) it was a warning, the broken
// package's benchmarks "removed", and exit 0 under --fail-on-regression. Real outputs: test/fixtures/go-bench/setup-failed.
import { describe, expect, it } from 'vitest';
import { toSuite } from '../../src/app';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { RESULTS_SCHEMA_ID, type Results, type Suite } from '../../src/model/results';
import { goBench } from '../../src/parse/go-bench';
import { renderReport } from '../../src/render/markdown';
import { fixtureInput } from '../helpers/fixtures';

const DIR = ['go-bench', 'setup-failed'] as const;
const suiteOf = (file: string, exitCode = 0): Suite =>
  toSuite({ name: 'go', harness: 'go-bench' }, { input: fixtureInput(...DIR, file), harness: 'go-bench', durationMs: 1000, exitCode, warnings: [], outcome: { outcome: 'ok' } });
const results = (s: Suite): Results => ({ schema: RESULTS_SCHEMA_ID, meta: { createdAt: '2026-11-30T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'x', cores: 2 } }, suites: [s] });

describe('a run whose output reports a failed package', () => {
  it('the parse says so, text and -json alike; the base run says nothing', () => {
    for (const f of ['head.txt', 'head.json']) {
      expect(goBench.parse(fixtureInput(...DIR, f)).failure).toMatch(/^go-bench\/setup-failed\/head\.(txt|json):\d+: the run reported a failure outside any benchmark \(FAIL\texample\.com\/bf\/b \[setup failed\]\): the benchmarks it stopped have no results$/);
    }
    expect(goBench.parse(fixtureInput(...DIR, 'base.txt')).failure).toBeUndefined();
  });

  it('fails its suite even at exit 0, keeping the benchmarks that ran; compared, the package\'s benchmark is not "removed"', () => {
    const head = suiteOf('head.txt');
    expect(head).toMatchObject({ status: 'failed', error: expect.stringContaining('[setup failed]') });
    expect(head.benchmarks.map((b) => b.name)).toEqual(['BenchmarkA']);
    const c = compareRuns(results(suiteOf('base.txt')), results(head), compareOptionsFor(undefined));
    expect(c.summary.failedSuites).toEqual(['go']);
    expect(c.rows.find((r) => r.benchmark === 'BenchmarkB')).toMatchObject({ verdict: 'inconclusive', note: 'the head run of this suite failed' });
    expect(renderReport(c)).toMatch(/❌ \*\*1 suite failed\*\*/);
  });
});
