// zod parses a value whole: it collects every issue of every element before it returns, and spreads a
// child's issues into its parent's (`push(...issues)`). A fork's artifact of 3 MB of `{}` rows (a million
// bad benchmarks) took 1.4 GB and ended in "Maximum call stack size exceeded"; 20 MB would end the process.
// Here the value is cut into pieces of at most PIECE_NODES nodes before zod sees it: every array or record
// too big for one call is taken out and parsed a run of elements at a time, and its output put back after.
// The issues are all counted; only the first few are kept. Pure; the input is mutated and put back by `restore`.
import { z } from 'zod';

/** The most JSON nodes one zod call sees: its issues (at most about one a node) stay a few megabytes. */
export const PIECE_NODES = 20_000;

type Path = (string | number)[];

export interface Issue {
  path: PropertyKey[];
  message: string;
}

export interface Pieces {
  /** The parsed containers taken out, outermost first, to put into zod's output of the rest (`putBack`). */
  taken: { path: Path; output: unknown[] | Record<string, unknown>; element: z.ZodType }[];
  /** Puts the input back as it was. */
  restore: () => void;
  /** The first issues found in the pieces, in document order within each piece. */
  kept: Issue[];
  /** All issues found in the pieces. */
  count: number;
  /**
   * Where checking stopped once `room` issues were kept: pieces after the first with issues are not parsed
   * (a million bad rows would take seconds to count), so `count` is a floor.
   */
  stoppedAt?: Path;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under `.optional()` and `.nullable()`: what a present value is parsed as. */
function unwrap(schema: z.ZodType): Def {
  let d = defOf(schema);
  while ((d.type === 'optional' || d.type === 'nullable') && d.innerType) d = defOf(d.innerType);
  return d;
}

const unwrappedDefs = new WeakMap<z.ZodType, Def>();
const unwrapped = (schema: z.ZodType): Def => {
  let d = unwrappedDefs.get(schema);
  if (!d) unwrappedDefs.set(schema, (d = unwrap(schema)));
  return d;
};

interface Field {
  key: string;
  def: Def;
}
const shapes = new WeakMap<Def, Field[]>();
/** An object schema's fields, each unwrapped, once per schema. */
function shapeOf(d: Def): Field[] {
  let fields = shapes.get(d);
  if (!fields) shapes.set(d, (fields = Object.entries(d.shape!).map(([key, s]) => ({ key, def: unwrap(s) }))));
  return fields;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Takes out of `data` every container that would make a zod call over `schema` see more than PIECE_NODES
 * nodes, parsing each in runs of elements small enough; what is left for the caller's single zod call is
 * small too. Keeps the first `room` issues of the pieces.
 */
export function takePieces(schema: z.ZodType, data: unknown, room: number): Pieces {
  const pieces: Pieces = { taken: [], restore: () => undefined, kept: [], count: 0 };
  const undo: (() => void)[] = [];
  pieces.restore = () => {
    for (let i = undo.length - 1; i >= 0; i--) undo[i]!();
  };
  const note = (issues: readonly z.core.$ZodIssue[], prefix: Path): void => {
    pieces.count += issues.length;
    for (const issue of issues) {
      if (pieces.kept.length >= room) break;
      pieces.kept.push({ path: [...prefix, ...issue.path], message: issue.message });
    }
  };
  const lists = new Map<z.ZodType, z.ZodType>();
  const listOf = (element: z.ZodType): z.ZodType => {
    let list = lists.get(element);
    if (!list) lists.set(element, (list = z.array(element)));
    return list;
  };

  /** Parses `holder[key]` (an array or record of `element`) a run at a time; leaves an empty one there for zod. */
  const take = (holder: Record<string, unknown> | unknown[], key: string | number, element: z.ZodType, sizes: number[], path: Path): void => {
    const value = (holder as Record<string, unknown>)[key] as unknown[] | Record<string, unknown>;
    const isArray = Array.isArray(value);
    const keys = isArray ? undefined : Object.keys(value);
    const at = (i: number): unknown => (isArray ? value[i] : value[keys![i]!]);
    const length = isArray ? value.length : keys!.length;
    const output: unknown[] | Record<string, unknown> = isArray ? new Array<unknown>(length) : {};
    const list = listOf(element);
    for (let start = 0; start < length; ) {
      if (pieces.kept.length >= room) {
        pieces.stoppedAt ??= [...path, isArray ? start : keys![start]!];
        break;
      }
      let end = start;
      let nodes = 0;
      while (end < length && (end === start || nodes + sizes[end]! <= PIECE_NODES)) nodes += sizes[end++]!;
      const run: unknown[] = [];
      for (let i = start; i < end; i++) run.push(at(i));
      const parsed = list.safeParse(run);
      if (parsed.success) {
        const out = parsed.data as unknown[];
        for (let i = start; i < end; i++) {
          if (isArray) (output as unknown[])[i] = out[i - start];
          else (output as Record<string, unknown>)[keys![i]!] = out[i - start];
        }
      } else {
        // An issue's first step is the index in the run: the element's index, or its key, instead.
        note(parsed.error.issues.map((issue) => {
          const [first, ...rest] = issue.path;
          return { ...issue, path: [isArray ? (first as number) + start : keys![(first as number) + start]!, ...rest] };
        }), path);
      }
      start = end;
    }
    (holder as Record<string, unknown>)[key] = isArray ? [] : {};
    undo.push(() => ((holder as Record<string, unknown>)[key] = value));
    pieces.taken.push({ path, output, element });
  };

  // The nodes zod will see in `value` parsed as `schema`, after taking out what would make it too many. Its
  // children are sized first; recursion follows the schema, which is a few levels deep whatever the input.
  // `path` is the key stack down to `value`, copied only for what is taken.
  const path: Path = [];
  const size = (d: Def, value: unknown, holder: Record<string, unknown> | unknown[], key: string | number): number => {
    if (d.type === 'array' && Array.isArray(value) && d.element) {
      const element = unwrapped(d.element);
      const sizes = new Array<number>(value.length);
      let total = 1;
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        total += sizes[i] = size(element, value[i], value, i);
        path.pop();
      }
      if (total <= PIECE_NODES) return total;
      take(holder, key, d.element, sizes, path.slice());
      return 1;
    }
    if (d.type === 'record' && isRecord(value) && d.valueType) {
      const element = unwrapped(d.valueType);
      const keys = Object.keys(value);
      const sizes = new Array<number>(keys.length);
      let total = 1;
      for (let i = 0; i < keys.length; i++) {
        path.push(keys[i]!);
        total += sizes[i] = size(element, value[keys[i]!], value, keys[i]!);
        path.pop();
      }
      if (total <= PIECE_NODES) return total;
      take(holder, key, d.valueType, sizes, path.slice());
      return 1;
    }
    if (d.type === 'object' && isRecord(value) && d.shape) {
      const fields = shapeOf(d);
      let total = 1;
      for (const f of fields) {
        if (!Object.hasOwn(value, f.key)) continue;
        path.push(f.key);
        total += size(f.def, value[f.key], value, f.key);
        path.pop();
      }
      // Fields each small enough and too many together (a metric's six long arrays): the longest lists out.
      if (total > PIECE_NODES) total = takeLongest(value, fields, total);
      return total;
    }
    // A leaf, a union, or a value of the wrong type: zod says one thing about it, or walks it whole (a union's options).
    return typeof value === 'object' && value !== null ? nodes(value) : 1;
  };

  const takeLongest = (value: Record<string, unknown>, fields: Field[], total: number): number => {
    const lists = fields
      .map((f) => ({ f, v: value[f.key] }))
      .filter(({ f, v }) => (f.def.type === 'array' && Array.isArray(v)) || (f.def.type === 'record' && isRecord(v)))
      .map(({ f, v }) => ({ f, v: v as unknown[] | Record<string, unknown>, n: nodes(v) }))
      .sort((a, b) => b.n - a.n);
    for (const { f, v, n } of lists) {
      if (total <= PIECE_NODES) break;
      const sizes = (Array.isArray(v) ? v : Object.values(v)).map((x) => nodes(x));
      path.push(f.key);
      take(value, f.key, (f.def.element ?? f.def.valueType)!, sizes, path.slice());
      path.pop();
      total -= n - 1;
    }
    return total;
  };

  try {
    if (isRecord(data)) {
      const holder = { root: data };
      size(unwrap(schema), data, holder, 'root');
    }
  } catch (err) {
    pieces.restore();
    throw err;
  }
  return pieces;
}

/** The JSON nodes in a value (iterative: a value nested thousands deep is counted, not overflowed). */
function nodes(value: unknown): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    n++;
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (isRecord(v)) for (const k in v) if (Object.hasOwn(v, k)) stack.push(v[k]);
  }
  return n;
}

/** The taken containers' outputs into zod's output of the rest, outermost first (their paths lead through it). */
export function putBack(output: unknown, taken: Pieces['taken']): void {
  for (const t of taken.slice().sort((a, b) => a.path.length - b.path.length)) {
    let at = output as Record<string | number, unknown>;
    for (const step of t.path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
    at[t.path[t.path.length - 1]!] = t.output;
  }
}
