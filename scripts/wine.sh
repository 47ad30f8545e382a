#!/usr/bin/env bash
# Runs a Windows program under Wine in Tilesolve's own Wine prefix: `scripts/wine.sh prog.exe ARGS...`;
# `scripts/wine.sh --wait-server` waits for the prefix's wineserver to exit.
# It is the -exec wrapper of `make test-wine` (GOOS=windows go test -exec scripts/wine.sh) and how
# scripts/package-check.sh starts the Windows exe.
#
# Debian 12's Wine 8 lacks bcryptprimitives.dll, whose ProcessPrng Go's runtime (1.24 and later)
# loads at start, so no Go program starts under it. On first use this script builds a stand-in DLL
# (scripts/wine/bcryptprimitives.c: ProcessPrng over bcrypt's BCryptGenRandom) with mingw-w64 and
# puts it into the prefix's system32. The stand-in exists only in that prefix, never in what we ship;
# real Windows 10+ has the real DLL.
#
# TILESOLVE_WINEPREFIX (default ~/.cache/tilesolve/wine) is the prefix. Needs wine64 and
# x86_64-w64-mingw32-gcc (scripts/install-deps.sh wine).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
export WINEPREFIX=${TILESOLVE_WINEPREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/tilesolve/wine}
export WINEDEBUG=${WINEDEBUG:--all}
# No Mono or Gecko download prompts: Go programs need neither.
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}

wine=""
for w in wine64 /usr/lib/wine/wine64 wine; do
  if command -v "$w" >/dev/null 2>&1; then wine=$(command -v "$w"); break; fi
done
[ -n "$wine" ] || { echo "wine.sh: no wine64 (scripts/install-deps.sh wine)" >&2; exit 127; }
wineserver=$(dirname "$wine")/wineserver
command -v "$wineserver" >/dev/null 2>&1 || wineserver=wineserver

dll="$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll"
src="$here/wine/bcryptprimitives.c"
# Set up once; a lock keeps parallel `go test -exec` runs from doing it together.
if [ ! -f "$dll" ] || [ "$src" -nt "$dll" ]; then
  mkdir -p "$(dirname "$WINEPREFIX")"
  exec 9>"$WINEPREFIX.lock"
  flock 9
  if [ ! -f "$dll" ] || [ "$src" -nt "$dll" ]; then
    if [ ! -f "$WINEPREFIX/system.reg" ]; then
      echo "wine.sh: creating the Wine prefix $WINEPREFIX" >&2
      DISPLAY="" "$wine" wineboot --init >/dev/null 2>&1 || true
      "$wineserver" -w || true
    fi
    [ -d "$(dirname "$dll")" ] || { echo "wine.sh: wineboot made no $WINEPREFIX/drive_c/windows/system32" >&2; exit 1; }
    command -v x86_64-w64-mingw32-gcc >/dev/null ||
      { echo "wine.sh: x86_64-w64-mingw32-gcc missing (gcc-mingw-w64-x86-64)" >&2; exit 1; }
    echo "wine.sh: building the stand-in bcryptprimitives.dll (ProcessPrng) into the prefix; Wine 8 lacks it" >&2
    x86_64-w64-mingw32-gcc -O2 -shared -o "$dll.tmp" "$src" "$here/wine/bcryptprimitives.def" -lbcrypt
    mv "$dll.tmp" "$dll"
  fi
  exec 9>&-
fi

# --wait-server: wait until the prefix's wineserver (and the desktop process it keeps) has exited,
# so that the next program starts a new one on the current DISPLAY.
if [ "${1-}" = --wait-server ]; then
  exec "$wineserver" -w
fi
exec "$wine" "$@"
