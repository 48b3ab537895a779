// A command's outcome under `hyperfine -i` (Benchmark.exitCode): 0 unless every run exited with one other code.
import type { Benchmark } from './results';

export const exitOf = (b: Benchmark): number => b.exitCode ?? 0;

/** Both measured (neither failed), with different exit codes: not one outcome, so their times are not comparable. */
export function otherOutcome(a: Benchmark, b: Benchmark): boolean {
  return a.status !== 'failed' && b.status !== 'failed' && exitOf(a) !== exitOf(b);
}
