// Writes schema/benchgate.schema.json from the zod schema, so editors complete and check benchgate.yml
// (`# yaml-language-server: $schema=…`). A test checks the committed file is current.
import { writeFileSync } from 'node:fs';
import { configJsonSchema } from '../src/config/json-schema';

writeFileSync(new URL('../schema/benchgate.schema.json', import.meta.url), `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
