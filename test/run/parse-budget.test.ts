// Parsing counts against a suite's timeout: the time a command took and the time its output took to
// parse are added, and a suite over its timeout fails as timed out, saying how the time was spent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWithinBudget, type SuiteOutput } from '../../src/app';
import { FIXTURES } from '../helpers/fixtures';

const text = readFileSync(join(FIXTURES, 'go-bench', 'base', 'go-test-bench.stdout.txt'), 'utf8');
// The real output, its benchmark lines repeated under new names: enough to take milliseconds to parse.
const big = Array.from({ length: 400 }, (_, k) => text.replace(/^Benchmark(\w+)/gm, `Benchmark$1X${k}`)).join('');

const output = (durationMs: number): SuiteOutput => ({
  input: { files: [{ path: 'stdout of go', text: big }] },
  harness: 'go-bench',
  durationMs,
  warnings: [],
  outcome: { outcome: 'ok' },
});

describe('parseWithinBudget', () => {
  it('a suite whose command used its whole timeout fails once parsing takes any more', () => {
    const suite = parseWithinBudget({ name: 'go', harness: 'go-bench', timeoutMs: 5_000 }, output(5_000));
    expect(suite.status).toBe('failed');
    expect(suite.error).toMatch(/^timed out: the command ran 5\.0 s and parsing its output took \d+\.\d s, over the suite's timeout of 5\.0 s$/);
    expect(suite.benchmarks.length).toBeGreaterThan(1000);
  });

  it('within the timeout the suite is ok', () => {
    const suite = parseWithinBudget({ name: 'go', harness: 'go-bench', timeoutMs: 60_000 }, output(1_000));
    expect(suite.status).toBe('ok');
  });
});
