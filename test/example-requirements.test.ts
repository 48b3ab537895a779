// README's test command must pass on a fresh machine: an example whose library is missing is skipped,
// so its requirements must notice libraries and Python modules, not only commands.
import { describe, expect, it } from 'vitest';
import { examples } from './helpers/examples';
import { isInstalled, missingRequirements } from './helpers/requirements';

describe('example requirements', () => {
  it('finds commands, and misses what is not installed', () => {
    expect(isInstalled('sh')).toBe(true);
    expect(isInstalled('command:sh')).toBe(true);
    expect(isInstalled('benchgate-no-such-command')).toBe(false);
    expect(isInstalled('python:benchgate_no_such_module')).toBe(false);
    expect(isInstalled('python:os; import sys')).toBe(false);
    expect(isInstalled('header:benchgate/no-such-header.h')).toBe(false);
    expect(missingRequirements(['sh', 'header:benchgate/no-such-header.h'])).toEqual(['header:benchgate/no-such-header.h']);
  });

  it('finds a header the compiler has', () => {
    // Every C++ toolchain ships <vector>; without a compiler the header requirement is simply missing.
    expect(isInstalled('header:vector')).toBe(isInstalled('c++'));
  });

  it('refuses an unknown kind', () => {
    expect(() => isInstalled('lib:benchmark')).toThrow(/expected a command, header:<path> or python:<module>/);
  });

  it('every example names the libraries its setup links or imports', () => {
    for (const { name, info } of examples()) {
      const setup = (info.setup ?? []).join('\n');
      for (const lib of setup.matchAll(/-l(benchmark|gtest|Catch2)\b/g)) {
        expect(info.requires.some((r) => r.startsWith('header:')), `${name} links -l${lib[1]} but requires no header`).toBe(true);
      }
      expect(setup, `${name}: a setup step must not pip-install (PEP 668 machines refuse it); require python:<module> instead`).not.toMatch(/pip install/);
    }
  });
});
