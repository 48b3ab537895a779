#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore,
  createIgnoredDir
} from "./chunk-QPZHE4LV.js";
import "./chunk-ZT7UW2ZV.js";
import "./chunk-IV2GS3MP.js";
import "./chunk-Z3ZQPYAS.js";
import "./chunk-6WM72UI5.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-3EVJW5AM.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore,
  createIgnoredDir
};
