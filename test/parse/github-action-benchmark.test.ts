// github-action-benchmark's own test data for its custom tools (test/fixtures/github-action-benchmark/SOURCE.md).
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../src/model/errors';
import { gabBigger, gabSmaller } from '../../src/parse/github-action-benchmark';
import { parseOutput } from '../../src/parse/registry';
import { fixtureInput } from '../helpers/fixtures';

const DIR = 'github-action-benchmark';

describe('github-action-benchmark custom JSON', () => {
  it('time units become the time metric in ns, range an error bar (customSmallerIsBetter_output2.json)', () => {
    const out = gabSmaller.parse(fixtureInput(DIR, 'customSmallerIsBetter_output2.json'));
    expect(out.warnings).toBeUndefined();
    expect(out.benchmarks.map((b) => b.name)).toEqual(['No instrumentation', 'Deactivated probe', 'No logging', 'Binary file']);
    expect(out.benchmarks[0]!.metrics).toEqual({ time: { unit: 'ns', direction: 'smaller', value: 90.9439, spread: { error: 0.519165 } } });
    expect(out.benchmarks[3]!.metrics['time']).toEqual({ unit: 'ns', direction: 'smaller', value: 3886.75, spread: { error: 87.1657 } });
  });

  it('other units stay as written under `value`; "5%" is a relative margin; extra is dropped', () => {
    const out = gabSmaller.parse(fixtureInput(DIR, 'customSmallerIsBetter_output.txt'));
    expect(out.benchmarks).toEqual([
      { name: 'My Custom Smaller Is Better Benchmark - CPU Load', metrics: { value: { unit: 'Percent', direction: 'smaller', value: 50, spread: { rme: 0.05 } } } },
      { name: 'My Custom Smaller Is Better Benchmark - Memory Used', metrics: { value: { unit: 'Megabytes', direction: 'smaller', value: 100 } } },
    ]);
  });

  it('gab-bigger reads the same array with bigger is better; a string range "3" is an error bar', () => {
    const out = parseOutput(fixtureInput(DIR, 'customBiggerIsBetter_output.json'), 'gab-bigger');
    expect(out.harness).toBe('gab-bigger');
    expect(out.output.benchmarks).toEqual([
      { name: 'My Custom Bigger Is Better Benchmark - Throughput', metrics: { value: { unit: 'req/s', direction: 'bigger', value: 70 } } },
      { name: 'My Custom Bigger Is Better Benchmark - Free Memory', metrics: { value: { unit: 'Megabytes', direction: 'bigger', value: 150, spread: { error: 3 } } } },
    ]);
  });

  it('auto-detection picks gab-smaller (documented default); gab-bigger only says maybe', () => {
    const input = fixtureInput(DIR, 'customBiggerIsBetter_output.json');
    expect(gabSmaller.detect(input)).toBe('yes');
    expect(gabBigger.detect(input)).toBe('maybe');
    expect(parseOutput(input).harness).toBe('gab-smaller');
  });

  it('errors name the file and the JSON path', () => {
    const bad = { files: [{ path: 'bench.json', text: '[{"name": "a", "unit": "ns", "value": "fast"}]' }] };
    expect(() => gabSmaller.parse(bad)).toThrow(ParseError);
    expect(() => gabSmaller.parse(bad)).toThrow(/bench\.json.*\[0\]\.value/);
    const dup = { files: [{ path: 'b.json', text: '[{"name":"a","unit":"ns","value":1},{"name":"a","unit":"ns","value":2}]' }] };
    expect(() => gabSmaller.parse(dup)).toThrow(/\[1\]\.name/);
    const unknownRange = { files: [{ path: 'b.json', text: '[{"name":"a","unit":"ns","value":1,"range":"wide"}]' }] };
    expect(gabSmaller.parse(unknownRange).warnings).toEqual(['b.json: [0].range "wide" is not a number or percentage; ignored']);
  });

  it('that action\'s gh-pages history (data.js) is not an output: auto-detection and the harness both point to import-history', () => {
    const input = fixtureInput('gab-history', 'googlecpp-repetitions', 'data.js');
    expect(() => gabSmaller.parse(input)).toThrow(/gh-pages history \(data\.js\), not one run's output: `benchgate import-history gab-history\/googlecpp-repetitions\/data\.js`/);
    expect(() => parseOutput(input)).toThrow(/no harness recognises this output \(it might be gab-smaller, which says: .*benchgate import-history/);
  });
});
