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
      i = stringEnd(text, i);
      if (i < 0) return void 0;
      continue;
    }
    if (c === 91 || c === 123) {
      if (++depth > max) return { line: lineAt(text, i) };
    } else depth--;
    i++;
  }
}
function stringEnd(text, i) {
  let j = i + 1;
  for (; ; ) {
    INSIDE.lastIndex = j;
    if (!INSIDE.test(text)) return -1;
    const k = INSIDE.lastIndex - 1;
    if (text.charCodeAt(k) === 92) {
      j = k + 2;
      continue;
    }
    return k + 1;
  }
}
function jsonCounts(text, enough = () => false, max = MAX_JSON_DEPTH) {
  let containers = 0;
  let fields = 0;
  let commas = 0;
  let depth = 0;
  let deepAt = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 34) break;
        if (d === 92) i++;
      }
    } else if (c === 44) commas++;
    else if (c === 58) fields++;
    else if (c === 123 || c === 91) {
      if (++depth > max && deepAt < 0) deepAt = i;
      if (++containers % 65536 === 0 && enough({ containers, fields, commas })) return { containers, fields, commas, stoppedEarly: true };
    } else if (c === 125 || c === 93) depth--;
  }
  return { containers, fields, commas, ...deepAt >= 0 ? { tooDeep: { line: lineAt(text, deepAt) } } : {} };
}
function lineAt(text, index) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

export {
  MAX_JSON_DEPTH,
  jsonTooDeep,
  jsonCounts
};
