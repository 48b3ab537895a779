#!/usr/bin/env node
import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  LocalBaselineStore,
  createIgnoredDir
} from "./chunk-G3T4CN6O.js";
import "./chunk-X5MV77BD.js";
import "./chunk-A5GAH42S.js";
import "./chunk-LUMGXYF2.js";
import "./chunk-6WM72UI5.js";
import "./chunk-GU2VFJJ5.js";
import "./chunk-VZAHW56Z.js";
import "./chunk-UBC4YGAS.js";
export {
  LocalBaselineStore,
  createIgnoredDir
};
