#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunk-LZGP3CIA.js";
import "./chunk-H4JAUBBT.js";
import "./chunk-CAKHZOGT.js";
import "./chunk-77VUEDXU.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
};
