// Parsing is linear in the input: every harness (and auto-detection, which tries every detector on every
// output) parses or refuses 1 MB of pathological text — newlines, spaces, digits, CRs, and long runs of
// the harnesses' own markers, on one line and on many — in well under a second each. A quadratic regular
// expression (`^\s*X` with the m flag over blank lines, a lazy name before many colons) stalls a job for
// minutes on such an output; this is the test that catches one.
import { describe, expect, it } from 'vitest';
import { harnessIds, parseOutput } from '../../src/parse/registry';

const MB = 1 << 20;
const fill = (unit: string): string => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

const MARKERS = [
  'Command being timed: ',
  'Elapsed (wall clock) time',
  'Benchmark',
  'BenchmarkX-2 \t 10 \t',
  'ns/op ',
  'test x ... bench: ',
  'bench: ',
  'time: [',
  ' x 1 ops/sec ±1% ',
  'name: Error',
  ': ',
  '± ',
  'Benchmark 1: x',
  '  Time (mean ± σ):  ',
  'Range (min … max): ',
  'BM_',
  'benchmark name',
  'fastest │ slowest │',
  '├─ ',
  '│',
  '|',
  'mean ',
  '(index)',
  '---',
  '<',
  '{"',
  '[',
];
const INPUTS: [string, string][] = [
  ['newlines', fill('\n')],
  ['CRLF', fill('\r\n')],
  ['lone CRs', fill('\r')],
  ['spaces', fill(' ')],
  ['tabs', fill('\t')],
  ['digits', fill('7')],
  ['space-newline', fill(' \n')],
  ...MARKERS.flatMap((m): [string, string][] => [
    [`"${m}" on one line`, fill(m)],
    [`"${m}" on every line`, fill(`${m}\n`)],
  ]),
];
const HARNESSES = ['auto', ...harnessIds().filter((h) => h !== 'command' && h !== 'size')];

describe('parsing 1 MB of pathological text', () => {
  it.each(INPUTS)('%s: every harness and auto-detection answer within a second', (_name, text) => {
    const slow: string[] = [];
    for (const id of HARNESSES) {
      const started = performance.now();
      try {
        parseOutput({ files: [{ path: 'out.txt', text }] }, id === 'auto' ? undefined : id);
      } catch {
        // refusing is an answer too
      }
      const ms = performance.now() - started;
      // Generous for a loaded 2-core machine; a quadratic pattern takes minutes here, not seconds.
      if (ms > 1000) slow.push(`${id}: ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
