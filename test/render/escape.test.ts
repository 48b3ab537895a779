// Benchmark names come from users' code: none may inject markdown, HTML, mentions or table cells.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { escapeHtml, escapeInline, escapeMarkdown, escapeSlow } from '../../src/render/escape';

it.each([
  ['a|b', 'a\\|b'],
  ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ['@octocat please look', '@&#8288;octocat please look'],
  ['[click](https://evil.example)', '\\[click\\](https:&#8288;//evil.example)'],
  ['see www.evil.example', 'see www&#8288;.evil.example'],
  ['**bold** _it_ `code` ~~s~~', '\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~'],
  ['# heading', '\\# heading'],
  ['- item', '\\- item'],
  ['1. item', '1\\. item'],
  ['0.25', '0.25'],
  ['line\nbreak', 'line␊break'],
  ['cr\ronly', 'cr␍only'],
  ['a\u2028b\u202ec', 'a⟨U+2028⟩b⟨U+202E⟩c'],
  ['\u001b[31mred', '␛\\[31mred'],
  [':rocket: name', '&#58;&#8288;rocket: name'],
  ['c++/std::sort<int>', 'c++/std::sort&lt;int&gt;'],
  ['checksum/impl_a/1024', 'checksum/impl\\_a/1024'],
  // Issue references: a benchmark named after another repository's issue would put this PR in its timeline.
  ['fixes #12 and torvalds/linux#1', 'fixes #&#8288;12 and torvalds/linux#&#8288;1'],
  ['GH-12 gh-3', 'GH&#8288;-12 gh&#8288;-3'],
  ['case#x', 'case#x'],
])('escapeMarkdown(%j) = %j', (input, expected) => {
  expect(escapeMarkdown(input)).toBe(expected);
});

it('escapes HTML text, markdown and mentions for <summary> and attributes, with references only', () => {
  expect(escapeHtml('<b>@team</b> & "x" [l](u) *e*')).toBe('&lt;b&gt;@&#8288;team&lt;/b&gt; &amp; &quot;x&quot; &#91;l&#93;(u) &#42;e&#42;');
  expect(escapeHtml('owner/repo#7')).toBe('owner/repo#&#8288;7');
});

// escapeInline returns plain text untouched without running its passes: it must equal every pass run.
it('escapeInline\'s shortcut for plain text gives what every pass gives', () => {
  const parts = ['a', 'Z', '0', '9', ' ', '.', '/', ',', '=', '+', '%', '-', '(', ')', "'", '!', '?', ';', '{', '}', 'www', 'WwW.', 'gh', 'GH-', '-1', '_', '|', ':', '#', '@', '<', '&', '\\', '\n', '\u00e9', '\u2028', '\t'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 12 }), (words) => {
      const text = words.join('');
      expect(escapeInline(text)).toBe(escapeSlow(text));
    }),
    { numRuns: 3000 },
  );
  for (const text of ['BenchmarkX0/size=64-2', 'www.x', 'a gh-1', 'agh-1', 'GH-x', 'ns/op', '+5.4 %']) expect(escapeInline(text)).toBe(escapeSlow(text));
});
