// Builds every table a config declares from one run (and, for fits, the base run too).
import type { TableSpec } from '../config/schema';
import type { Results } from '../model/results';
import { buildFitTable, type FitTable } from './fit';
import { buildVariantTable, type VariantOptions, type VariantTable } from './variants';

export type BuiltTable = { kind: 'variant'; table: VariantTable } | { kind: 'fit'; table: FitTable } | { kind: 'empty'; spec: TableSpec };

export function buildTables(specs: TableSpec[], head: Results, base: Results | undefined, options: VariantOptions): BuiltTable[] {
  return specs.map((spec): BuiltTable => {
    if (spec.fit !== undefined) {
      const table = buildFitTable(head, spec, base, options);
      return table ? { kind: 'fit', table } : { kind: 'empty', spec };
    }
    const table = buildVariantTable(head, spec, options);
    return table ? { kind: 'variant', table } : { kind: 'empty', spec };
  });
}
