#!/usr/bin/env bash
# The engine as someone else's program uses it: a module outside this one that requires
# github.com/tilesolve/tilesolve (replaced by this checkout), imports board, solver, astar and pdb,
# builds without cgo, pulls in no Fyne, and runs: a 15-puzzle whose databases it builds hears
# Progress about every ProgressEvery. Ends with "library: N passed, M failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d /tmp/tilesolve-library.XXXXXX)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/go.mod" <<MOD
module example.com/uses-tilesolve

go 1.26

require github.com/tilesolve/tilesolve v0.0.0

replace github.com/tilesolve/tilesolve => $repo
MOD
cat >"$dir/main.go" <<'GO'
package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/solver"
)

func main() {
	g, err := board.Read(strings.NewReader("3\n1 2 3\n4 0 6\n7 5 8\n"))
	if err != nil {
		panic(err)
	}
	b, err := board.New(g, board.KindAuto, board.Settings{})
	if err != nil {
		panic(err)
	}
	sol, err := solver.Solve(context.Background(), b, solver.Config{})
	if err != nil {
		panic(err)
	}
	fmt.Println("solver:", sol.Moves, "moves, proven", sol.Proven)
	p := astar.Problem[int, int, string]{
		Start: 1,
		Successors: func(n int, visit func(string, int)) {
			visit("+1", n+1)
			visit("x2", 2*n)
		},
		Key:    func(n int) int { return n },
		IsGoal: func(n int) bool { return n == 10 },
	}
	res, err := astar.AStar(context.Background(), p, astar.Options[int]{MaxNodes: 1000})
	fmt.Println("astar:", res.Moves, err)
	dbDir, err := os.MkdirTemp("", "pdb")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dbDir)
	db, _, err := pdb.LoadOrBuild(context.Background(), pdb.Partition3x3Exact, pdb.DirStore(dbDir), nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("pdb:", db.Estimate([]uint8{6, 0, 1, 2, 3, 4, 5, 7, 8}))

	// A 15-puzzle with its databases still to build hears Progress about every ProgressEvery,
	// the build's reports included.
	g15, err := board.Read(strings.NewReader("4\n5 1 2 3\n9 6 7 4\n13 10 11 8\n0 14 15 12\n"))
	if err != nil {
		panic(err)
	}
	b15, err := board.New(g15, board.KindAuto, board.Settings{})
	if err != nil {
		panic(err)
	}
	cold, err := os.MkdirTemp("", "pdb15")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(cold)
	const every = 500 * time.Millisecond
	heard, began := 0, time.Now()
	if _, err := solver.Solve(context.Background(), b15, solver.Config{DatabaseDir: cold, ProgressEvery: every,
		Progress: func(solver.Progress) { heard++ }}); err != nil {
		panic(err)
	}
	elapsed := time.Since(began)
	// The search adds a report as each IDA* iteration starts and one at its end.
	if most := int(elapsed/every)*5/4 + 5; heard < 1 || heard > most {
		fmt.Printf("progress: heard %d times in %v at one every %v (want 1 to %d)\n", heard, elapsed, every, most)
	} else {
		fmt.Println("progress: about every ProgressEvery")
	}
}
GO
want='solver: 2 moves, proven true
astar: [+1 x2 +1 x2] <nil>
pdb: 2
progress: about every ProgressEvery'
passed=0 failed=0
check() { # check NAME CONDITION-COMMAND...
  if "${@:2}"; then
    echo "--- PASS: library $1"
    passed=$((passed + 1))
  else
    echo "--- FAIL: library $1"
    failed=$((failed + 1))
  fi
}
cd "$dir" || exit 1
check "builds without cgo" env CGO_ENABLED=0 go build -o uses-tilesolve .
check "pulls in no Fyne" bash -c '! CGO_ENABLED=0 go list -deps . | grep -q fyne.io'
got=$(./uses-tilesolve 2>&1)
check "runs: $(echo "$got" | tr '\n' ' ')" test "$got" = "$want"
echo "library: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
