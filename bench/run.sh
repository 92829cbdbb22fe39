#!/usr/bin/env bash
# bench/run.sh — time lwl against less on the same files and print a table
# with the ratio (lwl / less: below 1 means lwl is faster).
#
#   bash bench/run.sh                 # 1 GB log, 5 runs per figure
#   LOG_MB=200 RUNS=3 bash bench/run.sh
#
# Needs go and Debian's less (and ../shared for the English text and the RFC
# document). Each program runs on its own pseudo-terminal (160x48) under
# bench/ptytime, which follows the screen with a VT emulator and times how
# long until the expected text shows: the same yardstick for both. Files go
# to bench/out (made once; about 1.2 GB with the 1 GB log).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_DIR:-$ROOT/bench/out}
RUNS=${RUNS:-5}
LOG_MB=${LOG_MB:-1024}

mkdir -p "$OUT"
(cd "$ROOT" && go build -o "$OUT/lwl" . && go build -o "$OUT/ptytime" ./bench/ptytime &&
  go run ./bench/gen -dir "$OUT" -shared "$ROOT/../shared" -log-mb "$LOG_MB" >/dev/null)
export LESSHISTFILE=- LESS= XDG_CONFIG_HOME="$OUT/noconfig"
T="$OUT/ptytime -timeout 60s"

LOG="$OUT/log.txt" EN="$OUT/english.txt" MD="$OUT/links.md" ONE="$OUT/oneline.txt"
LOGFIRST="2026-11-30T00:00:00.000Z" LOGLAST="came from zebrafish"
ENFIRST="This is the 100th Etext" MDFIRST="Retrieved from [https://datatracker.ietf.org"
MDLAST="The end, said the" ONEFIRST="lorem ipsum dolor" ONELAST="zebrafish"

median() { sort -g | awk '{a[NR]=$1} END {if (NR == 0) exit; if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

# measure PAGER FILE STEPS...: one run; prints the figure (ms or MB), or
# "timeout". Steps are ptytime's; the first "mark" or "rss" is the figure.
measure() {
  local pager=$1 file=$2; shift 2
  local args=() s
  for s in "$@"; do args+=(-step "$s"); done
  local out; out=$($T "${args[@]}" -- $pager "$file" | head -1)
  echo "${out:-timeout}"
}

first_screen() { measure "$1" "$2" "wait:$3" mark; }
to_end() { measure "$1" "$2" "wait:$3" quiet:200ms reset keys:G "wait:$4" mark; }
search() { measure "$1" "$2" "wait:$3" quiet:200ms reset "keys:/$4\r" "wait:$5" mark; }
rss_at_end() { measure "$1" "$2" "wait:$3" quiet:200ms keys:G "wait:$4" quiet:300ms rss; }
line_at_end() { measure "$1" "$2" "wait:$3" quiet:200ms keys:G "wait:$4" quiet:300ms reset press:k mark; }
paging() { # ms per screen for 30 screens after /e
  local total; total=$(measure "$1" "$2" "wait:$3" "keys:/e\r" quiet:500ms reset pages:30 mark)
  [ "$total" = timeout ] && echo timeout || echo "scale=2; $total / 30" | bc
}

# ONLY_ONE_LINE=1 runs only the one-line rows.
# row NAME FUNCTION ARGS...: RUNS runs of lwl and of less; medians, ratio.
# LESS_RUNS (default RUNS) bounds the runs of less, which takes the full
# minute on the one-line tasks.
row() {
  local name=$1 fn=$2; shift 2
  local a b
  a=$(for _ in $(seq "$RUNS"); do $fn "$OUT/lwl" "$@"; done | { grep -v timeout || true; } | median)
  b=$(for _ in $(seq "${LESS_RUNS:-$RUNS}"); do $fn less "$@"; done | { grep -v timeout || true; } | median)
  a=${a:->60000} b=${b:->60000}
  local ratio=-
  if [[ $a != ">"* && $b != ">"* ]]; then ratio=$(echo "scale=3; $a / $b" | bc); fi
  printf '| %s | %s | %s | %s |\n' "$name" "$a" "$b" "$ratio"
}

mb() { echo $(( $(stat -c %s "$1") / 1048576 )); }
echo "lwl vs $(less --version | head -1) — $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo), 160x48, median of $RUNS runs"
echo "files: log $(mb "$LOG") MB, English $(mb "$EN") MB, link-dense markdown $(mb "$MD") MB, one line $(mb "$ONE") MB"
echo
echo "| task | lwl | less | lwl/less |"
echo "|---|---|---|---|"
[ -n "${ONLY_ONE_LINE:-}" ] || {
row "first screen, English (ms)" first_screen "$EN" "$ENFIRST"
row "first screen, log (ms)" first_screen "$LOG" "$LOGFIRST"
row "G, log (ms)" to_end "$LOG" "$LOGFIRST" "$LOGLAST"
row "search a word near the end, link-dense (ms)" search "$MD" "$MDFIRST" zebrafish "$MDLAST"
row "search a word near the end, log (ms)" search "$LOG" "$LOGFIRST" zebrafish "$LOGLAST"
row "/e then 30 screens, English (ms per screen)" paging "$EN" "$ENFIRST"
row "resident memory after G, log (MB)" rss_at_end "$LOG" "$LOGFIRST" "$LOGLAST"
}
LESS_RUNS=1
row "one line: first screen (ms)" first_screen "$ONE" "$ONEFIRST"
row "one line: G (ms)" to_end "$ONE" "$ONEFIRST" "$ONELAST"
row "one line: k at its end (ms)" line_at_end "$ONE" "$ONEFIRST" "$ONELAST"
row "one line: search its last word (ms)" search "$ONE" "$ONEFIRST" "$ONELAST" "$ONELAST"
