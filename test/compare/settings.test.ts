// Per-metric and per-benchmark settings change the verdicts they should, on real Go runs.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { resolveConfig } from '../../src/config/resolve';
import { validateConfig } from '../../src/config/validate';
import { historyEntry } from '../../src/baseline/history';
import type { Comparison } from '../../src/compare/types';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom, syntheticResults } from '../helpers/results';

const go = (v: string) => resultsFrom([{ name: 'go', harness: 'go-bench', input: fixtureInput('go-bench', v, 'go-test-bench.stdout.txt') }]);
const loaded = (yaml: string) => resolveConfig(validateConfig(yaml, 'x.yml'), 'x.yml', '/repo');
const row = (c: Comparison, benchmark: string, metric = 'time') => c.rows.find((r) => r.benchmark === benchmark && r.metric === metric)!;
const CASE = 'BenchmarkChecksum/impl_a/10240';
// One process per side: the real Go pair is too noisy for a single-process call (process-noise.ts), so the
// settings that need a called row use a quiet synthetic suite with one +32 % change.
const SYN = 'bench/3';
const syn = (v: 'base' | 'head') => (v === 'base' ? syntheticResults({}, 1) : syntheticResults({ [SYN]: 1.32 }, 2));
const synLoaded = (yaml: string) => loaded(yaml.replace(/name: go/g, 'name: synthetic'));

describe('verdict settings from benchgate.yml', () => {
  it('a suite-level noise floor of 40 % silences the +32 % change; alpha and the floor are reported per row', () => {
    expect(row(compareRuns(syn('base'), syn('head'), compareOptionsFor(undefined)), SYN).verdict).toBe('regressed');
    const cfg = synLoaded('suites:\n  - name: go\n    run: x\n    thresholds: { noise-floor: 40%, single-run-floor: 40% }\n');
    const r = row(compareRuns(syn('base'), syn('head'), compareOptionsFor(cfg)), SYN);
    expect(r.verdict).toBe('unchanged');
    expect(r.floor).toBe(0.4);
  });

  it('ignore shows a metric without judging it; a benchmark rule can ignore a whole benchmark', () => {
    const cfg = loaded(`suites:\n  - name: go\n    run: x\n    benchmarks:\n      - { match: "${CASE}", ignore: true }\n`);
    const c = compareRuns(go('base'), go('head'), compareOptionsFor(cfg));
    expect(row(c, CASE).verdict).toBe('unchanged');
    expect(row(c, CASE).note).toMatch(/ignored by config/);
    expect(row(c, CASE).gating).toBe(false);
    expect(c.summary.regressions).toBe(0);
  });

  it('gate: a benchmark can be gated on another metric (time shown, not gating)', () => {
    const cfg = loaded(`benchmarks:\n  - { match: "BenchmarkChecksum/*", gate: memory }\nsuites:\n  - name: go\n    run: x\n`);
    const c = compareRuns(go('base'), go('head'), compareOptionsFor(cfg));
    expect(row(c, CASE).gating).toBe(false);
    expect(row(c, CASE, 'memory').gating).toBe(true);
    expect(c.summary.regressions).toBe(0);
  });

  it('direction override flips what counts as worse', () => {
    const cfg = synLoaded('metrics:\n  time: { direction: bigger }\nsuites:\n  - name: go\n    run: x\n');
    const r = row(compareRuns(syn('base'), syn('head'), compareOptionsFor(cfg)), SYN);
    expect(r.direction).toBe('bigger');
    expect(r.verdict).toBe('improved');
  });

  it('Action inputs override the top-level thresholds but not a suite that sets its own', () => {
    const cfg = synLoaded('thresholds: { noise-floor: 50% }\nsuites:\n  - name: go\n    run: x\n');
    expect(row(compareRuns(syn('base'), syn('head'), compareOptionsFor(cfg)), SYN).verdict).toBe('unchanged');
    const c = compareRuns(syn('base'), syn('head'), compareOptionsFor(cfg, { noiseFloor: 0.02, singleRunFloor: 0.02 }));
    expect(row(c, SYN).floor).toBe(0.02);
    expect(row(c, SYN).verdict).toBe('regressed');
  });
});

describe('a baseline with a history', () => {
  it('judges head against the history with a prediction interval and labels it lower confidence', () => {
    const base = go('base');
    // Five earlier runs: the A/A pair and the base itself, as a nightly history would hold them.
    base.history = [go('base2'), go('base'), go('base2'), go('base'), go('base2')].map((r, i) => ({ ...historyEntry(r), commit: `c${i}` }));
    const c = compareRuns(base, go('head'), compareOptionsFor(undefined));
    const r = row(c, CASE);
    expect(r.test).toBe('prediction-interval');
    expect(r.confidence).toBe('lower');
    expect(r.n).toEqual([6, 1]);
    expect(r.verdict).toBe('regressed');
    expect(r.note).toMatch(/against the last 6 runs \(prediction interval/);
    // Rows that stayed inside the history's spread are not called.
    expect(row(c, 'BenchmarkChecksum/impl_b/1024').verdict).toBe('unchanged');
  });
});
