// The examples/ gallery, as the tests see it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { main, type Io } from '../../src/cli';

export const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

export interface ExampleInfo {
  title: string;
  /** Benchmarks the deliberate head change touches (regular expressions on the name). */
  changed: string[];
  /**
   * What must be installed to run the suite for real: a command on PATH (`go`), a C/C++ header the
   * compiler finds (`header:benchmark/benchmark.h`, i.e. a library), or a Python module
   * (`python:pytest_benchmark`). A missing one skips the run with a visible message.
   */
  requires: string[];
  /**
   * Base and head were run back to back on one machine and are compared as one job (`report --same-job`). A stored
   * baseline (the default) holds one invocation of a whole-process harness to the suite's between-process σ.
   */
  sameJob?: boolean;
  /** Shell commands run in the example folder before `benchgate run` (build steps). */
  setup?: string[];
  timeoutMinutes?: number;
}

export function examples(): { name: string; dir: string; info: ExampleInfo }[] {
  if (!existsSync(EXAMPLES)) return [];
  return readdirSync(EXAMPLES)
    .filter((n) => existsSync(join(EXAMPLES, n, 'example.json')))
    .map((name) => ({ name, dir: join(EXAMPLES, name), info: JSON.parse(readFileSync(join(EXAMPLES, name, 'example.json'), 'utf8')) as ExampleInfo }));
}

/** describe.each over no examples is an error in vitest; say plainly that there are none instead. */
export function withExamples(): ReturnType<typeof examples> {
  const list = examples();
  if (list.length === 0) it.skip('no examples/ yet', () => {});
  return list;
}

/** The CLI run in an example folder, its stdout (a fixed clock, so a report renders the same every time). */
export async function render(args: string[], cwd: string): Promise<string> {
  let out = '';
  let err = '';
  const io: Io = { stdout: (s) => void (out += s), stderr: (s) => void (err += s), isTTY: false, cwd, now: () => new Date('2026-11-22T00:00:00Z') };
  const code = await main(args, io);
  if (code === 2) throw new Error(err);
  return out;
}
