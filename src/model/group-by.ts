// Groups items by a key, keeping first-seen order of keys and items (linear: reports can hold 10,000s of rows).
export function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  const add = (item: T): void => {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  };
  // An array by index (see pushAll): for…of over one not yet optimised makes an iterator result per item.
  if (Array.isArray(items)) for (let i = 0; i < items.length; i++) add(items[i] as T);
  else for (const item of items) add(item);
  return groups;
}
