// The report's and the comment's layouts are mustache templates (templates/*.md.mustache): the defaults
// reproduce the goldens (test/render/golden.test.ts, test/examples.test.ts); here, a repository's own
// layout gets the documented fields (docs/templates.md), already escaped and never escaped twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';
import { COMMENT_TEMPLATE, REPORT_TEMPLATE, renderComment, renderReport } from '../../src/render/markdown';
import { renderTemplate, templateProblem } from '../../src/render/template';

const ROOT = join(import.meta.dirname, '..', '..');

function results(values: Record<string, number>, ref = 'main'): Results {
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { ref, commit: 'abcdef0123456789', createdAt: '2026-11-24T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'x', cores: 2 } },
    suites: [
      {
        name: 'codec',
        harness: 'custom-json',
        status: 'ok',
        benchmarks: Object.entries(values).map(([name, v]) => ({ name, metrics: { time: { unit: 'ns', direction: 'smaller' as const, value: v } } })),
      },
    ],
  };
}

const comparison = compareRuns(results({ 'encode/a&b': 100, decode: 100 }), results({ 'encode/a&b': 200, decode: 100 }), compareOptionsFor(undefined));
const now = new Date('2026-11-24T01:00:00Z');

describe('the default templates', () => {
  it('are the files in templates/, bundled as text', () => {
    expect(REPORT_TEMPLATE).toBe(readFileSync(join(ROOT, 'templates', 'report.md.mustache'), 'utf8'));
    expect(COMMENT_TEMPLATE).toBe(readFileSync(join(ROOT, 'templates', 'pr-comment.md.mustache'), 'utf8'));
  });

  it('the comment is the hidden marker on its own line, then the report, byte for byte', () => {
    const o = { now, maxChars: 60_000, notes: ['> [!NOTE]\n> a note'] };
    const marker = '<!-- benchgate:report -->';
    expect(renderComment(comparison, { ...o, marker })).toBe(`${marker}\n${renderReport(comparison, o)}`);
    expect(renderReport(comparison, o)).toMatch(/\n\n<\/details>\n\n> \[!NOTE\]\n> a note\n$/);
  });
});

describe("a repository's own layout", () => {
  const mine = [
    '## {{title}}: {{verdict}} ({{counts.regressed}} slower, {{counts.unchanged}} unchanged)',
    '{{#regressions}}',
    '',
    '{{{regressions}}}',
    '{{/regressions}}',
    '{{^improvements}}',
    '',
    'No improvements.',
    '{{/improvements}}',
    '',
    '_{{context.length}} context lines, {{details.length}} suite(s) in the details._',
    '',
  ].join('\n');

  it('gets the documented fields, escaped once', () => {
    expect(renderReport(comparison, { now, template: mine, title: 'perf <ours> & co' })).toBe(
      [
        '## perf &lt;ours&gt; &amp; co: regressed (1 slower, 0 unchanged)',
        '',
        '#### ⚠️ Regressions',
        '',
        '| Benchmark | Metric | Base | Head | Change | Test | Verdict |',
        '| :- | - | - | - | - | - | - |',
        '| encode/a&amp;b | time | 100 ns | 200 ns | +100.0 % (+11.1 … +260.1 %, p=0.02, q=0.04) | z + assumed σ | ⚠️ slower |',
        '',
        'No improvements.',
        '',
        '_4 context lines, 1 suite(s) in the details._',
        '',
      ].join('\n'),
    );
  });

  it('double and triple braces print the same: mustache does not escape the escaped markdown again', () => {
    const both = renderReport(comparison, { now, template: '{{title}}|{{{title}}}\n', title: 'a&b <i>' });
    expect(both).toBe('a&amp;b &lt;i&gt;|a&amp;b &lt;i&gt;\n');
  });

  it("the comment's own layout includes the report's (default or own) as {{> report}}", () => {
    const comment = '{{{marker}}}\n**{{counts.regressed}} regressed**\n{{> report}}';
    const marker = '<!-- benchgate:x -->';
    expect(renderComment(comparison, { now, marker, commentTemplate: comment })).toBe(`${marker}\n**1 regressed**\n${renderReport(comparison, { now })}`);
    expect(renderComment(comparison, { now, marker, commentTemplate: comment, template: mine, title: 't' })).toBe(
      `${marker}\n**1 regressed**\n${renderReport(comparison, { now, template: mine, title: 't' })}`,
    );
  });

  it('is fitted to the budget as a whole: parts are dropped, then lines cut, never over maxChars', () => {
    const wordy = `${'Long preamble. '.repeat(200)}\n{{> report}}`;
    // Times that jitter a little, as real ones do (identical ones leave the suite no spread to test against).
    const jitter = (i: number, k: number): number => 1 + (((i * k) % 11) - 5) / 1000;
    const many = compareRuns(
      results(Object.fromEntries(Array.from({ length: 750 }, (_, i) => [`bench/${i}`, 100 * jitter(i, 7)]))),
      results(Object.fromEntries(Array.from({ length: 750 }, (_, i) => [`bench/${i}`, (i % 5 ? 100 : 300) * jitter(i, 3)]))),
      compareOptionsFor(undefined),
    );
    const full = renderComment(many, { now, marker: '<!-- benchgate:report -->', commentTemplate: wordy });
    expect(full.length).toBeGreaterThan(60_000);
    // At 60,000 and 20,000 the details stop early and say so (a note every row shares is said once, so they
    // fit); below, whole parts are dropped with a pointer.
    const cut = renderComment(many, { now, marker: '<!-- benchgate:report -->', commentTemplate: wordy, maxChars: 60_000 });
    expect(cut.length).toBeLessThanOrEqual(60_000);
    expect(cut).toMatch(/\n_\d+ rows not shown here: the full tables are in the results artifact and the report file\._\n/);
    for (const max of [20_000, 5_000, 2_000]) {
      const text = renderComment(many, { now, marker: '<!-- benchgate:report -->', commentTemplate: wordy, maxChars: max });
      expect(text.length, String(max)).toBeLessThanOrEqual(max);
      expect(text.startsWith('Long preamble.'), String(max)).toBe(true);
      if (max === 20_000) expect(text).toMatch(/\n_\d+ rows not shown here: the full tables are in the results artifact and the report file\._\n/);
      else expect(text, String(max)).toContain('_The full report did not fit here: see the job summary and the results artifact._');
    }
  });
});

describe('docs/templates.md', () => {
  it('its example comment renders as it says', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'templates.md'), 'utf8');
    const example = /## Example\n[\s\S]*?```mustache\n([\s\S]*?)```/.exec(doc)![1]!;
    const marker = '<!-- benchgate:report -->';
    expect(templateProblem(example, ['report'])).toBeUndefined();
    expect(renderComment(comparison, { now, marker, commentTemplate: example, notes: ['> [!NOTE]\n> n'] })).toBe(
      [
        marker,
        '### benchgate: ⚠️ **1 regressed** · ❔ 1 inconclusive',
        '',
        '#### ⚠️ Regressions',
        '',
        '| Benchmark | Metric | Base | Head | Change | Test | Verdict |',
        '| :- | - | - | - | - | - | - |',
        '| encode/a&amp;b | time | 100 ns | 200 ns | +100.0 % (+11.1 … +260.1 %, p=0.02, q=0.04) | z + assumed σ | ⚠️ slower |',
        '',
        '> [!NOTE]',
        '> n',
        '',
        'The full report, with every suite and how each verdict was computed, is in the job summary.',
        '',
      ].join('\n'),
    );
    // One value a side of one benchmark: "unchanged" only where the machine is said to be quiet (`process-sigma`).
    const calm = compareRuns(results({ decode: 100 }), results({ decode: 100 }), compareOptionsFor(undefined, { processSigma: 0.02 }));
    expect(renderComment(calm, { now, marker, commentTemplate: example })).toContain('\n\nNo regressions (1 benchmarks unchanged).\n\n');
  });
});

describe('templateProblem (the loader refuses a template before anything runs)', () => {
  it('names the syntax error', () => {
    expect(templateProblem('### {{title}}\n{{#details}}\n{{.}}\n')).toBe('Unclosed section "details" opened on line 2');
    expect(templateProblem('{{#a}}\n{{/b}}')).toBe('Unclosed section "a" opened on line 1');
    expect(templateProblem('x\n{{/b}}')).toBe('Unopened section "b" on line 2');
    expect(templateProblem('x\n\n{{title')).toBe('Unclosed tag on line 3');
  });

  it('allows only the partials that exist: none in the report, {{> report}} in the comment', () => {
    expect(templateProblem(REPORT_TEMPLATE)).toBeUndefined();
    expect(templateProblem(COMMENT_TEMPLATE, ['report'])).toBeUndefined();
    expect(templateProblem(COMMENT_TEMPLATE)).toBe('the partial {{> report}} (no partial is available here)');
    expect(templateProblem('{{#x}}{{> head}}{{/x}}{{> report}}', ['report'])).toBe('the partial {{> head}} (only {{> report}} is available here)');
  });

  it('renderTemplate takes other delimiters for files that hold {{ }} themselves (GitHub expressions)', () => {
    expect(renderTemplate('key: ${{ github.ref }} <%name%>\n', { name: 'x' }, { tags: ['<%', '%>'] })).toBe('key: ${{ github.ref }} x\n');
  });
});
