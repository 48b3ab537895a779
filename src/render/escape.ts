// Names come from users' code and harness output: nothing in a name may inject markdown, HTML or an
// @mention into a PR comment. Escape everything that means something to GitHub's markdown.

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Escapes text for a markdown table cell or paragraph (not for a code span). Emphasis, code, links,
 * pipes, strike-through and HTML are escaped everywhere; `#`, `+`, `-`, `=` and `>` only matter at the
 * start of a line, so only there (a name like `c++` stays readable in the raw markdown too).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => HTML[c]!)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/@/g, '&#64;') // no @mentions, no team pings
    .replace(/:(?=\w+:)/g, '&#58;') // no :emoji: shortcodes from names
    .replace(/\r?\n/g, ' ')
    .replace(/^(\s*)([#+=!-])/, '$1\\$2')
    .replace(/^(\s*\d+)\.(?=\s|$)/, '$1\\.'); // "1. x" would start an ordered list; "0.25" would not
}

/** Text inside <summary> or other inline HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => HTML[c]!).replace(/@/g, '&#64;');
}
