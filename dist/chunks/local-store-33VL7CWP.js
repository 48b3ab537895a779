#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore,
  createIgnoredDir
} from "./chunk-R2INNNDF.js";
import "./chunk-75R2BCPJ.js";
import "./chunk-YH3ZMPM3.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore,
  createIgnoredDir
};
