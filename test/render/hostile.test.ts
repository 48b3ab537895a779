// Every string of a results file is hostile (a fork's artifact, a benchmark's output): whatever it holds,
// the rendered report — PR comment, job summary, variant tables, nightly issue — parsed by a real GFM
// parser (micromark with the GFM extensions, as mdast) has no HTML, link, image or @mention that came
// from data, exactly one sticky-comment marker, and tables that keep their rows and columns.
import fc from 'fast-check';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { groupRegressions } from '../../src/bot/nightly';
import type { Shift } from '../../src/compare/shifts';
import { buildTables } from '../../src/compare/tables';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { commentMarker } from '../../src/github/comment';
import type { Results } from '../../src/model/results';
import { escapeHtml, escapeMarkdown } from '../../src/render/escape';
import { renderComment, renderReport } from '../../src/render/markdown';
import { renderTables } from '../../src/render/tables';
import { renderText } from '../../src/render/text';
import { renderRegressionIssue } from '../../src/render/trend';

const parse = (md: string): Root => fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** Pieces an attacker would combine: markup, links, mentions, markers, every kind of line break and control. */
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<!--benchgate:report-->',
  '<!-- benchgate -->',
  '-->',
  '@octocat',
  '@org/team',
  'x@example.com',
  '[x](javascript:alert(1))',
  '![i](https://evil.example/i.png)',
  '[ref]: https://evil.example',
  'https://evil.example/path',
  'http://a.b',
  'www.evil.example',
  'mailto:a@b.c',
  '<https://evil.example>',
  ':rocket:',
  ':+1:',
  ':-1:',
  '|',
  '||',
  '\\|',
  '`code`',
  '```',
  '**b**',
  '_i_',
  '~~s~~',
  '$x$',
  '&amp;',
  '&#64;',
  '\r',
  '\n',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u000b',
  '\u000c',
  '\t',
  '\u202e',
  '\u200b',
  '\u2066',
  '\u001b[31m',
  '\u0000',
  '# h',
  '- li',
  '1. li',
  '> q',
  '    code',
  '<details>',
  '</details>',
  '<summary>',
  '"',
  "'",
  '\\',
];
const token = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 6 }), fc.constantFrom('a', 'B1', 'x_y', ' '));
const hostile = fc.array(token, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

/** Results where every string field of the schema is hostile (units, names, params, errors, meta…). */
function results(s: string[], kind: 'base' | 'head'): Results {
  const at = (i: number) => s[i % s.length]!;
  const f = kind === 'head' ? 1.5 : 1;
  return {
    schema: 'benchgate/results@1',
    meta: { commit: at(0), ref: at(1), createdAt: '2026-11-24T00:00:00.000Z', runner: { os: at(2), arch: at(3), cpu: at(4), cores: 2 } },
    suites: [
      {
        name: `s${at(5)}`,
        harness: at(6),
        status: 'ok',
        warnings: [at(7)],
        benchmarks: [1, 2, 3].map((k) => ({
          name: `b${k}/${at(8 + k)}/${k}`,
          group: at(12),
          params: { [`p${at(13)}`]: at(14), k: String(k) },
          metrics: {
            time: { unit: at(15), direction: 'smaller' as const, value: 100 * k * f, samples: [99, 100, 101, 102, 98].map((x) => x * k * f), spread: { stddev: 1 } },
            [`m${at(16)}`]: { unit: at(17), direction: 'bigger' as const, value: 10 * k, exact: true },
            // No direction: every row of its table shares one note naming the metric, said once above the table.
            [`u${at(21)}`]: { unit: at(17), direction: 'bigger' as const, undirected: true, value: 10 * k * f },
          },
        })),
      },
      { name: `f${at(18)}`, harness: at(19), status: 'failed', error: at(20), benchmarks: [] },
    ],
  };
}

function walk(node: Root | RootContent, visit: (n: Root | RootContent, parents: (Root | RootContent)[]) => void, parents: (Root | RootContent)[] = []): void {
  visit(node, parents);
  if ('children' in node) for (const child of node.children) walk(child as RootContent, visit, [...parents, node]);
}

// Our own HTML: <details>, <summary>, <sup title="…">, <sub>, <br>, and the sticky-comment marker.
const OWN_TAG = /^<\/?(details|summary|sup|sub|br|b|p)(\s+title="[^"<>]*")?\s*\/?>$/;

function checkMarkdown(md: string, where: string): void {
  const tree = parse(md);
  walk(tree, (n, parents) => {
    if (n.type === 'html') {
      for (const tag of n.value.match(/<[^>]*>/g) ?? []) {
        if (tag === commentMarker('report') || /^<!-- benchgate:(regression|state):[^<>]* -->$/.test(tag)) continue;
        expect(tag, `${where}: HTML from data`).toMatch(OWN_TAG);
      }
      // Inside our own HTML, no raw markup character from data: only references.
      expect(n.value.replace(/<[^>]*>/g, ''), `${where}: raw < or > in an HTML block`).not.toMatch(/[<>]/);
    }
    expect(['link', 'linkReference', 'image', 'imageReference', 'definition', 'footnoteReference', 'footnoteDefinition'], `${where}: ${n.type} from data`).not.toContain(n.type);
    if (n.type === 'text' && !parents.some((p) => p.type === 'inlineCode' || p.type === 'code')) {
      expect(n.value, `${where}: an @mention from data`).not.toMatch(/(^|[^\w`])@[A-Za-z0-9]/);
      expect(n.value, `${where}: an :emoji: shortcode from data`).not.toMatch(/:[\w+-]+:/);
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(n.value, `${where}: an invisible or control character from data`).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200b-\u200f]/);
    }
    if (n.type === 'table') {
      const widths = n.children.map((row) => row.children.length);
      expect(new Set(widths).size, `${where}: a table lost its columns`).toBe(1);
    }
  });
}

/** A repository's own layouts that use every field with double braces, in text, a table and HTML. */
const OWN_REPORT = [
  '## {{title}} · {{verdict}} · {{counts.regressed}}',
  '',
  '| title | summary |',
  '| - | - |',
  '| {{title}} | {{summary}} |',
  '',
  '<details><summary>{{title}}</summary>',
  '{{#context}}',
  '',
  '{{.}}',
  '{{/context}}',
  '',
  '</details>',
  '{{#regressions}}',
  '',
  '{{regressions}}',
  '{{/regressions}}',
  '{{#details}}',
  '',
  '{{.}}',
  '{{/details}}',
  '{{#notes}}',
  '',
  '{{.}}',
  '{{/notes}}',
  '',
].join('\n');
const OWN_COMMENT = '{{marker}}\n**{{title}}**: {{summary}}\n\n{{> report}}';

describe('hostile strings in every field of a results file', () => {
  it('never become markup in the PR comment, the summary or the tables', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 21, maxLength: 21 }), (s) => {
        const base = results(s, 'base');
        const head = results(s, 'head');
        const comparison = compareRuns(base, head, compareOptionsFor(undefined));
        const md = renderReport(comparison, { baseline: { source: s[0]!, commit: s[1], createdAt: s[2] }, now: new Date('2026-11-24T01:00:00Z'), title: s[3] });
        expect(md, 'the undirected metric\'s note, said once').toContain('_Every row: the output does not say whether bigger or smaller is better');
        const withMarker = `${commentMarker('report')}\n${md}`;
        // The repository's own layouts get the same escaped fields: still no markup from data, one marker.
        const own = { baseline: { source: s[0]!, commit: s[1], createdAt: s[2] }, now: new Date('2026-11-24T01:00:00Z'), title: s[3], notes: [`> [!NOTE]\n> ${escapeMarkdown(s[4]!)}`] };
        for (const [what, text] of [
          ['own report', `${commentMarker('report')}\n${renderReport(comparison, { ...own, template: OWN_REPORT })}`],
          ['default comment', renderComment(comparison, { ...own, marker: commentMarker('report') })],
          ['own comment', renderComment(comparison, { ...own, marker: commentMarker('report'), template: OWN_REPORT, commentTemplate: OWN_COMMENT, maxChars: 5_000 })],
        ] as const) {
          checkMarkdown(text, what);
          expect(text.split('<!--').length - 1, `${what}: one marker, no comment opened by data`).toBe(1);
          expect(text.startsWith(`${commentMarker('report')}\n`), what).toBe(true);
        }
        checkMarkdown(withMarker, 'report');
        expect(withMarker.split(commentMarker('report')).length - 1, 'one sticky-comment marker').toBe(1);
        expect(withMarker.split('<!--').length - 1, 'no comment opened by data').toBe(1);
        // One details row per comparison row: no row split or merged by data.
        const tree = parse(md);
        let rows = 0;
        walk(tree, (n) => {
          if (n.type === 'tableRow') rows++;
        });
        expect(rows).toBeGreaterThanOrEqual(comparison.rows.length);

        const tables = renderTables(
          buildTables(
            [
              { title: s[4]!, match: 'b{k}/{x}/{n}', rows: 'x', columns: 'n' },
              { title: s[5]!, match: 'b{k}/{x}/{n}', rows: 'n', fit: ['k'] },
            ],
            head,
            base,
            { seed: 1, resamples: 50, noiseFloor: 0.05, alpha: 0.05 },
          ),
        ).join('\n\n');
        checkMarkdown(tables, 'tables');

        // The terminal report: no raw control, escape or bidi character from data.
        // eslint-disable-next-line no-control-regex -- looking for control characters
        expect(renderText(comparison)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
      }),
      { numRuns: 150, seed: 20261124 },
    );
    // 150 reports rendered and parsed as GFM: ~13 s alone, more beside the rest of the suite on 2 cores.
  }, 120_000);

  it('never become markup in a nightly tracking issue', () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 5, maxLength: 5 }), (s) => {
        const series = Array.from({ length: 12 }, (_, i) => ({ createdAt: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`, commit: s[0] ?? '', value: i < 6 ? 100 : 130 }));
        const shift: Shift = {
          key: 'k',
          suite: s[1] ?? '',
          benchmark: s[2] ?? '',
          metric: s[3] ?? '',
          unit: s[4] ?? '',
          direction: 'smaller',
          kind: 'regression',
          before: 100,
          after: 130,
          ratio: 1.3,
          ci: [1.2, 1.4],
          p: 0.01,
          lastBefore: series[5]!,
          firstAfter: series[6]!,
          index: 6,
          series,
        };
        const [regression] = groupRegressions([shift]);
        checkMarkdown(renderRegressionIssue(regression!, { repoUrl: 'https://github.com/o/r' }).replace(/```mermaid[\s\S]*?```/g, ''), 'issue');
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('escapes each hostile piece alone', () => {
    for (const h of HOSTILE) {
      checkMarkdown(`| a |\n| - |\n| ${escapeMarkdown(h)} |\n`, JSON.stringify(h));
      checkMarkdown(`<details><summary>${escapeHtml(h)}</summary>\n\nx\n\n</details>\n`, JSON.stringify(h));
      checkMarkdown(`<sup title="${escapeHtml(h)}">ⓘ</sup>\n`, JSON.stringify(h));
    }
  });
});
