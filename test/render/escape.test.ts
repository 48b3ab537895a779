// Benchmark names come from users' code: none may inject markdown, HTML, mentions or table cells.
import { expect, it } from 'vitest';
import { escapeHtml, escapeMarkdown } from '../../src/render/escape';

it.each([
  ['a|b', 'a\\|b'],
  ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ['@octocat please look', '&#64;octocat please look'],
  ['[click](https://evil.example)', '\\[click\\](https://evil.example)'],
  ['**bold** _it_ `code` ~~s~~', '\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\~\\~s\\~\\~'],
  ['# heading', '\\# heading'],
  ['- item', '\\- item'],
  ['1. item', '1\\. item'],
  ['0.25', '0.25'],
  ['line\nbreak', 'line break'],
  [':rocket: name', '&#58;rocket: name'],
  ['c++/std::sort<int>', 'c++/std::sort&lt;int&gt;'],
  ['checksum/impl_a/1024', 'checksum/impl\\_a/1024'],
])('escapeMarkdown(%j) = %j', (input, expected) => {
  expect(escapeMarkdown(input)).toBe(expected);
});

it('escapes HTML text and mentions for <summary>', () => {
  expect(escapeHtml('<b>@team</b> & "x"')).toBe('&lt;b&gt;&#64;team&lt;/b&gt; &amp; &quot;x&quot;');
});
