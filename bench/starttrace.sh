#!/usr/bin/env bash
# bench/starttrace.sh — where lwl's start-up goes: runs lwl on FILE on a
# 160x48 pseudo-terminal with LWL_TRACE, quits it, and prints the steps it
# logged (ms since the trace started, shortly after main began) with the
# time to the first screen as ptytime saw it.
#
#   bash bench/starttrace.sh FILE "TEXT ON THE FIRST SCREEN" [RUNS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_DIR:-$ROOT/bench/out}
mkdir -p "$OUT"
(cd "$ROOT" && go build -o "$OUT/lwl" . && go build -o "$OUT/ptytime" ./bench/ptytime)
for _ in $(seq "${3:-5}"); do
  ms=$(LWL_TRACE="$OUT/start.trace" "$OUT/ptytime" -step "wait:$2" -step mark -step keys:q -step quiet:300ms -- "$OUT/lwl" "$1")
  printf 'first screen %s ms: ' "$ms"
  go tool trace -d=parsed "$OUT/start.trace" 2>&1 | grep '^M=' | awk '
    { for (i = 1; i <= NF; i++) if ($i ~ /^Time=/) { split($i, a, "="); t = a[2] } }
    !t0 { t0 = t }
    /Category="start"|RegionBegin.*Type=|RegionEnd.*Type=/ {
      m = $0; sub(/.*(Message|Type)=/, "", m); gsub(/"/, "", m)
      if ($0 ~ /RegionBegin/) m = m " begins"; else if ($0 ~ /RegionEnd/) m = m " ends"
      printf "%.2f %s; ", (t - t0) / 1e6, m
    }'
  echo
done
