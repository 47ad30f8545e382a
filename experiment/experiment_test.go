package experiment

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// TestBoardsAtDepths checks every board drawn against the breadth-first oracle written apart
// (testproblems.Exact3x3), and that the draws differ.
func TestBoardsAtDepths(t *testing.T) {
	dist := testproblems.Exact3x3()
	byDepth, err := BoardsAtDepths(context.Background(), []int{0, 3, 12, 31}, 20, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	for d, want := range map[int]int{0: 1, 3: 8, 12: 20, 31: 2} { // 8 boards 3 moves away; 31 moves: the two hardest
		ps := byDepth[d]
		seen := map[string]bool{}
		for _, p := range ps {
			var cells [9]uint8
			for i := range cells {
				tile := p.Tile(i)
				cells[i] = uint8(tile)
			}
			if dist[cells] != d || seen[p.Key()] {
				t.Fatalf("depth %d: a board %d moves away, or drawn twice", d, dist[cells])
			}
			seen[p.Key()] = true
		}
		if len(ps) != want {
			t.Errorf("depth %d: %d boards, want %d", d, len(ps), want)
		}
	}
	again, _ := BoardsAtDepths(context.Background(), []int{0, 3, 12, 31}, 20, rand.New(rand.NewPCG(1, 1)))
	for d, ps := range byDepth {
		for i, p := range ps {
			if !p.Equal(again[d][i]) {
				t.Fatalf("depth %d: the same seed drew another board %d", d, i)
			}
		}
	}
}

// TestRun runs a small experiment: every search answers at the depth, the
// figures are means over every board, and the stronger estimates expand fewer states.
func TestRun(t *testing.T) {
	var heard []Row
	rows, err := Run(context.Background(), []int{4, 10, 14}, 6, 2, 0, func(r Row) { heard = append(heard, r) })
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || len(heard) != 3 {
		t.Fatalf("%d rows, %d heard", len(rows), len(heard))
	}
	for _, r := range rows {
		for i, c := range r.Cells {
			if c.Boards != 6 || !c.LengthsAgreed || c.Expanded < float64(r.Depth) || c.BStar < 1 {
				t.Errorf("depth %d, %s: %+v", r.Depth, Searches[i].Name, c)
			}
		}
		ids, ham, man, lc := r.Cells[0], r.Cells[1], r.Cells[2], r.Cells[3]
		if r.Depth >= 10 && !(ids.Expanded > ham.Expanded && ham.Expanded > man.Expanded && man.Expanded >= lc.Expanded) {
			t.Errorf("depth %d: IDS %.0f, Hamming %.0f, Manhattan %.0f, linear conflicts %.0f", r.Depth, ids.Expanded, ham.Expanded, man.Expanded, lc.Expanded)
		}
	}
	// A budget stops iterative deepening, which then sits out the deeper depths.
	rows, err = Run(context.Background(), []int{10, 12}, 3, 2, 50, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := rows[0].Cells[0]; c.OverBudget != 3 || c.Boards != 0 {
		t.Errorf("budget 50 at depth 10: %+v", c)
	}
	if c := rows[1].Cells[0]; c.OverBudget != 0 || c.Boards != 0 || rows[1].Cells[2].Boards != 3 {
		t.Errorf("depth 12 after the budget: %+v", rows[1].Cells)
	}
}
