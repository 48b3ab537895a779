#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/model/json-depth.ts
var MAX_JSON_DEPTH = 256;
var OUTSIDE = /["[\]{}]/g;
var INSIDE = /["\\]/g;
function jsonTooDeep(text, max = MAX_JSON_DEPTH) {
  const found = scan(text, max);
  INSIDE.lastIndex = 0;
  INSIDE.test("");
  return found;
}
function scan(text, max) {
  let depth = 0;
  let i = 0;
  for (; ; ) {
    OUTSIDE.lastIndex = i;
    if (!OUTSIDE.test(text)) return void 0;
    i = OUTSIDE.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      for (; ; ) {
        INSIDE.lastIndex = j;
        if (!INSIDE.test(text)) return void 0;
        const k = INSIDE.lastIndex - 1;
        if (text.charCodeAt(k) === 92) {
          j = k + 2;
          continue;
        }
        i = k + 1;
        break;
      }
      continue;
    }
    if (c === 91 || c === 123) {
      if (++depth > max) return { line: lineAt(text, i) };
    } else depth--;
    i++;
  }
}
function lineAt(text, index) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

export {
  MAX_JSON_DEPTH,
  jsonTooDeep
};
