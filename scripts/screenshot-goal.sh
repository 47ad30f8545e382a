#!/usr/bin/env bash
# Takes the screenshots of a sliding puzzle with its own goal in the real app under Xvfb: the AI
# textbook's 8-puzzle (its goal the blank first) opened, the Start/Goal switch on Goal
# (docs/screenshot-goal-editor.png), then solved to its 26 moves and stepped to the end
# (docs/screenshot-goal-solved.png). GOAL_X and GOAL_Y are where the switch's Goal is in the
# window at SHOT_W x SHOT_H (default 1180x760). Needs what scripts/screenshot.sh needs.
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
  xdotool mousemove --window "$win" "${GOAL_X:-148}" "${GOAL_Y:-262}" click 1 # Board shows: Goal
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
