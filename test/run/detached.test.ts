// The Action's side of the detached worker protocol (run/detached.ts): the worker's results come back in a
// results file beside its answer, read as any results file is. Stub workers (plain scripts speaking the
// protocol) stand in for the Action's own entry, which the e2e tests run whole.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSuitesDetached, WORKER_FLAG } from '../../src/run/detached';
import { RESULTS_SCHEMA_ID, type Results } from '../../src/model/results';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-detached-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker that writes `resultsText` beside its answer, and the answer `answer`. */
function stubWorker(name: string, resultsText: string, answer: unknown): string {
  const script = join(dir, `${name}.mjs`);
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
if (process.argv[2] !== ${JSON.stringify(WORKER_FLAG)}) process.exit(3);
const { answerFile } = JSON.parse(readFileSync(process.argv[3], 'utf8'));
writeFileSync(join(dirname(answerFile), 'results.json'), ${JSON.stringify(resultsText)});
writeFileSync(answerFile, ${JSON.stringify(JSON.stringify(answer))});
`,
  );
  return script;
}

const results: Results = {
  schema: RESULTS_SCHEMA_ID,
  meta: { createdAt: '2026-11-29T00:00:00.000Z', runner: { os: 'linux', arch: 'x64', cpu: 'c', cores: 2 } },
  suites: [{ name: 's', harness: 'go-bench', status: 'ok', benchmarks: [{ name: 'B', metrics: { time: { unit: 'ns', direction: 'smaller', value: 5, samples: [5, 6, 4] } } }] }],
};
const request = { configPath: '.github/benchgate.yml', meta: {} };

describe('runSuitesDetached', () => {
  it('takes the results from the file beside the answer', async () => {
    const script = stubWorker('good', JSON.stringify(results), { ok: true });
    await expect(runSuitesDetached(script, request, () => undefined)).resolves.toEqual({ results });
  });

  it('reads only its own results file, whatever path an answer names', async () => {
    const script = stubWorker('elsewhere', JSON.stringify(results), { ok: true, resultsFile: '/proc/self/environ', results: { schema: 'x' } });
    await expect(runSuitesDetached(script, request, () => undefined)).resolves.toEqual({ results });
  });

  it('refuses 300,000 bad rows with a clear error, not a stack overflow', async () => {
    // Before: the answer's results went through zod whole (RangeError: Maximum call stack size exceeded).
    const flood = JSON.stringify({ ...results, suites: [{ ...results.suites[0]!, benchmarks: Array.from({ length: 300_000 }, () => ({})) }] });
    const script = stubWorker('flood', flood, { ok: true });
    await expect(runSuitesDetached(script, request, () => undefined)).rejects.toThrow(
      /^the benchmark worker's results could not be read: .*results\.json: not a benchgate results file \(benchgate\/results@1\): suites\[0\]\.benchmarks\[0\]\.name: Invalid input: expected string, received undefined;/,
    );
  }, 30_000);

  it('says so when the worker wrote an answer and no results', async () => {
    const script = join(dir, 'none.mjs');
    writeFileSync(script, `import { readFileSync, writeFileSync } from 'node:fs';\nconst { answerFile } = JSON.parse(readFileSync(process.argv[3], 'utf8'));\nwriteFileSync(answerFile, '{"ok":true}');\n`);
    await expect(runSuitesDetached(script, request, () => undefined)).rejects.toThrow(/^the benchmark worker's results could not be read: .*results\.json: cannot read \(ENOENT\)$/);
  });
});
