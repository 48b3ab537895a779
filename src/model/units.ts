// Units: canonical inside (ns, B, B/s, ops/s), unit strings only at the edges.
// Adapters convert with the to* functions once; renderers scale with formatQuantity.

/** Canonical metric names (README "Results schema"). Harness-specific metrics keep their own names. */
export const METRIC = {
  time: 'time',
  throughput: 'throughput',
  memory: 'memory',
  allocs: 'allocs',
  size: 'size',
} as const;

const TIME_FACTORS: Record<string, number> = {
  ps: 1e-3,
  ns: 1,
  us: 1e3,
  'µs': 1e3, // U+00B5 MICRO SIGN (Criterion, divan)
  'μs': 1e3, // U+03BC GREEK SMALL LETTER MU
  ms: 1e6,
  s: 1e9,
  sec: 1e9,
  // Spelled out (github-action-benchmark's custom JSON: the unit is whatever the user's script wrote).
  nanoseconds: 1,
  microseconds: 1e3,
  milliseconds: 1e6,
  second: 1e9,
  seconds: 1e9,
  min: 60e9,
  m: 60e9,
  h: 3600e9,
};

const BYTE_FACTORS: Record<string, number> = {
  B: 1,
  bytes: 1,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
};

/** Factor to nanoseconds for a time unit, or undefined when the unit is not a time unit. */
export function timeFactor(unit: string): number | undefined {
  return TIME_FACTORS[unit.trim()];
}

/** Factor to bytes for a byte unit (decimal KB/MB and binary KiB/MiB kept apart), or undefined. */
export function byteFactor(unit: string): number | undefined {
  return BYTE_FACTORS[unit.trim()];
}

/** Factor to B/s for a rate like `MiB/s`, `MB/s`, `GB/s`, or undefined. */
export function byteRateFactor(unit: string): number | undefined {
  const m = /^(.+)\/s$/.exec(unit.trim());
  return m?.[1] === undefined ? undefined : byteFactor(m[1]);
}

const PLAIN_NUMBER = /^\d+(?:\.\d*)?$/;

/**
 * Parses a number as harnesses print it: thousands separators (`1,234`), a Unicode minus (U+2212),
 * a leading `+`, exponent forms (`1.29192e+06`). Returns undefined for anything else (never NaN).
 */
export function parseNumber(text: string): number | undefined {
  // The common case, plain digits (go's `6717`, `152.46`), needs none of the cleaning below.
  if (PLAIN_NUMBER.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  }
  const cleaned = text.trim().replace(/\u2212/g, '-').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

// ---- formatting (edges only) ----

const TIME_SCALES: [number, string][] = [
  [1e9, 's'],
  [1e6, 'ms'],
  [1e3, 'µs'],
  [1, 'ns'],
];
const BYTE_SCALES: [number, string][] = [
  [1024 ** 3, 'GiB'],
  [1024 ** 2, 'MiB'],
  [1024, 'KiB'],
  [1, 'B'],
];
const COUNT_SCALES: [number, string][] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'K'],
  [1, ''],
];

export interface Scale {
  factor: number;
  unit: string;
}

/** Picks the display scale for a canonical unit from a representative magnitude (so one row shares one scale). */
export function chooseScale(unit: string, magnitude: number): Scale {
  const m = Math.abs(magnitude);
  const pick = (scales: [number, string][], suffix: string): Scale => {
    for (const [factor, label] of scales) {
      if (m >= factor) return { factor, unit: label + suffix };
    }
    const last = scales[scales.length - 1]!;
    return { factor: last[0], unit: last[1] + suffix };
  };
  switch (unit) {
    case 'ns':
      return pick(TIME_SCALES, '');
    case 'B':
      return pick(BYTE_SCALES, '');
    case 'B/s':
      return pick(BYTE_SCALES, '/s');
    case 'ops/s': {
      const s = pick(COUNT_SCALES, '');
      return { factor: s.factor, unit: s.unit === '' ? 'ops/s' : `${s.unit} ops/s` };
    }
    default:
      return { factor: 1, unit };
  }
}

/** The scale a table asks for by its label (`µs`, `us`, `KiB`, `MiB/s`), or undefined when the canonical unit has none by that name. */
export function namedScale(unit: string, label: string): Scale | undefined {
  const want = label.trim().replace(/^us$/, 'µs').replace(/^μs$/, 'µs');
  const find = (scales: [number, string][], suffix: string): Scale | undefined => {
    const hit = scales.find(([, l]) => l + suffix === want);
    return hit ? { factor: hit[0], unit: want } : undefined;
  };
  if (unit === 'ns') return find(TIME_SCALES, '');
  if (unit === 'B') return find(BYTE_SCALES, '');
  if (unit === 'B/s') return find(BYTE_SCALES, '/s');
  return want === unit ? { factor: 1, unit } : undefined;
}

/** Groups thousands with commas, as the seed reports do (`1,117.4`). */
export function groupThousands(text: string): string {
  const [int, frac] = text.split('.');
  const sign = int!.startsWith('-') ? '-' : '';
  const digits = sign ? int!.slice(1) : int!;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** The fixed forms show at most 6 decimals; from 1e21 toFixed writes an exponent itself, with 17 digits. */
const SMALLEST_FIXED = 1e-6;
const LARGEST_FIXED = 1e21;

/**
 * Whether a quantity is beyond what the fixed form shows: below its smallest step but not 0 (a broken or hostile
 * harness's 1e-300 ns read as `0.000000 ns`), or so large that toFixed turns to `1.0000000000000001e+291`.
 */
export function beyondFixed(value: number): boolean {
  const m = Math.abs(value);
  return Number.isFinite(value) && m !== 0 && (m < SMALLEST_FIXED || m >= LARGEST_FIXED);
}

/** The compact exponent form beyond the fixed one: `1.0e-300`, `1.1e+291`. */
export function formatExponent(value: number): string {
  return value.toExponential(1);
}

/**
 * `value.toFixed(decimals)`, but the compact exponent from 1e21 up. For ratios and percentages, whose tiny values
 * do round to 0 (a ratio of 1 − 1e-16 is `0.0 %`); quantities use formatSignificant or formatWithSpread.
 */
export function toFixedOrExponent(value: number, decimals: number): string {
  return Math.abs(value) >= LARGEST_FIXED ? formatExponent(value) : value.toFixed(decimals);
}

/** A number with `sig` significant digits, thousands grouped, trailing zeros kept; beyond the fixed form, the compact exponent. */
export function formatSignificant(value: number, sig = 5): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  if (beyondFixed(value)) return formatExponent(value);
  if (Number.isInteger(value)) return groupThousands(value.toFixed(0)); // counts stay counts: 2 allocs, 4 KiB
  const digits = Math.floor(Math.log10(Math.abs(value))) + 1;
  const decimals = Math.max(0, Math.min(6, sig - digits));
  return groupThousands(value.toFixed(decimals));
}

/** Decimals that show `spread` with 3 significant digits (so value and spread line up: `752.87 ± 2.59`). */
function spreadDecimals(spread: number): number {
  if (!(spread > 0) || !Number.isFinite(spread)) return 2;
  const digits = Math.floor(Math.log10(spread)) + 1;
  return Math.max(0, Math.min(6, 3 - digits));
}

function unitSuffix(unit: string): string {
  return unit === '' ? '' : ` ${unit}`;
}

/** A plural word of a count unit, singular (hits → hit, misses → miss, entries → entry); anything else as it is. */
export function singularUnit(unit: string): string {
  // Lowercase words only: time (ns, ms) and byte scales (KiB, B/s) are symbols, and `ss` ends no plural (class, pass).
  if (!/^[a-z]{3,}s$/.test(unit) || unit.endsWith('ss')) return unit;
  if (/ies$/.test(unit)) return `${unit.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(unit)) return unit.slice(0, -2);
  return unit.slice(0, -1);
}

/** `752.87 µs` — a canonical value scaled for display. Byte counts drop trailing zeros (1.125 KiB, not 1.1250 KiB); one hit is a hit. */
export function formatQuantity(value: number, unit: string, scale = chooseScale(unit, value), sig = 5): string {
  let text = formatSignificant(value / scale.factor, sig);
  if (unit === 'B' && text.includes('.') && !text.includes('e')) text = text.replace(/\.?0+$/, '');
  const label = value === 1 && scale.factor === 1 ? singularUnit(scale.unit) : scale.unit;
  return `${text}${unitSuffix(label)}`;
}

/** `752.87 µs ± 2.59 µs` — value and spread on one scale, the value rounded to the spread's precision. */
export function formatWithSpread(value: number, spread: number | undefined, unit: string, scale = chooseScale(unit, value)): string {
  // No spread, or none at all (a value that never varied): the value alone says it.
  if (spread === undefined || !Number.isFinite(spread) || spread === 0) return formatQuantity(value, unit, scale);
  const v = value / scale.factor;
  const s = spread / scale.factor;
  // The spread's precision, but never more than 6 significant digits of the value.
  const valueDigits = v === 0 ? 1 : Math.floor(Math.log10(Math.abs(v))) + 1;
  const d = Math.max(0, Math.min(spreadDecimals(s), 6 - valueDigits));
  // The value keeps 3 significant digits beside a spread far wider than it: the spread is the samples' dispersion,
  // not the centre's uncertainty. rou3 0.9.1's mitata medians of 1,232 ns and 9,298 ns beside GC pauses (σ 380 µs, 581 µs)
  // read "1 µs" and "9 µs", and a −81 % change between "49.2 µs" and "9 µs" could not be checked from the cells.
  const vd = Math.max(d, Math.min(6, 3 - valueDigits));
  const exponent = beyondFixed(v);
  const vText = exponent || Math.abs(v) >= 10 ** (vd > 0 ? 6 : 9) ? formatSignificant(v) : groupThousands(v.toFixed(vd));
  // Beside a value in exponent form, a spread below the fixed form's step is one too (`1.0e-300 ns ± 2.0e-301 ns`).
  const sText = Math.abs(s) >= LARGEST_FIXED || (exponent && beyondFixed(s)) ? formatExponent(s) : groupThousands(s.toFixed(d));
  // A spread too small for the value's precision is still a spread: say it is below the last digit.
  const shown = Number(sText.replace(/,/g, '')) === 0 ? `<${(10 ** -d).toFixed(d)}` : sText;
  return `${vText}${unitSuffix(scale.unit)} ± ${shown}${unitSuffix(scale.unit)}`;
}

/** `+5.4 %` / `−3.0 %` style signed percentage of a ratio (1.054 → +5.4 %). */
export function formatPercentChange(ratio: number, decimals = 1): string {
  const pct = (ratio - 1) * 100;
  const text = toFixedOrExponent(Math.abs(pct), decimals);
  if (Number(text) === 0) return `${(0).toFixed(decimals)} %`;
  return `${pct > 0 ? '+' : '−'}${text} %`;
}
