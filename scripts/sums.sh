#!/usr/bin/env bash
# Writes DIR/SHA256SUMS for every other file in DIR (`make sums`, the release workflow), then checks
# it: `sha256sum -c SHA256SUMS` in a download folder verifies a release the same way.
set -euo pipefail
dir=${1:-dist}
cd "$dir"
rm -f SHA256SUMS
files=$(find . -maxdepth 1 -type f ! -name SHA256SUMS ! -name '*.png' | sed 's,^\./,,' | LC_ALL=C sort)
[ -n "$files" ] || { echo "sums: no files in $dir" >&2; exit 1; }
# shellcheck disable=SC2086 # file names have no spaces (Tilesolve-<version>-<os>-<arch>.<ext>)
sha256sum $files >SHA256SUMS
sha256sum -c --quiet SHA256SUMS
cat SHA256SUMS
