#!/usr/bin/env bash
# Measures how the real app draws under Xvfb with Mesa's software OpenGL (llvmpipe: no GPU, so this
# is a worst case), reading Mesa's GALLIUM_HUD frame times (the time between two painted frames).
# For a 4x4 and a 10x10 2048 board (a lone 2, goal 512: 266 and 588 steps) it solves, then
#   play   presses Space: the timeline plays at its default 5 steps a second for FT_PLAY seconds,
#          each step a 120 ms animation (tiles glide, merges pop, the new 2 grows in) when motion
#          is on; then Esc;
#   scrub  presses Right FT_KEYS times FT_DELAY ms apart (each press cuts the last animation short).
# Every board runs with motion on and off (the "motion" preference, View > Animate Moves), in the
# same build, interleaved, FT_ROUNDS times (default 2), in a window of FT_SIZE pixels (default
# 1180x760); `uptime` is printed with each round.
#
# Dropped frames: Fyne's GLFW driver paints at most once a tick of its 60 Hz clock (16.7 ms), and
# only when something changed; an animation gets one tick a painted frame. A 120 ms animation is
# allowed 120 / 16.7 + 1 = 8.2 frames. With motion off a step paints F_off frames, with motion on
# F_on (each counted over the play, divided by the steps played, 5 a second); the animation got
# F_on - F_off + 1 of them (the step's own frame is its first), and dropped the rest of the 8.2.
# Printed per case: the median, p95 and max interval between frames, frames a step, and the CPU
# time the app used (its llvmpipe threads included) a step and a frame; per board and round, the
# animation's frames against the 8.2 allowed.
# Called by `make frametime`; needs what `make screenshot` needs (scripts/install-deps.sh screenshot).
set -uo pipefail

FT_KEYS=${FT_KEYS:-300}
FT_DELAY=${FT_DELAY:-20}
FT_PLAY=${FT_PLAY:-10}
FT_ROUNDS=${FT_ROUNDS:-2}
FT_SIZE=${FT_SIZE:-1180x760} # the window, in pixels
FT_RATE=5 # the timeline's default speed, steps a second

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

# --- inner part: runs inside xvfb-run, DISPLAY is set -------------------------------------------
if [ "${1-}" = "--inner" ]; then
  bin=$2 puzzle=$3 hud=$4 log=$5
  cpu() { awk '{ print $14 + $15 }' "/proc/$1/stat"; } # user + system clock ticks
  LIBGL_ALWAYS_SOFTWARE=1 GALLIUM_HUD=frametime GALLIUM_HUD_PERIOD=0 GALLIUM_HUD_DUMP_DIR=$hud \
    "$bin" "$puzzle" 2>"$log" >/dev/null &
  pid=$!
  win=$(wait_window "$pid" 60) || { echo "frametime: no Tilesolve window" >&2; kill -KILL "$pid"; exit 1; }
  place_window "$win" "${FT_SIZE%x*}" "${FT_SIZE#*x}"
  xdotool key ctrl+Return
  sleep 5 # both boards solve in under a second; the rest lets the window settle
  c0=$(cpu "$pid")
  xdotool key space
  sleep "$FT_PLAY"
  xdotool key Escape
  c1=$(cpu "$pid")
  echo "$(((c1 - c0) * 1000 / $(getconf CLK_TCK)))" >"$hud/cpu_ms"
  sleep 2 # an idle gap: the scrub's frames start a new segment
  # shellcheck disable=SC2046 # one argument per key press
  xdotool key --delay "$FT_DELAY" $(yes Right | head -n "$FT_KEYS")
  kill -TERM "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  # Mesa writes one line per frame: the time since the previous frame. The idle seconds before
  # playing and before scrubbing make the first frame of each read over 1000 ms: the segments
  # are the one before the last (play) and the last (scrub), without their first frame.
  awk -v hud="$hud" '$1 > 1000 { seg++; n[seg] = 0; next }
    seg > 0 { v[seg, ++n[seg]] = $1 }
    END { for (i = 1; i <= n[seg - 1]; i++) print v[seg - 1, i] > (hud "/play")
          for (i = 1; i <= n[seg]; i++) print v[seg, i] > (hud "/scrub") }' "$hud/frametime_(ms)"
  exit 0
fi

# --- outer part ---------------------------------------------------------------------------------
cd "$(dirname "$0")/.." || exit 1
need_commands frametime "run scripts/install-deps.sh screenshot" go xvfb-run xauth xdotool timeout || exit 1
go build -o bin/tilesolve . || { echo "frametime: build failed" >&2; exit 1; }

tmp=$(mktemp -d /tmp/tilesolve-frametime.XXXXXX) || exit 1
# FT_KEEP=DIR keeps each run's frame times there (hudN-MOTION-ROUND/play and /scrub, one a line).
trap '[ -n "${FT_KEEP-}" ] && mkdir -p "$FT_KEEP" && cp -r "$tmp"/hud* "$FT_KEEP"; rm -rf "$tmp"' EXIT
mkdir -m 0700 "$tmp/xdg"
prefs="$tmp/config/fyne/io.github.tilesolve.Tilesolve/preferences.json"
mkdir -p "$(dirname "$prefs")"

# quantiles LABEL: median, p95 and max of the numbers on stdin.
quantiles() {
  sort -n | awk -v label="$1" '{ v[NR] = $1 }
    END { if (NR == 0) { printf "%s: no frames", label; exit }
          p = int(NR * 0.95 + 0.5); if (p < 1) p = 1
          printf "%s median %.1f, p95 %.1f, max %.1f ms", label, v[int((NR + 1) / 2)], v[p], v[NR] }'
}

for round in $(seq "$FT_ROUNDS"); do
  echo "frametime: round $round of $FT_ROUNDS, window $FT_SIZE; uptime:$(uptime | sed 's/.*load average/ load average/')"
  for n in 4 10; do
    puzzle="$tmp/lone-two-$n.txt"
    awk -v n="$n" 'BEGIN { print n; for (r = 1; r <= n; r++) for (c = 1; c <= n; c++)
      printf "%d%s", (r == 1 && c == n) ? 2 : 0, c < n ? " " : "\n" }' >"$puzzle"
    for motion in on off; do
      [ "$motion" = on ] && flag=true || flag=false
      echo "{\"goal\":\"512\",\"motion\":$flag}" >"$prefs"
      hud="$tmp/hud$n-$motion-$round"
      mkdir -p "$hud"
      XDG_RUNTIME_DIR="$tmp/xdg" XDG_CONFIG_HOME="$tmp/config" FT_KEYS=$FT_KEYS FT_DELAY=$FT_DELAY FT_PLAY=$FT_PLAY FT_SIZE=$FT_SIZE \
        timeout --kill-after=10 180 \
        xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner "$PWD/bin/tilesolve" "$puzzle" "$hud" "$tmp/stderr.log"
      status=$?
      if [ $status -ne 0 ] || [ ! -s "$hud/play" ] || [ ! -s "$hud/scrub" ]; then
        echo "frametime: ${n}x$n motion $motion failed; app stderr:" >&2
        tail -n 20 "$tmp/stderr.log" >&2
        exit 1
      fi
      steps=$((FT_PLAY * FT_RATE))
      frames=$(wc -l <"$hud/play")
      cpu=$(cat "$hud/cpu_ms")
      echo "frametime: ${n}x$n motion $motion, play $FT_PLAY s ($steps steps): $(quantiles "between frames" <"$hud/play"); $frames frames, $(awk -v f="$frames" -v s="$steps" 'BEGIN { printf "%.1f", f / s }') a step; app CPU $((cpu / steps)) ms a step, $((cpu / frames)) ms a frame"
      echo "frametime: ${n}x$n motion $motion, scrub $FT_KEYS keys $FT_DELAY ms apart: $(quantiles "between frames" <"$hud/scrub"), $(wc -l <"$hud/scrub") frames"
      eval "frames_$motion=$frames"
    done
    # shellcheck disable=SC2154 # frames_on and frames_off are set by the eval above
    awk -v on="$frames_on" -v off="$frames_off" -v s="$((FT_PLAY * FT_RATE))" -v b="${n}x$n" 'BEGIN {
      got = (on - off) / s + 1; allowed = 120 / (1000 / 60) + 1
      printf "frametime: %s motion: a 120 ms animation painted %.1f frames of the %.1f the 60 Hz refresh allows: %.1f dropped\n",
        b, got, allowed, (allowed > got ? allowed - got : 0) }'
  done
done
echo "frametime: done; uptime:$(uptime | sed 's/.*load average/ load average/')"
