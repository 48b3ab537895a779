#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  parseResults,
  validateResults
} from "./chunk-6TK3FXDF.js";
import "./chunk-6WM72UI5.js";
import "./chunk-OD6S7L2X.js";
import "./chunk-4OMHAOVV.js";
import "./chunk-3EVJW5AM.js";
import "./chunk-DQAUADO5.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  parseResults,
  validateResults
};
