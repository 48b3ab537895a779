#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-43BSELP3.js";
import "./chunk-U2E2E4KE.js";
import "./chunk-IV2GS3MP.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-XZB2F54Y.js";
import "./chunk-Z3ZQPYAS.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-OH2IYN73.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-R6RZTQ6R.js";
import "./chunk-JCXYCX2L.js";
import "./chunk-FHKYVK4J.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-3EVJW5AM.js";
import "./chunk-SCUESWJ2.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
};
