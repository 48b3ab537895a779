#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-D55N6F2F.js";
import "./chunk-3SZSSYGU.js";
import "./chunk-VE4PWW5N.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-WEODDWQN.js";
import "./chunk-43FU3KHA.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-EYHPPZFN.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-YH3ZMPM3.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-GU2VFJJ5.js";
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
