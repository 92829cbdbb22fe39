#!/usr/bin/env bash
# bench/run.sh — time lwl against less on the same files, in tmux, and print
# the table with ratios (lwl / less: below 1 means lwl is faster).
#
#   bash bench/run.sh              # 1 GB log, 5 runs per figure
#   LOG_MB=200 RUNS=3 bash bench/run.sh
#
# Needs: go, tmux, less (Debian's), and ../shared for the English text and
# the RFC document. Files go to bench/out (made once, about 1.2 GB).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_DIR:-$ROOT/bench/out}
RUNS=${RUNS:-5}
LOG_MB=${LOG_MB:-1024}
W=160 H=48
S=lwlbench

mkdir -p "$OUT"
(cd "$ROOT" && go build -o "$OUT/lwl" . && go run ./bench/gen -dir "$OUT" -shared "$ROOT/../shared" -log-mb "$LOG_MB" >/dev/null)
LWL="$OUT/lwl"
export LESSHISTFILE=- LESS= XDG_CONFIG_HOME="$OUT/noconfig"

now() { date +%s%N; }
ms() { echo "scale=1; ($2 - $1) / 1000000" | bc; }

screen() { tmux capture-pane -p -t "$S" 2>/dev/null || true; }

# waitfor TEXT: poll the pane until it shows TEXT (10 s at most).
waitfor() {
  local deadline=$(( $(now) + 60000000000 ))
  until screen | grep -qF -- "$1"; do
    if (( $(now) > deadline )); then echo "timeout waiting for: $1" >&2; return 1; fi
  done
}

start() { # start CMD: a fresh session running CMD
  tmux kill-session -t "$S" 2>/dev/null || true
  tmux new-session -d -s "$S" -x $W -y $H "$1; sleep 600"
}

stop() { tmux kill-session -t "$S" 2>/dev/null || true; }

pid_of() { # the pager's pid: the shell's child
  local shell; shell=$(tmux display -p -t "$S" '#{pane_pid}')
  pgrep -P "$shell" | head -1
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else printf "%.1f\n", (a[NR/2]+a[NR/2+1])/2}'; }

# The figures. Each prints one number of milliseconds (or MB).
first_screen() { # PAGER FILE FIRSTTEXT
  local t0; t0=$(now); start "$1 $2"; waitfor "$3"; ms "$t0" "$(now)"; stop
}

goto_end() { # PAGER FILE FIRSTTEXT LASTTEXT
  start "$1 $2"; waitfor "$3"; local t0; t0=$(now)
  tmux send-keys -t "$S" G; waitfor "$4"; ms "$t0" "$(now)"; stop
}

search() { # PAGER FILE FIRSTTEXT WORD FOUNDTEXT
  start "$1 $2"; waitfor "$3"; local t0; t0=$(now)
  tmux send-keys -t "$S" "/$4" Enter; waitfor "$5"; ms "$t0" "$(now)"; stop
}

rss_after_end() { # PAGER FILE FIRSTTEXT LASTTEXT: resident MB after G
  start "$1 $2"; waitfor "$3"; tmux send-keys -t "$S" G; waitfor "$4"; sleep 0.3
  local kb; kb=$(awk '/^VmRSS/ {print $2}' "/proc/$(pid_of)/status")
  echo "scale=1; $kb / 1024" | bc; stop
}

# paging PAGER FILE FIRSTTEXT LINEPROMPT: /e, then 30 screens; ms per screen.
# The top line's number is read from the status (lwl: "line N", less -M:
# "lines N-"), so both pagers are timed to the same place.
paging() {
  start "$1 $2"; waitfor "$3"; tmux send-keys -t "$S" "/e" Enter; sleep 1
  local top; top=$(screen | grep -oE "$4 [0-9]+" | tail -1 | grep -oE '[0-9]+$')
  local want=$(( top + 30 * (H - 1) ))
  local t0; t0=$(now)
  for _ in $(seq 30); do tmux send-keys -t "$S" Space; done
  waitfor "$(printf "$5" "$want")"
  echo "scale=2; ($(now) - $t0) / 1000000 / 30" | bc; stop
}

row() { # NAME LWLCMD LESSCMD: run both RUNS times, print medians and ratio
  local name=$1 a b
  a=$(for _ in $(seq "$RUNS"); do eval "$2"; done | median)
  b=$(for _ in $(seq "$RUNS"); do eval "$3"; done | median)
  printf '| %s | %s | %s | %s |\n' "$name" "$a" "$b" "$(echo "scale=2; $a / $b" | bc)"
}

LOG="$OUT/log.txt" EN="$OUT/english.txt" MD="$OUT/links.md" ONE="$OUT/oneline.txt"
LOGFIRST="2026-11-30T00:00:00.000Z" LOGLAST="came from zebrafish"
ENFIRST="The Project Gutenberg EBook" ENLAST="End of this Etext"
MDFIRST="Retrieved from [https://datatracker.ietf.org" MDLAST="said the"
L="$LWL" LS="less -M"

echo "lwl vs less on $(nproc) cores, $(awk '/model name/ {$1=$2=$3=""; print; exit}' /proc/cpuinfo | sed 's/^ *//'), ${W}x$H, median of $RUNS runs"
echo "log: $(( $(stat -c %s "$LOG") / 1048576 )) MB; english: $(( $(stat -c %s "$EN") / 1048576 )) MB; links: $(( $(stat -c %s "$MD") / 1048576 )) MB; one line: $(( $(stat -c %s "$ONE") / 1048576 )) MB"
echo
echo "| task | lwl | less | lwl/less |"
echo "|---|---|---|---|"
row "first screen, english (ms)" "first_screen '$L' $EN '$ENFIRST'" "first_screen '$LS' $EN '$ENFIRST'"
row "first screen, log (ms)" "first_screen '$L' $LOG '$LOGFIRST'" "first_screen '$LS' $LOG '$LOGFIRST'"
row "G, log (ms)" "goto_end '$L' $LOG '$LOGFIRST' '$LOGLAST'" "goto_end '$LS' $LOG '$LOGFIRST' '$LOGLAST'"
row "search near the end, links (ms)" "search '$L' $MD '$MDFIRST' zebrafish '$MDLAST'" "search '$LS' $MD '$MDFIRST' zebrafish '$MDLAST'"
row "search near the end, log (ms)" "search '$L' $LOG '$LOGFIRST' zebrafish '$LOGLAST'" "search '$LS' $LOG '$LOGFIRST' zebrafish '$LOGLAST'"
row "/e then 30 screens, english (ms per screen)" "paging '$L' $EN '$ENFIRST' 'line' 'line %s '" "paging '$LS' $EN '$ENFIRST' 'lines' 'lines %s-'"
row "resident memory after G, log (MB)" "rss_after_end '$L' $LOG '$LOGFIRST' '$LOGLAST'" "rss_after_end '$LS' $LOG '$LOGFIRST' '$LOGLAST'"
#row "one line: first screen (ms)" "first_screen '$L' $ONE 'lorem ipsum'" "first_screen '$LS' $ONE 'lorem ipsum'"
#row "one line: G (ms)" "goto_end '$L' $ONE 'lorem ipsum' 'zebrafish'" "goto_end '$LS' $ONE 'lorem ipsum' 'zebrafish'"
