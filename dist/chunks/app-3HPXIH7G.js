#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-4G5L4JAG.js";
import "./chunk-5WF3OKOG.js";
import "./chunk-JYWKQOJ7.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-3TTBR7YR.js";
import "./chunk-43FU3KHA.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-EYHPPZFN.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-IAKZ2YQG.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-RXLUJRLK.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
};
