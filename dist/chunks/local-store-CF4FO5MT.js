#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore
} from "./chunk-Z3PJTC4V.js";
import "./chunk-FYZK3BWO.js";
import "./chunk-S74RQRF6.js";
import "./chunk-EO5KNWRW.js";
import "./chunk-RXLUJRLK.js";
import "./chunk-YW7AG7CP.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore
};
