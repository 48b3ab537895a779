// The PR comment's 60,000-character budget: never exceeded, however many rows and however long the hostile
// names; for 10k rows the details stop early and say how many rows were left out.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { JOB_SUMMARY_CHARS, renderReport } from '../../src/render/markdown';

const HOSTILE = '<img src=x onerror=alert(1)> @octocat <!--benchgate--> [x](javascript:alert(1)) |\r\u202e\u001b[31m';

function results(n: number, name: (i: number) => string, factor: (i: number) => number, meta = 'main'): Results {
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { ref: meta, commit: meta, createdAt: '2026-11-24T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'x', cores: 2 } },
    suites: [
      {
        name: name(-1),
        harness: 'go',
        status: 'ok',
        benchmarks: Array.from({ length: n }, (_, i) => ({ name: name(i), metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: 100 * factor(i) } } })),
      },
    ],
  };
}

const BUDGET = 60_000;

describe('report budget', () => {
  it('10,000 unchanged rows: the details stop early, say how many rows were left out, and the report fits', () => {
    const c = compareRuns(results(10_000, (i) => `BenchmarkX${i}`, () => 1), results(10_000, (i) => `BenchmarkX${i}`, () => 1), compareOptionsFor(undefined));
    const text = renderReport(c, { maxChars: BUDGET });
    expect(text.length).toBeLessThanOrEqual(BUDGET);
    const shown = (text.match(/^\| BenchmarkX\d+ /gm) ?? []).length;
    expect(shown).toBeGreaterThan(100);
    expect(text).toContain(`_${10_000 - shown} rows not shown here: the full tables are in the results artifact and the report file._`);
    // The report file keeps everything.
    expect((renderReport(c).match(/^\| BenchmarkX\d+ /gm) ?? []).length).toBe(10_000);
  });

  it('the CLI markdown (job-summary budget, 600,000): 10,000 rows stop early and point to text and json', () => {
    const c = compareRuns(results(10_000, (i) => `BenchmarkX${i}`, () => 1), results(10_000, (i) => `BenchmarkX${i}`, () => 1.01), compareOptionsFor(undefined));
    const text = renderReport(c, { maxChars: JOB_SUMMARY_CHARS, fullTables: 'the `--format text` and `--format json` output' });
    expect(text.length).toBeLessThanOrEqual(JOB_SUMMARY_CHARS);
    const shown = (text.match(/^\| BenchmarkX\d+ /gm) ?? []).length;
    expect(shown).toBeGreaterThan(1_000);
    expect(text).toContain(`_${10_000 - shown} rows not shown here: the full tables are in the \`--format text\` and \`--format json\` output._`);
  });

  it.each([
    ['many regressions with long hostile names', 3_000, 400],
    ['a few rows with huge hostile names', 5, 30_000],
    ['a huge hostile suite name and ref in the head', 50, 70_000],
  ])('%s: never over the budget', (_, n, len) => {
    const long = (i: number) => `${HOSTILE.repeat(Math.ceil(len / HOSTILE.length)).slice(0, len)}${i}`;
    const c = compareRuns(results(n, long, () => 1, long(-2)), results(n, long, () => 1.5, long(-3)), compareOptionsFor(undefined));
    for (const max of [BUDGET, 10_000, 2_000]) expect(renderReport(c, { maxChars: max, title: long(-4) }).length).toBeLessThanOrEqual(max);
  });

  it('a thousand failed suites with long hostile names (all listed in the head): never over the budget', () => {
    const head = results(1, (i) => `B${i}`, () => 1);
    for (let i = 0; i < 1_000; i++) head.suites.push({ name: `${HOSTILE.repeat(3)}${i}`, harness: 'go', status: 'failed', error: HOSTILE, benchmarks: [] });
    const c = compareRuns(results(1, (i) => `B${i}`, () => 1), head, compareOptionsFor(undefined));
    expect(renderReport(c, { maxChars: BUDGET }).length).toBeLessThanOrEqual(BUDGET);
  });
});

describe("the parsers' warnings in the report", () => {
  const withWarnings = (warnings: string[], meta: string): Results => {
    const r = results(3, (i) => (i < 0 ? 'go' : `BenchmarkX${i}`), () => 1, meta);
    r.suites[0]!.warnings = warnings;
    return r;
  };

  it('are listed where the verdict is read, head first, a text once, a flood cut to 10 and 400 characters with what was left', () => {
    const head = Array.from({ length: 25 }, (_, i) => `out.txt: warning ${i} ${'x'.repeat(i === 0 ? 1_000 : 5)}`);
    const c = compareRuns(withWarnings(['out.txt: warning 1 xxxxx', 'base only'], 'main'), withWarnings(head, 'pr'), compareOptionsFor(undefined));
    expect(c.warnings).toHaveLength(26);
    expect(c.warnings!.at(-1)).toEqual({ suite: 'go', side: 'base', text: 'base only' });
    const text = renderReport(c, { maxChars: BUDGET });
    expect(text).toContain('> ⚠️ What the outputs said:\n> - **go** (head): out.txt: warning 0 ');
    expect(text).toContain(`warning 0 ${'x'.repeat(400 - 'out.txt: warning 0 '.length)}…\n`);
    expect(text).toContain('> - …and 16 more');
    expect(text).not.toContain('warning 10 ');
  });

  it('are escaped like every other string from outside', () => {
    const c = compareRuns(undefined, withWarnings([HOSTILE], 'pr'), compareOptionsFor(undefined));
    const text = renderReport(c);
    const line = text.split('\n').find((l) => l.startsWith('> - **go**'))!;
    expect(line).toContain('&lt;img');
    expect(line).toContain('@&#8288;octocat');
    expect(['\r', '\u202e', '\u001b'].some((c) => line.includes(c))).toBe(false);
    expect(text).not.toContain('<!--benchgate-->');
  });
});

describe('the baseline line', () => {
  it('says a ref that is the commit itself once (`run --paired afeac3e`), and a branch beside its commit', () => {
    const base = results(2, (i) => (i < 0 ? 'go' : `B${i}`), () => 1, 'x');
    base.meta = { ...base.meta, commit: 'afeac3e0123456789', ref: 'afeac3e' };
    const head = results(2, (i) => (i < 0 ? 'go' : `B${i}`), () => 1, 'y');
    expect(renderReport(compareRuns(base, head, compareOptionsFor(undefined)))).toContain('Baseline: `afeac3e` · created 2026-11-24 00:00 UTC.');
    base.meta.ref = 'main';
    expect(renderReport(compareRuns(base, head, compareOptionsFor(undefined)))).toContain('Baseline: `afeac3e` · main · created 2026-11-24 00:00 UTC.');
  });
});
