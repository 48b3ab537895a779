import { describe, expect, it } from 'vitest';
import { hyperfineScripts } from '../../src/init/hyperfine-scripts';

const script = (text: string, path = 'bench/run.sh') => hyperfineScripts([{ path, text }]);

describe('init: shell scripts that run hyperfine', () => {
  it('reads the export paths, following variables assigned one literal and line continuations', () => {
    const [suite] = script('#!/bin/sh\nOUT=results\nhyperfine \\\n  "./a" \\\n  --export-json "$OUT/a.json"\n');
    expect(suite).toMatchObject({ harness: 'hyperfine', cwd: '.', run: 'sh bench/run.sh', output: { files: ['results/a.json'] }, toolchain: 'none' });
    expect(suite!.todo).toMatch(/a build first, or the arguments it needs/);
  });

  it('a loop over names exports into one folder: that folder\'s JSON files', () => {
    const [suite] = script('cd "$(dirname "$0")"\nfor n in 1 2; do\n  hyperfine "./x $n" --export-json="out/x-$n.json"\ndone\n');
    expect(suite).toMatchObject({ cwd: 'bench', run: 'bash run.sh', output: { files: ['out/*.json'] } });
  });

  it('a path it cannot read is a todo, not a guess', () => {
    const [suite] = script('hyperfine ./a --export-json "$1"\n');
    expect(suite!.output).toEqual({ files: ['*.json'] });
    expect(suite!.todo).toContain('its --export-json paths are not literal ("$1")');
  });

  it('a variable assigned two values is not followed', () => {
    const [suite] = script('D=a\nD=b\nhyperfine ./x --export-json "$D/x.json"\n');
    expect(suite!.todo).toContain('not literal');
  });

  it('hyperfine given to a runner or a wrapper is found; inside quotes it is only printed', () => {
    expect(script('bencher run --project p --adapter shell_hyperfine \\\n  hyperfine --export-json results.json ./x\n')[0]!.output).toEqual({ files: ['results.json'] });
    expect(script('nice -n 19 hyperfine --export-json=out.json ./x\n')[0]!.output).toEqual({ files: ['out.json'] });
    expect(script('echo "run: hyperfine --export-json a.json ./x"\n')).toEqual([]);
  });

  it('no hyperfine command, or hyperfine without a JSON export, is no suite', () => {
    expect(script('command -v hyperfine || echo "install hyperfine --export-json"\n')).toEqual([]);
    expect(script('# hyperfine ./a --export-json a.json\n')).toEqual([]);
    expect(script('hyperfine ./a --export-markdown a.md\n')).toEqual([]);
    expect(hyperfineScripts([{ path: 'README.md', text: 'hyperfine ./a --export-json a.json\n' }])).toEqual([]);
  });

  it('a pathological script is read in linear time', () => {
    const text = `${'hyperfine \\\n'.repeat(20_000)}--export-json a.json\n${'x'.repeat(200_000)}\n${'; a=b'.repeat(100_000)}\n${'\n'.repeat(1_000_000)};${' '.repeat(1_000_000)}x\nhyperfine ${'--export-json "${A:-'.repeat(30_000)}\n`;
    const started = performance.now();
    expect(script(text)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
