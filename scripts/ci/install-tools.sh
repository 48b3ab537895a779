#!/usr/bin/env bash
# Best-effort installs for the real-tool test tier (test/real/): each line may fail on its own without
# stopping CI; a harness whose tool is still missing is skipped with a "real-tool tier: skipped …" line.
# Not installed here: go, cargo, java and mvn (on GitHub's runners already; install them with the
# setup-* actions elsewhere), npm packages of the Node suites (test/real/node.test.ts runs `npm install`
# in a temp dir), Catch2 v3 (its amalgamated sources are not in the repo; only v2 is run).
set -u
export DEBIAN_FRONTEND=noninteractive
try() { echo "+ $*"; timeout 900 "$@" >/tmp/benchgate-install.log 2>&1 || { echo "  (failed: $*; see below)"; tail -5 /tmp/benchgate-install.log; }; }

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; fi
if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = 0 ] || [ -n "$SUDO" ]; }; then
  try $SUDO apt-get update -q
  # g++/gcc build the C/C++ suites; time is GNU time (/usr/bin/time), not the shell keyword.
  try $SUDO apt-get install -y -q g++ hyperfine time libbenchmark-dev catch2
  # git-lfs: paired rounds' base tree in a repository keeping files in Git LFS (test/run/worktree-lfs.test.ts).
  try $SUDO apt-get install -y -q git-lfs
  # The dashboard test drives Debian's Chromium with playwright-core (its own browser download is unreachable).
  try $SUDO apt-get install -y -q chromium
fi
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import pytest_benchmark' 2>/dev/null || try python3 -m pip install -q 'pytest-benchmark==5.*'
  # A system Python marked externally managed (PEP 668, Ubuntu 24.04) refuses the plain install.
  python3 -c 'import pytest_benchmark' 2>/dev/null || try python3 -m pip install -q --user --break-system-packages 'pytest-benchmark==5.*'
  python3 -c 'import pyperf' 2>/dev/null || try python3 -m pip install -q 'pyperf==2.*'
  python3 -c 'import pyperf' 2>/dev/null || try python3 -m pip install -q --user --break-system-packages 'pyperf==2.*'
fi
# What the tier will find (one line per tool), so the CI log explains any skip.
for tool in cargo go python3 node npm java mvn g++ gcc hyperfine /usr/bin/time chromium; do
  if command -v "$tool" >/dev/null 2>&1; then echo "found $tool"; else echo "missing $tool"; fi
done
git lfs version >/dev/null 2>&1 && echo "found git-lfs" || echo "missing git-lfs"
python3 -c 'import pytest_benchmark' 2>/dev/null && echo "found pytest-benchmark" || echo "missing pytest-benchmark"
python3 -c 'import pyperf' 2>/dev/null && echo "found pyperf" || echo "missing pyperf"
[ -e /usr/include/benchmark/benchmark.h ] && echo "found libbenchmark-dev" || echo "missing libbenchmark-dev"
[ -e /usr/include/catch2/catch.hpp ] && echo "found Catch2 v2" || echo "missing Catch2 v2 (catch.hpp; Ubuntu 24.04's catch2 package is v3)"
exit 0
