// zod parses a value whole: it collects every issue of every element before it returns, and spreads a
// child's issues into its parent's (`push(...issues)`). A fork's artifact of 3 MB of `{}` rows (a million
// bad benchmarks) took 1.4 GB and ended in "Maximum call stack size exceeded"; 20 MB would end the process.
// Here every array or record that would make one zod call see more than PIECE_NODES nodes is parsed first a
// run of elements at a time, issues counted and the first few kept:
// - taken out, when no check of a schema around it reads it: zod's output of the rest gets its output back;
// - left in place once its elements are known good, when a check around it does (a metric's refinement reads
//   its samples and tally): zod then parses it again, and the check sees it whole. A bad one is emptied
//   (the refusal is certain), and what those checks then say is not to be trusted (`unchecked`).
// Pure; the input is mutated, and put back by `restore`.
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
  /** Values with checks (refinements) whose bad lists were emptied: zod's custom issues at or under them are not to be trusted. */
  unchecked: Path[];
}

interface Def {
  type: string;
  checks?: unknown[];
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

const hasChecks = (d: Def): boolean => (d.checks?.length ?? 0) > 0;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses in runs every container of `data` that would make a zod call over `schema` see more than PIECE_NODES
 * nodes, taking out those no check reads (see above); what is left for the caller's single zod call gives few
 * issues. Keeps the first `room` issues. `rechecked`: element schemas of lists whose own checks the caller
 * runs again on the put-back output (a list of them is taken like one without checks).
 */
export function takePieces(schema: z.ZodType, data: unknown, room: number, rechecked: ReadonlySet<z.ZodType> = new Set()): Pieces {
  const pieces: Pieces = { taken: [], restore: () => undefined, kept: [], count: 0, unchecked: [] };
  const undo: (() => void)[] = [];
  pieces.restore = () => {
    for (let i = undo.length - 1; i >= 0; i--) undo[i]!();
  };
  const note = (issues: readonly z.core.$ZodIssue[], prefix: Path): void => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      // A check around a list emptied for its bad elements (below) judged what was left: not counted.
      if (issue.code === 'custom' && underUnchecked(pieces, path)) continue;
      pieces.count++;
      if (pieces.kept.length < room) pieces.kept.push({ path, message: issue.message });
    }
  };
  const lists = new Map<z.ZodType, z.ZodType>();
  const listOf = (element: z.ZodType): z.ZodType => {
    let list = lists.get(element);
    if (!list) lists.set(element, (list = z.array(element)));
    return list;
  };

  /**
   * Parses `holder[key]` (an array or record of `element`) a run at a time; its output, or undefined when it
   * had issues (noted).
   */
  const parseRuns = (value: unknown[] | Record<string, unknown>, element: z.ZodType, sizes: number[], path: Path): unknown[] | Record<string, unknown> | undefined => {
    const isArray = Array.isArray(value);
    const keys = isArray ? undefined : Object.keys(value);
    const at = (i: number): unknown => (isArray ? value[i] : value[keys![i]!]);
    const length = isArray ? value.length : keys!.length;
    const output: unknown[] | Record<string, unknown> = isArray ? new Array<unknown>(length) : {};
    const list = listOf(element);
    let good = true;
    for (let start = 0; start < length; ) {
      if (pieces.kept.length >= room) {
        pieces.stoppedAt ??= [...path, isArray ? start : keys![start]!];
        return undefined;
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
        good = false;
        // An issue's first step is the index in the run: the element's index, or its key, instead.
        note(parsed.error.issues.map((issue) => {
          const [first, ...rest] = issue.path;
          return { ...issue, path: [isArray ? (first as number) + start : keys![(first as number) + start]!, ...rest] };
        }), path);
      }
      start = end;
    }
    return good ? output : undefined;
  };

  const empty = (holder: Record<string, unknown> | unknown[], key: string | number): void => {
    const value = (holder as Record<string, unknown>)[key];
    (holder as Record<string, unknown>)[key] = Array.isArray(value) ? [] : {};
    undo.push(() => ((holder as Record<string, unknown>)[key] = value));
  };

  /**
   * Parses `holder[key]` in runs. Outside checks (`owner` undefined): taken out, its output kept for putBack.
   * Under a check: left for zod when good; emptied when bad, the check's owner marked. Counts as one node after.
   */
  const piece = (holder: Record<string, unknown> | unknown[], key: string | number, element: z.ZodType, sizes: number[], owner: number | undefined): number => {
    const value = (holder as Record<string, unknown>)[key] as unknown[] | Record<string, unknown>;
    const output = parseRuns(value, element, sizes, path.slice());
    if (owner === undefined) {
      empty(holder, key);
      if (output) pieces.taken.push({ path: path.slice(), output, element });
    } else if (!output) {
      empty(holder, key);
      pieces.unchecked.push(path.slice(0, owner));
    }
    return 1;
  };

  // The nodes zod will see in `value` parsed as `schema`, after the pieces: children are sized first, and
  // recursion follows the schema, a few levels deep whatever the input. `path` is the key stack down to
  // `value`; `owner`, its length at the nearest value around whose schema has checks.
  const path: Path = [];
  const size = (d: Def, value: unknown, holder: Record<string, unknown> | unknown[], key: string | number, owner: number | undefined): number => {
    const list = d.type === 'array' && Array.isArray(value) && d.element ? d.element : d.type === 'record' && isRecord(value) && d.valueType ? d.valueType : undefined;
    if (list) {
      const inner = owner ?? (hasChecks(d) && !rechecked.has(list) ? path.length : undefined);
      const element = unwrapped(list);
      const items = value as unknown[] | Record<string, unknown>;
      const keys = Array.isArray(items) ? undefined : Object.keys(items);
      const length = keys ? keys.length : (items as unknown[]).length;
      const sizes = new Array<number>(length);
      let total = 1;
      for (let i = 0; i < length; i++) {
        const k = keys ? keys[i]! : i;
        const v = (items as Record<string | number, unknown>)[k];
        if (typeof v !== 'object' || v === null) {
          total += sizes[i] = 1;
          continue;
        }
        path.push(k);
        total += sizes[i] = size(element, v, items, k, inner);
        path.pop();
      }
      return total <= PIECE_NODES ? total : piece(holder, key, list, sizes, inner);
    }
    if (d.type === 'object' && isRecord(value) && d.shape) {
      const inner = owner ?? (hasChecks(d) ? path.length : undefined);
      const fields = shapeOf(d);
      let sized: { f: Field; n: number }[] | undefined;
      let total = 1;
      for (const f of fields) {
        if (!Object.hasOwn(value, f.key)) continue;
        const v = value[f.key];
        // A leaf is one node: most fields are, and a call and a path step each cost more than the rest of the walk.
        if (typeof v !== 'object' || v === null) {
          total++;
          continue;
        }
        path.push(f.key);
        const n = size(f.def, v, value, f.key, inner);
        path.pop();
        // Only lists can be taken in pieces (piecesOfLongest).
        if ((f.def.type === 'array' && Array.isArray(v)) || (f.def.type === 'record' && isRecord(v))) (sized ??= []).push({ f, n });
        total += n;
      }
      // Fields each small enough and too many together (a metric's six long arrays): the longest in pieces.
      if (total > PIECE_NODES && sized) total = piecesOfLongest(value, sized, total, inner);
      return total;
    }
    // A leaf, a union, or a value of the wrong type: zod says one thing about it, or walks it whole (a union's options).
    return typeof value === 'object' && value !== null ? nodes(value) : 1;
  };

  // By the sizes size() gave the fields (what zod sees: schema fields only, not unknown keys beside them), so
  // the object's total is what is left.
  const piecesOfLongest = (value: Record<string, unknown>, sized: { f: Field; n: number }[], total: number, owner: number | undefined): number => {
    const lists = sized.sort((a, b) => b.n - a.n);
    for (const { f, n } of lists) {
      if (total <= PIECE_NODES) break;
      const v = value[f.key] as unknown[] | Record<string, unknown>;
      const sizes = (Array.isArray(v) ? v : Object.values(v)).map((x) => nodes(x));
      path.push(f.key);
      piece(value, f.key, (f.def.element ?? f.def.valueType)!, sizes, owner);
      path.pop();
      total -= n - 1;
    }
    return total;
  };

  try {
    if (isRecord(data)) {
      const holder = { root: data };
      size(unwrap(schema), data, holder, 'root', undefined);
    }
  } catch (err) {
    pieces.restore();
    throw err;
  }
  return pieces;
}

/** Whether `path` is at or under a value whose check judged an emptied list. */
export function underUnchecked(pieces: Pick<Pieces, 'unchecked'>, path: readonly PropertyKey[]): boolean {
  return pieces.unchecked.some((u) => u.every((step, k) => path[k] === step));
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
