import { describe, expect, it } from 'vitest';
import { gabSmaller } from '../../src/parse/github-action-benchmark';
import { chooseScale, formatPercentChange, formatQuantity, formatWithSpread, singularUnit, timeFactor } from '../../src/model/units';

describe('time units', () => {
  it('spelled-out units are times: a custom JSON row in "seconds" is benchgate\'s time in ns, not a metric named "seconds"', () => {
    expect(['nanoseconds', 'microseconds', 'milliseconds', 'second', 'seconds'].map(timeFactor)).toEqual([1, 1e3, 1e6, 1e9, 1e9]);
    const out = gabSmaller.parse({ files: [{ path: 'out.json', text: '[{"name":"sequential read","unit":"seconds","value":0.12}]' }] });
    expect(out.benchmarks[0]!.metrics).toEqual({ time: expect.objectContaining({ unit: 'ns', value: 0.12e9 }) });
  });
});

describe('a value beside its spread', () => {
  it('keeps 3 significant digits where the spread is far wider than the value (rou3 0.9.1, mitata medians beside GC pauses)', () => {
    // Real medians and sample standard deviations of two mitata processes of h3js/rou3's benchmarks (ns). Before: the
    // value took the spread's precision, "1 µs ± 380 µs" and "9 µs ± 581 µs" beside "49.2 µs ± 38.3 µs".
    expect(formatWithSpread(1232, 379587.3237061623, 'ns', chooseScale('ns', 1232))).toBe('1.23 µs ± 380 µs');
    expect(formatWithSpread(9298, 580562.1599961136, 'ns', chooseScale('ns', 48110.33056640625))).toBe('9.30 µs ± 581 µs');
    expect(formatWithSpread(34155, 1412471.1325501637, 'ns', chooseScale('ns', 34155))).toBe('34.2 µs ± 1,412 µs');
    // A spread as fine as the value or finer keeps setting the precision.
    expect(formatWithSpread(48110.33056640625, 38339.62191221748, 'ns', chooseScale('ns', 48110.33056640625))).toBe('48.1 µs ± 38.3 µs');
    expect(formatWithSpread(752870, 2590, 'ns', chooseScale('ns', 752870))).toBe('752.87 µs ± 2.59 µs');
  });
});

describe('one of a counted thing', () => {
  it('names it in the singular, as "1 alloc" always did', () => {
    expect(formatQuantity(1, 'allocs')).toBe('1 alloc');
    expect(formatQuantity(1, 'hits')).toBe('1 hit');
    expect(formatQuantity(1, 'misses')).toBe('1 miss');
    expect(formatQuantity(1, 'entries')).toBe('1 entry');
    expect(formatQuantity(2, 'hits')).toBe('2 hits');
    expect(formatQuantity(1.5, 'hits')).toBe('1.5000 hits');
  });

  it('leaves symbols and other units as they are', () => {
    expect(formatQuantity(1, 'ns')).toBe('1 ns');
    expect(formatQuantity(1, 'B')).toBe('1 B');
    expect(formatQuantity(1, 'ops/s')).toBe('1 ops/s');
    expect(formatQuantity(1, 'class')).toBe('1 class');
    expect(singularUnit('KiB')).toBe('KiB');
  });
});

describe('a value beyond what the fixed form shows', () => {
  it('is a compact exponent, its zeros kept (bytes drop trailing zeros only of a fixed form)', () => {
    expect(formatQuantity(1e-300, 'ns')).toBe('1.0e-300 ns');
    expect(formatQuantity(1e-300, 'B')).toBe('1.0e-300 B');
    expect(formatQuantity(1e300, 'B')).toBe('9.3e+290 GiB');
    expect(formatQuantity(1e300, 'ns')).toBe('1.0e+291 s');
    expect(formatQuantity(1.125 * 1024, 'B')).toBe('1.125 KiB');
    expect(formatWithSpread(1e-300, 2e-301, 'ns')).toBe('1.0e-300 ns ± 2.0e-301 ns');
  });

  it('a change: huge is an exponent, within rounding of 0 is 0.0 %', () => {
    expect(formatPercentChange(1e303)).toBe('+1.0e+305 %');
    expect(formatPercentChange(1 - 1e-16)).toBe('0.0 %');
    expect(formatPercentChange(1.054)).toBe('+5.4 %');
  });
});
