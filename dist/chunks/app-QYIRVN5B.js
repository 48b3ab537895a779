#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-PZHV7QRP.js";
import "./chunk-3AQN3IEQ.js";
import "./chunk-IV2GS3MP.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-U62W2MCI.js";
import "./chunk-Z3ZQPYAS.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-B7T7VMI5.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-DXN5W5JN.js";
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
