// Config values that looked valid and broke a run (found by fuzzing the config and bot paths): a timeout
// beyond what Node's timers hold fired at once, a percentage written as text skipped its bound, and aliases
// that expand without bound escaped as an uncaught error. Each is a ConfigError naming the field now.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/validate';
import { ConfigError } from '../../src/model/errors';

const config = (extra: string) => `suites:\n  - name: s\n    harness: go-bench\n    run: go test -bench .\n${extra}`;

function refusal(text: string): string {
  try {
    validateConfig(text, '.github/benchgate.yml');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('refused with the field', () => {
  it.each(['1000h', '0s', '3000000'])('timeout %s (Node fires a timer over 24.8 days at once; 0 turned it off)', (t) => {
    const message = refusal(config(`    timeout: ${t}\n`));
    expect(message).toMatch(/^\.github\/benchgate\.yml: suites\[0\]\.timeout \(line \d+\): expected/);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('a percentage over 1000 written as text, as the number already was', () => {
    for (const floor of ['1000.5%', `${'9'.repeat(400)}%`]) {
      const message = refusal(`thresholds: { noise-floor: "${floor}" }\n${config('')}`);
      expect(message).toMatch(/^\.github\/benchgate\.yml: thresholds\.noise-floor \(line 1\): expected/);
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('aliases that expand without bound, as a ConfigError, not an uncaught ReferenceError', () => {
    const laughs = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(',')}]`)].join('\n');
    expect(refusal(`${laughs}\n${config('')}`)).toContain('.github/benchgate.yml: (aliases): expected YAML whose aliases (*name) expand to a bounded document');
  });
});

describe('still accepted', () => {
  it('a timeout of 24 days, and one anchor reused by 150 suites', () => {
    expect(() => validateConfig(config('    timeout: 576h\n'), 'c.yml')).not.toThrow();
    const suites = Array.from({ length: 150 }, (_, i) => `  - name: s${i}\n    harness: go-bench\n    run: go test -bench .\n    env: ${i === 0 ? '&env { GOGC: "off" }' : '*env'}`).join('\n');
    expect(validateConfig(`suites:\n${suites}\n`, 'c.yml').suites).toHaveLength(150);
  });
});
