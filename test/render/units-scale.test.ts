// A table may ask for one display unit (the ndn-tlv write-up shows every fitted coefficient in µs).
import { describe, expect, it } from 'vitest';
import { namedScale } from '../../src/model/units';

describe('namedScale', () => {
  it('finds the scale a table names, in the metric’s own family only', () => {
    expect(namedScale('ns', 'µs')).toEqual({ factor: 1e3, unit: 'µs' });
    expect(namedScale('ns', 'us')).toEqual({ factor: 1e3, unit: 'µs' });
    expect(namedScale('ns', 'μs')).toEqual({ factor: 1e3, unit: 'µs' });
    expect(namedScale('B', 'KiB')).toEqual({ factor: 1024, unit: 'KiB' });
    expect(namedScale('B/s', 'MiB/s')).toEqual({ factor: 1024 ** 2, unit: 'MiB/s' });
    expect(namedScale('ns', 'KiB')).toBeUndefined();
    expect(namedScale('cycles', 'cycles')).toEqual({ factor: 1, unit: 'cycles' });
  });
});
