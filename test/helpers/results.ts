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
