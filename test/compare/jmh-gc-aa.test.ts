// Two forks of the same JMH code with -prof gc (real fixtures jmh/edge-en and edge-ru, one fork each, their
// console reports): nothing is called. Before, a thrpt row that ran 2× faster in one fork was called on the
// noise of gc.alloc.rate (compare-runs.ts applyProcessNoise's lender), and sub-byte B/op rows on their own
// three iterations (holdSubByteRows).
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const results = (run: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', run, 'jmh.stdout.txt') }]);
const comparison = () => compareRuns(results('edge-en'), results('edge-ru'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));

describe('JMH -prof gc A/A pair, one fork a side', () => {
  it('calls no row', () => {
    const called = comparison().rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved');
    expect(called.map((r) => `${r.benchmark} ${r.metric} ${r.verdict}`)).toEqual([]);
  });

  it("throughput, with too few rows of its own, is tested on the suite's time noise, not on the allocation rate's", () => {
    const c = comparison();
    const row = c.rows.find((r) => r.benchmark === 'EdgeBench.sum:kind=array,n=256 (thrpt)' && r.metric === 'throughput')!;
    // 8.3 against 17.6 M ops/s: the fork-to-fork move of the same code.
    expect(row.ratio).toBeGreaterThan(2);
    expect(row).toMatchObject({ test: 'random-effects', verdict: 'inconclusive', gating: true });
    expect(row.p).toBeGreaterThan(0.05);
    const time = c.summary.drift.find((d) => d.metric === 'time')!;
    expect(row.note).toBe(
      `too few benchmarks in this metric to measure the process noise: the suite's estimate from its time (${time.between!.benchmarks} benchmarks, σ ≈ ${(Math.expm1(time.between!.sigma) * 100).toFixed(0)} %) is used`,
    );
    // The allocation rate, the metric with the most benchmarks, moved by nothing between the forks.
    const rate = c.summary.drift.find((d) => d.metric === 'gc.alloc.rate')!;
    expect(rate.between!.benchmarks).toBeGreaterThan(time.between!.benchmarks);
    expect(rate.between!.sigma).toBe(0);
  });

  it('bytes per operation under 1 on both sides are no change, whatever the ratio; whole bytes are still tested', () => {
    const rows = comparison().rows.filter((r) => r.unit === 'B');
    const subByte = rows.filter((r) => r.base! < 1 && r.head! < 1);
    // 0.007 against 0.003 B/op, 0.005 against 0.003, 0.0001 against 0.0001, … (memory and gc.alloc.rate.norm).
    expect(subByte.length).toBeGreaterThanOrEqual(10);
    expect(subByte.some((r) => Math.abs(Math.log(r.ratio!)) > Math.log(2))).toBe(true);
    for (const r of subByte) {
      expect(r.verdict, `${r.benchmark} ${r.metric}`).toBe('unchanged');
      expect(r.p).toBeUndefined();
      expect(r.note).toMatch(/^under 1 byte per operation on both sides/);
    }
    const whole = rows.filter((r) => r.base! >= 1 && r.test === 'random-effects');
    expect(whole.length).toBeGreaterThan(0);
    for (const r of whole) expect(r.p, `${r.benchmark} ${r.metric}`).toBeDefined();
  });
});
