#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/compare/verdicts.ts
var COMPARISON_SCHEMA_ID = "benchgate/comparison@1";
var VERDICTS = ["regressed", "improved", "unchanged", "inconclusive", "added", "removed"];

export {
  COMPARISON_SCHEMA_ID,
  VERDICTS
};
