ids="auto benchmarkdotnet benchmarkjs cargo-bench catch2 criterion custom-json divan gnu-time go-bench google-benchmark hyperfine jmh pytest-benchmark tinybench vitest-bench"
cases="base:newlines base:crlf base:spaces base:tabs base:digits base:spacesNewlines"
for m in 'Command being timed: ' 'Benchmark' 'ns/op ' '± ' 'bench: ' 'time: [' ' x ' 'ops/sec' 'test ' 'Time (mean ± σ):' 'BM_' 'mean ' '|' '│' 'Elapsed (wall clock) time'; do cases="$cases marker:$m nl:$m"; done
IFS=$'\n'
for c in $(echo "$cases" | sed 's/ \(base\|marker\|nl\):/\n\1:/g'); do
  kind="${c%%:*}"; arg="${c#*:}"
  for id in $(echo $ids | tr ' ' '\n'); do
    ms=$(timeout 5 node --import tsx one-case.ts "$kind" "$arg" "$id" 2>/dev/null || echo TIMEOUT)
    case "$ms" in TIMEOUT) echo "SLOW(>5s) $id $kind:'$arg'";; *) [ "$ms" -gt 400 ] && echo "slow ${ms}ms $id $kind:'$arg'";; esac
  done
done
echo done
