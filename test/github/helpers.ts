// Shared by the GitHub-layer tests: results built from real fixtures, zips of them, a fast client.
import Bottleneck from 'bottleneck';
import { strToU8, zipSync } from 'fflate';
import { createClient, type GitHubClient } from '../../src/github/client';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { findAdapter } from '../../src/parse/registry';
import { fixtureInput } from '../helpers/fixtures';
import type { FakeGitHub } from '../fake-github/server';

/** Results of the real go-bench capture (test/fixtures/go-bench/<variant>), as a run would save them. */
export function goResults(variant: 'base' | 'head', meta: Partial<Results['meta']> = {}): Results {
  const out = findAdapter('go-bench')!.parse(fixtureInput('go-bench', variant, 'go-test-bench.stdout.txt'));
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: {
      createdAt: '2026-11-19T08:00:00Z',
      runner: { os: 'linux', arch: 'x64', cpu: 'Intel(R) Xeon(R) Processor', cores: 2 },
      ...meta,
    },
    suites: [{ name: 'go', harness: 'go-bench', status: 'ok', benchmarks: out.benchmarks }],
  };
}

/** A zip as the artifact service stores it: results.json at the root. */
export function zipResults(results: unknown, extra: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = { 'results.json': strToU8(JSON.stringify(results)) };
  for (const [k, v] of Object.entries(extra)) files[k] = strToU8(v);
  return zipSync(files);
}

/**
 * A client against the fake with production retry logic but millisecond waits (retry-after × 1 ms)
 * and no 1–3 s spacing between writes (fresh Bottleneck groups instead of the plugin's shared ones).
 */
export function fastClient(fake: FakeGitHub, token = 'ghs_actions_token', extra: Parameters<typeof createClient>[0] extends infer O ? Partial<O> : never = {}): GitHubClient {
  return createClient({
    token,
    baseUrl: fake.url,
    retryAfterBaseValue: 1,
    throttle: {
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    },
    ...extra,
  });
}

export const SHA = {
  base: 'b'.repeat(40),
  older: 'c'.repeat(40),
  head: 'd'.repeat(40),
  fork: 'f'.repeat(40),
};
