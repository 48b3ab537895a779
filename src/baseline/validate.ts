// Results files enter benchgate here (baselines, `compare` inputs, downloaded artifacts): parsed with zod,
// and every failure says which file, which field, and what was expected.
import { BaselineError, NewerSchemaError } from '../model/errors';
import { MAX_JSON_DEPTH, jsonTooDeep } from '../model/json-depth';
import { RESULTS_SCHEMA_ID, Results } from '../model/results';

function pathText(path: PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : `${acc}${acc ? '.' : ''}${String(p)}`), '');
}

export function parseResults(text: string, source: string): Results {
  const deep = jsonTooDeep(text);
  if (deep) throw new BaselineError(`${source}:${deep.line}: nested deeper than ${MAX_JSON_DEPTH} levels; a benchgate results file is never that deep`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new BaselineError(`${source}: not valid JSON (${(err as Error).message})`);
  }
  return validateResults(data, source);
}

/** A decoded JSON value checked as a results file (large files are decoded from bytes by the shell). */
export function validateResults(data: unknown, source: string): Results {
  const schema = (data as { schema?: unknown } | null)?.schema;
  if (typeof schema === 'string' && schema.startsWith('benchgate/results@') && schema !== RESULTS_SCHEMA_ID) {
    throw new NewerSchemaError(`${source}: written by a newer benchgate (schema "${schema}"); this version reads "${RESULTS_SCHEMA_ID}" — upgrade benchgate`);
  }
  const parsed = Results.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${pathText(i.path) || '(top level)'}: ${i.message}`);
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new BaselineError(`${source}: not a benchgate results file (${RESULTS_SCHEMA_ID}): ${issues.join('; ')}${more}`);
  }
  return parsed.data;
}
