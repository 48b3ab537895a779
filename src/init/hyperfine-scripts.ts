// Shell scripts that run hyperfine and keep its JSON export (bat's tests/benchmarks/run-benchmarks.sh): each is a
// hyperfine suite that runs the script and reads the files it exports. Read, never run: only what the text says
// plainly is used (literal paths, variables assigned a literal once, the `--release` convention of Rust projects).
import { posix } from 'node:path';
import type { DetectedSuite, RepoFile } from './suite';

export const SHELL_SCRIPT = /(^|\/)[^/]+\.(sh|bash)$/;

/** The script's lines with `\`-newline continuations joined, comment lines dropped. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    if (pending === '' && /^\s*#/.test(raw)) continue;
    if (/\\$/.test(raw)) {
      pending += `${raw.slice(0, -1)} `;
      continue;
    }
    out.push(pending + raw);
    pending = '';
  }
  if (pending !== '') out.push(pending);
  return out;
}

/**
 * Where hyperfine runs in a line: the word outside quotes, as a command (`hyperfine …`, `nice hyperfine …`) or the
 * command a runner is given (bencher's `bencher run … hyperfine --export-json results.json …`); -1 where it does not.
 * `echo "… hyperfine --export-json …"` only prints it.
 */
function hyperfineAt(line: string): number {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== '') {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '\\') i++;
    else if (c === 'h' && line.startsWith('hyperfine', i) && (i === 0 || /[\s;&|(]/.test(line[i - 1]!)) && (i + 9 === line.length || /\s/.test(line[i + 9]!))) return i;
  }
  return -1;
}

// A quote left open runs to the line's end (one scan, not one per later `--export-json`).
const EXPORT_JSON = /--export-json(?:=|\s+)("[^"]*(?:"|$)|'[^']*(?:'|$)|[^\s;&|)]+)/g;
/** `NAME=value`, `export NAME=value`, and `: ${NAME:=value}` (a default the environment may override). */
const ASSIGNMENT = /^\s*(?:(?:export|local|readonly|declare)\s+)?([A-Za-z_]\w*)=("[^"`$]*"|'[^']*'|[^\s;#"'`$]*)\s*(?:;|#|$)/;
const DEFAULT_ASSIGNMENT = /^\s*:\s+"?\$\{([A-Za-z_]\w*):?=([^}`$]*)\}"?\s*$/;
/** The script moves to its own folder first: the paths in it are relative to that folder. */
const CD_TO_OWN_DIR = /(?:^|[;&|])[ \t]*cd[ \t]+(?:--[ \t]+)?"?\$\([ \t]*dirname[ \t]+(?:--[ \t]+)?"?\$(?:\{BASH_SOURCE(?:\[0\])?\}|BASH_SOURCE|0|\{0\})"?[ \t]*\)"?/m;

const unquote = (word: string): string => (/^(["']).*\1$/.test(word) ? word.slice(1, -1) : word);

/** Variables assigned exactly one literal value in the script (several different values: not known). */
function literalVariables(lines: string[]): Map<string, string> {
  const values = new Map<string, string | null>();
  for (const line of lines) {
    const m = ASSIGNMENT.exec(line) ?? DEFAULT_ASSIGNMENT.exec(line);
    if (m === null) continue;
    const value = unquote(m[2]!);
    const was = values.get(m[1]!);
    values.set(m[1]!, was === undefined || was === value ? value : null);
  }
  const known = new Map<string, string>();
  for (const [k, v] of values) if (v !== null) known.set(k, v);
  return known;
}

/** `$NAME`, `${NAME}` and `${NAME:-default}` replaced by literal values; undefined where any is not known. */
function expand(word: string, vars: ReadonlyMap<string, string>): string | undefined {
  if (/[`*?[]/.test(word) || word.includes('$(')) return undefined;
  let unknown = false;
  const out = word.replace(/\$(?:\{([A-Za-z_]\w*)(?::?[-=]([^}$]*))?\}|([A-Za-z_]\w*))/g, (_, braced: string | undefined, fallback: string | undefined, bare: string | undefined) => {
    const value = vars.get(braced ?? bare!) ?? fallback;
    if (value === undefined || value.includes('$')) unknown = true;
    return value ?? '';
  });
  return unknown || out.includes('$') ? undefined : out;
}

/** The interpreter its shebang names (bash when it names none it is known to be). */
function interpreter(text: string): string {
  const m = /^#!\s*(?:\/usr\/bin\/env\s+)?(?:\/\S*\/)?(bash|sh|dash|zsh|ksh)\b/.exec(text);
  return m?.[1] ?? 'bash';
}

const TOOLCHAIN_MANIFESTS: [RegExp, DetectedSuite['toolchain']][] = [
  [/^Cargo\.toml$/, 'rust'],
  [/^go\.mod$/, 'go'],
  [/^package\.json$/, 'node'],
  [/^(pyproject\.toml|setup\.py|setup\.cfg)$/, 'python'],
  [/^(pom\.xml|build\.gradle(\.kts)?)$/, 'java'],
  [/^CMakeLists\.txt$/, 'cpp'],
];

/** Each folder's file names. */
function namesByFolder(files: RepoFile[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const f of files) {
    const d = posix.dirname(f.path);
    const list = names.get(d);
    if (list === undefined) names.set(d, [posix.basename(f.path)]);
    else list.push(posix.basename(f.path));
  }
  return names;
}

/** The toolchain of the nearest project the script lies in (its folder, then each one above). */
function toolchainOf(names: ReadonlyMap<string, string[]>, dir: string): { toolchain: DetectedSuite['toolchain']; root: string } | undefined {
  for (let d = dir; ; d = posix.dirname(d)) {
    for (const [manifest, toolchain] of TOOLCHAIN_MANIFESTS) if ((names.get(d) ?? []).some((n) => manifest.test(n))) return { toolchain, root: d };
    if (d === '.') return undefined;
  }
}

/**
 * The files a suite reads: the exports themselves, or their folder's JSON files when there are several in one
 * folder (bat writes 13, and a loop's file names are not literal); undefined when a folder is not literal either.
 */
function outputFiles(exports: string[], vars: ReadonlyMap<string, string>): string[] | undefined {
  const paths: string[] = [];
  for (const word of exports) {
    const path = unquote(word);
    const whole = expand(path, vars);
    if (whole !== undefined) {
      paths.push(posix.normalize(whole));
      continue;
    }
    // A folder named literally, its file name not (`out/$name.json`); a path with no folder of its own (`$1`) is a guess.
    const dir = path.includes('/') ? expand(path.slice(0, path.lastIndexOf('/')), vars) : undefined;
    if (dir === undefined) return undefined;
    paths.push(posix.join(dir, '*.json'));
  }
  const unique = [...new Set(paths)];
  const dirs = new Set(unique.map((p) => posix.dirname(p)));
  if (unique.length > 1 && dirs.size === 1) return [posix.join([...dirs][0]!, '*.json')];
  return unique;
}

/** Every shell script that runs hyperfine with --export-json, as a hyperfine suite. */
export function hyperfineScripts(files: RepoFile[]): Omit<DetectedSuite, 'name'>[] {
  const out: Omit<DetectedSuite, 'name'>[] = [];
  let names: Map<string, string[]> | undefined;
  for (const f of files) {
    if (!SHELL_SCRIPT.test(f.path)) continue;
    const lines = logicalLines(f.text);
    const exports: string[] = [];
    for (const line of lines) {
      const at = line.includes('--export-json') ? hyperfineAt(line) : -1;
      if (at < 0) continue;
      for (const m of line.slice(at).matchAll(EXPORT_JSON)) exports.push(m[1]!);
    }
    if (exports.length === 0) continue;
    const scriptDir = posix.dirname(f.path);
    const ownDir = CD_TO_OWN_DIR.test(f.text);
    const cwd = ownDir ? scriptDir : '.';
    const script = ownDir ? posix.basename(f.path) : f.path;
    const project = toolchainOf((names ??= namesByFolder(files)), scriptDir);
    // A Rust project's script that benchmarks the release build when told `--release` (bat's), after building it.
    const release = project?.toolchain === 'rust' && /^\s*--release\)/m.test(f.text);
    const outputs = outputFiles(exports, literalVariables(lines));
    const todos = [
      `check that ${script} runs unattended as written here${release ? '' : ' (a build first, or the arguments it needs)'}: benchgate reads the script, it does not know its options`,
      ...(outputs === undefined ? [`its --export-json paths are not literal (${exports.join(', ')}): set output.files to the JSON files it writes`] : []),
    ];
    out.push({
      harness: 'hyperfine',
      label: posix.basename(f.path).replace(/\.(sh|bash)$/, ''),
      cwd,
      run: `${interpreter(f.text)} ${script}${release ? ' --release' : ''}`,
      ...(release ? { install: project!.root === cwd ? 'cargo build --release' : `cd ${posix.relative(cwd, project!.root)} && cargo build --release` } : {}),
      output: { files: outputs ?? ['*.json'] },
      evidence: `hyperfine --export-json in ${f.path}`,
      todo: todos.join('; '),
      toolchain: project?.toolchain ?? 'none',
    });
  }
  return out;
}
