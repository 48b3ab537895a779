// `npm run bench:verdicts`: how often each verdict rule cries wolf, and how often it catches a real change.
// Simulates base/head sample pairs under five noise models, n = 5/10/30 per side and true shifts of 0–30 %,
// judges them with benchgate's rule (through compareRuns, same-job and stored), a plain U test at α 0.05
// (benchstat) and a 200 % ratio threshold (github-action-benchmark), then runs the same rules on the real
// fixture pairs. Prints markdown (stdout, byte-reproducible: everything is seeded); progress and timing go
// to stderr. Exits 1 when a target of issue 7 is missed. VERDICTS_SCALE=0.25 for a quick look, 4 for a thorough one.
import { markdownTable } from 'markdown-table';
import { DEFAULT_RESAMPLES, DEFAULT_SEED } from '../src/compare/compare-runs';
import { createRng } from '../src/compare/stats/random';
import { Results } from '../src/model/results';
import { pairedAcceptance } from './verdicts-paired';
import { DRIFT_MODEL, driftReport } from './verdicts-drift';
import { realPairs } from './verdicts-real';
import { checkUTestReuse, judgeReport, NOISE_MODELS, resultsOf, RULES, simulatePair, type Call, type NoiseModel, type RuleId } from './verdicts-sim';

// `-- --paired`: also paired rounds on real suites (slow: minutes per suite); `-- --paired-only`: only those.
const PAIRED_SUITES = process.env.PAIRED_SUITES?.split(',').filter(Boolean);
if (process.argv.includes('--paired-only')) {
  const p = await pairedAcceptance((m) => void process.stderr.write(`${m}\n`), PAIRED_SUITES);
  process.stdout.write(`## Paired rounds on real suites (issue 12)\n\n${p.table}\n`);
  process.exit(p.ok ? 0 : 1);
}
const SCALE = Number(process.env.VERDICTS_SCALE ?? 1);
const reps = (x: number): number => Math.max(1, Math.round(x * SCALE));

const N_VALUES = [5, 10, 30] as const;
const CURVE = [0, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3];
/** Shifts at which benchgate's stored rule is simulated too (the rest of its curve is left out for time). */
const MAIN_SHIFTS = [0, 0.02, 0.05, 0.1, 0.3];
/** Replicates. The exact U test (n ≤ 50 per side, no ties) costs ~1.3 ms a row at n = 30, hence fewer there. */
const R_NULL = reps(400);
const R_SHIFT = reps(400);
const REPORTS_100: Record<number, number> = { 5: reps(500), 10: reps(500), 30: reps(40) };
const REPORTS_1000: Record<number, number> = { 5: reps(10), 10: reps(10), 30: reps(2) };
/** The in-report power check: 5 of 100 benchmarks shift, the other 95 do not. */
const INSUITE = { noise: NOISE_MODELS[1]!, n: 10, reports: reps(100), shifted: 5, size: 100, shifts: [0.02, 0.05, 0.1, 0.3] };

const TARGET_FPR = 0.01;
const TARGET_REPORTS = 0.05;
const TARGET_POWER = 0.9;

const started = performance.now();
const log = (msg: string): void =>
  void process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1)} s wall, ${(process.cpuUsage().user / 1e6).toFixed(1)} s cpu] ${msg}\n`);

/** FNV-1a: every cell gets its own seeded stream, so cells do not depend on each other or on order. */
function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Tally {
  regressed: number;
  improved: number;
  total: number;
}
type Tallies = Record<RuleId, Tally>;
const emptyTallies = (): Tallies => Object.fromEntries(RULES.map((r) => [r.id, { regressed: 0, improved: 0, total: 0 }])) as Tallies;

function add(t: Tally, c: Call): void {
  t.total++;
  if (c === 'regressed') t.regressed++;
  if (c === 'improved') t.improved++;
}

const alarms = (t: Tally): number => t.regressed + t.improved;
const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)} %`;
const shiftLabel = (s: number): string => `${Math.round(s * 100)} %`;
const share = (k: number, of: number, digits = 1): string => `${pct(k / of, digits)} (${k}/${of})`;

// 0. Self-checks: the generated Results are schema-valid, and row.p is the U test's own p.
Results.parse(resultsOf([simulatePair('check', NOISE_MODELS[0]!, 5, 0, createRng(1))], 'head'));
const reuseProblem = checkUTestReuse(createRng(seedOf('reuse')), reps(20));
if (reuseProblem !== undefined) throw new Error(`U-test reuse check failed: ${reuseProblem}`);

// 1. One benchmark per report: per-benchmark false alarms (shift 0) and power (shift > 0).
const single = new Map<string, Tallies>();
const key = (noise: NoiseModel, n: number, shift: number): string => `${noise.id}:${n}:${shift}`;
for (const noise of NOISE_MODELS) {
  for (const n of N_VALUES) {
    for (const shift of CURVE) {
      const tallies = emptyTallies();
      const rng = createRng(seedOf(`single:${key(noise, n, shift)}`));
      const stored = MAIN_SHIFTS.includes(shift);
      const count = shift === 0 ? R_NULL : R_SHIFT;
      for (let i = 0; i < count; i++) {
        const calls = judgeReport([simulatePair(`bench${i}`, noise, n, shift, rng)], { stored });
        for (const r of RULES) if (r.id !== 'stored' || stored) add(tallies[r.id], calls[r.id][0]!);
      }
      single.set(key(noise, n, shift), tallies);
    }
    log(`single benchmarks: ${noise.label}, n = ${n}`);
  }
}

// 2. Reports of 100 and 1000 unchanged benchmarks: how many reports raise any alarm at all?
interface ReportTally {
  reports: number;
  withAlarm: Record<RuleId, number>;
  benchmarkAlarms: Record<RuleId, number>;
}
function nullReports(noise: NoiseModel, n: number, size: number, count: number, stored: boolean): ReportTally {
  const rng = createRng(seedOf(`reports:${size}:${noise.id}:${n}`));
  const t: ReportTally = { reports: count, withAlarm: { benchgate: 0, stored: 0, benchstat: 0, ratio200: 0 }, benchmarkAlarms: { benchgate: 0, stored: 0, benchstat: 0, ratio200: 0 } };
  for (let k = 0; k < count; k++) {
    const pairs = Array.from({ length: size }, (_, i) => simulatePair(`bench${i}`, noise, n, 0, rng));
    const calls = judgeReport(pairs, { stored });
    for (const r of RULES) {
      const a = calls[r.id].filter((c) => c !== 'none').length;
      t.benchmarkAlarms[r.id] += a;
      if (a > 0) t.withAlarm[r.id]++;
    }
  }
  return t;
}
const reports100 = new Map<string, ReportTally>();
const reports1000 = new Map<string, ReportTally>();
for (const noise of NOISE_MODELS) {
  for (const n of N_VALUES) {
    reports100.set(`${noise.id}:${n}`, nullReports(noise, n, 100, REPORTS_100[n]!, true));
    reports1000.set(`${noise.id}:${n}`, nullReports(noise, n, 1000, REPORTS_1000[n]!, false));
    log(`reports of 100 and 1000: ${noise.label}, n = ${n}`);
  }
}

// 3. Power inside a report: a few real shifts among many unchanged benchmarks (FDR has a price).
const inSuite = INSUITE.shifts.map((shift) => {
  const rng = createRng(seedOf(`insuite:${shift}`));
  const hit = emptyTallies();
  const nul = emptyTallies();
  for (let k = 0; k < INSUITE.reports; k++) {
    const pairs = Array.from({ length: INSUITE.size }, (_, i) => simulatePair(`bench${i}`, INSUITE.noise, INSUITE.n, i < INSUITE.shifted ? shift : 0, rng));
    const calls = judgeReport(pairs);
    for (const r of RULES) calls[r.id].forEach((c, i) => add(i < INSUITE.shifted ? hit[r.id] : nul[r.id], c));
  }
  return { shift, hit, nul };
});
log('power inside 100-benchmark reports');

// 4. The real fixture pairs.
const real = realPairs();
log('real fixture pairs');

// 5. Issue 12's run-level drift simulation: repeat's runs through the real merge path, beside benchstat.
const DRIFT_REPORTS = reps(20);
const DRIFT_RULES = [
  { id: 'stored', label: 'benchgate (stored, repeat: 5)' },
  { id: 'sameJob', label: 'benchgate (same-job, repeat: 5)' },
  { id: 'benchstat', label: 'U test α 0.05 on the pooled samples (benchstat)' },
] as const;
const DRIFT_SHIFTS = [0, 0.1, -0.1, 0.3];
const driftTally = new Map<string, { hit: number; total: number }>();
{
  const rng = createRng(seedOf('drift'));
  for (let k = 0; k < DRIFT_REPORTS; k++) {
    const r = driftReport(rng);
    for (const rule of DRIFT_RULES) {
      r.shifts.forEach((shift, i) => {
        const c = r[rule.id][i]!;
        const hit = shift === 0 ? c !== 'none' : shift > 0 ? c === 'regressed' : c === 'improved';
        const t = driftTally.get(`${rule.id}:${shift}`) ?? { hit: 0, total: 0 };
        t.hit += hit ? 1 : 0;
        t.total++;
        driftTally.set(`${rule.id}:${shift}`, t);
      });
    }
  }
}
const driftRate = (rule: string, shift: number): number => driftTally.get(`${rule}:${shift}`)!.hit / driftTally.get(`${rule}:${shift}`)!.total;
log('run-level drift simulation');

// ---- Output -------------------------------------------------------------------------------------------
const out: string[] = [];
const cells = NOISE_MODELS.flatMap((noise) => N_VALUES.map((n) => ({ noise, n })));
const ruleLabel = (id: RuleId): string => RULES.find((r) => r.id === id)!.label;

out.push(
  '## Settings',
  '',
  `benchgate at its defaults: α 0.05 with Benjamini–Hochberg across the report, noise floor 5 % (same-job) or 10 % (stored single run), ${DEFAULT_RESAMPLES} bootstrap resamples, seed ${DEFAULT_SEED}. ` +
    `Replicates: ${R_NULL} one-benchmark reports per cell at shift 0 and ${R_SHIFT} per cell at every other shift; ` +
    `${REPORTS_100[5]}/${REPORTS_100[10]}/${REPORTS_100[30]} reports of 100 benchmarks and ${REPORTS_1000[5]}/${REPORTS_1000[10]}/${REPORTS_1000[30]} reports of 1000 at n = 5/10/30; ` +
    `${INSUITE.reports} reports of ${INSUITE.size} for the in-report power. VERDICTS_SCALE=${SCALE}.`,
  '',
  'A 95 % Monte Carlo interval for a rate p measured on N replicates is about ±1.96·√(p(1−p)/N): ±1 point at p = 1 %, N = 400; ±4 points at p = 50 %, N = 200.',
  '',
);

out.push('## 1. False alarms per benchmark (no change; one benchmark per report)', '');
out.push('Share of unchanged benchmarks called regressed or improved (github-action-benchmark only ever reports regressions).', '');
out.push(
  markdownTable([
    ['noise', 'n', ...RULES.map((r) => r.label)],
    ...cells.map(({ noise, n }) => {
      const t = single.get(key(noise, n, 0))!;
      return [noise.label, `${n}`, ...RULES.map((r) => share(alarms(t[r.id]), t[r.id].total, 2))];
    }),
  ]),
  '',
);

out.push('## 2. Reports with any false alarm (no change anywhere in the report)', '');
out.push(
  `Reports of 100 benchmarks. (Per-benchmark alarm rate inside these reports in brackets.)`,
  '',
  markdownTable([
    ['noise', 'n', 'reports', ...RULES.map((r) => r.label)],
    ...cells.map(({ noise, n }) => {
      const t = reports100.get(`${noise.id}:${n}`)!;
      return [noise.label, `${n}`, `${t.reports}`, ...RULES.map((r) => `${pct(t.withAlarm[r.id] / t.reports)} [${pct(t.benchmarkAlarms[r.id] / (t.reports * 100), 2)}]`)];
    }),
  ]),
  '',
);
out.push(
  'Reports of 1000 benchmarks. benchgate\'s stored rule is not run here: without drift its alarms are a subset of the same-job rule\'s (same p, q and interval; wider floor).',
  '',
  markdownTable([
    ['noise', 'n', 'reports', ...RULES.filter((r) => r.id !== 'stored').map((r) => r.label)],
    ...cells.map(({ noise, n }) => {
      const t = reports1000.get(`${noise.id}:${n}`)!;
      return [noise.label, `${n}`, `${t.reports}`, ...RULES.filter((r) => r.id !== 'stored').map((r) => `${pct(t.withAlarm[r.id] / t.reports)} [${pct(t.benchmarkAlarms[r.id] / (t.reports * 1000), 3)}]`)];
    }),
  ]),
  '',
);

out.push('## 3. Power: share of shifted benchmarks called regressed (one benchmark per report)', '');
for (const r of RULES) {
  const shifts = r.id === 'stored' ? MAIN_SHIFTS : CURVE;
  out.push(`### ${r.label}`, '');
  out.push(
    markdownTable([
      ['noise', 'n', ...shifts.map(shiftLabel)],
      ...cells.map(({ noise, n }) => [noise.label, `${n}`, ...shifts.map((s) => {
        const t = single.get(key(noise, n, s))![r.id];
        return pct(t.regressed / t.total, 0);
      })]),
    ]),
    '',
  );
}

const smallest = (id: RuleId, noise: NoiseModel, n: number): string => {
  const s = CURVE.find((x) => x > 0 && single.get(key(noise, n, x))![id].regressed / single.get(key(noise, n, x))![id].total >= TARGET_POWER);
  return s === undefined ? `> ${shiftLabel(CURVE.at(-1)!)}` : shiftLabel(s);
};
out.push('## 4. Smallest shift detected with ≥ 90 % power (on the grid 1, 2, 3, 5, 7, 10, 15, 20, 30 %)', '');
out.push(
  markdownTable([
    ['noise', ...N_VALUES.map((n) => `benchgate same-job, n = ${n}`), ...N_VALUES.map((n) => `U test, n = ${n}`)],
    ...NOISE_MODELS.map((noise) => [noise.label, ...N_VALUES.map((n) => smallest('benchgate', noise, n)), ...N_VALUES.map((n) => smallest('benchstat', noise, n))]),
  ]),
  '',
);

out.push(`## 5. Inside a report: ${INSUITE.shifted} of ${INSUITE.size} benchmarks shift, ${INSUITE.noise.label}, n = ${INSUITE.n}`, '');
out.push('Power on the shifted benchmarks [false-alarm rate on the unchanged ones]; Benjamini–Hochberg adjusts across all 100.', '');
out.push(
  markdownTable([
    ['shift', ...RULES.map((r) => r.label)],
    ...inSuite.map(({ shift, hit, nul }) => [shiftLabel(shift), ...RULES.map((r) => `${pct(hit[r.id].regressed / hit[r.id].total, 0)} [${pct(alarms(nul[r.id]) / nul[r.id].total, 2)}]`)]),
  ]),
  '',
);

const d = DRIFT_MODEL;
out.push(`## 6. Run-level drift (issue 12): ${d.benchmarks} benchmarks, ${d.runs} runs × ${d.samples} samples per side`, '');
out.push(
  `Lognormal noise: per-run machine drift σ ${d.drift * 100} % (every benchmark of a run), per-process σ ${d.process * 100} % (each benchmark in each run), per-sample σ ${d.sample * 100} %. ` +
    `Per report 20 benchmarks shift +10 %, 20 shift −10 %, 10 shift +30 %, the other 150 are unchanged; ${DRIFT_REPORTS} reports. ` +
    'benchgate merges the runs as `repeat` does and compares runs (per-run common factors out, moderated t, relative to the common move); benchstat\'s rule is a U test on the 50 pooled samples a side. ' +
    'False alarms: share of unchanged benchmarks called either way. Power: share called in the right direction.',
  '',
  markdownTable([
    ['rule', 'false alarms', 'power +10 %', 'power −10 %', 'power +30 %'],
    ...DRIFT_RULES.map((r) => [r.label, ...DRIFT_SHIFTS.map((s) => pct(driftRate(r.id, s), s === 0 ? 2 : 0))]),
  ]),
  '',
);

out.push('## 7. Real fixture pairs (test/fixtures)', '');
out.push(real.markdown);

// ---- Targets (issue 7), benchgate's same-job rule at defaults -------------------------------------------
const worstFpr = cells
  .map(({ noise, n }) => ({ noise, n, t: single.get(key(noise, n, 0))!.benchgate }))
  .reduce((a, b) => (alarms(b.t) / b.t.total > alarms(a.t) / a.t.total ? b : a));
const worstReports = cells
  .map(({ noise, n }) => ({ noise, n, t: reports100.get(`${noise.id}:${n}`)! }))
  .reduce((a, b) => (b.t.withAlarm.benchgate / b.t.reports > a.t.withAlarm.benchgate / a.t.reports ? b : a));
const powerCell = single.get(key(NOISE_MODELS[1]!, 10, 0.1))!.benchgate;
const targets = [
  {
    target: `false alarms ≤ ${pct(TARGET_FPR, 0)} per benchmark, every noise model and n`,
    measured: `worst ${share(alarms(worstFpr.t), worstFpr.t.total, 2)} (${worstFpr.noise.label}, n = ${worstFpr.n})`,
    met: alarms(worstFpr.t) / worstFpr.t.total <= TARGET_FPR,
  },
  {
    target: `≤ ${pct(TARGET_REPORTS, 0)} of 100-benchmark reports with any false alarm, every noise model and n`,
    measured: `worst ${share(worstReports.t.withAlarm.benchgate, worstReports.t.reports)} (${worstReports.noise.label}, n = ${worstReports.n})`,
    met: worstReports.t.withAlarm.benchgate / worstReports.t.reports <= TARGET_REPORTS,
  },
  {
    target: `power ≥ ${pct(TARGET_POWER, 0)} at a 10 % shift, n = 10, lognormal cv 3 %`,
    measured: share(powerCell.regressed, powerCell.total),
    met: powerCell.regressed / powerCell.total >= TARGET_POWER,
  },
  {
    target: 'run-level drift (issue 12), stored with repeat: false alarms ≤ 1 %',
    measured: pct(driftRate('stored', 0), 2),
    met: driftRate('stored', 0) <= 0.01,
  },
  {
    target: 'run-level drift, stored with repeat: power ≥ 50 % at +10 % and at −10 %, 100 % at +30 %',
    measured: `${pct(driftRate('stored', 0.1), 0)} / ${pct(driftRate('stored', -0.1), 0)} / ${pct(driftRate('stored', 0.3), 1)}`,
    met: driftRate('stored', 0.1) >= 0.5 && driftRate('stored', -0.1) >= 0.5 && driftRate('stored', 0.3) === 1,
  },
];
out.push(`## 8. Targets (issues 7 and 12: ${ruleLabel('benchgate')} at default settings, and the drift simulation)`, '');
out.push(markdownTable([['target', 'measured', 'met'], ...targets.map((t) => [t.target, t.measured, t.met ? 'yes' : '**NO**'])]), '');
if (real.problems.length > 0) out.push('Bench self-check problems (a defect of this bench, not of the rule):', '', ...real.problems.map((p) => `- ${p}`), '');

if (process.argv.includes('--paired')) {
  const p = await pairedAcceptance(log, PAIRED_SUITES);
  out.push('## 9. Paired rounds on real suites (issue 12)', '', p.table, '');
  if (!p.ok) process.exitCode = 1;
}
process.stdout.write(out.join('\n'));
log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
const missed = targets.filter((t) => !t.met);
if (missed.length > 0) log(`missed: ${missed.map((t) => t.target).join('; ')}`);
if (missed.length > 0 || real.problems.length > 0) process.exitCode = 1;
