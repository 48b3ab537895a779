import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import { Benchmark } from '../../src/model/results';
import type { ParseInput } from '../../src/parse/adapter';
import { command, type CommandManifest } from '../../src/parse/command';
import { testMetric } from '../../src/compare/judge';
import { createRng } from '../../src/compare/stats/random';
import { runCommandSuite } from '../../src/run/command-suite';
import { fixtureFile, fixtureInput } from '../helpers/fixtures';
import { fuzzAdapter } from '../helpers/fuzz';
import { parseErrorOf } from '../helpers/parse-error';

const manifest = fixtureFile('command', 'manifest.json');
const real = fixtureInput('command', 'manifest.json');
/** Same path as the real fixture, different text: a derivation, clearly not a capture. */
const derived = (text: string): ParseInput => ({ files: [{ path: manifest.path, text }] });
const edited = (edit: (m: CommandManifest) => void): ParseInput => {
  const m = JSON.parse(manifest.text) as CommandManifest;
  edit(m);
  return derived(JSON.stringify(m));
};

const parseError = (input: ParseInput): ParseError => parseErrorOf(command, input);

const dir = mkdtempSync(join(tmpdir(), 'benchgate-cmd-adapter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('command adapter on the captured manifest (test/fixtures/command)', () => {
  const out = command.parse(real);
  const [gzip95, gzip1m, missing95, missing1m] = out.benchmarks;

  it('names and params per command × matrix cell', () => {
    expect(out.benchmarks.map((b) => b.name)).toEqual(['gzip/95KB', 'gzip/1MB', 'missing/95KB', 'missing/1MB']);
    expect(gzip95!.params).toEqual({ command: 'gzip', size: '95KB' });
    expect(out.benchmarks.every((b) => Benchmark.safeParse(b).success)).toBe(true);
  });

  it('wall time: median of the runs, every run a sample, min/max/stddev', () => {
    const wall = [23339000, 14010000, 34491000, 27464000, 11029000];
    expect(gzip95!.metrics.time).toMatchObject({ unit: 'ns', direction: 'smaller', value: 23339000, statistic: 'median', samples: wall, n: 5 });
    expect(gzip95!.metrics.time!.spread).toMatchObject({ min: 11029000, max: 34491000 });
    const mean = wall.reduce((a, b) => a + b) / 5;
    expect(gzip95!.metrics.time!.spread!.stddev).toBeCloseTo(Math.sqrt(wall.reduce((a, b) => a + (b - mean) ** 2, 0) / 4), 3);
    expect(gzip1m!.metrics.time!.value).toBe(97457000);
  });

  it('user and system time, CPU % per run, max RSS', () => {
    expect(gzip95!.metrics['user-time']).toMatchObject({ unit: 'ns', value: 2000000, samples: [0, 4000000, 0, 2000000, 4000000] });
    expect(gzip95!.metrics['system-time']).toMatchObject({ unit: 'ns', value: 2000000, samples: [4000000, 0, 6000000, 2000000, 0] });
    const cpu = gzip95!.metrics.cpu!;
    expect(cpu).toMatchObject({ unit: '%', direction: 'smaller', statistic: 'median' });
    expect(cpu.samples![0]).toBeCloseTo((4e6 / 23339000) * 100, 10);
    // per-run CPU %: 17.14, 28.55, 17.40, 14.56, 36.27 → median 17.40 (run 3)
    expect(cpu.value).toBeCloseTo((6e6 / 34491000) * 100, 10);
    expect(gzip95!.metrics['max-rss']).toMatchObject({ unit: 'B', value: 3194880, spread: { min: 3137536, max: 3239936 } });
    expect(gzip1m!.metrics['user-time']!.value).toBe(43000000);
  });

  it('CPU % and max RSS are never taken as exact counts, even where every run of a side agrees', () => {
    const rss = gzip95!.metrics['max-rss']!;
    expect(rss.exact).toBe(false);
    expect(gzip95!.metrics.cpu!.exact).toBe(false);
    // The same pages in every run of one burst, others in the next (hyperfine 2's real A/A: 3178496 B, then 3268608 B).
    const side = (v: number) => ({ ...rss, value: v, samples: [v, v, v, v, v] });
    const ctx = { direction: 'smaller' as const, floor: 0.05, alpha: 0.05, rng: createRng(1), resamples: 100 };
    expect(testMetric(side(3178496), side(3268608), ctx).test).not.toBe('exact');
  });

  it('a failing run makes the benchmark failed, with its exit code and stderr', () => {
    expect(missing95).toEqual({
      name: 'missing/95KB',
      params: { command: 'missing', size: '95KB' },
      status: 'failed',
      error: 'run 1 exited with code 1: gzip: nope-95KB.bin: No such file or directory',
      metrics: {},
    });
    expect(missing1m!.status).toBe('failed');
  });
});

describe('command adapter on a live run', () => {
  it('parses what runCommandSuite just wrote', async () => {
    const r = await runCommandSuite({ name: 's', commands: { burn: `node -e "let x=0; for (let i=0;i<{n};i++) x+=i"` }, matrix: { n: [1e6, 3e7] }, runs: 3, warmup: 0, cwd: dir, env: {}, timeoutMs: 0 });
    const input = { files: [{ path: '<command>', text: r.manifest }] };
    expect(command.detect(input)).toBe('yes');
    const m = JSON.parse(r.manifest) as CommandManifest;
    const out = command.parse(input);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['burn/1000000', 'burn/30000000']);
    out.benchmarks.forEach((b, i) => {
      const wall = m.benchmarks[i]!.timing.runs.map((x) => x.wallNs);
      expect(b.status).toBeUndefined();
      expect(b.metrics.time!.samples).toEqual(wall);
      expect(b.metrics.time!.value).toBe([...wall].sort((x, y) => x - y)[1]);
      expect(b.metrics['user-time']!.value).toBeGreaterThan(0);
    });
  });
});

describe('command adapter: detection and bad input', () => {
  it('says yes only to its own manifest', () => {
    expect(command.detect(real)).toBe('yes');
    expect(command.detect(fixtureInput('hyperfine', 'base', 'hyperfine.json'))).toBe('no');
    expect(command.detect(derived(manifest.text.replace('benchgate/command@1', 'benchgate/size@1')))).toBe('no');
    expect(command.detect(derived(manifest.text.slice(0, 500)))).toBe('no');
  });

  it('names the place of a problem', () => {
    expect(parseError(derived(manifest.text.slice(0, 300))).message).toMatch(/^command: command\/manifest\.json:\d+: expected valid JSON/);
    expect(parseError(edited((m) => void (m.schema = 'x' as never))).message).toBe(
      'command: command/manifest.json: schema: expected "benchgate/command@1", found "x"',
    );
    expect(parseError(edited((m) => void (m.benchmarks[1]!.timing.runs[2]!.wallNs = -5))).message).toBe(
      'command: command/manifest.json: benchmarks[1].timing.runs[2].wallNs: expected a positive number, found "-5"',
    );
    expect(parseError(edited((m) => void (m.benchmarks[0]!.timing.runs = []))).message).toBe(
      'command: command/manifest.json: benchmarks[0].timing.runs: expected at least one run, found "an array of 0"',
    );
    expect(parseError(edited((m) => void (m.benchmarks = []))).message).toBe(
      'command: command/manifest.json: benchmarks: expected at least one benchmark, found "an array of 0"',
    );
    expect(parseError(edited((m) => void (m.benchmarks[0]!.timing.runs[0]!.exitCode = 1.5))).location.path).toBe('benchmarks[0].timing.runs[0].exitCode');
  });

  it('survives mutations of the real manifest', () => {
    fuzzAdapter(command, [real], 500);
  });
});
