#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-A4DLVCSM.js";
import "./chunk-URXW7RMZ.js";
import "./chunk-2NBUWZY2.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-6CYG2RNC.js";
import "./chunk-43FU3KHA.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-FHKYVK4J.js";
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
