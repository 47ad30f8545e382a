#!/usr/bin/env bash
# Builds the release artifacts into dist/ (called by `make package` after
# `scripts/install-deps.sh package`):
#   dist/Tilesolve-<version>-linux-amd64.tar.xz   fyne's tarball: tilesolve/Makefile + usr/local/{bin,share}
#   dist/Tilesolve-<version>-windows-amd64.exe    cross-built with mingw-w64, icon and version embedded
# Name, app ID, version, build number and icon come from FyneApp.toml. Both are release builds
# (fyne package --release: -trimpath, -ldflags "-s -w", -tags release). The first run compiles
# everything from scratch for each target (minutes on 2 cores); later runs come from Go's cache.
# Set PACKAGE_TARGETS="linux" or "windows" to build only one.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=${PACKAGE_TARGETS:-"linux windows"}
version=$(sed -n 's/^[[:space:]]*Version[[:space:]]*=[[:space:]]*"\(.*\)".*/\1/p' FyneApp.toml | head -n1)
[ -n "$version" ] || { echo "package: no Version in FyneApp.toml" >&2; exit 1; }
mkdir -p dist

tmp=$(mktemp -d /tmp/tilesolve-package.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# Package from a copy of the work tree (tracked and untracked, not ignored files): `fyne package`
# writes fyne_metadata_init.go, tmp-pkg/ and fyne.syso into the source directory while it builds
# and bumps Build in FyneApp.toml (rewriting it without comments) when done. In the copy none of
# that touches the real tree. -trimpath keeps Go's build cache valid across the two directories.
src="$tmp/src"
mkdir "$src"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard |
    tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -C "$src" -xf -
else
  tar --exclude=./.git --exclude=./dist --exclude=./bin -cf - . | tar -C "$src" -xf -
fi
[ -f "$src/go.mod" ] && [ -f "$src/FyneApp.toml" ] || { echo "package: copying the tree failed" >&2; exit 1; }
dist="$PWD/dist"
toml="$tmp/FyneApp.toml"
cp FyneApp.toml "$toml"

# `GOOS=windows go tool fyne` would build the fyne tool itself for Windows, so build it once for
# this machine and call the binary.
fyne="$tmp/fyne"
env -u GOOS -u GOARCH -u CC -u CGO_LDFLAGS go build -o "$fyne" fyne.io/tools/cmd/fyne
cd "$src"

summary=()
for target in $targets; do
  start=$SECONDS
  cp "$toml" FyneApp.toml # undo the previous target's Build bump: both get the committed number
  case "$target" in
    linux)
      out="$dist/Tilesolve-$version-linux-amd64.tar.xz"
      echo "package: linux -> dist/${out##*/}"
      rm -f Tilesolve.tar.xz "$out"
      "$fyne" package -os linux --release
      # fyne.io/tools v1.7.2's Makefile names the icon without its .png, so `make install` stops
      # with "cannot stat usr/local/share/pixmaps/io.github.tilesolve" (fyne-io/tools#139). Repack
      # with Icon := "<id>.png"; the .desktop file's Icon=<id> (a name, no extension) is right.
      mkdir "$tmp/tar"
      tar -C "$tmp/tar" -xJf Tilesolve.tar.xz
      rm Tilesolve.tar.xz
      mk="$tmp/tar/tilesolve/Makefile"
      icon=$(sed -n 's/^Icon := "\(.*\)"$/\1/p' "$mk")
      pix=$(find "$tmp/tar/tilesolve/usr" -type d -name pixmaps -print -quit)
      if [ -n "$icon" ] && [ ! -e "$pix/$icon" ] && [ -e "$pix/$icon.png" ]; then
        sed -i "s/^Icon := \"$icon\"\$/Icon := \"$icon.png\"/" "$mk"
      fi
      tar -C "$tmp/tar" --owner=0 --group=0 --numeric-owner -cJf "$out" tilesolve
      # The tarball's own install must work: try it into a scratch DESTDIR.
      make -s -C "$tmp/tar/tilesolve" install DESTDIR="$tmp/root" >/dev/null
      for f in bin/tilesolve share/applications/io.github.tilesolve.desktop \
        share/pixmaps/io.github.tilesolve.png; do
        [ -f "$tmp/root/usr/$f" ] || { echo "package: make install did not install $f" >&2; exit 1; }
      done
      listing=$(tar tJf "$out")
      for want in 'bin/tilesolve$' 'share/applications/io\.github\.tilesolve\.desktop$' \
        'share/pixmaps/io\.github\.tilesolve\.png$' '/Makefile$'; do
        grep -q "$want" <<<"$listing" || { echo "package: $out lacks $want" >&2; exit 1; }
      done
      echo "$listing"
      ;;
    windows)
      out="$dist/Tilesolve-$version-windows-amd64.exe"
      echo "package: windows -> dist/${out##*/}"
      command -v x86_64-w64-mingw32-gcc >/dev/null ||
        { echo "package: x86_64-w64-mingw32-gcc missing (gcc-mingw-w64-x86-64)" >&2; exit 1; }
      rm -f Tilesolve.exe "$out"
      # fyne adds -fstack-protector-strong -D_FORTIFY_SOURCE=3 to CGO_CFLAGS; mingw needs libssp.
      CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CGO_LDFLAGS=-l:libssp.a \
        "$fyne" package -os windows --release
      mv Tilesolve.exe "$out"
      # A PE32+ x86-64 GUI executable: "MZ", then at e_lfanew "PE\0\0", machine 0x8664, optional
      # header magic 0x20b and subsystem 2 (the same facts `file` reports, without needing it).
      u16() { od -An -tu2 -j "$1" -N2 "$out" | tr -d ' '; }
      u32() { od -An -tu4 -j "$1" -N4 "$out" | tr -d ' '; }
      pe=$(u32 60)
      if [ "$(head -c2 "$out")" != MZ ] || [ "$(u32 "$pe")" != 17744 ] || [ "$(u16 $((pe + 4)))" != 34404 ] ||
        [ "$(u16 $((pe + 24)))" != 523 ] || [ "$(u16 $((pe + 24 + 68)))" != 2 ]; then
        echo "package: $out is not a 64-bit Windows GUI executable" >&2
        exit 1
      fi
      if command -v file >/dev/null; then file "$out"; else echo "$out: PE32+ x86-64 GUI executable"; fi
      ;;
    *) echo "package: unknown target '$target' (linux, windows)" >&2; exit 2 ;;
  esac
  summary+=("$(printf '%-45s %6s KiB  %4ss' "dist/${out##*/}" "$(($(stat -c %s "$out") / 1024))" $((SECONDS - start)))")
done

echo "package: done"
printf '  %s\n' "${summary[@]}"
