// `report: { template, comment-template }` in benchgate.yml: the loader (the shell) reads the repository's
// own layouts and checks them, so a bad one fails the run at the top with the key and the reason.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A repository with .github/benchgate.yml (`report` appended to a one-suite config) and other files. */
function repo(report: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-templates-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github', 'benchgate.yml'), `suites:\n  - name: go\n    run: go test -bench .\n${report}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return join(dir, '.github', 'benchgate.yml');
}

describe('report templates in the config', () => {
  it('reads both layouts, relative to the repository root', async () => {
    const file = repo('report:\n  template: .github/report.md.mustache\n  comment-template: docs/comment.mustache\n', {
      '.github/report.md.mustache': '## {{title}}\n',
      'docs/comment.mustache': '{{{marker}}}\n{{> report}}',
    });
    expect((await loadConfig(file)).templates).toEqual({ report: '## {{title}}\n', comment: '{{{marker}}}\n{{> report}}' });
  });

  it('no report key: no templates (the defaults are used)', async () => {
    expect((await loadConfig(repo(''))).templates).toBeUndefined();
    expect((await loadConfig(repo('report: {}\n'))).templates).toBeUndefined();
  });

  it('refuses a missing file, a path out of the repository and a link out of it, naming the key', async () => {
    const missing = repo('report:\n  template: nope.mustache\n');
    await expect(loadConfig(missing)).rejects.toThrow(`${missing}: report.template: expected a readable mustache file; got "nope.mustache" (ENOENT)`);
    const outside = repo('report:\n  comment-template: ../../etc/passwd\n');
    await expect(loadConfig(outside)).rejects.toThrow(`${outside}: report.comment-template: expected a file inside the repository (a path relative to its root); got "../../etc/passwd"`);
    const linked = repo('report:\n  template: t.mustache\n');
    symlinkSync('/etc/hostname', join(linked, '..', '..', 't.mustache'));
    await expect(loadConfig(linked)).rejects.toThrow(/report\.template: expected a file inside the repository, not a link out of it; got "t\.mustache" → \/etc\/hostname$/);
  });

  it('refuses a template mustache cannot parse, or one that names a partial that is not there, with the line', async () => {
    const bad = repo('report:\n  template: r.mustache\n', { 'r.mustache': '### {{title}}\n{{#details}}\n{{.}}\n' });
    await expect(loadConfig(bad)).rejects.toThrow(`${bad}: report.template: expected a mustache template (docs/templates.md); got r.mustache: Unclosed section "details" opened on line 2`);
    const loop = repo('report:\n  template: r.mustache\n', { 'r.mustache': '{{> report}}\n' });
    await expect(loadConfig(loop)).rejects.toThrow('report.template: expected a mustache template (docs/templates.md); got r.mustache: the partial {{> report}} (no partial is available here)');
  });

  it('an unknown key under report is a config error like any other', async () => {
    await expect(loadConfig(repo('report:\n  templates: x\n'))).rejects.toThrow(/report \(line 5\): expected only known keys \(see schema\/benchgate.schema.json\); got unknown key "templates"$/);
  });
});
