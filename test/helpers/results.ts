// Builds results files from real fixtures, the way `benchgate parse` does.
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { parseOutput } from '../../src/parse/registry';

export function resultsFrom(suites: { name: string; harness: string; input: ParseInput }[], meta: Partial<Results['meta']> = {}): Results {
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'Intel(R) Xeon(R) Processor', cores: 2 }, ...meta },
    suites: suites.map((s) => {
      const { harness, output } = parseOutput(s.input, s.harness);
      return { name: s.name, harness, status: 'ok', benchmarks: output.benchmarks };
    }),
  };
}

/**
 * A synthetic single-process suite for tests of settings and rendering (not of statistics' power):
 * `count` benchmarks `bench/0…` with 20 samples each, lognormal noise of cv ≈ 1 % from a fixed seed,
 * every benchmark at 1000 ns times `shifts[name]` (default 1). Quiet enough that, with one process per
 * side, the suite's between-process σ stays near the samples' own and a 30 % change is called.
 */
export function syntheticResults(shifts: Record<string, number> = {}, seed = 1, count = 12): Results {
  let s = seed >>> 0 || 1;
  const uniform = (): number => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (s + 0.5) / 4294967296;
  };
  const gauss = (): number => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'synthetic', cores: 2 } },
    suites: [
      {
        name: 'synthetic',
        harness: 'custom-json',
        status: 'ok',
        benchmarks: Array.from({ length: count }, (_, i) => {
          const name = `bench/${i}`;
          const level = 1000 * (shifts[name] ?? 1);
          const samples = Array.from({ length: 20 }, () => level * Math.exp(0.01 * gauss()));
          const sorted = [...samples].sort((a, b) => a - b);
          return { name, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: (sorted[9]! + sorted[10]!) / 2, statistic: 'median' as const, samples, n: 20 } } };
        }),
      },
    ],
  };
}
