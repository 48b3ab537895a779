import { describe, expect, it } from 'vitest';
import { gabSmaller } from '../../src/parse/github-action-benchmark';
import { timeFactor } from '../../src/model/units';

describe('time units', () => {
  it('spelled-out units are times: a custom JSON row in "seconds" is benchgate\'s time in ns, not a metric named "seconds"', () => {
    expect(['nanoseconds', 'microseconds', 'milliseconds', 'second', 'seconds'].map(timeFactor)).toEqual([1, 1e3, 1e6, 1e9, 1e9]);
    const out = gabSmaller.parse({ files: [{ path: 'out.json', text: '[{"name":"sequential read","unit":"seconds","value":0.12}]' }] });
    expect(out.benchmarks[0]!.metrics).toEqual({ time: expect.objectContaining({ unit: 'ns', value: 0.12e9 }) });
  });
});
