#!/usr/bin/env bash
# The engine's tests (every package that needs no cgo) built for Windows and run under Wine:
# `make test-wine`. Not part of `make test` (CI): the first run builds for Windows and sets up a Wine
# prefix, and the suite takes several minutes under Wine. Needs wine64 and mingw-w64
# (scripts/install-deps.sh wine); see scripts/wine.sh for the stand-in bcryptprimitives.dll.
#
# One more Wine 8 gap is bridged here, for this run only: Go 1.26's os.Remove on Windows deletes
# with NtSetInformationFile(FileDispositionInformationEx), which Wine 8 does not implement; Wine
# answers STATUS_NOT_IMPLEMENTED, which Go does not take as "unsupported", so every t.TempDir
# cleanup fails with "Invalid function". Windows 10 1607+ implements it, and Go falls back to the
# old call on STATUS_INVALID_INFO_CLASS and the like. The go command's -overlay gives the test
# builds a copy of internal/syscall/windows/at_windows.go that also falls back on Wine's answer;
# nothing we ship is built with it.
# Extra arguments go to `go test` (e.g. -run TestX); TEST_WINE_PKGS overrides the package list;
# TEST_WINE_TIMEOUT (default 40m) is go test's -timeout: under Wine on 2 busy cores the solver's
# tests took over the default 10 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

pkgs=${TEST_WINE_PKGS:-$(go list ./... | grep -vE '^github.com/tilesolve/tilesolve(/app(/.*)?)?$')}
tmp=$(mktemp -d /tmp/tilesolve-test-wine.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

at="$(go env GOROOT)/src/internal/syscall/windows/at_windows.go"
grep -q 'STATUS_NOT_SUPPORTED:' "$at" || { echo "test-wine: $at has changed; update the overlay" >&2; exit 1; }
sed 's/STATUS_NOT_SUPPORTED:/STATUS_NOT_SUPPORTED, NTStatus(0xC0000002) \/* Wine 8: STATUS_NOT_IMPLEMENTED *\/ :/' "$at" >"$tmp/at_windows.go"
printf '{"Replace": {"%s": "%s"}}\n' "$at" "$tmp/at_windows.go" >"$tmp/overlay.json"

echo "test-wine: GOOS=windows go test -exec scripts/wine.sh (Wine $("$(dirname "$0")/wine.sh" --version 2>/dev/null || echo '?'))"
# -p 1: one Wine test process at a time on a shared 2-core machine.
# shellcheck disable=SC2086 # one package path per word
CGO_ENABLED=0 GOOS=windows GOARCH=amd64 go test -count=1 -p 1 -timeout "${TEST_WINE_TIMEOUT:-40m}" -overlay "$tmp/overlay.json" \
  -exec "$PWD/scripts/wine.sh" "$@" $pkgs
