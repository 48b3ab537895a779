// Benchmark names come from users' code: none may inject markdown, HTML, mentions or table cells.
import { expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown } from '../../src/render/escape';

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
