#!/usr/bin/env bash
# Takes the screenshots of a 7x7 sliding puzzle being shortened, under Xvfb:
#   docs/screenshot-improving.png  ~2.5 s into the fast solver's improvement (best length, lower bound)
#   docs/screenshot-improved.png   after Esc (Stop, keep the best): the kept answer on the timeline, at its end
# The board is a random 7x7 drawn once by the app's Randomize; the improvement time is the default.
# SHOT_W x SHOT_H default 1180x760. Needs what scripts/screenshot.sh needs.
set -uo pipefail

SHOT_W=${SHOT_W:-1180}
SHOT_H=${SHOT_H:-760}

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4
  printf '7\n19 3 36 41 17 21 0\n37 20 24 2 39 25 6\n42 26 4 7 45 38 28\n31 27 30 46 10 14 43\n33 22 47 16 1 15 12\n29 8 23 11 35 34 9\n40 18 44 13 48 5 32\n' >"$tmp/seven.txt"
  "$bin" "$tmp/seven.txt" 2>>"$tmp/stderr.log" >/dev/null &
  pid=$!
  win=$(wait_window "$pid" 60) || { echo "screenshot-improve: no window" >&2; kill -KILL "$pid"; exit 1; }
  place_window "$win" "$SHOT_W" "$SHOT_H"
  shot() {
    eval "$(xdotool getwindowgeometry --shell "$win")"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$docs/$1"
    echo "screenshot-improve: $docs/$1 (${WIDTH}x${HEIGHT})"
  }
  xdotool key ctrl+Return
  sleep "${IMPROVE_S:-2.5}"
  shot screenshot-improving.png
  xdotool key Escape # Stop, keep the best
  sleep 1.5
  xdotool key End
  sleep 1.5
  shot screenshot-improved.png
  kill -TERM "$pid" 2>/dev/null
  sleep 1
  kill -KILL "$pid" 2>/dev/null
  exit 0
fi

cd "$(dirname "$0")/.." || exit 1
need_commands screenshot-improve "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import timeout || exit 1
shoot screenshot-improve 180
