// Paired rounds and Python: each tree must import its own code. A project installed into the environment
// (`pip install -e .`, or `pip install .`) is one copy of one commit — the head checkout — and pytest in the
// base worktree imports it like any other package: base and head then measure the same code, and a real
// regression reads "no change". cbor2 (5.6.5, `pip install -e .[benchmarks]` as its benchmarks' README says)
// showed it: a +631 % slowdown planted in head was reported as no change.
//
// Two steps, after each tree's `setup`:
// 1. An editable install that resolves into the head checkout gets, in each tree, PYTHONPATH set to that
//    tree's copy of the folders it resolves from (the repository root for a flat layout, src/ for a src
//    layout): PYTHONPATH comes before site-packages on sys.path, setuptools' PEP 660 finder is appended
//    to sys.meta_path (after the path finder) and the .pth path entries of hatchling, flit, pdm and
//    setuptools' lenient mode are appended after site-packages, so the tree's own package wins.
// 2. Then the check that decides: in each tree, with the suite's interpreter and environment, every
//    top-level module of every distribution installed from the repository (pip's direct_url.json) must
//    resolve inside that tree. Where one does not — a regular install's copy in site-packages, a compiled
//    extension built in the head checkout only (cbor2's `_cbor2`), a finder that puts itself before the
//    path (meson-python's editable loader) — the suite fails on both sides with the module and the path
//    it resolved to, never a comparison of head with head.
// Only a PYTHONPATH is guessed here, never a build: how to build a project is the suite's `setup` (init
// writes a virtual environment per tree, inside the tree, which this check accepts as the tree's own).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, basename, isAbsolute, join, relative, resolve } from 'node:path';
import type { ResolvedSuite } from '../config/resolve';
import { childEnv } from './child-env';
import PROBE from './python-probe.py?raw';

export interface PythonProbe {
  python: string;
  repo: string;
  tree: string;
  dists: { name: string; source: string; editable: boolean; modules: { name: string; path: string | null }[] }[];
}

/**
 * The probe's stdout, checked field by field (by hand, not zod: `run` is on the CLI's cold-start path,
 * which loads zod only where results or a config are read; test/cold-start.test.ts).
 */
export function parseProbe(text: string): PythonProbe {
  const v = JSON.parse(text) as Partial<PythonProbe> | null;
  const str = (x: unknown): x is string => typeof x === 'string';
  const ok =
    v !== null && typeof v === 'object' && str(v.python) && str(v.repo) && str(v.tree) && Array.isArray(v.dists) &&
    v.dists.every((d) => str(d.name) && str(d.source) && typeof d.editable === 'boolean' && Array.isArray(d.modules) && d.modules.every((m) => str(m.name) && (m.path === null || str(m.path))));
  if (!ok) throw new Error(`expected {python, repo, tree, dists: [{name, source, editable, modules: [{name, path}]}]}; got ${text.slice(0, 200)}`);
  return v as PythonProbe;
}

/** A word of a command that runs Python (not matched: `make bench` and other wrappers; see pinPythonTrees). */
const PYTHON_WORD = /(^|[\s/;&|(])(python[\d.]*|pytest|py\.test|pyperf|tox|nox|hatch|uv|uvx|poetry|pdm|pipenv|asv)(?=\s|$)/;

/** Whether a suite runs Python: its run, setup or commands name an interpreter or a Python tool. */
export function looksPython(s: Pick<ResolvedSuite, 'run' | 'setup' | 'commands'>): boolean {
  return [s.run, s.setup, ...Object.values(s.commands ?? {})].some((c) => c !== undefined && PYTHON_WORD.test(c));
}

/** The interpreter the suite's run starts (`.venv/bin/python -m pytest`: that one, from the suite's cwd), else python3 on PATH. */
export function suiteInterpreter(s: Pick<ResolvedSuite, 'run' | 'cwd'>): string {
  const first = /^\s*(\S+)/.exec(s.run ?? '')?.[1];
  if (first !== undefined && /^python[\d.]*$/.test(basename(first))) return first.includes('/') ? resolve(s.cwd, first) : first;
  return 'python3';
}

const inside = (path: string, root: string): boolean => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * The folders, relative to the repository root, that the head's editable installs resolve from (the parent
 * of a package's folder, or a module's folder): the same folders in each tree go on its PYTHONPATH.
 */
export function importRoots(head: PythonProbe): string[] {
  const roots = new Set<string>();
  for (const d of head.dists.filter((x) => x.editable)) {
    for (const m of d.modules) {
      if (m.path === null || !inside(m.path, head.tree)) continue;
      const folder = basename(m.path) === '__init__.py' ? dirname(dirname(m.path)) : dirname(m.path);
      roots.add(relative(head.repo, folder) || '.');
    }
  }
  return [...roots];
}

export interface Misplaced {
  dist: PythonProbe['dists'][number];
  module: string;
  path: string;
}

/** The project's modules that resolve outside the tree the probe ran for. */
export function misplacedModules(p: PythonProbe): Misplaced[] {
  return p.dists.flatMap((dist) => dist.modules.filter((m) => m.path !== null && !inside(m.path, p.tree)).map((m) => ({ dist, module: m.name, path: m.path! })));
}

/** The refusal: names the suite, the tree, the module and where it resolved, and what to do. */
export function misplacedMessage(suite: string, side: 'base' | 'head', treeDir: string, python: string, found: Misplaced[]): string {
  const lines = found.map(({ dist, module, path }) => `module "${module}" (of ${dist.name}, installed ${dist.editable ? 'editable ' : ''}from ${dist.source}) resolves to ${path}`);
  return (
    `suites.${suite}: the ${side} tree (${treeDir}) does not import its own code with ${python}: ${lines.join('; ')} — outside the ${side} tree, so ` +
    `the ${side} runs would measure that copy, not the ${side} commit, and the suite is not compared. ` +
    'An install in the environment is one commit\'s copy (an extension module built in one checkout is that checkout\'s); ' +
    'give each tree its own: `setup: python3 -m venv --system-site-packages .benchgate-venv && .benchgate-venv/bin/python -m pip install .` ' +
    'with `run: .benchgate-venv/bin/python -P -m pytest …` (as `benchgate init` writes it), or a pure-Python project installed editable (`pip install -e .`) ' +
    'with no extension module'
  );
}

/** Runs the probe in the suite's cwd with its environment; undefined when there is no such interpreter. */
export async function probePython(s: Pick<ResolvedSuite, 'run' | 'cwd' | 'env'>, repoRoot: string, treeRoot: string): Promise<PythonProbe | { error: string } | undefined> {
  const python = suiteInterpreter(s);
  const env = childEnv(process.env, s.env);
  const attempt = (cmd: string) =>
    new Promise<{ stdout: string; stderr: string; missing: boolean; code?: number | string }>((done) => {
      execFile(cmd, ['-c', PROBE, repoRoot, treeRoot], { cwd: s.cwd, env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
        const e = err as (NodeJS.ErrnoException & { code?: number | string }) | null;
        done({ stdout, stderr, missing: e?.code === 'ENOENT', ...(e ? { code: e.code ?? 'killed' } : {}) });
      });
    });
  let r = await attempt(python);
  if (r.missing && python === 'python3') r = await attempt('python');
  if (r.missing) return undefined;
  if (r.code !== undefined) return { error: `${python} exited with ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' ')}` };
  try {
    return parseProbe(r.stdout);
  } catch (err) {
    return { error: `${python} printed no probe result (${(err as Error).message.split('\n')[0]})` };
  }
}

export interface PinnedTrees {
  head: ResolvedSuite;
  base: ResolvedSuite;
  /** Why the suite cannot be compared: it fails on both sides. */
  error?: string;
  /** What the report should say of a suite that names no Python but whose environment imports the head's copy. */
  warning?: string;
}

/** A Python project at the suite's folder or the repository's root: a suite there may run Python without naming it (`make bench`). */
export function pythonProjectAt(dirs: string[]): boolean {
  return dirs.some((d) => ['pyproject.toml', 'setup.py', 'setup.cfg'].some((f) => existsSync(join(d, f))));
}

/** The warning for a suite that names no Python: the check's finding, said, not enforced (its command may use another interpreter). */
export function unnamedMisplacedWarning(suite: string, side: 'base' | 'head', python: string, found: Misplaced[]): string {
  const [{ module, path }] = found as [Misplaced];
  return (
    `paired rounds: this suite's commands name no Python, but ${python} in its environment imports the project's module "${module}" in the ${side} tree from ${path}, outside that tree. ` +
    'If the suite runs Python (through make, a script), base and head measure that one copy and a change reads as none; ' +
    'give each tree its own install (see `benchgate init`: a virtualenv per tree), or name the interpreter in `run` so that benchgate checks it'
  );
}

/**
 * One Python suite's two trees after their setup: PYTHONPATH for an editable install (step 1 above), then
 * the check in both trees (step 2). A suite that does not run Python, or whose environment has nothing
 * installed from the repository, comes back as it was.
 */
export async function pinPythonTrees(t: { head: ResolvedSuite; base: ResolvedSuite }, repoRoot: string, baseRoot: string, log: (line: string) => void): Promise<PinnedTrees> {
  // A suite that names Python is checked and refused on a finding. One that does not (`make bench` in a
  // Python project) is checked with python3 as its environment finds it: pinned the same way, but a finding
  // is a warning, since its command may well use an interpreter of its own.
  const named = looksPython(t.head);
  if (!named && !pythonProjectAt([t.head.cwd, repoRoot])) return t;
  const first = await probePython(t.head, repoRoot, repoRoot);
  if (first === undefined) return t; // no interpreter: the run itself will say so
  if ('error' in first) {
    if (named) log(`benchgate: warning: ${t.head.name}: could not check which code each tree imports: ${first.error}\n`);
    return t;
  }
  if (first.dists.length === 0) return t;
  const roots = importRoots(first);
  let out: PinnedTrees = t;
  if (roots.length > 0) {
    const inherited = t.head.env['PYTHONPATH'] ?? process.env['PYTHONPATH'];
    const withPath = (s: ResolvedSuite, root: string): ResolvedSuite => ({
      ...s,
      env: { ...s.env, PYTHONPATH: [...roots.map((r) => join(root, r)), ...(inherited ? [inherited] : [])].join(delimiter) },
    });
    out = { head: withPath(t.head, repoRoot), base: withPath(t.base, baseRoot) };
    log(`benchgate: ${t.head.name}: ${first.dists.map((d) => d.name).join(', ')} installed editable from the head checkout: each tree runs with PYTHONPATH at its own ${roots.join(', ')}\n`);
  }
  for (const [side, s, root] of [['base', out.base, baseRoot], ['head', out.head, repoRoot]] as const) {
    const p = await probePython(s, repoRoot, root);
    if (p === undefined || 'error' in p) {
      if (!named) return out;
      return { ...out, error: `suites.${s.name}: could not check which code the ${side} tree imports: ${p === undefined ? 'no python3' : p.error}` };
    }
    const found = misplacedModules(p);
    if (found.length === 0) continue;
    if (named) return { ...out, error: misplacedMessage(s.name, side, root, p.python, found) };
    const warning = unnamedMisplacedWarning(s.name, side, p.python, found);
    log(`benchgate: warning: ${s.name}: ${warning}\n`);
    return { ...out, warning };
  }
  return out;
}
