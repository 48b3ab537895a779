// A suite whose command exited 0 but whose output was cut off fails, with the adapter's file:line
// message, instead of passing with fewer benchmarks (issue 13 §2).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSuite } from '../../src/app';
import { FIXTURES } from '../helpers/fixtures';

const text = readFileSync(join(FIXTURES, 'go-bench', 'base', 'go-test-bench.stdout.txt'), 'utf8');

describe('a cut-off output fails its suite', () => {
  it('go test output cut in the middle of a benchmark line: failed, the message names file and line, no benchmarks kept', () => {
    const cut = text.slice(0, text.indexOf('BenchmarkSmall-2') + 20);
    const suite = toSuite(
      { name: 'go', harness: 'go-bench' },
      { input: { files: [{ path: 'stdout of go', text: cut }] }, harness: 'go-bench', durationMs: 1000, exitCode: 0, warnings: [], outcome: { outcome: 'ok' } },
    );
    expect(suite.status).toBe('failed');
    expect(suite.exitCode).toBe(0);
    expect(suite.error).toBe(
      'go-bench: stdout of go:83: expected a complete benchmark line ending in a newline (go test ends every line with one: the output was cut off mid-line), found "BenchmarkSmall-2    "',
    );
    expect(suite.benchmarks).toEqual([]);
  });

  it('the whole output parses to an ok suite', () => {
    const suite = toSuite(
      { name: 'go', harness: 'go-bench' },
      { input: { files: [{ path: 'stdout of go', text }] }, harness: 'go-bench', durationMs: 1000, exitCode: 0, warnings: [], outcome: { outcome: 'ok' } },
    );
    expect(suite.status).toBe('ok');
    expect(suite.benchmarks).toHaveLength(14);
  });
});
