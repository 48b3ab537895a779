// Each example's suite runs for real where its toolchain exists (CI installs them): the fresh run must
// parse, every suite must succeed, and the example's tables must render from it.
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, type Io } from '../src/cli';
import { withExamples } from './helpers/examples';
import { missingRequirements } from './helpers/requirements';

describe.sequential.each(withExamples())('example $name, run for real', ({ name, dir, info }) => {
  const missing = missingRequirements(info.requires);
  if (missing.length > 0) console.warn(`examples: skipped ${name} (missing: ${missing.join(', ')})`);
  it.skipIf(missing.length > 0)(
    `runs its suites and renders its tables${missing.length ? ` (skipped: ${missing.join(', ')} not installed)` : ''}`,
    async () => {
      for (const step of info.setup ?? []) execSync(step, { cwd: dir, stdio: 'pipe', timeout: (info.timeoutMinutes ?? 10) * 60_000 });
      const out = mkdtempSync(join(tmpdir(), `benchgate-example-${name}-`));
      let stdout = '';
      let stderr = '';
      const io: Io = { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), isTTY: false, cwd: dir, now: () => new Date() };
      const code = await main(['run', '--config', 'benchgate.yml', '--out', join(out, 'results.json'), '--store', join(out, 'store'), '--capture', join(out, 'raw')], io);
      expect(code, stderr.slice(-2000)).toBe(0);
      expect(stdout).toMatch(/\n\| /);
    },
    (info.timeoutMinutes ?? 10) * 60_000,
  );
});
