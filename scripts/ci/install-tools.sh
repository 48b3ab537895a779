#!/usr/bin/env bash
# Best-effort installs for tests that run real tools: each line may fail on its own without stopping CI.
set -u
export DEBIAN_FRONTEND=noninteractive
try() { echo "+ $*"; timeout 900 "$@" >/tmp/benchgate-install.log 2>&1 || { echo "  (failed: $*; see below)"; tail -5 /tmp/benchgate-install.log; }; }

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  try apt-get update -q
  try apt-get install -y -q hyperfine time libbenchmark-dev catch2
fi
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import pytest_benchmark' 2>/dev/null || try python3 -m pip install -q 'pytest-benchmark==5.*'
fi
exit 0
