#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
} from "./chunk-EZV4UUPC.js";
import "./chunk-HNY4AZIC.js";
import "./chunk-6WM72UI5.js";
import "./chunk-EEKQR2NG.js";
import "./chunk-YEY4EKNY.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  heapParseLimits,
  readResultsFile,
  writeResultsFile,
  writeResultsWith
};
