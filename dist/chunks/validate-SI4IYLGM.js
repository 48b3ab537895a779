#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseCost,
  parseResults,
  validateResults
} from "./chunk-RLTGDZKK.js";
import "./chunk-HAUUGIWR.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-CAKHZOGT.js";
import "./chunk-DQAUADO5.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  parseCost,
  parseResults,
  validateResults
};
