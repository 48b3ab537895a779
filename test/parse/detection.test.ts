// The detection matrix: every real fixture is claimed ('yes') by its own adapter and by no other, so
// auto-detection never picks a harness by silent first match.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DetectionError } from '../../src/model/errors';
import { ADAPTERS, detectAdapter } from '../../src/parse/registry';
import { FIXTURES, fixtureInput, fixtureTree } from '../helpers/fixtures';

/** Which adapter owns a fixture file, by its path; undefined = not a harness output (stderr, sources). */
const OWNER: [RegExp, string][] = [
  [/^benchmarkjs\/.*\.stdout\.txt$/, 'benchmarkjs'],
  [/^cargo-bench\/(?!killed\/).*\/cargo-bench(-bencher)?\.stdout\.txt$/, 'cargo-bench'],
  [/^catch2\/.*\/(xml\.stdout\.xml|console\.stdout\.txt)$/, 'catch2'],
  [/^criterion\/.*\/cargo-bench-bencher\.stdout\.txt$/, 'cargo-bench'],
  [/^cargo-bench\/libtest\/cargo-bench\.stdout\.txt$/, 'cargo-bench'],
  // panic-first's stdout is one empty line (the panic went to stderr): no harness's output.
  [/^criterion\/(?!panic-first\/).*\/cargo-bench\.stdout\.txt$/, 'criterion'],
  [/^divan\/.*\/cargo-bench\.stdout\.txt$/, 'divan'],
  [/^gnu-time\/.*\/time-v\.stderr\.txt$/, 'gnu-time'],
  [/^go-bench\/.*\/go-test-bench\.stdout\.(txt|json)$/, 'go-bench'],
  [/^google-benchmark\/.*\/bench-(json\.stdout\.json|console\.stdout\.txt)$/, 'google-benchmark'],
  [/^gungraun\/(iai-callgrind\/)?(base|head)\/(cargo-bench\.stdout\.txt|output-format-json\.stdout\.txt|(gungraun|iai)\/.*\/summary\.json)$/, 'gungraun'],
  [/^hyperfine\/.*\/hyperfine\.(json|csv|md|stdout\.txt)$/, 'hyperfine'],
  [/^hyperfine\/per-test\/(base|head)\/results-\d\.json$/, 'hyperfine'],
  [/^hyperfine\/bat-0\.26\.1\/a\d\/[^/]+\.json$/, 'hyperfine'],
  [/^jmh\/.*\/(out\.json|jmh\.stdout\.txt)$/, 'jmh'],
  [/^pytest-benchmark\/.*\/(out\.json|pytest\.stdout\.txt)$/, 'pytest-benchmark'],
  [/^tinybench\/(base|head)\/(tinybench-results\.json|tinybench\.stdout\.txt)$/, 'tinybench'],
  [/^vitest-bench\/(base|head)\/(out\.json|vitest\.stdout\.txt)$/, 'vitest-bench'],
  [/^benchmarkdotnet\/.*\.json$/, 'benchmarkdotnet'],
  [/^command\/manifest\.json$/, 'command'],
  [/^asv\/results\.json$/, 'asv'],
  [/^github-action-benchmark\/custom.*\.(json|txt)$/, 'gab-smaller'],
  // github-action-benchmark's own test data (test/parse/other-projects.test.ts), also the files it refuses
  [/^other-projects\/github-action-benchmark\/(cargo_output.*|criterion_output)\.txt$/, 'cargo-bench'],
  [/^other-projects\/github-action-benchmark\/(catch2_output.*|issue16_output)\.txt$/, 'catch2'],
  [/^other-projects\/github-action-benchmark\/limbo-cargo-output2?\.txt$/, 'criterion'],
  [/^other-projects\/github-action-benchmark\/go_.*\.txt$/, 'go-bench'],
];

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'target' ? [] : allFiles(full);
    return [relative(FIXTURES, full)];
  });
}

const files = allFiles(FIXTURES).sort();
const owned = files.flatMap((f) => {
  const owner = OWNER.find(([re]) => re.test(f))?.[1];
  return owner ? [[f, owner] as const] : [];
});

describe('detection matrix over every real fixture', () => {
  it('covers every adapter that has fixtures', () => {
    const covered = new Set(owned.map(([, o]) => o));
    for (const id of ['benchmarkjs', 'catch2', 'cargo-bench', 'criterion', 'divan', 'gnu-time', 'go-bench', 'google-benchmark', 'gungraun', 'hyperfine', 'jmh', 'pytest-benchmark', 'tinybench', 'vitest-bench', 'command', 'gab-smaller']) {
      expect(covered, id).toContain(id);
    }
  });

  it.each(owned)('%s is claimed by %s alone', (file, owner) => {
    if (!ADAPTERS.some((a) => a.id === owner)) return; // adapter not registered (reported by the coverage test)
    const input = fixtureInput(file);
    const yes = ADAPTERS.filter((a) => a.detect(input) === 'yes').map((a) => a.id);
    expect(yes).toEqual([owner]);
    expect(detectAdapter(input).id).toBe(owner);
  });

  it.each(['base', 'head', 'head-drift'])('the target/criterion tree of %s is claimed by criterion alone', (v) => {
    const input = fixtureTree('criterion', v, 'target', 'criterion');
    expect(ADAPTERS.filter((a) => a.detect(input) === 'yes').map((a) => a.id)).toEqual(['criterion']);
  });

  it('no adapter claims empty output, and the error lists what to do', () => {
    const empty = { files: [{ path: 'stdout of go', text: '' }] };
    expect(ADAPTERS.filter((a) => a.detect(empty) === 'yes')).toEqual([]);
    expect(() => detectAdapter(empty)).toThrow(DetectionError);
    expect(() => detectAdapter(empty)).toThrow(/stdout of go: no harness recognises this output .*set "harness:" explicitly/);
  });
});
