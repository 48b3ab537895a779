// Real-tool tier, JMH, pytest-benchmark and pyperf: the JMH suite packaged once with Maven (cached by content),
// the Python suites run with short settings; fresh output detected and shape-checked.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { OPS_PER_S, TIME, byName, codecNames, detectAndParse, expectMetric } from './shape';
import { builtSuite, copySuite, describeHarness, firstMissing, needAdapter, needCommand, needPythonModule, readOutput, runTool, timed } from './toolchain';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describeHarness('jmh', firstMissing(needCommand('java', '-version'), needCommand('mvn', '-v')), () => {
  // A cold Maven package downloads plugins and JMH from Maven Central (~1 minute).
  const TIMEOUT = 10 * 60_000;
  const METHODS = codecNames((g, i, s) => `CodecBench.${g}_${i}:size=${s}`);

  it('-rf json and the console table: jmh detected, one iteration per benchmark, modes and units kept', async () => {
    const { dir, stdout } = await timed('jmh', async () => {
      const dir = await builtSuite('jmh', 'mvn -q -B package -DskipTests', async (tmp) => {
        await runTool('mvn', ['-q', '-B', 'package', '-DskipTests'], { cwd: tmp, timeoutMs: TIMEOUT });
      });
      dirs.push(dir);
      // JMH takes a machine-wide lock (/tmp/jmh.lock) and exits 1 when another JMH holds it: this test reads
      // formats, not timings, so it may run beside another benchmark.
      const args = ['-Djmh.ignoreLock=true', '-jar', 'target/benchmarks.jar', '-wi', '0', '-i', '1', '-f', '1', '-w', '50ms', '-r', '50ms', '-rf', 'json', '-rff', 'out.json'];
      return { dir, ...(await runTool('java', args, { cwd: dir, timeoutMs: TIMEOUT })) };
    });
    const json = detectAndParse([readOutput(dir, 'out.json')], 'jmh');
    expectMetric(json, METHODS.map((m) => `bench.${m}`), 'time', { ...TIME, statistic: 'score', n: 1, samples: true });
    expectMetric(json, ['bench.ThroughputBench.sort_4096'], 'throughput', { ...OPS_PER_S, statistic: 'score', n: 1 });
    expectMetric(json, ['bench.ThroughputBench.sort_4096_sampled'], 'time', { ...TIME, n: 'positive' });
    expect(byName(json, 'bench.ThroughputBench.sort_4096_sampled').metrics['p0.50']).toMatchObject(TIME);

    const table = detectAndParse([{ path: 'stdout of java -jar benchmarks.jar', text: stdout }], 'jmh');
    // With one iteration JMH leaves the Cnt and Error cells empty, so the table carries no n.
    expectMetric(table, METHODS, 'time', { ...TIME, statistic: 'score' });
    expectMetric(table, ['ThroughputBench.sort_4096'], 'throughput', OPS_PER_S);
  }, 20 * 60_000);
});

describeHarness(
  'pytest-benchmark',
  firstMissing(needAdapter('pytest-benchmark'), needCommand('python3'), needPythonModule('pytest_benchmark', 'pytest-benchmark')),
  () => {
    const MIN_ROUNDS = 3;

    it('--benchmark-json and the terminal tables: pytest-benchmark detected, every round a sample', async () => {
      const dir = copySuite('pytest-benchmark');
      dirs.push(dir);
      const args = ['-m', 'pytest', '--benchmark-max-time=0.02', `--benchmark-min-rounds=${MIN_ROUNDS}`, '--benchmark-json=out.json'];
      const { stdout } = await timed('pytest-benchmark', () => runTool('python3', args, { cwd: dir, timeoutMs: 5 * 60_000 }));
      const names = codecNames((g, i, s) => `test_${g}[${i}-${s}]`);

      const json = detectAndParse([readOutput(dir, 'out.json')], 'pytest-benchmark');
      expectMetric(json, [...names, 'test_sorted_pedantic'], 'time', { ...TIME, statistic: 'median', n: 'positive', samples: true });
      expectMetric(json, names, 'throughput', OPS_PER_S);
      expect(json.benchmarks.every((b) => b.name === 'test_sorted_pedantic' || b.metrics['time']!.n! >= MIN_ROUNDS)).toBe(true);
      expect(byName(json, 'test_encode[impl_b-102400]').group).toBe('encode');

      const tables = detectAndParse([{ path: 'stdout of pytest', text: stdout }], 'pytest-benchmark');
      expectMetric(tables, [...names, 'test_sorted_pedantic'], 'time', { ...TIME, statistic: 'median', n: 'positive', samples: false });
      expect(byName(tables, 'test_checksum[impl_a-1024]').group).toBe('checksum');
    }, 5 * 60_000);
  },
);

describeHarness('pyperf', firstMissing(needAdapter('pyperf'), needCommand('python3'), needPythonModule('pyperf', 'pyperf')), () => {
  it('-o FILE.json of a Runner script: pyperf detected, each worker process a run', async () => {
    const dir = copySuite('pyperf');
    dirs.push(dir);
    // Fixed loops (no calibration run) and few values: seconds, not minutes. Each benchmark: 2 processes × 2 values.
    const args = ['bench.py', '--processes', '2', '--values', '2', '--warmups', '1', '--loops', '4', '--quiet', '-o', 'out.json'];
    await timed('pyperf', () => runTool('python3', args, { cwd: dir, timeoutMs: 5 * 60_000 }));
    const json = detectAndParse([readOutput(dir, 'out.json')], 'pyperf');
    expectMetric(json, codecNames(), 'time', { ...TIME, statistic: 'mean', n: 'positive', samples: true });
    for (const b of json.benchmarks) {
      expect(b.metrics['time']!.n, b.name).toBe(4);
      expect(b.metrics['time']!.runs, b.name).toHaveLength(2);
    }
  }, 5 * 60_000);
});
