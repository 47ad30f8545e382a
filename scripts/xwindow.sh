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

# tilesolve_window PID SECONDS: prints the id of the app's window once it is mapped. Fails with
# status 1 when process PID exits first, 2 when no window appears within SECONDS.
# xdotool matches names case-insensitively, and toolkits may own hidden windows named after the
# binary: this takes a mapped window whose title starts with "Tilesolve".
tilesolve_window() {
  local pid=$1 deadline=$((SECONDS + $2)) w
  while [ $SECONDS -lt $deadline ]; do
    kill -0 "$pid" 2>/dev/null || return 1
    for w in $(xdotool search --onlyvisible --name '^Tilesolve' 2>/dev/null); do
      case "$(xdotool getwindowname "$w" 2>/dev/null)" in Tilesolve*) echo "$w"; return 0 ;; esac
    done
    sleep 0.5
  done
  return 2
}
