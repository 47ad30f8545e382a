#!/usr/bin/env bash
# Prints the newest glibc symbol version a Linux binary (or the one in a release tar.xz) needs: the
# oldest glibc it runs on. `make glibc`; the release workflow runs it on what it built.
set -euo pipefail
f=${1:?usage: scripts/glibc-needed.sh BINARY|TARBALL}
case "$f" in
  *.tar.xz)
    tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
    tar -C "$tmp" -xJf "$f"
    f=$(find "$tmp" -path '*/bin/tilesolve' -type f | head -n1)
    ;;
esac
vers=$(objdump -T "$f" | grep -o 'GLIBC_[0-9.]*' | sort -u -t. -k1,1 -k2,2n -k3,3n)
echo "glibc symbol versions: $(tr "\n" " " <<<"$vers")"
echo "needs glibc >= $(echo "$vers" | tail -n1 | sed 's/GLIBC_//')"
