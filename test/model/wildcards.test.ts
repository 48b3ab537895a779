// Config patterns meet benchmark names a fork's PR controls: the matchers give the results the regular
// expressions gave (`*` → `.*`, `{x}` → a lazy `([^/]+?)`), without their backtracking, which took 10–33 s
// on names of a few hundred to a few thousand characters (found by fuzzing the config and bot paths).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globMatcher, placeholderMatcher } from '../../src/model/wildcards';

const globRegExp = (glob: string) => new RegExp(`^${[...glob].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('')}$`);
const placeholderRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (m, name?: string) => (name === undefined ? `\\${m}` : '([^/]+?)'))}$`);
const name = fc.string({ unit: fc.constantFrom('a', 'b', '/', '_', '.'), maxLength: 12 });

describe('globs', () => {
  it('match as the regular expression did', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '/', '_', '.', '*', '?'), maxLength: 8 }), name, (glob, n) => globMatcher(glob).test(n) === globRegExp(glob).test(n)), { numRuns: 20_000, seed: 11 });
  });

  it('decide a 100,000-character name against many stars', () => {
    const long = `${'a/'.repeat(50_000)}x`;
    expect(globMatcher('*/*/*/*/large').test(long)).toBe(false);
    expect(globMatcher('*_*_*_*_*x').test(`${'_'.repeat(100_000)}x`)).toBe(true);
  });
});

describe('placeholders', () => {
  const pattern = fc.array(fc.constantFrom('a', 'b', '/', '_', '.', '{x}', '{y}'), { maxLength: 6 }).map((parts) => parts.join(''));

  it('take the values the lazy regular expression took', () => {
    fc.assert(
      fc.property(pattern, name, (p, n) => {
        const m = placeholderRegExp(p).exec(n);
        expect(placeholderMatcher(p).exec(n)).toEqual(m === null ? undefined : m.slice(1));
      }),
      { numRuns: 20_000, seed: 12 },
    );
  });

  it('name their values in order, and decide a long name that does not match', () => {
    const m = placeholderMatcher('encode_{format}_{size}_{lib}');
    expect(m.names).toEqual(['format', 'size', 'lib']);
    expect(m.exec('encode_json_1k_serde')).toEqual(['json', '1k', 'serde']);
    expect(m.exec(`encode_${'_a'.repeat(50_000)}/`)).toBeUndefined();
  });
});
