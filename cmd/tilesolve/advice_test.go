package main

import (
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// The command line prints the solver's advice, the one the app words for its menus (see
// solver.TestAdviceSameInBothWordings), not a copy of its own.
func TestStoppedPrintsTheSolversAdvice(t *testing.T) {
	_, _, errOut := cli("solve", "-goal", "65536", "-algo", "best-first", "-max-nodes", "2000", "testdata/lone-two.txt")
	b, err := board.New(board.LoneTwo(4), board.Kind2048, board.Settings{Goal: 65536, Spawn: board.RightColumn})
	if err != nil {
		t.Fatal(err)
	}
	stop := &solver.StopError{Phase: solver.PhaseSearch, Limit: solver.LimitNodes, Cap: 2000}
	cfg := solver.Config{Algorithm: "best-first", MaxNodes: 2000, MaxMemory: int64(defaultSettings.maxMB) << 20}
	if want := words.Flags(solver.Advise(stop, b, cfg)); !strings.HasSuffix(errOut, ". "+want+"\n") {
		t.Errorf("stderr %q does not end with the solver's advice %q", errOut, want)
	}
}
