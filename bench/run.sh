#!/usr/bin/env bash
# bench/run.sh — time lwl against less on the same files and print a table
# with the ratio (lwl / less: below 1 means lwl is faster), and for the
# first-screen rows the floors: a Go program that only prints a line
# (bench/floor), the least any Go binary takes here; the same with lwl's
# libraries linked in (bench/depsfloor), the least a program built on them
# takes; and one that sets up tcell and shows a line (bench/tcellfloor),
# the least a tcell program takes.
#
# lwl is built as go build builds it: statically, as nothing it links
# imports net (go.mod replaces pflag with third_party/pflag, pflag without its IP flags). Two rows
# time CGO_ENABLED=0 builds (the same binary now), with the deps floor
# built the same way.
#
#   bash bench/run.sh                 # 1 GB log, 5 runs per figure
#   LOG_MB=200 RUNS=3 bash bench/run.sh
#
# Needs go and Debian's less (and ../shared for the English text and the RFC
# document). Each program runs on its own pseudo-terminal (160x48) under
# bench/ptytime, which follows the screen with a VT emulator and times how
# long until the expected text shows: the same yardstick for both. Files go
# to bench/out, or BENCH_DIR (made once; about 2.4 GB with the 1 GB logs,
# plain and coloured).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_DIR:-$ROOT/bench/out}
RUNS=${RUNS:-5}
START_RUNS=${START_RUNS:-41}
LOG_MB=${LOG_MB:-1024}

mkdir -p "$OUT"
(cd "$ROOT" && go build -o "$OUT/lwl" . && go build -o "$OUT/ptytime" ./bench/ptytime &&
  CGO_ENABLED=0 go build -o "$OUT/lwl-static" . &&
  go build -o "$OUT/floor" ./bench/floor && go build -o "$OUT/tcellfloor" ./bench/tcellfloor &&
  go build -o "$OUT/depsfloor" ./bench/depsfloor && CGO_ENABLED=0 go build -o "$OUT/depsfloor-static" ./bench/depsfloor &&
  go run ./bench/gen -dir "$OUT" -shared "$ROOT/../shared" -log-mb "$LOG_MB" >/dev/null)
export LESSHISTFILE=- LESS= XDG_CONFIG_HOME="$OUT/noconfig"
T="$OUT/ptytime -timeout 60s"

LOG="$OUT/log.txt" EN="$OUT/english.txt" MD="$OUT/links.md" ONE="$OUT/oneline.txt"
LOGFIRST="2026-11-30T00:00:00.000Z" LOGLAST="came from zebrafish"
ENFIRST="This is the 100th Etext" MDFIRST="Retrieved from [https://datatracker.ietf.org"
MDLAST="The end, said the" ONEFIRST="lorem ipsum dolor" ONELAST="zebrafish"
GIT="$OUT/gitlog.txt" GITFIRST="Author: Dev 0" CLOG="$OUT/clog.txt" TEN="$OUT/ten.txt"
FLOOR="$OUT/floor" FLOORTEXT="floor: the first line"

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
quit_one_screen() { measure "$1 -F" "$2" exit mark; } # -F: print and exit
floor() { measure "$FLOOR" "" exit mark; }
deps_floor() { measure "${DEPSFLOOR:-$OUT/depsfloor}" "" exit mark; }
tcell_floor() { measure "$OUT/tcellfloor" "" "wait:tcell floor: the first line" mark; }
filter_screen() { measure "$1" "$2" "wait:$3" quiet:200ms reset "keys:&$4\r" "rows:$5:$4" mark; }
filter_end() { # the filter gone through the whole file; grep -c for the other
  case $1 in
  grep*) measure "$1 $4" "$2" exit mark ;;
  *) measure "$1" "$2" "wait:$3" quiet:200ms reset "keys:&$4\r" "wait:&$4: " mark ;;
  esac
}
rss_after_paging() { measure "$1" "$2" "wait:$3" "keys:/e\r" quiet:500ms pages:30 quiet:300ms rss; }
# The same, paged on at once: the 30 screens follow the search's first
# frame, while its count still runs, as a user pages on.
paging_at_once() {
  local total; total=$(measure "$1" "$2" "wait:$3" "press:/e\r" reset pages:30 mark)
  [ "$total" = timeout ] && echo timeout || echo "scale=2; $total / 30" | bc
}
rss_paged_at_once() { measure "$1" "$2" "wait:$3" "press:/e\r" pages:30 rss; }
peak_paged_at_once() { measure "$1" "$2" "wait:$3" "press:/e\r" pages:30 peak; }
paging() { # ms per screen for 30 screens after /e
  local total; total=$(measure "$1" "$2" "wait:$3" "keys:/e\r" quiet:500ms reset pages:30 mark)
  [ "$total" = timeout ] && echo timeout || echo "scale=2; $total / 30" | bc
}

# ONLY_ONE_LINE=1 runs only the one-line rows, NO_ONE_LINE=1 all but them.
# row NAME FUNCTION ARGS...: RUNS runs of lwl (BENCH_LWL, not LWL: lwl reads
# that for its flags) and of the other program
# (OTHER, default less), alternating; medians, ratio. FLOOR_TOO=1 adds the
# floor programs' medians (NO_TCELL=1: not tcell's, for a row without a
# screen). ROW_RUNS (the start-up rows: START_RUNS, default 41) overrides
# RUNS for a row: a start is milliseconds, and this machine's noise moves a
# median of 5 by half of one, a median of 15 by a quarter. LESS_RUNS (default: the row's runs) bounds
# the runs of the other, as less takes the full minute on the one-line
# tasks.
row() {
  local name=$1 fn=$2; shift 2
  local a=() b=() f=() d=() g=() i runs=${ROW_RUNS:-$RUNS}
  for i in $(seq "$runs"); do
    a+=("$($fn "${BENCH_LWL:-$OUT/lwl}" "$@")")
    if ((i <= ${LESS_RUNS:-$runs})); then b+=("$($fn "${OTHER:-less}" "$@")"); fi
    if [ -n "${FLOOR_TOO:-}" ]; then f+=("$(floor)") d+=("$(deps_floor)"); fi
    if [ -n "${FLOOR_TOO:-}" ] && [ -z "${NO_TCELL:-}" ]; then g+=("$(tcell_floor)"); fi
  done
  a=$(printf '%s\n' "${a[@]}" | { grep -v timeout || true; } | median)
  b=$(printf '%s\n' "${b[@]}" | { grep -v timeout || true; } | median)
  f=$( ((${#f[@]})) && printf '%s\n' "${f[@]}" | median || echo -)
  d=$( ((${#d[@]})) && printf '%s\n' "${d[@]}" | median || echo -)
  g=$( ((${#g[@]})) && printf '%s\n' "${g[@]}" | median || echo -)
  a=${a:->60000} b=${b:->60000}
  local ratio=-
  if [[ $a != ">"* && $b != ">"* ]]; then ratio=$(echo "scale=3; $a / $b" | bc); fi
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$a" "$b" "$ratio" "$f" "$d" "$g"
}

mb() { echo $(( $(stat -c %s "$1") / 1048576 )); }
echo "lwl vs $(less --version | head -1) — $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo), 160x48, median of $RUNS runs ($START_RUNS for a start)"
echo "files: log $(mb "$LOG") MB (and coloured $(mb "$CLOG") MB), English $(mb "$EN") MB, link-dense markdown $(mb "$MD") MB, coloured git log -p $(mb "$GIT") MB, one line $(mb "$ONE") MB"
echo
echo "| task | lwl | less | lwl/less | floor | deps floor | tcell floor |"
echo "|---|---|---|---|---|---|---|"
[ -n "${ONLY_ONE_LINE:-}" ] || {
ROW_RUNS=$START_RUNS FLOOR_TOO=1 row "first screen, English (ms)" first_screen "$EN" "$ENFIRST"
ROW_RUNS=$START_RUNS FLOOR_TOO=1 row "first screen, log (ms)" first_screen "$LOG" "$LOGFIRST"
ROW_RUNS=$START_RUNS NO_TCELL=1 FLOOR_TOO=1 row "-F on a 10-line file, to exit (ms)" quit_one_screen "$TEN"
ROW_RUNS=$START_RUNS BENCH_LWL="$OUT/lwl-static" DEPSFLOOR="$OUT/depsfloor-static" FLOOR_TOO=1 NO_TCELL=1 row "first screen, English, static build (ms)" first_screen "$EN" "$ENFIRST"
ROW_RUNS=$START_RUNS BENCH_LWL="$OUT/lwl-static" DEPSFLOOR="$OUT/depsfloor-static" FLOOR_TOO=1 NO_TCELL=1 row "-F on a 10-line file, static build (ms)" quit_one_screen "$TEN"
ROW_RUNS=$START_RUNS OTHER="less -R" FLOOR_TOO=1 row "first screen, coloured git log -p (ms; less -R)" first_screen "$GIT" "$GITFIRST"
row "G, log (ms)" to_end "$LOG" "$LOGFIRST" "$LOGLAST"
OTHER="less -R" row "G, coloured log (ms; less -R)" to_end "$CLOG" "$LOGFIRST" "$LOGLAST"
row "search a word near the end, link-dense (ms)" search "$MD" "$MDFIRST" zebrafish "$MDLAST"
row "search a word near the end, log (ms)" search "$LOG" "$LOGFIRST" zebrafish "$LOGLAST"
row "/e then 30 screens, English (ms per screen)" paging "$EN" "$ENFIRST"
row "/e then 30 screens, link-dense (ms per screen)" paging "$MD" "$MDFIRST"
row "/e then 30 screens, log (ms per screen)" paging "$LOG" "$LOGFIRST"
OTHER="less -R" row "/e then 30 screens, coloured git log -p (ms per screen; less -R)" paging "$GIT" "$GITFIRST"
row "&ERROR: a full first screen of matches, log (ms)" filter_screen "$LOG" "$LOGFIRST" ERROR 47
OTHER="grep -c" row "&ERROR: to the end, log (ms; grep -c in less's column)" filter_end "$LOG" "$LOGFIRST" ERROR
row "resident memory after G, log (MB)" rss_at_end "$LOG" "$LOGFIRST" "$LOGLAST"
row "resident memory after /e and 30 screens, log (MB)" rss_after_paging "$LOG" "$LOGFIRST"
for f in EN MD LOG GIT; do
  file=${!f} first=${f}FIRST other=less
  [ $f = GIT ] && other="less -R"
  OTHER=$other row "/e then 30 screens at once, $(basename "$file") (ms per screen)" paging_at_once "$file" "${!first}"
  OTHER=$other row "resident memory right after, $(basename "$file") (MB)" rss_paged_at_once "$file" "${!first}"
  OTHER=$other row "peak resident memory in that run, $(basename "$file") (MB)" peak_paged_at_once "$file" "${!first}"
done
}
[ -z "${NO_ONE_LINE:-}" ] || exit 0 # NO_ONE_LINE=1 skips the one-line rows
LESS_RUNS=1
row "one line: first screen (ms)" first_screen "$ONE" "$ONEFIRST"
row "one line: G (ms)" to_end "$ONE" "$ONEFIRST" "$ONELAST"
row "one line: k at its end (ms)" line_at_end "$ONE" "$ONEFIRST" "$ONELAST"
row "one line: search its last word (ms)" search "$ONE" "$ONEFIRST" "$ONELAST" "$ONELAST"
