// Seeded pseudo-random numbers for the statistics (bootstrap, permutation tests).
// The core never calls Math.random: a report must be the same byte for byte twice (STYLE.md habit 1).

/** A uniform generator on [0, 1). */
export type Rng = () => number;

/** A small string hash (FNV-1a, 32 bits): a seed of its own for each key, so seeded streams do not depend on each other. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * splitmix32: expands one 32-bit seed into well-mixed state words, so that nearby seeds
 * (0, 1, 2 …) give unrelated streams. Finaliser constants from Java's SplittableRandom /
 * the MurmurHash3 fmix32 family (https://github.com/bryc/code/blob/master/jshash/PRNGs.md#splitmix32).
 */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand): 128-bit state,
 * passes PractRand and BigCrush, and is fast in JavaScript's 32-bit integer arithmetic.
 * Returns uniforms on [0, 1) with 32 bits of resolution (multiples of 2^-32).
 * The seed is taken as a 32-bit integer (fractional / larger values are truncated modulo 2^32).
 */
export function createRng(seed: number): Rng {
  const init = splitmix32(Math.trunc(seed));
  // State in a typed array: V8 keeps closure variables outside the small-integer range boxed,
  // which made every call allocate; an Int32Array holds raw 32-bit words (≈ 5× faster).
  const s = new Int32Array(4);
  s[0] = init();
  s[1] = init();
  s[2] = init();
  s[3] = init() | 1; // the counter; any value works
  const next = (): number => {
    const a = s[0] as number;
    const b = s[1] as number;
    const c = s[2] as number;
    const d = s[3] as number;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return (t >>> 0) / 4294967296;
  };
  // Discard a few outputs so the first values are fully mixed (as the PractRand reference does).
  for (let i = 0; i < 12; i++) next();
  return next;
}
