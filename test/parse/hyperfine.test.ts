import { describe, expect, it } from 'vitest';
import { hyperfine } from '../../src/parse/hyperfine';
import type { ParseInput } from '../../src/parse/adapter';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, fixtureFile, fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { benchmarkNamed, derived } from '../helpers/adapter-test';
import { resultsFrom } from '../helpers/results';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';

const s = (seconds: number): number => seconds * 1e9;
const ms = (millis: number): number => millis * 1e6;
const parse = (input: ParseInput) => hyperfine.parse(input);
const byName = (input: ParseInput, name: string) => benchmarkNamed(hyperfine, input, name);

const parseError = catchParseError;

describe('hyperfine --export-json (hyperfine 1.15.0, real fixtures)', () => {
  it('reads base: median, samples, spreads, user/system and params of each command', () => {
    const input = fixtureInput('hyperfine', 'base', 'hyperfine.json');
    const out = parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      './work impl_a 1', './work impl_b 1', './work impl_a 2', './work impl_b 2', './work impl_a 3', './work impl_b 3',
    ]);
    const a1 = out.benchmarks[0]!;
    expect(a1.params).toEqual({ size: '1' });
    expect(a1.status).toBeUndefined();
    const t = a1.metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'median', n: 15 });
    expect(t.value).toBe(s(0.029976389000000003));
    expect(t.spread).toEqual({ stddev: s(0.0016243436838101369), min: s(0.028668559000000003), max: s(0.033981501000000004) });
    expect(t.samples).toHaveLength(15);
    expect(t.samples![0]).toBe(s(0.031156494000000003));
    expect(t.samples![14]).toBe(s(0.033981501000000004));
    expect(a1.metrics['user-time']).toEqual({ unit: 'ns', direction: 'smaller', value: s(0.027805933333333335), statistic: 'mean' });
    expect(a1.metrics['system-time']!.value).toBe(s(0.0023176));

    const b3 = out.benchmarks[5]!;
    expect(b3.params).toEqual({ size: '3' });
    expect(b3.metrics.time!.value).toBe(s(0.03147479));
    expect(b3.metrics.time!.spread!.min).toBe(s(0.028911416000000002));
  });

  it('reads head: the three changed commands', () => {
    const input = fixtureInput('hyperfine', 'head', 'hyperfine.json');
    expect(byName(input, './work impl_a 2').metrics.time!.value).toBe(s(0.07268674400000001));
    expect(byName(input, './work impl_a 3').metrics.time!.value).toBe(s(0.096201564));
    const b3 = byName(input, './work impl_b 3').metrics.time!;
    expect(b3.value).toBe(s(0.023455603000000002));
    expect(b3.spread!.stddev).toBe(s(0.001708821322312566));
    expect(b3.samples![0]).toBe(s(0.023374708));
    expect(b3.samples![14]).toBe(s(0.027885331000000003));
  });

  it('marks a command with non-zero exit codes failed and keeps its timings (derived: one exit code set to 1)', () => {
    const file = fixtureFile('hyperfine', 'base', 'hyperfine.json');
    const doc = JSON.parse(file.text);
    doc.results[1].exit_codes[3] = 1;
    doc.results[1].exit_codes[4] = null; // killed by a signal
    const b = parse(derived(file, JSON.stringify(doc))).benchmarks[1]!;
    expect(b.status).toBe('failed');
    expect(b.error).toBe('2 of 15 runs exited non-zero (1, signal)');
    expect(b.metrics.time!.value).toBe(s(0.010247923));
  });

  it('reads the newer measurements/summary shape (derived from the real base file; shape from hyperfine source)', () => {
    // No captured output of this shape was available: the real 1.15.0 numbers are rewritten into the
    // shape hyperfine's development source serialises (measurements[] of {value, unit}, summary, metadata).
    const file = fixtureFile('hyperfine', 'base', 'hyperfine.json');
    const old = JSON.parse(file.text);
    const doc = {
      metadata: { json_schema_version: 2, hyperfine_version: 'derived' },
      results: old.results.map((r: { command: string; times: number[]; median: number; stddev: number; min: number; max: number; parameters: Record<string, string> }) => ({
        command: r.command,
        parameters: Object.fromEntries(Object.entries(r.parameters).map(([k, v]) => [k, { value: v }])),
        summary: { time_wall_clock: { unit: 'second', count: r.times.length, mean: 0, stddev: r.stddev, median: r.median, min: r.min, max: r.max } },
        measurements: r.times.map((t) => ({
          time_wall_clock: { value: t * 1000, unit: 'millisecond' },
          time_user: { value: t / 2, unit: 'second' },
          time_system: { value: 0.001, unit: 'second' },
          peak_memory_usage: { value: 1024, unit: 'kibibyte' },
          exit_code: 0,
        })),
      })),
    };
    const b = parse(derived(file, JSON.stringify(doc))).benchmarks[0]!;
    expect(b.name).toBe('./work impl_a 1');
    expect(b.params).toEqual({ size: '1' });
    expect(b.metrics.time!.value).toBe(s(0.029976389000000003));
    expect(b.metrics.time!.spread!.stddev).toBe(s(0.0016243436838101369));
    expect(b.metrics.time!.samples![0]).toBeCloseTo(s(0.031156494000000003), 3);
    expect(b.metrics['user-time']!.samples).toHaveLength(15);
    expect(b.metrics['max-rss']).toMatchObject({ unit: 'B', value: 1024 * 1024 });
  });
});

describe('hyperfine CSV, markdown and terminal report (real fixtures)', () => {
  it('reads --export-csv: median, spreads and parameter_size', () => {
    const b = byName(fixtureInput('hyperfine', 'head', 'hyperfine.csv'), './work impl_a 1');
    expect(b.params).toEqual({ size: '1' });
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: s(0.030488727), statistic: 'median',
      spread: { stddev: s(0.002420423375366251), min: s(0.027690562000000002), max: s(0.034928236) },
    });
    expect(b.metrics['user-time']!.value).toBe(s(0.029065066666666663));
    expect(parse(fixtureInput('hyperfine', 'base', 'hyperfine.csv')).benchmarks).toHaveLength(6);
  });

  it('reads --export-markdown: mean ± σ in the header unit', () => {
    const b = byName(fixtureInput('hyperfine', 'head', 'hyperfine.md'), './work impl_a 3');
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: ms(96.6), statistic: 'mean', spread: { stddev: ms(5.2), min: ms(88.5), max: ms(103.4) },
    });
  });

  it('reads the terminal report: mean ± σ, range, runs, user and system', () => {
    const out = parse(fixtureInput('hyperfine', 'base', 'hyperfine.stdout.txt'));
    expect(out.benchmarks).toHaveLength(6);
    const b = out.benchmarks[3]!;
    expect(b.name).toBe('./work impl_b 2');
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: ms(21.9), statistic: 'mean', n: 15, spread: { stddev: ms(0.3), min: ms(21.4), max: ms(22.5) },
    });
    expect(b.metrics['user-time']!.value).toBe(ms(19.3));
    expect(b.metrics['system-time']!.value).toBe(ms(2.4));
  });

  it('prefers the JSON export when several files are given', () => {
    const input: ParseInput = {
      files: [fixtureFile('hyperfine', 'head', 'hyperfine.stdout.txt'), fixtureFile('hyperfine', 'head', 'hyperfine.json')],
    };
    expect(parse(input).benchmarks[0]!.metrics.time!.statistic).toBe('median');
  });
});

describe('hyperfine commands with | , and " (real fixture odd/)', () => {
  const names = ['echo a | cat', 'printf "%s,%s\\n" x a', 'echo b c | cat', 'printf "%s,%s\\n" x b c'];

  it('every format names the commands alike: the markdown export\'s escaped `\\|` is a `|`', () => {
    for (const file of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md', 'hyperfine.stdout.txt']) {
      expect(parse(fixtureInput('hyperfine', 'odd', file)).benchmarks.map((b) => b.name), file).toEqual(names);
    }
    const md = fixtureInput('hyperfine', 'odd', 'hyperfine.md');
    expect(byName(md, 'echo b c | cat').metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: ms(7.6), statistic: 'mean', spread: { stddev: ms(0.4), min: ms(7.4), max: ms(8) },
    });
  });
});

describe('hyperfine 1.11.0 (real fixture v1.11.0/: two commands, -P scan, --runs 3)', () => {
  const names = ['sleep 0.01', 'seq 11000', 'sleep 0.02', 'seq 12000'];

  it('reads the terminal report, whose blocks read "Benchmark #1:" in hyperfine 1.11', () => {
    const out = parse(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.stdout.txt'));
    expect(out.benchmarks.map((b) => b.name)).toEqual(names);
    expect(out.benchmarks[1]!.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: ms(9.2), statistic: 'mean', n: 3, spread: { stddev: ms(4.9), min: ms(3.6), max: ms(12.9) },
    });
    expect(out.benchmarks[1]!.metrics['user-time']!.value).toBe(ms(1.3));
    expect(hyperfine.detect(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.stdout.txt'))).toBe('yes');
  });

  it('reads every export alike: names, parameters and the median of the JSON and CSV', () => {
    for (const file of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md']) {
      expect(parse(fixtureInput('hyperfine', 'v1.11.0', file)).benchmarks.map((b) => b.name), file).toEqual(names);
    }
    const json = byName(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.json'), 'seq 12000');
    expect(json.params).toEqual({ n: '2' });
    expect(json.metrics.time!.value).toBe(s(0.008695850990000002));
    expect(json.metrics.time!.samples).toEqual([s(0.009294645990000003), s(0.008695850990000002), s(0.006021222990000002)]);
    expect(byName(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.csv'), 'sleep 0.02').params).toEqual({ n: '2' });
  });
});

describe('hyperfine 1.16.1 (real fixture v1.16.1/: the same commands as v1.11.0/)', () => {
  it('reads every format with the same names; JSON and CSV keep the -P parameter and exit codes 0', () => {
    const names = ['sleep 0.01', 'seq 11000', 'sleep 0.02', 'seq 12000'];
    for (const file of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md', 'hyperfine.stdout.txt']) {
      const out = parse(fixtureInput('hyperfine', 'v1.16.1', file)).benchmarks;
      expect(out.map((b) => b.name), file).toEqual(names);
      expect(out.every((b) => b.status === undefined), file).toBe(true);
    }
    const json = byName(fixtureInput('hyperfine', 'v1.16.1', 'hyperfine.json'), 'sleep 0.02');
    expect(json.params).toEqual({ n: '2' });
    expect(json.metrics.time).toMatchObject({ value: s(0.021270346220000003), n: 3, spread: { min: s(0.021264578220000004), max: s(0.021618482220000002) } });
    expect(byName(fixtureInput('hyperfine', 'v1.16.1', 'hyperfine.stdout.txt'), 'sleep 0.02').metrics.time).toMatchObject({ value: ms(21.4), n: 3 });
  });
});

describe('hyperfine detection', () => {
  it('says yes to every real fixture and no to other text', () => {
    for (const v of ['base', 'head']) {
      for (const f of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md', 'hyperfine.stdout.txt']) {
        expect(hyperfine.detect(fixtureInput('hyperfine', v, f)), `${v}/${f}`).toBe('yes');
      }
    }
    expect(hyperfine.detect({ files: [{ path: 'x.json', text: '{"benchmarks": []}' }] })).toBe('no');
    expect(hyperfine.detect(fixtureInput('hyperfine', 'head', 'hyperfine.stderr.txt'))).toBe('no');
  });
});

describe('hyperfine bad input (derived from the real fixtures)', () => {
  const json = fixtureFile('hyperfine', 'base', 'hyperfine.json');
  const stdout = fixtureFile('hyperfine', 'base', 'hyperfine.stdout.txt');
  const csv = fixtureFile('hyperfine', 'base', 'hyperfine.csv');

  it('truncated JSON names the file and the last line', () => {
    const text = json.text.slice(0, 2000);
    const err = parseError(() => parse(derived(json, text)));
    expect(err.location.line).toBe(text.split('\n').length);
    expect(err.message).toMatch(/^hyperfine: hyperfine\/base\/hyperfine\.json:\d+: expected valid JSON/);
  });

  it('empty output is a ParseError at line 1', () => {
    const err = parseError(() => parse(derived(json, '')));
    expect(err.message).toMatch(/^hyperfine: hyperfine\/base\/hyperfine\.json:1: expected/);
  });

  it('a garbled number names its JSON path', () => {
    const text = json.text.replace('"median": 0.029976389000000003', '"median": "fast"');
    const err = parseError(() => parse(derived(json, text)));
    expect(err.message).toBe('hyperfine: hyperfine/base/hyperfine.json: results[0].median: expected a finite number, found "fast"');
  });

  it('a negative stddev is rejected', () => {
    const text = json.text.replace('"stddev": 0.0016243436838101369', '"stddev": -1');
    expect(parseError(() => parse(derived(json, text))).location.path).toBe('results[0].stddev');
  });

  it('no results is a ParseError, not an empty result', () => {
    expect(parseError(() => parse(derived(json, '{"results": []}'))).location.path).toBe('results');
  });

  it('a garbled terminal report names the line', () => {
    const text = stdout.text.replace('Range (min … max):    61.0 ms', 'Range (min … max):    ?? ms');
    const err = parseError(() => parse(derived(stdout, text)));
    expect(err.message).toMatch(/^hyperfine: hyperfine\/base\/hyperfine\.stdout\.txt:11: expected " {2}Range/);
  });

  it('a garbled CSV row names the line', () => {
    const text = csv.text.replace('0.021937991', 'x');
    expect(parseError(() => parse(derived(csv, text))).message).toMatch(/hyperfine\.csv:5: expected a number of seconds in column "median"/);
  });

  it('a terminal report cut off (the real text sliced at a byte) is a ParseError, never fewer commands', () => {
    const text = stdout.text;
    const lines = text.split('\n');
    const upTo = (n: number) => `${lines.slice(0, n).join('\n')}\n`;
    // After block 3 at a line end, and before the Summary: two or more commands and no Summary.
    for (const n of [11, 23]) {
      expect(parseError(() => parse(derived(stdout, upTo(n)))).message).toMatch(
        new RegExp(`^hyperfine: hyperfine/base/hyperfine\\.stdout\\.txt:${n === 11 ? 11 : 23}: expected hyperfine's "Summary" after its benchmarks`),
      );
    }
    // Mid-line: in a Summary line, in a Range line.
    for (const end of [text.length - 5, text.indexOf('15 runs') + 1]) {
      const err = parseError(() => parse(derived(stdout, text.slice(0, end))));
      expect(err.location.line).toBe(text.slice(0, end).split('\n').length);
      expect(err.message).toMatch(/expected (the line to end with a newline|" {2}Range)/);
    }
    // One command, or runs of one command concatenated (each restarts at "Benchmark 1:"), has no Summary to miss.
    const one = upTo(4);
    expect(parse(derived(stdout, one)).benchmarks.map((b) => b.name)).toEqual(['./work impl_a 1']);
    const second = upTo(8).split('\n').slice(4).join('\n').replace('Benchmark 2:', 'Benchmark 1:');
    expect(parse(derived(stdout, `${one}${second}`)).benchmarks.map((b) => b.name)).toEqual(['./work impl_a 1', './work impl_b 1']);
  });

  it('CSV and markdown exports cut mid-line are ParseErrors, even where the row still parses', () => {
    for (const file of [csv, fixtureFile('hyperfine', 'base', 'hyperfine.md')]) {
      const cut = file.text.slice(0, file.text.length - 4);
      const err = parseError(() => parse(derived(file, cut)));
      expect(err.location).toMatchObject({ harness: 'hyperfine', file: file.path, line: cut.split('\n').length });
      expect(err.message).toContain('expected the line to end with a newline');
    }
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    for (const file of [json, stdout, csv]) {
      const plain = parse({ files: [file] });
      const crlf = parse(derived(file, file.text.replace(/\n/g, '\r\n')));
      expect(crlf).toEqual(plain);
    }
    const coloured = stdout.text
      .replace(/^(Benchmark \d+:)/gm, '\u001b[1m$1\u001b[0m')
      .replace(/(\d+\.\d) ms/g, '\u001b[32m$1 ms\u001b[0m');
    expect(parse(derived(stdout, coloured))).toEqual(parse({ files: [stdout] }));
    expect(parse(derived(json, `\u001b[0m${json.text}\u001b[0m`))).toEqual(parse({ files: [json] }));
  });

  it('survives the shared fuzz mutations', () => {
    fuzzAdapter(hyperfine, [
      fixtureInput('hyperfine', 'base', 'hyperfine.json'),
      fixtureInput('hyperfine', 'head', 'hyperfine.csv'),
      fixtureInput('hyperfine', 'head', 'hyperfine.md'),
      fixtureInput('hyperfine', 'head', 'hyperfine.stdout.txt'),
      fixtureInput('hyperfine', 'v2.0.0', 'hyperfine.csv'),
      fixtureInput('hyperfine', 'v2.0.0', 'hyperfine.md'),
      fixtureInput('hyperfine', 'v2.0.0', 'hyperfine.stdout.txt'),
      fixtureInput('hyperfine', 'v2.0.0-named', 'hyperfine.json'),
    ]);
  });
});

describe('hyperfine terminal report: times printed as 0.0 ms (fixture v1.11.0/)', () => {
  it('keeps "System: 0.0 ms" as 0 and warns per command, naming the line and printed text; the JSON export is exact', () => {
    const out = parse(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.stdout.txt'));
    expect(out.benchmarks.map((b) => b.metrics['system-time']!.value)).toEqual([0, 0, 0, 0]);
    expect(out.warnings).toEqual(['sleep 0.01', 'seq 11000', 'sleep 0.02', 'seq 12000'].map((command, k) =>
      `hyperfine/v1.11.0/hyperfine.stdout.txt:${2 + 4 * k}: ${command}: system-time printed as "0.0 ms", below the output's resolution: kept as 0, compared as inconclusive; the JSON export (--export-json) has the exact value`));
    expect(parse(fixtureInput('hyperfine', 'v1.11.0', 'hyperfine.json')).warnings).toBeUndefined();
  });
});

describe('hyperfine 2.0.0 (real fixture v2.0.0/: --metrics all, -L n 1,2 -L word "a,b c", an unused parameter, -i)', () => {
  const v2 = (file: string) => fixtureInput('hyperfine', 'v2.0.0', file);
  // hyperfine's own names (terminal report and markdown): a parameter the command does not use is appended.
  const names = ['1', '2'].flatMap((n) => ['a', 'b c'].map((word) => ({ n, word })))
    .sort((x, y) => (x.word === y.word ? 0 : x.word < y.word ? -1 : 1))
    .flatMap(({ n, word }) => [`sleep 0.0${n} (word = ${word})`, `seq 1 ${n}0000 (word = ${word})`, `echo ${word} (n = ${n})`, `false (n = ${n}, word = ${word})`]);

  it('every format is detected and gives the 16 commands under the names hyperfine prints, in run order', () => {
    for (const f of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md', 'hyperfine.stdout.txt']) {
      expect(hyperfine.detect(v2(f)), f).toBe('yes');
      expect(parse(v2(f)).benchmarks.map((b) => b.name), f).toEqual(names);
    }
  });

  it('JSON schema 2: every run a sample of each metric, the summary median, parameters, exit codes', () => {
    const out = parse(v2('hyperfine.json'));
    const b = out.benchmarks[0]!;
    expect(b.params).toEqual({ n: '1', word: 'a' });
    expect(b.status).toBeUndefined();
    expect(Object.keys(b.metrics)).toEqual(['time', 'cpu-time', 'user-time', 'system-time', 'max-rss']);
    // "time_wall_clock": { "value": 0.011090928, "unit": "second" }, … summary median 0.011129105
    expect(b.metrics.time).toMatchObject({ unit: 'ns', statistic: 'median', value: s(0.011129105), n: 5 });
    expect(b.metrics.time!.samples).toEqual([0.011090928, 0.011137947, 0.011129105, 0.011057158000000001, 0.011166991000000001].map(s));
    expect(b.metrics['user-time']!.samples).toEqual([0.000937, 0, 0.00095, 0, 0.00099].map(s));
    expect(b.metrics['max-rss']).toMatchObject({ unit: 'B', value: 3317760, exact: false });
    const f = out.benchmarks[3]!;
    // `false` exits 1 in every run: its outcome, kept as the exit code (compared only with a side that exited alike).
    expect(f).toMatchObject({ name: 'false (n = 1, word = a)', params: { n: '1', word: 'a' }, exitCode: 1 });
    expect(f.status).toBeUndefined();
    expect(f.metrics.time!.value).toBe(s(0.0005641870000000001));
    expect(out.benchmarks.reduce((k, x) => k + x.metrics.time!.samples!.length, 0)).toBe(80);
  });

  it('CSV: each metric\'s <metric>_median in its unit, the spreads, parameter_ columns', () => {
    const b = parse(v2('hyperfine.csv')).benchmarks[0]!;
    expect(b.params).toEqual({ n: '1', word: 'a' });
    expect(b.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: s(0.011129105), statistic: 'median',
      spread: { stddev: s(0.000042847326447516044), min: s(0.011057158000000001), max: s(0.011166991000000001) },
    });
    expect(b.metrics['cpu-time']!.value).toBe(s(0.00095));
    expect(b.metrics['max-rss']).toMatchObject({ unit: 'B', value: 3317760, exact: false });
    // The same medians as the JSON for every command and metric.
    const json = parse(v2('hyperfine.json')).benchmarks;
    parse(v2('hyperfine.csv')).benchmarks.forEach((c, i) => {
      for (const m of Object.keys(json[i]!.metrics)) expect(c.metrics[m]!.value, `${c.name} ${m}`).toBeCloseTo(json[i]!.metrics[m]!.value, 3);
    });
  });

  it('markdown: the primary metric\'s mean ± σ in the header\'s unit ("Mean Wall Time [ms]")', () => {
    const out = parse(v2('hyperfine.md')).benchmarks;
    // | `sleep 0.01 (word = a)` | 11.1 ± 0.0 |  |  |   and   | `seq 1 10000 (word = a)` | 0.9 ± 0.1 | -92.3% | (13.0x faster) |
    expect(out[0]!.metrics).toEqual({ time: { unit: 'ns', direction: 'smaller', value: ms(11.1), statistic: 'mean', spread: { stddev: 0 } } });
    expect(out[1]!.metrics.time).toMatchObject({ value: ms(0.9), spread: { stddev: ms(0.1) } });
  });

  it('terminal report: one row per metric (mean ± σ, min … max, units per row), runs from the block line', () => {
    const out = parse(v2('hyperfine.stdout.txt'));
    const b = out.benchmarks[0]!;
    //   Wall Time            11.1 ms  ±     0.0 ms      11.1 ms  …    11.2 ms
    expect(b.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: ms(11.1), statistic: 'mean', n: 5, spread: { stddev: 0, min: ms(11.1), max: ms(11.2) } });
    //   CPU time            952.8 µs  ±    30.8 µs     912.0 µs  …   990.0 µs
    expect(b.metrics['cpu-time']).toMatchObject({ value: 952_800, spread: { stddev: 30_800, min: 912_000, max: 990_000 } });
    expect(b.metrics['max-rss']).toMatchObject({ unit: 'B', value: 3.2 * 1024 ** 2, exact: false });
    // Rows that compare with the first command end in "-95.0%  (19.9x faster)": read past.
    expect(out.benchmarks[15]!.metrics['cpu-time']).toMatchObject({ value: 503_200, spread: { min: 486_000, max: 550_000 } });
    // "System time  0.0 µs ± 0.0 µs" for `false`: below the printed resolution, warned.
    expect(out.warnings).toContain('hyperfine/v2.0.0/hyperfine.stdout.txt:126: false (n = 2, word = b c): system-time printed as "0.0 µs", below the output\'s resolution: kept as 0, compared as inconclusive; the JSON export (--export-json) has the exact value');
  });

  it('a terminal report cut off after any row or block line is a ParseError naming the line, never fewer commands', () => {
    const file = v2('hyperfine.stdout.txt').files[0]!;
    const lines = file.text.split('\n');
    for (const n of [3, 7, 122, 127]) {
      const cut = `${lines.slice(0, n).join('\n')}\n`;
      const err = parseError(() => parse(derived(file, cut)));
      expect(err.location).toMatchObject({ harness: 'hyperfine', file: file.path });
      expect(err.message).toMatch(n === 122 ? /:123: expected at least one metric row/ : new RegExp(`:${n}: expected the blank line hyperfine prints after each benchmark`));
    }
    // A whole block (up to its blank line) is a complete run of fewer commands: nothing tells it apart.
    expect(parse(derived(file, `${lines.slice(0, 8).join('\n')}\n`)).benchmarks.map((b) => b.name)).toEqual(['sleep 0.01 (word = a)']);
    const garbled = lines.map((l, i) => (i === 4 ? l.replace('± ', '') : l)).join('\n');
    expect(parseError(() => parse(derived(file, garbled))).message).toMatch(/hyperfine\.stdout\.txt:5: expected "User time {2}<mean> <unit> ± <σ> <unit>/);
  });

  it('counters (no unit in the JSON: {"value": N}) are read as counts (derived: instructions added to each run, as measurement.rs writes them)', () => {
    // This VM exposes no PMU, so no real capture has counters; the shape is hyperfine 2.0.0's serialize_optional_count.
    const file = v2('hyperfine.json').files[0]!;
    const doc = JSON.parse(file.text);
    doc.results[0].measurements.forEach((m: Record<string, unknown>, i: number) => (m.instructions = { value: 1_000_000 + i }));
    doc.results[0].summary.instructions = { count: 5, mean: 1_000_002, stddev: 1.58, median: 1_000_002, min: 1_000_000, max: 1_000_004 };
    const b = parse(derived(file, JSON.stringify(doc))).benchmarks[0]!;
    expect(b.metrics.instructions).toMatchObject({ unit: 'count', value: 1_000_002, samples: [1_000_000, 1_000_001, 1_000_002, 1_000_003, 1_000_004] });
  });
});

describe('hyperfine 2.0.0, one run each (real fixture v2.0.0-named/: --command-name, -S, --style full, -i=3)', () => {
  const named = (file: string) => fixtureInput('hyperfine', 'v2.0.0-named', file);

  it('every format names the commands by --command-name (| and " kept) and reads the single run', () => {
    for (const f of ['hyperfine.json', 'hyperfine.csv', 'hyperfine.md', 'hyperfine.stdout.txt']) {
      expect(parse(named(f)).benchmarks.map((b) => b.name), f).toEqual(['seq | sort "numeric"', 'exit 3']);
    }
    //   Wall Time      3.8 ms   (column header "Value": no σ, no min … max)
    expect(parse(named('hyperfine.stdout.txt')).benchmarks[0]!.metrics.time).toEqual({ unit: 'ns', direction: 'smaller', value: ms(3.8), statistic: 'mean', n: 1 });
    expect(parse(named('hyperfine.csv')).benchmarks[0]!.metrics.time).toEqual({
      unit: 'ns', direction: 'smaller', value: s(0.0037532827200000003), statistic: 'median', spread: { stddev: undefined, min: s(0.0037532827200000003), max: s(0.0037532827200000003) },
    });
    expect(parse(named('hyperfine.json')).benchmarks[1]).toMatchObject({ exitCode: 3 });
  });
});

describe('hyperfine 2.0.0 A/A (real fixtures v2.0.0-aa/a1, a2: the same commands run twice)', () => {
  it('peak RSS, equal in every run of one invocation, is not an exact count: its move between invocations is not a change', () => {
    const rss = (v: string) => parse(fixtureInput('hyperfine', 'v2.0.0-aa', v, 'hyperfine.json')).benchmarks[0]!.metrics['max-rss']!;
    expect(new Set(rss('a1').samples)).toEqual(new Set([3178496]));
    expect(new Set(rss('a2').samples)).toEqual(new Set([3268608]));
    expect(rss('a1').exact).toBe(false);
  });
});

describe('hyperfine: one export per input with the same --command-name in each (real fixture per-test/)', () => {
  const side = (v: string, tests: number[]): ParseInput => ({ files: tests.map((t) => fixtureFile('hyperfine', 'per-test', v, `results-${t}.json`)) });

  it('names each command by its file, so an input added in head does not pair one input\'s command with another\'s', () => {
    // Numbered in file order, head's `theirs (2)` was test 2 and base's test 3: a false −33 % on unchanged code.
    expect(parse(side('base', [1, 3])).benchmarks.map((b) => b.name)).toEqual(['ours [results-1]', 'theirs [results-1]', 'ours [results-3]', 'theirs [results-3]']);
    const head = side('head', [1, 2, 3]);
    expect(parse(head).benchmarks.map((b) => b.name)).toEqual([
      'ours [results-1]', 'theirs [results-1]', 'ours [results-2]', 'theirs [results-2]', 'ours [results-3]', 'theirs [results-3]',
    ]);
    expect(byName(side('base', [1, 3]), 'theirs [results-3]').metrics.time!.value).toBe(s(0.25400065000000005));
    expect(byName(head, 'theirs [results-3]').metrics.time!.value).toBe(s(0.229702364));
    expect(byName(head, 'theirs [results-2]').metrics.time!.value).toBe(s(0.13915911250000002));
  });

  it('leaves a name that one file alone holds as it is, and tells files of one base name apart by their paths', () => {
    const mixed = { files: [fixtureFile('hyperfine', 'per-test', 'base', 'results-1.json'), fixtureFile('hyperfine', 'v1.16.1', 'hyperfine.json')] };
    expect(parse(mixed).benchmarks.map((b) => b.name)).toEqual(['ours', 'theirs', 'sleep 0.01', 'seq 11000', 'sleep 0.02', 'seq 12000']);
    const twice = { files: [fixtureFile('hyperfine', 'per-test', 'base', 'results-1.json'), fixtureFile('hyperfine', 'per-test', 'head', 'results-1.json')] };
    expect(parse(twice).benchmarks.map((b) => b.name)).toEqual([
      'ours [hyperfine/per-test/base/results-1]', 'theirs [hyperfine/per-test/base/results-1]',
      'ours [hyperfine/per-test/head/results-1]', 'theirs [hyperfine/per-test/head/results-1]',
    ]);
  });
});

describe('hyperfine: bat 0.26.1\'s run-benchmarks.sh, one export per scenario with a name of its own (real fixture bat-0.26.1/a1)', () => {
  it('keeps every --command-name as it is: only a name several files share is told apart by its file', () => {
    const dir = join(FIXTURES, 'hyperfine', 'bat-0.26.1', 'a1');
    const input: ParseInput = { files: readdirSync(dir).sort().map((f) => fixtureFile('hyperfine', 'bat-0.26.1', 'a1', f)) };
    const out = parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual([
      'bat … --language=txt *.txt', 'bat … --language=txt numpy_test_multiarray.py', 'bat … mystery-file',
      'bat … --language=Dockerfile mystery-file', 'bat … Containerfile', 'bat … --color=always small-CpuInfo-file.cpuinfo',
      'bat … small-Markdown-file.md', 'bat … small-CpuInfo-file.cpuinfo', 'bat', 'bat … grep-output-ansi-sequences.txt',
      'bat … jquery.js', 'bat … miniz.c', 'bat … numpy_test_multiarray.py',
    ]);
    expect(byName(input, 'bat').metrics.time).toMatchObject({ value: s(0.0020683451800000002), n: 10 });
    expect(out.warnings).toBeUndefined();
  });
});

describe('hyperfine adapter: long lines', () => {
  it('a 2.x row with a MiB of spaces among its values is refused at its line in one pass', () => {
    // The row's lazy values rescanned the run of spaces from each of its positions: minutes for one row.
    const input = fixtureInput('hyperfine', 'v2.0.0', 'hyperfine.stdout.txt');
    const spaced = { files: input.files.map((f) => ({ ...f, text: f.text.replace('11.1 ms  ±', `11.1 ms${' '.repeat(1 << 20)}x ±`) })) };
    expect(catchParseError(() => hyperfine.parse(spaced)).message).toMatch(/^hyperfine: hyperfine\/v2\.0\.0\/hyperfine\.stdout\.txt:3: expected "Wall Time/);
  });
});

describe('hyperfine -i: commands that exit non-zero (real fixture ignore-failure)', () => {
  const run = (v: string) => parse(fixtureInput('hyperfine', 'ignore-failure', v, 'hyperfine.json')).benchmarks;
  it('one code in every run is the command\'s outcome; codes that differ between runs are a failure', () => {
    const [grep, lint, sort, coin] = run('base');
    expect(grep).toMatchObject({ name: 'grep -c zebra words.txt', exitCode: 1 });
    expect(grep!.status).toBeUndefined();
    expect(lint!.exitCode).toBeUndefined();
    expect(sort!.exitCode).toBeUndefined();
    expect(coin).toMatchObject({ status: 'failed', error: '5 of 10 runs exited non-zero (1)' });
    expect(run('head')[1]).toMatchObject({ name: './lint.sh', exitCode: 2 });
  });
});

describe('hyperfine: a command timed at 0 (real runs, test/fixtures/hyperfine/zero-note)', () => {
  it('the note in place of the Summary closes the run: both commands read, as from the JSON of the same run', () => {
    for (const run of ['named', 'fail']) {
      const text = parse(fixtureInput('hyperfine', 'zero-note', `${run}.stdout.txt`)).benchmarks.map((b) => b.name);
      const json = parse(fixtureInput('hyperfine', 'zero-note', `${run}.json`)).benchmarks.map((b) => b.name);
      expect(text).toHaveLength(2);
      expect(text).toEqual(json);
    }
    expect(byName(fixtureInput('hyperfine', 'zero-note', 'named.stdout.txt'), 'slow').metrics.time!.value).toBe(ms(24.4));
  });

  it('the same output cut before the note is still refused as cut off (derived)', () => {
    const file = fixtureFile('hyperfine', 'zero-note', 'named.stdout.txt');
    const cut = { path: file.path, text: file.text.slice(0, file.text.indexOf('Note: The benchmark comparison')) };
    expect(() => parse({ files: [cut] })).toThrow(/"Summary" after its benchmarks/);
  });
});

describe('hyperfine markdown export: mean ± σ without the runs (real 1.15.0 runs, fixture markdown-spread/)', () => {
  const results = (file: string) => resultsFrom([{ name: 'cli', harness: 'hyperfine', input: fixtureInput('hyperfine', 'markdown-spread', file) }]);
  const trueRow = (base: string, head: string) => compareRuns(results(base), results(head), compareOptionsFor(undefined, {}, {})).rows.find((r) => r.benchmark === 'true' && r.metric === 'time')!;

  it('`true` at 1.0 ± 2.3 ms against 2.6 ± 2.8 ms is not called: the σ bounds no change, as its terminal report (which gives n) says', () => {
    for (const [base, head] of [['multi_base.md', 'multi_slow.md'], ['multi_aa.md', 'multi_slow.md'], ['multi_base.txt', 'multi_slow.txt']]) {
      expect(trueRow(base!, head!), `${base} → ${head}`).toMatchObject({ verdict: 'inconclusive', note: expect.stringMatching(/^the error the harness printed on one side is half its value or more/) });
    }
  });
});
