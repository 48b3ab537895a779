// A simulated nightly history (generated here, not a fixture): the benchmarks and levels of the real
// go-bench base capture (test/fixtures/go-bench/base), seeded 3 % lognormal noise per night, one
// outlier night (25) where the whole run is 40 % slower, a planted 10 % step of one benchmark from
// night 40, and a restoring step at night 65. Shared by the nightly e2e and act tests.
import { historyEntry } from '../../src/baseline/history';
import { createRng } from '../../src/compare/stats/random';
import type { Results } from '../../src/model/results';
import { goResults } from '../github/helpers';

export const STEPPED = 'BenchmarkChecksum/impl_a/10240';
export const OUTLIER_NIGHT = 25;
export const RESTORE_AT = 65;
export const commit = (night: number) => `${night.toString(16).padStart(4, '0')}${'c0ffee42'.repeat(4)}0000`.slice(0, 40);
export const date = (night: number) => new Date(Date.UTC(2026, 8, 1 + night, 3, 17)).toISOString();

export type NightValues = { name: string; time: number; throughput?: number }[];

const real = goResults('base');

/** Nights 0…last: time (ns) and throughput (B/s) per benchmark; one seeded draw per benchmark and night. */
export function simulateNights(last: number): NightValues[] {
  const rng = createRng(20261122);
  const noise = () => Math.exp(0.03 * Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng()));
  return Array.from({ length: last + 1 }, (_, n) =>
    real.suites[0]!.benchmarks.map((b) => {
      const f = (b.name === STEPPED && n >= 40 && n < RESTORE_AT ? 1.1 : 1) * (n === OUTLIER_NIGHT ? 1.4 : 1) * noise();
      const tp = b.metrics.throughput?.value;
      return { name: b.name, time: b.metrics.time!.value * f, ...(tp !== undefined ? { throughput: tp / f } : {}) };
    }),
  );
}

/** The night as benchgate custom JSON (docs/custom-json.md): what the nightly suite prints (`cat night.json`). */
export function customJson(values: NightValues): string {
  const benchmarks = values.map((v) => ({
    name: v.name,
    metrics: { time: { value: v.time, unit: 'ns' }, ...(v.throughput !== undefined ? { throughput: { value: v.throughput, unit: 'B/s', direction: 'bigger' } } : {}) },
  }));
  return JSON.stringify({ schema: 'benchgate/custom@1', benchmarks });
}

/** The config of the nightly workspace: one suite that prints night.json. */
export const NIGHTLY_CONFIG = ['suites:', '  - name: nightly', '    harness: custom-json', '    run: cat night.json', '    output: stdout', ''].join('\n');

/** Night n as the Action would have saved it. */
export function nightResults(n: number, values: NightValues): Results {
  const byName = new Map(values.map((v) => [v.name, v]));
  return {
    ...real,
    meta: { ...real.meta, commit: commit(n), ref: 'refs/heads/main', createdAt: date(n), runId: 5000 + n },
    suites: [
      {
        name: 'nightly',
        harness: 'custom-json',
        status: 'ok',
        benchmarks: real.suites[0]!.benchmarks.map((b) => {
          const v = byName.get(b.name)!;
          const metrics: Results['suites'][number]['benchmarks'][number]['metrics'] = { time: { ...b.metrics.time!, value: v.time } };
          if (v.throughput !== undefined) metrics.throughput = { ...b.metrics.throughput!, value: v.throughput };
          return { ...b, metrics };
        }),
      },
    ],
  };
}

/** The baseline a nightly run at `night` finds: night-1's results with the nights before as history (at most 60). */
export function preparedBaseline(nights: NightValues[], night: number): Results {
  const from = Math.max(0, night - 61);
  return { ...nightResults(night - 1, nights[night - 1]!), history: nights.slice(from, night - 1).map((v, i) => historyEntry(nightResults(from + i, v))) };
}
