// Data that cannot be right is refused where it enters, naming where: a negative or non-finite time, a
// benchmark name twice in one run — from a harness's output or from a results file (a fork's artifact).
import { describe, expect, it } from 'vitest';
import { parseResults } from '../../src/baseline/validate';
import { parseOutput } from '../../src/parse/registry';
import { goResults } from '../github/helpers';

const custom = (benchmarks: unknown[]) => ({ files: [{ path: 'out.json', text: JSON.stringify({ schema: 'benchgate/custom@1', benchmarks }) }] });

describe('refused at the parse border', () => {
  it('a negative time, with the benchmark and the value', () => {
    expect(() => parseOutput(custom([{ name: 'a', metrics: { time: { value: -5, unit: 'ns' } } }]), 'custom-json')).toThrow(
      'custom-json: out.json: benchmark "a", time: expected a time that is not negative, found "-5 ns"',
    );
    expect(() => parseOutput(custom([{ name: 'a', metrics: { time: { samples: [3, -1, 4], unit: 'ns' } } }]), 'custom-json')).toThrow(/benchmark "a", time sample 2: expected a time that is not negative, found "-1 ns"/);
  });

  it('a name twice in one output', () => {
    const twice = [
      { name: 'a', metrics: { time: { value: 5, unit: 'ns' } } },
      { name: 'a', metrics: { time: { value: 6, unit: 'ns' } } },
    ];
    expect(() => parseOutput(custom(twice), 'custom-json')).toThrow('custom-json: out.json: benchmarks[1].name: expected a name not used by an earlier benchmark, found "a"');
  });
});

describe('refused in a results file', () => {
  it('a name twice in a suite, with both positions', () => {
    const r = goResults('base');
    const dup = { ...r, suites: [{ ...r.suites[0]!, benchmarks: [r.suites[0]!.benchmarks[0]!, r.suites[0]!.benchmarks[0]!] }] };
    expect(() => parseResults(JSON.stringify(dup), 'artifact results.json')).toThrow(
      /artifact results\.json: not a benchgate results file \(benchgate\/results@1\): suites\[0\]\.benchmarks\[1\]\.name: benchmark "BenchmarkChecksum\/impl_a\/1024" appears twice in this suite \(also at benchmarks\[0\]\)/,
    );
  });

  it('a suite name twice, with both positions (the sides would pair the first with the last, and an A/A pair read as a change)', () => {
    const r = goResults('base');
    const twice = { ...r, suites: [r.suites[0]!, { ...r.suites[0]!, benchmarks: r.suites[0]!.benchmarks.slice(0, 1) }] };
    expect(() => parseResults(JSON.stringify(twice), 'artifact results.json')).toThrow(
      /artifact results\.json: not a benchgate results file \(benchgate\/results@1\): suites\[1\]\.name: suite "go" appears twice \(also at suites\[0\]\); names must be unique/,
    );
  });

  it('a key with a terminal escape and a line break, quoted in the one-line message', () => {
    const r = goResults('base');
    const b = r.suites[0]!.benchmarks[0]!;
    const key = '\u001b[2J\u001b[31mFAKE: all passed\n<img>';
    const bad = { ...r, suites: [{ ...r.suites[0]!, benchmarks: [{ ...b, metrics: { [key]: { ...b.metrics.time!, direction: 'up' } } }] }] };
    let message = '';
    try {
      parseResults(JSON.stringify(bad), 'fork.json');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('suites[0].benchmarks[0].metrics["\\u001b[2J\\u001b[31mFAKE: all passed\\n<img>"].direction: ');
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(message).not.toMatch(/[\u0000-\u001f]/);
  });

  it('a schema id that is no higher version ("@0", "@1.0", "@1 ") is not called a newer benchgate\'s', () => {
    for (const id of ['benchgate/results@0', 'benchgate/results@1.0', 'benchgate/results@1 ']) {
      expect(() => parseResults(JSON.stringify({ ...goResults('base'), schema: id }), 'r.json')).toThrow(/^r\.json: not a benchgate results file \(benchgate\/results@1\): schema: /);
    }
    expect(() => parseResults(JSON.stringify({ ...goResults('base'), schema: 'benchgate/results@2' }), 'r.json')).toThrow(/written by a newer benchgate/);
  });

  it('a negative time, with its path', () => {
    const r = goResults('base');
    const b = r.suites[0]!.benchmarks[0]!;
    const bad = { ...r, suites: [{ ...r.suites[0]!, benchmarks: [{ ...b, metrics: { ...b.metrics, time: { ...b.metrics.time!, value: -1 } } }] }] };
    expect(() => parseResults(JSON.stringify(bad), 'r.json')).toThrow(/suites\[0\]\.benchmarks\[0\]\.metrics\.time\.value: a time cannot be negative; got -1 ns/);
  });
});
