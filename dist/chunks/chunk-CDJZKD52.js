#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  readResultsFile,
  writeResultsFile
} from "./chunk-LZGP3CIA.js";
import {
  BaselineError
} from "./chunk-PI4KOZG2.js";

// src/baseline/local-store.ts
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
var NAME = /^[A-Za-z0-9._-]{1,100}$/;
var LocalBaselineStore = class {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  file(name) {
    if (!NAME.test(name) || name.startsWith(".")) {
      throw new BaselineError(`baseline name "${name}": expected letters, digits, ".", "_" or "-" (at most 100, not starting with ".")`);
    }
    return join(this.dir, "baselines", `${name}.json`);
  }
  async load(name) {
    const file = this.file(name);
    try {
      await stat(file);
    } catch (err) {
      if (err.code === "ENOENT") return void 0;
      throw new BaselineError(`${file}: cannot read (${err.message})`);
    }
    const results = await readResultsFile(file);
    return { results, info: { source: file, commit: results.meta.commit, createdAt: results.meta.createdAt } };
  }
  /** Validates, then writes atomically (temp file + rename): a bad result never replaces a good baseline. */
  async save(name, results) {
    const file = this.file(name);
    const { validateResults } = await import("./validate-SI4IYLGM.js");
    let checked;
    try {
      checked = validateResults(results, `baseline "${name}"`);
    } catch (err) {
      if (err instanceof BaselineError) throw new BaselineError(`refusing to save baseline "${name}": ${err.message}`);
      throw err;
    }
    await mkdir(join(this.dir, "baselines"), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeResultsFile(tmp, checked);
    await rename(tmp, file);
    return file;
  }
};
async function createIgnoredDir(dir) {
  if (await stat(dir).catch(() => void 0) !== void 0) return;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, ".gitignore"), "# benchgate's local results and baselines: machine-local, not committed (delete this file to commit them)\n*\n");
}

export {
  LocalBaselineStore,
  createIgnoredDir
};
