#!/usr/bin/env bash
# Prepares the modules the web build patches and prints the go.mod to build it with
# (`go build -modfile`): copies of Fyne and fyne-io's glfw-js at go.mod's versions with
# web/fyne/*.patch applied and Fyne's text fonts replaced by web/fyne/fonts' (scripts/webfonts.sh),
# and a go.mod that is this tree's plus a replace of each. docs/web.md ("Smaller") says what the
# patches leave out and why. The copies live in a folder named after the hash of everything that
# makes them, under ${XDG_CACHE_HOME:-~/.cache}/tilesolve/web-modules, so the next build reuses
# them (and Go's build cache, which keys on their contents, stays warm).
set -euo pipefail
cd "$(dirname "$0")/.."

root=${XDG_CACHE_HOME:-$HOME/.cache}/tilesolve/web-modules
fyne=fyne.io/fyne/v2
glfw=github.com/fyne-io/glfw-js
fyne_dir=$(go list -m -f '{{.Dir}}' "$fyne")
glfw_dir=$(go list -m -f '{{.Dir}}' "$glfw")
if [ -z "$fyne_dir" ] || [ -z "$glfw_dir" ]; then
  go mod download "$fyne" "$glfw"
  fyne_dir=$(go list -m -f '{{.Dir}}' "$fyne")
  glfw_dir=$(go list -m -f '{{.Dir}}' "$glfw")
fi
key=$(cat go.mod go.sum web/fyne/*.patch web/fyne/fonts/* scripts/webmods.sh | sha256sum | cut -c1-16)
dir=$root/$key
if [ ! -f "$dir/go.mod" ]; then
  mkdir -p "$root"
  tmp=$(mktemp -d "$root/.new-XXXXXX")
  cp -r "$fyne_dir" "$tmp/fyne"
  cp -r "$glfw_dir" "$tmp/glfw-js"
  chmod -R u+w "$tmp"
  patch -d "$tmp/fyne" -p1 --no-backup-if-mismatch -s <web/fyne/fyne.patch
  patch -d "$tmp/glfw-js" -p1 --no-backup-if-mismatch -s <web/fyne/glfw-js.patch
  for f in web/fyne/fonts/*.ttf; do
    [ -f "$tmp/fyne/theme/font/${f##*/}" ] || { echo "webmods: Fyne has no font ${f##*/}" >&2; exit 1; }
    cp "$f" "$tmp/fyne/theme/font/"
  done
  { cat go.mod; printf '\nreplace %s => %s\n\nreplace %s => %s\n' "$fyne" "$dir/fyne" "$glfw" "$dir/glfw-js"; } >"$tmp/go.mod"
  cp go.sum "$tmp/go.sum"
  # Another build may have made the same folder meanwhile: its copy is as good.
  mv -T "$tmp" "$dir" 2>/dev/null || rm -rf "$tmp"
fi
echo "$dir/go.mod"
