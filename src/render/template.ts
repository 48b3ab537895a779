// Layouts as logic-less mustache templates (https://mustache.github.io/mustache.5.html): the report and
// the PR comment (templates/*.md.mustache, or the config's own), the files `benchgate init` writes.
// The template text comes in as a string: the shell reads users' files, esbuild bundles ours.
import Mustache from 'mustache';

export type Partials = Record<string, string>;

/**
 * Every field handed to a template is already escaped for where it lands (render/escape.ts for markdown;
 * YAML scalars for a config): mustache's own HTML escaping is turned off, so `{{x}}` and `{{{x}}}` print
 * the same and nothing is escaped twice (`&amp;` would show as `&amp;amp;`).
 */
const AS_IS = (value: unknown): string => String(value);

export function renderTemplate(template: string, view: object, o: { partials?: Partials; tags?: [string, string] } = {}): string {
  return Mustache.render(template, view, o.partials, { escape: AS_IS, ...(o.tags ? { tags: o.tags } : {}) });
}

/**
 * Why `template` cannot be used, or undefined: a syntax error (an unclosed section, a bad tag), or a
 * partial other than `allowed` (a partial that is not there renders as nothing; `{{> report}}` inside the
 * report itself would never end).
 */
export function templateProblem(template: string, allowed: readonly string[] = []): string | undefined {
  let tokens: ReturnType<typeof Mustache.parse>;
  try {
    tokens = Mustache.parse(template);
  } catch (err) {
    return withLine((err as Error).message, template);
  }
  const partials = new Set<string>();
  const walk = (ts: typeof tokens): void => {
    for (const t of ts) {
      if (t[0] === '>') partials.add(t[1]);
      if (Array.isArray(t[4])) walk(t[4] as typeof tokens);
    }
  };
  walk(tokens);
  const wrong = [...partials].filter((p) => !allowed.includes(p));
  if (wrong.length === 0) return undefined;
  return `the partial${wrong.length === 1 ? '' : 's'} ${wrong.map((p) => `{{> ${p}}}`).join(', ')} ${allowed.length ? `(only {{> ${allowed.join('}}, {{> ')}}} is available here)` : '(no partial is available here)'}`;
}

/** mustache says `Unclosed section "x" at 312` (a character offset, the end for an unclosed section): say the line, the opening one where there is one. */
function withLine(message: string, template: string): string {
  const lineAt = (offset: number) => template.slice(0, offset).split('\n').length;
  const open = /^Unclosed section "(.*)" at \d+$/.exec(message);
  const at = open ? template.search(new RegExp(`\\{\\{\\s*[#^]\\s*${open[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\}\\}`)) : -1;
  if (open && at >= 0) return `Unclosed section "${open[1]}" opened on line ${lineAt(at)}`;
  return message.replace(/ at (\d+)$/, (_m, n: string) => ` on line ${lineAt(Number(n))}`);
}
