#!/usr/bin/env bash
# Takes the explorer's screenshots of the real app under Xvfb, on the 8-puzzle 8 6 7 / 2 5 4 / 3 0 1
# (31 moves, one of the two hardest), A* with Manhattan distance (auto on 3x3):
#   docs/screenshot-explorer.png          the explorer (Ctrl+L) at board 200, SHOT_W x SHOT_H
#   docs/screenshot-explorer-640x480.png  the same in a 640x480 window
#   docs/screenshot-compare.png           Compare Searches (Ctrl+M) once every search has run
#   docs/explorer.gif                     the explorer stepping: frames at boards 1-12, then the goal
#   docs/screenshot-explorer-2048.png     the explorer on a lone 2 (best-first, left-column score) at board 60
# Needs what scripts/screenshot.sh needs, and ImageMagick's convert for the GIF.
set -uo pipefail

SHOT_W=${SHOT_W:-1180}
SHOT_H=${SHOT_H:-760}

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4 name=screenshot-explorer samples=$(dirname "$3")/resources/samples
  printf '3\n8 6 7\n2 5 4\n3 0 1\n' >"$tmp/hard.txt"
  shot() { # shot WIN FILE
    eval "$(xdotool getwindowgeometry --shell "$1")"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$2" || die "import failed for $2"
    echo "$name: $2 (${WIDTH}x${HEIGHT})"
  }
  explore() { # explore W H: opens the explorer on the main window, sized W x H; sets ewin
    focus_window "$win"
    xdotool key ctrl+l
    ewin=$(wait_window "$pid" 30 "Explore the search") || die "no explorer window"
    place_window "$ewin" "$1" "$2"
    sleep 2
  }
  launch "$tmp/hard.txt"
  explore "$SHOT_W" "$SHOT_H"
  mkdir -p "$tmp/frames"
  for i in $(seq -w 1 12); do
    shot "$ewin" "$tmp/frames/$i.png" >/dev/null
    xdotool key Right
    sleep 0.6
  done
  xdotool key End
  sleep 1
  shot "$ewin" "$tmp/frames/99.png" >/dev/null
  convert -delay 70 "$tmp/frames/"[0-9][0-9].png -delay 250 "$tmp/frames/99.png" -resize 50% -layers Optimize "$docs/explorer.gif" &&
    echo "$name: $docs/explorer.gif"
  xdotool key Home
  for _ in $(seq 199); do xdotool key Right; done
  sleep 1
  shot "$ewin" "$docs/screenshot-explorer.png"
  place_window "$ewin" 640 480
  sleep 1
  shot "$ewin" "$docs/screenshot-explorer-640x480.png"
  focus_window "$win"
  xdotool key ctrl+m
  cwin=$(wait_window "$pid" 30 "Compare searches") || die "no compare window"
  place_window "$cwin" "$SHOT_W" "$SHOT_H"
  sleep 8
  shot "$cwin" "$docs/screenshot-compare.png"
  quit
  # A 2048 board: best-first's score in place of the estimate, at board 60.
  launch "$samples/lone-two-4x4.txt"
  explore "$SHOT_W" "$SHOT_H"
  for _ in $(seq 59); do xdotool key Right; done
  sleep 1
  shot "$ewin" "$docs/screenshot-explorer-2048.png"
  quit
  exit 0
fi

cd "$(dirname "$0")/.." || exit 1
need_commands screenshot-explorer "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import convert timeout || exit 1
shoot screenshot-explorer 300
