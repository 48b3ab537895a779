import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalBaselineStore } from '../../src/baseline/local-store';
import { ONE_STRING_MAX_NUMBERS } from '../../src/model/results-json';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-local-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Samples all distinct, so a file holds them one by one (repeats would be written as a tally: sample-tally.ts). */
function results(samplesPerBenchmark: number, benchmarks = 3): Results {
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-25T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'test', cores: 2 } },
    suites: [{
      name: 'big', harness: 'pytest-benchmark', status: 'ok',
      benchmarks: Array.from({ length: benchmarks }, (_, i) => ({
        name: `test_${i}`,
        metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: 3, samples: Array.from({ length: samplesPerBenchmark }, (_, k) => 1 + k / 1024) } },
      })),
    }],
  };
}

describe('LocalBaselineStore', () => {
  it('saves and loads back a baseline of any size: over the one-string limit it is written a benchmark at a time', async () => {
    const store = new LocalBaselineStore(dir);
    const big = results(Math.ceil(ONE_STRING_MAX_NUMBERS / 2) + 1);
    const file = await store.save('big', big);
    // Written in pieces (compact), and nothing else left behind in the folder.
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(big)}\n`);
    expect(readdirSync(join(dir, 'baselines'))).toEqual(['big.json']);
    const loaded = await store.load('big');
    expect(loaded?.results).toEqual(big);
    expect(statSync(file).size).toBeGreaterThan(ONE_STRING_MAX_NUMBERS * 2);
  });

  it('refuses invalid results and keeps the baseline it had', async () => {
    const store = new LocalBaselineStore(dir);
    const good = results(5);
    await store.save('kept', good);
    const bad = results(5);
    bad.suites[0]!.benchmarks[1]!.metrics.time!.samples![2] = -4;
    await expect(store.save('kept', bad)).rejects.toThrow(/refusing to save baseline "kept": .*suites\[0\]\.benchmarks\[1\]\.metrics\.time\.samples\[2\]: a time cannot be negative; got -4 ns/);
    expect((await store.load('kept'))?.results).toEqual(good);
    expect(await store.load('never-saved')).toBeUndefined();
  });
});
