// Moving a command's paths from one tree to another (paired rounds: the head checkout to the base worktree,
// a shared Cargo target directory to the base's own).

/**
 * `text` with every whole path `from` (or one under it) moved to `to`: a command or an env value that names
 * the head checkout by its absolute path would run head's files in the base tree. Linear; `/repo` is not
 * moved inside `/repo-2` or `/x/repo`.
 */
export function movePaths(text: string, from: string, to: string): string {
  let out = '';
  let at = 0;
  for (let i = text.indexOf(from); i >= 0; i = text.indexOf(from, i + from.length)) {
    const before = i === 0 ? '' : text[i - 1]!;
    const after = text[i + from.length] ?? '';
    if (/[\w./-]/.test(before) || /[\w.-]/.test(after)) continue;
    out += text.slice(at, i) + to;
    at = i + from.length;
  }
  return at === 0 ? text : out + text.slice(at);
}
