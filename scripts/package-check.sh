#!/usr/bin/env bash
# Starts both release artifacts in a real window under Xvfb and screenshots them (`make package-check`):
#   linux    the tar.xz's `make user-install` into a scratch HOME, then ~/.local/bin/tilesolve
#   windows  Tilesolve.exe from the zip, under Wine in scripts/wine.sh's prefix (with the stand-in
#            bcryptprimitives.dll that Debian 12's Wine 8 lacks and Go's runtime needs; see there)
# Each must show a window titled "Tilesolve..." within CHECK_WAIT seconds (default 90: Wine's first
# start is slow); the screen is then saved as dist/package-check-<target>.png. Fails when either
# window does not appear. Uses the newest artifacts of the current version in dist/, building them
# with scripts/package.sh when missing.
# CHECK_TARGETS="linux" (or "windows") checks one only; CHECK_VERSION=... checks artifacts of another version.
# Needs xvfb-run, xauth, xdotool, imagemagick's import, wine64 and mingw-w64
# (scripts/install-deps.sh package screenshot wine).
set -uo pipefail

CHECK_WAIT=${CHECK_WAIT:-90}

# shellcheck source=scripts/xwindow.sh
. "$(dirname "$0")/xwindow.sh"

# --- inner part: runs inside xvfb-run, DISPLAY is set -------------------------------------------
if [ "${1-}" = "--inner" ]; then
  name=$2 shot=$3 log=$4
  shift 4
  "$@" >"$log" 2>&1 &
  pid=$!
  started=$SECONDS
  win=$(wait_window "$pid" "$CHECK_WAIT")
  case $? in
    1) echo "package-check: FAIL $name: the program exited before its window appeared"; tail -n 20 "$log"; exit 1 ;;
    2) echo "package-check: FAIL $name: no window named Tilesolve after ${CHECK_WAIT}s"; tail -n 20 "$log"; kill -KILL "$pid"; exit 1 ;;
  esac
  place_window "$win" 1180 760
  sleep 3 # let it paint at the new size (Wine and the software renderer are slow)
  import -window root "$shot"
  echo "package-check: ok $name: window $win \"$(xdotool getwindowname "$win")\" after $((SECONDS - started))s; screenshot $shot"
  # Best effort, not a check: Help > About (the version and licence), clicked where Fyne draws the
  # menu at this window size, into a second screenshot.
  xdotool mousemove --window "$win" "${ABOUT_HELP_X:-173}" 13 click 1
  sleep 2
  xdotool mousemove --window "$win" "${ABOUT_HELP_X:-173}" "${ABOUT_ITEM_Y:-82}" click 1
  sleep 3
  import -window root "${shot%.png}-about.png"
  kill -TERM "$pid" 2>/dev/null
  for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL "$pid" 2>/dev/null
  exit 0
fi

# --- outer part ---------------------------------------------------------------------------------
cd "$(dirname "$0")/.." || exit 1
need_commands package-check "run scripts/install-deps.sh package screenshot wine" \
  xvfb-run xauth xdotool import unzip timeout || exit 1

version=${CHECK_VERSION:-$(scripts/version.sh)} || exit 1
tarball="dist/Tilesolve-$version-linux-amd64.tar.xz"
zipfile="dist/Tilesolve-$version-windows-amd64.zip"
targets=${CHECK_TARGETS:-linux windows}
tobuild=""
case " $targets " in *" linux "*) [ -f "$tarball" ] || tobuild+=" linux" ;; esac
case " $targets " in *" windows "*) [ -f "$zipfile" ] || tobuild+=" windows" ;; esac
if [ -n "$tobuild" ]; then
  echo "package-check: building$tobuild for $version"
  PACKAGE_TARGETS="${tobuild# }" scripts/package.sh >/dev/null || { echo "package-check: FAIL package.sh" >&2; exit 1; }
fi

tmp=$(mktemp -d /tmp/tilesolve-package-check.XXXXXX) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir -m 0700 "$tmp/xdg"
mkdir -p "$tmp/home" "$tmp/linux" "$tmp/windows"
# The Wine prefix stays where scripts/wine.sh keeps it for this user, though HOME changes below.
export TILESOLVE_WINEPREFIX=${TILESOLVE_WINEPREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/tilesolve/wine}

failed=0
run() { # run NAME HOME COMMAND...: one program on its own Xvfb server
  local name=$1 home=$2
  shift 2
  HOME="$home" XDG_RUNTIME_DIR="$tmp/xdg" XDG_CONFIG_HOME="$tmp/home/.config" GSETTINGS_BACKEND=memory \
    CHECK_WAIT=$CHECK_WAIT timeout --kill-after=10 $((CHECK_WAIT + 60)) \
    xvfb-run -a -s "-screen 0 1280x800x24" "$0" --inner "$name" "$PWD/dist/package-check-$name.png" "$tmp/$name.log" "$@" ||
    failed=1
}
for target in $targets; do
  case $target in
    linux)
      echo "package-check: linux: $tarball, make user-install into a scratch HOME"
      tar -C "$tmp/linux" -xJf "$tarball" || exit 1
      make -s -C "$tmp/linux/tilesolve" user-install HOME="$tmp/home" >/dev/null ||
        { echo "package-check: FAIL user-install" >&2; exit 1; }
      run linux "$tmp/home" "$tmp/home/.local/bin/tilesolve"
      ;;
    windows)
      echo "package-check: windows: $zipfile under $("$PWD/scripts/wine.sh" --version 2>/dev/null) with the stand-in bcryptprimitives.dll (scripts/wine.sh)"
      unzip -q "$zipfile" -d "$tmp/windows" || exit 1
      # Warm the prefix (and build the stand-in DLL) before the clock starts.
      scripts/wine.sh cmd /c exit >/dev/null 2>&1
      # That started Wine's desktop process without a display; a program started while it lives
      # would get no X11 driver (GLFW's cursor creation panicked). Let it exit first.
      scripts/wine.sh --wait-server
      run windows "$HOME" "$PWD/scripts/wine.sh" "$tmp/windows/Tilesolve.exe"
      ;;
    *) echo "package-check: unknown target '$target' (linux, windows)" >&2; exit 2 ;;
  esac
done
if [ "$failed" -ne 0 ]; then
  echo "package-check: FAIL"
  exit 1
fi
echo "package-check: ok:$(for t in $targets; do printf ' dist/package-check-%s.png' "$t"; done)"
