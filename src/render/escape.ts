// Every string that comes from a results file — a fork's artifact, a benchmark's output, a config — reaches
// markdown through here, escaped for where it lands. Nothing in data may become HTML, a link, an image, an
// @mention, a :emoji:, the sticky-comment marker, a new table row or column, or invisible text.
//
// Numeric character references are used for what would otherwise be markup: they render as the character
// in markdown text, in table cells and inside HTML blocks alike, where a backslash escape works only in
// markdown. Controls, line breaks of every kind, ANSI escapes and bidirectional overrides are made
// visible: the Control Pictures (␍ ␊ ␛) for C0 controls, `⟨U+202E⟩` for the others.

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  '|': '&#124;',
  '~': '&#126;',
  '\\': '&#92;',
  '!': '&#33;',
  ':': '&#58;', // no :emoji:, no `https:` / `mailto:` autolinks
  '$': '&#36;', // no $math$
  '^': '&#94;',
};

// C0 controls (tab included: it would end up as alignment), DEL, C1 controls (NEL U+0085 among them),
// line and paragraph separators, bidirectional controls and the invisible formatting characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

function visible(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code); // ␀ … ␟ (␍ ␊ ␛)
  if (code === 0x7f) return '\u2421'; // ␡
  return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** Control, line-break, bidi and zero-width characters as visible marks (for any output, terminal too). */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, visible);
}

/**
 * Link and mention starters that work without markup: `@user`, `https://…`, `www.…`, `:emoji:`, and the
 * issue references `#12`, `owner/repo#12` and `GH-12` (a reference to another repository's issue puts a
 * "mentioned this" event in that timeline, https://docs.github.com/en/get-started/writing-on-github/working-with-advanced-formatting/autolinked-references-and-urls). GitHub
 * (like mdast-util-gfm) finds them in the decoded text, after character references are resolved, so a
 * reference alone does not stop them: a word joiner (U+2060, invisible, written `&#8288;`) breaks each.
 */
function defuse(text: string): string {
  return text
    .replace(/@/g, '@&#8288;')
    .replace(/:(?=\/\/)/g, ':&#8288;')
    .replace(/:(?=[\w+-]+:)/g, '&#58;&#8288;')
    .replace(/(www)\./gi, '$1&#8288;.')
    .replace(/(?<!&)#(?=\d)/g, '#&#8288;') // not our own references (&#8288;): data's & is already &amp;
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8288;-');
}

/**
 * Text for a markdown paragraph, heading, list item or table cell: one line (breaks of every kind made
 * visible), HTML characters as references, markdown punctuation backslash-escaped (`\|` keeps a table's
 * columns), mentions and autolinks defused, and block markers at the start of the text escaped.
 */
export function escapeMarkdown(text: string): string {
  return escapeInline(text)
    .replace(/^(\s*)([#+=!-])/, '$1\\$2')
    .replace(/^(\s*\d+)\.(?=\s|$)/, '$1\\.'); // "1. x" would start an ordered list; "0.25" would not
}

/**
 * Text inside a table cell or a sentence, where no block can start: like escapeMarkdown, without the
 * start-of-line rules (so `+5.4 %` stays as written). Units in value cells come from data too.
 */
export function escapeInline(text: string): string {
  // Most cells (names, numbers, units) hold none of the characters below: returned as they are, without
  // the eight passes (a 10,000-benchmark report escapes 100,000 cells). Exactly what escapeSlow leaves alone.
  if (PLAIN.test(text) && !PLAIN_BUT.test(text)) return text;
  return escapeSlow(text);
}
/** Letters, digits and punctuation that no rule above touches. */
const PLAIN = /^[A-Za-z0-9 ./,=+%{}()'?!;-]*$/;
/** What defuse breaks among them: `www.` and `GH-12`. */
const PLAIN_BUT = /www\.|\bgh-\d/i;

/** escapeInline's every pass. Exported for the test that holds the two equal. */
export function escapeSlow(text: string): string {
  return defuse(showInvisible(text).replace(/[&<>"]/g, (c) => ENTITY[c]!).replace(/[\\`*_[\]|~$]/g, (c) => `\\${c}`));
}

/**
 * Text inside inline HTML: an attribute value (`title="…"`) or the content of `<summary>`. Character
 * references only (a backslash would show there), for markdown characters too, since GitHub renders some
 * markdown inside `<summary>`.
 */
export function escapeHtml(text: string): string {
  return defuse(showInvisible(text).replace(/[&<>"'`*_[\]|~\\$]/g, (c) => ENTITY[c]!));
}
