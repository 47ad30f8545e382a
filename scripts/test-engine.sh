#!/usr/bin/env bash
# The engine's tests without cgo (every package but the root and app/): `make test-engine`, and
# CI's Windows and macOS runners (bash there too).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC2046 # one package path per word
CGO_ENABLED=0 go test -count=1 "$@" $(go list ./... | grep -vE '^github.com/tilesolve/tilesolve(/app(/.*)?)?$')
