import { describe, expect, it } from 'vitest';
import { describeMachine } from '../../src/run/machine';

describe('describeMachine', () => {
  it('describes this machine', () => {
    const m = describeMachine();
    expect(m.os).toMatch(new RegExp(`^${process.platform} \\S+`));
    expect(m.arch).toBe(process.arch);
    expect(m.cores).toBeGreaterThan(0);
    expect(m.cpu).toBe(m.cpu.trim());
  });
});
