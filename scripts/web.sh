#!/usr/bin/env bash
# Writes the web page, a static site any host serves, to dist/web/ (or $1):
#   index.html, loader.js, wasm_exec.js (Go's), tilesolve.wasm with .gz and .br beside it,
#   icon.png, manifest.webmanifest.
# Nothing is fetched at run time but these files. The wasm is compressed ahead of time so a host
# that serves such files (cmd/serve-web, nginx's gzip_static, most static hosts) sends it small;
# the sizes are printed. The version stamp is the one scripts/version.sh gives the desktop builds.
# WEB_BROTLI=0 skips brotli (quality 11 takes minutes on a 40 MB wasm; the browser test serves the
# gzip file), WEB_BROTLI=N sets its quality. WEB_NAMES=1 keeps the functions' names in the wasm
# (for Chromium's profiler: app/webtest's TestProfileSolves).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-dist/web}
mkdir -p "$out"
rm -f "$out"/tilesolve.wasm "$out"/tilesolve.wasm.gz "$out"/tilesolve.wasm.br

strip=-s
[ "${WEB_NAMES:-0}" = 1 ] && strip=
start=$SECONDS
GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -tags release \
  -ldflags "$strip -w $(scripts/version.sh ldflags)" -o "$out/tilesolve.wasm" .
echo "web: built tilesolve.wasm in $((SECONDS - start)) s"

raw=$(wc -c <"$out/tilesolve.wasm")
sed "s/@WASM_SIZE@/$raw/" web/index.html >"$out/index.html"
cp web/loader.js web/manifest.webmanifest "$out/"
cp resources/icon.png "$out/icon.png"
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"

gzip -9 -n -k -f "$out/tilesolve.wasm"
sizes="raw $((raw / 1024)) KB, gzip $(($(wc -c <"$out/tilesolve.wasm.gz") / 1024)) KB"
quality=${WEB_BROTLI:-11}
if [ "$quality" != 0 ] && command -v brotli >/dev/null 2>&1; then
  brotli -q "$quality" -f -o "$out/tilesolve.wasm.br" "$out/tilesolve.wasm"
  sizes="$sizes, brotli $(($(wc -c <"$out/tilesolve.wasm.br") / 1024)) KB"
fi
echo "web: $out/tilesolve.wasm: $sizes"
