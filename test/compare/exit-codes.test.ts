// hyperfine -i keeps a command's non-zero exit code when every run gave it (test/fixtures/hyperfine/ignore-failure,
// SOURCE.md): grep matching nothing exits 1 and is measured like any command; a command whose code changed from
// base to head is not compared (a head that now stops at once with an error would read as faster) and broke in head.
import { describe, expect, it } from 'vitest';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { mergePairedSide } from '../../src/compare/paired';
import { mergeSuites } from '../../src/model/merge-runs';
import { renderText } from '../../src/render/text';
import type { Results } from '../../src/model/results';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const side = (v: string): Results => resultsFrom([{ name: 'cli', harness: 'hyperfine', input: fixtureInput('hyperfine', 'ignore-failure', v, 'hyperfine.json') }]);
const row = (c: ReturnType<typeof compareRuns>, benchmark: string) => c.rows.find((r) => r.benchmark === benchmark && r.metric === 'time')!;

describe('hyperfine -i: exit codes between base and head (real fixture ignore-failure)', () => {
  const c = compareRuns(side('base'), side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));

  it('a command that exits 1 in every run on both sides is compared as measured', () => {
    // Before, "failed in base and head: 10 of 10 runs exited non-zero (1)", never judged.
    const grep = row(c, 'grep -c zebra words.txt');
    expect(grep.test).toBe('mann-whitney');
    expect(grep.note ?? '').not.toMatch(/failed/);
  });

  it('a command that exited 0 in base and 2 in head is not compared, and broke in head', () => {
    const lint = row(c, './lint.sh');
    expect(lint).toMatchObject({ verdict: 'inconclusive', test: 'none', note: "every run exited 0 in base and 2 in head: the command's outcome changed, so its times are not compared" });
    expect(c.summary.brokenInHead).toEqual(['cli › ./lint.sh']);
  });

  it('codes that differ between the runs of one export stay a failure (in base and head here, so not broken by the change)', () => {
    expect(row(c, "sh -c 'exit $(($(date +%N) / 1000 % 2))'").note).toMatch(/^failed in base and head: /);
    // The terminal report says so too (its table has no notes: it showed a bare ❔ inconclusive).
    const text = renderText(c);
    expect(text).toContain("failed, not compared:\n  cli › sh -c 'exit $(($(date +%N) / 1000 % 2))': failed in base and head: ");
    expect(text.split('failed, not compared:\n')[1]!.split('\n\n')[0]).not.toContain('lint.sh');
  });

  it('repeats: a failure in a later repeat fails the benchmark, and so does an exit code that differs between repeats', () => {
    const base = side('base').suites[0]!;
    const head = side('head').suites[0]!;
    const merged = mergeSuites([base, head]);
    // lint.sh exited 0 in the first repeat and 2 in the second; the `sh -c` command failed in both.
    expect(merged.benchmarks.find((b) => b.name === './lint.sh')).toMatchObject({ status: 'failed', error: 'exited 0 in repeat 1 and 2 in repeat 2 of 2' });
    const sort = { ...base, benchmarks: base.benchmarks.map((b) => (b.name === 'sort -r words.txt' ? { ...b, status: 'failed' as const, error: 'boom' } : b)) };
    expect(mergeSuites([base, sort]).benchmarks.find((b) => b.name === 'sort -r words.txt')).toMatchObject({ status: 'failed', error: 'failed in repeat 2 of 2: boom' });
    expect(mergeSuites([base, base]).benchmarks.find((b) => b.name === 'grep -c zebra words.txt')).toMatchObject({ exitCode: 1 });
  });

  it('paired rounds: a command whose exit code differs between one side\'s rounds has no one outcome', () => {
    const rounds = [
      { round: 1, base: side('base'), head: side('base') },
      { round: 2, base: side('base'), head: side('head') },
    ];
    const head = mergePairedSide(rounds, 'head').suites[0]!;
    expect(head.benchmarks.find((b) => b.name === './lint.sh')).toMatchObject({ status: 'failed', error: 'exited 0 in round 1 and 2 in round 2' });
    expect(head.benchmarks.find((b) => b.name === 'grep -c zebra words.txt')).toMatchObject({ exitCode: 1 });
    expect(head.benchmarks.find((b) => b.name === 'grep -c zebra words.txt')!.status).toBeUndefined();
  });
});

describe('a name that stands for two benchmarks (Benchmark.ambiguous: pytest-benchmark tables, test/fixtures/pytest-benchmark/same-name-two-modules)', () => {
  const suite = (ambiguous: boolean) => {
    const r = side('base');
    const b = r.suites[0]!.benchmarks[0]!;
    if (ambiguous) b.ambiguous = 'two tests alike';
    return r;
  };

  it('repeats and paired rounds keep the mark when any run had it, so the merged rows are not compared either', () => {
    const name = suite(false).suites[0]!.benchmarks[0]!.name;
    expect(mergeSuites([suite(false).suites[0]!, suite(true).suites[0]!]).benchmarks[0]).toMatchObject({ name, ambiguous: 'two tests alike' });
    expect(mergeSuites([suite(false).suites[0]!, suite(false).suites[0]!]).benchmarks[0]!.ambiguous).toBeUndefined();
    const merged = mergePairedSide([{ round: 1, base: suite(false), head: suite(false) }, { round: 2, base: suite(true), head: suite(false) }], 'base');
    expect(merged.suites[0]!.benchmarks[0]).toMatchObject({ name, ambiguous: 'two tests alike' });
    const c = compareRuns(merged, side('head'), compareOptionsFor(undefined, {}, { baselineKind: 'same-job' }));
    for (const r of c.rows.filter((x) => x.benchmark === name)) expect(r).toMatchObject({ verdict: 'inconclusive', ratio: null, note: 'two tests alike' });
  });
});
