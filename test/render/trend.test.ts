import { describe, expect, it } from 'vitest';
import { groupRegressions } from '../../src/bot/nightly';
import type { Shift } from '../../src/compare/shifts';
import { readIssueState } from '../../src/render/issue-state';
import { historyKey } from '../../src/model/results';
import { chartLabel, regressionTitle, renderCloseNote, renderNightlySummary, renderRegressionIssue, renderShiftTable, renderTrendChart } from '../../src/render/trend';

// A hand-built shift (rendering input, not a harness fixture): 8 nightly runs, a 10 % step at run 5.
const sha = (i: number) => `${i}`.repeat(40).slice(0, 40).replace(/[^0-9]/g, '0');
const values = [70000, 70500, 69800, 70200, 70100, 77000, 77300, 76900];
const series = values.map((value, i) => ({ commit: sha(i + 1), createdAt: `2026-11-0${i + 1}T03:17:00.000Z`, runId: 100 + i, value }));
const shift: Shift = {
  key: historyKey('go', 'BenchmarkChecksum/impl_a/10240', 'time'),
  suite: 'go',
  benchmark: 'BenchmarkChecksum/impl_a/10240',
  metric: 'time',
  unit: 'ns',
  direction: 'smaller',
  kind: 'regression',
  before: 70100,
  after: 77000,
  ratio: 77000 / 70100,
  ci: [1.0812, 1.1157],
  p: 0.005,
  lastBefore: { commit: sha(5), createdAt: '2026-11-05T03:17:00.000Z', runId: 104 },
  firstAfter: { commit: sha(6), createdAt: '2026-11-06T03:17:00.000Z', runId: 105 },
  index: 5,
  series,
};

describe('renderShiftTable', () => {
  it('a value beyond the fixed form is a compact exponent, never 0.000000 (a broken harness\'s 1e-300 ns)', () => {
    const tiny: Shift = { ...shift, before: 1e-300, after: 1.2e-300, ratio: 1.2, series: series.map((p) => ({ ...p, value: p.value * 1e-304 })) };
    expect(renderShiftTable([tiny]).split('\n')[2]).toContain('| 1.0e-300 ns → 1.2e-300 ns | ⚠️ +20.0 % (95 % CI +8.1 % … +11.6 %) |');
    const huge: Shift = { ...shift, before: 1e-300, after: 1000, ratio: 1e303, ci: [3.14e302, 3.18e303] };
    expect(renderShiftTable([huge]).split('\n')[2]).toContain('| 1.0e-300 ns → 1,000 ns | ⚠️ +1.0e+305 % (95 % CI +3.1e+304 % … +3.2e+305 %) |');
  });

  it('benchmark, metric, before → after on one scale, change with interval, commit range', () => {
    expect(renderShiftTable([shift])).toBe(
      [
        '| Suite | Benchmark | Metric | Before → after | Change | Commits |',
        '|---|---|---|---|---|---|',
        '| go | BenchmarkChecksum/impl\\_a/10240 | time | 70.10 µs → 77.00 µs | ⚠️ +9.8 % (95 % CI +8.1 % … +11.6 %) | `5555555`…`6666666` |',
      ].join('\n'),
    );
  });

  it('compare links with a repository URL; improvements get ✅; names are escaped', () => {
    const better = { ...shift, kind: 'improvement' as const, benchmark: '<img src=x> @team', ratio: 0.9, ci: [0.88, 0.92] as [number, number] };
    const row = renderShiftTable([better], { repoUrl: 'https://github.com/o/r' }).split('\n')[2];
    expect(row).toBe(
      `| go | &lt;img src=x&gt; @&#8288;team | time | 70.10 µs → 77.00 µs | ✅ −10.0 % (95 % CI −12.0 % … −8.0 %) | [\`5555555\`…\`6666666\`](https://github.com/o/r/compare/${sha(5)}...${sha(6)}) |`,
    );
  });

  it('runs without a commit are named by run id, and never linked', () => {
    const noCommit = { ...shift, lastBefore: { createdAt: 'x', runId: 104 }, firstAfter: { createdAt: 'y', runId: 105 } };
    expect(renderShiftTable([noCommit], { repoUrl: 'https://github.com/o/r' })).toContain('| `run 104`…`run 105` |');
  });
});

describe('renderTrendChart', () => {
  it('a mermaid xychart-beta with short commits, the scaled series and the fitted levels', () => {
    expect(renderTrendChart(shift)).toBe(
      [
        '```mermaid',
        'xychart-beta',
        '  title "BenchmarkChecksum/impl_a/10240 time"',
        `  x-axis ["1111111", "2222222", "3333333", "4444444", "5555555", "6666666", "7777777", "8888888"]`,
        '  y-axis "µs" 69.05 --> 78.05',
        '  line [70, 70.5, 69.8, 70.2, 70.1, 77, 77.3, 76.9]',
        '  line [70.1, 70.1, 70.1, 70.1, 70.1, 77, 77, 77]',
        '```',
      ].join('\n'),
    );
  });

  it('keeps mermaid-breaking characters out of labels', () => {
    expect(chartLabel('a"b]; c#d\n{e}`f')).toBe('a b c d e f');
    expect(chartLabel('x'.repeat(80))).toHaveLength(60);
    const chart = renderTrendChart({ ...shift, benchmark: 'bad"] name;' });
    expect(chart.split('\n')[2]).toBe('  title "bad name time"');
  });
});

describe('tracking issue', () => {
  const [regression] = groupRegressions([shift]);

  it('title, table first, chart, method note, and the hidden marker and state', () => {
    expect(regressionTitle(regression!)).toBe('Performance regression: BenchmarkChecksum/impl_a/10240 slower since 5555555…6666666');
    const body = renderRegressionIssue(regression!);
    const lines = body.split('\n');
    expect(lines[0]).toBe('## ⚠️ Performance regression between `5555555`…`6666666`');
    expect(lines.indexOf('| Suite | Benchmark | Metric | Before → after | Change | Commits |')).toBeLessThan(lines.indexOf('```mermaid'));
    expect(body).toContain('beyond the 5.0 % noise floor');
    expect(lines.at(-3)).toBe(`<!-- benchgate:regression:${sha(6).slice(0, 12)} -->`);
    expect(readIssueState(body)).toEqual({ id: sha(6).slice(0, 12), levels: { [shift.key]: 70100 } });
  });

  it('a regression in 300 series stays under GitHub\'s 65,536 characters: as many listed as fit, the rest counted, those listed tracked', () => {
    // One commit slowing 300 series made a 108,000-character body, refused (422) every night.
    const many = Array.from({ length: 300 }, (_, i) => ({ ...shift, benchmark: `BenchmarkChecksum/impl_${i}/${'x'.repeat(60)}`, key: historyKey('go', `BenchmarkChecksum/impl_${i}/${'x'.repeat(60)}`, 'time') }));
    const [big] = groupRegressions(many);
    expect(big!.shifts).toHaveLength(300);
    const body = renderRegressionIssue(big!, { repoUrl: 'https://github.com/o/r', dashboardUrl: 'https://o.github.io/r/' });
    expect(body.length).toBeLessThanOrEqual(60_000);
    const listed = body.split('\n').filter((l) => l.startsWith('| go | ')).length;
    expect(listed).toBeGreaterThan(50);
    expect(listed).toBeLessThan(300);
    expect(body).toContain(`… and ${300 - listed} more series, not listed`);
    expect(body).toContain('a lasting shift in 300 series');
    expect(Object.keys(readIssueState(body)!.levels)).toHaveLength(listed);
    // The budget is used, not a fixed few rows.
    expect(body.length).toBeGreaterThan(55_000);
  });

  it('the closing note lists the restoring shifts', () => {
    const back = { ...shift, kind: 'improvement' as const, before: 77000, after: 70200, ratio: 70200 / 77000, ci: undefined };
    expect(renderCloseNote([back]).split('\n')).toEqual([
      '✅ Performance is back: a later lasting shift restored every benchmark this issue tracked.',
      '',
      '| Suite | Benchmark | Metric | Before → after | Change | Commits |',
      '|---|---|---|---|---|---|',
      '| go | BenchmarkChecksum/impl\\_a/10240 | time | 77.00 µs → 70.20 µs | ✅ −8.8 % | `5555555`…`6666666` |',
      '',
      'Closing; a new regression opens a new issue.',
      '',
    ]);
  });
});

describe('renderNightlySummary', () => {
  it('no shift: one line that says what was looked at', () => {
    expect(renderNightlySummary([], { series: 42, runs: 61 })).toBe('## benchgate nightly: no lasting shift\n\n➖ No change beyond noise in 42 series over the last 61 runs.\n');
  });

  it('shifts: the table, then at most maxCharts charts', () => {
    const text = renderNightlySummary([shift, { ...shift, metric: 'throughput' }], { series: 42, runs: 61 }, { maxCharts: 1 });
    expect(text.startsWith('## benchgate nightly: 2 lasting shifts\n\nIn 42 series over the last 61 runs.\n\n| Suite |')).toBe(true);
    expect(text.match(/```mermaid/g)).toHaveLength(1);
    expect(text).toContain('… and 1 more series (see the table).');
  });
});
