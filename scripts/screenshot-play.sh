#!/usr/bin/env bash
# Takes the Play mode screenshot of the real app under Xvfb: docs/screenshot-play.png, a 2048
# classic game in progress (a new game, a few keys, 20 s of expectimax autoplay, Esc, a hint). SHOT_W x SHOT_H (default 1180x760;
# SHOT_W=640 SHOT_H=480 for the minimum) and OUT (default screenshot-play.png) choose the shot.
# Needs what scripts/screenshot.sh needs.
set -uo pipefail

SHOT_W=${SHOT_W:-1180}
SHOT_H=${SHOT_H:-760}
OUT=${OUT:-screenshot-play.png}

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4
  "$bin" 2>>"$tmp/stderr.log" >/dev/null &
  pid=$!
  win=$(wait_window "$pid" 60) || { echo "screenshot-play: no window" >&2; kill -KILL "$pid"; exit 1; }
  place_window "$win" "$SHOT_W" "$SHOT_H"
  xdotool key ctrl+2 # Play mode: a game on the editor's board (Board10)
  sleep 1
  xdotool key n # a new classic game: two random tiles
  sleep 1
  for k in Down Left Up Right Down s a; do xdotool key "$k"; sleep 0.3; done
  xdotool key space # the expectimax player autoplays at 5 moves a second...
  sleep "${AUTOPLAY_S:-20}"
  xdotool key Escape # ...until stopped
  sleep 1
  xdotool key h # a hint from the expectimax player
  sleep 2
  eval "$(xdotool getwindowgeometry --shell "$win")"
  import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$docs/$OUT"
  echo "screenshot-play: $docs/$OUT (${WIDTH}x${HEIGHT})"
  kill -TERM "$pid" 2>/dev/null
  sleep 1
  kill -KILL "$pid" 2>/dev/null
  exit 0
fi

cd "$(dirname "$0")/.." || exit 1
need_commands screenshot-play "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import timeout || exit 1
shoot screenshot-play 120
