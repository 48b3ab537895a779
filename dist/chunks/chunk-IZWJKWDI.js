#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/run/child-env.ts
var WITHHELD = [
  /^INPUT_/i,
  /^ACTIONS_/,
  /^GITHUB_TOKEN$/,
  /^GH_TOKEN$/,
  /^GITHUB_(OUTPUT|ENV|PATH|STEP_SUMMARY|STATE)$/
];
function isWithheld(key) {
  return WITHHELD.some((re) => re.test(key));
}
function childEnv(base, extra) {
  const env = {};
  for (const [key, value] of Object.entries(base)) {
    if (!isWithheld(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

export {
  childEnv
};
