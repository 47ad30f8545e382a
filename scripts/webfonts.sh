#!/usr/bin/env bash
# Writes web/fyne/fonts/: Fyne's bundled text fonts (Noto Sans regular, bold, italic, bold italic,
# DejaVu Sans Mono) cut to the characters the page can show, for the web build (scripts/webmods.sh
# puts them in place of Fyne's). Latin (with Latin-1 and Extended-A and -B, for names in European
# languages), Greek and Cyrillic, punctuation, currency, letterlike symbols, arrows, mathematical
# and technical symbols, box drawing and geometric shapes: every character the app's words use
# (scripts/webfonts.sh --check lists any that are not), in 0.27 MB on the wire against 0.93 MB.
# The hinting goes too: Fyne draws the outlines itself and never reads it.
# Run it again after a Fyne update; it needs Debian's python3-fonttools.
set -euo pipefail
cd "$(dirname "$0")/.."

unicodes="U+0020-007E,U+00A0-024F,U+0370-03FF,U+0400-04FF,U+2000-206F,U+20A0-20CF,U+2100-214F"
unicodes+=",U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2500-25FF"

if [ "${1:-}" = --check ]; then
  # The characters of the app's Go source outside those ranges.
  find . -name '*.go' ! -name '*_test.go' ! -path './cmd/*' -print0 | xargs -0 cat | /usr/bin/python3 -c '
import sys
ranges = [tuple(int(x, 16) for x in r[2:].split("-")) for r in sys.argv[1].split(",")]
out = sorted({c for c in sys.stdin.read() if ord(c) > 0x7e and not any(a <= ord(c) <= b for a, b in ranges)})
print("".join(out) or "every character the app writes is in the web fonts")
sys.exit(1 if out else 0)' "$unicodes"
  exit
fi

fonts="$(go list -m -f '{{.Dir}}' fyne.io/fyne/v2)/theme/font"
out=web/fyne/fonts
mkdir -p "$out"
for f in NotoSans-Regular NotoSans-Bold NotoSans-Italic NotoSans-BoldItalic DejaVuSansMono-Powerline; do
  /usr/bin/python3 -m fontTools.subset "$fonts/$f.ttf" --unicodes="$unicodes" --no-hinting \
    --output-file="$out/$f.ttf" 2>/dev/null
done
install -m 644 "$fonts/LICENSE.txt" "$fonts/LICENSE_DejaVu-Powerline.txt" "$out/"
ls -l "$out"
