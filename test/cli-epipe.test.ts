// A reader that stops early (`benchgate parse … | head`) closes the pipe under benchgate's output: the rest
// is not wanted, so benchgate stops quietly (no `write EPIPE` stack trace, no failure of its own).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('benchgate | head', () => {
  it.runIf(existsSync('dist/cli.js'))('stops quietly when its reader closes the pipe', () => {
    // 128 KB of JSON (a real pytest-benchmark run), more than a pipe holds: `head -c 10` closes it early.
    const script = `"${process.execPath}" dist/cli.js parse test/fixtures/pytest-benchmark/rapidjson/full-run1.json | head -c 10 > /dev/null; echo "exit \${PIPESTATUS[0]}" >&2`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(run.stderr).not.toContain('EPIPE');
    expect(run.stderr.trim()).toBe('exit 0');
  });
});
