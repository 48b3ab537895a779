// Real-tool tier, C/C++ and whole processes: Google Benchmark, Catch2 v2, hyperfine and GNU time, built with
// g++/gcc from test/suites (builds cached by content) and run with short settings; fresh output detected
// and shape-checked.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { TIME, byName, codecNames, detectAndParse, expectMetric } from './shape';
import { builtSuite, describeHarness, firstMissing, needAdapter, needCommand, needFile, readOutput, runTool, timed } from './toolchain';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const TIMEOUT = 5 * 60_000;

/** Compiles the suite once (cached), returns a fresh copy with the binary, and a runner for that copy. */
async function compiled(suite: string, compiler: string, args: string[]) {
  const dir = await builtSuite(suite, [compiler, ...args].join(' '), async (tmp) => {
    await runTool(compiler, args, { cwd: tmp, timeoutMs: TIMEOUT });
  });
  dirs.push(dir);
  return { dir, run: (cmd: string, cmdArgs: string[]) => runTool(cmd, cmdArgs, { cwd: dir, timeoutMs: TIMEOUT }) };
}

const stdoutOf = (what: string, text: string) => [{ path: `stdout of ${what}`, text }];

describeHarness(
  'google-benchmark',
  firstMissing(needCommand('g++'), needFile('Google Benchmark (libbenchmark-dev)', '/usr/include/benchmark/benchmark.h', '/usr/local/include/benchmark/benchmark.h')),
  () => {
    const REPS = 2;
    // A plain number of seconds, as 1.7.1 wants (newer versions still accept it, with a warning).
    const FAST = [`--benchmark_repetitions=${REPS}`, '--benchmark_min_time=0.01'];

    it('JSON and console runs: google-benchmark detected, repetitions as samples, bytes/s, BigO rows', async () => {
      const [json, console] = await timed('google-benchmark', async () => {
        const { run } = await compiled('google-benchmark', 'g++', ['-O2', '-std=c++17', 'bench.cpp', '-o', 'bench', '-lbenchmark', '-lpthread']);
        return [await run('./bench', ['--benchmark_format=json', ...FAST]), await run('./bench', FAST)];
      });
      for (const [format, text] of [['json', json.stdout], ['console', console.stdout]] as const) {
        const out = detectAndParse(stdoutOf(`./bench (${format})`, text), 'google-benchmark');
        expectMetric(out, codecNames(), 'time', { ...TIME, statistic: 'median', n: REPS, samples: true });
        expectMetric(out, codecNames(), 'throughput', { unit: 'B/s', direction: 'bigger', n: REPS });
        expectMetric(out, ['BM_Sort/256', 'BM_Sort/16384', 'BM_HashTable'], 'time', { ...TIME, n: REPS });
        expect(byName(out, 'BM_Sort_BigO').metrics['complexity-coefficient']).toMatchObject({ unit: 'ns/NlgN', direction: 'smaller' });
      }
    }, TIMEOUT * 2);
  },
);

describeHarness(
  'catch2-v2',
  firstMissing(needAdapter('catch2'), needCommand('g++'), needFile('Catch2 v2 (Debian catch2)', '/usr/include/catch2/catch.hpp')),
  () => {
    const SAMPLES = 10;
    const FAST = ['--benchmark-samples', String(SAMPLES), '--benchmark-resamples', '1000', '--benchmark-warmup-time', '10'];

    it('XML and console reporters: catch2 detected, test case as group, mean with n = samples', async () => {
      const [xml, console] = await timed('catch2-v2', async () => {
        const { run } = await compiled('catch2-v2', 'g++', ['-O2', '-std=c++17', '-DUSE_CATCH_V2', 'bench.cpp', '-o', 'bench']);
        return [await run('./bench', [...FAST, '--reporter', 'xml']), await run('./bench', FAST)];
      });
      for (const [format, text] of [['xml', xml.stdout], ['console', console.stdout]] as const) {
        const out = detectAndParse(stdoutOf(`./bench (${format})`, text), 'catch2');
        // Both test cases hold `impl_a/1024`…, so the adapter prefixes the test case: `checksum/impl_a/1024`.
        expectMetric(out, [...codecNames(), 'std::sort advanced'], 'time', { ...TIME, statistic: 'mean', n: SAMPLES });
        expect(byName(out, 'encode/impl_b/102400').group).toBe('encode');
        expect(byName(out, 'std::sort advanced').group).toBe('sort <4096> & "quoted"');
      }
    }, TIMEOUT * 2);
  },
);

describeHarness(
  'catch2-v3',
  'Catch2 v3 needs the amalgamated catch_amalgamated.{hpp,cpp}, which are not in the repo and not fetched here; only Catch2 v2 (Debian catch2) is run',
  () => {
    it('XML and console reporters of Catch2 v3', () => {});
  },
);

describeHarness('hyperfine', firstMissing(needCommand('hyperfine'), needCommand('gcc')), () => {
  const RUNS = 3;

  it('one parameter scan exported as JSON, CSV and markdown, plus the terminal report: all detected as hyperfine', async () => {
    const exports = ['--export-json', 'hyperfine.json', '--export-csv', 'hyperfine.csv', '--export-markdown', 'hyperfine.md'];
    const { dir, stdout } = await timed('hyperfine', async () => {
      const { dir, run } = await compiled('hyperfine', 'gcc', ['-O2', 'work.c', '-o', 'work']);
      const args = ['-N', '--warmup', '0', '--runs', String(RUNS), '-P', 'size', '1', '3', ...exports, './work impl_a {size}', './work impl_b {size}'];
      return { dir, ...(await run('hyperfine', args)) };
    });
    const names = [1, 2, 3].flatMap((size) => [`./work impl_a ${size}`, `./work impl_b ${size}`]);
    const json = detectAndParse([readOutput(dir, 'hyperfine.json')], 'hyperfine');
    expectMetric(json, names, 'time', { ...TIME, statistic: 'median', n: RUNS, samples: true });
    expect(byName(json, './work impl_b 3').params).toEqual({ size: '3' });
    for (const file of [readOutput(dir, 'hyperfine.csv'), readOutput(dir, 'hyperfine.md'), { path: 'stdout of hyperfine', text: stdout }]) {
      expectMetric(detectAndParse([file], 'hyperfine'), names, 'time', TIME);
    }
  }, TIMEOUT);
});

describeHarness('gnu-time', firstMissing(needAdapter('gnu-time'), needFile('GNU time', '/usr/bin/time'), needCommand('gcc')), () => {
  it('time -v on stderr: detected as gnu-time, one run of the command with wall/user/system time and max RSS', async () => {
    const { stderr } = await timed('gnu-time', async () => {
      const { run } = await compiled('gnu-time', 'gcc', ['-O2', 'work.c', '-o', 'work']);
      return run('/usr/bin/time', ['-v', './work', 'impl_a', '2']);
    });
    const out = detectAndParse([{ path: 'stderr of time -v', text: stderr }], 'gnu-time');
    const b = byName(out, './work impl_a 2');
    // Times have 0.01 s resolution: a fast machine may print 0:00.00, so no "> 0" here.
    for (const key of ['time', 'user-time', 'system-time']) {
      expect(b.metrics[key], key).toMatchObject({ unit: 'ns', direction: 'smaller', n: 1 });
      expect(b.metrics[key]!.value, key).toBeGreaterThanOrEqual(0);
    }
    expectMetric(out, [b.name], 'max-rss', { unit: 'B', direction: 'smaller', n: 1 });
  }, TIMEOUT);
});
