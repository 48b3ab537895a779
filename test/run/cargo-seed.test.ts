// Paired rounds seed the base tree's Cargo build with the head's dependencies (src/run/cargo-seed.ts): the
// project's own crates must still be built from the base's sources, or base would run head's binary.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuiteOnce } from '../../src/app';
import { compareOptionsFor } from '../../src/compare/compare-runs';
import { loadConfig } from '../../src/config/load';
import type { ResolvedSuite } from '../../src/config/resolve';
import { profileDirs, seedBaseTarget } from '../../src/run/cargo-seed';
import { runPaired } from '../../src/run/paired';
import { git } from '../helpers/git-repo';
import { isInstalled } from '../helpers/requirements';

const hasCargo = isInstalled('cargo');
if (!hasCargo) console.log('cargo-seed.test.ts: cargo not found, the paired-rounds build test is skipped');

const write = (root: string, files: Record<string, string>): void => {
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), text);
  }
};

// A workspace: the factor lives in a path dependency (`work`), the binary in the root package.
const LIB = (factor: string): string => `pub const FACTOR: f64 = ${factor};\n`;
const MAIN = `fn main() {
    let rows: Vec<String> = ["a", "b", "c", "d", "e", "f"].iter().map(|n| {
        let v = if *n == "a" { 100.0 * work::FACTOR } else { 100.0 };
        format!("{{\\"name\\":\\"{}\\",\\"metrics\\":{{\\"time\\":{{\\"value\\":{},\\"unit\\":\\"ns\\"}}}}}}", n, v)
    }).collect();
    println!("{{\\"schema\\":\\"benchgate/custom@1\\",\\"benchmarks\\":[{}]}}", rows.join(","));
}
`;

describe('paired rounds of a Cargo workspace', () => {
  it.skipIf(!hasCargo)("the base tree starts from the head's build, yet runs its own code (a path dependency changed)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-cargo-seed-'));
    const config = `suites:\n  - name: rs\n    harness: custom-json\n    setup: cargo build --release -q\n    run: cargo run --release -q\n`;
    write(dir, {
      'Cargo.toml': '[package]\nname = "tiny"\nversion = "0.1.0"\nedition = "2021"\n\n[[bin]]\nname = "tiny"\npath = "main.rs"\n\n[dependencies]\nwork = { path = "work" }\n\n[workspace]\nmembers = ["work"]\n',
      'main.rs': MAIN,
      'work/Cargo.toml': '[package]\nname = "work"\nversion = "0.1.0"\nedition = "2021"\n\n[lib]\npath = "lib.rs"\n',
      'work/lib.rs': LIB('1.0'),
      'benchgate.yml': config,
      '.gitignore': 'target/\nCargo.lock\n',
    });
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    git(dir, 'tag', 'v1');
    write(dir, { 'work/lib.rs': LIB('1.3') });
    git(dir, 'commit', '-qam', 'head');
    const said: string[] = [];
    try {
      const loaded = await loadConfig(join(dir, 'benchgate.yml'));
      const r = await runPaired({
        loaded, ref: 'v1', minRounds: 5, maxRounds: 10, seed: 1, compare: compareOptionsFor(loaded), runOnce: runSuiteOnce,
        now: () => new Date('2026-11-28T00:00:00Z'), clock: () => Date.now(), log: (l) => void said.push(l),
      });
      const log = said.join('');
      expect(log).toMatch(/rs: the base tree starts from a copy of the head's build \(release, \d+ MiB\): its dependencies are reused, and its 2 own package\(s\) \((tiny, work|work, tiny)\) are rebuilt/);
      expect(log.indexOf('setup of rs (head)') < log.indexOf('starts from a copy') || !log.includes('setup of rs (head)')).toBe(true);
      const a = r.comparison.rows.find((x) => x.benchmark === 'a')!;
      expect([a.verdict, a.ratio]).toEqual(['regressed', expect.closeTo(1.3, 9)]);
      expect(new Set(r.base.suites[0]!.benchmarks[0]!.metrics.time!.runs)).toEqual(new Set([100]));
      expect(new Set(r.head.suites[0]!.benchmarks[0]!.metrics.time!.runs)).toEqual(new Set([130]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

const suite = (over: Partial<ResolvedSuite>): ResolvedSuite => ({ name: 'rs', cwd: '/x', env: {}, run: 'cargo bench', ...over }) as ResolvedSuite;

describe('which build folders are copied', () => {
  it('the profile the commands build: release for cargo bench and --release, a named profile, debug otherwise', () => {
    expect(profileDirs(suite({ run: 'cargo bench --bench x', setup: 'cargo bench --no-run' }))).toEqual(['release']);
    expect(profileDirs(suite({ run: 'cargo run --release -q' }))).toEqual(['release']);
    expect(profileDirs(suite({ run: 'cargo build --profile bench-lto && ./target/bench-lto/x' }))).toEqual(['bench-lto']);
    expect(profileDirs(suite({ run: 'cargo test --profile dev' }))).toEqual(['debug']);
    expect(profileDirs(suite({ run: 'cargo run -q' }))).toEqual(['debug']);
    expect(profileDirs(suite({ run: 'hyperfine ./x' }))).toEqual([]);
  });
});

describe('seeding a base target folder', () => {
  const layout = (): { root: string; head: string; base: string } => {
    const root = mkdtempSync(join(tmpdir(), 'benchgate-seed-unit-'));
    const head = join(root, 'head-target');
    write(head, {
      'release/.fingerprint/tiny-0123456789abcdef/lib-tiny': 'h',
      'release/.fingerprint/tiny-derive-0123456789abcdef/lib-tiny-derive': 'h',
      'release/.fingerprint/serde-fedcba9876543210/lib-serde': 'h',
      'release/deps/libserde-fedcba9876543210.rlib': 'rlib',
      'debug/.fingerprint/serde-1111111111111111/lib-serde': 'h',
      'criterion/x/new/estimates.json': '{}',
    });
    return { root, head, base: join(root, 'wt', 'target') };
  };
  const deps = (l: { head: string; base: string }, over: Partial<Parameters<typeof seedBaseTarget>[1]> = {}) => ({
    where: async (s: Pick<ResolvedSuite, 'cwd'>) => (s.cwd === 'head' ? l.head : l.base),
    packages: async () => ['tiny'],
    freeBytes: async () => 100 * 1024 ** 3,
    ...over,
  });

  it("copies the profile's folder, less the fingerprints of the project's own packages", async () => {
    const l = layout();
    try {
      const note = await seedBaseTarget({ head: suite({ cwd: 'head' }), base: suite({ cwd: 'base' }) }, deps(l));
      expect(note).toContain("rs: the base tree starts from a copy of the head's build (release, 0 MiB)");
      expect(readdirSync(join(l.base, 'release', '.fingerprint')).sort()).toEqual(['serde-fedcba9876543210', 'tiny-derive-0123456789abcdef']);
      expect(existsSync(join(l.base, 'release', 'deps', 'libserde-fedcba9876543210.rlib'))).toBe(true);
      expect(existsSync(join(l.base, 'debug'))).toBe(false);
      expect(existsSync(join(l.base, 'criterion'))).toBe(false);
    } finally {
      rmSync(l.root, { recursive: true, force: true });
    }
  });

  it('leaves the base to build cold, and says why, when the disk is short or Cargo cannot list the packages', async () => {
    const l = layout();
    try {
      const pair = { head: suite({ cwd: 'head' }), base: suite({ cwd: 'base' }) };
      expect(await seedBaseTarget(pair, deps(l, { freeBytes: async () => 1024 ** 3 }))).toMatch(/would leave too little disk \(1024 MiB free\)/);
      expect(await seedBaseTarget(pair, deps(l, { packages: async () => undefined }))).toMatch(/`cargo metadata --offline` did not list/);
      expect(existsSync(l.base)).toBe(false);
      expect(await seedBaseTarget({ ...pair, head: suite({ cwd: 'head', run: 'make bench' }) }, deps(l))).toBeUndefined();
    } finally {
      rmSync(l.root, { recursive: true, force: true });
    }
  });

  it('never copies over a build the base tree already has, nor into the folder both share', async () => {
    const l = layout();
    try {
      write(l.base, { 'release/.fingerprint/keep/x': 'b' });
      const pair = { head: suite({ cwd: 'head' }), base: suite({ cwd: 'base' }) };
      expect(await seedBaseTarget(pair, deps(l))).toBeUndefined();
      expect(readdirSync(join(l.base, 'release', '.fingerprint'))).toEqual(['keep']);
      expect(await seedBaseTarget(pair, deps(l, { where: async () => l.head }))).toBeUndefined();
    } finally {
      rmSync(l.root, { recursive: true, force: true });
    }
  });
});
