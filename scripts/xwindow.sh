# Shell functions for the scripts that drive the real app under Xvfb (smoke.sh, screenshot.sh,
# frametime.sh); they source this file.

# need_commands NAME HINT CMD...: true when every CMD is on PATH; otherwise says which are missing,
# as "NAME: missing a b (HINT)" on stderr, and fails.
need_commands() {
  local name=$1 hint=$2 cmd missing=()
  shift 2
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || missing+=("$cmd")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "$name: missing ${missing[*]} ($hint)" >&2
  return 1
}

# wait_window PID SECONDS TITLE: prints the id of a mapped window whose title starts with TITLE
# (default Tilesolve, the app's main window) once there is one. Fails with status 1 when process
# PID exits first, 2 when no such window appears within SECONDS.
# xdotool matches names case-insensitively, and toolkits may own hidden windows named after the
# binary: hence --onlyvisible and the exact, case-sensitive prefix check.
wait_window() {
  local pid=$1 deadline=$((SECONDS + $2)) title=${3:-Tilesolve} w
  while [ $SECONDS -lt $deadline ]; do
    kill -0 "$pid" 2>/dev/null || return 1
    for w in $(xdotool search --onlyvisible --name "^$title" 2>/dev/null); do
      case "$(xdotool getwindowname "$w" 2>/dev/null)" in "$title"*) echo "$w"; return 0 ;; esac
    done
    sleep 0.5
  done
  return 2
}

# focus_window WIN: gives window WIN the keyboard (there is no window manager under Xvfb).
focus_window() {
  xdotool windowfocus --sync "$1" 2>/dev/null || xdotool windowfocus "$1"
}

# place_window WIN WIDTH HEIGHT: moves WIN to the top-left corner at that size, waits for Fyne to
# lay out and paint at the new size, and focuses it.
place_window() {
  xdotool windowmove "$1" 0 0 windowsize "$1" "$2" "$3"
  sleep 2
  focus_window "$1"
}

# shoot NAME SECONDS: a screenshot script's outer part, run from the repository's root: builds
# bin/tilesolve, then runs the script's inner part ("$0" --inner BIN DOCS TMP) under Xvfb within
# SECONDS, with throwaway XDG folders and SHOT_W, SHOT_H and OUT passed on. Exits, with the app's
# stderr, when that failed or the app panicked; TMP goes when the script exits.
shoot() {
  local name=$1 seconds=$2 status
  echo "$name: go build -o bin/tilesolve ."
  go build -o bin/tilesolve . || { echo "$name: build failed" >&2; exit 1; }
  tmp=$(mktemp -d /tmp/tilesolve-screenshot.XXXXXX) || exit 1
  trap 'rm -rf "$tmp"' EXIT
  mkdir -m 0700 "$tmp/xdg"
  mkdir -p docs "$tmp/config"
  XDG_RUNTIME_DIR="$tmp/xdg" XDG_CONFIG_HOME="$tmp/config" SHOT_W=$SHOT_W SHOT_H=$SHOT_H OUT=${OUT-} \
    timeout --kill-after=10 "$seconds" \
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner "$PWD/bin/tilesolve" "$PWD/docs" "$tmp"
  status=$?
  if [ $status -ne 0 ] || grep -E -q 'panic|fatal error' "$tmp/stderr.log"; then
    echo "$name: failed (status $status); app stderr:" >&2
    tail -n 40 "$tmp/stderr.log" >&2
    exit 1
  fi
}

# The inner part of a screenshot script (running under Xvfb) sources these too. They use the
# caller's variables: name (the script's name for messages), bin, tmp, SHOT_W, SHOT_H, and set
# pid and win.

# die MESSAGE: says what failed, stops the app and exits.
die() {
  echo "$name: $*" >&2
  [ -n "${pid-}" ] && kill -KILL "$pid" 2>/dev/null
  exit 1
}

# launch [puzzle-file]: starts the app, waits for its window, sizes it and focuses it.
# shellcheck disable=SC2154 # bin and tmp are the caller's
launch() {
  "$bin" "$@" 2>>"$tmp/stderr.log" >/dev/null &
  pid=$!
  win=$(wait_window "$pid" 60)
  case $? in
    1) die "the app exited before its window appeared" ;;
    2) die "no Tilesolve window after 60 s" ;;
  esac
  place_window "$win" "$SHOT_W" "$SHOT_H"
}

# quit: stops the app without saving its preferences.
quit() {
  kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 10); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  pid=""
}
