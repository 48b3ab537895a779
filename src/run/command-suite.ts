// The built-in `command` harness's suite: every command × every matrix cell, timed with timeCommand,
// written as a benchgate/command@1 manifest for the `command` adapter (src/parse/command.ts).
import { COMMAND_SCHEMA_ID, type CommandManifest } from '../parse/command';
import { median } from '../parse/sample-stats';
import { timeCommand } from './time-command';

export interface CommandSuite {
  name: string;
  /** Benchmark name → command line, with `{param}` placeholders for matrix values. */
  commands: Record<string, string>;
  matrix?: Record<string, (string | number)[]>;
  runs?: number;
  warmup?: number;
  cwd: string;
  env: Record<string, string>;
  /** For the whole suite; 0 = none. */
  timeoutMs: number;
  /** Run only these cases (by name: a shard's share); all when absent. */
  only?: string[];
}

export interface CommandSuiteResult {
  /** The benchgate/command@1 JSON. */
  manifest: string;
  durationMs: number;
  /** Why the suite failed (a run exited non-zero or the suite timed out); its benchmarks are in the manifest. */
  failed?: string;
}

export const DEFAULT_RUNS = 10;
export const DEFAULT_WARMUP = 1;

export interface CommandCase {
  name: string;
  params: Record<string, string>;
  command: string;
}

/**
 * Expands each command over the cartesian product of the matrix (first key outermost), replacing
 * `{key}` for matrix keys only (so `${HOME}` and brace expansions like `{a,b}` reach the shell intact).
 * Values are inserted as written, unquoted, as hyperfine's `--parameter-list` does.
 */
export function expandCommands(commands: Record<string, string>, matrix: Record<string, (string | number)[]> = {}): CommandCase[] {
  let cells: Record<string, string>[] = [{}];
  for (const [key, values] of Object.entries(matrix)) {
    cells = cells.flatMap((cell) => values.map((v) => ({ ...cell, [key]: String(v) })));
  }
  const cases: CommandCase[] = [];
  for (const [name, template] of Object.entries(commands)) {
    for (const cell of cells) {
      const values = Object.values(cell);
      cases.push({
        name: values.length === 0 ? name : `${name}/${values.join('/')}`,
        params: { command: name, ...cell },
        command: template.replace(/\{([^{}]+)\}/g, (whole, key: string) => (Object.hasOwn(cell, key) ? cell[key]! : whole)),
      });
    }
  }
  return cases;
}

export async function runCommandSuite(
  suite: CommandSuite,
  stream?: (chunk: string, stream: 'stdout' | 'stderr') => void,
): Promise<CommandSuiteResult> {
  const started = process.hrtime.bigint();
  const elapsedMs = (): number => Number(process.hrtime.bigint() - started) / 1e6;
  const manifest: CommandManifest = { schema: COMMAND_SCHEMA_ID, benchmarks: [] };
  const failures: string[] = [];
  const only = suite.only === undefined ? undefined : new Set(suite.only);
  const cases = expandCommands(suite.commands, suite.matrix).filter((c) => only === undefined || only.has(c.name));
  for (const [i, c] of cases.entries()) {
    const left = suite.timeoutMs > 0 ? suite.timeoutMs - elapsedMs() : 0;
    if (suite.timeoutMs > 0 && left <= 0) {
      const skipped = cases.slice(i).map((s) => s.name);
      failures.push(`timed out after ${seconds(suite.timeoutMs)}; not run: ${skipped.join(', ')}`);
      break;
    }
    stream?.(`${c.name}: ${c.command}\n`, 'stdout');
    const timing = await timeCommand({
      command: c.command,
      cwd: suite.cwd,
      env: suite.env,
      runs: suite.runs ?? DEFAULT_RUNS,
      warmup: suite.warmup ?? DEFAULT_WARMUP,
      timeoutMs: suite.timeoutMs > 0 ? Math.max(1, Math.ceil(left)) : 0,
      stream,
    });
    manifest.benchmarks.push({ name: c.name, params: c.params, timing });
    const last = timing.runs.at(-1);
    if (last?.timedOut) {
      failures.push(`${c.name}: timed out (the suite's ${seconds(suite.timeoutMs)} ran out)`);
      const skipped = cases.slice(i + 1).map((s) => s.name);
      if (skipped.length > 0) failures.push(`not run: ${skipped.join(', ')}`);
      break;
    }
    if (last && last.exitCode !== 0) {
      const how = last.signal ? `was killed by ${last.signal}` : `exited with code ${last.exitCode}`;
      failures.push(`${c.name}: \`${c.command}\` ${how}${timing.stderr ? `\n${timing.stderr}` : ''}`);
    } else if (last) {
      const ms = median(timing.runs.map((r) => r.wallNs)) / 1e6;
      stream?.(`${c.name}: median ${ms.toFixed(2)} ms over ${timing.runs.length} runs\n`, 'stdout');
    }
  }
  return {
    manifest: `${JSON.stringify(manifest, null, 2)}\n`,
    durationMs: elapsedMs(),
    ...(failures.length === 0 ? {} : { failed: failures.join('\n') }),
  };
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}
