#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseResults,
  validateResults
} from "./chunk-YEEZYD3P.js";
import "./chunk-43FU3KHA.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  parseResults,
  validateResults
};
