// The layout STYLE.md asks for, checked on the source: no import cycles (types included), and the pure
// core's layers point one way (render/ never imports bot/).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** Relative imports of each file (value and type imports, re-exports too), as absolute .ts paths. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^'?]+)'/gm)].map((m) => {
      const p = resolve(dirname(file), m[1]!);
      return p.endsWith('.ts') ? p : `${p}.ts`;
    });
    graph.set(file, deps);
  }
  return graph;
}

/** Every cycle found by a depth-first search (iterative, so no recursion over the tree). */
function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 1 | 2>();
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const stack: { node: string; next: number }[] = [{ node: start, next: 0 }];
    const path: string[] = [start];
    state.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const deps = graph.get(top.node) ?? [];
      if (top.next < deps.length) {
        const dep = deps[top.next++]!;
        if (state.get(dep) === 1) found.push([...path.slice(path.indexOf(dep)), dep].map((p) => relative(SRC, p)));
        else if (!state.has(dep) && graph.has(dep)) {
          state.set(dep, 1);
          stack.push({ node: dep, next: 0 });
          path.push(dep);
        }
      } else {
        state.set(top.node, 2);
        stack.pop();
        path.pop();
      }
    }
  }
  return found;
}

describe('source layout', () => {
  const graph = importGraph();

  it('has no import cycles', () => {
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  it('render/ imports nothing from bot/ (the core points one way: render depends on model and compare)', () => {
    const render = join(SRC, 'render');
    const bot = join(SRC, 'bot');
    const wrong = [...graph]
      .filter(([file]) => file.startsWith(`${render}/`))
      .flatMap(([file, deps]) => deps.filter((d) => d.startsWith(`${bot}/`)).map((d) => `${relative(SRC, file)} → ${relative(SRC, d)}`));
    expect(wrong).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const g = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
    ]);
    expect(cycles(g)).toHaveLength(1);
  });
});
