// Several runs per side: the run, not the sample, is the unit (real Node processes, see
// test/fixtures/node-processes/SOURCE.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { mannWhitneyU } from '../../src/compare/stats/mann-whitney';
import { Comparison } from '../../src/compare/types';
import { mergeRuns } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import { renderReport } from '../../src/render/markdown';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const runsOf = (side: string): Results[] =>
  [1, 2, 3, 4, 5].map((i) => resultsFrom([{ name: 'checksum', harness: 'custom-json', input: fixtureInput('node-processes', `${side}-${i}.json`) }]));
const sameJob = compareOptionsFor(undefined, {}, { baselineKind: 'same-job' });
const verdicts = (c: Comparison) => Object.fromEntries(c.rows.map((r) => [r.benchmark.replace('checksum/', ''), r.verdict]));

function withoutRuns(r: Results): Results {
  const copy = structuredClone(r);
  for (const s of copy.suites) for (const b of s.benchmarks) for (const m of Object.values(b.metrics)) delete m.runs;
  return copy;
}

describe('five Node processes per side', () => {
  const base = mergeRuns(runsOf('base'));
  const base2 = mergeRuns(runsOf('base2'));
  const head = mergeRuns(runsOf('head'));

  it('keeps each run’s value next to the pooled samples', () => {
    const m = base.suites[0]!.benchmarks.find((b) => b.name === 'checksum/adler/1024')!.metrics.time!;
    expect(m.runs).toHaveLength(5);
    expect(m.samples).toHaveLength(50);
    expect(m.n).toBe(50);
    expect(m.statistic).toBe('median');
  });

  it('calls nothing on the A/A pair, and tests runs (n counts runs)', () => {
    const c = compareRuns(base, base2, sameJob);
    expect(Comparison.parse(c)).toEqual(c);
    for (const r of c.rows) {
      expect(r.test).toBe('welch-runs');
      expect(r.n).toEqual([5, 5]);
      // Five Node processes a side leave ±20 % intervals: not a call, and not "no change" either.
      expect(r.verdict).toBe('inconclusive');
      expect(r.note).toMatch(/interval still allows a change beyond the floor/);
    }
  });

  it('calls both planted changes and nothing else', () => {
    const c = compareRuns(base, head, sameJob);
    expect(verdicts(c)).toEqual({ 'adler/1024': 'inconclusive', 'fnv/1024': 'inconclusive', 'adler/65536': 'regressed', 'fnv/65536': 'improved' });
    const adler = c.rows.find((r) => r.benchmark === 'checksum/adler/65536')!;
    expect(adler.ratio).toBeCloseTo(1.827, 2); // +80 % work
    expect(adler.ci![0]).toBeGreaterThan(1.5);
    expect(adler.ci![0]).toBeLessThan(adler.ratio!);
    expect(adler.ci![1]).toBeGreaterThan(adler.ratio!);
  });

  it('where pooling the samples would call process noise a change (the reason for runs)', () => {
    // The same data judged sample against sample: fnv/1024 did not change, yet 50 tight samples from
    // five processes per side make its +23 % process-to-process move look certain to a U test.
    const fnv = (r: Results) => r.suites[0]!.benchmarks.find((b) => b.name === 'checksum/fnv/1024')!.metrics.time!.samples!;
    expect(mannWhitneyU(fnv(base), fnv(head)).p).toBeLessThan(0.05);
    // Without their runs, four benchmarks cannot measure the process noise: it is assumed, and nothing is called
    // on the samples' count.
    const pooled = compareRuns(withoutRuns(base), withoutRuns(head), sameJob);
    expect(pooled.rows.every((r) => r.test === 'assumed-process-sigma')).toBe(true);
    expect(verdicts(pooled)['fnv/1024']).toBe('inconclusive');
  });

  it('says in the report what it computed', () => {
    const md = renderReport(compareRuns(base, head, sameJob));
    expect(md).toContain('n=5/5 runs');
    expect(md).toContain('t on runs');
    expect(md).toMatch(/\*\*t on runs\*\*: each side ran several times in separate processes/);
  });

  it('falls back to the samples, with the assumed process σ, when only one side has runs', () => {
    const c = compareRuns(base, mergeRuns(runsOf('head').slice(0, 1)), sameJob);
    expect(c.rows.every((r) => r.test === 'assumed-process-sigma')).toBe(true);
  });
});

describe('mergeRuns', () => {
  const command = (values: number[][]): Results[] =>
    values.map((samples) => ({
      schema: 'benchgate/results@1',
      meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'x', cores: 2 } },
      suites: [
        {
          name: 'cli',
          harness: 'command',
          status: 'ok',
          benchmarks: [
            {
              name: 'sum',
              metrics: {
                time: { unit: 'ns', direction: 'smaller', value: samples[0]!, samples, spread: { stddev: 1 } },
                'max-rss': { unit: 'B', direction: 'smaller', value: 100, exact: true },
              },
            },
          ],
        },
      ],
    }));

  it('concatenates the samples of a harness that runs one process per sample, and keeps each invocation as a run', () => {
    // One invocation's processes ran back to back, in one stretch of the machine's state: the invocations are the runs.
    const m = mergeRuns(command([[3, 1], [2, 4]])).suites[0]!.benchmarks[0]!.metrics;
    expect(m.time!.samples).toEqual([3, 1, 2, 4]);
    expect(m.time!.value).toBe(2.5);
    expect(m.time!.runs).toEqual([3, 2]); // each invocation's own value
    expect(m.time!.spread).toEqual({ mad: 1, min: 1, max: 4 }); // over all samples, not the first run's
    expect(m['max-rss']).toEqual({ unit: 'B', direction: 'smaller', value: 100, exact: true });
  });

  it('tests the samples where every run of both sides agrees exactly (a coarse clock), not Welch on runs that show no spread', () => {
    // bash's `times` ticks: 4 ms in each of three invocations of one command, 2 ms in each of the other's. Welch's t on
    // those runs had a spread of 0, so it was certain of the 2× (interval 0.50 … 0.50, p = 0).
    const c = compareRuns(mergeRuns(command([[4, 3, 5], [4, 5, 3], [4, 4, 4]])), mergeRuns(command([[2, 1, 3], [2, 3, 1], [2, 2, 2]])), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    const time = c.rows.find((r) => r.metric === 'time')!;
    expect(time.test).toBe('mann-whitney');
    expect(time.n).toEqual([9, 9]);
  });

  it('marks the suite failed when any run failed', () => {
    const runs = command([[1], [2]]);
    runs[1]!.suites[0]!.status = 'failed';
    expect(mergeRuns(runs).suites[0]!.status).toBe('failed');
  });

  it('keeps a metric as the first run has it when another run lacks it', () => {
    const runs = command([[1, 2], [3, 4]]);
    delete runs[1]!.suites[0]!.benchmarks[0]!.metrics.time;
    expect(mergeRuns(runs).suites[0]!.benchmarks[0]!.metrics.time!.samples).toEqual([1, 2]);
  });

  it('needs at least one run', () => {
    expect(() => mergeRuns([])).toThrow(/at least one run/);
  });
});

describe('runs on one side only, without samples (tinybench, real runs of examples/cloudless-cart)', () => {
  const dir = join(import.meta.dirname, '..', '..', 'examples', 'cloudless-cart', 'raw', 'base', 'timings');
  const run = (k: number): Results => {
    const path = k === 1 ? join(dir, 'stdout.txt') : join(dir, `repeat-${k}`, 'stdout.txt');
    return resultsFrom([{ name: 'timings', harness: 'tinybench', input: { files: [{ path, text: readFileSync(path, 'utf8') }] } }]);
  };

  it('counts the merged side as its runs, so process-to-process moves are not called', () => {
    const single = run(1);
    const merged = mergeRuns([1, 2, 3, 4, 5].map(run));
    const c = compareRuns(single, merged, sameJob);
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time.length).toBe(72);
    for (const r of time) {
      // One process on the base side: Welch's n counts the head's runs, and the suite's process noise is added.
      expect(r.test).toBe('random-effects');
      expect(r.n![1]).toBe(5);
    }
    // Same code on both sides (run 1 is one of the five): nothing may be called.
    expect(c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});

describe('many benchmarks with runs: a moderated t relative to the common move', () => {
  const gauss = (rng: () => number): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  // Seeded synthetic runs (the arithmetic is the point here; real suites are in bench:verdicts): 40
  // benchmarks, 5 runs a side, each run's machine factor σ 5 %, each benchmark-run σ 3 %, head 6 % slower
  // as a whole (the machine), and b0–b2 planted +30 %.
  function side(rng: () => number, move: number, planted: number): Results[] {
    return Array.from({ length: 5 }, () => {
      const machine = 0.05 * gauss(rng);
      return {
        ...resultsFrom([]),
        suites: [
          {
            name: 's',
            harness: 'custom-json',
            status: 'ok' as const,
            benchmarks: Array.from({ length: 40 }, (_, i) => ({
              name: `b${i}`,
              metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: 1000 * (i + 1) * move * (i < 3 ? planted : 1) * Math.exp(machine + 0.03 * gauss(rng)) } },
            })),
          },
        ],
      };
    });
  }

  it('calls the planted +30 % and nothing else, relative to the −6 % common move', () => {
    let seed = 12345;
    const rng = (): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const base = mergeRuns(side(rng, 1, 1));
    const head = mergeRuns(side(rng, 1.06, 1.3));
    const c = compareRuns(base, head, compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(c.rows).toHaveLength(40);
    for (const r of c.rows) {
      expect(r.test).toBe('moderated-t');
      expect(r.n).toEqual([5, 5]);
      expect(r.relative).toBeDefined();
    }
    const called = c.rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.verdict}`);
    expect(called).toEqual(['b0 regressed', 'b1 regressed', 'b2 regressed']);
    expect(renderReport(c)).toContain('moderated t on runs');
  });
});
