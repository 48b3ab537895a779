// The dashboard in a real browser: headless Chromium (Debian's package, driven by playwright-core) opens
// the built site from disk — a simulated 60-night history with a planted 10 % step at night 40 — and
// checks that charts render with their series, the step is marked at its commit, search filters the
// list and the console stays clean. A second site of 10,000 series × 60 runs opens, draws and searches
// (its first-paint time against the 2 s target is `npm run bench:dashboard`, not a timed test).
// The screenshot is kept in test-results/ (and docs/dashboard.png is the README's copy).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToArchive } from '../../src/baseline/archive';
import { createRng } from '../../src/compare/stats/random';
import { type Archive, type Results } from '../../src/model/results';
import { buildDashboard } from '../../src/dashboard/site';
import { bigArchive } from '../../bench/dashboard-inputs';
import { commit, nightResults, simulateNights, STEPPED } from '../e2e/nightly-sim';

const root = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'benchgate-dashboard-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function findChromium(): string | undefined {
  for (const name of [process.env.BENCHGATE_CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome']) {
    if (!name) continue;
    const r = spawnSync('/bin/sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return undefined;
}

function writeSite(dir: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return pathToFileURL(join(dir, 'index.html')).href;
}

function nightlyArchive(): Archive {
  const nights = simulateNights(59);
  let previous: Results | undefined;
  for (let n = 0; n < nights.length; n++) {
    const current = nightResults(n, nights[n]!);
    previous = { ...current, archive: appendToArchive(previous, current, { verdict: 'unchanged' }) };
  }
  return previous!.archive!;
}

const executablePath = findChromium();
if (executablePath === undefined) console.warn('dashboard browser test: skipped (no chromium on PATH; CI installs Debian\'s chromium)');

describe.skipIf(executablePath === undefined)('the dashboard in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--allow-file-access-from-files'] });
  }, 60_000);
  afterAll(async () => browser?.close());

  async function open(url: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1400 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(url);
    return { page, errors };
  }

  it('renders the charts, marks the planted step at its commit, filters by search, with a clean console', async () => {
    const files = buildDashboard(nightlyArchive(), { rng: createRng(1), generatedAt: new Date('2026-11-24T00:00:00Z'), title: 'octo-org/bench-repo <nightly>', repoUrl: 'https://github.com/o/r' });
    const { page, errors } = await open(writeSite(join(work, 'nightly'), files));
    await page.waitForSelector('.card[data-drawn="true"] canvas');
    // The title is text, not markup.
    expect(await page.title()).toBe('octo-org/bench-repo <nightly> · benchgate');
    expect(await page.textContent('h1')).toBe('octo-org/bench-repo <nightly>');
    // Each drawn chart: x plus centre, low and high (the band between them).
    const seriesCounts = await page.evaluate(() => Object.values((globalThis as unknown as { __benchgate: { charts: Record<string, { series: unknown[] }> } }).__benchgate.charts).map((c) => c.series.length));
    expect(seriesCounts.length).toBeGreaterThan(0);
    for (const n of seriesCounts) expect(n).toBe(4);

    // The planted step: one lasting shift, on the stepped benchmark's time, at night 40's commit.
    const changes = await page.$$eval('.change', (els) => els.map((e) => ({ key: e.closest('.card')!.getAttribute('data-key'), commit: e.getAttribute('data-commit'), text: e.textContent })));
    expect(changes).toContainEqual(expect.objectContaining({ key: `nightly/${STEPPED}/time`, commit: commit(40) }));
    expect(changes.every((c) => c.key!.startsWith(`nightly/${STEPPED}/`))).toBe(true);
    expect(changes.find((c) => c.key === `nightly/${STEPPED}/time`)!.text).toMatch(/^Regression \+\d+\.\d %/);

    const all = await page.$$eval('.card', (els) => els.length);
    await page.fill('#search', STEPPED.split('/')[2]!);
    const filtered = await page.$$eval('.card', (els) => els.map((e) => e.getAttribute('data-key')));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all);
    for (const k of filtered) expect(k).toContain(STEPPED.split('/')[2]!);
    expect(await page.textContent('#count')).toMatch(new RegExp(`^Showing ${filtered.length} of ${filtered.length} matching series`));
    await page.fill('#search', '');
    await page.check('#only-changes');
    expect(await page.$$eval('.card', (els) => els.map((e) => e.getAttribute('data-key')))).toEqual(expect.arrayContaining([`nightly/${STEPPED}/time`]));
    await page.waitForSelector('.card[data-drawn="true"] canvas');
    mkdirSync(join(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(root, 'test-results', 'dashboard.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('opens 10,000 series × 60 runs, draws a chart and finds one series by search', async () => {
    const files = buildDashboard(bigArchive(), { rng: createRng(1), generatedAt: new Date('2026-11-24T00:00:00Z') });
    const url = writeSite(join(work, 'big'), files);
    const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    await page.goto(url);
    await page.waitForSelector('.card[data-drawn="true"] canvas');
    expect(await page.textContent('#count')).toMatch(/of 10000 matching series/);
    await page.fill('#search', 'Benchmark9999/');
    expect(await page.$$eval('.card', (els) => els.map((e) => e.getAttribute('data-key')))).toEqual(['big/Benchmark9999/case/time']);
    await page.close();
  }, 120_000);
});
