import { describe, expect, it } from 'vitest';
import { ONE_STRING_MAX_NUMBERS, PRETTY_MAX_NUMBERS, resultsPieces, resultsText } from '../../src/model/results-json';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const real = (): Results => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'base', 'out.json') }]);

describe('results as JSON text', () => {
  it('one pretty string while the samples are few', () => {
    const r = real();
    expect(resultsText(r, 2)).toBe(`${JSON.stringify(r, null, 2)}\n`);
  });

  it('compact, whatever the indent asked, past PRETTY_MAX_NUMBERS samples: nobody reads 25 MB of one sample a line', () => {
    const r = real();
    const time = r.suites[0]!.benchmarks[0]!.metrics.time!;
    const held = r.suites[0]!.benchmarks.reduce((n, b) => n + (b.metrics.time!.samples?.length ?? 0), 0);
    time.samples = [...time.samples!, ...new Array<number>(PRETTY_MAX_NUMBERS - held).fill(1.5)];
    expect(resultsText(r, 2)).toBe(`${JSON.stringify(r, null, 2)}\n`);
    time.samples.push(2.5);
    expect(resultsText(r, 2)).toBe(`${JSON.stringify(r)}\n`);
  });

  it('in pieces, never tried as one string, past ONE_STRING_MAX_NUMBERS samples; joined, JSON.stringify of it', () => {
    const r = real();
    const time = r.suites[0]!.benchmarks[0]!.metrics.time!;
    const held = r.suites[0]!.benchmarks.reduce((n, b) => n + (b.metrics.time!.samples?.length ?? 0), 0);
    time.samples = [...time.samples!, ...new Array<number>(ONE_STRING_MAX_NUMBERS - held).fill(1.5)];
    expect(resultsText(r, 2)).toBeDefined();
    time.runs = [1];
    expect(resultsText(r, 2)).toBeUndefined();
    expect([...resultsPieces(r)].join('')).toBe(`${JSON.stringify(r)}\n`);
  });

  it('a benchmark with a long sample array in pieces too, still exactly JSON.stringify', () => {
    const r = real();
    const [a, b] = r.suites[0]!.benchmarks;
    a!.metrics.time!.samples = Array.from({ length: 200_001 }, (_, i) => i / 3);
    a!.metrics.time!.runs = Array.from({ length: 70_000 }, (_, i) => i * 1e-7);
    a!.metrics.time!.spread = { stddev: undefined, min: 1, max: 2 };
    a!.metrics.time!.n = undefined;
    b!.metrics.time!.samples = [1, 2, 3];
    const pieces = [...resultsPieces(r)];
    expect(pieces.join('')).toBe(`${JSON.stringify(r)}\n`);
    expect(pieces.reduce((m, p) => Math.max(m, p.length), 0)).toBeLessThan(2_000_000);
  });
});
