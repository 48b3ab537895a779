// The ParseError an adapter throws for a bad input — failing the test when it throws anything else
// (a crash) or nothing at all (a silently accepted bad input).
import { ParseError } from '../../src/model/errors';
import type { Adapter, ParseInput } from '../../src/parse/adapter';

export function catchParseError(fn: () => unknown): ParseError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ParseError) return err;
    throw err;
  }
  throw new Error('expected a ParseError');
}

export function parseErrorOf(adapter: Adapter, input: ParseInput): ParseError {
  return catchParseError(() => adapter.parse(input));
}
