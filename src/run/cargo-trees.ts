// Paired rounds and Cargo: each tree must build into a target directory of its own. A target directory set
// outside the checkout (CARGO_TARGET_DIR or CARGO_BUILD_TARGET_DIR in the environment or the suite's env,
// `build.target-dir` in ~/.cargo/config.toml) is one folder for both trees, and Cargo names a workspace
// member's artifacts by its path relative to the workspace, so base and head write the same file
// (`release/deps/parse-7ee98222238b50bb` from both trees of rust-cli/anstyle): whichever setup built last
// is the binary both sides then run, and a 2× slower bench read "no change" (−1.7 %, 4 rounds).
// Cargo itself says where each tree builds (`cargo metadata`'s target_directory, which weighs every one of
// those settings); where the two are one, the base tree builds into a folder beside its worktree instead,
// removed with it, and its paths into the shared folder (criterion's output under it) are moved there.
import { execFile } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';
import type { ResolvedSuite } from '../config/resolve';
import { childEnv } from './child-env';
import { movePaths } from './move-paths';

/** A word of a command that runs Cargo. */
const CARGO_WORD = /(^|[\s/;&|(])cargo(?=\s|$)/;

/** Whether a suite runs Cargo: its run, setup or commands name it. */
export function looksCargo(s: Pick<ResolvedSuite, 'run' | 'setup' | 'commands'>): boolean {
  return [s.run, s.setup, ...Object.values(s.commands ?? {})].some((c) => c !== undefined && CARGO_WORD.test(c));
}

/** Where Cargo builds from the suite's folder, with its environment; undefined when Cargo cannot say. */
export function cargoTargetDir(s: Pick<ResolvedSuite, 'cwd' | 'env'>): Promise<string | undefined> {
  return new Promise((done) => {
    execFile('cargo', ['metadata', '--format-version', '1', '--no-deps'], { cwd: s.cwd, env: childEnv(process.env, s.env), maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (err, stdout) => {
      if (err) return done(undefined);
      try {
        const dir = (JSON.parse(stdout) as { target_directory?: unknown }).target_directory;
        done(typeof dir === 'string' ? resolve(dir) : undefined);
      } catch {
        done(undefined);
      }
    });
  });
}

/**
 * The base suite building into `ownTarget` when it would build where the head does, with its paths into the
 * shared folder moved there; unchanged (no note) when the trees build apart or the suite does not run Cargo.
 */
export async function separateCargoTargets(
  pair: { head: ResolvedSuite; base: ResolvedSuite },
  ownTarget: string,
  where: (s: Pick<ResolvedSuite, 'cwd' | 'env'>) => Promise<string | undefined> = cargoTargetDir,
): Promise<{ base: ResolvedSuite; note?: string }> {
  const { head, base } = pair;
  if (!looksCargo(head)) return { base };
  const [headDir, baseDir] = await Promise.all([where(head), where(base)]);
  if (headDir === undefined || headDir !== baseDir) return { base };
  const move = (t: string): string => movePaths(t, headDir, ownTarget);
  const moved: ResolvedSuite = {
    ...base,
    ...(base.run === undefined ? {} : { run: move(base.run) }),
    ...(base.setup === undefined ? {} : { setup: move(base.setup) }),
    ...(base.commands === undefined ? {} : { commands: Object.fromEntries(Object.entries(base.commands).map(([k, v]) => [k, move(v)])) }),
    ...(base.files === undefined ? {} : { files: base.files.map(move) }),
    output: { ...base.output, files: base.output.files.map(move) },
    env: { ...Object.fromEntries(Object.entries(base.env).map(([k, v]) => [k, move(v)])), CARGO_TARGET_DIR: ownTarget },
  };
  return {
    base: moved,
    note: `${head.name}: head and base would build into one Cargo target directory (${headDir}), where one tree's build replaces the other's: the base tree builds into ${ownTarget}`,
  };
}

/**
 * Why a Cargo suite's output under a `target` folder matched no file, when Cargo builds elsewhere: criterion
 * writes to `$CARGO_TARGET_DIR/criterion` (else cargo metadata's target_directory), so `init`'s
 * `target/criterion` names nothing once CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR or build.target-dir moves
 * the build (tafia/quick-xml's benches under CARGO_TARGET_DIR=/tmp/…/target: "wrote none of its output files
 * (target/criterion matched no file)", nothing more). Undefined when that is not the reason.
 */
export async function cargoOutputsHint(
  s: Pick<ResolvedSuite, 'cwd' | 'env' | 'run' | 'setup' | 'commands'>,
  missing: readonly string[],
  where: (s: Pick<ResolvedSuite, 'cwd' | 'env'>) => Promise<string | undefined> = cargoTargetDir,
): Promise<string | undefined> {
  if (!looksCargo(s) || missing.length === 0) return undefined;
  const underTarget = missing.map((m) => resolve(s.cwd, m)).map((p) => ({ p, at: p.split(sep).lastIndexOf('target') })).filter((x) => x.at > 0);
  if (underTarget.length === 0) return undefined;
  const dir = await where(s);
  if (dir === undefined) return undefined;
  const moved = underTarget.filter(({ p, at }) => p.split(sep).slice(0, at + 1).join(sep) !== dir && !p.startsWith(dir + sep));
  if (moved.length === 0) return undefined;
  const there = moved.map(({ p, at }) => resolve(dir, ...p.split(sep).slice(at + 1)));
  const shown = (p: string): string => (relative(s.cwd, p).startsWith('..') ? p : relative(s.cwd, p) || '.');
  return `Cargo builds this suite into ${dir} (cargo metadata's target_directory: CARGO_TARGET_DIR, CARGO_BUILD_TARGET_DIR or build.target-dir), not into ${moved.map(({ p, at }) => shown(p.split(sep).slice(0, at + 1).join(sep))).join(', ')}: name ${there.join(', ')} in output.files, or build without that setting`;
}
