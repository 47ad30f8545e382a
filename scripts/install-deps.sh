#!/usr/bin/env bash
# Installs the system packages Tilesolve needs on Debian/Ubuntu, and only those that are missing,
# so a warm machine skips apt entirely.
#   scripts/install-deps.sh           build + test: gcc, pkg-config, GL/X11 and GTK3 headers, Xvfb, xdotool, xclip
#   scripts/install-deps.sh screenshot   + imagemagick (make screenshot)
#   scripts/install-deps.sh package      + mingw-w64, xz, zip, desktop-file-utils and appstream (make package)
#   scripts/install-deps.sh lint         + shellcheck (make lint-workflows: actionlint runs it on run: steps)
#   scripts/install-deps.sh wine         + Debian's Wine (wine64) and mingw-w64 (make test-wine, make package-check)
#   scripts/install-deps.sh web          + brotli, python3-brotli, zip and patch (make web patches Fyne,
#                                          compresses the wasm and maps its bytes for the loading bar; the
#                                          release zips the site)
# Chromium (the web page's browser test, app/webtest) is installed apart, when the system has the
# package: where it cannot be (Ubuntu ships it as a snap), the test says so and skips.
set -euo pipefail

need=()
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_pc() { have_cmd pkg-config && pkg-config --exists "$1"; }

have_cmd gcc || need+=(gcc)
have_cmd pkg-config || need+=(pkg-config)
have_pc gl || need+=(libgl1-mesa-dev)
{ have_pc x11 && have_pc xrandr && have_pc xcursor && have_pc xinerama && have_pc xi && have_pc xxf86vm; } || need+=(xorg-dev)
have_pc gtk+-3.0 || need+=(libgtk-3-dev)
have_cmd xvfb-run || need+=(xvfb)
have_cmd xauth || need+=(xauth)
have_cmd xdotool || need+=(xdotool) # the smoke test finds the real window with it
have_cmd xclip || need+=(xclip)     # and puts a board on the clipboard with it

for extra in "$@"; do
  case "$extra" in
    screenshot)
      # Debian's real imagemagick; some images ship a stand-in `convert` only.
      have_cmd import || need+=(imagemagick)
      ;;
    package)
      have_cmd x86_64-w64-mingw32-gcc || need+=(gcc-mingw-w64-x86-64)
      have_cmd xz || need+=(xz-utils)
      have_cmd zip || need+=(zip)
      have_cmd unzip || need+=(unzip)
      have_cmd desktop-file-validate || need+=(desktop-file-utils)
      have_cmd appstreamcli || need+=(appstream)
      ;;
    lint)
      have_cmd shellcheck || need+=(shellcheck)
      ;;
    web)
      have_cmd brotli || need+=(brotli)
      /usr/bin/python3 -c 'import brotli' 2>/dev/null || need+=(python3-brotli) # scripts/wiremap.py
      have_cmd zip || need+=(zip)
      have_cmd patch || need+=(patch) # scripts/webmods.sh patches Fyne for the web build
      ;;
    wine)
      # Debian 12's wine64 is Wine 8; scripts/wine.sh adds what it lacks for Go programs.
      { have_cmd wine64 || [ -x /usr/lib/wine/wine64 ]; } || need+=(wine wine64)
      have_cmd x86_64-w64-mingw32-gcc || need+=(gcc-mingw-w64-x86-64)
      ;;
    *) echo "install-deps: unknown extra '$extra' (screenshot, package, lint, wine, web)" >&2; exit 2 ;;
  esac
done

browser=()
have_cmd chromium || have_cmd chromium-browser || have_cmd google-chrome || browser=(chromium)

if [ ${#need[@]} -eq 0 ] && [ ${#browser[@]} -eq 0 ]; then
  echo "install-deps: all system packages present"
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
if [ ${#need[@]} -gt 0 ]; then
  echo "install-deps: installing ${need[*]}"
  $sudo apt-get install -y -q --no-install-recommends "${need[@]}"
fi
if [ ${#browser[@]} -gt 0 ]; then
  echo "install-deps: installing Debian's chromium (the web page's browser test)"
  if ! $sudo apt-get install -y -q --no-install-recommends chromium; then
    echo "install-deps: chromium could not be installed; the web page's browser test will skip" >&2
  fi
fi
