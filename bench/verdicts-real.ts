// The verdict rules on the real captured pairs in test/fixtures (SHARED-README.md): go-bench base vs
// base2 (A/A: every call is false), and every harness's head vs base with the three intended changes.
import { markdownTable } from 'markdown-table';
import { compareRuns } from '../src/compare/compare-runs';
import { classifyInterval, withinFloor } from '../src/compare/judge';
import { mannWhitneyU } from '../src/compare/stats/mann-whitney';
import type { Comparison, ComparisonRow, Drift, Verdict } from '../src/compare/types';
import { RESULTS_SCHEMA_ID, type Metric, type Results } from '../src/model/results';
import type { ParseInput } from '../src/parse/adapter';
import { parseOutput } from '../src/parse/registry';
import { fixtureInput, fixtureTree } from '../test/helpers/fixtures';
import { ratioCall, SAME_JOB, STORED, uTestCall, type Call } from './verdicts-sim';


interface RealPair {
  label: string;
  harness: string;
  input: (variant: string) => ParseInput;
  head: string;
  /** Spellings of checksum/impl_a/10240 (+30 %), checksum/impl_a/102400 (+8 %), checksum/impl_b/102400 (−15 %). */
  cases: [string, string, string];
}

const INTENDED = ['+30 %', '+8 %', '−15 %'];
const spell = (f: (impl: string, size: string) => string): [string, string, string] => [f('impl_a', '10240'), f('impl_a', '102400'), f('impl_b', '102400')];
const plain = spell((i, s) => `checksum/${i}/${s}`);

const PAIRS: RealPair[] = [
  { label: 'criterion (target/criterion)', harness: 'criterion', input: (v) => fixtureTree('criterion', v, 'target', 'criterion'), head: 'head', cases: plain },
  { label: 'criterion, head-drift capture', harness: 'criterion', input: (v) => fixtureTree('criterion', v, 'target', 'criterion'), head: 'head-drift', cases: plain },
  { label: 'go-bench', harness: 'go-bench', input: (v) => fixtureInput('go-bench', v, 'go-test-bench.stdout.txt'), head: 'head', cases: spell((i, s) => `BenchmarkChecksum/${i}/${s}`) },
  { label: 'pytest-benchmark (JSON)', harness: 'pytest-benchmark', input: (v) => fixtureInput('pytest-benchmark', v, 'out.json'), head: 'head', cases: spell((i, s) => `test_checksum[${i}-${s}]`) },
  { label: 'google-benchmark (JSON)', harness: 'google-benchmark', input: (v) => fixtureInput('google-benchmark', v, 'bench-json.stdout.json'), head: 'head', cases: plain },
  { label: 'jmh (JSON)', harness: 'jmh', input: (v) => fixtureInput('jmh', v, 'out.json'), head: 'head', cases: spell((i, s) => `bench.CodecBench.checksum_${i}:size=${s}`) },
  { label: 'tinybench (JSON)', harness: 'tinybench', input: (v) => fixtureInput('tinybench', v, 'tinybench-results.json'), head: 'head', cases: plain },
  { label: 'benchmark.js', harness: 'benchmarkjs', input: (v) => fixtureInput('benchmarkjs', v, 'benchmarkjs.stdout.txt'), head: 'head', cases: plain },
  { label: 'vitest bench (JSON)', harness: 'vitest-bench', input: (v) => fixtureInput('vitest-bench', v, 'out.json'), head: 'head', cases: spell((i, s) => `checksum > ${i}/${s}`) },
  { label: 'hyperfine (JSON)', harness: 'hyperfine', input: (v) => fixtureInput('hyperfine', v, 'hyperfine.json'), head: 'head', cases: ['./work impl_a 2', './work impl_a 3', './work impl_b 3'] },
  { label: 'catch2 v2 (XML)', harness: 'catch2', input: (v) => fixtureInput('catch2', 'v2', v, 'xml.stdout.xml'), head: 'head', cases: plain },
  { label: 'catch2 v3 (XML)', harness: 'catch2', input: (v) => fixtureInput('catch2', 'v3', v, 'xml.stdout.xml'), head: 'head', cases: plain },
  { label: 'divan', harness: 'divan', input: (v) => fixtureInput('divan', v, 'cargo-bench.stdout.txt'), head: 'head', cases: plain },
];

function results(pair: Pick<RealPair, 'harness' | 'input'>, variant: string): Results {
  const { harness, output } = parseOutput(pair.input(variant), pair.harness);
  return {
    schema: RESULTS_SCHEMA_ID,
    meta: { createdAt: '2026-11-22T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'Intel(R) Xeon(R) Processor', cores: 2 } },
    suites: [{ name: pair.harness, harness, status: 'ok', benchmarks: output.benchmarks }],
  };
}

/**
 * The verdict a row had before drift handling. Where a suite drifted, compareRuns sets `relative` and may
 * overwrite `verdict`, but keeps the raw q and interval, so the raw verdict is rebuilt from them the way
 * `decide` made it (rows fixed for too few samples keep their verdict: drift cannot change those).
 */
export function rawVerdict(r: ComparisonRow): Verdict {
  return r.relative === undefined || (r.note ?? '').startsWith('too few samples') ? r.verdict : rebuilt(r);
}

function rebuilt(r: ComparisonRow): Verdict {
  if (r.test === 'threshold' && r.ratio !== null) {
    if (Math.abs(Math.log(r.ratio)) <= Math.log1p(r.floor)) return 'unchanged';
    // Shown for information with nothing to measure its noise: not called (compare-runs.ts holdUntestedInfoRows).
    if (!r.gating) return 'inconclusive';
    return (r.ratio > 1) === (r.direction === 'smaller') ? 'regressed' : 'improved';
  }
  // Not significant: no change only with an interval within the floor (one not finite is not shown).
  if (r.q === undefined || r.q >= r.alpha) {
    if (r.ci === undefined) return (r.note ?? '').startsWith('not significant') ? 'inconclusive' : 'unchanged';
    return withinFloor(r.ci, r.floor) ? 'unchanged' : 'inconclusive';
  }
  if (!r.ci) return 'inconclusive';
  const v = classifyInterval(r.ci, r.floor, r.direction);
  return v === 'unchanged' && !withinFloor(r.ci, r.floor) ? 'inconclusive' : v;
}

/** Rebuilding must agree with compareRuns wherever drift did not touch a row; returns the disagreements. */
function checkRebuild(c: Comparison): string[] {
  return c.rows
    .filter((r) => r.relative === undefined && (r.test === 'mann-whitney' || r.test === 'welch' || r.test === 'threshold') && !(r.note ?? '').startsWith('too few samples'))
    .filter((r) => rebuilt(r) !== r.verdict)
    .map((r) => `${r.suite}/${r.benchmark}/${r.metric}: rebuilt ${rebuilt(r)}, compareRuns ${r.verdict}`);
}

interface Judged {
  row: ComparisonRow;
  same: { raw: Verdict; final: Verdict };
  stored: { raw: Verdict; final: Verdict };
  u: Call | 'n/a';
  ratio: Call;
}

function metricOf(r: Results, benchmark: string, metric: string): Metric | undefined {
  return r.suites[0]?.benchmarks.find((b) => b.name === benchmark)?.metrics[metric];
}

function judgeReal(base: Results, head: Results, onlyGating: boolean): { rows: Judged[]; drift: Drift[]; problems: string[] } {
  const same = compareRuns(base, head, SAME_JOB);
  const stored = compareRuns(base, head, STORED);
  const key = (r: ComparisonRow): string => `${r.benchmark}\u0000${r.metric}`;
  const storedByKey = new Map(stored.rows.map((r) => [key(r), r]));
  const rows = same.rows
    .filter((r) => r.base !== null && r.head !== null && (!onlyGating || r.gating))
    .map((row): Judged => {
      const st = storedByKey.get(key(row))!;
      const bm = metricOf(base, row.benchmark, row.metric)!;
      const hm = metricOf(head, row.benchmark, row.metric)!;
      const bs = bm.samples ?? [];
      const hs = hm.samples ?? [];
      const u = bs.length >= 2 && hs.length >= 2 ? uTestCall(mannWhitneyU(bs, hs).p, bs, hs, row.direction) : 'n/a';
      return {
        row,
        same: { raw: rawVerdict(row), final: row.verdict },
        stored: { raw: rawVerdict(st), final: st.verdict },
        u,
        ratio: ratioCall(bm.value, hm.value, row.direction),
      };
    });
  return { rows, drift: same.summary.drift, problems: [...checkRebuild(same), ...checkRebuild(stored)] };
}

const alarm = (v: Verdict | Call | 'n/a'): boolean => v === 'regressed' || v === 'improved';
const pct = (ratio: number | null): string => (ratio === null ? '—' : `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(1)} %`);

function driftText(drift: Drift[], metric = 'time'): string {
  const d = drift.find((x) => x.metric === metric) ?? drift[0];
  if (d === undefined) return '—';
  if (d.status === 'too-few' || d.factor === undefined || d.ci === undefined) return `too few (${d.benchmarks})`;
  return `${d.status === 'drift' ? '**drift**' : 'none'} ${pct(d.factor)} [${pct(d.ci[0])}, ${pct(d.ci[1])}]`;
}

function verdictText(v: { raw: Verdict; final: Verdict }): string {
  return v.raw === v.final ? v.final : `${v.final} (raw: ${v.raw})`;
}

const count = (rows: Judged[], pick: (j: Judged) => Verdict | Call | 'n/a'): string => {
  const testable = rows.filter((j) => pick(j) !== 'n/a');
  if (testable.length === 0) return 'n/a';
  return `${testable.filter((j) => alarm(pick(j))).length}`;
};

export interface RealReport {
  markdown: string;
  /** Rebuild disagreements (a defect of this bench, not of the rule): printed, and they fail the run. */
  problems: string[];
}

export function realPairs(): RealReport {
  const out: string[] = [];
  const problems: string[] = [];

  // The A/A pair: the same binary run twice, so every call is a false alarm.
  const go = { harness: 'go-bench', input: (v: string) => fixtureInput('go-bench', v, 'go-test-bench.stdout.txt') };
  const aa = judgeReal(results(go, 'base'), results(go, 'base2'), false);
  problems.push(...aa.problems);
  const time = aa.rows.filter((j) => j.row.metric === 'time');
  const names = (rows: Judged[], pick: (j: Judged) => Verdict | Call | 'n/a'): string =>
    rows.filter((j) => alarm(pick(j))).map((j) => `${j.row.benchmark.replace(/^Benchmark/, '')} ${j.row.metric} ${pct(j.row.ratio)}`).join('; ') || '—';
  const aaRules: [string, (j: Judged) => Verdict | Call | 'n/a'][] = [
    ['benchgate same-job (raw, before drift handling)', (j) => j.same.raw],
    ['benchgate same-job (final)', (j) => j.same.final],
    ['benchgate stored (raw)', (j) => j.stored.raw],
    ['benchgate stored (final)', (j) => j.stored.final],
    ['U test α 0.05 (benchstat)', (j) => j.u],
    ['ratio ≥ 200 % (github-action-benchmark)', (j) => j.ratio],
  ];
  out.push('### A/A: go-bench `base` vs `base2` (same binary run twice: every call is false)', '');
  out.push(`Drift benchgate estimated over the ${time.length} time rows: ${driftText(aa.drift)}.`, '');
  out.push(
    markdownTable([
      ['rule', `time rows called changed (of ${time.length})`, `all rows called changed (of ${aa.rows.length})`, 'which (all metrics)'],
      ...aaRules.map(([label, pick]) => [label, count(time, pick), count(aa.rows, pick), names(aa.rows, pick)]),
    ]),
    '',
  );

  // Six A/A processes of uuid: every pair's calls are false. One process per side cannot tell a slow phase over
  // neighbouring benchmarks from a change to them (issue notes of 2026-11-27): counted here, not yet a target.
  const six = ['run1', 'run2', 'run3', 'run4', 'run5', 'run6'].map((r) => results({ harness: 'go-bench', input: () => fixtureInput('go-bench', 'uuid-aa-six', `${r}.txt`) }, r));
  const sixRules = aaRules.filter(([label]) => !label.includes('raw'));
  const tallies = sixRules.map(() => ({ calls: 0, pairs: 0 }));
  let sixRows = 0;
  let sixPairs = 0;
  for (let a = 0; a < six.length; a++) {
    for (let b = a + 1; b < six.length; b++) {
      const j = judgeReal(six[a]!, six[b]!, false);
      problems.push(...j.problems);
      const t = j.rows.filter((x) => x.row.metric === 'time');
      sixRows += t.length;
      sixPairs++;
      sixRules.forEach(([, pick], k) => {
        const n = t.filter((x) => alarm(pick(x))).length;
        tallies[k]!.calls += n;
        if (n > 0) tallies[k]!.pairs++;
      });
    }
  }
  out.push(`### A/A: go-bench uuid v1.6.0, six processes (\`uuid-aa-six\`: ${sixPairs} pairs, every call is false)`, '');
  out.push(
    markdownTable([
      ['rule', `time rows called changed (of ${sixRows})`, `pairs with a call (of ${sixPairs})`],
      ...sixRules.map(([label], k) => [label, `${tallies[k]!.calls}`, `${tallies[k]!.pairs}`]),
    ]),
    '',
  );

  // head vs base: three intended changes, everything else unchanged.
  const intended: string[][] = [['harness', 'benchmark', 'intended', 'head/base', 'test (n)', 'benchgate same-job', 'benchgate stored', 'U test', 'ratio ≥ 2']];
  const unchanged: string[][] = [
    ['harness', 'unchanged rows', 'same-job raw', 'same-job final', 'same-job inconclusive', 'stored raw', 'stored final', 'U test', 'ratio ≥ 2', 'drift (same-job)'],
  ];
  const alarmsList: string[] = [];
  for (const pair of PAIRS) {
    const j = judgeReal(results(pair, 'base'), results(pair, pair.head), true);
    problems.push(...j.problems.map((p) => `${pair.label}: ${p}`));
    pair.cases.forEach((name, i) => {
      const c = j.rows.find((x) => x.row.benchmark === name);
      if (c === undefined) {
        intended.push([pair.label, name, INTENDED[i]!, 'missing', '', '', '', '', '']);
        problems.push(`${pair.label}: intended case ${name} not found`);
        return;
      }
      const n = c.row.n ? ` (${c.row.n[0]}/${c.row.n[1]})` : '';
      intended.push([pair.label, `\`${name}\``, INTENDED[i]!, pct(c.row.ratio), `${c.row.test}${n}`, verdictText(c.same), verdictText(c.stored), c.u, c.ratio]);
    });
    const rest = j.rows.filter((x) => !pair.cases.includes(x.row.benchmark));
    unchanged.push([
      pair.label,
      `${rest.length}`,
      count(rest, (x) => x.same.raw),
      count(rest, (x) => x.same.final),
      `${rest.filter((x) => x.same.final === 'inconclusive').length}`,
      count(rest, (x) => x.stored.raw),
      count(rest, (x) => x.stored.final),
      count(rest, (x) => x.u),
      count(rest, (x) => x.ratio),
      driftText(j.drift),
    ]);
    const finals = rest.filter((x) => alarm(x.same.final));
    if (finals.length > 0) {
      alarmsList.push(`- ${pair.label}: ${finals.map((x) => `\`${x.row.benchmark}\` ${x.same.final} ${pct(x.row.ratio)} (${x.row.test}${x.row.relative ? `, relative ${pct(x.row.relative.ratio)}` : ''})`).join('; ')}`);
    }
  }
  out.push('### head vs base: the three intended changes', '');
  out.push(markdownTable(intended), '');
  out.push('### head vs base: false alarms among the unchanged benchmarks (gating rows: the gate metric of each benchmark, and exact metrics, which gate too)', '');
  out.push(markdownTable(unchanged), '');
  if (alarmsList.length > 0) out.push('benchgate same-job false alarms that survive drift handling:', '', ...alarmsList, '');
  return { markdown: out.join('\n'), problems };
}
