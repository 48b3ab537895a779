// `shard: K/N`: this job runs its share of every suite's benchmarks. Units (what the harness can select
// exactly, src/parse/adapter.ts ShardSupport) come from the harness's own listing, so a benchmark new in
// this commit is never left to no shard; they are dealt to shards by their recorded cost in the baseline
// (time × samples; unknown units cost the median), largest first, each to the least loaded shard (ties by
// name), which every job computes alike. Suites whose harness cannot select are an error that says so.
import type { ResolvedSuite } from '../config/resolve';
import { ConfigError, RunError, UsageError } from '../model/errors';
import type { Benchmark, Results } from '../model/results';
import type { ShardSupport } from '../parse/adapter';
import { findAdapter } from '../parse/registry';
import { expandCommands } from './command-suite';
import { LARGE_FILE_BYTES } from './read-outputs';
import { spawnSuite, stderrTail } from './spawn-suite';

export interface ShardSpec {
  index: number;
  count: number;
}

export function parseShard(text: string, where = 'shard'): ShardSpec {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) throw new UsageError(`${where}: expected K/N with 1 ≤ K ≤ N, such as 2/4; got "${text}"`);
  return { index, count };
}

/** What a benchmark cost in its run: its time per iteration times how many were timed (at least 1 ns). */
export function benchmarkCost(b: Benchmark): number {
  const t = b.metrics.time;
  if (t === undefined || !(t.value > 0)) return 1;
  const n = t.samples?.length ?? t.n ?? 1;
  return t.value * Math.max(1, n) * Math.max(1, t.runs?.length ?? 1);
}

/** Units → shard index (1-based): longest-processing-time first, deterministic. */
export function assignUnits(units: readonly string[], cost: ReadonlyMap<string, number>, count: number): Map<string, number> {
  const known = [...cost.values()].filter((c) => c > 0).sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)]! : 1;
  const sorted = [...new Set(units)].map((u) => ({ u, c: cost.get(u) ?? fallback })).sort((a, b) => b.c - a.c || (a.u < b.u ? -1 : a.u > b.u ? 1 : 0));
  const load = new Array<number>(count).fill(0);
  const out = new Map<string, number>();
  for (const { u, c } of sorted) {
    let best = 0;
    for (let k = 1; k < count; k++) if (load[k]! < load[best]!) best = k;
    load[best]! += c;
    out.set(u, best + 1);
  }
  return out;
}

/** The suite's units and their cost in the baseline, keyed as the listing names them. */
export function unitCosts(support: ShardSupport, baselineSuite: Results['suites'][number] | undefined): Map<string, number> {
  const cost = new Map<string, number>();
  for (const b of baselineSuite?.benchmarks ?? []) {
    const u = support.unitOf(b);
    cost.set(u, (cost.get(u) ?? 0) + benchmarkCost(b));
  }
  return cost;
}

/** The units of this shard among those listed; cost keys are matched to listed units by `keyOf`. */
export function unitsForShard(listed: readonly string[], cost: ReadonlyMap<string, number>, shard: ShardSpec, keyOf: (listed: string) => string = (u) => u): string[] {
  const byListed = new Map(listed.map((u) => [u, cost.get(keyOf(u))] as const));
  const known = new Map([...byListed].filter((e): e is [string, number] => e[1] !== undefined));
  const assigned = assignUnits(listed, known, shard.count);
  return listed.filter((u) => assigned.get(u) === shard.index);
}

// Shell syntax that makes appending arguments unsafe: pipes, lists, redirections, substitutions.
const COMPOUND = /[|;&<>`]|\$\(/;

/** Shell-quotes one argument (single quotes; a quote inside closes, escapes and reopens). */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/**
 * The suite's command with arguments added: at `{shard-args}` when the command has it, else at the end
 * of a simple command (after `--` for arguments of the benchmark binary). A compound command without the
 * placeholder is an error: appending could land anywhere.
 */
export function withArgs(suite: string, run: string, add: { args: string[]; afterDoubleDash?: boolean }): string {
  const quoted = add.args.map(shellQuote).join(' ');
  if (run.includes('{shard-args}')) return run.replaceAll('{shard-args}', quoted);
  // Quoted strings may hold anything: look for compound syntax outside them.
  const bare = run.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, "''");
  if (COMPOUND.test(bare)) {
    throw new ConfigError(`suite "${suite}"`, [
      { path: 'run', expected: 'a simple command, or one with {shard-args} where the harness\'s selection arguments go, to run a shard', found: run },
    ]);
  }
  const dd = add.afterDoubleDash && !/(^|\s)--(\s|$)/.test(bare) ? '-- ' : '';
  return `${run.trimEnd()} ${dd}${quoted}`;
}

/** A suite as this shard runs it: its own command (or cases), or nothing at all when no unit fell to it. */
export type ShardPlan = { skip: true; units: 0 } | { skip: false; suite: ResolvedSuite; units: number };

/** This shard's share of one suite: lists the units (running the harness's listing), deals them, selects. */
export async function planShard(s: ResolvedSuite, shard: ShardSpec, baseline: Results | undefined): Promise<ShardPlan> {
  const previous = baseline?.suites.find((x) => x.name === s.name);
  if (s.kind === 'command') {
    const names = expandCommands(s.commands!, s.matrix).map((c) => c.name);
    const cost = new Map((previous?.benchmarks ?? []).map((b) => [b.name, benchmarkCost(b)] as const));
    const mine = unitsForShard(names, cost, shard);
    return mine.length === 0 ? { skip: true, units: 0 } : { skip: false, suite: { ...s, only: mine }, units: mine.length };
  }
  if (s.kind === 'size') {
    // Sizes are measured, not run: the first shard takes the whole suite.
    return shard.index === 1 ? { skip: false, suite: s, units: 1 } : { skip: true, units: 0 };
  }
  const support = s.harness === undefined ? undefined : findAdapter(s.harness)?.shard;
  if (support === undefined) {
    throw new ConfigError(`suite "${s.name}"`, [
      {
        path: 'harness',
        expected:
          s.harness === undefined
            ? 'a harness named in the config to run a shard (benchgate must know how to list and select its benchmarks)'
            : `a harness that can select benchmarks to run a shard (go-bench, criterion, cargo-bench, pytest-benchmark, google-benchmark, jmh, command); ${s.harness} cannot: give this suite its own matrix job with the \`suites\` input instead`,
        found: s.harness ?? '(detected from the output)',
      },
    ]);
  }
  const listed = await spawnSuite({
    name: `${s.name} (listing for shard ${shard.index}/${shard.count})`,
    command: withArgs(s.name, s.run!, support.listArgs),
    cwd: s.cwd,
    env: s.env,
    timeoutMs: s.timeoutMs,
    outputFiles: [],
  });
  if (listed.error !== undefined || listed.timedOut || listed.exitCode !== 0) {
    throw new RunError(`suite "${s.name}": listing its benchmarks for shard ${shard.index}/${shard.count} failed (${listed.error ?? (listed.timedOut ? 'timed out' : `exit ${listed.exitCode ?? listed.signal}`)})\n${stderrTail(listed.stderr)}`);
  }
  if (listed.stdoutFile !== undefined) throw new RunError(`suite "${s.name}": its listing for shard ${shard.index}/${shard.count} is larger than benchgate holds in memory (${LARGE_FILE_BYTES} bytes); expected a list of benchmark names`);
  const all = [...new Set(support.parseList(listed.stdout))];
  if (all.length === 0) throw new RunError(`suite "${s.name}": its listing for shard ${shard.index}/${shard.count} named no benchmarks`);
  const mine = unitsForShard(all, unitCosts(support, previous), shard, support.keyOfListed);
  if (mine.length === 0) return { skip: true, units: 0 };
  return { skip: false, suite: { ...s, run: withArgs(s.name, s.run!, support.selectArgs(mine, all)) }, units: mine.length };
}

/** The baseline restricted to the suites and benchmarks a shard ran: its own report compares only those. */
export function shareOf(baseline: Results, shardResults: Results): Results {
  const ran = new Map(shardResults.suites.map((s) => [s.name, new Set(s.benchmarks.map((b) => b.name))] as const));
  return {
    ...baseline,
    suites: baseline.suites.flatMap((s) => {
      const names = ran.get(s.name);
      return names === undefined ? [] : [{ ...s, benchmarks: s.benchmarks.filter((b) => names.has(b.name)) }];
    }),
  };
}
