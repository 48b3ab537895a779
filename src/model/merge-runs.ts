// Merges repeated runs of the same suites (a suite's `repeat`, the demo's rounds) into one result per
// side. Samples are concatenated and the value re-taken as their median, and each run's own value is kept
// in `runs`: the comparison then tests runs, not samples. Samples timed inside one process share its JIT
// decisions, code alignment and memory layout; samples that are processes (`command`, hyperfine) ran back
// to back in one stretch of the machine's state, which moved whole commands by ±10–40 % between
// invocations of the same build here (test/fixtures/hyperfine/bat-0.26.1/jobs). Only the runs are independent.
import { own } from './keys';
import { mad, median, stddev } from '../compare/stats/descriptive';
import type { Metric, Results, Suite } from './results';
import { maxOf, minOf } from './arrays';
import { exitOf, otherOutcome } from './outcome';

/**
 * Harnesses that run each benchmark in processes of its own and report each process (pyperf's worker
 * runs, JMH's forks): a metric's `runs` are then processes already, and run j of one benchmark shares nothing with run j
 * of another, so there is no per-run common factor to take out (run-factors.ts).
 */
export const RUN_PER_BENCHMARK: ReadonlySet<string> = new Set(['pyperf', 'jmh']);

function mergeMetric(all: Metric[]): Metric {
  const [first] = all;
  const m: Metric = structuredClone(first!);
  if (all.length === 1 || m.exact) return m; // counts do not vary between runs
  // A harness's own processes (RUN_PER_BENCHMARK) stay the runs: a repeat adds its processes to them.
  m.runs = all.flatMap((x) => x.runs ?? [x.value]);
  // The runs' own spreads no longer describe the merged data: the spread is re-taken over all of it, so
  // it shows the run-to-run scatter too.
  if (m.samples !== undefined) {
    m.samples = all.flatMap((x) => x.samples!);
    m.value = median(m.samples);
    m.statistic = 'median';
    m.n = m.samples.length;
    m.spread = { mad: mad(m.samples), min: minOf(m.samples), max: maxOf(m.samples) };
  } else {
    const values = all.map((x) => x.value);
    m.value = median(values);
    m.n = all.reduce((sum, x) => sum + (x.n ?? 1), 0);
    m.spread = { stddev: stddev(values), min: minOf(values), max: maxOf(values) };
  }
  return m;
}

/** One suite from several runs of it: failed if any run failed, benchmarks as the first run has them. */
export function mergeSuites(runs: Suite[]): Suite {
  const [first, ...rest] = runs;
  if (first === undefined) throw new Error('mergeSuites needs at least one run');
  const merged: Suite = structuredClone(first);
  if (rest.length === 0) return merged;
  const failed = runs.find((r) => r.status === 'failed');
  if (failed !== undefined) {
    merged.status = 'failed';
    merged.error = failed.error ?? merged.error;
  }
  const durations = runs.map((r) => r.durationMs);
  if (durations.every((d) => d !== undefined)) merged.durationMs = durations.reduce((a, b) => a! + b!, 0);
  const warnings = [...new Set(runs.flatMap((r) => r.warnings ?? []))];
  if (warnings.length) merged.warnings = warnings;
  // Each run's benchmarks by name, once: a search of a run per benchmark was quadratic (20,000 benchmarks
  // × 5 runs: 4.8 s). The first of a name wins, as a search would find it.
  const byName = rest.map((r) => {
    const m = new Map<string, Suite['benchmarks'][number]>();
    for (const x of r.benchmarks) if (!m.has(x.name)) m.set(x.name, x);
    return m;
  });
  for (const b of merged.benchmarks) {
    const others = byName.map((m) => m.get(b.name));
    // A benchmark that failed in any run failed (the first run's success kept its numbers, and hid it), and
    // so did a command whose exit code differs between runs (hyperfine -i: its outcome is not one thing).
    const failedIn = others.findIndex((ob) => ob?.status === 'failed');
    const exitDiffers = others.findIndex((ob) => ob !== undefined && otherOutcome(ob, b));
    if (b.status !== 'failed' && failedIn >= 0) {
      b.status = 'failed';
      b.error = `failed in repeat ${failedIn + 2} of ${runs.length}: ${others[failedIn]!.error ?? 'no message'}`;
    } else if (exitDiffers >= 0) {
      b.status = 'failed';
      b.error = `exited ${exitOf(b)} in repeat 1 and ${exitOf(others[exitDiffers]!)} in repeat ${exitDiffers + 2} of ${runs.length}`;
    }
    // A name that stood for two benchmarks in any run did in this one too (its runs' metrics would mix them).
    const ambiguous = others.find((ob) => ob?.ambiguous !== undefined)?.ambiguous;
    if (b.ambiguous === undefined && ambiguous !== undefined) b.ambiguous = ambiguous;
    for (const [name, m] of Object.entries(b.metrics)) {
      const oms = others.map((ob) => own(ob?.metrics, name));
      // A benchmark missing from a run (or without samples where the first had them) keeps the first
      // run's numbers: merging would mix one run's summary with another's samples.
      if (oms.some((om) => om === undefined || (m.samples === undefined) !== (om.samples === undefined))) continue;
      b.metrics[name] = mergeMetric([m, ...(oms as Metric[])]);
    }
  }
  return merged;
}

/** Whole results of several runs, suite by suite (suites as the first run has them). */
export function mergeRuns(runs: Results[]): Results {
  const [first] = runs;
  if (first === undefined) throw new Error('mergeRuns needs at least one run');
  const merged: Results = structuredClone(first);
  merged.suites = first.suites.map((s) => mergeSuites([s, ...runs.slice(1).flatMap((r) => r.suites.filter((o) => o.name === s.name))]));
  return merged;
}
