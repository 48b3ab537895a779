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
  '  Instructions: 1|N/A ',
  'a::b x:',
  '{"module_path":"a::b","benchmark_exe":"x"',
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
  it.each(INPUTS)('%s: every harness and auto-detection answer in linear time', (_name, text) => {
    // What one linear pass over this input costs on this machine right now (a loaded CI runner is slower
    // at both): a quadratic pattern on 1 MB costs minutes, hundreds of times more than this allows.
    const t0 = performance.now();
    for (let k = 0; k < 3; k++) text.split(/\r?\n/).map((l) => l.trim());
    const linear = (performance.now() - t0) / 3;
    const limit = Math.max(3000, 100 * linear);
    const slow: string[] = [];
    for (const id of HARNESSES) {
      const started = performance.now();
      try {
        parseOutput({ files: [{ path: 'out.txt', text }] }, id === 'auto' ? undefined : id);
      } catch {
        // refusing is an answer too
      }
      const ms = performance.now() - started;
      // Idle, each takes well under a second (most a few ms); the limit is generous for a loaded machine.
      if (ms > limit) slow.push(`${id}: ${Math.round(ms)} ms (limit ${Math.round(limit)} ms)`);
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
