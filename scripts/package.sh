#!/usr/bin/env bash
# Builds the release artifacts into dist/ (called by `make package` after
# `scripts/install-deps.sh package`):
#   dist/Tilesolve-<version>-linux-amd64.tar.xz     tilesolve/Makefile (packaging/linux/Makefile) and
#       usr/local/bin/tilesolve, share/applications/io.github.tilesolve.desktop, share/metainfo/
#       io.github.tilesolve.metainfo.xml, share/icons/hicolor/{16..512,scalable}/apps/, share/doc/tilesolve/LICENSE
#   dist/Tilesolve-<version>-windows-amd64.zip      Tilesolve.exe (icon and version resource) and LICENSE
#   dist/Tilesolve-<version>-macos-<arch>.zip       Tilesolve.app, ad-hoc signed (target darwin: on a Mac only)
# The version comes from scripts/version.sh (git describe of the v* tag): it names the files, goes
# to fyne package as --app-version/--app-build (the Windows file version is x.y.z.<commits>), and is
# stamped into the binaries with -ldflags -X (package version), so About shows the same.
# Name, app ID and icon come from FyneApp.toml. All are release builds (fyne package --release:
# -trimpath, -ldflags "-s -w", -tags release). The first run compiles everything from scratch for
# each target (minutes on 2 cores); later runs come from Go's cache.
# PACKAGE_TARGETS picks the targets: default "linux windows"; "darwin" on macOS, with GOARCH
# amd64 or arm64.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=${PACKAGE_TARGETS:-"linux windows"}
version=$(scripts/version.sh)
numeric=$(scripts/version.sh numeric)
build=$(scripts/version.sh build)
# fyne package takes -ldflags from GOFLAGS (only from there) and adds its own.
stamp=$(scripts/version.sh ldflags)
goflags="-ldflags=${stamp// / -ldflags=}"
echo "package: version $version (app version $numeric, build $build)"
meta=packaging/linux/io.github.tilesolve.metainfo.xml
if [ "$version" = "$numeric" ] && ! grep -q "<release version=\"$version\"" "$meta"; then
  echo "package: $meta has no <release version=\"$version\">: add the release's notes before tagging v$version" >&2
  exit 1
fi
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
  # GNU tar skips a tracked file deleted in the work tree; macOS's bsdtar lacks the option.
  ignore=--ignore-failed-read
  tar --version 2>/dev/null | grep -q 'GNU tar' || ignore=
  git ls-files -z --cached --others --exclude-standard |
    tar --null -T - $ignore -cf - 2>/dev/null | tar -C "$src" -xf -
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
fynepkg() { GOFLAGS="$goflags" "$fyne" package --release --app-version "$numeric" --app-build "$build" "$@"; }
repo=$PWD
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
      fynepkg -os linux
      # fyne's archive holds the binary, a .desktop file, one pixmap and a Makefile that cannot
      # install it (fyne-io/tools#139). Keep its binary; the rest comes from packaging/linux and
      # resources/: our .desktop (Exec=tilesolve %f, MimeType), the AppStream metainfo, the hicolor
      # icons 16..512 and the SVG, the LICENSE, and a Makefile that installs all of them.
      rm -rf "$tmp/tar" && mkdir "$tmp/tar"
      tar -C "$tmp/tar" -xJf Tilesolve.tar.xz
      rm Tilesolve.tar.xz
      top="$tmp/tar/tilesolve"
      u="$top/usr/local"
      [ -x "$u/bin/tilesolve" ] || { echo "package: fyne's archive has no usr/local/bin/tilesolve" >&2; exit 1; }
      rm -rf "$u/share" "$top/Makefile"
      install -Dm0644 packaging/linux/Makefile "$top/Makefile"
      install -Dm0644 packaging/linux/io.github.tilesolve.desktop "$u/share/applications/io.github.tilesolve.desktop"
      install -Dm0644 "$meta" "$u/share/metainfo/io.github.tilesolve.metainfo.xml"
      if [ "$version" = "$numeric" ]; then # a tagged release: screenshots as of that tag
        sed -i "s,/tilesolve/tilesolve/main/docs/,/tilesolve/tilesolve/v$version/docs/,g" "$u/share/metainfo/io.github.tilesolve.metainfo.xml"
      fi
      for n in 16 24 32 48 64 128 256; do
        install -Dm0644 "resources/icons/${n}x$n.png" "$u/share/icons/hicolor/${n}x$n/apps/io.github.tilesolve.png"
      done
      install -Dm0644 resources/icon.png "$u/share/icons/hicolor/512x512/apps/io.github.tilesolve.png"
      install -Dm0644 resources/icon.svg "$u/share/icons/hicolor/scalable/apps/io.github.tilesolve.svg"
      install -Dm0644 LICENSE "$u/share/doc/tilesolve/LICENSE"
      # Both files must pass their validators (skipped, and said, where a tool is missing).
      if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$u/share/applications/io.github.tilesolve.desktop"
        echo "package: desktop-file-validate: ok"
      else
        echo "package: desktop-file-validate missing (desktop-file-utils): .desktop NOT validated" >&2
      fi
      if command -v appstreamcli >/dev/null; then
        # --no-net: the screenshot URLs exist only once the repository is published.
        appstreamcli validate --pedantic --no-net "$u/share/metainfo/io.github.tilesolve.metainfo.xml"
      else
        echo "package: appstreamcli missing (appstream): metainfo NOT validated" >&2
      fi
      # Every screenshot the metainfo names is one of docs/.
      grep -o 'docs/screenshot-[a-z0-9-]*\.png' "$meta" | sort -u | while read -r f; do
        [ -f "$f" ] || { echo "package: $meta names $f, which is not in the tree" >&2; exit 1; }
      done
      tar -C "$tmp/tar" --owner=0 --group=0 --numeric-owner --sort=name -cJf "$out" tilesolve
      # The archive's own Makefile must install everything: try both ways into scratch roots.
      make -s -C "$top" install DESTDIR="$tmp/root" >/dev/null
      make -s -C "$top" user-install HOME="$tmp/home" >/dev/null
      for f in bin/tilesolve share/applications/io.github.tilesolve.desktop \
        share/metainfo/io.github.tilesolve.metainfo.xml share/icons/hicolor/16x16/apps/io.github.tilesolve.png \
        share/icons/hicolor/512x512/apps/io.github.tilesolve.png share/icons/hicolor/scalable/apps/io.github.tilesolve.svg; do
        [ -f "$tmp/root/usr/$f" ] || { echo "package: make install did not install $f" >&2; exit 1; }
        [ -f "$tmp/home/.local/$f" ] || { echo "package: make user-install did not install $f" >&2; exit 1; }
      done
      grep -q "^Exec=$tmp/home/.local/bin/tilesolve %f$" "$tmp/home/.local/share/applications/io.github.tilesolve.desktop" ||
        { echo "package: user-install's .desktop does not run ~/.local/bin/tilesolve" >&2; exit 1; }
      grep -aq "$version" "$u/bin/tilesolve" || { echo "package: the binary lacks the version stamp $version" >&2; exit 1; }
      echo "package: make user-install puts (under ~/.local):"
      (cd "$tmp/home/.local" && find . -type f | sort | sed 's,^\./,  ,')
      tar tJf "$out"
      ;;
    windows)
      out="$dist/Tilesolve-$version-windows-amd64.zip"
      echo "package: windows -> dist/${out##*/}"
      command -v x86_64-w64-mingw32-gcc >/dev/null ||
        { echo "package: x86_64-w64-mingw32-gcc missing (gcc-mingw-w64-x86-64)" >&2; exit 1; }
      rm -f Tilesolve.exe "$out"
      # fyne adds -fstack-protector-strong -D_FORTIFY_SOURCE=3 to CGO_CFLAGS; mingw needs libssp.
      CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CGO_LDFLAGS=-l:libssp.a \
        fynepkg -os windows
      exe=Tilesolve.exe
      # A PE32+ x86-64 GUI executable: "MZ", then at e_lfanew "PE\0\0", machine 0x8664, optional
      # header magic 0x20b and subsystem 2 (the same facts `file` reports, without needing it).
      u16() { od -An -tu2 -j "$1" -N2 "$exe" | tr -d ' '; }
      u32() { od -An -tu4 -j "$1" -N4 "$exe" | tr -d ' '; }
      pe=$(u32 60)
      if [ "$(head -c2 "$exe")" != MZ ] || [ "$(u32 "$pe")" != 17744 ] || [ "$(u16 $((pe + 4)))" != 34404 ] ||
        [ "$(u16 $((pe + 24)))" != 523 ] || [ "$(u16 $((pe + 24 + 68)))" != 2 ]; then
        echo "package: $exe is not a 64-bit Windows GUI executable" >&2
        exit 1
      fi
      # The version resource says x.y.z.<build> (UTF-16 in the exe) and the binary carries the stamp.
      resource=$(printf '%s' "$numeric.$build" | sed 's/\./\\./g; s/[0-9.]/&\\x00/g')
      LC_ALL=C grep -aqP "$resource" "$exe" ||
        { echo "package: $exe has no version resource $numeric.$build" >&2; exit 1; }
      grep -aq "$version" "$exe" || { echo "package: $exe lacks the version stamp $version" >&2; exit 1; }
      echo "package: $exe: version resource $numeric.$build, stamp $version"
      cp "$repo/LICENSE" LICENSE.txt
      zip -q -X "$out" "$exe" LICENSE.txt
      rm -f "$exe" LICENSE.txt
      unzip -l "$out"
      ;;
    darwin)
      [ "$(uname -s)" = Darwin ] || { echo "package: darwin needs macOS (Xcode's SDK and clang)" >&2; exit 1; }
      arch=${GOARCH:-$(go env GOARCH)}
      out="$dist/Tilesolve-$version-macos-$arch.zip"
      echo "package: darwin/$arch -> dist/${out##*/}"
      rm -rf Tilesolve.app "$out"
      GOARCH=$arch CGO_ENABLED=1 fynepkg -os darwin
      # Ad-hoc signature (no Apple certificate): arm64 Macs run only signed code, and Gatekeeper
      # then offers "Open Anyway" (docs/packaging.md).
      codesign --force --deep --sign - Tilesolve.app
      codesign --verify --deep --strict Tilesolve.app
      lipo -archs Tilesolve.app/Contents/MacOS/* | grep -qw "$( [ "$arch" = amd64 ] && echo x86_64 || echo arm64)" ||
        { echo "package: Tilesolve.app is not built for $arch" >&2; exit 1; }
      ditto -c -k --keepParent Tilesolve.app "$out"
      rm -rf Tilesolve.app
      ;;
    *) echo "package: unknown target '$target' (linux, windows, darwin)" >&2; exit 2 ;;
  esac
  summary+=("$(printf '%-45s %6s KiB  %4ss' "dist/${out##*/}" "$(($(wc -c <"$out") / 1024))" $((SECONDS - start)))")
done

echo "package: done"
printf '  %s\n' "${summary[@]}"
