#!/usr/bin/env bash
# Takes the board's screenshots of the real app under Xvfb (issue 16), each at 640x480, the
# window's minimum, and at 1180x760, its default size (called by `make screenshot`):
#   docs/board-edit-10x10-WxH.png   a 10x10 2048 board being edited: a cell clicked, 4096 typed
#   docs/board-edit-16x16-WxH.png   a 16x16 2048 board, 131072 typed in the top-left cell
#   docs/board-slide-WxH.png        Board10's solution caught while its tiles glide (Next)
#   docs/board-coach-WxH.png        the coach after a 3x3 solved by hand in Play, two moves astray
# The board is found on the screen by its colour, so the clicks follow any layout change.
# SIZES (default "640x480 1180x760") chooses the window sizes, SCENES (default "edit10 edit16
# slide coach") the shots. Needs what scripts/screenshot.sh needs.
set -uo pipefail

SIZES=${SIZES:-640x480 1180x760}
export SCENES=${SCENES:-edit10 edit16 slide coach}

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

# shellcheck disable=SC2317 # the scenes are called by name, from SCENES
if [ "${1-}" = "--inner" ]; then
  bin=$2 docs=$3 tmp=$4
  size=${SHOT_W}x${SHOT_H}
  pid="" win=""
  name=screenshot-board

  grab() { # grab FILE: the whole screen, as fast as import takes it
    import -window root "$1" || die "import failed"
  }

  window_crop() { # window_crop SCREEN NAME: the window's area of a screen grab into docs/NAME
    eval "$(xdotool getwindowgeometry --shell "$win")"
    convert "$1" -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage -strip "$docs/$2" || die "convert failed for $2"
    echo "screenshot-board: $docs/$2 (${WIDTH}x${HEIGHT}, window \"$(xdotool getwindowname "$win")\")"
  }

  shot() { grab "$tmp/screen.png" && window_crop "$tmp/screen.png" "$1"; }

  # keep_size: the window back to SHOT_W x SHOT_H if something resized it (the app's own first
  # Resize can land after place_window's on a loaded machine).
  keep_size() {
    eval "$(xdotool getwindowgeometry --shell "$win")"
    if [ "$WIDTH" != "$SHOT_W" ] || [ "$HEIGHT" != "$SHOT_H" ]; then
      echo "screenshot-board: the window is ${WIDTH}x${HEIGHT}; back to ${SHOT_W}x${SHOT_H}"
      place_window "$win" "$SHOT_W" "$SHOT_H"
    fi
  }

  # board_box: "X Y SIDE", the board's square on the screen: the bounding box of the board's own
  # colour (the gaps between the tiles, #bbada0), which nothing else in the window uses.
  board_box() {
    grab "$tmp/find.png"
    local box
    box=$(convert "$tmp/find.png" -fill black +opaque '#bbada0' -fill white -opaque '#bbada0' -format '%@' info:) ||
      die "convert could not find the board"
    # WxH+X+Y
    echo "$box" | awk -F'[x+]' '$1 > 20 { print $3, $4, ($1 < $2 ? $1 : $2); ok = 1 } END { exit !ok }' ||
      die "no board on the screen (found \"$box\")"
  }

  # click_cell N ROW COL: clicks the centre of a cell of the N-by-N board, placed as the board view
  # places it (boardRenderer.geometry: gaps of 12% of the side over n+1, at least 2).
  click_cell() {
    local xy
    xy=$(board_box | awk -v n="$1" -v r="$2" -v c="$3" '{
      gap = $3 * 0.12 / (n + 1); if (gap < 2) gap = 2
      cell = ($3 - gap * (n + 1)) / n
      printf "%d %d", $1 + gap + c * (cell + gap) + cell / 2, $2 + gap + r * (cell + gap) + cell / 2 }')
    # shellcheck disable=SC2086
    xdotool mousemove $xy click 1
  }

  # board N TILE...: a 2048 board file with the tiles given row by row, the rest empty.
  board() {
    local n=$1
    shift
    awk -v n="$n" -v tiles="$*" 'BEGIN {
      k = split(tiles, t, " "); print n
      for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) { i = r * n + c + 1; line = line (c ? " " : "") (i <= k ? t[i] : 0) } print line } }'
  }

  # edit10: editing a 10x10 board: cell (4, 6) clicked, 4096 typed into it.
  edit10() {
    board 10 2 4 8 16 32 64 128 256 512 1024 0 0 0 0 2 2 4 0 0 2048 0 0 0 0 0 0 0 0 0 4 2 >"$tmp/board10x10.txt"
    launch "$tmp/board10x10.txt"
    click_cell 10 4 6
    xdotool type --delay 80 4096
    sleep 1
    keep_size
    shot "board-edit-10x10-$size.png"
    quit
  }

  # edit16: editing a 16x16 board: 131072 typed into the top-left cell; 65536 and 2048 already there.
  edit16() {
    board 16 0 65536 2048 0 0 0 0 0 0 0 0 0 0 0 0 2 >"$tmp/board16x16.txt"
    launch "$tmp/board16x16.txt"
    click_cell 16 0 0
    xdotool type --delay 80 131072
    sleep 1
    keep_size
    shot "board-edit-16x16-$size.png"
    quit
  }

  # slide: a slide mid-animation. Board10 solved, back to the start, then Next (Right), and the screen
  # taken at once: the glide lasts 120 ms. The board's part of the grab is compared with the
  # boards before and after; until it differs from both by a quarter of the step's change at least
  # (tiles caught well on their way), Prev and try again.
  slide() {
    launch
    keep_size
    xdotool key ctrl+Return
    sleep 4
    xdotool key Home
    sleep 1
    read -r bx by bs < <(board_box)
    crop="${bs}x${bs}+${bx}+${by}"
    caught=""
    for try in $(seq 20); do
      grab "$tmp/before.png"
      xdotool key Right
      # the app takes a while to see the key and paint: wait 0 to 80 ms, a different time each try
      sleep "0.0$((try % 5 * 2))"
      grab "$tmp/mid.png"
      sleep 1
      grab "$tmp/after.png"
      for s in before mid after; do convert "$tmp/$s.png" -crop "$crop" +repage "$tmp/$s-board.png"; done
      d1=$(compare -metric AE "$tmp/mid-board.png" "$tmp/before-board.png" null: 2>&1)
      d2=$(compare -metric AE "$tmp/mid-board.png" "$tmp/after-board.png" null: 2>&1)
      d=$(compare -metric AE "$tmp/before-board.png" "$tmp/after-board.png" null: 2>&1)
      echo "screenshot-board: try $try: of the $d pixels the step changes, the grab differs from the step before in $d1, from the step after in $d2"
      # well on the way: each at least a quarter of the step's change
      if [ "${d1%%.*}" -gt "$((${d%%.*} / 4))" ] 2>/dev/null && [ "${d2%%.*}" -gt "$((${d%%.*} / 4))" ] 2>/dev/null; then
        caught=1
        break
      fi
      xdotool key Left
      sleep 1
    done
    [ -n "$caught" ] || die "no grab caught the tiles moving in 20 tries"
    window_crop "$tmp/mid.png" "board-slide-$size.png"
    quit
  }

  # coach: the coach. A 3x3 five moves from solved, played in Play with a needless Up and Down first.
  coach() {
    printf '3\n1 5 2\n0 4 3\n7 8 6\n' >"$tmp/coach3x3.txt"
    launch "$tmp/coach3x3.txt"
    keep_size
    xdotool key ctrl+2 # Play, on the editor's board
    sleep 1
    for k in Up Down Left Down Left Up Up; do
      xdotool key "$k"
      sleep 0.4
    done
    sleep 3 # the coach measures the game off the UI goroutine
    keep_size # the coach's words stand at the top of the Play panel: seen without scrolling
    shot "board-coach-$size.png"
    quit
  }

  for scene in $SCENES; do
    case $scene in
      edit10 | edit16 | slide | coach) "$scene" ;;
      *) die "unknown scene $scene (edit10 edit16 slide coach)" ;;
    esac
  done
  exit 0
fi

cd "$(dirname "$0")/.." || exit 1
need_commands screenshot-board "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool import convert compare timeout ||
  exit 1
for s in $SIZES; do
  SHOT_W=${s%x*} SHOT_H=${s#*x}
  shoot screenshot-board 300
done
