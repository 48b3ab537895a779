// Property test shared by every adapter: mutate real fixtures and require either a valid result or a
// ParseError — never a crash (TypeError, RangeError…), never a hang, never an invalid benchmark.
import fc from 'fast-check';
import { expect } from 'vitest';
import { ParseError } from '../../src/model/errors';
import { Benchmark } from '../../src/model/results';
import type { Adapter, ParseInput } from '../../src/parse/adapter';
import { parseOutput } from '../../src/parse/registry';

/** Text mutations: cut, splice garbage, duplicate or drop a line, flip a character, CRLF, ANSI colour. */
function mutationArbitrary(text: string): fc.Arbitrary<string> {
  const len = Math.max(1, text.length);
  const cut = fc.nat(len).map((i) => text.slice(0, i));
  const splice = fc.tuple(fc.nat(len), fc.nat(64), fc.string({ maxLength: 32 })).map(
    ([at, del, ins]) => text.slice(0, at) + ins + text.slice(at + del),
  );
  const lines = text.split('\n');
  const dropLine = fc.nat(Math.max(0, lines.length - 1)).map((i) => lines.filter((_, j) => j !== i).join('\n'));
  const dupLine = fc.nat(Math.max(0, lines.length - 1)).map((i) => [...lines.slice(0, i + 1), ...lines.slice(i)].join('\n'));
  const flip = fc.tuple(fc.nat(len), fc.constantFrom('0', '9', '-', '.', ',', 'x', '"', '{', '}', '[', ']', ' ', '\t', '\u2212', 'µ', 'e'))
    .map(([at, ch]) => text.slice(0, at) + ch + text.slice(at + 1));
  const crlf = fc.constant(text.replace(/\r?\n/g, '\r\n'));
  const ansi = fc.nat(len).map((at) => `${text.slice(0, at)}\u001b[32m${text.slice(at)}\u001b[0m`);
  const numberSwap = fc.tuple(fc.nat(len), fc.constantFrom('NaN', 'Infinity', '-1', '1e999', '0', 'null', '""'))
    .map(([at, rep]) => {
      const m = /\d+(\.\d+)?/.exec(text.slice(at));
      if (!m) return text;
      const start = at + m.index;
      return text.slice(0, start) + rep + text.slice(start + m[0].length);
    });
  return fc.oneof(cut, splice, dropLine, dupLine, flip, crlf, ansi, numberSwap);
}

/**
 * Runs `runs` mutations of each input through the adapter. One file of a multi-file input is mutated
 * at a time (chosen by fast-check), the others stay real.
 */
export function fuzzAdapter(adapter: Adapter, inputs: ParseInput[], runs = 1000): void {
  for (const input of inputs) {
    const arb = fc
      .nat(input.files.length - 1)
      .chain((fileIndex) =>
        mutationArbitrary(input.files[fileIndex]!.text).map((text) => ({
          files: input.files.map((f, i) => (i === fileIndex ? { ...f, text } : f)),
        })),
      );
    fc.assert(
      fc.property(arb, (mutated) => {
        const detection = adapter.detect(mutated);
        expect(['yes', 'maybe', 'no']).toContain(detection);
        try {
          // Through the registry: its border checks (negative times, names twice) are part of parsing.
          const out = parseOutput(mutated, adapter.id).output;
          expect(out.benchmarks.length).toBeGreaterThan(0);
          for (const b of out.benchmarks) {
            const checked = Benchmark.safeParse(b);
            if (!checked.success) throw new Error(`invalid benchmark ${JSON.stringify(b).slice(0, 300)}: ${checked.error.message}`);
            for (const m of Object.values(b.metrics)) {
              if (!Number.isFinite(m.value)) throw new Error(`non-finite value in ${b.name}`);
            }
          }
        } catch (err) {
          if (!(err instanceof ParseError)) throw err;
        }
      }),
      { numRuns: runs, seed: 20261122 },
    );
  }
}
