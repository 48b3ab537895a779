#!/bin/sh
# Captures raw/base and raw/head in alternating rounds (base, head, base, head, …), one invocation of the suite
# a side per round, as many rounds as benchgate.yml's `repeat`: a stretch of a busy machine then falls on both
# sides. Run in one go, `repeat` ran base's five invocations and then head's, and a shared machine made the
# untouched reopen-sign/64 read −8 % (called "faster"). Needs the setup of example.json and a built dist/.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cli="$here/../../dist/cli.js"
rounds=$(sed -n 's/^ *repeat: *\([0-9][0-9]*\).*/\1/p' "$here/benchgate.yml")
# The config without `repeat`, beside the original: its paths are relative to this folder.
one="$here/.capture-one-run.yml"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp" "$one"' EXIT
grep -v '^ *repeat:' "$here/benchgate.yml" > "$one"
rm -rf "$here/raw"
mkdir -p "$here/raw"
k=1
while [ "$k" -le "$rounds" ]; do
  for side in base head; do
    variant=""
    [ "$side" = head ] && variant=head
    BENCH_VARIANT=$variant node "$cli" run --config "$one" --capture "$tmp/$side-$k" --store "$tmp/store" > "$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
    # Round 1 is the capture itself; round k is its run k, where `repeat` would have put it.
    if [ "$k" -eq 1 ]; then mv "$tmp/$side-1" "$here/raw/$side"; else mv "$tmp/$side-$k/sign" "$here/raw/$side/sign/repeat-$k"; fi
  done
  k=$((k + 1))
done
echo "captured $rounds alternating rounds into $here/raw"
