#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore,
  createIgnoredDir
} from "./chunk-ROKIVRQV.js";
import "./chunk-3VOSO6ON.js";
import "./chunk-UQANISKN.js";
import "./chunk-CAKHZOGT.js";
import "./chunk-PTQHH66F.js";
import "./chunk-UZR27MWT.js";
import "./chunk-PI4KOZG2.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore,
  createIgnoredDir
};
