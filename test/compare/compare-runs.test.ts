import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/render/markdown';
import { compareOptionsFor, compareRuns, UNBOUNDED_ERROR } from '../../src/compare/compare-runs';
import { Comparison } from '../../src/compare/types';
import { fixtureInput, fixtureTree } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';
import { mergeRuns } from '../../src/model/merge-runs';

const go = (variant: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', variant, 'go-test-bench.stdout.txt') }]);
const row = (c: Comparison, benchmark: string, metric = 'time') => {
  const r = c.rows.find((x) => x.benchmark === benchmark && x.metric === metric);
  if (!r) throw new Error(`no row ${benchmark} ${metric}`);
  return r;
};

describe('compareRuns on real Go runs', () => {
  const options = compareOptionsFor(undefined);

  it('calls no regression on the A/A pair (same code run twice)', () => {
    const c = compareRuns(go('base'), go('base2'), options);
    expect(Comparison.parse(c)).toEqual(c);
    expect(c.rows.filter((r) => r.verdict === 'regressed')).toEqual([]);
    expect(c.summary.regressions).toBe(0);
    // Every testable time row says what it computed.
    for (const r of c.rows.filter((x) => x.metric === 'time')) {
      expect(r.test).toBe('random-effects');
      expect(r.n).toEqual([6, 6]);
      expect(r.p).toBeGreaterThan(0);
    }
  });

  it('one process per side: the +32 % of checksum/impl_a/10240 is inconclusive, not called, and says why', () => {
    // Between the two processes the unchanged encode benchmarks moved by up to −27 %: that scatter, not
    // the 6 in-process samples, is what a +32 % must stand out from.
    const c = compareRuns(go('base'), go('head'), options);
    const r = row(c, 'BenchmarkChecksum/impl_a/10240');
    expect(r.test).toBe('random-effects');
    expect(r.n).toEqual([6, 6]);
    expect(r.ratio).toBeCloseTo(1.324, 2);
    expect(r.verdict).toBe('inconclusive');
    expect(r.note).toMatch(/process-to-process noise is too large here to tell/);
    expect(r.ci![0]).toBeLessThan(1);
    expect(r.ci![1]).toBeGreaterThan(1.3);
    const d = c.summary.drift.find((x) => x.metric === 'time')!;
    expect(d.between!.benchmarks).toBe(14);
    expect(d.between!.sigma).toBeGreaterThan(0.1);
    expect(d.note).toMatch(/Between processes these benchmarks scatter by σ ≈ \d+ %/);
    expect(c.summary.verdict).not.toBe('regressed');
  });

  it('compares allocs/op exactly (no test) and keeps B/op and custom metrics as rows', () => {
    const c = compareRuns(go('base'), go('head'), options);
    const allocs = row(c, 'BenchmarkChecksum/impl_a/1024', 'allocs');
    expect(allocs.test).toBe('exact');
    expect(allocs.verdict).toBe('unchanged');
    expect(row(c, 'BenchmarkHashTable', 'keys/op').base).toBe(4096);
  });

  it('is deterministic: the same inputs give the same comparison, byte for byte', () => {
    const a = JSON.stringify(compareRuns(go('base'), go('head'), options));
    const b = JSON.stringify(compareRuns(go('base'), go('head'), options));
    expect(a).toBe(b);
  });

  it('reports added and removed benchmarks, and no baseline at all', () => {
    const base = go('base');
    const head = go('head');
    head.suites[0]!.benchmarks = head.suites[0]!.benchmarks.filter((b) => b.name !== 'BenchmarkSmall');
    base.suites[0]!.benchmarks = base.suites[0]!.benchmarks.filter((b) => b.name !== 'BenchmarkHashTable');
    const c = compareRuns(base, head, options);
    expect(row(c, 'BenchmarkSmall').verdict).toBe('removed');
    expect(row(c, 'BenchmarkHashTable').verdict).toBe('added');
    // No baseline (a first run): every benchmark shown, new, with its numbers; nothing judged.
    const none = compareRuns(undefined, head, options);
    expect(none.rows.map((r) => r.benchmark)).toEqual(head.suites[0]!.benchmarks.map((b) => b.name));
    expect(none.rows.every((r) => r.verdict === 'added' && r.base === null && r.head === head.suites[0]!.benchmarks.find((b) => b.name === r.benchmark)!.metrics[r.metric]!.value)).toBe(true);
    expect(none.summary.verdict).toBe('no-baseline');
    expect(renderReport(none)).toMatch(/^### benchgate\n\nNo baseline to compare with: showing the results only\.\n[^]*\| BenchmarkHashTable \| — \| [\d.]+ [µn]s/);
  });

  it('a stored baseline is lower confidence; one process per side gets the single-run floor in either case', () => {
    const stored = compareRuns(go('base'), go('head'), options);
    const same = compareRuns(go('base'), go('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    expect(row(stored, 'BenchmarkSmall').floor).toBe(0.1);
    expect(row(stored, 'BenchmarkSmall').confidence).toBe('lower');
    expect(row(same, 'BenchmarkSmall').floor).toBe(0.1);
    expect(row(same, 'BenchmarkSmall').confidence).toBe('normal');
    // Several runs per side measure the process noise themselves: the plain floor.
    const runs = (v: string) => {
      const r = go(v);
      for (const b of r.suites[0]!.benchmarks) for (const m of Object.values(b.metrics)) if (m.samples) m.runs = m.samples;
      return r;
    };
    expect(row(compareRuns(runs('base'), runs('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })), 'BenchmarkSmall').floor).toBe(0.05);
  });
});

describe('whole-run drift on the real Criterion head run (everything moved +13 … +110 %)', () => {
  const criterion = (v: string) => resultsFrom([{ name: 'criterion', harness: 'criterion', input: fixtureTree('criterion', v, 'target', 'criterion') }]);

  it('estimates the common factor, says so, and judges rows relative to it', () => {
    const c = compareRuns(criterion('base'), criterion('head'), compareOptionsFor(undefined));
    const d = c.summary.drift.find((x) => x.metric === 'time')!;
    expect(d.status).toBe('drift');
    expect(d.factor!).toBeGreaterThan(1.1);
    expect(d.ci![0]).toBeGreaterThan(1.05);
    expect(d.note).toMatch(/the whole suite moved \+\d+ % \[\+\d+ %, \+\d+ %\]/);
    // Rows that only followed the drift are not called regressions.
    const raw = c.rows.filter((r) => r.metric === 'time' && r.relative !== undefined);
    expect(raw.length).toBeGreaterThan(10);
    expect(c.summary.verdict === 'drift' || c.summary.verdict === 'regressed').toBe(true);
    // The one intended improvement stands out against a suite that got slower.
    expect(row(c, 'checksum/impl_b/102400').relative!.ratio).toBeLessThan(row(c, 'checksum/impl_b/102400').ratio!);
  });
});

describe('compareRuns: a time printed as 0 (under the print resolution) is no change', () => {
  // Real Google Benchmark output of one suite (fixtures google-benchmark/zero/): the console prints BM_Add
  // and BM_Empty as 0.000, the JSON has their times. Neither pairing may call a change, nor 0 against 0.
  const gb = (file: string) => resultsFrom([{ name: 'gb', harness: 'google-benchmark', input: fixtureInput('google-benchmark', 'zero', file) }]);
  const options = compareOptionsFor(undefined);
  const pairs = [
    ['console.stdout.txt', 'json.stdout.json', 'base'],
    ['json.stdout.json', 'console.stdout.txt', 'head'],
    ['console.stdout.txt', 'console.stdout.txt', 'base and head'],
    ['repetitions.stdout.txt', 'console.stdout.txt', 'base and head'],
  ] as const;
  it.each(pairs)('%s → %s: inconclusive, with a note naming the zero side (%s)', (base, head, side) => {
    const c = compareRuns(gb(base), gb(head), options);
    for (const name of ['BM_Add', 'BM_Empty']) {
      for (const metric of ['time', 'cpu-time']) {
        const r = row(c, name, metric);
        expect(r.verdict).toBe('inconclusive');
        expect(r.ratio).toBeNull();
        expect(r.note).toBe(`a time of 0 in ${side}: below what the harness printed, no change can be read from it`);
      }
    }
    // BM_Sum printed a time: it is read and tested (one value a side of three benchmarks: against the assumed σ).
    const sum = row(c, 'BM_Sum');
    expect(sum.ratio).not.toBeNull();
    expect(sum.note ?? '').not.toMatch(/a time of 0/);
  });
});

describe("compareRuns: asv's peakmem_ (the process's peak RSS) moves between runs of the same code", () => {
  // Real asv runs (fixtures asv/versions/): the same benchmarks run twice by one asv release, with and
  // without --record-samples. peakmem_alloc's peak RSS moved by 0.5 % and 0.1 %; no row may be called.
  for (const v of ['0.5.1', '0.6.6']) {
    it(`asv ${v}: no row of the second run is called against the first`, () => {
      const run = (file: string) => resultsFrom([{ name: 'asv', harness: 'asv', input: fixtureInput('asv', 'versions', v, file) }]);
      const c = compareRuns(run('results.json'), run('results.record-samples.json'), compareOptionsFor(undefined));
      expect(row(c, 'bench_versions.peakmem_alloc', 'memory').test).not.toBe('exact');
      expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => r.benchmark)).toEqual([]);
    });
  }
});

describe('compareRuns: the RMS of a complexity fit is a diagnostic, shown and not judged', () => {
  // Real A/A reruns of one Google Benchmark suite (fixtures google-benchmark/base2…base4, same machine):
  // BM_Scan's fit RMS went 0.0054 → 0.0021 → 0.0018, which a test called "improved" every time.
  const gb = (v: string) => resultsFrom([{ name: 'gb', harness: 'google-benchmark', input: fixtureInput('google-benchmark', v, 'bench-json.stdout.json') }]);
  it.each([['base2', 'base3'], ['base2', 'base4'], ['base3', 'base4']])('%s → %s: rms rows unchanged with a note; the fitted coefficient is still tested', (a, b) => {
    const c = compareRuns(gb(a), gb(b), compareOptionsFor(undefined));
    for (const name of ['BM_Scan_BigO', 'BM_Sort_BigO']) {
      expect(row(c, name, 'rms')).toMatchObject({ verdict: 'unchanged', test: 'none', note: 'a diagnostic of the measurement, not of the code: shown, not judged' });
      expect(row(c, name, 'complexity-coefficient').test).not.toBe('none');
    }
  });
});

describe("compareRuns: hyperfine's mean user and system times (single values) between runs of the same binary", () => {
  // Real A/A captures (fixtures hyperfine/aa/a1…a3): the wall times are per-process samples, but user and
  // system time are one mean each, which moved ±20–95 % here. Judged by threshold alone, nearly every one
  // was called; with the suite's between-benchmark spread (6 commands) at most one of 36 rows per mode is.
  const run = (v: string) => resultsFrom([{ name: 'hf', harness: 'hyperfine', input: fixtureInput('hyperfine', 'aa', v, 'hyperfine.json') }]);
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: the time rows stay quiet and at most 1 of the 36 single-value rows is called`, () => {
      const calls: string[] = [];
      for (const [a, b] of [['a1', 'a2'], ['a1', 'a3'], ['a2', 'a3']] as const) {
        const c = compareRuns(run(a), run(b), compareOptionsFor(undefined, {}, { baselineKind: kind }));
        expect(c.rows.filter((r) => r.metric === 'time' && (r.verdict === 'regressed' || r.verdict === 'improved'))).toEqual([]);
        for (const r of c.rows.filter((x) => x.metric !== 'time')) {
          expect(r.test, `${a}→${b} ${r.benchmark} ${r.metric}`).toBe('random-effects');
          if (r.verdict === 'regressed' || r.verdict === 'improved') calls.push(`${a}→${b} ${r.benchmark} ${r.metric}`);
        }
      }
      expect(calls.length, calls.join('; ')).toBeLessThanOrEqual(1);
    });
  }
});

describe('compareRuns: hyperfine 2.0.0 run twice over the same commands (fixtures hyperfine/v2.0.0-aa/a1, a2)', () => {
  // Real A/A captures. hyperfine 2 records peak RSS by default, the same in every run of one invocation (3178496 B
  // for `sleep 0.01` in a1) and different in the next (3268608 B in a2): taken as an exact count, each of the 9
  // commands' +2.8 % was called "worse" (7 of 9) although nothing changed.
  const run = (v: string) => resultsFrom([{ name: 'hf', harness: 'hyperfine', input: fixtureInput('hyperfine', 'v2.0.0-aa', v, 'hyperfine.json') }]);
  // `sleep 0.03`'s peak RSS moved within a2 (3268608 B, then 3399680 B for the other 14 runs) against 3178496 B in
  // all 15 of a1: +7 %, on processes of one invocation each. A U test on them called it as one job; tested against
  // how far the suite's other commands moved between the invocations, it is not called, as one job or stored.
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: peak RSS is tested, not compared exactly, and no row is called`, () => {
      const c = compareRuns(run('a1'), run('a2'), compareOptionsFor(undefined, {}, { baselineKind: kind }));
      expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.metric}`)).toEqual([]);
      const rss = c.rows.filter((r) => r.metric === 'max-rss');
      expect(rss).toHaveLength(9);
      expect(rss.every((r) => r.test !== 'exact')).toBe(true);
    });
  }
});

describe('compareRuns: tinybench 6.2.5 run twice over the same code (fixtures tinybench/v6.2.5/a, b)', () => {
  // Real A/A captures. Before throughput carried the latency's relative error, its rows were judged on the sem of
  // a mean of 1000 / latency (astronomical for sub-timer tasks) and all were inconclusive at −100 … +8,700,000 %.
  it('A/A: the JSON calls nothing, and each task\'s throughput row gets the verdict of its time row', () => {
    const run = (v: string) => resultsFrom([{ name: 'tb', harness: 'tinybench', input: fixtureInput('tinybench', 'v6.2.5', v, 'tinybench-results.json') }]);
    const c = compareRuns(run('a'), run('b'), compareOptionsFor(undefined));
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    for (const r of c.rows.filter((x) => x.metric === 'throughput')) {
      expect(r.verdict, r.benchmark).toBe(c.rows.find((x) => x.benchmark === r.benchmark && x.metric === 'time')!.verdict);
    }
  });
});

describe('compareRuns: vitest 5.1.1 run twice over the same benches (fixtures vitest-bench/v5.1.1-sweep/a, b)', () => {
  it('A/A: nothing is called, and each bench\'s throughput row gets the verdict of its time row', () => {
    const run = (v: string) => resultsFrom([{ name: 'vt', harness: 'vitest-bench', input: fixtureInput('vitest-bench', 'v5.1.1-sweep', v, 'report.json') }]);
    const c = compareRuns(run('a'), run('b'), compareOptionsFor(undefined));
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
    expect(c.rows.some((r) => r.benchmark.endsWith('(stored)'))).toBe(false);
    for (const r of c.rows.filter((x) => x.metric === 'throughput')) {
      expect(r.verdict, r.benchmark).toBe(c.rows.find((x) => x.benchmark === r.benchmark && x.metric === 'time')!.verdict);
    }
  });
});

describe('compareRuns: go benchmarks run once each (-count=1), four times over the same binary', () => {
  // Real captures (fixtures go-bench/count1/run1…run4). With one line a benchmark, B/op and allocs/op are single
  // values: HashTable's allocs/op read 1, 2, 2, 2. Marked exact, every such move gated the verdict as a
  // regression; tested against a suite whose other counts did not move at all, any move looked certain.
  const run = (v: number) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'count1', `run${v}.stdout.txt`) }]);
  const pairs = [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]] as const;
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: no memory or allocs row is called, and a count that moved beyond the floor says why it is inconclusive`, () => {
      for (const [a, b] of pairs) {
        const c = compareRuns(run(a), run(b), compareOptionsFor(undefined, {}, { baselineKind: kind }));
        const counts = c.rows.filter((r) => r.metric === 'memory' || r.metric === 'allocs');
        expect(counts.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${a}→${b} ${r.benchmark} ${r.metric}`)).toEqual([]);
        expect(counts.every((r) => r.test !== 'exact')).toBe(true);
        if (a === 1) expect(row(c, 'BenchmarkHashTable', 'allocs')).toMatchObject({ verdict: 'inconclusive', note: expect.stringContaining('more samples a side would (go test -count') });
      }
    });

    it(`${kind}: no row at all is called, though Encode/impl_b/102400 moved by up to 36 % (one value a side cannot show its benchmark is the noisy kind)`, () => {
      const calls: string[] = [];
      for (const [a, b] of pairs) {
        const c = compareRuns(run(a), run(b), compareOptionsFor(undefined, {}, { baselineKind: kind }));
        for (const r of c.rows) if (r.verdict === 'regressed' || r.verdict === 'improved') calls.push(`${a}→${b} ${r.benchmark} ${r.metric} ${r.verdict}`);
      }
      expect(calls).toEqual([]);
    });
  }
});

describe('compareRuns: `repeat` over go benchmarks run once each (-count=1), as benchgate init configures them', () => {
  // Real captures (fixtures go-bench/count1/run1…run4): the four processes as a repeat of four a side (in two
  // orders), merged as `benchgate run` merges them. A count every process printed alike (0 allocs/op in all four) is
  // one: no change, compared exactly, not a U test on 0-to-0 whose interval "still reaches beyond the 5 % floor"
  // (it read ❔ inconclusive; with init's `-count 1` and `repeat: 5` on shopspring/decimal, every 0 allocs/op row).
  const run = (v: number) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', 'count1', `run${v}.stdout.txt`) }]);
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: counts equal in every run of both sides are no change, compared exactly`, () => {
      const c = compareRuns(mergeRuns([run(1), run(2), run(3), run(4)]), mergeRuns([run(3), run(4), run(1), run(2)]), compareOptionsFor(undefined, {}, { baselineKind: kind }));
      const constant = c.rows.filter((r) => (r.metric === 'memory' || r.metric === 'allocs') && r.base === 0 && r.head === 0);
      expect(constant.length).toBeGreaterThan(0);
      expect(constant.filter((r) => r.verdict !== 'unchanged').map((r) => `${r.benchmark} ${r.metric} ${r.verdict}`)).toEqual([]);
      expect(constant.every((r) => r.test === 'exact')).toBe(true);
      // HashTable's allocs/op read 1, 2, 2, 2: not constant, so not exact.
      expect(row(c, 'BenchmarkHashTable', 'allocs').test).not.toBe('exact');
    });
  }
});

describe('compareRuns: three JMH runs of the same code (fixtures jmh/aa/r1…r3)', () => {
  // Real A/A captures. The console table prints each score with JMH's ± (its 99.9 % interval): without it a
  // row had no error of its own, and 4993 ± 82555 µs/op against 9540 ± 93737 was called +91 % on the suite's
  // 3 %. A tail percentile (p0.999: 141, 306, 257 µs) borrowed the averages' noise and was called +117 %.
  const run = (v: string, file: string) => resultsFrom([{ name: 'jmh', harness: 'jmh', input: fixtureInput('jmh', 'aa', v, file) }]);
  const pairs = [['r1', 'r2'], ['r1', 'r3'], ['r2', 'r3']] as const;
  for (const kind of ['same-job', 'stored'] as const) {
    for (const file of ['jmh.stdout.txt', 'out.json']) {
      it(`${kind}, ${file}: no row of any pair is called`, () => {
        const calls: string[] = [];
        for (const [a, b] of pairs) {
          const c = compareRuns(run(a, file), run(b, file), compareOptionsFor(undefined, {}, { baselineKind: kind }));
          for (const r of c.rows) if (r.verdict === 'regressed' || r.verdict === 'improved') calls.push(`${a}→${b} ${r.benchmark} ${r.metric} ${r.verdict}`);
        }
        expect(calls).toEqual([]);
      });
    }
  }

  it('a console row carries its printed error into the test, and a lone percentile says why it is not called', () => {
    const c = compareRuns(run('r2', 'jmh.stdout.txt'), run('r3', 'jmh.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    const wide = row(c, 'CodecBench.encode_impl_b:size=10240', 'time');
    expect(wide.ratio).toBeGreaterThan(1.8);
    expect(wide.verdict).toBe('inconclusive');
    // 4993 ± 82555 µs/op against 9540 ± 93737: an error 17 times the score bounds no change, and says so.
    expect(wide.ci).toBeUndefined();
    expect(wide.note).toBe(UNBOUNDED_ERROR);
    const tail = row(compareRuns(run('r1', 'jmh.stdout.txt'), run('r2', 'jmh.stdout.txt'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })), 'ThroughputBench.sort_4096_sampled', 'p0.999');
    expect(tail).toMatchObject({ verdict: 'inconclusive', note: expect.stringContaining("another metric's noise does not tell") });
  });
});

describe('compareRuns: two criterion runs of the same code (fixtures criterion/aa/r1, r2)', () => {
  // Real A/A captures. `alloc vec (4 KiB)` ran 14 % faster in r2's process while the suite as a whole moved
  // about 1 %: its interval is beyond the floor raw and relative to the suite it still reaches beyond it.
  // The note said the whole suite's move explained it; the suite did not move, the process did.
  const run = (v: string) => resultsFrom([{ name: 'criterion', harness: 'criterion', input: fixtureTree('criterion', 'aa', v, 'target', 'criterion') }]);
  for (const kind of ['same-job', 'stored'] as const) {
    it(`${kind}: nothing is called, and a row the process moved is not said to have moved with the suite`, () => {
      const c = compareRuns(run('r1'), run('r2'), compareOptionsFor(undefined, {}, { baselineKind: kind }));
      expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.metric}`)).toEqual([]);
      expect(c.summary.drift.find((d) => d.metric === 'time')?.status).toBe('none');
      const moved = row(c, 'alloc vec (4 KiB)');
      expect(moved.ratio).toBeLessThan(0.9);
      expect(moved.verdict).toBe('inconclusive');
      expect(moved.note).toMatch(/beyond the floor|beyond the 10 % floor/);
      expect(c.rows.filter((r) => /moved with the whole suite/.test(r.note ?? ''))).toEqual([]);
    });
  }
});

describe('a benchmark that failed before measuring anything (real asv fixture sweep/: time_k(2) breaks in head)', () => {
  const side = (name: string) => resultsFrom([{
    name: 'asv', harness: 'asv',
    input: { files: [fixtureInput('asv', 'sweep', name).files[0]!, fixtureInput('asv', 'sweep', 'benchmarks.json').files[0]!] },
  }]);
  const c = compareRuns(side('results.base.json'), side('results.head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));

  it('measured in base, failed in head (asv wrote null): a row with the base value and the failure, never dropped', () => {
    expect(Comparison.parse(c)).toEqual(c);
    const r = row(c, 'bench_sweep.PartlyFails.time_k(2)');
    expect(r).toMatchObject({ base: 8.955377620895643e-07 * 1e9, head: null, ratio: null, verdict: 'inconclusive', gating: true, unit: 'ns' });
    expect(r.note).toBe('failed in head: asv recorded no result (the benchmark failed)');
    expect(row(c, 'bench_sweep.PartlyFails.time_k(1)').verdict).not.toBe('added');
  });

  it('failed on both sides with no numbers (time_timeout): one row of the gate metric, with the failure', () => {
    const r = row(c, 'bench_sweep.time_timeout');
    expect(r).toMatchObject({ base: null, head: null, verdict: 'inconclusive', unit: '' });
    // Broken on both sides: not this change's doing, and the note says so (it said "failed in head").
    expect(r.note).toBe('failed in base and head: asv recorded no result (the benchmark failed)');
    // Every benchmark of head is in the report: 37 in each run, one row each (one metric each).
    expect(c.rows).toHaveLength(37);
  });

  it('a new benchmark that failed in head with no numbers is shown too', () => {
    const base = side('results.base.json');
    base.suites[0]!.benchmarks = base.suites[0]!.benchmarks.filter((b) => !b.name.startsWith('bench_sweep.PartlyFails.'));
    const r = row(compareRuns(base, side('results.head.json'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' })), 'bench_sweep.PartlyFails.time_k(2)');
    expect(r).toMatchObject({ base: null, head: null, verdict: 'inconclusive' });
    expect(r.note).toBe('failed in head: asv recorded no result (the benchmark failed)');
  });
});
