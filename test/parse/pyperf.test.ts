import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { removeRunFactors } from '../../src/compare/run-factors';
import { mergeRuns } from '../../src/model/merge-runs';
import type { Results } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { pyperf } from '../../src/parse/pyperf';
import { detectAdapter } from '../../src/parse/registry';
import { ADAPTERS } from '../../src/parse/registry';
import { benchmarkNamed, derived } from '../helpers/adapter-test';
import { FIXTURES, fixtureFile, fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { catchParseError } from '../helpers/parse-error';
import { resultsFrom } from '../helpers/results';

const DIR = 'pyperf';
const input = (variant: string, name = 'bench.json'): ParseInput => fixtureInput(DIR, variant, name);
const raw = (variant: string, name = 'bench.json') => JSON.parse(readFileSync(join(FIXTURES, DIR, variant, name), 'utf8'));
const NAMES = ['checksum', 'encode'].flatMap((g) => ['impl_a', 'impl_b'].flatMap((i) => [1024, 10240, 102400].map((n) => `${g}/${i}/${n}`)));

const results = (variant: string): Results => resultsFrom([{ name: 'py', harness: 'pyperf', input: input(variant) }]);

describe('pyperf detection', () => {
  it('claims its files, and only pyperf does', () => {
    for (const [variant, name] of [['base', 'bench.json'], ['head', 'bench.json'], ['timeit', 'timeit.json'], ['memory', 'bench.json']] as const) {
      const i = input(variant, name);
      expect(ADAPTERS.filter((a) => a.detect(i) === 'yes').map((a) => a.id), `${variant}/${name}`).toEqual(['pyperf']);
    }
  });

  it('does not claim other harnesses\' JSON; its own text output only as maybe, with its reason under auto-detect', () => {
    expect(pyperf.detect(fixtureInput('pytest-benchmark', 'base', 'out.json'))).toBe('no');
    expect(pyperf.detect(fixtureInput('jmh', 'base', 'out.json'))).toBe('no');
    const text = input('base', 'bench.stdout.txt');
    expect(pyperf.detect(text)).toBe('maybe');
    expect(() => detectAdapter(text)).toThrow(/it might be pyperf, which says: .*pyperf's text output has no values per process/);
  });
});

describe('pyperf JSON (real: pyperf 2.11.0, 6 worker processes × 3 values, fixture base/)', () => {
  it('every benchmark, by its metadata name', () => {
    expect(pyperf.parse(input('base')).benchmarks.map((b) => b.name)).toEqual(NAMES);
  });

  it('time: every value in ns as a sample, the mean as pyperf reports it, and each worker process\'s mean as a run', () => {
    const doc = raw('base');
    const bench = doc.benchmarks[0];
    // The first run only calibrated the loops: warmups, no values.
    expect(bench.runs[0].values).toBeUndefined();
    const workers: number[][] = bench.runs.slice(1).map((r: { values: number[] }) => r.values.map((v) => v * 1e9));
    expect(workers).toHaveLength(6);
    const all = workers.flat();
    const t = benchmarkNamed(pyperf, input('base'), 'checksum/impl_a/1024').metrics.time!;
    expect(t).toMatchObject({ unit: 'ns', direction: 'smaller', statistic: 'mean', n: 18 });
    expect(t.samples).toEqual(all);
    expect(t.value).toBeCloseTo(all.reduce((a, x) => a + x, 0) / 18, 6);
    expect(t.runs).toHaveLength(6);
    t.runs!.forEach((m, j) => expect(m).toBeCloseTo(workers[j]!.reduce((a, x) => a + x, 0) / 3, 6));
    expect(t.spread).toMatchObject({ min: Math.min(...all), max: Math.max(...all) });
    // pyperf's own line for it: "checksum/impl_a/1024: Mean +- std dev: 52.8 us +- 2.6 us".
    expect(readFileSync(join(FIXTURES, DIR, 'base', 'bench.stdout.txt'), 'utf8')).toContain('checksum/impl_a/1024: Mean +- std dev: 52.8 us +- 2.6 us');
    expect(t.value / 1000).toBeCloseTo(52.8, 0);
    expect(t.spread!.stddev! / 1000).toBeCloseTo(2.6, 0);
  });

  it('python -m pyperf timeit: one benchmark, its name and unit in the file\'s metadata', () => {
    expect(raw('timeit', 'timeit.json').benchmarks[0].metadata).toBeUndefined();
    const out = pyperf.parse(input('timeit', 'timeit.json')).benchmarks;
    expect(out.map((b) => b.name)).toEqual(['timeit']);
    expect(out[0]!.metrics.time).toMatchObject({ unit: 'ns', n: 18 });
    expect(out[0]!.metrics.time!.runs).toHaveLength(6);
  });

  it('--track-memory: peak memory in bytes, one value per worker process', () => {
    expect(raw('memory').metadata.unit).toBe('byte');
    const m = benchmarkNamed(pyperf, input('memory'), 'checksum/impl_a/1024').metrics;
    expect(Object.keys(m)).toEqual(['memory']);
    expect(m.memory).toMatchObject({ unit: 'B', direction: 'smaller', n: 6 });
    expect(m.memory!.runs).toEqual(m.memory!.samples);
  });

  it('every file of a suite is read; one name in several files gathers all their processes', () => {
    const both = pyperf.parse({ files: [fixtureFile(DIR, 'base', 'bench.json'), fixtureFile(DIR, 'timeit', 'timeit.json')] }).benchmarks;
    expect(both.map((b) => b.name)).toEqual([...NAMES, 'timeit']);
    const twice = pyperf.parse({ files: [fixtureFile(DIR, 'base', 'bench.json'), fixtureFile(DIR, 'base2', 'bench.json')] }).benchmarks;
    expect(twice.map((b) => b.name)).toEqual(NAMES);
    expect(twice[0]!.metrics.time).toMatchObject({ n: 36 });
    expect(twice[0]!.metrics.time!.runs).toHaveLength(12);
  });

  it('one name timing different code in two files (every `pyperf timeit -o` is "timeit"): two benchmarks, said, never one blend', () => {
    const out = pyperf.parse({ files: [fixtureFile(DIR, 'name-clash', 'ta.json'), fixtureFile(DIR, 'name-clash', 'tb.json')] });
    const names = out.benchmarks.map((b) => b.name);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^timeit \[.*name-clash\/ta\.json\]$/);
    expect(names[1]).toMatch(/^timeit \[.*name-clash\/tb\.json\]$/);
    // Each file's own values: pyperf show gave sorted(x) 11.8 us and sum(x) 7.03 us (their blend read 9.41 us).
    const mean = (f: string) => {
      const runs = raw('name-clash', f).benchmarks[0].runs as { values?: number[] }[];
      const values = runs.flatMap((r) => r.values ?? []);
      return (values.reduce((a, b) => a + b, 0) / values.length) * 1e9;
    };
    expect(out.benchmarks[0]!.metrics.time!.value).toBeCloseTo(mean('ta.json'), 6);
    expect(out.benchmarks[1]!.metrics.time!.value).toBeCloseTo(mean('tb.json'), 6);
    expect(out.warnings!.join('\n')).toMatch(/^"timeit" times different code in .*ta\.json, .*tb\.json \(their metadata timeit_stmt, timeit_setup, timeit_teardown, command differ\): kept apart as/);
  });

  it('the same code timed and then measured with --track-memory: one benchmark with both metrics', () => {
    const out = pyperf.parse({ files: [fixtureFile(DIR, 'time-and-memory', 'timeit.json'), fixtureFile(DIR, 'time-and-memory', 'mem.json')] });
    expect(out.benchmarks.map((b) => b.name)).toEqual(['timeit']);
    expect(Object.keys(out.benchmarks[0]!.metrics).sort()).toEqual(['memory', 'time']);
    expect(out.benchmarks[0]!.metrics.memory!.unit).toBe('B');
    // No clash and no unit error: only pyperf's own instability warning of the timing (its stdout printed it too).
    expect(out.warnings).toHaveLength(1);
    expect(out.warnings![0]).toMatch(/^pyperf would warn that the result may be unstable for timeit: the standard deviation \(3\.8095 µs\) is 31 % of the mean/);
  });

  it("pyperf's own instability warning (stdout only, never in the JSON) reaches the report, with pyperf's numbers", () => {
    const out = pyperf.parse(input('unstable'));
    // What pyperf printed for the same run: each benchmark's "* the …" lines under its WARNING, before its Mean line.
    const printed = new Map<string, string[]>();
    let pending: string[] = [];
    for (const line of readFileSync(join(FIXTURES, DIR, 'unstable', 'bench.stdout.txt'), 'utf8').split('\n')) {
      if (line.startsWith('* the ')) pending.push(line);
      const mean = /^(\S+): Mean \+- std dev:/.exec(line);
      if (mean) {
        printed.set(mean[1]!, pending);
        pending = [];
      }
    }
    expect([...printed.values()].filter((w) => w.length > 0)).toHaveLength(4);
    const warning = out.warnings!.find((w) => w.startsWith('pyperf would warn'))!;
    for (const [name, bullets] of printed) {
      const ours = new RegExp(`${name}: ([^·]*?)(?: · |: more processes)`).exec(warning)?.[1];
      if (bullets.length === 0) {
        expect(ours, name).toBeUndefined();
        continue;
      }
      // The same checks, the same rounded percentages and sides (values are shown with more digits).
      const shape = (text: string) => [...text.matchAll(/the (standard deviation|minimum|maximum) \([^)]*\) is (\d+) ?% (of|greater than|smaller than) the mean/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
      expect(shape(ours ?? ''), name).toEqual(shape(bullets.join(' ')));
    }
  });

  it('CRLF and ANSI colour parse to the same numbers', () => {
    const f = fixtureFile(DIR, 'base', 'bench.json');
    expect(pyperf.parse(derived(f, `${f.text.replace(/\n/g, '\r\n')}`))).toEqual(pyperf.parse({ files: [f] }));
    expect(pyperf.parse(derived(f, `\u001b[32m${f.text}\u001b[0m`))).toEqual(pyperf.parse({ files: [f] }));
  });

  it('survives the shared fuzz mutations', () => {
    fuzzAdapter(pyperf, [input('base'), input('timeit', 'timeit.json'), input('memory')]);
  });
});

describe('pyperf JSON written by pyperformance 1.14.0 (real: pyperf 2.10.0 in its own venv, --fast, fixture pyperformance/)', () => {
  it('each benchmark at the mean pyperformance printed, inner loops already divided out, its 10 worker processes as runs', () => {
    const out = pyperf.parse(input('pyperformance', 'run1.json')).benchmarks;
    // run1.output.txt: "float: Mean +- std dev: 64.4 ms +- 2.1 ms", … "unpack_sequence: Mean +- std dev: 21.7 ns +- 1.3 ns".
    const printed = readFileSync(join(FIXTURES, DIR, 'pyperformance', 'run1.output.txt'), 'utf8');
    expect(raw('pyperformance', 'run1.json').benchmarks.find((b: { metadata: { name: string } }) => b.metadata.name === 'unpack_sequence').metadata.inner_loops).toBe(400);
    for (const [name, value, unit] of [['float', 64.4, 1e6], ['json_dumps', 9.89, 1e6], ['nbody', 55.6, 1e6], ['unpack_sequence', 21.7, 1]] as const) {
      expect(printed).toContain(`${name}: Mean +- std dev: ${value} ${unit === 1 ? 'ns' : 'ms'}`);
      const t = out.find((b) => b.name === name)!.metrics.time!;
      expect(t.value / unit, name).toBeCloseTo(value, name === 'json_dumps' ? 2 : 1);
      expect(t.runs, name).toHaveLength(10);
    }
  });

  it('two runs of the same interpreter and suite: nothing called', () => {
    const run = (name: string): Results => resultsFrom([{ name: 'py', harness: 'pyperf', input: input('pyperformance', name) }]);
    const rows = compareRuns(run('run1.json'), run('run2.json'), compareOptionsFor(undefined, {}, { baselineKind: 'stored' })).rows;
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved')).toEqual([]);
  });
});

describe('pyperf: bad input is an error naming the file and the field', () => {
  const base = fixtureFile(DIR, 'base', 'bench.json');
  const edit = (f: (doc: ReturnType<typeof raw>) => void): ParseInput => {
    const doc = raw('base');
    f(doc);
    return derived(base, JSON.stringify(doc));
  };

  it('its text output, which has no values per process', () => {
    const e = catchParseError(() => pyperf.parse(input('base', 'bench.stdout.txt')));
    expect(e.message).toContain('pyperf/base/bench.stdout.txt');
    expect(e.message).toContain('a pyperf JSON file (`-o FILE.json`');
  });

  it('another format version, a value that is not a number, a unit pyperf does not have', () => {
    expect(catchParseError(() => pyperf.parse(edit((d) => (d.version = '0.9')))).message).toMatch(/version.*pyperf's JSON format "1\.0".*found "?0\.9/s);
    const v = catchParseError(() => pyperf.parse(edit((d) => (d.benchmarks[2].runs[3].values[1] = 'fast')))).message;
    expect(v).toContain('benchmarks[2].runs[3].values[1]');
    expect(v).toContain('a non-negative number (second per iteration)');
    const u = catchParseError(() => pyperf.parse(edit((d) => (d.metadata.unit = 'furlong')))).message;
    expect(u).toContain('benchmarks[0].runs[0].metadata.unit');
    expect(u).toContain('furlong');
  });

  it('a benchmark whose processes only calibrated is kept, failed, with a warning: never dropped', () => {
    const out = pyperf.parse(edit((d) => (d.benchmarks[1].runs = [d.benchmarks[1].runs[0]])));
    const b = out.benchmarks.find((x) => x.name === 'checksum/impl_a/10240')!;
    expect(b).toMatchObject({ status: 'failed', metrics: {} });
    expect(b.error).toContain('no values: its 1 run(s) only calibrated the loops');
    expect(out.warnings).toEqual([expect.stringContaining('checksum/impl_a/10240: no values')]);
  });
});

describe('pyperf verdicts: the worker processes are the replicates', () => {
  const options = compareOptionsFor(undefined, {}, { baselineKind: 'stored' });
  const called = (base: Results, head: Results) =>
    compareRuns(base, head, options).rows.filter((r) => r.verdict === 'regressed' || r.verdict === 'improved').map((r) => `${r.benchmark} ${r.verdict}`);

  it('A/A pairs of the same code: nothing called, and every row is tested on its 6/6 processes', () => {
    for (const [a, b] of [['base', 'base2'], ['base', 'base3'], ['base2', 'base3']]) {
      const c = compareRuns(results(a!), results(b!), options);
      expect(called(results(a!), results(b!)), `${a} vs ${b}`).toEqual([]);
      for (const r of c.rows) expect(r.n, r.benchmark).toEqual([6, 6]);
    }
  });

  it('head: the planted +30 % and −15 % are called from one stored run a side; the +8 % is not claimed beyond its interval', () => {
    for (const base of ['base', 'base2']) {
      expect(called(results(base), results('head')), base).toEqual(['checksum/impl_a/10240 regressed', 'checksum/impl_b/102400 improved']);
    }
  });

  it('run j of one benchmark and of another are different processes: no per-run common factor is taken out, and a repeat adds its processes', () => {
    expect(removeRunFactors(results('base').suites[0]!).removed).toEqual([]);
    const merged = mergeRuns([results('base'), results('base2')]).suites[0]!.benchmarks[0]!.metrics.time!;
    expect(merged.runs).toHaveLength(12);
  });
});
