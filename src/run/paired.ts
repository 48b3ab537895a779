// `benchgate run --paired REF`: base (a worktree of REF) and head (this checkout) side by side in one job,
// in rounds. Each round runs every suite once in each tree, in a seeded random order; the rounds are the
// replicates (compare/paired.ts). After the minimum, rounds are added while a gating row is undecided, up
// to the maximum or the time budget, with α spending across the looks (compare/stats/sequential.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { LoadedConfig, ResolvedSuite } from '../config/resolve';
import type { CompareOptions } from '../compare/compare-runs';
import { comparePaired, mergePairedSide, roundsToCall, undecidedRows, type PairedRound } from '../compare/paired';
import { createRng, hashText } from '../compare/stats/random';
import { lookAlpha, lookSchedule } from '../compare/stats/sequential';
import type { Comparison } from '../compare/types';
import { BenchgateError } from '../model/errors';
import { RESULTS_SCHEMA_ID } from '../model/keys';
import type { Results, Suite } from '../model/results';
import { describeMachine } from './machine';
import { roundOrder, type RoundStep } from './round-order';
import { putBack, setAsideOutputs, type Moved } from './set-aside';
import { separateCargoTargets } from './cargo-trees';
import { seedBaseTarget } from './cargo-seed';
import { movePaths } from './move-paths';
import { pinPythonTrees } from './python-trees';
import { SetupRuns } from './setup';
import { addWorktree } from './worktree';

export const DEFAULT_MIN_ROUNDS = 5;
export const DEFAULT_MAX_ROUNDS = 20;

export interface PairedRunOptions {
  /** The head checkout's config (its suites run in both trees). */
  loaded: LoadedConfig;
  ref: string;
  minRounds: number;
  maxRounds: number;
  /** Stop adding rounds when the next one would end after this much time (ms), counted from the first round. */
  budgetMs?: number;
  /**
   * The order's seed. By default one of each base and head commit pair's own (orderSeed): every pull
   * request with the default drew the same order pattern, so a machine that slows its first or second
   * run would bias every report the same way; the same pair re-run still draws the same order.
   */
  seed?: number;
  compare: CompareOptions;
  /** Runs one suite once and parses it (app.ts runSuiteOnce). */
  runOnce: (s: ResolvedSuite, stream?: (chunk: string) => void) => Promise<Suite>;
  now: () => Date;
  /** Monotonic milliseconds (Date.now in the CLI). */
  clock: () => number;
  /** Progress lines (stderr). */
  log: (line: string) => void;
  stream?: (chunk: string) => void;
  only?: string[];
  meta?: { commit?: string; ref?: string };
  tmpRoot?: string;
}

export interface PairedRunResult {
  comparison: Comparison;
  base: Results;
  head: Results;
  rounds: PairedRound[];
}

/** The default order seed: of the base and head commits (the head's absent outside a git checkout: the base's alone). */
export function orderSeed(baseCommit: string, headCommit: string | undefined): number {
  return hashText(`paired-order:${baseCommit}:${headCommit ?? ''}`);
}

/**
 * The same suites, with every path moved from the head checkout to the base worktree: the cwd, and any
 * absolute path into the checkout in run, setup, commands, env and files. `workspace` is the job's
 * GITHUB_WORKSPACE: where it is the checkout, the base tree's is the worktree, so that
 * `$GITHUB_WORKSPACE/build/bench` runs the base build there, not the head's.
 */
export function suitesInTree(suites: ResolvedSuite[], gitRoot: string, treeDir: string, workspace?: string): ResolvedSuite[] {
  return suites.map((s) => {
    const rel = relative(gitRoot, s.cwd);
    if (rel.startsWith('..') || isAbsolute(rel)) {
      throw new BenchgateError(`suites.${s.name}.cwd: ${s.cwd} lies outside the repository ${gitRoot}: paired rounds need it inside, to find it in the base tree`);
    }
    const move = (t: string): string => movePaths(t, gitRoot, treeDir);
    const env = Object.fromEntries(Object.entries(s.env).map(([k, v]) => [k, move(v)]));
    if (workspace !== undefined && resolve(workspace) === resolve(gitRoot) && env['GITHUB_WORKSPACE'] === undefined) env['GITHUB_WORKSPACE'] = treeDir;
    return {
      ...s,
      cwd: join(treeDir, rel),
      ...(s.run === undefined ? {} : { run: move(s.run) }),
      ...(s.setup === undefined ? {} : { setup: move(s.setup) }),
      ...(s.commands === undefined ? {} : { commands: Object.fromEntries(Object.entries(s.commands).map(([k, v]) => [k, move(v)])) }),
      ...(s.files === undefined ? {} : { files: s.files.map(move) }),
      output: { ...s.output, files: s.output.files.map(move) },
      env,
    };
  });
}

function failedSuite(s: ResolvedSuite, error: string): Suite {
  return { name: s.name, harness: s.harness ?? 'unknown', status: 'failed', error, benchmarks: [] };
}

export async function runPaired(o: PairedRunOptions): Promise<PairedRunResult> {
  const selected = o.only?.length ? o.loaded.suites.filter((s) => o.only!.includes(s.name)) : o.loaded.suites;
  const unknown = (o.only ?? []).filter((n) => !o.loaded.suites.some((s) => s.name === n));
  if (unknown.length) throw new BenchgateError(`${o.loaded.file}: no suite named ${unknown.map((u) => `"${u}"`).join(', ')}`);
  const wt = await addWorktree(o.loaded.root, o.ref, o.tmpRoot);
  const scratch = await mkdtemp(join(o.tmpRoot ?? tmpdir(), 'benchgate-outputs-'));
  // The head tree's outputs from before the rounds, and each suite's from its last head run.
  const headBefore = new Map<string, Moved[]>();
  const lastHead = new Map<string, Moved[]>();
  try {
    o.log(`benchgate: paired rounds: base ${o.ref} (${wt.commit.slice(0, 12)}) checked out in ${wt.dir}\n`);
    if (wt.warning !== undefined) o.log(`benchgate: warning: ${wt.warning}\n`);
    const trees = { head: [...selected], base: suitesInTree(selected, wt.root, wt.dir, process.env['GITHUB_WORKSPACE']) };
    // Said when the suite itself names the checkout (GITHUB_WORKSPACE alone is every Action run's, and not said).
    const named = (x: ResolvedSuite): string => JSON.stringify([x.run, x.setup, x.commands, x.files, x.output.files, { ...x.env, GITHUB_WORKSPACE: undefined }]);
    for (const [i, s] of selected.entries()) {
      if (named(s) !== named(trees.base[i]!)) o.log(`benchgate: ${s.name}: paths into the head checkout (${wt.root}) are moved to the base tree (${wt.dir}) for its runs there\n`);
    }
    // Each tree must build into its own Cargo target directory, before either builds.
    for (const [i, s] of trees.head.entries()) {
      const separated = await separateCargoTargets({ head: s, base: trees.base[i]! }, join(dirname(wt.dir), 'cargo-target'));
      trees.base[i] = separated.base;
      if (separated.note !== undefined) o.log(`benchgate: ${separated.note}\n`);
    }
    for (const s of selected.filter((x) => x.repeat > 1)) o.log(`benchgate: ${s.name}: repeat ${s.repeat} is not used in paired mode: the rounds are the repeats\n`);
    // Setup (a build) once per tree, untimed; a failed setup fails the suite on both sides.
    const setupFailed = new Map<string, string>();
    const cautions = new Map<string, string>();
    const setups = new SetupRuns();
    // Head first: the base tree's Cargo build then starts from a copy of the head's dependencies (cargo-seed.ts).
    for (const side of ['head', 'base'] as const) {
      for (const [i, s] of trees[side].entries()) {
        if (side === 'base' && !setupFailed.has(s.name)) {
          const seeded = await seedBaseTarget({ head: trees.head[i]!, base: s }).catch((err: Error) => `${s.name}: the base tree builds its dependencies itself: copying the head's build failed (${err.message})`);
          if (seeded !== undefined) o.log(`benchgate: ${seeded}\n`);
        }
        const err = await setups.run(s, ` (${side})`, o.log, o.stream);
        if (err !== undefined) {
          setupFailed.set(s.name, `${side}: ${err}`);
          o.log(`benchgate: setup of ${s.name} (${side}) failed: the suite fails on both sides; ${err}\n`);
        }
      }
    }
    // Each tree must import its own code: a Python project installed in the environment is the head's copy.
    // A caution of the checkout (a longer base path, submodules) is each suite's too: said in the report, not only on stderr.
    for (const [i, s] of trees.head.entries()) {
      if (setupFailed.has(s.name)) continue;
      const pinned = await pinPythonTrees({ head: s, base: trees.base[i]! }, wt.root, wt.dir, o.log);
      trees.head[i] = pinned.head;
      trees.base[i] = pinned.base;
      const caution = [pinned.warning, wt.warning].filter((w) => w !== undefined).join('; ');
      if (caution !== '') cautions.set(s.name, caution);
      if (pinned.error !== undefined) {
        setupFailed.set(s.name, pinned.error);
        o.log(`benchgate: ${pinned.error}; the suite fails on both sides\n`);
      }
    }
    // Outputs left in the trees from earlier runs must not be parsed as round 1. The head tree's are the
    // developer's (target/criterion holds criterion's saved baselines and reports): put back at the end.
    for (const side of ['base', 'head'] as const) {
      for (const s of trees[side]) {
        const moved = await setAsideOutputs(s.output.files, s.cwd, join(scratch, 'before', side, s.name));
        if (side === 'head' && moved.length > 0) headBefore.set(s.name, moved);
      }
    }

    const seed = o.seed ?? orderSeed(wt.commit, o.meta?.commit);
    const rng = createRng(seed);
    const looks = lookSchedule(o.minRounds, o.maxRounds);
    const alpha = o.compare.settings.overrides.alpha ?? o.compare.settings.top.thresholds.alpha ?? 0.05;
    const rounds: PairedRound[] = [];
    const orders: { round: number; order: RoundStep[] }[] = [];
    const lookLog: { rounds: number; alpha: number; undecided: number }[] = [];
    let previousLook = 0;
    let comparison: Comparison | undefined;
    let stop: 'decided' | 'max-rounds' | 'budget' | 'failed' | undefined;
    const started = o.clock();
    const meta = (side: 'base' | 'head'): Results['meta'] => ({
      ...(side === 'base' ? { commit: wt.commit, ref: o.ref } : { ...(o.meta?.commit ? { commit: o.meta.commit } : {}), ...(o.meta?.ref ? { ref: o.meta.ref } : {}) }),
      createdAt: o.now().toISOString(),
      runner: describeMachine(),
    });
    const paired = (rs: number) => ({ ref: o.ref, minRounds: o.minRounds, maxRounds: o.maxRounds, seed, looks: [...lookLog], ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}), elapsedMs: o.clock() - started, stop: stop ?? ('max-rounds' as const), rounds: rs });
    const analyse = (previous: number) => {
      const c = comparePaired(rounds, o.compare, { previousRounds: previous, maxRounds: o.maxRounds }, paired(rounds.length));
      lookLog.push({ rounds: rounds.length, alpha: lookAlpha(previous, rounds.length, o.maxRounds, alpha), undecided: undecidedRows(c).length });
      return c;
    };

    for (let r = 1; r <= o.maxRounds; r++) {
      const elapsed = o.clock() - started;
      if (o.budgetMs !== undefined && r > 1 && elapsed + elapsed / (r - 1) > o.budgetMs) {
        stop = 'budget';
        break;
      }
      const order = roundOrder(selected.map((s) => s.name), rng);
      orders.push({ round: r, order });
      const got: Record<'base' | 'head', Suite[]> = { base: [], head: [] };
      for (const step of order) {
        const s = trees[step.side].find((x) => x.name === step.suite)!;
        const failed = setupFailed.get(s.name);
        o.log(`benchgate: round ${r}/${o.maxRounds}: ${s.name} (${step.side})\n`);
        const suite = failed !== undefined ? failedSuite(s, failed) : await o.runOnce(s, o.stream);
        // This run's files go to the scratch folder, so the next run parses only what it wrote.
        if (failed === undefined) {
          const moved = await setAsideOutputs(s.output.files, s.cwd, join(scratch, `round-${r}`, step.side, s.name));
          if (step.side === 'head') lastHead.set(s.name, moved);
        }
        // A caution of the tree check reaches the report with the suite's parse warnings.
        const caution = cautions.get(s.name);
        got[step.side].push({ ...suite, round: r, side: step.side, ...(caution !== undefined ? { warnings: [...(suite.warnings ?? []), caution] } : {}) });
      }
      const byConfig = (xs: Suite[]) => selected.map((s) => xs.find((x) => x.name === s.name)!);
      rounds.push({
        round: r,
        base: { schema: RESULTS_SCHEMA_ID, meta: meta('base'), suites: byConfig(got.base) },
        head: { schema: RESULTS_SCHEMA_ID, meta: meta('head'), suites: byConfig(got.head) },
      });
      if ([...got.base, ...got.head].some((s) => s.status === 'failed')) {
        stop = 'failed';
        break;
      }
      if (r === 1) {
        // Said before the long part: with many gating rows and few rounds no change to a few of them can be called.
        const first = comparePaired(rounds, o.compare, { previousRounds: 0, maxRounds: o.maxRounds }, paired(1));
        const gating = first.rows.filter((x) => x.gating && x.test === 'signed-rank').length;
        const need = gating > 0 ? roundsToCall(gating, alpha, o.minRounds) : 0;
        if (need > o.maxRounds) {
          o.log(`benchgate: warning: ${gating} gating ${gating === 1 ? 'row needs' : 'rows need'} at least ${need} rounds before a change to a few of them can be called (the signed-rank test's smallest p with n rounds is 2 / 2^n, times the rows, and must fall below the α of a look); at most ${o.maxRounds} allowed: raise --rounds\n`);
        }
      }
      if (looks.includes(r) && r >= o.minRounds) {
        comparison = analyse(previousLook);
        previousLook = r;
        const undecided = lookLog.at(-1)!.undecided;
        o.log(`benchgate: look after ${r} rounds: ${undecided} gating row(s) undecided (α ${lookLog.at(-1)!.alpha.toPrecision(2)} at this look)\n`);
        if (undecided === 0) {
          stop = 'decided';
          break;
        }
      }
    }
    stop ??= 'max-rounds';
    if (rounds.length === 0) throw new BenchgateError('--budget: the budget ended before the first round');
    // A stop between planned looks (budget, a failure) is one more look, with what α is left to spend.
    if (comparison === undefined || previousLook !== rounds.length) comparison = analyse(previousLook);
    comparison.summary.paired = { ...comparison.summary.paired!, ...paired(rounds.length), looks: lookLog, commonFactorRemoved: comparison.summary.paired!.commonFactorRemoved };
    const withMeta = (side: 'base' | 'head'): Results => {
      const merged = mergePairedSide(rounds, side);
      merged.meta = { ...meta(side), paired: { ref: o.ref, commit: wt.commit, seed, rounds: rounds.length, orders } };
      return merged;
    };
    o.log(`benchgate: ${rounds.length} paired round(s) in ${((o.clock() - started) / 1000).toFixed(0)} s; stopped: ${stop}\n`);
    return { comparison, base: withMeta('base'), head: withMeta('head'), rounds };
  } finally {
    await wt.remove();
    // The head tree as it was, with what it held before the rounds; a suite that held nothing gets its last
    // head run's outputs, as after `benchgate run`. What cannot be put back keeps the scratch folder.
    let stuck = 0;
    for (const s of selected) stuck += (await putBack(headBefore.get(s.name) ?? lastHead.get(s.name) ?? [])).length;
    if (stuck > 0) o.log(`benchgate: warning: ${stuck} output path(s) of the head tree could not be put back (their place is taken): they are kept in ${scratch}\n`);
    else await rm(scratch, { recursive: true, force: true });
  }
}
