#!/usr/bin/env bash
# Static checks beyond go vet, with pinned versions: staticcheck over every package, and deadcode
# over the three programs built from this tree (the desktop app, the CLI, and the app built for the
# web page). A function is reported only when none of the three reaches it: the page's own code
# (pageView, the download, the phone layout) is live in the web build though the desktop never
# calls it. Exits non-zero on any finding.
set -uo pipefail
cd "$(dirname "$0")/.."

# Built for this machine first: `GOOS=js go run` would build deadcode itself for the web.
bin=$(mktemp -d)
desktop=$(mktemp) web=$(mktemp)
trap 'rm -rf "$bin" "$desktop" "$web"' EXIT
for tool in honnef.co/go/tools/cmd/staticcheck@v0.8.2 golang.org/x/tools/cmd/deadcode@v0.52.0; do
  GOBIN=$bin go install "$tool" || exit 1
done
failed=0

echo "staticcheck ./..."
if ! "$bin/staticcheck" ./...; then
  failed=1
fi

# deadcode prints "file:line:col: unreachable func: name"; the same function has the same line in
# both builds, so the lines common to both lists are the functions no program reaches.
"$bin/deadcode" . ./cmd/tilesolve | sort >"$desktop" || failed=1
GOOS=js GOARCH=wasm "$bin/deadcode" . | sort >"$web" || failed=1
dead=$(comm -12 "$desktop" "$web")
echo "deadcode (desktop app, CLI, web page): $(printf '%s' "$dead" | grep -c . || true) functions no program reaches"
if [ -n "$dead" ]; then
  printf '%s\n' "$dead"
  failed=1
fi
exit "$failed"
