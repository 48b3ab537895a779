#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-7YZ6R74X.js";
import "./chunk-EGNLTOI7.js";
import "./chunk-REDABPMV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-DEPOGQQA.js";
import "./chunk-ASBQBHEQ.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-45VLT47P.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-S74RQRF6.js";
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
