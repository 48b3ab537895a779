// `benchgate import-history`: a real gh-pages data.js (test/fixtures/gab-history) → a valid results@1 baseline.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResults } from '../src/baseline/validate';
import { main, type Io } from '../src/cli';
import { historyKey } from '../src/model/results';
import { FIXTURES } from './helpers/fixtures';

function io(cwd: string): Io & { out: string; err: string } {
  const o = { out: '', err: '', stdout: (s: string) => void (o.out += s), stderr: (s: string) => void (o.err += s), isTTY: false, cwd, now: () => new Date('2026-11-22T12:00:00Z') };
  return o;
}

describe('benchgate import-history', () => {
  it('writes a baseline with no suites and the data.js commits as history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-import-'));
    const t = io(dir);
    expect(await main(['import-history', join(FIXTURES, 'gab-history', 'data.js'), '--out', 'baseline.json'], t)).toBe(0);
    expect(t.err).toBe('benchgate: 1 history entries written to baseline.json\n');
    const baseline = parseResults(readFileSync(join(dir, 'baseline.json'), 'utf8'), 'baseline.json');
    expect(baseline.suites).toEqual([]);
    expect(baseline.history?.map((h) => h.commit)).toEqual(['74790ac92ddce824b7f00b64c93dc9463efda5f0']);
    expect(baseline.history?.[0]?.values[historyKey('Benchmark', 'tests/test_main.py::test_version_callback', 'throughput')]).toBe(8036.42067288928);
  });

  it('a file that is not data.js is a usage error naming it', async () => {
    const t = io(FIXTURES);
    expect(await main(['import-history', join('github-action-benchmark', 'SOURCE.md')], t)).toBe(2);
    expect(t.err).toMatch(/^benchgate: import-history: github-action-benchmark\/SOURCE\.md:1: expected "window\.BENCHMARK_DATA/);
  });
});
