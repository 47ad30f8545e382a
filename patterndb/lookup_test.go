package patterndb

import (
	"context"
	"math/rand/v2"
	"testing"
)

// distances3x3 is the independent answer: breadth-first search from the goal over all 181,440
// solvable 8-puzzle states gives each its exact distance, by the state's cells (cells[i]: tile).
func distances3x3() map[[9]uint8]int {
	var goal [9]uint8
	for i := 0; i < 8; i++ {
		goal[i] = uint8(i + 1)
	}
	dist := map[[9]uint8]int{goal: 0}
	queue := [][9]uint8{goal}
	nbs := cellNeighbors(3)
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		blank := 0
		for s[blank] != 0 {
			blank++
		}
		for _, nb := range nbs[blank] {
			t := s
			t[blank], t[nb] = t[nb], 0
			if _, ok := dist[t]; !ok {
				dist[t] = dist[s] + 1
				queue = append(queue, t)
			}
		}
	}
	return dist
}

func positions(cells []uint8) []uint8 {
	pos := make([]uint8, len(cells))
	for i, t := range cells {
		pos[t] = uint8(i)
	}
	return pos
}

func manhattan(n int, pos []uint8) int {
	sum := 0
	for t := 1; t < len(pos); t++ {
		g, p := t-1, int(pos[t])
		sum += abs(g/n-p/n) + abs(g%n-p%n)
	}
	return sum
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestAgainstBreadthFirst checks every solvable 8-puzzle state: the one-group database is exact,
// and the two-group one (direct and reflected) lies between Manhattan distance and the distance.
func TestAgainstBreadthFirst(t *testing.T) {
	dist := distances3x3()
	if len(dist) != 181440 {
		t.Fatalf("BFS reached %d states", len(dist))
	}
	exact, err := build(context.Background(), Partition8, nil)
	if err != nil {
		t.Fatal(err)
	}
	split, err := build(context.Background(), Partition44, nil)
	if err != nil {
		t.Fatal(err)
	}
	rpos := make([]uint8, 9)
	stronger := 0
	for cells, d := range dist {
		pos := positions(cells[:])
		if got := exact.Estimate(pos); got != d {
			t.Fatalf("%v: one-group database %d, distance %d", cells, got, d)
		}
		h := split.Estimate(pos)
		split.Reflect(pos, rpos)
		hr := split.Estimate(rpos)
		if m := manhattan(3, pos); h < m || h > d || hr > d {
			t.Fatalf("%v: database %d (reflected %d), Manhattan %d, distance %d", cells, h, hr, m, d)
		}
		if h > manhattan(3, pos) {
			stronger++
		}
	}
	if stronger == 0 {
		t.Error("the two-group database never beats Manhattan distance")
	}
}

// TestEvalFollowsMoves walks randomly and checks the incremental value against a full estimate of
// the state and of its transpose, after every move and every undo.
func TestEvalFollowsMoves(t *testing.T) {
	for _, p := range []Partition{Partition44, Partition555} {
		db, err := build(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		n := p.N
		rng := rand.New(rand.NewPCG(1, uint64(n)))
		cells := make([]uint8, n*n)
		for i := range cells[:n*n-1] {
			cells[i] = uint8(i + 1)
		}
		blank := n*n - 1
		for _, reflect := range []bool{false, true} {
			e := db.NewEval(positions(cells), reflect)
			nbs := cellNeighbors(n)
			rpos := make([]uint8, n*n)
			for step := 0; step < 5000; step++ {
				from := int(nbs[blank][rng.IntN(len(nbs[blank]))])
				tile := int(cells[from])
				cells[blank], cells[from] = cells[from], 0
				e.Move(tile, uint8(from), uint8(blank))
				blank = from
				pos := positions(cells)
				want := db.Estimate(pos)
				if reflect {
					db.Reflect(pos, rpos)
					want = max(want, db.Estimate(rpos))
				}
				if got := e.Value(); got != want {
					t.Fatalf("%s reflect=%v step %d: incremental %d, full %d", p.Name, reflect, step, got, want)
				}
			}
		}
	}
}

func BenchmarkEvalMove(b *testing.B) {
	db, err := build(context.Background(), Partition555, nil)
	if err != nil {
		b.Fatal(err)
	}
	cells := []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}
	e := db.NewEval(positions(cells), true)
	b.ReportAllocs()
	for b.Loop() {
		e.Move(12, 11, 15) // tile 12 down into the blank below it, and back
		e.Move(12, 15, 11)
	}
}
