#!/usr/bin/env bash
# Takes the screenshots of a sliding puzzle with its own goal in the real app under Xvfb: the AI
# textbook's 8-puzzle (its goal the blank first) opened, the Start/Goal switch on Goal
# (docs/screenshot-goal-editor.png), then solved to its 26 moves and stepped to the end
# (docs/screenshot-goal-solved.png). SIDE_X, SIDE_Y are where the Board selector is in the window
# at SHOT_W x SHOT_H (default 1180x760), GOAL_X, GOAL_Y its Goal once open; PROBE=1 takes
# docs/probe.png of the open selector instead. Needs what scripts/screenshot.sh needs.
set -uo pipefail

SHOT_W=${SHOT_W:-1180}
SHOT_H=${SHOT_H:-760}
OUT=${OUT:-}
name=screenshot-goal

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

# capture FILE: the window as it is, into docs/FILE.
capture() {
  eval "$(xdotool getwindowgeometry --shell "$win")"
  import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$docs/$1"
  echo "$name: $docs/$1 (${WIDTH}x${HEIGHT})"
}

if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4
  launch "$PWD/cmd/tilesolve/testdata/textbook-goal.txt"
  sleep 2
  xdotool mousemove --window "$win" "${SIDE_X:-230}" "${SIDE_Y:-210}" click 1 # the Board selector...
  sleep 1
  [ -n "${PROBE-}" ] && { capture probe.png; quit; exit 0; }
  xdotool mousemove --window "$win" "${GOAL_X:-230}" "${GOAL_Y:-290}" click 1 # ...Goal
  sleep 2
  capture "${OUT:-screenshot-goal-editor.png}"
  xdotool key ctrl+Return # Solve: the start comes back, then its 26 moves
  sleep 6
  xdotool key End
  sleep 2
  capture screenshot-goal-solved.png
  quit
  exit 0
fi

cd "$(dirname "$0")/.." || exit 1
need_commands "$name" "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import timeout || exit 1
shoot "$name" 180
