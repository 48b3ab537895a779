// Suites too small for a common move of their own take the run's: the suites of one results file ran in one job.
// Real data: two jobs of python-jsonschema's eight pyperf scripts (one suite of 1–4 benchmarks each), same commit,
// the second on a quieter machine (test/fixtures/pyperf/jsonschema-jobs, SOURCE.md).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'pyperf', 'jsonschema-jobs');
const scripts = readdirSync(join(DIR, 'job1')).sort();

/** One job's results, a suite per script as `benchgate init` writes them; `scale` multiplies a suite's values (planted). */
function job(name: string, scale: Record<string, number> = {}): Results {
  const results = resultsFrom(scripts.map((f) => ({ name: `pyperf-${f.replace('.pyperf.json', '')}`, harness: 'pyperf', input: fixtureInput('pyperf', 'jsonschema-jobs', name, f) })));
  for (const s of results.suites) {
    const k = scale[s.name];
    if (k === undefined) continue;
    for (const b of s.benchmarks) {
      const m = b.metrics.time!;
      b.metrics.time = { ...m, value: m.value * k, ...(m.samples ? { samples: m.samples.map((x) => x * k) } : {}), ...(m.runs ? { runs: m.runs.map((x) => x * k) } : {}), ...(m.spread ? { spread: {} } : {}) };
    }
  }
  return results;
}

const called = (r: { verdict: string }): boolean => r.verdict === 'regressed' || r.verdict === 'improved';

describe("small suites judged relative to the run's common move (real A/A jobs of jsonschema's pyperf scripts)", () => {
  it('the machine moving −57 % between the jobs is no change: before, 13 rows of the small suites read ✅ faster', () => {
    const c = compareRuns(job('job1'), job('job2'), compareOptionsFor(undefined));
    const time = c.rows.filter((r) => r.metric === 'time');
    expect(time).toHaveLength(23);
    // Every row moved −36 … −77 % raw; what is still called moved differently from the rest, and says so.
    const left = time.filter(called);
    expect(left.length).toBeLessThanOrEqual(4);
    for (const r of left) expect(r.note).toMatch(/^moved differently from the rest of the suite \(relative to its −5\d % drift\)$/);
    const small = c.summary.drift.find((d) => d.suite === 'pyperf-validator_creation' && d.metric === 'time')!;
    expect(small).toMatchObject({ status: 'drift', benchmarks: 1 });
    expect(small.note).toMatch(/^1 benchmark\(s\), too few for a common move of their own; the run's 8 suites, measured in one job, moved −5\d % \[/);
  });

  it("a small suite that moved against the run's move is still called (derived: one script's head times × 2.5)", () => {
    const c = compareRuns(job('job1'), job('job2', { 'pyperf-validator_creation': 2.5 }), compareOptionsFor(undefined));
    const row = c.rows.find((r) => r.suite === 'pyperf-validator_creation' && r.metric === 'time')!;
    expect(row.verdict).toBe('regressed');
    expect(row.relative!.ratio).toBeGreaterThan(2);
  });
});
