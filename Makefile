# The two commands in the README are `make run` and `make test`; each installs what is missing first.
# The first cgo build of Fyne takes several minutes; later builds come from Go's cache.

GO ?= go
# Every package but the UI (the root and app/): board, astar, solver, pdb, play, cmd.
ENGINE = $(shell $(GO) list ./... | grep -vE '^github.com/tilesolve/tilesolve(/app(/.*)?)?$$')

.PHONY: web serve-web deps run cli test test-engine test-app smoke bench compare frametime fuzz screenshot docs-gifs package clean \
	package-check test-wine vet-cross lint lint-workflows icons version sums glibc

deps:
	@scripts/install-deps.sh

## run: start the app on the bundled default puzzle (Board10, goal 2048)
run: deps
	$(GO) run .

## web: the web page, a static site in dist/web/ (index.html, loader, service worker, wasm with .gz and .br, icon, manifest)
web:
	@scripts/install-deps.sh web
	scripts/web.sh dist/web

## serve-web: serve dist/web/ on http://localhost:8080/ (make web first), the wasm compressed
serve-web:
	$(GO) run ./cmd/serve-web -dir dist/web -addr localhost:8080

## cli: the headless solver on the bundled sample
cli:
	CGO_ENABLED=0 $(GO) run ./cmd/tilesolve solve -goal 2048 resources/board10.txt

## test: every check CI runs (see scripts/test.sh), ending with "tests: N passed, M failed"
test:
	scripts/test.sh

# The engine builds and tests without cgo, so it can be reused anywhere (CI runs this on Windows
# and macOS too).
test-engine:
	scripts/test-engine.sh

# UI tests run headless on fyne.io/fyne/v2/test: no display needed.
test-app:
	$(GO) test -count=1 ./app/... .

# The real app in a real window under Xvfb: starts, renders, and exits cleanly.
smoke:
	scripts/smoke.sh

bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem $(ENGINE)
	$(GO) test -run '^$$' -bench . -benchmem ./app/...

## compare: two builds' figures side by side, alternating (make compare OLD=a1e180b NEW=HEAD; see scripts/compare-builds.sh)
OLD ?= main
NEW ?= HEAD
compare:
	scripts/compare-builds.sh $(OLD) $(NEW)

## frametime: the real app's frame times while scrubbing, under Xvfb with software OpenGL
frametime:
	@scripts/install-deps.sh screenshot
	scripts/frametime.sh

fuzz:
	CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz FuzzRead -fuzztime 60s ./board

screenshot:
	@scripts/install-deps.sh screenshot
	scripts/screenshot.sh
	scripts/screenshot-board.sh

## docs-gifs: docs/board10-solution.gif, docs/puzzle4x4-solution.gif and docs/astar-looked-at.gif, written by Export Animation's code
docs-gifs:
	$(GO) test -count=1 -run '^TestWriteDocsGIFs$$' ./app -docs-gifs $(CURDIR)/docs

## package: dist/Tilesolve-<version>-linux-amd64.tar.xz and -windows-amd64.zip (docs/packaging.md)
package:
	@scripts/install-deps.sh package
	scripts/package.sh

## package-check: both artifacts start under Xvfb (the exe under Wine); screenshots in dist/
package-check:
	@scripts/install-deps.sh package screenshot wine
	scripts/package-check.sh

## test-wine: the engine's tests built for Windows, run under Wine (minutes; not part of `make test`)
test-wine:
	@scripts/install-deps.sh wine
	scripts/test-wine.sh

# go vet of every package for Windows (the app's with mingw-w64) and for the web page (js/wasm:
# no cgo there), and of the engine for macOS; the app's macOS vet needs cgo with Apple's SDK and
# runs on CI's macOS runner.
vet-cross:
	@scripts/install-deps.sh package
	CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc $(GO) vet ./...
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) vet $(ENGINE)
	CGO_ENABLED=0 GOOS=darwin GOARCH=arm64 $(GO) vet $(ENGINE)
	CGO_ENABLED=0 GOOS=darwin GOARCH=amd64 $(GO) vet $(ENGINE)
	CGO_ENABLED=0 GOOS=js GOARCH=wasm $(GO) vet ./...

## lint: staticcheck, and deadcode over the desktop app, the CLI and the web build (scripts/lint.sh); make test runs it
lint:
	scripts/lint.sh

# actionlint, pinned, from the Go module proxy (not a go.mod tool: it would add its modules to ours).
ACTIONLINT = github.com/rhysd/actionlint/cmd/actionlint@v1.7.12
lint-workflows:
	@scripts/install-deps.sh lint
	GOFLAGS= $(GO) run $(ACTIONLINT) -no-color .github/workflows/*.yml

## icons: resources/icons/, the hicolor sizes, from resources/icon.png
icons:
	@scripts/install-deps.sh screenshot
	scripts/icons.sh

## version: the version scripts/version.sh derives from git (what the package and About show)
version:
	@scripts/version.sh

sums:
	scripts/sums.sh dist

## glibc: the oldest glibc the packaged Linux binary runs on
glibc:
	scripts/glibc-needed.sh $$(ls -t dist/*-linux-amd64.tar.xz | head -n1)

clean:
	rm -rf bin dist app/testdata/failed app/boardview/testdata/failed
