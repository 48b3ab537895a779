// Issue: one suite's pathological output (JSON a million levels deep) fails that suite only — the other
// suites are reported, and the results, the summary and the artifact are still written — in the Action
// as in the CLI. And `report --head DIR` reads only files inside DIR.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../../src/cli';
import { FakeGitHub } from '../fake-github/server';
import { bundleAction, makeWorkspace, runAction } from './action-harness';

const REPO = 'octo-org/bench-repo';
const repoJson = (full: string) => ({ full_name: full, default_branch: 'main' });
const DEEP = `node -e "process.stdout.write('['.repeat(1e6) + ']'.repeat(1e6))"`;

interface Stored {
  suites: { name: string; status: string; error?: string; benchmarks: { name: string }[] }[];
}

function withDeepSuite(ws: string): void {
  writeFileSync(
    join(ws, '.github', 'benchgate.yml'),
    [
      'suites:',
      '  - name: deep',
      '    harness: custom-json',
      `    run: ${JSON.stringify(DEEP)}`,
      '    output: stdout',
      '  - name: loops',
      '    harness: custom-json',
      '    run: node emit.mjs',
      '    output: stdout',
      '',
    ].join('\n'),
  );
}

function io(cwd: string): Io & { out: string; err: string } {
  const o = { out: '', err: '', stdout: (s: string) => void (o.out += s), stderr: (s: string) => void (o.err += s), isTTY: false, cwd, now: () => new Date('2026-11-24T12:00:00Z') };
  return o;
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'benchgate-bad-suite-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one bad suite sinks nothing else', () => {
  it('CLI: the deep suite fails with its located error; loops is reported and the results file is written', async () => {
    const ws = makeWorkspace(join(root, 'cli'));
    withDeepSuite(ws);
    const t = io(ws);
    const code = await main(['run', '--out', 'out.json', '--format', 'text'], t);
    expect(code).toBe(1);
    const stored = JSON.parse(readFileSync(join(ws, 'out.json'), 'utf8')) as Stored;
    expect(stored.suites.map((s) => [s.name, s.status])).toEqual([['deep', 'failed'], ['loops', 'ok']]);
    expect(stored.suites[0]!.error).toMatch(/^custom-json: stdout of deep:1: expected JSON nested at most 256 levels deep/);
    expect(stored.suites[1]!.benchmarks.map((b) => b.name)).toEqual(['loop/fixed', 'loop/scaled']);
  }, 60_000);

  it('Action: the step fails naming the deep suite, after the summary and the artifact with loops are saved', async () => {
    const ws = makeWorkspace(join(root, 'action'));
    withDeepSuite(ws);
    const script = await bundleAction(root);
    const fake = await FakeGitHub.start(REPO);
    try {
      fake.addToken('ghs_write');
      const run = fake.addRun({ headSha: '1'.repeat(40), event: 'push', headBranch: 'main', status: 'in_progress', conclusion: null });
      const r = await runAction({
        fake, script, workspace: ws, event: 'push', payload: { before: '0'.repeat(40), after: '1'.repeat(40), repository: repoJson(REPO) },
        runId: Number(run.id), sha: '1'.repeat(40), ref: 'refs/heads/main', token: 'ghs_write',
      });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::Failed suite(s): deep');
      expect(r.summary).toContain('deep');
      expect(r.summary).toContain('Failed suite: deep');
      expect(r.stdout).toContain('expected JSON nested at most 256 levels deep');
      const stored = fake.artifacts.filter((a) => a.meta.workflow_run?.id === Number(run.id));
      expect(stored.map((a) => a.meta.name)).toEqual(['benchgate-results']);
      const results = JSON.parse(strFromU8(unzipSync(stored[0]!.data!)['results.json']!)) as Stored;
      expect(results.suites.map((s) => [s.name, s.status])).toEqual([['deep', 'failed'], ['loops', 'ok']]);
    } finally {
      await fake.close();
    }
  }, 120_000);
});

describe('report --head DIR reads only what is inside DIR', () => {
  function capture(dir: string, files: { path: string; file: string }[]): void {
    mkdirSync(join(dir, 'go'), { recursive: true });
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ createdAt: '2026-11-24T00:00:00Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } }));
    writeFileSync(join(dir, 'go', 'capture.json'), JSON.stringify({ schema: 'benchgate/capture@1', suite: 'go', harness: 'go-bench', durationMs: 1, files }));
  }
  const config = (dir: string) => {
    writeFileSync(join(dir, 'benchgate.yml'), 'suites:\n  - name: go\n    harness: go-bench\n    run: go test -bench .\n  - name: other\n    harness: go-bench\n    run: go test -bench .\n');
    const other = join(dir, 'head', 'other');
    mkdirSync(other, { recursive: true });
    writeFileSync(join(other, 'stdout.txt'), 'BenchmarkA-2   1000   1234 ns/op\nPASS\nok  \tx\t1.0s\n');
    writeFileSync(join(other, 'capture.json'), JSON.stringify({ schema: 'benchgate/capture@1', suite: 'other', harness: 'go-bench', durationMs: 1, files: [{ path: 'stdout of other', file: 'stdout.txt' }] }));
  };

  for (const [what, file, expected] of [
    ['a ../ path', '../../secret.txt', /files\[0\]\.file: "\.\.\/\.\.\/secret\.txt" is outside the capture/],
    ['an absolute path', '/etc/passwd', /files\[0\]\.file: "\/etc\/passwd" is outside the capture/],
    ['a symlink out', 'link.txt', /files\[0\]\.file: "link\.txt" leads outside the capture/],
    ['a missing file', 'gone.txt', /files\[0\]\.file: "gone\.txt" does not exist in/],
  ] as const) {
    it(`${what} fails that suite with a located error; the other suite is still reported`, async () => {
      const dir = mkdtempSync(join(root, 'cap-'));
      writeFileSync(join(dir, 'secret.txt'), 'BenchmarkSecret-2 1 1 ns/op\n');
      config(dir);
      capture(join(dir, 'head'), [{ path: 'stdout of go', file }]);
      if (file === 'link.txt') symlinkSync(join(dir, 'secret.txt'), join(dir, 'head', 'go', 'link.txt'));
      const t = io(dir);
      const code = await main(['report', '--config', 'benchgate.yml', '--head', 'head', '--base', 'head', '--format', 'json'], t);
      const out = JSON.parse(t.out) as { suites?: unknown } & Record<string, unknown>;
      expect(t.err).toMatch(expected);
      expect(t.out).not.toContain('BenchmarkSecret');
      expect(JSON.stringify(out)).toContain('BenchmarkA');
      expect(code).toBe(1);
    });
  }
});
