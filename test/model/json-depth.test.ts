import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonCounts, jsonTooDeep } from '../../src/model/json-depth';
import { parseOutput } from '../../src/parse/registry';
import { parseCost, parseResults } from '../../src/baseline/validate';
import { ParseError, BaselineError } from '../../src/model/errors';

const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('JSON nesting is bounded before anything parses it', () => {
  it('finds the first line that nests too deep, and ignores brackets inside strings', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toEqual({ line: 1 });
    expect(jsonTooDeep(`{\n"a":\n${nested(300)}}`)).toEqual({ line: 3 });
    expect(jsonTooDeep(`["${'['.repeat(1000)}", "\\"${'{'.repeat(1000)}"]`)).toBeUndefined();
  });

  it('a harness output a million levels deep is a located ParseError, not a stack overflow', () => {
    for (const harness of ['pytest-benchmark', 'google-benchmark', 'hyperfine', 'jmh', 'custom', 'vitest-bench', 'tinybench', 'criterion', 'benchmarkdotnet', 'asv']) {
      const text = `{"benchmarks":\n${nested(1_000_000)}}`;
      let err: unknown;
      try {
        parseOutput({ files: [{ path: 'out.json', text }] }, harness);
      } catch (e) {
        err = e;
      }
      expect(err, harness).toBeInstanceOf(ParseError);
      expect((err as Error).message, harness).toMatch(/^[\w-]+: out\.json(:\d+|: \S+)?: expected /);
    }
  });

  it('a results file that nests too deep is refused with its file and line', () => {
    const text = `{"schema":"benchgate/results@1",\n"meta":${nested(100_000)}}`;
    expect(() => parseResults(text, 'head.json')).toThrow(BaselineError);
    expect(() => parseResults(text, 'head.json')).toThrow('head.json:2: nested deeper than 256 levels');
  });

  it('counting a text for its memory finds the same line in the same pass', () => {
    for (const text of [nested(MAX_JSON_DEPTH), nested(MAX_JSON_DEPTH + 1), `{\n"a":\n${nested(300)}}`, `["${'['.repeat(1000)}", "\\"${'{'.repeat(1000)}"]`, `["\\\\", [\n${nested(400)}]]`]) {
      expect(jsonCounts(text).tooDeep, text.slice(0, 40)).toEqual(jsonTooDeep(text));
    }
    // A file large for its limit is counted, and refused for its depth with the line jsonTooDeep gives.
    const text = `{"schema":"benchgate/results@1",\n"meta":${nested(100_000)}}`;
    const limit = parseCost(text).bytes;
    expect(limit).toBeLessThan(36 * text.length); // so parseResults counts it (MAX_PARSED_BYTES_PER_CHAR)
    expect(() => parseResults(text, 'head.json', { maxParseBytes: limit })).toThrow('head.json:2: nested deeper than 256 levels');
  });
});
