import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { configJsonSchema } from '../../src/config/json-schema';

it('schema/benchgate.schema.json is current (regenerate with npm run schema)', () => {
  const committed = JSON.parse(readFileSync(new URL('../../schema/benchgate.schema.json', import.meta.url), 'utf8'));
  expect(committed).toEqual(configJsonSchema());
  expect(Object.keys((committed as { properties: object }).properties)).toContain('suites');
});
