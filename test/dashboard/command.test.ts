// `benchgate dashboard` from the CLI: a baseline file, or a folder of results files (artifacts
// downloaded side by side), into a site; clear errors for what it cannot use.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { historyEntry, nextBaseline } from '../../src/baseline/history';
import { main, type Io } from '../../src/cli';
import type { Results } from '../../src/model/results';
import { commit, nightResults, simulateNights } from '../e2e/nightly-sim';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-dashboard-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): { code: Promise<number>; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const io: Io = { stdout: (s) => void (out += s), stderr: (s) => void (err += s), isTTY: false, cwd: dir, now: () => new Date('2026-11-24T00:00:00Z') };
  return { code: main(['dashboard', ...args], io), out: () => out, err: () => err };
}

const nights = simulateNights(59);
const data = (site: string) => JSON.parse(readFileSync(join(dir, site, 'data.js'), 'utf8').replace(/^window\.BENCHGATE_DATA = /, '').replace(/;\s*$/, ''));

describe('benchgate dashboard', () => {
  it('builds the site from a baseline that carries its archive', async () => {
    let baseline: Results | undefined;
    for (let n = 0; n < 60; n++) baseline = nextBaseline(baseline, nightResults(n, nights[n]!), 60);
    writeFileSync(join(dir, 'baseline.json'), JSON.stringify(baseline));
    const r = cli(['--history', 'baseline.json', '--out', 'site', '--repo-url', 'https://github.com/o/r']);
    expect(await r.code, r.err()).toBe(0);
    expect(r.err()).toMatch(/dashboard: 26 series over 60 runs → .*site\/index\.html/);
    const d = data('site');
    expect(d.runs.map((x: { commit: string }) => x.commit)).toEqual(Array.from({ length: 60 }, (_, n) => commit(n)));
    expect(d.repoUrl).toBe('https://github.com/o/r');
  });

  it('merges a folder of results files: each run once, the history of older baselines included', async () => {
    mkdirSync(join(dir, 'artifacts', 'a'), { recursive: true });
    mkdirSync(join(dir, 'artifacts', 'b'), { recursive: true });
    const withHistory = (n: number): Results => ({ ...nightResults(n, nights[n]!), history: nights.slice(0, n).map((v, k) => historyEntry(nightResults(k, v))) });
    writeFileSync(join(dir, 'artifacts', 'a', 'results.json'), JSON.stringify(withHistory(30)));
    writeFileSync(join(dir, 'artifacts', 'b', 'results.json'), JSON.stringify(withHistory(45)));
    const r = cli(['--history', 'artifacts', '--out', 'site2']);
    expect(await r.code, r.err()).toBe(0);
    expect(data('site2').runs).toHaveLength(46);
  });

  it('says what is wrong with its arguments and inputs', async () => {
    let r = cli(['--out', 'x']);
    expect(await r.code).toBe(2);
    expect(r.err()).toContain('--history DIR|FILE is required');
    r = cli(['--history', 'nowhere', '--out', 'x']);
    expect(await r.code).toBe(2);
    expect(r.err()).toContain('--history nowhere: no such file or folder');
    writeFileSync(join(dir, 'bad.json'), '{"schema":"benchgate/results@1"}');
    r = cli(['--history', 'bad.json', '--out', 'x']);
    expect(await r.code).not.toBe(0);
    expect(r.err()).toMatch(/bad\.json: not a benchgate results file/);
  });
});
