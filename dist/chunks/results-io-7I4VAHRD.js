#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunk-UH45TN7W.js";
import "./chunk-BNKSZF5F.js";
import "./chunk-R3VUVQKT.js";
import "./chunk-7IX2UXJN.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
};
