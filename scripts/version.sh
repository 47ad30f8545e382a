#!/usr/bin/env bash
# Prints the version of the source tree, derived from git and never kept by hand:
#   scripts/version.sh            the version: "1.2.3" at tag v1.2.3; "1.2.3-4-gabcdef0" four commits
#                                 after it; "0.0.0-155-ge1204c4" before any v* tag; "-dirty" appended
#                                 when the tree has uncommitted changes (git describe's form)
#   scripts/version.sh numeric    "1.2.3": the x.y.z that fyne package --app-version, macOS's
#                                 CFBundleShortVersionString and the Windows version resource take
#   scripts/version.sh build      the number of commits in the history: fyne's --app-build, the 4th
#                                 part of the Windows file version (1.2.3.155), macOS's CFBundleVersion
#   scripts/version.sh commit     the full commit hash
#   scripts/version.sh ldflags    the -X flags that stamp the version and commit into a binary
# Outside a git checkout (a source tarball), set TILESOLVE_VERSION (and TILESOLVE_COMMIT).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${TILESOLVE_VERSION-}" ]; then
  version=${TILESOLVE_VERSION#v}
  commit=${TILESOLVE_COMMIT-}
  build=${TILESOLVE_BUILD:-1}
elif git rev-parse --git-dir >/dev/null 2>&1; then
  commit=$(git rev-parse HEAD)
  build=$(git rev-list --count HEAD)
  if desc=$(git describe --tags --match 'v[0-9]*' --dirty 2>/dev/null); then
    version=${desc#v}
  else
    version="0.0.0-$build-g$(git rev-parse --short=7 HEAD)"
    [ -z "$(git status --porcelain --untracked-files=no)" ] || version+="-dirty"
  fi
else
  echo "version.sh: not a git checkout; set TILESOLVE_VERSION" >&2
  exit 1
fi

numeric=$(sed -n 's/^\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' <<<"$version")
[ -n "$numeric" ] || { echo "version.sh: '$version' does not start with x.y.z (tag v1.2.3)" >&2; exit 1; }

case "${1-version}" in
  version) echo "$version" ;;
  numeric) echo "$numeric" ;;
  build) echo "$build" ;;
  commit) echo "$commit" ;;
  ldflags) echo "-X=github.com/tilesolve/tilesolve/version.version=$version -X=github.com/tilesolve/tilesolve/version.commit=$commit" ;;
  *) echo "usage: scripts/version.sh [version|numeric|build|commit|ldflags]" >&2; exit 2 ;;
esac
