// Real-tool tier, Go: `go test -bench` on test/suites/go with short settings, detected and shape-checked.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { BYTES_PER_S, TIME, byName, codecNames, detectAndParse, expectMetric } from './shape';
import { copySuite, describeHarness, firstMissing, needCommand, runTool, timed } from './toolchain';

const COUNT = 3;
const upper = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
// `BenchmarkChecksum/impl_a/1024-2`: the adapter strips the -GOMAXPROCS suffix.
const NAMES = codecNames((g, i, s) => `Benchmark${upper(g)}/${i}/${s}`);

describeHarness('go-bench', firstMissing(needCommand('go', 'version')), () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it(`go test -bench -count=${COUNT}: go-bench detected, every sub-benchmark with ${COUNT} samples`, async () => {
    const dir = copySuite('go');
    dirs.push(dir);
    const args = ['test', '-run=^$', '-bench=.', '-benchmem', `-count=${COUNT}`, '-benchtime=20ms'];
    const { stdout } = await timed('go-bench', () => runTool('go', args, { cwd: dir, timeoutMs: 5 * 60_000 }));
    const out = detectAndParse([{ path: 'stdout of go test', text: stdout }], 'go-bench');
    expectMetric(out, [...NAMES, 'BenchmarkHashTable', 'BenchmarkSmall'], 'time', { ...TIME, statistic: 'median', n: COUNT, samples: true });
    expectMetric(out, NAMES, 'throughput', { ...BYTES_PER_S, statistic: 'median', n: COUNT, samples: true });
    // b.ReportMetric units and -benchmem columns of the one benchmark that allocates.
    expectMetric(out, ['BenchmarkHashTable'], 'keys/op', { unit: 'keys/op', direction: 'smaller', n: COUNT, samples: true });
    expectMetric(out, ['BenchmarkHashTable'], 'allocs', { unit: 'allocs', direction: 'smaller', n: COUNT, samples: true });
    expect(byName(out, 'BenchmarkHashTable').metrics['memory']).toMatchObject({ unit: 'B', direction: 'smaller', n: COUNT });
    expect(byName(out, 'BenchmarkHashTable').metrics['keys/op']!.value).toBe(4096);
  }, 6 * 60_000);
});
