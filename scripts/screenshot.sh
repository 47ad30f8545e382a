#!/usr/bin/env bash
# Takes the README screenshots of the real app under Xvfb (called by `make screenshot` after
# `scripts/install-deps.sh screenshot`):
#   docs/screenshot-start.png     just started: Board10, goal 2048
#   docs/screenshot-solving.png   ~2 s into A* on an 80-move 15-puzzle (progress shown)
#   docs/screenshot-solution.png  Board10 solved (Ctrl+Enter), timeline at its last step (Right, End)
# and, from outcome_shots (ONLY=outcomes takes just these):
#   docs/screenshot-proven.png       a 15-puzzle solved in the fewest moves, proven
#   docs/screenshot-not-proven.png   a 5x5 puzzle's answer with the bound it is not proven against
#   docs/screenshot-unsolvable.png   an unsolvable 15-puzzle, why, and the one-click swap
#   docs/screenshot-640x480-10x10.png  a 10x10 puzzle solved in a 640x480 window (the narrow layout)
# and, from improve_shots (ONLY=improve takes just these):
#   docs/screenshot-improving.png  a 7x7 ~4 s into the fast solver's shortening (IMPROVE_S)
#   docs/screenshot-improved.png   after Esc (Stop): the kept answer on the timeline, at its end
# Each shot is the whole window at SHOT_W x SHOT_H (default 1180x760, the app's own default size).
# Needs: go, the build deps, xvfb-run, xauth, xdotool, imagemagick (import). Preferences live in a
# throwaway XDG_CONFIG_HOME, so your own settings neither leak into the shots nor get changed.
set -uo pipefail

SHOT_W=${SHOT_W:-1180}
SHOT_H=${SHOT_H:-760}

# --- inner part: runs inside xvfb-run, DISPLAY is set -------------------------------------------
# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4
  pid="" win=""
  name=screenshot

  shot() { # shot NAME: the window's area of the screen into docs/NAME
    eval "$(xdotool getwindowgeometry --shell "$win")"
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$docs/$1" ||
      die "import failed for $1"
    echo "screenshot: $docs/$1 (${WIDTH}x${HEIGHT}, window \"$(xdotool getwindowname "$win")\")"
  }

  # outcome_shots: the result line for each way a solve ends, and the narrow window. The boards are
  # written here: the 15-puzzle is 51 moves from solved, the 5x5 and 10x10 are random walks of
  # the blank from the goal (400 and 600 moves), the unsolvable one is the 15-puzzle with its
  # first two tiles swapped.
  outcome_shots() {
    printf '4\n9 3 1 15\n14 11 4 6\n13 0 10 12\n2 7 8 5\n' >"$tmp/fifteen.txt"
    printf '4\n3 9 1 15\n14 11 4 6\n13 0 10 12\n2 7 8 5\n' >"$tmp/unsolvable.txt"
    printf '5\n3 15 0 19 12\n1 4 13 10 9\n21 23 7 24 2\n8 22 20 6 11\n17 5 16 18 14\n' >"$tmp/five.txt"
    awk 'BEGIN { srand(3); n = 10; for (i = 0; i < n*n - 1; i++) g[i] = i + 1; g[n*n - 1] = 0; b = n*n - 1; p = -1
      for (m = 0; m < 600; m++) { k = 0; r = int(b / n); c = b % n
        if (r > 0 && b - n != p) o[k++] = b - n; if (r < n - 1 && b + n != p) o[k++] = b + n
        if (c > 0 && b - 1 != p) o[k++] = b - 1; if (c < n - 1 && b + 1 != p) o[k++] = b + 1
        t = o[int(rand() * k)]; g[b] = g[t]; g[t] = 0; p = b; b = t }
      print n; for (r = 0; r < n; r++) { s = ""; for (c = 0; c < n; c++) s = s (c ? " " : "") g[r*n + c]; print s } }' >"$tmp/ten.txt"
    local name file wait
    for name in proven:fifteen:20 not-proven:five:8 unsolvable:unsolvable:3; do
      IFS=: read -r name file wait <<<"$name"
      launch "$tmp/$file.txt"
      xdotool key ctrl+Return
      sleep "$wait" # the first 15-puzzle builds its databases (about 6 s) before the search
      shot "screenshot-$name.png"
      quit
    done
    SHOT_W=640 SHOT_H=480 launch "$tmp/ten.txt"
    xdotool key ctrl+Return
    sleep 8
    xdotool key Page_Down # a tenth of the way: the board as the solution has it then
    sleep 1.5
    shot screenshot-640x480-10x10.png
    quit
  }
  # improve_shots: a 7x7 (a board the app's Randomize drew once) shortened with the default
  # improvement time, then stopped: the kept answer at its last step.
  improve_shots() {
    printf '7\n19 3 36 41 17 21 0\n37 20 24 2 39 25 6\n42 26 4 7 45 38 28\n31 27 30 46 10 14 43\n33 22 47 16 1 15 12\n29 8 23 11 35 34 9\n40 18 44 13 48 5 32\n' >"$tmp/seven.txt"
    launch "$tmp/seven.txt"
    xdotool key ctrl+Return
    sleep "${IMPROVE_S:-4}"
    shot screenshot-improving.png
    xdotool key Escape # Stop: the best answer so far is kept
    sleep 1.5
    xdotool key End
    sleep 1.5
    shot screenshot-improved.png
    quit
  }
  case "${ONLY-}" in
    outcomes) outcome_shots; exit 0 ;;
    improve) improve_shots; exit 0 ;;
  esac

  # 1 and 3: Board10 at start, then solved and stepped.
  launch
  shot screenshot-start.png
  xdotool key ctrl+Return
  sleep 4 # Board10 solves in well under a second; the rest is for the chart and timeline to settle
  xdotool key Right # step through the timeline with the keys, then to its end: the goal tile
  sleep 0.5
  xdotool key End
  sleep 1.5
  shot screenshot-solution.png
  quit

  # 2: a 15-puzzle that is 80 moves from solved; A* with Manhattan distance runs for a long time.
  printf '4\n0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n' >"$tmp/hard15.txt"
  launch "$tmp/hard15.txt"
  xdotool key ctrl+Return
  sleep 2
  shot screenshot-solving.png
  xdotool key Escape
  sleep 1
  quit
  outcome_shots
  improve_shots
  exit 0
fi

# --- outer part ---------------------------------------------------------------------------------
cd "$(dirname "$0")/.." || exit 1

need_commands screenshot "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import timeout ||
  exit 1

shoot screenshot 300
