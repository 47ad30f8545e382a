#!/usr/bin/env bash
# Writes the web page, a static site any host serves, to dist/web/ (or $1):
#   index.html, loader.js, sw.js (the service worker that keeps the site), wasm_exec.js (Go's),
#   tilesolve.wasm with .gz and .br beside it, icon.png, manifest.webmanifest, and the learned
#   2048 player's weights (resources/2048-4x6.ntuple, already gzip inside: fetched only when that
#   player or its hint first needs them, never by the first load).
# Nothing is fetched at run time but these files. The wasm is built without Fyne's emoji font
# (no_emoji: 4 MB the app never draws), against Fyne with the web's patches (scripts/webmods.sh:
# 20 MB raw, 3.5 MB brotli, against 36 and 5.9) and compressed ahead of time so a host that serves such
# files (cmd/serve-web, nginx's gzip_static, most static hosts) sends it small; the sizes are
# printed (docs/web.md has the figures, and why binaryen's wasm-opt is not used).
# The site's version (a hash of its files) is stamped into index.html's URLs and sw.js, so a new
# release replaces what a browser keeps; the loading bar's map from unpacked to travelled bytes
# (scripts/wiremap.py) into index.html.
# WEB_BROTLI=0 skips brotli (quality 11 takes a minute or more on the 20 MB wasm; a wasm compressed
# before is taken from ~/.cache/tilesolve/web-brotli), WEB_BROTLI=N sets its quality.
# WEB_NAMES=1 keeps the functions' names in the wasm (for Chromium's profiler: app/webtest's
# TestProfileSolves).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-dist/web}
mkdir -p "$out"
rm -f "$out"/tilesolve.wasm "$out"/tilesolve.wasm.gz "$out"/tilesolve.wasm.br

strip=-s
[ "${WEB_NAMES:-0}" = 1 ] && strip=
start=$SECONDS
# Fyne's widgets and text shaping are built without inlining: 120 KB less on the wire; the
# engine's packages and the standard library keep it.
noinline=()
for pkg in fyne.io/... github.com/fyne-io/... github.com/go-text/...; do noinline+=(-gcflags="$pkg=-l"); done
# Fyne and glfw-js with the web's patches (scripts/webmods.sh: no net/http, no translations, the
# text fonts cut to the characters the page shows).
modfile=$(scripts/webmods.sh)
GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -modfile "$modfile" -trimpath -tags release,no_emoji "${noinline[@]}" \
  -ldflags "$strip -w $(scripts/version.sh ldflags)" -o "$out/tilesolve.wasm" .
echo "web: built tilesolve.wasm in $((SECONDS - start)) s"

gzip -9 -n -k -f "$out/tilesolve.wasm"
raw=$(wc -c <"$out/tilesolve.wasm")
gz=$(wc -c <"$out/tilesolve.wasm.gz")
sizes="raw $((raw / 1024)) KB, gzip $((gz / 1024)) KB"
br=0
quality=${WEB_BROTLI:-11}
if [ "$quality" != 0 ] && command -v brotli >/dev/null 2>&1; then
  start=$SECONDS
  # Brotli 11 takes a core for a minute or more: its output is kept by the wasm's hash, so a
  # build of the same tree (the browser tests', again) reuses it. The ten newest are kept.
  kept=${XDG_CACHE_HOME:-$HOME/.cache}/tilesolve/web-brotli
  mkdir -p "$kept"
  hash=$(sha256sum "$out/tilesolve.wasm" | cut -c1-32)
  how="kept"
  if [ ! -f "$kept/$hash-q$quality.br" ]; then
    trap 'rm -f "$kept/.$hash-$$.br"' EXIT # an interrupted build leaves no half file
    brotli -q "$quality" -f -o "$kept/.$hash-$$.br" "$out/tilesolve.wasm"
    mv -f "$kept/.$hash-$$.br" "$kept/$hash-q$quality.br"
    how="$((SECONDS - start)) s"
    find "$kept" -name '*.br' -printf '%T@ %p\n' | sort -rn | tail -n +11 | cut -d' ' -f2- | xargs -r rm -f
  fi
  cp "$kept/$hash-q$quality.br" "$out/tilesolve.wasm.br"
  br=$(wc -c <"$out/tilesolve.wasm.br")
  sizes="$sizes, brotli -q $quality $((br / 1024)) KB ($br bytes, $how)"
fi

cp web/loader.js web/manifest.webmanifest "$out/"
cp resources/icon.png "$out/icon.png"
cp resources/2048-4x6.ntuple "$out/2048-4x6.ntuple"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
# The version: the hash of everything the page runs, so that any change makes a new one.
version=$(cat "$out/tilesolve.wasm" "$out/loader.js" "$out/wasm_exec.js" web/index.html web/sw.js \
  "$out/manifest.webmanifest" "$out/icon.png" | sha256sum | cut -c1-16)
gzmap=$(scripts/wiremap.py "$out/tilesolve.wasm.gz")
brmap=
if [ "$br" != 0 ] && ! brmap=$(scripts/wiremap.py "$out/tilesolve.wasm.br"); then
  echo "web: no map of the brotli bytes (python3-brotli missing?): the loading bar will count unpacked bytes" >&2
  brmap=
fi
sed -e "s/@WASM_SIZE@/$raw/" -e "s/@VERSION@/$version/g" \
  -e "s/@GZIP_SIZE@/$gz/" -e "s/@GZIP_MAP@/$gzmap/" \
  -e "s/@BROTLI_SIZE@/$br/" -e "s/@BROTLI_MAP@/$brmap/" web/index.html >"$out/index.html"
sed "s/@VERSION@/$version/g" web/sw.js >"$out/sw.js"
echo "web: $out/tilesolve.wasm: $sizes; version $version"
