#!/usr/bin/env sh
# Installs nektos/act (runs the workflows in workflows/ locally, against the fake GitHub) into $GOBIN
# or ~/go/bin. Needs Go >= 1.24; the version is pinned so CI and laptops run the same act.
set -eu
ACT_VERSION="${ACT_VERSION:-v0.2.89}"
if command -v act >/dev/null 2>&1 && act --version 2>/dev/null | grep -q "${ACT_VERSION#v}"; then
  echo "act ${ACT_VERSION} already installed: $(command -v act)"
  exit 0
fi
command -v go >/dev/null 2>&1 || { echo "install-act: Go is required (https://go.dev/dl/)" >&2; exit 1; }
go install "github.com/nektos/act@${ACT_VERSION}"
BIN="$(go env GOBIN)"
[ -n "$BIN" ] || BIN="$(go env GOPATH)/bin"
echo "act installed: ${BIN}/act ($("${BIN}/act" --version))"
echo "Add ${BIN} to PATH, or set ACT=${BIN}/act for test/e2e/act.test.ts."
