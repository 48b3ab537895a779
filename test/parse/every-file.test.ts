// Every file a suite names is read: a suite whose outputs are several JSON files (one per test module,
// one per run) gets the benchmarks of all of them, never only the first's. The files here are the real
// fixtures' JSON split in two, so each half is still the tool's own output shape.
import { describe, expect, it } from 'vitest';
import { parseOutput } from '../../src/parse/registry';
import type { SourceFile } from '../../src/parse/adapter';
import { fixtureFile } from '../helpers/fixtures';

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
