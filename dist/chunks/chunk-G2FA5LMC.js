#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-PI4KOZG2.js";

// src/baseline/results-files.ts
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
async function resultsFilesIn(path, given) {
  const info = await stat(path).catch(() => void 0);
  if (info === void 0) throw new UsageError(`${given}: no such file or folder`);
  if (!info.isDirectory()) return [path];
  const out = [];
  const pending = [path];
  while (pending.length > 0) {
    const dir = pending.pop();
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(p);
      else if (entry.name.endsWith(".json")) out.push(p);
    }
  }
  if (out.length === 0) throw new UsageError(`${given}: no .json results files in this folder`);
  return out.sort();
}

export {
  resultsFilesIn
};
