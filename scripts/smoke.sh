#!/usr/bin/env bash
# Smoke test: the real app in a real window under Xvfb. Builds bin/tilesolve, starts it on a
# virtual 1280x800 screen, waits until a window named "Tilesolve" exists, checks the process is
# still alive a few seconds later and that stderr has no panic, then kills it.
# Needs: go, gcc + GL/X11/GTK headers (scripts/install-deps.sh), xvfb-run, xauth, xdotool.
# Ends with "smoke: 1 passed, 0 failed" or "smoke: 0 passed, 1 failed"; exit status 0 or 1.
#
# Tunables (seconds): SMOKE_WAIT (window must appear within, default 60), SMOKE_ALIVE (must stay up
# for, default 5), SMOKE_TIMEOUT (hard limit on the whole Xvfb part, default 120).
set -uo pipefail

SMOKE_WAIT=${SMOKE_WAIT:-60}
SMOKE_ALIVE=${SMOKE_ALIVE:-5}
SMOKE_TIMEOUT=${SMOKE_TIMEOUT:-120}

# --- inner part: runs inside xvfb-run, DISPLAY is set -------------------------------------------
# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 log=$3
  "$bin" 2>"$log" >/dev/null &
  pid=$!
  started=$SECONDS
  win=$(tilesolve_window "$pid" "$SMOKE_WAIT")
  case $? in
    1)
      wait "$pid"
      echo "smoke: app exited with status $? before its window appeared" >&2
      exit 1
      ;;
    2)
      echo "smoke: no window named Tilesolve after ${SMOKE_WAIT}s" >&2
      kill -KILL "$pid" 2>/dev/null
      exit 1
      ;;
  esac
  echo "smoke: window $win \"$(xdotool getwindowname "$win" 2>/dev/null)\" after $((SECONDS - started))s"
  sleep "$SMOKE_ALIVE"
  if ! kill -0 "$pid" 2>/dev/null; then
    wait "$pid"
    echo "smoke: app died within ${SMOKE_ALIVE}s of showing its window (status $?)" >&2
    exit 1
  fi
  kill -TERM "$pid" 2>/dev/null
  for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  exit 0
fi

# --- outer part ---------------------------------------------------------------------------------
cd "$(dirname "$0")/.." || exit 1

result() { # $1 = passed (0/1)
  if [ "$1" = 1 ]; then echo "smoke: 1 passed, 0 failed"; exit 0; fi
  echo "smoke: 0 passed, 1 failed"
  exit 1
}

need_commands smoke "run scripts/install-deps.sh" go xvfb-run xauth xdotool timeout || result 0

echo "smoke: go build -o bin/tilesolve ."
if ! go build -o bin/tilesolve .; then
  echo "smoke: build failed" >&2
  result 0
fi

tmp=$(mktemp -d /tmp/tilesolve-smoke.XXXXXX) || result 0
trap 'rm -rf "$tmp"' EXIT
mkdir -m 0700 "$tmp/xdg"
mkdir "$tmp/config" # fresh Fyne preferences: the user's own settings do not affect the test
log="$tmp/stderr.log"

XDG_RUNTIME_DIR="$tmp/xdg" XDG_CONFIG_HOME="$tmp/config" SMOKE_WAIT=$SMOKE_WAIT SMOKE_ALIVE=$SMOKE_ALIVE \
  timeout --kill-after=10 "$SMOKE_TIMEOUT" \
  xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner "$PWD/bin/tilesolve" "$log"
status=$?

ok=1
if [ $status -eq 124 ] || [ $status -eq 137 ]; then
  echo "smoke: timed out after ${SMOKE_TIMEOUT}s" >&2
  ok=0
elif [ $status -ne 0 ]; then
  ok=0
fi
if grep -E -q 'panic|fatal error' "$log"; then
  echo "smoke: stderr shows a panic or fatal error" >&2
  ok=0
fi
if [ $ok = 0 ] && [ -s "$log" ]; then
  echo "smoke: app stderr (last 40 lines):" >&2
  tail -n 40 "$log" >&2
elif grep -q 'Error in Fyne call thread' "$log"; then
  echo "smoke: warning: Fyne reports calls from the wrong goroutine:" >&2
  grep -m5 'Error in Fyne call thread' "$log" >&2
fi
result $ok
