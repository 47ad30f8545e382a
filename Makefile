# The two commands in the README are `make run` and `make test`; each installs what is missing first.
# The first cgo build of Fyne takes several minutes; later builds come from Go's cache.

GO ?= go
# Every package but the UI (the root and app/): board, astar, solver, pdb, play, cmd.
ENGINE = $(shell $(GO) list ./... | grep -vE '^tilesolve(/app(/.*)?)?$$')

.PHONY: deps run cli test test-engine test-app smoke bench frametime fuzz screenshot package clean

deps:
	@scripts/install-deps.sh

## run: start the app on the bundled default puzzle (seed 000's Board10, goal 2048)
run: deps
	$(GO) run .

## cli: the headless solver on the bundled sample
cli:
	CGO_ENABLED=0 $(GO) run ./cmd/tilesolve solve -goal 2048 resources/board10.txt

## test: every check CI runs (see scripts/test.sh), ending with "tests: N passed, M failed"
test:
	scripts/test.sh

# The engine builds and tests without cgo, so it can be reused anywhere.
test-engine:
	CGO_ENABLED=0 $(GO) test -count=1 $(ENGINE)

# UI tests run headless on fyne.io/fyne/v2/test: no display needed.
test-app:
	$(GO) test -count=1 ./app/... .

# The real app in a real window under Xvfb: starts, renders, and exits cleanly.
smoke:
	scripts/smoke.sh

bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem $(ENGINE)
	$(GO) test -run '^$$' -bench . -benchmem ./app/...

## frametime: the real app's frame times while scrubbing, under Xvfb with software OpenGL
frametime:
	@scripts/install-deps.sh screenshot
	scripts/frametime.sh

fuzz:
	CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz FuzzRead -fuzztime 60s ./board

screenshot:
	@scripts/install-deps.sh screenshot
	scripts/screenshot.sh

package:
	@scripts/install-deps.sh package
	scripts/package.sh

clean:
	rm -rf bin dist app/testdata/failed
