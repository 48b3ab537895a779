// The comparison's names, without its zod schemas (types.ts), so comparing and rendering load no zod.
export const COMPARISON_SCHEMA_ID = 'benchgate/comparison@1';

export const VERDICTS = ['regressed', 'improved', 'unchanged', 'inconclusive', 'added', 'removed'] as const;
