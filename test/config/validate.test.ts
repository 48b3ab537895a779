import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/validate';
import { resolveConfig } from '../../src/config/resolve';
import { ConfigError } from '../../src/model/errors';

function issues(text: string): string[] {
  try {
    validateConfig(text, '.github/benchgate.yml');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n');
  }
  throw new Error('expected a ConfigError');
}

describe('validateConfig', () => {
  it('accepts a full config and resolves thresholds to fractions and cwd against the repo root', () => {
    const config = validateConfig(
      `thresholds: { noise-floor: 5%, alpha: 0.01 }
suites:
  - name: go
    run: go test -bench . -benchmem -count 6
    cwd: bench
    harness: go-bench
    timeout: 10m
    env: { GOMAXPROCS: 2 }
    metrics: { memory: { noise-floor: 0 } }
    benchmarks: [ { match: "BenchmarkEncode/*", gate: memory } ]
`,
      'x.yml',
    );
    const loaded = resolveConfig(config, 'x.yml', '/repo');
    const s = loaded.suites[0]!;
    expect(s.cwd).toBe('/repo/bench');
    expect(s.timeoutMs).toBe(600_000);
    expect(s.env).toEqual({ GOMAXPROCS: '2' });
    expect(loaded.verdicts.thresholds).toEqual({ noiseFloor: 0.05, alpha: 0.01, singleRunFloor: undefined });
    expect(s.verdicts.metrics.memory!.noiseFloor).toBe(0);
    expect(s.verdicts.benchmarks[0]!.pattern.test('BenchmarkEncode/json/small')).toBe(true);
    expect(s.verdicts.benchmarks[0]!.gate).toBe('memory');
    expect(s.output).toEqual({ stdout: true, stderr: false, files: [] });
  });

  it('names the field, its line, what was expected and what was found — one line per problem', () => {
    const lines = issues(`suites:
  - name: go
    run: go test -bench .
    harness: gotest
  - name: py
    timeout: soon
    outptu: stdout
`);
    expect(lines).toContain('.github/benchgate.yml: suites[1].timeout (line 6): expected a duration such as 90s, 10m or 1h; got "soon"');
    expect(lines.some((l) => l.startsWith('.github/benchgate.yml: suites[1] (line 5): expected only known keys') && l.includes('"outptu"'))).toBe(true);
    expect(lines.length).toBe(lines.filter((l) => l.startsWith('.github/benchgate.yml: ')).length);
  });

  it('checks harness ids and what each kind of suite needs once the shape is right', () => {
    const lines = issues(`suites:
  - name: go
    run: go test -bench .
    harness: gotest
  - name: go
    harness: command
`);
    expect(lines[0]).toMatch(/^\.github\/benchgate\.yml: suites\[0\]\.harness \(line 4\): expected one of .*go-bench.*; got "gotest"$/);
    expect(lines).toContain('.github/benchgate.yml: suites[1].name (line 5): expected a name no other suite has; got "go"');
    expect(lines).toContain('.github/benchgate.yml: suites[1].commands (line 5): expected a map of name → command line (harness: command); got nothing');
  });

  it('reports YAML syntax errors with their line', () => {
    const lines = issues('suites:\n  - name: a\n    run: [unclosed\n');
    expect(lines[0]).toMatch(/^\.github\/benchgate\.yml: line \d+: expected valid YAML; got /);
  });

  it('rejects an empty file with the missing field named', () => {
    expect(issues('')).toEqual(['.github/benchgate.yml: suites: expected array; got nothing']);
  });
});
