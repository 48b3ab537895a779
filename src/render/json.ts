// A comparison as JSON (`--format json`), a piece at a time: exactly JSON.stringify(c, null, 2) and a newline,
// joined. One string cannot hold it past a few hundred thousand rows (V8's ~512 MiB string cap).
import type { Comparison } from '../compare/types';

const indented = (text: string, by: string): string => text.replace(/\n/g, `\n${by}`);

export function* comparisonJson(c: Comparison): Generator<string> {
  // The keys JSON.stringify writes: own enumerable ones whose value is not undefined.
  const entries = Object.entries(c).filter(([, v]) => v !== undefined);
  if (entries.length === 0) {
    yield '{}\n';
    return;
  }
  yield '{';
  for (let k = 0; k < entries.length; k++) {
    const [key, value] = entries[k]!;
    const head = `${k > 0 ? ',' : ''}\n  ${JSON.stringify(key)}: `;
    if (Array.isArray(value) && value.length > 0) {
      yield `${head}[`;
      // An element JSON.stringify cannot write (undefined) is null in an array, as there.
      for (let i = 0; i < value.length; i++) yield `${i > 0 ? ',' : ''}\n    ${indented(JSON.stringify(value[i], null, 2) ?? 'null', '    ')}`;
      yield '\n  ]';
    } else yield `${head}${indented(JSON.stringify(value, null, 2), '  ')}`;
  }
  yield '\n}\n';
}
