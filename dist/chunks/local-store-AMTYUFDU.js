#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore,
  createIgnoredDir
} from "./chunk-DTDWP3IK.js";
import "./chunk-BG5LEEQB.js";
import "./chunk-IAKZ2YQG.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-RXLUJRLK.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore,
  createIgnoredDir
};
