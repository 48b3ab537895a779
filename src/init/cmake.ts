// `benchgate init`'s reading of CMake: which executable target builds a benchmark source, where its binary
// lands and which options must be on for it to exist. Benchmark folders name their targets through variables
// (`${PROJECT_NAME}_bench`), helper functions (symforce's add_matrix_multiplication_benchmark(b1_ss)), globs
// (`file(GLOB …)` then one executable per file in a foreach) and included .cmake files, so the lists are
// evaluated, not matched: a small interpreter of the commands that make targets and the variables they read.
// Conditions are not evaluated: every if() branch is taken, and break()/continue()/return() are ignored, so a
// target any configuration defines is found (the options it needs come from the if() blocks around it).
// Bounded: one budget of commands (a glob costs by the files it scans) for all trees, and include()/function
// nesting, so hostile lists stay linear.
import { posix } from 'node:path';
import { pushAll } from '../model/arrays';

/** A repository file as init reads it (the subset this module needs). */
export interface CMakeFile {
  path: string;
  text: string;
}

/** A place in a CMakeLists.txt: the command at `index` of `file`'s text. */
export interface CMakeCall {
  file: CMakeFile;
  index: number;
}

export interface CMakeTarget {
  name: string;
  /** The sources, as repository paths. */
  sources: Set<string>;
  /** The folder to configure from (`cmake -B build` there): the top of the tree whose evaluation defined it. */
  top: string;
  /** The binary, relative to `top`. */
  binary: string;
  /** The command in a CMakeLists.txt that defined it (its add_executable(), or the call or include() that led there). */
  at: CMakeCall;
  /** The add_subdirectory() calls that reached that CMakeLists.txt, innermost first. */
  calls: CMakeCall[];
}

interface Arg {
  text: string;
  /** Quoted or bracket arguments are one argument whatever `;` they hold after expansion. */
  quoted: boolean;
  /** Bracket arguments are not expanded. */
  bracket: boolean;
}

interface Command {
  name: string;
  args: Arg[];
  index: number;
}

/** Commands the evaluation of a repository's trees may run; a real project's runs a few thousand. */
const COMMAND_BUDGET = 200_000;
/** include() and function-call nesting. */
const MAX_DEPTH = 64;
/** Passes of `${…}` expansion (each replaces the innermost references). */
const MAX_EXPANSIONS = 16;

/** The commands of a CMake file in order, in one pass over its text. */
export function cmakeCommands(text: string): Command[] {
  const out: Command[] = [];
  const n = text.length;
  let i = 0;
  const bracketEnd = (at: number): { end: number; close: string } | undefined => {
    const m = /^\[(=*)\[/.exec(text.slice(at, at + 64));
    if (!m) return undefined;
    const close = `]${m[1]}]`;
    const end = text.indexOf(close, at + m[0].length);
    return { end: end < 0 ? n : end, close };
  };
  const skipComment = (at: number): number => {
    const b = bracketEnd(at + 1);
    if (b) return Math.min(n, b.end + b.close.length);
    const eol = text.indexOf('\n', at);
    return eol < 0 ? n : eol + 1;
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '#') {
      i = skipComment(i);
      continue;
    }
    if (!/[A-Za-z_]/.test(c) || (i > 0 && /[\w$]/.test(text[i - 1]!))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && /\w/.test(text[i]!)) i++;
    const name = text.slice(start, i).toLowerCase();
    let j = i;
    while (j < n && (text[j] === ' ' || text[j] === '\t')) j++;
    if (text[j] !== '(') continue;
    i = j + 1;
    const args: Arg[] = [];
    let depth = 1;
    while (i < n && depth > 0) {
      const d = text[i]!;
      if (d === ' ' || d === '\t' || d === '\n' || d === '\r') i++;
      else if (d === '#') i = skipComment(i);
      else if (d === '(') {
        depth++;
        i++;
      } else if (d === ')') {
        depth--;
        i++;
      } else if (d === '"') {
        let k = i + 1;
        let value = '';
        while (k < n && text[k] !== '"') {
          if (text[k] === '\\' && k + 1 < n) {
            const e = text[k + 1]!;
            value += e === 'n' ? '\n' : e === 't' ? '\t' : e === '\n' ? '' : e === ';' ? '\\;' : e;
            k += 2;
          } else value += text[k++];
        }
        args.push({ text: value, quoted: true, bracket: false });
        i = k + 1;
      } else if (d === '[' && bracketEnd(i)) {
        const b = bracketEnd(i)!;
        const open = text.indexOf('[', i + 1) + 1;
        args.push({ text: text.slice(open, b.end).replace(/^\r?\n/, ''), quoted: true, bracket: true });
        i = Math.min(n, b.end + b.close.length);
      } else {
        let k = i;
        while (k < n && !/[\s()#"]/.test(text[k]!)) k += text[k] === '\\' ? 2 : 1;
        // A quote inside an unquoted argument (`-DX="y"`) belongs to it.
        while (k < n && text[k] === '"') {
          const close = text.indexOf('"', k + 1);
          k = close < 0 ? n : close + 1;
          while (k < n && !/[\s()#"]/.test(text[k]!)) k += text[k] === '\\' ? 2 : 1;
        }
        args.push({ text: text.slice(i, k), quoted: false, bracket: false });
        i = k;
      }
    }
    out.push({ name, args, index: start });
  }
  return out;
}

/** The longest value a variable may hold: `set(a ${a}${a})` forty times over would otherwise need 2^40 characters. */
const MAX_VALUE_CHARS = 1 << 20;

class Scope {
  readonly vars: Map<string, string>;
  constructor(
    readonly parent: Scope | undefined,
    /** The evaluation's budget: a value past MAX_VALUE_CHARS spends it, and the evaluation stops. */
    readonly budget: { left: number },
    from?: Map<string, string>,
  ) {
    this.vars = new Map(from);
  }
  get(name: string): string {
    return this.vars.get(name) ?? '';
  }
  set(name: string, value: string | undefined): void {
    if (value === undefined) this.vars.delete(name);
    else if (value.length > MAX_VALUE_CHARS) this.budget.left = -1;
    else this.vars.set(name, value);
  }
}

interface Definition {
  params: string[];
  body: Command[];
  file: CMakeFile;
  macro: boolean;
}

interface DraftTarget {
  name: string;
  sources: Set<string>;
  runtimeDir: string;
  outputName?: string;
  at: CMakeCall;
  calls: CMakeCall[];
}

/** A CMake list as its items (`a;b` → a, b; an escaped `\;` stays in its item). */
function listItems(value: string): string[] {
  if (value === '') return [];
  return value.split(/(?<!\\);/).filter((s) => s !== '');
}

/** A path as CMake resolves it against `base`; every path is absolute, `/` the repository root. */
function resolvePath(base: string, p: string): string {
  return p.startsWith('/') ? posix.normalize(p) : posix.join(base, p);
}

/** A CMake glob (`*`, `?`, `[…]`) as a regular expression over whole paths. */
function globRegExp(pattern: string, recurse: boolean): RegExp {
  const part = (s: string): string =>
    s.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  const slash = pattern.lastIndexOf('/');
  const dir = pattern.slice(0, slash);
  const name = pattern.slice(slash + 1);
  return new RegExp(`^${part(dir)}${recurse ? '(?:/.+)?' : ''}/${part(name)}$`);
}

/**
 * Every executable target of the CMake trees in `cmakes` (CMakeLists.txt and .cmake files), with the
 * repository's file paths (`paths`, for file(GLOB)). The repository root's tree first, then every
 * CMakeLists.txt no evaluation reached: one with a project() of its own is a separate build (nlohmann/json's
 * tests/benchmarks), another is taken as part of the root's build, reached some way not seen.
 */
export function cmakeTargets(cmakes: CMakeFile[], paths: string[]): CMakeTarget[] {
  const byPath = new Map(cmakes.map((c) => [`/${c.path}`, c]));
  const files = paths.map((p) => `/${p}`).sort();
  const reached = new Set<string>();
  const out: CMakeTarget[] = [];
  const budget = { left: COMMAND_BUDGET };
  const lists = cmakes.filter((c) => posix.basename(c.path) === 'CMakeLists.txt').sort((a, b) => a.path.split('/').length - b.path.split('/').length || (a.path < b.path ? -1 : 1));
  const hasRoot = lists.some((c) => c.path === 'CMakeLists.txt');
  for (const list of lists) {
    if (reached.has(list.path)) continue;
    const dir = posix.dirname(list.path);
    const ownProject = /^\s*project\s*\(/im.test(list.text);
    const top = dir === '.' || ownProject || !hasRoot ? dir : '.';
    pushAll(out, evaluateTree(list, top, byPath, files, reached, budget));
  }
  return out;
}

function evaluateTree(list: CMakeFile, top: string, byPath: Map<string, CMakeFile>, files: string[], reached: Set<string>, budget: { left: number }): CMakeTarget[] {
  const root = `/${top === '.' ? '' : top}`.replace(/\/$/, '') || '/';
  const build = posix.join(root, 'build');
  const targets = new Map<string, DraftTarget>();
  const functions = new Map<string, Definition>();
  const parsed = new Map<CMakeFile, Command[]>();
  const commandsOf = (f: CMakeFile): Command[] => {
    let cs = parsed.get(f);
    if (cs === undefined) parsed.set(f, (cs = cmakeCommands(f.text)));
    return cs;
  };

  /** `${VAR}` (innermost first, so `${${name}_SOURCES}` works) and `$ENV{…}`, which is empty here. */
  const expand = (s: string, scope: Scope): string => {
    for (let pass = 0; pass < MAX_EXPANSIONS && s.includes('{'); pass++) {
      const next = s.replace(/\$(ENV|CACHE)?\{([^${}]*)\}/g, (_, kind: string | undefined, name: string) => (kind === 'ENV' ? '' : scope.get(name)));
      if (next === s) break;
      s = next;
    }
    return s;
  };
  const argsOf = (c: Command, scope: Scope): string[] => {
    const out: string[] = [];
    for (const a of c.args) {
      if (a.bracket) out.push(a.text);
      else if (a.quoted) out.push(expand(a.text, scope));
      else pushAll(out, listItems(expand(a.text, scope)));
    }
    return out;
  };

  interface Frame {
    scope: Scope;
    /** The directory's CMAKE_CURRENT_SOURCE_DIR and CMAKE_CURRENT_BINARY_DIR. */
    source: string;
    binary: string;
    /**
     * Inside a function call or an include(): the command of the directory's CMakeLists.txt that led there, where a
     * target made inside is said to come from. Undefined while the list's own commands run (each is its own site).
     */
    site: CMakeCall | undefined;
    /** The CMakeLists.txt of the directory. */
    list: CMakeFile;
    calls: CMakeCall[];
    depth: number;
  }

  const run = (commands: Command[], file: CMakeFile, frame: Frame): void => {
    for (let k = 0; k < commands.length; k++) {
      if (--budget.left < 0) return;
      const c = commands[k]!;
      const site = frame.site ?? (file === frame.list ? { file, index: c.index } : undefined);
      const here: Frame = { ...frame, site };
      // Blocks: their body runs per item (foreach), or is kept (function, macro), or is skipped (while: its
      // condition is not evaluated and a loop over nothing known would not end).
      const block = blockEnd(commands, k);
      if (block !== undefined) {
        const body = commands.slice(k + 1, block);
        if (c.name === 'foreach') {
          const args = argsOf(c, frame.scope);
          const loopVar = args[0];
          if (loopVar !== undefined) {
            for (const item of foreachItems(args.slice(1), frame.scope)) {
              frame.scope.set(loopVar, item);
              // Its commands are the list's own: each is where a target it makes comes from (the if()s around it count).
              run(body, file, frame);
              if (budget.left < 0) return;
            }
          }
        } else if (c.name === 'function' || c.name === 'macro') {
          const [name, ...params] = argsOf(c, frame.scope);
          if (name !== undefined) functions.set(name.toLowerCase(), { params, body, file, macro: c.name === 'macro' });
        }
        k = block;
        continue;
      }
      command(c, file, here);
    }
  };

  const command = (c: Command, file: CMakeFile, frame: Frame): void => {
    const { scope } = frame;
    const args = argsOf(c, scope);
    switch (c.name) {
      case 'set': {
        const [name, ...rest] = args;
        if (name === undefined) return;
        const cache = rest.indexOf('CACHE');
        const parentScope = rest[rest.length - 1] === 'PARENT_SCOPE';
        const values = cache >= 0 ? rest.slice(0, cache) : parentScope ? rest.slice(0, -1) : rest;
        // A cache entry does not replace a variable already set (CMake's normal variables win over the cache).
        if (cache >= 0 && scope.vars.has(name)) return;
        (parentScope ? (scope.parent ?? scope) : scope).set(name, values.length === 0 && cache < 0 ? undefined : values.join(';'));
        return;
      }
      case 'unset':
        if (args[0] !== undefined) scope.set(args[0], undefined);
        return;
      case 'option':
        if (args[0] !== undefined && !scope.vars.has(args[0])) scope.set(args[0], args[2] ?? 'OFF');
        return;
      case 'list': {
        const [op, name, ...items] = args;
        if (name === undefined) return;
        const current = listItems(scope.get(name));
        if (op === 'APPEND') scope.set(name, [...current, ...items].join(';'));
        else if (op === 'PREPEND') scope.set(name, [...items, ...current].join(';'));
        else if (op === 'REMOVE_ITEM') scope.set(name, current.filter((v) => !items.includes(v)).join(';'));
        else if (op === 'FILTER' && items.length >= 3 && items[1] === 'REGEX') {
          const re = cmakeRegExp(items[2]!);
          if (re) scope.set(name, current.filter((v) => re.test(v) === (items[0] === 'INCLUDE')).join(';'));
        }
        return;
      }
      case 'string':
        stringCommand(args, scope);
        return;
      case 'get_filename_component': {
        const [name, path, mode, ...rest] = args;
        if (name === undefined || path === undefined || mode === undefined) return;
        const baseAt = rest.indexOf('BASE_DIR');
        const base = baseAt >= 0 && rest[baseAt + 1] !== undefined ? rest[baseAt + 1]! : frame.source;
        scope.set(name, pathComponent(path, mode, base));
        return;
      }
      case 'cmake_path': {
        // cmake_path(GET <path-var> <component> <out-var>)
        const [op, pathVar, component, out] = args;
        if (op !== 'GET' || pathVar === undefined || component === undefined || out === undefined) return;
        const mode = { STEM: 'NAME_WLE', FILENAME: 'NAME', EXTENSION: 'EXT', PARENT_PATH: 'DIRECTORY' }[component];
        if (mode !== undefined) scope.set(out, pathComponent(scope.get(pathVar), mode, frame.source));
        return;
      }
      case 'file': {
        const [op, name, ...rest] = args;
        if ((op !== 'GLOB' && op !== 'GLOB_RECURSE') || name === undefined) return;
        let relative: string | undefined;
        const patterns: string[] = [];
        for (let i = 0; i < rest.length; i++) {
          const a = rest[i]!;
          if (a === 'RELATIVE') relative = resolvePath(frame.source, rest[++i] ?? '');
          else if (a === 'LIST_DIRECTORIES' || a === 'FOLLOW_SYMLINKS') i += a === 'LIST_DIRECTORIES' ? 1 : 0;
          else if (a !== 'CONFIGURE_DEPENDS') patterns.push(resolvePath(frame.source, a));
        }
        const found = new Set<string>();
        for (const p of patterns) {
          budget.left -= files.length >> 6;
          const re = globRegExp(p, op === 'GLOB_RECURSE');
          for (const f of files) if (re.test(f)) found.add(f);
        }
        scope.set(name, [...found].sort().map((f) => (relative === undefined ? f : posix.relative(relative, f))).join(';'));
        return;
      }
      case 'project': {
        const name = args[0];
        if (name === undefined) return;
        scope.set('PROJECT_NAME', name);
        scope.set('PROJECT_SOURCE_DIR', frame.source);
        scope.set('PROJECT_BINARY_DIR', frame.binary);
        scope.set(`${name}_SOURCE_DIR`, frame.source);
        scope.set(`${name}_BINARY_DIR`, frame.binary);
        if (!scope.vars.has('CMAKE_PROJECT_NAME')) scope.set('CMAKE_PROJECT_NAME', name);
        return;
      }
      case 'cmake_parse_arguments':
        parseArguments(args, scope);
        return;
      case 'include': {
        const what = args[0];
        if (what === undefined || frame.depth >= MAX_DEPTH) return;
        const candidates = /[/.]/.test(what)
          ? [resolvePath(frame.source, what)]
          : listItems(scope.get('CMAKE_MODULE_PATH')).map((d) => resolvePath(frame.source, posix.join(d, `${what}.cmake`)));
        const included = candidates.map((p) => byPath.get(p)).find((f) => f !== undefined);
        if (included === undefined) return;
        const was = [scope.get('CMAKE_CURRENT_LIST_DIR'), scope.get('CMAKE_CURRENT_LIST_FILE')];
        scope.set('CMAKE_CURRENT_LIST_DIR', posix.dirname(`/${included.path}`));
        scope.set('CMAKE_CURRENT_LIST_FILE', `/${included.path}`);
        run(commandsOf(included), included, { ...frame, depth: frame.depth + 1 });
        scope.set('CMAKE_CURRENT_LIST_DIR', was[0]);
        scope.set('CMAKE_CURRENT_LIST_FILE', was[1]);
        return;
      }
      case 'add_subdirectory': {
        const [src, bin] = args;
        if (src === undefined || frame.depth >= MAX_DEPTH) return;
        const source = resolvePath(frame.source, src);
        const list = byPath.get(posix.join(source, 'CMakeLists.txt'));
        if (list === undefined || reached.has(list.path)) return;
        reached.add(list.path);
        const binary = bin !== undefined && bin !== 'EXCLUDE_FROM_ALL' && bin !== 'SYSTEM'
          ? resolvePath(frame.binary, bin)
          : source.startsWith(`${frame.source}/`) || frame.source === '/'
            ? posix.join(frame.binary, posix.relative(frame.source, source))
            : posix.join(build, posix.relative(root, source));
        const child = new Scope(scope, budget, scope.vars);
        enterDirectory(child, source, binary, list);
        const site = frame.site ?? { file, index: c.index };
        run(commandsOf(list), list, { scope: child, source, binary, site: undefined, list, calls: [site, ...frame.calls], depth: frame.depth + 1 });
        return;
      }
      case 'add_executable': {
        const [name, ...rest] = args;
        if (name === undefined || /[${}<>]/.test(name) || rest[0] === 'IMPORTED' || rest[0] === 'ALIAS') return;
        const sources = genexItems(rest.filter((a) => a !== 'WIN32' && a !== 'MACOSX_BUNDLE' && a !== 'EXCLUDE_FROM_ALL'));
        const runtime = scope.get('CMAKE_RUNTIME_OUTPUT_DIRECTORY');
        const target: DraftTarget = {
          name,
          sources: new Set(sources.map((s) => resolvePath(frame.source, s))),
          runtimeDir: runtime === '' ? frame.binary : resolvePath(frame.binary, runtime),
          at: frame.site ?? { file, index: c.index },
          calls: frame.calls,
        };
        if (!targets.has(name)) targets.set(name, target);
        return;
      }
      case 'target_sources': {
        const [name, ...rest] = args;
        const target = name === undefined ? undefined : targets.get(name);
        if (target === undefined) return;
        for (const s of genexItems(rest)) if (!/^(INTERFACE|PUBLIC|PRIVATE)$/.test(s)) target.sources.add(resolvePath(frame.source, s));
        return;
      }
      case 'set_target_properties': {
        const at = args.indexOf('PROPERTIES');
        if (at < 0) return;
        for (const name of args.slice(0, at)) setProperties(targets.get(name), args.slice(at + 1), frame);
        return;
      }
      case 'set_property': {
        // set_property(TARGET t… PROPERTY NAME value)
        const at = args.indexOf('PROPERTY');
        if (args[0] !== 'TARGET' || at < 0) return;
        for (const name of args.slice(1, at)) setProperties(targets.get(name), args.slice(at + 1, at + 3), frame);
        return;
      }
      default: {
        const fn = functions.get(c.name);
        if (fn !== undefined && frame.depth < MAX_DEPTH) call(fn, args, frame);
      }
    }
  };

  const setProperties = (target: DraftTarget | undefined, pairs: string[], frame: Frame): void => {
    if (target === undefined) return;
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i] === 'RUNTIME_OUTPUT_DIRECTORY') target.runtimeDir = resolvePath(frame.binary, pairs[i + 1]!);
      else if (pairs[i] === 'OUTPUT_NAME') target.outputName = pairs[i + 1]!;
    }
  };

  const call = (fn: Definition, args: string[], frame: Frame): void => {
    // A function has a scope of its own (set() there is local unless PARENT_SCOPE); a macro runs in its caller's.
    // The copy is charged by its size, as a glob is by the files it scans.
    if (!fn.macro) budget.left -= frame.scope.vars.size >> 6;
    const scope = fn.macro ? frame.scope : new Scope(frame.scope, budget, frame.scope.vars);
    const saved = fn.macro ? new Map([...fn.params, 'ARGN', 'ARGC', 'ARGV'].map((p) => [p, frame.scope.vars.get(p)])) : undefined;
    fn.params.forEach((p, i) => scope.set(p, args[i] ?? ''));
    scope.set('ARGN', args.slice(fn.params.length).join(';'));
    scope.set('ARGV', args.join(';'));
    scope.set('ARGC', String(args.length));
    args.forEach((a, i) => scope.set(`ARGV${i}`, a));
    scope.set('CMAKE_CURRENT_FUNCTION_LIST_DIR', posix.dirname(`/${fn.file.path}`));
    run(fn.body, fn.file, { ...frame, scope, depth: frame.depth + 1 });
    if (saved) for (const [p, v] of saved) frame.scope.set(p, v);
  };

  const enterDirectory = (scope: Scope, source: string, binary: string, list: CMakeFile): void => {
    scope.set('CMAKE_CURRENT_SOURCE_DIR', source);
    scope.set('CMAKE_CURRENT_BINARY_DIR', binary);
    scope.set('CMAKE_CURRENT_LIST_DIR', source);
    scope.set('CMAKE_CURRENT_LIST_FILE', `/${list.path}`);
  };

  const source = posix.dirname(`/${list.path}`);
  const binary = posix.join(build, posix.relative(root, source));
  const scope = new Scope(undefined, budget);
  scope.set('CMAKE_SOURCE_DIR', root);
  scope.set('CMAKE_BINARY_DIR', build);
  scope.set('PROJECT_SOURCE_DIR', root);
  scope.set('PROJECT_BINARY_DIR', build);
  enterDirectory(scope, source, binary, list);
  reached.add(list.path);
  run(commandsOf(list), list, { scope, source, binary, site: undefined, list, calls: [], depth: 0 });

  return [...targets.values()].map((t) => ({
    name: t.name,
    sources: new Set([...t.sources].map((s) => s.slice(1))),
    top,
    binary: posix.relative(root, posix.join(t.runtimeDir, t.outputName ?? t.name)),
    at: t.at,
    calls: t.calls,
  }));
}

/**
 * Source arguments with their generator expressions read as what they may hold: `$<COND:value>` is `value`
 * (the source is the target's in some configuration), `$<…>` without one is nothing. An expression spans
 * arguments where it has spaces: serge-sans-paille/frozen's `$<$<BOOL:${…}>:` then `…/bench_str_search.cpp>`
 * in its target_sources() was a source named `bench_str_search.cpp>` no target had, and a suite of its own.
 */
function genexItems(args: string[]): string[] {
  if (!args.some((a) => a.includes('$<'))) return args;
  const text = args.join(';');
  let i = 0;
  // The text up to the `>` closing the expression being read (or the end), its inner expressions evaluated; read by
  // recursive descent, so expressions nested past MAX_GENEX_DEPTH are left as written (no source is named so).
  const value = (inside: boolean, depth: number): string => {
    let out = '';
    while (i < text.length) {
      if (text.startsWith('$<', i) && depth < MAX_GENEX_DEPTH) {
        i += 2;
        const head = value(true, depth + 1).split(':');
        out += head.length > 1 ? head.slice(1).join(':') : '';
      } else if (inside && text[i] === '>') {
        i++;
        return out;
      } else out += text[i++];
    }
    return out;
  };
  return listItems(value(false, 0));
}

const MAX_GENEX_DEPTH = 32;

/** The index of the command that closes the block `commands[k]` opens, or undefined when it opens none. */
function blockEnd(commands: Command[], k: number): number | undefined {
  const open = commands[k]!.name;
  const close = open === 'foreach' ? 'endforeach' : open === 'while' ? 'endwhile' : open === 'function' ? 'endfunction' : open === 'macro' ? 'endmacro' : undefined;
  if (close === undefined) return undefined;
  let depth = 0;
  for (let j = k + 1; j < commands.length; j++) {
    const name = commands[j]!.name;
    if (name === open) depth++;
    else if (name === close) {
      if (depth === 0) return j;
      depth--;
    }
  }
  return commands.length;
}

/** foreach()'s items: `IN LISTS a b ITEMS x y`, `IN ITEMS …`, `RANGE …` (nothing: no target is made from a count here), or the arguments. */
function foreachItems(args: string[], scope: Scope): string[] {
  if (args[0] === 'RANGE') return [];
  if (args[0] !== 'IN') return args;
  const out: string[] = [];
  let mode: 'LISTS' | 'ITEMS' | undefined;
  for (const a of args.slice(1)) {
    if (a === 'LISTS' || a === 'ITEMS') mode = a;
    else if (a === 'ZIP_LISTS') mode = undefined;
    else if (mode === 'LISTS') pushAll(out, listItems(scope.get(a)));
    else if (mode === 'ITEMS') out.push(a);
  }
  return out;
}

function pathComponent(path: string, mode: string, base: string): string {
  const name = posix.basename(path);
  const dot = name.indexOf('.');
  const last = name.lastIndexOf('.');
  switch (mode) {
    case 'DIRECTORY':
    case 'PATH':
      return posix.dirname(path) === '.' ? '' : posix.dirname(path);
    case 'NAME':
      return name;
    case 'EXT':
      return dot < 0 ? '' : name.slice(dot);
    case 'NAME_WE':
      return dot < 0 ? name : name.slice(0, dot);
    case 'LAST_EXT':
      return last < 0 ? '' : name.slice(last);
    case 'NAME_WLE':
      return last < 0 ? name : name.slice(0, last);
    case 'ABSOLUTE':
    case 'REALPATH':
      return resolvePath(base, path);
    default:
      return '';
  }
}

/**
 * A CMake regular expression as a JavaScript one (the syntax they share), or undefined. Not one with a quantified
 * group that holds a quantifier (`(a+)+`): JavaScript's engine backtracks, and such a pattern can take exponential time.
 */
function cmakeRegExp(source: string): RegExp | undefined {
  if (/\([^)]*[+*][^)]*\)[+*{]/.test(source)) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

function stringCommand(args: string[], scope: Scope): void {
  const [op, ...rest] = args;
  switch (op) {
    case 'REPLACE': {
      const [match, replace, out, ...input] = rest;
      if (match === undefined || replace === undefined || out === undefined) return;
      scope.set(out, match === '' ? input.join('') : input.join('').split(match).join(replace));
      return;
    }
    case 'REGEX': {
      const [kind, re, replace, out, ...input] = rest;
      if (kind !== 'REPLACE' || re === undefined || replace === undefined || out === undefined) return;
      const regex = cmakeRegExp(re);
      if (regex === undefined) return;
      scope.set(out, input.join('').replace(new RegExp(regex.source, 'g'), replace.replace(/\\(\d)/g, '$$$1')));
      return;
    }
    case 'TOLOWER':
    case 'TOUPPER': {
      const [input, out] = rest;
      if (input !== undefined && out !== undefined) scope.set(out, op === 'TOLOWER' ? input.toLowerCase() : input.toUpperCase());
      return;
    }
    case 'STRIP': {
      const [input, out] = rest;
      if (input !== undefined && out !== undefined) scope.set(out, input.trim());
      return;
    }
    case 'CONCAT': {
      const [out, ...input] = rest;
      if (out !== undefined) scope.set(out, input.join(''));
      return;
    }
    case 'APPEND':
    case 'PREPEND': {
      const [name, ...input] = rest;
      if (name !== undefined) scope.set(name, op === 'APPEND' ? scope.get(name) + input.join('') : input.join('') + scope.get(name));
      return;
    }
  }
}

/**
 * cmake_parse_arguments(<prefix> <options> <one_value_keywords> <multi_value_keywords> <args>…) and its
 * `PARSE_ARGV <N>` form: `<prefix>_<KEYWORD>` for each keyword given, the rest in `<prefix>_UNPARSED_ARGUMENTS`.
 */
function parseArguments(args: string[], scope: Scope): void {
  const argv = args[0] === 'PARSE_ARGV';
  const [prefix, options, one, multi] = argv ? args.slice(2) : args;
  if (prefix === undefined) return;
  const input = argv ? listItems(scope.get('ARGV')).slice(Number(args[1]) || 0) : args.slice(4);
  const opts = new Set(listItems(options ?? ''));
  const ones = new Set(listItems(one ?? ''));
  const multis = new Set(listItems(multi ?? ''));
  const values = new Map<string, string[]>();
  const unparsed: string[] = [];
  let current: string | undefined;
  for (const a of input) {
    if (opts.has(a)) {
      values.set(a, ['TRUE']);
      current = undefined;
    } else if (ones.has(a) || multis.has(a)) {
      values.set(a, []);
      current = a;
    } else if (current !== undefined) {
      values.get(current)!.push(a);
      if (ones.has(current)) current = undefined;
    } else unparsed.push(a);
  }
  for (const k of [...opts, ...ones, ...multis]) scope.set(`${prefix}_${k}`, values.get(k)?.join(';') ?? (opts.has(k) ? 'FALSE' : undefined));
  scope.set(`${prefix}_UNPARSED_ARGUMENTS`, unparsed.length ? unparsed.join(';') : undefined);
}

/**
 * The options to turn on so that a target exists: those of the `if()` blocks around its add_executable() and
 * the add_subdirectory() calls that reach it, declared `option(NAME "…" OFF)` (or with no default). gabime/spdlog
 * adds bench/ under `if(SPDLOG_BUILD_BENCH OR SPDLOG_BUILD_ALL)`, both off, and the build said "No rule to make
 * target 'formatter-bench'". Of an OR, one (a *BENCH* one first) and none where another operand is on already; a
 * condition with NOT, or an else() branch, is left alone.
 */
export function cmakeOptions(cmakes: CMakeFile[], calls: CMakeCall[]): string[] {
  const declared = new Map<string, boolean>();
  for (const c of cmakes) {
    // cmake_dependent_option(NAME "…" DEFAULT "DEPENDS" FORCE) too, and names with dots (serge-sans-paille/frozen's
    // `CMAKE_DEPENDENT_OPTION(frozen.benchmark "Build the frozen benchmark" OFF "NOT subproject" OFF)`, which
    // guards its benchmarks/: the setup built no such target). A default not written out (`${BUILD_TESTING}`) is unknown.
    const text = uncommented(c.text);
    const found = [
      ...[...text.matchAll(/\boption\s*\(\s*([\w.+-]+)\s+"(?:[^"\\]|\\.)*"\s*(\w*)\s*\)/gi)].map((m) => [m.index, m[1]!, m[2]!] as const),
      ...[...text.matchAll(/\bcmake_dependent_option\s*\(\s*([\w.+-]+)\s+"(?:[^"\\]|\\.)*"\s*(\w+)\s/gi)].map((m) => [m.index, m[1]!, m[2]!] as const),
    ].sort((a, b) => a[0] - b[0]);
    for (const [, name, value] of found) if (!declared.has(name)) declared.set(name, /^(ON|YES|TRUE|Y|1)$/i.test(value));
  }
  const out: string[] = [];
  for (const { file, index } of calls) {
    for (const condition of openIfs(uncommented(file.text), index)) {
      const words = condition.split(/[\s()]+/).filter(Boolean);
      if (words.some((w) => /^NOT$/i.test(w))) continue;
      const off = words.filter((w) => declared.get(w) === false);
      if (words.some((w) => /^OR$/i.test(w))) {
        if (words.some((w) => declared.get(w) === true)) continue;
        const pick = off.find((w) => /BENCH/i.test(w)) ?? off[0];
        if (pick !== undefined) out.push(pick);
      } else pushAll(out, off);
    }
  }
  return [...new Set(out)];
}

/** The conditions of the `if()` blocks open at `index` (not those of an else()/elseif() branch it is in). */
function openIfs(text: string, index: number): string[] {
  const stack: { condition: string; branch: boolean }[] = [];
  for (const m of text.slice(0, index).matchAll(/\b(if|elseif|else|endif)\s*\(/gi)) {
    let depth = 1;
    let end = m.index + m[0].length;
    while (end < index && depth > 0) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
      end++;
    }
    const word = m[1]!.toLowerCase();
    if (word === 'if') stack.push({ condition: text.slice(m.index + m[0].length, end - 1), branch: false });
    else if (word === 'endif') stack.pop();
    else if (stack.length > 0) stack[stack.length - 1]!.branch = true;
  }
  return stack.filter((s) => !s.branch).map((s) => s.condition);
}

/** CMake text with its `#` comments blanked (same length, so indexes still hold). */
function uncommented(text: string): string {
  return text.replace(/#[^\n]*/g, (c) => ' '.repeat(c.length));
}
