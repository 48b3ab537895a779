// Output files a suite's command did not write are never read as its results (read-outputs.ts outputStamps):
// a command that failed to write, or a `repeat` whose later run wrote nothing, would otherwise report an
// earlier run's numbers as this one's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSuites } from '../../src/app';
import { loadConfig } from '../../src/config/load';
import { fixtureFile } from '../helpers/fixtures';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-stale-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (name: string): string => JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name, metrics: { time: { value: 1, unit: 'ns' } } }] });

describe('output files the command did not write', () => {
  it('fail a suite that wrote none, and are left out with a warning beside fresh ones', async () => {
    const emit = `import { writeFileSync } from 'node:fs'; writeFileSync(process.argv[2] + '.json', JSON.stringify({ schema: 'benchgate/custom@1', benchmarks: [{ name: process.argv[2], metrics: { time: { value: 1, unit: 'ns' } } }] }));`;
    writeFileSync(join(dir, 'emit.mjs'), emit);
    writeFileSync(join(dir, 'earlier.json'), doc('earlier'));
    writeFileSync(join(dir, 'left.json'), doc('left'));
    writeFileSync(
      join(dir, 'benchgate.yml'),
      [
        'suites:',
        '  - { name: none, run: "true", harness: custom-json, output: { files: [earlier.json] } }',
        '  - { name: some, run: "node emit.mjs fresh", harness: custom-json, output: { files: [fresh.json, left.json] } }',
        // Writes on its first run only: the second run's file is the first one's.
        '  - { name: once, run: "test -f once.flag || { node emit.mjs once && touch once.flag; }", harness: custom-json, repeat: 2, output: { files: [once.json] } }',
        '',
      ].join('\n'),
    );
    const results = await runSuites(await loadConfig(join(dir, 'benchgate.yml')), { now: () => new Date(0) });
    const [none, some, once] = results.suites;
    expect(none!.status).toBe('failed');
    expect(none!.error).toContain('`true` wrote none of its output files: every output file (earlier.json) left out: not written by this run');
    expect(some!.status).toBe('ok');
    expect(some!.benchmarks.map((b) => b.name)).toEqual(['fresh']);
    expect(some!.warnings).toEqual([expect.stringContaining('1 output file(s) (left.json) left out: not written by this run')]);
    expect(once!.status).toBe('failed');
    expect(once!.error).toContain('wrote none of its output files');
  });

  it('fail a suite whose output file never appeared, saying so with its stderr (real: pytest-benchmark over attrs\' codspeed benchmarks)', async () => {
    // Exit 0, no JSON: the suite failed as `pytest-benchmark: <none>:1: expected a pytest-benchmark
    // --benchmark-json file …, found ""`, and pytest's own warning was nowhere in the error.
    writeFileSync(join(dir, 'run.stdout.txt'), fixtureFile('pytest-benchmark', 'codspeed-attrs', 'run.stdout.txt').text);
    writeFileSync(join(dir, 'run.stderr.txt'), fixtureFile('pytest-benchmark', 'codspeed-attrs', 'run.stderr.txt').text);
    writeFileSync(
      join(dir, 'never.yml'),
      'suites:\n  - { name: pytest, run: "cat run.stdout.txt; cat run.stderr.txt >&2", harness: pytest-benchmark, output: { files: [benchgate-pytest.json] } }\n',
    );
    const [suite] = (await runSuites(await loadConfig(join(dir, 'never.yml')), { now: () => new Date(0) })).suites;
    expect(suite!.status).toBe('failed');
    expect(suite!.error).toContain('`cat run.stdout.txt; cat run.stderr.txt >&2` wrote none of its output files (benchgate-pytest.json matched no file)');
    expect(suite!.error).toContain('PytestBenchmarkWarning: Not saving anything, no benchmarks have been run!');
    expect(suite!.error).not.toContain('<none>');
  });
});
