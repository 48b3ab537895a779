// The gallery: every examples/<name>/ is a small real suite with its benchgate.yml, the raw outputs of a
// real base run and a real head run (one deliberate change), kept with `benchgate run --capture`, and
// the two reports benchgate renders from them, committed as golden files:
//   report.md      the within-run tables (like the written report the example mirrors)
//   pr-comment.md  head vs base, as the PR comment shows it
// This test re-renders both from the committed raw outputs; test/examples-real.test.ts runs the suites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, withExamples } from './helpers/examples';

describe.each(withExamples())('example $name', ({ dir, info }) => {
  it('re-renders report.md (within-run tables) from the committed raw head run', async () => {
    const md = await render(['report', '--config', 'benchgate.yml', '--head', 'raw/head', '--title', info.title], dir);
    expect(md).toBe(readFileSync(join(dir, 'report.md'), 'utf8'));
    expect(md).toMatch(/\n\| /); // has tables
  });

  it('re-renders pr-comment.md (head vs base) from the committed raw runs', async () => {
    const md = await render(['report', '--config', 'benchgate.yml', '--base', 'raw/base', '--head', 'raw/head', '--title', info.title, ...(info.sameJob ? ['--same-job'] : [])], dir);
    expect(md).toBe(readFileSync(join(dir, 'pr-comment.md'), 'utf8'));
    expect(md).toMatch(/⚠️|✅|➖/);
  });

  it('calls the deliberate change, and no benchmark it does not touch', async () => {
    const json = JSON.parse(await render(['report', '--config', 'benchgate.yml', '--base', 'raw/base', '--head', 'raw/head', '--format', 'json', ...(info.sameJob ? ['--same-job'] : [])], dir));
    const called = (json.rows as { benchmark: string; verdict: string }[]).filter((r) => r.verdict === 'regressed' || r.verdict === 'improved');
    const touched = (b: string) => info.changed.some((p) => new RegExp(p).test(b));
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((r) => !touched(r.benchmark)).map((r) => `${r.benchmark}: ${r.verdict}`)).toEqual([]);
  });
});
