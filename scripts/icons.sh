#!/usr/bin/env bash
# Renders the hicolor icon sizes the Linux package installs (`make icons`), from the 512 px
# resources/icon.png (itself rendered from resources/icon.svg, see the SVG's first comment):
#   resources/icons/<N>x<N>.png for N in 16 24 32 48 64 128 256 (512 is resources/icon.png itself)
# They are committed, so packaging needs no image tools. Needs ImageMagick (scripts/install-deps.sh
# screenshot).
set -euo pipefail
cd "$(dirname "$0")/.."
convert=/usr/bin/convert
[ -x "$convert" ] || convert=convert
mkdir -p resources/icons
for n in 16 24 32 48 64 128 256; do
  "$convert" resources/icon.png -filter Lanczos -resize "${n}x${n}" -strip "PNG32:resources/icons/${n}x${n}.png"
done
ls -l resources/icons
