// The JSON Schema of benchgate.yml, generated from the zod schema (one source of truth).
import { z } from 'zod';
import { Config } from './schema';

export function configJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(Config, { io: 'input' }),
    $id: 'https://benchgate.dev/schema/benchgate.schema.json',
    title: 'benchgate.yml',
    description: 'benchgate configuration: suites to run, how to parse them, and the thresholds of the verdicts.',
  };
}
