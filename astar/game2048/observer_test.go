package game2048

import (
	"context"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// TestObserverBestFirst4 records BestFirst on a 2048 board: one expansion heard per state
// expanded, the first the start, each parent heard before its child.
func TestObserverBestFirst4(t *testing.T) {
	g, err := board.NewGame2048(board.NewGrid(4, []int{2, 2, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2}), 64, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	s4, ok := NewGame4(g)
	if !ok {
		t.Fatal("not a 4x4 board")
	}
	var heard []astar.Expansion[*board.Game2048]
	observe := func(e *astar.Expansion[*board.Game2048]) {
		heard = append(heard, *e)
		e.Waiting(4) // listing the frontier must not disturb the search
	}
	res, err := BestFirst(context.Background(), s4, board.Board4.LeftWeightedScore, astar.Options[*board.Game2048]{Observer: observe})
	moves, stats := res.Moves, res.Stats
	if err != nil || moves == nil {
		t.Fatal(moves, err)
	}
	last := heard[len(heard)-1]
	if len(heard) != stats.Expanded+1 || !last.Goal || pathLen(heard) != len(moves) || last.G != len(moves) {
		t.Fatalf("heard %d for %d expanded (goal %v), path %d for %d moves", len(heard), stats.Expanded, last.Goal, pathLen(heard), len(moves))
	}
	seen := map[int]bool{-1: true}
	for i, e := range heard {
		if !seen[e.Parent] || e.Priority != int(board.Board4.LeftWeightedScore(mustBoard4(t, e.State))) {
			t.Fatalf("expansion %d: parent %d not heard before, or priority %d", i, e.Parent, e.Priority)
		}
		seen[e.Node] = true
	}
}

func mustBoard4(t *testing.T, g *board.Game2048) board.Board4 {
	b, ok := board.NewBoard4(g)
	if !ok {
		t.Fatal("not a 4x4 board")
	}
	return b
}

// pathLen is the moves along the Parents heard back from the last expansion.
func pathLen(heard []astar.Expansion[*board.Game2048]) int {
	at := map[int]int{}
	for i, e := range heard {
		at[e.Node] = i
	}
	n := 0
	for i := len(heard) - 1; heard[i].Parent >= 0; i = at[heard[i].Parent] {
		n++
	}
	return n
}
