// validateResults keeps sample arrays out of zod (which would copy tens of millions of numbers) and must
// still give exactly zod's verdict and messages.
import { describe, expect, it } from 'vitest';
import { validateResults } from '../../src/baseline/validate';
import { BaselineError } from '../../src/model/errors';
import { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const real = (): Results => resultsFrom([{ name: 'py', harness: 'pytest-benchmark', input: fixtureInput('pytest-benchmark', 'base', 'out.json') }]);

/** The message validateResults gave before: zod over everything, samples included. */
function zodOnly(data: unknown): string | undefined {
  const parsed = Results.safeParse(structuredClone(data));
  if (parsed.success) return undefined;
  const path = (p: PropertyKey[]): string => p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}${acc ? '.' : ''}${String(k)}`), '');
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${path(i.path) || '(top level)'}: ${i.message}`);
  const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
  return `r.json: not a benchgate results file (benchgate/results@1): ${issues.join('; ')}${more}`;
}

function message(data: unknown): string | undefined {
  try {
    validateResults(data, 'r.json');
    return undefined;
  } catch (err) {
    if (err instanceof BaselineError) return err.message;
    throw err;
  }
}

describe('validateResults', () => {
  it('gives what zod gives, with the very same sample arrays (no copy)', () => {
    const data = JSON.parse(JSON.stringify(real())) as Results;
    const inSamples = data.suites[0]!.benchmarks.map((b) => b.metrics.time!.samples);
    const out = validateResults(data, 'r.json');
    expect(out).toEqual(Results.parse(structuredClone(data)));
    expect(out.suites[0]!.benchmarks.map((b) => b.metrics.time!.samples)).toEqual(inSamples);
    out.suites[0]!.benchmarks.forEach((b, i) => expect(b.metrics.time!.samples).toBe(inSamples[i]));
    // The input is left as it was.
    data.suites[0]!.benchmarks.forEach((b, i) => expect(b.metrics.time!.samples).toBe(inSamples[i]));
  });

  const cases: [string, (m: Record<string, unknown>) => void, boolean?][] = [
    ['a string sample', (m) => ((m.samples as unknown[])[3] = 'fast')],
    ['an infinite sample', (m) => ((m.samples as unknown[])[0] = Infinity)],
    ['a null sample', (m) => ((m.samples as unknown[])[7] = null)],
    ['a negative time sample', (m) => ((m.samples as unknown[])[2] = -1)],
    ['a negative sample of a unit that is not a time (allowed)', (m) => ((m.unit = 'B'), ((m.samples as unknown[])[2] = -1)), true],
    ['samples not an array', (m) => (m.samples = { 0: 1 })],
    ['a bad run value', (m) => (m.runs = [1, 'x', 3])],
    ['good runs', (m) => (m.runs = [1, 2, 3]), true],
    ['a bad unit with negative samples', (m) => ((m.unit = 5), ((m.samples as unknown[])[1] = -4))],
    ['a negative value beside good samples', (m) => (m.value = -3)],
  ];
  for (const [what, spoil, fine] of cases) {
    it(`the same message as zod alone: ${what}`, () => {
      const data = JSON.parse(JSON.stringify(real())) as { suites: { benchmarks: { metrics: Record<string, Record<string, unknown>> }[] }[] };
      spoil(data.suites[0]!.benchmarks[4]!.metrics.time!);
      // Several bad metrics, to check the count of further issues too.
      for (const b of data.suites[0]!.benchmarks.slice(6, 12)) spoil(b.metrics.time!);
      const before = JSON.stringify(data);
      const expected = zodOnly(data);
      expect(expected === undefined).toBe(fine === true);
      expect(message(data)).toBe(expected);
      expect(JSON.stringify(data)).toBe(before);
    });
  }
});
