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
function jsonCounts(text, enough = () => false) {
  const counts = { containers: 0, fields: 0, commas: 0 };
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 44) counts.commas++;
    else if (c === 58) counts.fields++;
    else if (c === 123 || c === 91) {
      if (++counts.containers % 65536 === 0 && enough(counts)) return counts;
    }
  }
  return counts;
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
