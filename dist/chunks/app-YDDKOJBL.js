#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseWithinBudget,
  replaySuites,
  reportTables,
  runSuiteOnce,
  runSuites,
  toSuite
} from "./chunk-UJPZRHII.js";
import "./chunk-E3WBCD6Y.js";
import "./chunk-IZWJKWDI.js";
import "./chunk-R7TXQ4UG.js";
import "./chunk-P7UON4IZ.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-WTZCLGOG.js";
import "./chunk-HZNWS6VN.js";
import "./chunk-PYJIG4FO.js";
import "./chunk-UQANISKN.js";
import "./chunk-HTFQQTUP.js";
import "./chunk-YLFNOJY2.js";
import "./chunk-DQAUADO5.js";
import "./chunk-PTQHH66F.js";
import "./chunk-UZR27MWT.js";
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
