#!/usr/bin/env bash
# Measures how long the real app takes to draw a frame while the timeline is scrubbed, under Xvfb
# with Mesa's software OpenGL (llvmpipe: no GPU, so this is a worst case). For a 4x4 and a 10x10
# 2048 board (a lone 2, goal 512: 266 and 588 steps) it solves, then presses Right FT_KEYS times
# FT_DELAY ms apart, and reads Mesa's GALLIUM_HUD frame times (time between frames) for that span:
# when drawing keeps up, that is the key interval; when it does not, it is the time a frame takes. Called by
# `make frametime`; needs what `make screenshot` needs (scripts/install-deps.sh screenshot).
# Prints one line per board: "frametime: 10x10 ... median M ms, p90 P ms between frames, K frames".
set -uo pipefail

FT_KEYS=${FT_KEYS:-300}
FT_DELAY=${FT_DELAY:-20}

# --- inner part: runs inside xvfb-run, DISPLAY is set -------------------------------------------
# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

if [ "${1-}" = "--inner" ]; then
  bin=$2 puzzle=$3 hud=$4 log=$5
  GALLIUM_HUD=frametime GALLIUM_HUD_PERIOD=0 GALLIUM_HUD_DUMP_DIR=$hud "$bin" "$puzzle" 2>"$log" >/dev/null &
  pid=$!
  win=$(wait_window "$pid" 60) || { echo "frametime: no Tilesolve window" >&2; kill -KILL "$pid"; exit 1; }
  place_window "$win" 1180 760
  xdotool key ctrl+Return
  sleep 5 # both boards solve in under a second; the rest lets the window settle
  # shellcheck disable=SC2046 # one argument per key press
  xdotool key --delay "$FT_DELAY" $(yes Right | head -n "$FT_KEYS")
  xdotool getwindowname "$win" >"$hud/title"
  kill -TERM "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  # Mesa writes one line per frame: the time since the previous frame. Nothing is drawn during the
  # idle seconds before the key presses, so the first frame of the scrub reads over 1000 ms; the
  # scrub is every frame after it.
  awk '$1 > 1000 { n = 0; next } { v[++n] = $1 } END { for (i = 1; i <= n; i++) print v[i] }' \
    "$hud/frametime_(ms)" >"$hud/scrub"
  exit 0
fi

# --- outer part ---------------------------------------------------------------------------------
cd "$(dirname "$0")/.." || exit 1
need_commands frametime "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool timeout || exit 1
go build -o bin/tilesolve . || { echo "frametime: build failed" >&2; exit 1; }

tmp=$(mktemp -d /tmp/tilesolve-frametime.XXXXXX) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir -m 0700 "$tmp/xdg"
mkdir -p "$tmp/config/fyne/io.github.tilesolve"
echo '{"goal":"512"}' >"$tmp/config/fyne/io.github.tilesolve/preferences.json"

status=0
for n in 4 10; do
  puzzle="$tmp/lone-two-$n.txt"
  awk -v n="$n" 'BEGIN { print n; for (r = 1; r <= n; r++) for (c = 1; c <= n; c++)
    printf "%d%s", (r == 1 && c == n) ? 2 : 0, c < n ? " " : "\n" }' >"$puzzle"
  hud="$tmp/hud$n"
  mkdir -p "$hud"
  XDG_RUNTIME_DIR="$tmp/xdg" XDG_CONFIG_HOME="$tmp/config" FT_KEYS=$FT_KEYS FT_DELAY=$FT_DELAY \
    timeout --kill-after=10 180 \
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner "$PWD/bin/tilesolve" "$puzzle" "$hud" "$tmp/stderr$n.log"
  if [ $? -ne 0 ] || [ ! -s "$hud/scrub" ]; then
    echo "frametime: ${n}x$n failed; app stderr:" >&2
    tail -n 20 "$tmp/stderr$n.log" >&2
    status=1
    continue
  fi
  sort -n "$hud/scrub" | awk -v n="$n" -v keys="$FT_KEYS" -v delay="$FT_DELAY" -v title="$(cat "$hud/title")" '
    { v[NR] = $1 }
    END {
      printf "frametime: %dx%d board, %d Right presses %d ms apart (%s): median %.1f ms, p90 %.1f ms between frames, %d frames\n",
        n, n, keys, delay, title, v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], NR
    }'
done
exit $status
