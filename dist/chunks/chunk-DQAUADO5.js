#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/keys.ts
var RESULTS_SCHEMA_ID = "benchgate/results@1";
var ARCHIVE_SCHEMA_ID = "benchgate/archive@1";
var STATISTICS = ["mean", "median", "min", "max", "slope", "single", "score", "total", "other"];
var KEY_SEPARATOR = "\u241F";
function historyKey(suite, benchmark, metric) {
  return [suite, benchmark, metric].join(KEY_SEPARATOR);
}
function seriesAnchor(suite, benchmark, metric) {
  return `#series=${encodeURIComponent(`${suite}/${benchmark}/${metric}`).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
function own(rec, key) {
  return rec !== void 0 && Object.hasOwn(rec, key) ? rec[key] : void 0;
}

export {
  RESULTS_SCHEMA_ID,
  ARCHIVE_SCHEMA_ID,
  STATISTICS,
  KEY_SEPARATOR,
  historyKey,
  seriesAnchor,
  own
};
