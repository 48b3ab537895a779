// `benchgate merge` reads and writes results files with the one reader and writer: any size, and samples
// that repeat as a tally (sample-tally.ts), as every other results file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResultsFile, writeResultsFile } from '../../src/baseline/results-io';
import { runMerge } from '../../src/merge/command';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-merge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('benchgate merge', () => {
  it('writes the samples of every round of a real run as a tally, read back as the same samples', async () => {
    const r = resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'hpack-rounds', 'run1.json') }]);
    const part = join(dir, 'part.json');
    await writeResultsFile(part, r);
    const out = join(dir, 'merged.json');
    let stdout = '';
    const io = { stdout: (s: string) => void (stdout += s), stderr: () => undefined, cwd: dir };
    expect(await runMerge([part, '--out', out], io)).toBe(0);
    expect(await runMerge([part], io)).toBe(0);
    for (const text of [readFileSync(out, 'utf8'), stdout]) {
      const time = (JSON.parse(text) as { suites: { benchmarks: { name: string; metrics: { time: Record<string, unknown> } }[] }[] }).suites[0]!.benchmarks.find((b) => b.name === 'test_decode_large_integer_large_prefix')!.metrics.time;
      expect(time.samples).toBeUndefined();
      expect(time.tally).toBeDefined();
    }
    const back = await readResultsFile(out);
    r.suites[0]!.benchmarks.forEach((b, i) => {
      // A tally comes back ascending; samples too few to tally (the other benchmark's 458) in their order.
      const xs = b.metrics.time!.samples!;
      expect(back.suites[0]!.benchmarks[i]!.metrics.time!.samples).toEqual(xs.length >= 1000 ? [...xs].sort((x, y) => x - y) : xs);
    });
  });
});
