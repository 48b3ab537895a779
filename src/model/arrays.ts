// Loops where spreads would do: `Math.max(...xs)` and `push(...xs)` pass every element as an argument,
// and past ~100,000 elements V8 throws "Maximum call stack size exceeded". Samples, rows and files are
// unbounded here, so the data path uses these.

/** Math.min(...xs) without the spread: Infinity for an empty list, NaN if any element is NaN. */
export function minOf(xs: ArrayLike<number>): number {
  let m = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x < m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}

/** Math.max(...xs) without the spread: -Infinity for an empty list, NaN if any element is NaN. */
export function maxOf(xs: ArrayLike<number>): number {
  let m = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x > m || Number.isNaN(x)) m = x;
    if (Number.isNaN(m)) return NaN;
  }
  return m;
}

/**
 * Appends every element of `items` to `target`, in order; returns `target`. An array is walked by index:
 * for…of in code not yet optimised makes an iterator result per element (a pass run once, over 400,000 rows).
 */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  if (Array.isArray(items)) {
    for (let i = 0; i < items.length; i++) target.push(items[i] as T);
    return target;
  }
  for (const x of items) target.push(x);
  return target;
}

/** The first `max` of a list joined with ", ", then "and N more": names in a message stay readable at any count. */
export function listSome(items: readonly string[], max: number): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
