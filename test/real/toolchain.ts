// The real-tool tier's shell: probe a toolchain, copy a suite out of test/suites, run a tool with a time
// limit, read what it wrote. Every harness test is a shape check on fresh output, never a measurement.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';
import type { SourceFile } from '../../src/parse/adapter';
import { findAdapter } from '../../src/parse/registry';

export const SUITES = join(import.meta.dirname, '..', 'suites');

/** Shared across runs so warm reruns only rebuild the suite crate (cargo locks the directory itself). */
export const CARGO_TARGET_DIR = join(tmpdir(), 'benchgate-real-cargo');

/** The first reason a harness cannot run here, or undefined when nothing is missing. */
export function firstMissing(...reasons: (() => string | undefined)[]): string | undefined {
  for (const reason of reasons) {
    const r = reason();
    if (r !== undefined) return r;
  }
  return undefined;
}

/** `cmd args…` must start and exit 0 (e.g. `go version`); otherwise "<cmd> not installed". */
export const needCommand = (cmd: string, ...args: string[]) => (): string | undefined => {
  const r = spawnSync(cmd, args.length > 0 ? args : ['--version'], { stdio: 'ignore', timeout: 30_000 });
  return r.error !== undefined || r.status !== 0 ? `${cmd} not installed` : undefined;
};

export const needFile = (what: string, ...paths: string[]) => (): string | undefined =>
  paths.some((p) => existsSync(p)) ? undefined : `${what} not installed (no ${paths.join(' or ')})`;

export const needPythonModule = (module: string, pipName: string) => (): string | undefined => {
  const r = spawnSync('python3', ['-c', `import ${module}`], { stdio: 'ignore', timeout: 30_000 });
  return r.error !== undefined || r.status !== 0 ? `${pipName} not installed (python3 -c "import ${module}" failed)` : undefined;
};

/** An adapter still in progress is not registered yet: nothing to check the fresh output against. */
export const needAdapter = (id: string) => (): string | undefined =>
  findAdapter(id) === undefined ? `no "${id}" adapter registered in src/parse/registry.ts yet` : undefined;

/**
 * describe() for one harness: skipped with the reason in its title when something is missing, and
 * one console.warn line so CI logs show which harnesses did not run and why.
 */
export function describeHarness(harness: string, missing: string | undefined, body: () => void): void {
  if (missing !== undefined) {
    console.warn(`real-tool tier: skipped ${harness} (${missing})`);
    // Not `body`: a skipped describe still runs its body to collect the tests, and a body may call the tool there.
    describe.skip(`${harness} with the real tool — skipped: ${missing}`, () => it(`needs ${missing}`, () => undefined));
    return;
  }
  describe(`${harness} with the real tool`, body);
}

/** A fresh copy of test/suites/<suite> in a temp dir (removed by the caller). */
export function copySuite(suite: string): string {
  const dir = mkdtempSync(join(tmpdir(), `benchgate-real-${suite}-`));
  cpSync(join(SUITES, suite), dir, { recursive: true });
  return dir;
}

/** Short content hash, to key caches under /tmp (changed content gets a fresh build). */
export function contentHash(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Content hash of a suite's files and of `extra` (e.g. the build command). */
export function suiteHash(suite: string, extra = ''): string {
  const root = join(SUITES, suite);
  return contentHash(extra, ...listFiles(root).flatMap((f) => [f, readFileSync(join(root, f))]));
}

function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(root, full));
    }
  };
  walk(root);
  return out;
}

/**
 * Makes `cacheDir` once: `build(tmp)` fills a temp dir that is then renamed into place, so a
 * concurrent or interrupted run never sees a half-built cache.
 */
export async function cachedDir(cacheDir: string, build: (tmp: string) => Promise<void>): Promise<string> {
  if (existsSync(cacheDir)) return cacheDir;
  mkdirSync(join(cacheDir, '..'), { recursive: true });
  const tmp = mkdtempSync(`${cacheDir}.tmp-`);
  try {
    await build(tmp);
    try {
      renameSync(tmp, cacheDir);
    } catch (err) {
      if (!existsSync(cacheDir)) throw err; // someone else finished first: use theirs
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return cacheDir;
}

/**
 * A fresh temp copy of a suite after `build` (compile, package) ran in it. The built tree is cached
 * under /tmp by the suite's content hash and `buildKey` (the build command), so warm runs skip slow
 * builds (Catch2's single header takes a minute to compile).
 */
export async function builtSuite(suite: string, buildKey: string, build: (dir: string) => Promise<void>): Promise<string> {
  const cache = await cachedDir(join(tmpdir(), 'benchgate-real-builds', `${suite}-${suiteHash(suite, buildKey)}`), async (tmp) => {
    cpSync(join(SUITES, suite), tmp, { recursive: true });
    await build(tmp);
  });
  const dir = mkdtempSync(join(tmpdir(), `benchgate-real-${suite}-`));
  cpSync(cache, dir, { recursive: true });
  return dir;
}

/** The parent's env minus what vitest sets for its own workers (a nested vitest must not see them). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(VITEST|__VITEST)/.test(k) || ['NODE_OPTIONS', 'NODE_ENV', 'TEST', 'MODE', 'PROD', 'DEV', 'SSR', 'BASE_URL'].includes(k)) continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

export interface ToolRun {
  stdout: string;
  stderr: string;
}

/**
 * Runs a tool and resolves with its output; rejects with the command, exit status and the end of
 * stderr when it fails or outlives `timeoutMs` (the whole process group is killed then).
 */
export function runTool(cmd: string, args: string[], opts: { cwd: string; timeoutMs: number; env?: Record<string, string> }): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: childEnv(opts.env ?? {}), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, opts.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`${cmd}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (!timedOut && code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      const why = timedOut ? `timed out after ${opts.timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
      const tail = (stderr.trim() || stdout.trim()).split('\n').slice(-25).join('\n');
      reject(new Error(`\`${cmd} ${args.join(' ')}\` in ${opts.cwd} ${why}\n${tail}`));
    });
  });
}

/** One file the tool wrote, as the shell hands it to an adapter (path relative to the suite dir). */
export function readOutput(dir: string, path: string): SourceFile {
  return { path, text: readFileSync(join(dir, path), 'utf8') };
}

/** Every file under a directory (a target/criterion tree), paths relative to `root`. */
export function readTree(root: string, dir: string): SourceFile[] {
  return listFiles(join(root, dir)).map((f) => readOutput(root, join(dir, f)));
}

/** Prints how long a harness took, so CI logs show where the tier's time goes. */
export async function timed<T>(harness: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.info(`real-tool tier: ran ${harness} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
