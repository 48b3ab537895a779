// A benchmark that ran in base and throws in head: nothing was measured, so no row is called regressed, but
// the change broke it; the summary names it, the reports lead with it, and --fail-on-regression fails on it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type Io } from '../../src/cli';
import { compareOptionsFor, compareRuns } from '../../src/compare/compare-runs';
import { renderReport } from '../../src/render/markdown';
import { renderText } from '../../src/render/text';
import { fixtureInput } from '../helpers/fixtures';
import { resultsFrom } from '../helpers/results';

const base = fixtureInput('benchmarkjs', 'base', 'benchmarkjs.stdout.txt');
const LINE = 'checksum/impl_b/1024 x 514,590 ops/sec ±4.84% (17 runs sampled)';
// Derived from the real base: that line replaced by benchmark.js 2.1.4's shape of a benchmark that threw.
const text = base.files[0]!.text;
const headText = text.replace(LINE, 'checksum/impl_b/1024: RangeError: Invalid array length');
const results = (t: string) => resultsFrom([{ name: 'js', harness: 'benchmarkjs', input: { files: [{ path: 'out.txt', text: t }] } }]);

describe('a benchmark broken in head', () => {
  it('is named in the summary, not called regressed, and leads the reports', () => {
    expect(headText).not.toBe(text);
    const c = compareRuns(results(text), results(headText), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(c.summary.brokenInHead).toEqual(['js › checksum/impl_b/1024']);
    expect(c.rows.filter((r) => r.benchmark === 'checksum/impl_b/1024').map((r) => r.verdict)).toEqual(['inconclusive', 'inconclusive']);
    const md = renderReport(c);
    expect(md).toContain('❌ **1 benchmark broken in head**');
    expect(md).toContain('> ❌ Failed in head, not in base: js › checksum/impl\\_b/1024');
    expect(renderText(c)).toContain('failed in head, not in base:\n  js › checksum/impl_b/1024: RangeError: Invalid array length\n');
  });

  it('failing on both sides, it is not this change’s; without a baseline nothing is said', () => {
    const both = compareRuns(results(headText), results(headText), compareOptionsFor(undefined, {}, { baselineKind: 'stored' }));
    expect(both.summary.brokenInHead).toEqual([]);
    expect(compareRuns(undefined, results(headText), compareOptionsFor(undefined)).summary.brokenInHead).toBeUndefined();
  });

  it('benchgate compare exits 1 on it only with --fail-on-regression', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-broken-'));
    writeFileSync(join(dir, 'base.txt'), text);
    writeFileSync(join(dir, 'head.txt'), headText);
    const io = (): Io => ({ cwd: dir, stdout: () => {}, stderr: () => {}, now: () => new Date(0), isTTY: false });
    expect(await main(['compare', 'base.txt', 'head.txt', '--harness', 'benchmarkjs'], io())).toBe(0);
    expect(await main(['compare', 'base.txt', 'head.txt', '--harness', 'benchmarkjs', '--fail-on-regression'], io())).toBe(1);
  });
});
