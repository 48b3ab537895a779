import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import type { ParseInput } from '../../src/parse/adapter';
import { gnuTime } from '../../src/parse/gnu-time';
import { fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const base = fixtureInput('gnu-time', 'base', 'time-v.stderr.txt');
const head = fixtureInput('gnu-time', 'head', 'time-v.stderr.txt');
// Captured on the dev machine with GNU time 1.9 (see captured/SOURCE.md).
const failed = fixtureInput('gnu-time', 'captured', 'failed.stderr.txt');
const signal = fixtureInput('gnu-time', 'captured', 'signal.stderr.txt');
const multi = fixtureInput('gnu-time', 'captured', 'multi.stderr.txt');

function derive(input: ParseInput, edit: (text: string) => string): ParseInput {
  return { files: input.files.map((f) => ({ ...f, text: edit(f.text) })) };
}

const parseError = (input: ParseInput): ParseError => parseErrorOf(gnuTime, input);

describe('gnu-time adapter', () => {
  it('detects every real fixture', () => {
    for (const input of [base, head, failed, signal, multi]) expect(gnuTime.detect(input)).toBe('yes');
    expect(gnuTime.detect(fixtureInput('gnu-time', 'base', 'command.stdout.txt'))).toBe('no');
  });

  it('base: wall, user, system time in ns and max RSS in bytes, one run', () => {
    const out = gnuTime.parse(base);
    expect(out.benchmarks).toEqual([
      {
        name: './work impl_a 2',
        status: 'ok',
        metrics: {
          time: { unit: 'ns', direction: 'smaller', value: 60_000_000, statistic: 'single', samples: [60_000_000], n: 1 },
          'user-time': { unit: 'ns', direction: 'smaller', value: 60_000_000, statistic: 'single', samples: [60_000_000], n: 1 },
          'system-time': { unit: 'ns', direction: 'smaller', value: 0, statistic: 'single', samples: [0], n: 1 },
          'max-rss': { unit: 'B', direction: 'smaller', value: 3408 * 1024, statistic: 'single', samples: [3408 * 1024], n: 1, exact: false },
        },
      },
    ]);
  });

  it('head: exact numbers', () => {
    const b = gnuTime.parse(head).benchmarks[0]!;
    expect(b.name).toBe('./work impl_a 2');
    expect(b.metrics.time!.value).toBe(70_000_000);
    expect(b.metrics['user-time']!.value).toBe(70_000_000);
  });

  it('non-zero exit (real capture): failed, numbers kept, command stderr before the block ignored', () => {
    const [b] = gnuTime.parse(failed).benchmarks;
    expect(b!.name).toBe('sh -c echo "work: cannot open input.bin" >&2; exit 3');
    expect(b!.status).toBe('failed');
    expect(b!.error).toBe('command exited with non-zero status 3');
    expect(b!.metrics['max-rss']!.value).toBe(1564 * 1024);
  });

  it('killed by a signal (real capture, Exit status 0): failed', () => {
    const [b] = gnuTime.parse(signal).benchmarks;
    expect(b!.status).toBe('failed');
    expect(b!.error).toBe('command terminated by signal 15');
  });

  it('several blocks (real capture): same command twice = one benchmark with two samples', () => {
    const out = gnuTime.parse(multi);
    expect(out.benchmarks.map((b) => [b.name, b.metrics.time!.n])).toEqual([
      ['sh -c i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done', 2],
      ['sh -c i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; echo done >&2', 1],
    ]);
    const t = out.benchmarks[0]!.metrics.time!;
    expect(t.samples).toEqual([840_000_000, 610_000_000]);
    expect(t).toMatchObject({ statistic: 'median', value: 725_000_000, spread: { min: 610_000_000, max: 840_000_000 } });
    expect(out.benchmarks[0]!.metrics['user-time']!.samples).toEqual([540_000_000, 450_000_000]);
  });

  it('h:mm:ss elapsed form (derived from base)', () => {
    const b = gnuTime.parse(derive(base, (t) => t.replace('m:ss): 0:00.06', 'm:ss): 1:02:03'))).benchmarks[0]!;
    expect(b.metrics.time!.value).toBe(3723e9);
  });

  it('bad input (derived from base) is a ParseError with file and line', () => {
    const text = base.files[0]!.text;
    expect(parseError(derive(base, () => text.slice(0, text.indexOf('Swaps')))).message).toMatch(
      /^gnu-time: gnu-time\/base\/time-v\.stderr\.txt:16: expected a tab-indented "Key: value" line/,
    );
    expect(parseError(derive(base, () => `${text.split('\n').slice(0, 10).join('\n')}\n`)).message).toBe(
      'gnu-time: gnu-time/base/time-v.stderr.txt:10: expected the report to end with "Exit status: <n>" (block from line 1; time prints it last: the output was cut off), found "\\tMaximum resident set size (kbytes): 3408"',
    );
    // Cut inside a line, even the last one where the rest still parses (`Exit status: 0` without its newline).
    for (const end of [text.indexOf('(kbytes): 3408') + 12, text.length - 1]) {
      const err = parseError(derive(base, () => text.slice(0, end)));
      expect(err.location.line).toBe(text.slice(0, end).split('\n').length);
      expect(err.message).toContain('expected the line to end with a newline');
    }
    expect(parseError(derive(base, (t) => t.replace('0:00.06', '0:00.0x'))).message).toBe(
      'gnu-time: gnu-time/base/time-v.stderr.txt:5: expected an elapsed time as h:mm:ss or m:ss.cc, found "0:00.0x"',
    );
    expect(parseError(derive(base, (t) => t.replace('(kbytes): 3408', '(kbytes): 3,4O8'))).message).toMatch(/stderr\.txt:10: expected a size in kbytes/);
    expect(parseError({ files: [{ path: '<stderr>', text: '' }] }).message).toMatch(/^gnu-time: <stderr>: expected a GNU time -v report/);
  });

  it('CRLF and ANSI (derived) parse to the same numbers', () => {
    const expected = gnuTime.parse(multi).benchmarks;
    expect(gnuTime.parse(derive(multi, (t) => t.replace(/\n/g, '\r\n'))).benchmarks).toEqual(expected);
    expect(gnuTime.parse(derive(multi, (t) => t.replace('done\n', '\u001b[31mdone\u001b[0m\n'))).benchmarks).toEqual(expected);
  });

  it('survives fuzzing of every real fixture', () => {
    fuzzAdapter(gnuTime, [base, head, failed, signal, multi]);
  });
});

describe('gnu-time: times printed as 0.00 (under time\'s 0.01 s resolution)', () => {
  const note = (at: string, command: string, metric: string, printed: string) =>
    `${at}: ${command}: ${metric} printed as "${printed}", below the output's resolution: kept as 0, compared as inconclusive`;

  it('keeps a "System time (seconds): 0.00" as 0 and warns, naming the command and the printed text', () => {
    const out = gnuTime.parse(base);
    expect(out.benchmarks[0]!.metrics['system-time']!.value).toBe(0);
    expect(out.warnings).toEqual([note('gnu-time/base/time-v.stderr.txt:3', './work impl_a 2', 'system-time', '0.00')]);
  });

  it('several runs of one command: one warning per command and metric, at the first zero', () => {
    const loop = (n: number, tail = '') => `sh -c i=0; while [ $i -lt ${n} ]; do i=$((i+1)); done${tail}`;
    expect(gnuTime.parse(multi).warnings).toEqual([
      note('gnu-time/captured/multi.stderr.txt:3', loop(200000), 'system-time', '0.00'),
      note('gnu-time/captured/multi.stderr.txt:50', loop(100000, '; echo done >&2'), 'system-time', '0.00'),
    ]);
  });

  it('a failed command (all zeros, killed at once) is not warned about: it compares as inconclusive anyway', () => {
    expect(gnuTime.parse(signal).warnings).toBeUndefined();
  });
});
