// Every file a suite names is read: a suite whose outputs are several JSON files (one per test module,
// one per run) gets the benchmarks of all of them, never only the first's. The files here are the real
// fixtures' JSON split in two, so each half is still the tool's own output shape.
import { describe, expect, it } from 'vitest';
import { parseOutput } from '../../src/parse/registry';
import type { SourceFile } from '../../src/parse/adapter';
import { fixtureFile } from '../helpers/fixtures';
import { UniqueNames } from '../../src/parse/unique-names';

/** The real file's list (at `key`, or the top-level array) split into two files. */
function halves(file: SourceFile, key: string | undefined): SourceFile[] {
  const doc = JSON.parse(file.text) as Record<string, unknown[]> | unknown[];
  const list = (key === undefined ? doc : (doc as Record<string, unknown[]>)[key]) as unknown[];
  // Google Benchmark lists a benchmark's repetitions and aggregates together: never cut inside one.
  let cut = Math.ceil(list.length / 2);
  const group = (x: unknown) => (x as { run_name?: string }).run_name;
  while (cut < list.length && group(list[cut]) !== undefined && group(list[cut]) === group(list[cut - 1])) cut++;
  return [list.slice(0, cut), list.slice(cut)].map((part, i) => ({
    path: `part${i + 1}.json`,
    text: JSON.stringify(key === undefined ? part : { ...(doc as object), [key]: part }),
  }));
}

const cases: [harness: string, file: SourceFile, key: string | undefined][] = [
  ['pytest-benchmark', fixtureFile('pytest-benchmark', 'base', 'out.json'), 'benchmarks'],
  ['google-benchmark', fixtureFile('google-benchmark', 'base', 'bench-json.stdout.json'), 'benchmarks'],
  ['hyperfine', fixtureFile('hyperfine', 'base', 'hyperfine.json'), 'results'],
  ['jmh', fixtureFile('jmh', 'base', 'out.json'), undefined],
];

describe('every JSON file a suite names is read', () => {
  for (const [harness, file, key] of cases) {
    it(`${harness}: two files give the benchmarks of both, the same as the one file`, () => {
      const whole = parseOutput({ files: [file] }, harness).output.benchmarks.map((b) => b.name);
      const split = parseOutput({ files: halves(file, key) }, harness).output.benchmarks.map((b) => b.name);
      expect(whole.length).toBeGreaterThan(1);
      expect(split).toEqual(whole);
    });
  }
});

describe('one name in two files', () => {
  it('says that the files may be two runs of one suite, not only that the harness printed it twice', () => {
    // asv's results file of one environment, given twice (two runs' files of one commit).
    const run = fixtureFile('asv', 'results.json');
    expect(() => parseOutput({ files: [run, { ...run, path: 'again/results.json' }] }, 'asv')).toThrow(/or it is in more than one of these 2 files: two runs or environments of one suite\? give each its own suite/);
  });

  it('a harness that numbers repeated names does so in linear time: 20,000 JMH results of one name', () => {
    // Each repeat searched from ` (2)` up: 20,000 took 37 s. The names stay as before (` (2)`, ` (3)`…).
    const rows = JSON.parse(fixtureFile('jmh', 'base', 'out.json').text) as unknown[];
    const started = performance.now();
    const out = parseOutput({ files: [{ path: 'out.json', text: JSON.stringify(Array.from({ length: 20_000 }, () => rows[0])) }] }, 'jmh');
    const ms = performance.now() - started;
    const names = out.output.benchmarks.map((b) => b.name);
    expect(new Set(names).size).toBe(20_000);
    expect(names.slice(0, 3)).toEqual(['bench.ThroughputBench.sort_4096', 'bench.ThroughputBench.sort_4096 (2)', 'bench.ThroughputBench.sort_4096 (3)']);
    expect(names[19_999]).toBe('bench.ThroughputBench.sort_4096 (20000)');
    expect(ms).toBeLessThan(10_000); // linear: well under a second idle
  }, 60_000);
});

describe('UniqueNames', () => {
  it('numbers repeats in input order and never reuses a name the input holds itself', () => {
    const take = (names: string[]) => {
      const u = new UniqueNames();
      return names.map((n) => u.take(n));
    };
    expect(take(['x', 'x (2)', 'x', 'x'])).toEqual(['x', 'x (2)', 'x (3)', 'x (4)']);
    expect(take(['x', 'x', 'x (2)'])).toEqual(['x', 'x (2)', 'x (2) (2)']);
  });
});
