// `benchgate init`, the shell: reads the repository's relevant files, detects the suites (detect.ts),
// and writes a starter .github/benchgate.yml and workflows. Never overwrites: an existing file is
// reported as "exists, left alone".
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Io } from '../io';
import { validateConfig } from '../config/validate';
import { listSome } from '../model/arrays';
import { detectSuites, isPresenceDir, isPresenceFile, isRelevantFile, SKIPPED_DIRS, submodulePaths, unreadBenchTargets, usesGitLfs, usesSubmodules, type RepoFile } from './detect';
import { adaptWorkflow, fallbackWorkflows, pairedPlan, renderConfig, setupSteps } from './templates';

const MAX_FILES = 5000;
const MAX_DEPTH = 8;
const MAX_WALK_DEPTH = 64;
const MAX_FILE_BYTES = 512 * 1024;

export const INIT_USAGE = 'benchgate init [--dir DIR] [--dry-run] [--no-workflows]';

export interface InitOptions {
  /** Where to copy workflows from (tests); default: benchgate's own workflows/ folder, else built-in templates. */
  workflowsDir?: string;
}

export async function runInit(args: string[], io: Io, options: InitOptions = {}): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { dir: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'no-workflows': { type: 'boolean' } },
    strict: true,
  });
  const root = resolve(io.cwd, values.dir ?? '.');
  const unread: UnreadParts = { pastCap: 0, tooLarge: [], tooDeep: [] };
  const repoFiles = await readRepo(root, unread);
  for (const note of unreadNotes(unread)) io.stderr(`benchgate init: ${note}\n`);
  const suites = detectSuites(repoFiles);
  const lfs = usesGitLfs(repoFiles);
  const submodules = usesSubmodules(repoFiles);
  // Said whether or not anything else was found: a crate whose only benchmarks run under another harness is why none was.
  for (const note of unreadBenchTargets(repoFiles)) io.stderr(`benchgate init: ${note}\n`);
  if (suites.length === 0) {
    io.stderr(
      `benchgate init: no benchmark harness found in ${root} (looked for criterion/divan/gungraun/bencher in Cargo.toml, #[bench] in benches/*.rs, func Benchmark in *_test.go, ` +
        'pytest-benchmark, pyperf Runner scripts, asv.conf.json or its .sample, tinybench/benchmark/mitata/vitest bench files, jmh-core in pom.xml, benchmark/benchmark.h and Catch2 BENCHMARK in C++ sources, hyperfine --export-json in shell scripts); ' +
        'nothing written. Write .github/benchgate.yml by hand (see the README "Configuration").\n',
    );
    return 1;
  }
  for (const s of suites) io.stderr(`benchgate init: found ${s.harness} in ${s.cwd === '.' ? 'the repository root' : s.cwd} (${s.evidence})\n`);

  const configPath = join(root, '.github', 'benchgate.yml');
  const own = values['no-workflows'] ? undefined : await workflowFolder(options.workflowsDir);
  // Paired rounds in the starter PR workflow when the suites are short. benchgate's own workflows/ are
  // copied as they are: their pull-request workflow hands the results to workflows/report.yml, which
  // compares them with the stored baseline.
  const paired = values['no-workflows'] || own ? undefined : pairedPlan(suites);
  if (paired) {
    io.stderr(`benchgate init: the suites look short (about ${paired.seconds} s a run): pull requests measure base and head side by side (baseline: paired)\n`);
  }
  const config = renderConfig(suites);
  validateConfig(config, configPath); // a generated config that does not load is a bug: fail here, not in CI
  const files: [string, string][] = [[configPath, config]];
  if (!values['no-workflows']) {
    const branch = defaultBranch(root);
    const chosen = own === undefined ? fallbackWorkflows(paired) : chosenWorkflows(own, (note) => io.stderr(`benchgate init: ${note}\n`));
    const names = await ownNames(Object.keys(chosen), join(root, '.github', 'workflows'), (note) => io.stderr(`benchgate init: ${note}\n`));
    for (const [name, text] of Object.entries(chosen)) {
      // A job that runs PR code outside pull_request (a comment command) shares the default branch's cache
      // scope: its toolchain setup must not save caches there.
      const steps = setupSteps(suites, { cache: !runsInDefaultBranchScope(text) });
      files.push([join(root, '.github', 'workflows', names.get(name)!), adaptWorkflow(renamed(text, names), steps, branch, { lfs, submodules })]);
    }
  }
  for (const [path, text] of files) {
    const shown = relative(io.cwd, path) || path;
    if (await exists(path)) io.stdout(`${shown}: exists, left alone\n`);
    else if (values['dry-run']) io.stdout(`${shown}: would be written\n${text}\n`);
    else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text, { flag: 'wx' }); // wx: never clobber a file created meanwhile
      io.stdout(`${shown}: written\n`);
    }
  }
  return 0;
}

/**
 * What git ignores under `root` (files, and folders as `dir/`), relative to it; none outside a git repository.
 * A working copy holds more than the repository: tinyglobby 0.2.15's `bench:setup` clones typescript-eslint into
 * benchmark/typescript-eslint (in its .gitignore), whose vitest bench file made a suite of files no checkout has.
 */
function gitIgnored(root: string): Set<string> {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    return new Set(listed.split('\0').filter((p) => p !== ''));
  } catch {
    return new Set();
  }
}

/** The repository's files that detection looks at, bounded in count, depth and size; not what git ignores. */
/** What readRepo left unread, so init can say so: suites there are not detected. */
export interface UnreadParts {
  /** Relevant files past the first MAX_FILES. */
  pastCap: number;
  /** Relevant files over MAX_FILE_BYTES. */
  tooLarge: string[];
  /** Relevant files more than MAX_DEPTH folders down (found by a walk that reads nothing there). */
  tooDeep: string[];
}

export async function readRepo(root: string, unread: UnreadParts = { pastCap: 0, tooLarge: [], tooDeep: [] }): Promise<RepoFile[]> {
  const out: RepoFile[] = [];
  // A checked-out submodule is another project's tree: not walked (its files would also count to MAX_FILES).
  const submodules = new Set(submodulePaths(await readFile(join(root, '.gitmodules'), 'utf8').catch(() => '')));
  const ignored = gitIgnored(root);
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // unreadable folder: skip it, detection works with what it can see
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join('/');
      if (ignored.has(e.isDirectory() ? `${rel}/` : rel)) continue;
      // Past the cap the walk goes on, counting: what was not read is said (runInit), never left out without a word.
      const capped = out.length >= MAX_FILES;
      // Below MAX_DEPTH too: nothing is read there, but the files that could tell a harness are named (a deep
      // folder of Java packages holds none, and says nothing).
      const deep = depth > MAX_DEPTH;
      if (e.isDirectory()) {
        if (isPresenceDir(rel) && !capped && !deep) out.push({ path: `${rel}/`, text: '' });
        if (SKIPPED_DIRS.has(e.name) || e.name.startsWith('.') || submodules.has(rel)) continue;
        // The walk is bounded by the tree's own depth (readdir does not follow symlinks) and a limit far past any project's.
        if (depth < MAX_WALK_DEPTH) await walk(full, depth + 1);
        else unread.tooDeep.push(`${rel}/`);
      } else if (e.isFile() && (isPresenceFile(rel) || isRelevantFile(rel))) {
        if (deep) unread.tooDeep.push(rel);
        else if (capped) unread.pastCap++;
        else if (isPresenceFile(rel)) out.push({ path: rel, text: '' });
        else if ((await stat(full)).size <= MAX_FILE_BYTES) out.push({ path: rel, text: await readFile(full, 'utf8') });
        else unread.tooLarge.push(rel);
      }
    }
  };
  await walk(root, 0);
  return out;
}

/** What readRepo did not read, said: a suite there is not detected, and the way to reach it. */
export function unreadNotes(unread: UnreadParts): string[] {
  const some = (paths: string[]): string => listSome(paths, 3);
  return [
    ...(unread.pastCap > 0 ? [`read the first ${MAX_FILES} files that can tell a harness; ${unread.pastCap} more were not read, and suites in them are not detected: run \`benchgate init --dir <folder>\` on a part of the repository`] : []),
    ...(unread.tooLarge.length > 0 ? [`not read, over ${MAX_FILE_BYTES / 1024} KiB each: ${some(unread.tooLarge)}`] : []),
    ...(unread.tooDeep.length > 0 ? [`not read, more than ${MAX_DEPTH} folders down: ${some(unread.tooDeep)} (run \`benchgate init --dir <folder>\` on a folder above them)`] : []),
  ];
}

/** The workflows of benchgate's own workflows/ folder next to its package.json (dist/ or src/init/ below it); undefined without one. */
async function workflowFolder(given?: string): Promise<Record<string, string> | undefined> {
  const folder = given ?? (await ownWorkflowsDir());
  const names = folder ? (await readdir(folder).catch(() => [] as string[])).filter((n) => /\.ya?ml$/.test(n)).sort() : [];
  if (names.length === 0) return undefined;
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(folder!, n), 'utf8')] as const)));
}

async function ownWorkflowsDir(): Promise<string | undefined> {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 3; up++, dir = dirname(dir)) {
    const pkg = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined);
    if (pkg !== undefined && /"name"\s*:\s*"benchgate"/.test(pkg)) return join(dir, 'workflows');
  }
  return undefined;
}

/**
 * Of benchgate's own workflows, the set that works together: sharded.yml replaces pull-request.yml and
 * main.yml for suites too big for one runner (beside them every benchmark would run twice), and with
 * nightly.yml written, main.yml keeps its push trigger but not its own nightly schedule.
 */
export function chosenWorkflows(own: Record<string, string>, note: (text: string) => void): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(own)) {
    if (name === 'sharded.yml' && ('pull-request.yml' in own || 'main.yml' in own)) {
      note('sharded.yml not written: it replaces pull-request.yml and main.yml when the suites are too big for one runner (copy it by hand then)');
      continue;
    }
    if (name === 'main.yml' && 'nightly.yml' in own) {
      const kept = text.replace(/^([ \t]+)schedule:[ \t]*\r?\n(?:\1[ \t]+- cron:.*\r?\n)+/m, '');
      if (kept !== text) note("main.yml written without its nightly schedule: nightly.yml runs the nightly benchmarks");
      out[name] = kept;
      continue;
    }
    out[name] = text;
  }
  return out;
}

/**
 * Each workflow's file name: its own, unless the repository already has a workflow of that name that is not
 * benchgate's (a project's CI in main.yml), then `benchgate-<name>`. Left alone as it was, benchgate's main.yml
 * was never written while the others named main.yml as their `baseline-workflow`: they looked for baselines in
 * the project's CI, which never stores one, and every pull request said "no baseline".
 */
async function ownNames(names: string[], dir: string, note: (text: string) => void): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of names) {
    const existing = await readFile(join(dir, name), 'utf8').catch(() => undefined);
    const theirs = existing !== undefined && !/benchgate\/benchgate@|\bbenchgate (run|init|compare)\b/.test(existing);
    out.set(name, theirs ? `benchgate-${name}` : name);
    if (theirs) note(`.github/workflows/${name} is the repository's own workflow: benchgate's is benchgate-${name}`);
  }
  return out;
}

/** A workflow's references to the others by file name (`baseline-workflow: main.yml`, `pr-workflow: pull-request.yml`), as they are written. */
function renamed(text: string, names: Map<string, string>): string {
  return text.replace(/^(\s*(?:baseline-workflow|pr-workflow):\s*)(\S+\.ya?ml)\s*$/gm, (line, key: string, file: string) => (names.has(file) ? `${key}${names.get(file)!}` : line));
}

/** Triggers whose runs have the default branch's scope (its caches and secrets), not the PR's. */
function runsInDefaultBranchScope(workflow: string): boolean {
  return /^\s*(issue_comment|pull_request_target|workflow_run)\s*:/m.test(workflow);
}

/** origin's HEAD; without a remote, `main` or else `master` where that branch exists; else `main`. */
function defaultBranch(root: string): string {
  const git = (args: string[]): string | undefined => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const origin = git(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'])?.replace(/^origin\//, '');
  if (origin) return origin;
  if (git(['rev-parse', '--verify', '--quiet', 'refs/heads/main']) === undefined && git(['rev-parse', '--verify', '--quiet', 'refs/heads/master']) !== undefined) return 'master';
  return 'main';
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
