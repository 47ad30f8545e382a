#!/usr/bin/env bash
# Every check, as `make test` and CI run it: system packages when missing, gofmt and go vet, the
# engine's tests without cgo, the UI's headless tests, every benchmark once, and the real app under
# Xvfb. Ends with one line counting every test: "tests: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp /tmp/tilesolve-test.XXXXXX)
trap 'rm -f "$log"' EXIT
failed=0
step() { # step NAME COMMAND...: run it, keep its output, remember a failure
  echo "== $1"
  shift
  if ! "$@" 2>&1 | tee -a "$log"; then
    failed=1
  fi
}

scripts/install-deps.sh web || exit 1 # web: the browser tests build the site as make web does
go version

bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './.git/*'))
if [ -n "$bad" ]; then
  echo "gofmt would change: $bad"
  failed=1
fi
step "go vet" go vet ./...
# staticcheck, and deadcode over the three programs (pinned; scripts/lint.sh says why three).
step "staticcheck and deadcode" scripts/lint.sh
# The engine must build and pass without cgo, so it can be reused and benchmarked anywhere.
# Every package but the UI (the root and app/) is engine: new ones (pdb/, play/...) are tested here
# without anyone having to list them.
engine=$(go list ./... | grep -vE '^github.com/tilesolve/tilesolve(/app(/.*)?)?$')
step "engine tests (CGO_ENABLED=0)" env CGO_ENABLED=0 go test -count=1 -v $engine
step "the engine as a library (another module, no cgo)" scripts/library-check.sh
# The race detector over the tests that run the engine's goroutines (parallel IDA* and beams, the
# improvement, the database cache, the app state's solve, hint, autoplay and coach runs and a bug on each): 14 s on the
# project's 2-core machine once built (a fresh machine first compiles them with the detector). Only those: the whole of astar, solver and session under -race
# takes over 10 minutes, and the improvement's timed tests lose their time to the detector.
step "race detector (concurrent tests)" go test -count=1 -race -short \
  -run 'Parallel|Shard|Panic|SolveWorkersStop|DatabaseCache|InternalError|Cancel|ImproveCancelKeepsBest|ImproveWithBlockDatabases|SolveRun|Hint|Autoplay|Coach|EngineBug|TestCache|ImproveTakesBlockDatabases' \
  ./astar/... ./solver ./session ./pdb ./reduction
# The UI's tests run headless on fyne.io/fyne/v2/test: no display. The page's tests (app/webtest)
# build the site and run Chromium through database builds: minutes, more on a loaded machine than
# go test's default 10-minute limit for one package.
step "app tests (headless)" go test -count=1 -timeout 40m -v ./app/... .
# Each benchmark once, so none rots between `make bench` runs; their figures are not checked here.
step "benchmarks, one run each" go test -count=1 -run '^$' -bench . -benchtime 1x ./...
step "smoke test (real window under Xvfb)" scripts/smoke.sh

passed=$(grep -cE '^\s*--- PASS' "$log")
fails=$(grep -cE '^\s*--- FAIL|^FAIL|^panic:' "$log")
# The smoke test ends with "smoke: N passed, M failed".
smoke_passed=$(sed -n 's/^smoke: \([0-9]*\) passed, [0-9]* failed$/\1/p' "$log" | tail -n 1)
smoke_failed=$(sed -n 's/^smoke: [0-9]* passed, \([0-9]*\) failed$/\1/p' "$log" | tail -n 1)
passed=$((passed + ${smoke_passed:-0}))
fails=$((fails + ${smoke_failed:-0}))
[ "$fails" -gt 0 ] && failed=1
if [ "$failed" -ne 0 ] && [ "$fails" -eq 0 ]; then
  fails=1 # a step failed without a test saying so (gofmt, vet, build, smoke)
fi
echo "tests: $passed passed, $fails failed"
exit "$failed"
