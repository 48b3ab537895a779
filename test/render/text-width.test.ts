// The terminal report lines its columns up by the columns a terminal draws, not by code points: real go
// sub-benchmark names in Devanagari (combining marks), CJK (two columns a character) and emoji.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { goBench } from '../../src/parse/go-bench';
import { displayWidth, renderText } from '../../src/render/text';
import { fixtureInput } from '../helpers/fixtures';

const META = { createdAt: '2026-11-27T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'test', cores: 2 } };

describe('renderText: display width', () => {
  it('counts combining marks as none, CJK and emoji as two', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('世界你好')).toBe(8);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('नमस्ते')).toBe(4); // न, म, स and त; the virama and the vowel sign े are combining marks
    expect(displayWidth('👨\u200d💻')).toBe(4);
    expect(displayWidth('ｆｕｌｌ')).toBe(8);
  });

  it('lines up the columns after real Devanagari, CJK and emoji names (charmbracelet/x)', () => {
    const { benchmarks } = goBench.parse(fixtureInput('go-bench', 'charmbracelet-unicode', 'cpu12.txt'));
    const results: Results = { schema: RESULTS_SCHEMA_ID, meta: META, suites: [{ name: 'ansi', harness: 'go-bench', status: 'ok', benchmarks }] };
    const text = renderText(compareRuns(results, results, compareOptionsFor(undefined)));
    const rows = text.split('\n').filter((l) => / {2}(time|memory|allocs) {2}/.test(l));
    expect(rows.some((l) => l.includes('世界你好'))).toBe(true);
    expect(rows.some((l) => l.includes('नमस्ते'))).toBe(true);
    // Where the metric column starts, in terminal columns: the same on every row. Counted in code points, it
    // started at column 74 after the ASCII names, 71 after the Devanagari, 78 after the CJK and 80 after the emoji.
    const starts = new Set(rows.map((l) => displayWidth(l.slice(0, l.search(/ {2}(time|memory|allocs) {2}/)))));
    expect(starts.size).toBe(1);
  });
});
