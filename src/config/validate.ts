// Validates benchgate.yml text: YAML syntax, the zod schema, then rules across fields.
// Every problem becomes one ConfigIssue with the field path, its line, what was expected and what was found.
import { LineCounter, parseDocument, isNode } from 'yaml';
import type { z } from 'zod';
import { ConfigError, type ConfigIssue } from '../model/errors';
import { harnessIds } from '../parse/registry';
import { Config } from './schema';

type PathPart = string | number;

/** `suites[2].harness` */
export function formatPath(path: readonly PathPart[]): string {
  return path.reduce<string>((acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc === '' ? part : `${acc}.${part}`), '');
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function valueAt(root: unknown, path: readonly PathPart[]): unknown {
  let v: unknown = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PathPart, unknown>)[p];
  }
  return v;
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): ConfigIssue {
  const path = issue.path.filter((p): p is PathPart => typeof p !== 'symbol');
  const found = valueAt(data, path);
  switch (issue.code) {
    case 'invalid_type':
      return { path: formatPath(path), expected: issue.expected, found: show(found) };
    case 'invalid_value':
      return { path: formatPath(path), expected: `one of ${issue.values.map((v) => show(v)).join(', ')}`, found: show(found) };
    case 'unrecognized_keys':
      return { path: formatPath(path) || '(top level)', expected: 'only known keys (see schema/benchgate.schema.json)', found: `unknown key ${issue.keys.map((k) => show(k)).join(', ')}` };
    case 'too_small':
      return { path: formatPath(path), expected: `at least ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''}`, found: show(found) };
    case 'too_big':
      return { path: formatPath(path), expected: `at most ${String(issue.maximum)}`, found: show(found) };
    case 'invalid_union':
    case 'invalid_format':
    default:
      return { path: formatPath(path), expected: issue.message.replace(/^Invalid input:?\s*/i, '') || 'a valid value', found: show(found) };
  }
}

/** Rules zod cannot express alone: known harness ids, unique names, what each harness kind needs. */
function crossFieldIssues(config: Config): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const known = harnessIds();
  const seen = new Set<string>();
  config.suites.forEach((s, i) => {
    const at = (field: string): string => `suites[${i}].${field}`;
    if (seen.has(s.name)) issues.push({ path: at('name'), expected: 'a name no other suite has', found: show(s.name) });
    seen.add(s.name);
    if (s.harness !== undefined && !known.includes(s.harness)) {
      issues.push({ path: at('harness'), expected: `one of ${known.join(', ')}`, found: show(s.harness) });
    }
    if (s.harness === 'command') {
      if (s.commands === undefined) issues.push({ path: at('commands'), expected: 'a map of name → command line (harness: command)', found: 'nothing' });
    } else if (s.harness === 'size') {
      if (s.files === undefined) issues.push({ path: at('files'), expected: 'a list of files or globs (harness: size)', found: 'nothing' });
    } else if (s.run === undefined) {
      issues.push({ path: at('run'), expected: 'a shell command that runs the benchmarks', found: 'nothing' });
    }
  });
  return issues;
}

/** Adds `(line N)` to each issue's path where the YAML node can be found. */
function withLines(issues: ConfigIssue[], doc: ReturnType<typeof parseDocument>, lines: LineCounter): ConfigIssue[] {
  return issues.map((issue) => {
    const parts = issue.path.match(/[^.[\]]+/g) ?? [];
    const path = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    // Walk up until a node exists (a missing key has no node: point at its parent).
    for (let n = path.length; n >= 0; n--) {
      const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) {
        return { ...issue, path: `${issue.path} (line ${lines.linePos(node.range[0]).line})` };
      }
    }
    return issue;
  });
}

/** Parses and validates config text; throws one ConfigError listing every problem. */
export function validateConfig(text: string, file: string): Config {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      file,
      doc.errors.map((e) => ({ path: `line ${lines.linePos(e.pos[0]).line}`, expected: 'valid YAML', found: e.message.split('\n')[0] })),
    );
  }
  let data: unknown;
  try {
    // Anchors reused across many suites (`env: *env`) are fine; aliases of aliases that expand without
    // bound (a "billion laughs") are refused by the YAML reader, and said here like any other problem.
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (err) {
    throw new ConfigError(file, [{ path: '(aliases)', expected: 'YAML whose aliases (*name) expand to a bounded document', found: (err as Error).message }]);
  }
  const parsed = Config.safeParse(data ?? {});
  if (!parsed.success) {
    throw new ConfigError(file, withLines(parsed.error.issues.map((i) => describeIssue(i, data)), doc, lines));
  }
  const cross = crossFieldIssues(parsed.data);
  if (cross.length > 0) throw new ConfigError(file, withLines(cross, doc, lines));
  return parsed.data;
}
