import { describe, expect, it } from 'vitest';
import { lineOfIndex, numberedLines, runnerBanner } from '../../src/parse/text-lines';
import { createRng } from '../../src/compare/stats/random';

/** What numberedLines gave before runs of blank lines were cut to two: every line, split on \r?\n. */
function everyLine(text: string): { text: string; line: number }[] {
  return text.split(/\r?\n/).map((t, i) => ({ text: t.endsWith('\r') ? t.slice(0, -1) : t, line: i + 1 }));
}

describe('numberedLines', () => {
  it('keeps the first two lines of a run of blank ones, every other line with its own number', () => {
    expect(numberedLines('a\n\n \n\t\n\nb\r\n\r\n\r\n\r\nc')).toEqual([
      { text: 'a', line: 1 },
      { text: '', line: 2 },
      { text: ' ', line: 3 },
      { text: 'b', line: 6 },
      { text: '', line: 7 },
      { text: '', line: 8 },
      { text: 'c', line: 10 },
    ]);
    expect(numberedLines('')).toEqual([{ text: '', line: 1 }]);
    expect(numberedLines('x\n')).toEqual([{ text: 'x', line: 1 }, { text: '', line: 2 }]);
    // One \r more before the break, or one at the very end, is dropped; text otherwise kept as printed.
    expect(numberedLines('a\r\r\nb\r\rc\r')).toEqual([{ text: 'a', line: 1 }, { text: 'b\r\rc', line: 2 }]);
  });

  it('is every line split on \\r?\\n, less the third and later lines of blank runs (random texts)', () => {
    const rng = createRng(7);
    const pieces = ['a', 'b c', ' ', '\t', '\n', '\n', '\r\n', '\r', '\n\n\n', '\f', '\v', '\u00a0', '\u3000'];
    for (let round = 0; round < 500; round++) {
      const text = Array.from({ length: Math.floor(rng() * 40) }, () => pieces[Math.floor(rng() * pieces.length)]).join('');
      const all = everyLine(text);
      const blank = (t: string): boolean => t.trim() === '';
      const kept = all.filter((l, i) => !(blank(l.text) && i >= 2 && blank(all[i - 1]!.text) && blank(all[i - 2]!.text)));
      expect(numberedLines(text)).toEqual(kept);
    }
  });
});

describe('runnerBanner', () => {
  it("counts npm's, pnpm's and yarn 1's lines before a script's output, and nothing where the output starts otherwise", () => {
    // npm 11 (fast-json-stringify's capture), npm for a package without a name (hono's), pnpm with its folder, yarn 1.
    expect(runnerBanner(['', '> fast-json-stringify@7.0.0 bench', '> node --expose-gc ./benchmark/bench.js', '', 'short string x 1 ops/sec ±1% (5 runs sampled)'])).toBe(4);
    expect(runnerBanner(['', '> bench:node', '> tsx ./src/bench.mts', '', '{"benchmarks":[]}'])).toBe(4);
    expect(runnerBanner(['> pkg@1.0.0 bench /home/u/pkg', '> node bench.js', '', 'x'])).toBe(3);
    expect(runnerBanner(['yarn run v1.22.22', '$ node bench.js', 'x'])).toBe(2);
    expect(runnerBanner(['x', '> not at the start'])).toBe(0);
    expect(runnerBanner(['', '', 'x'])).toBe(0);
    expect(runnerBanner([])).toBe(0);
  });
});

describe('lineOfIndex', () => {
  it('is the line a split of the text before the index would end on, for every index', () => {
    const rng = createRng(5);
    const text = Array.from({ length: 400 }, () => (rng() < 0.5 ? '\n' : rng() < 0.5 ? '\r\n' : 'ab')).join('');
    for (let i = 0; i <= text.length + 1; i++) expect(lineOfIndex(text, i)).toBe(text.slice(0, i).split('\n').length);
  });
});
