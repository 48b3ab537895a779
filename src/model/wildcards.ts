// Name patterns from the config applied to benchmark names, which a fork's PR controls. As regular
// expressions, `*/*/*/*/large` took 10 s on a 645-character name and `encode_{a}_{b}_{c}` 12 s on a
// 3,207-character one (backtracking, a power of the name's length); these matchers take time linear in the
// name for each piece of the pattern, with the same results.

/** A name glob: `*` any run of characters (including `/`), `?` one character; everything else literal. */
export interface Glob {
  readonly source: string;
  test(name: string): boolean;
}

export function globMatcher(glob: string): Glob {
  return { source: glob, test: (name) => globMatches(glob, name) };
}

/** The classic two-pointer wildcard match: on a mismatch, the last `*` takes one more character; O(name × glob) at worst. */
function globMatches(glob: string, name: string): boolean {
  let g = 0;
  let n = 0;
  let star = -1;
  let starAt = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === '?' || (glob[g] !== '*' && glob[g] === name[n]))) {
      g++;
      n++;
    } else if (g < glob.length && glob[g] === '*') {
      star = g++;
      starAt = n;
    } else if (star >= 0) {
      g = star + 1;
      n = ++starAt;
    } else return false;
  }
  while (g < glob.length && glob[g] === '*') g++;
  return g === glob.length;
}

/**
 * `read/{format}/{lib}`: literals and placeholders, each placeholder one or more characters other than `/`,
 * the shortest that lets the rest match (as a lazy `([^/]+?)` would). `exec` gives the placeholders' values
 * in order, or undefined. Decided by a table of which pattern pieces can match which name suffixes, built
 * backwards once, then read forwards: O(placeholders × name × literal) at worst.
 */
export interface Placeholders {
  readonly names: string[];
  exec(name: string): string[] | undefined;
}

export function placeholderMatcher(pattern: string): Placeholders {
  // literals[i] precedes placeholder i; literals[k] follows the last.
  const literals: string[] = [];
  const names: string[] = [];
  const re = /\{([^}]+)\}/g;
  let last = 0;
  for (let m = re.exec(pattern); m !== null; m = re.exec(pattern)) {
    literals.push(pattern.slice(last, m.index));
    names.push(m[1]!);
    last = m.index + m[0].length;
  }
  literals.push(pattern.slice(last));
  return { names, exec: (name) => placeholdersOf(literals, name) };
}

function placeholdersOf(literals: string[], name: string): string[] | undefined {
  const k = literals.length - 1;
  const n = name.length;
  const head = literals[0]!;
  if (!name.startsWith(head)) return undefined;
  if (k === 0) return name.length === head.length ? [] : undefined;
  // slash[i]: the first '/' at or after i (n when none): a placeholder starting at s may end before it only.
  const slash = new Int32Array(n + 1);
  slash[n] = n;
  for (let i = n - 1; i >= 0; i--) slash[i] = name.charCodeAt(i) === 47 ? i : slash[i + 1]!;
  // can[j][s]: placeholder j starting at s, with everything after it, matches the rest of the name.
  const can: Uint8Array[] = Array.from({ length: k }, () => new Uint8Array(n + 1));
  for (let j = k - 1; j >= 0; j--) {
    const after = literals[j + 1]!;
    const next = j + 1 < k ? can[j + 1]! : undefined;
    // ok[e]: the placeholder may end at e (the literal after it matches at e, and the rest from there).
    const ok = new Uint8Array(n + 1);
    for (let e = 0; e <= n; e++) {
      if (!name.startsWith(after, e)) continue;
      const rest = e + after.length;
      ok[e] = next === undefined ? (rest === n ? 1 : 0) : next[rest]!;
    }
    // can[j][s]: the nearest allowed end after s lies within s's segment (a value has no '/'), in one pass backwards.
    let nearest = n + 1;
    for (let s = n; s >= 0; s--) {
      if (nearest <= slash[s]!) can[j]![s] = 1;
      if (ok[s]) nearest = s;
    }
  }
  const values: string[] = [];
  let s = head.length;
  for (let j = 0; j < k; j++) {
    if (!can[j]![s]) return undefined;
    // The shortest value: the first end e > s within the segment where the rest can match.
    const after = literals[j + 1]!;
    const next = j + 1 < k ? can[j + 1]! : undefined;
    let e = s + 1;
    for (; e <= slash[s]!; e++) {
      if (!name.startsWith(after, e)) continue;
      const rest = e + after.length;
      if (next === undefined ? rest === n : next[rest] === 1) break;
    }
    values.push(name.slice(s, e));
    s = e + after.length;
  }
  return values;
}
