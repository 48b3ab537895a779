import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fitSummary, MAX_SUMMARY_BYTES, writeSummary } from '../../src/github/summary';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'benchgate-summary-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSummary', () => {
  it('appends to GITHUB_STEP_SUMMARY (what other steps wrote stays)', async () => {
    const path = join(dir, 'summary.md');
    writeFileSync(path, '# earlier step\n');
    const r = await writeSummary('### benchgate\n\nno change', { path });
    expect(r).toEqual({ path, bytes: 25, truncated: false });
    expect(readFileSync(path, 'utf8')).toBe('# earlier step\n### benchgate\n\nno change\n');
  });

  it('outside Actions (no GITHUB_STEP_SUMMARY) writes nothing', async () => {
    expect(await writeSummary('x', { path: '' })).toBeUndefined();
  });

  it('cuts a report over 1 MiB at a line, closes open <details>, and says where the full report is', async () => {
    const path = join(dir, 'summary.md');
    const row = '| checksum/impl_a/10240 | 1.23 µs | 1.60 µs | +30.1 % |\n';
    const big = `### benchgate\n\n<details><summary>all</summary>\n\n${row.repeat(Math.ceil((1.2 * MAX_SUMMARY_BYTES) / row.length))}</details>\n`;
    const r = await writeSummary(big, { path, fullReportAt: 'the artifact benchgate-results (report.md)' });
    const text = readFileSync(path, 'utf8');
    expect(r?.truncated).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(Buffer.byteLength(text)).toBeGreaterThan(MAX_SUMMARY_BYTES - 1000);
    expect(text).toMatch(/\| \+30\.1 % \|\n\n<\/details>\n\n> \[!NOTE\]\n> The report was cut to fit GitHub's 1 MiB job-summary limit\. The full report is in the artifact benchgate-results \(report\.md\)\.\n$/);
  });

  it('counts bytes, not characters, and never splits a character', () => {
    // 'µ' is 2 bytes: 12 bytes end inside the second line; with no room for the note, none is added.
    expect(fitSummary('µµµµ\nµµµµ\n', 12)).toEqual({ text: 'µµµµ', truncated: true });
    expect(fitSummary('µµµµ\nµµµµ\n', 18)).toEqual({ text: 'µµµµ\nµµµµ\n', truncated: false });
  });
});
