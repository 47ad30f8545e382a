package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
	"github.com/tilesolve/tilesolve/internal/testfiles"
	"github.com/tilesolve/tilesolve/pdb"
)

// A goal of the puzzle's own gets databases of its own: 5-5-5 in the tests, which builds in a
// fraction of a second, rather than the 6-6-3 pair.
func init() { goalParts = []pdb.Partition{pdb.Partition555} }

// withGoal is the n-by-n puzzle tiles with the goal tiles goal.
func withGoal(t testing.TB, n int, tiles, goal []int) *board.Puzzle {
	t.Helper()
	p, err := board.NewPuzzle(board.Grid{N: n, Tiles: tiles, Goal: goal})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// presetGoal is board.PresetGoal, failing t on an error.
func presetGoal(t testing.TB, name string, n int) []int {
	t.Helper()
	g, err := board.PresetGoal(name, n)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// solvableStart is a random start that can reach goal: a scramble, its twin when it cannot.
func solvableStart(t testing.TB, n int, goal []int, rng *rand.Rand) *board.Puzzle {
	p := withGoal(t, n, board.Scramble(n, rng).Tiles, goal)
	if !p.Solvable() {
		p = p.Twin()
	}
	return p
}

// walkFrom is the board k random moves (none undoing the last) from goal, with that goal.
func walkFrom(t testing.TB, n int, goal []int, k int, rng *rand.Rand) *board.Puzzle {
	p := withGoal(t, n, goal, goal)
	var last board.Direction = 255
	for range k {
		var nbs []board.Neighbor[*board.Puzzle]
		for _, nb := range p.Neighbors() {
			if last == 255 || nb.Dir != last.Opposite() {
				nbs = append(nbs, nb)
			}
		}
		nb := nbs[rng.IntN(len(nbs))]
		p, last = nb.Board, nb.Dir
	}
	return p
}

// checkReachesGoal replays sol move by move from its start and checks it ends on goal.
func checkReachesGoal(t *testing.T, sol *Solution, goal []int) {
	t.Helper()
	p := sol.Start.(*board.Puzzle)
	if !sol.Step(0).Board.(*board.Puzzle).Equal(p) {
		t.Fatalf("the solution starts elsewhere than its start")
	}
	for i := 1; i < sol.Steps(); i++ {
		next, ok := p.Move(sol.Step(i).Dir)
		if !ok || !next.Equal(sol.Step(i).Board.(*board.Puzzle)) {
			t.Fatalf("step %d: %v does not give the step's board", i, sol.Step(i).Dir)
		}
		p = next
	}
	if !slices.Equal(p.Grid().Tiles, goal) || !p.IsGoal() || sol.Moves != sol.Steps()-1 {
		t.Fatalf("after %d moves the board is %v, not the goal %v", sol.Moves, p.Grid().Tiles, goal)
	}
}

// goalDistances is every board's distance to goal by breadth-first search from it.
func goalDistances(t *testing.T, n int, goal []int) map[string]int {
	return testboards.Distances(withGoal(t, n, goal, goal), -1)
}

// Every 3x3 goal preset, and a random goal, against breadth-first distances on random starts:
// the optimal searches meet them, the fast solver replays to the goal in no fewer moves.
func TestGoalPresets3x3AgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	goals := map[string][]int{"random": rng.Perm(9)}
	for _, name := range board.GoalPresets {
		goals[name] = presetGoal(t, name, 3)
	}
	for name, goal := range goals {
		dist := goalDistances(t, 3, goal)
		for i := range 20 {
			p := solvableStart(t, 3, goal, rng)
			algos := []string{"auto", "astar", "ida", "fast"}
			if i == 0 {
				algos = append(algos, "bfs") // a whole 3x3 search: once a goal
			}
			for _, algo := range algos {
				c := Config{Algorithm: algo, DatabaseDir: testfiles.Databases}
				if algo == "astar" {
					c.Heuristic = HeuristicLinearConflict
				}
				sol, err := Solve(context.Background(), p, c)
				if err != nil {
					t.Fatalf("goal %s, %v, %s: %v", name, p.Grid().Tiles, algo, err)
				}
				checkReachesGoal(t, sol, goal)
				want := dist[p.Key()]
				if algo != "fast" && (sol.Moves != want || !sol.Proven) || sol.Moves < want || sol.LowerBound > want {
					t.Fatalf("goal %s, %v, %s: %d moves (proven %v, bound %d), breadth-first search %d",
						name, p.Grid().Tiles, algo, sol.Moves, sol.Proven, sol.LowerBound, want)
				}
			}
			if bound := ManhattanLinearConflict(p); bound > dist[p.Key()] || bound < p.Manhattan() {
				t.Fatalf("goal %s, %v: Manhattan and linear conflicts %d, distance %d", name, p.Grid().Tiles, bound, dist[p.Key()])
			}
		}
	}
}

// A 4x4 goal with the blank first is solved optimally by IDA* with the pattern databases (in a
// frame: half a turn and the tiles renamed), in as many moves as the puzzle relabelled by hand
// needs towards the usual goal.
func Test4x4BlankFirstAgainstRelabelled(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 4))
	goal := presetGoal(t, "blank-first", 4)
	for range 5 {
		p := solvableStart(t, 4, goal, rng)
		sol, err := Solve(context.Background(), p, Config{DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		// Half a turn takes cell c to 15-c, where the goal holds 15-c, renamed 16-t.
		tiles := p.Grid().Tiles
		relabelled := make([]int, 16)
		for c, tile := range tiles {
			if tile != 0 {
				relabelled[15-c] = 16 - tile
			}
		}
		usual := testboards.Puzzle(t, 4, relabelled...)
		want, err := Solve(context.Background(), usual, Config{Algorithm: "ida", DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		if sol.Moves != want.Moves || !sol.Proven || sol.Algorithm != "ida" {
			t.Fatalf("%v: %d moves by %s (proven %v); relabelled, %d", tiles, sol.Moves, sol.Algorithm, sol.Proven, want.Moves)
		}
	}
}

// A 4x4 goal with the blank in the middle (the spiral's) or in the middle of an edge: no symmetry
// brings it to a corner, so IDA* searches towards it over databases built for it (turned so that
// its blank is on the diagonal, or next to the bottom-right corner with the transposed goal's
// databases beside); A* (which asks the puzzle too) agrees on the length, and the answer replays
// to the goal.
func Test4x4MiddleBlankGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 5))
	spiral := presetGoal(t, "spiral", 4)
	if spiral[9] != 0 {
		t.Fatalf("the 4x4 spiral's blank is not at row 3, column 2: %v", spiral)
	}
	edge := []int{1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	for i := range 8 {
		goal := spiral
		if i%2 == 1 {
			goal = edge
		}
		p := walkFrom(t, 4, goal, 40, rng)
		sol, err := Solve(context.Background(), p, Config{DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		if _, ok := newTurn(p); ok != (i%2 == 0) {
			t.Fatalf("goal %v: turned onto the diagonal %v", goal, ok)
		}
		checkGoalDatabasesKept(t, p)
		other, err := Solve(context.Background(), p, Config{Algorithm: "astar", Heuristic: HeuristicLinearConflict})
		if err != nil {
			t.Fatal(err)
		}
		if !sol.Proven || sol.Moves != other.Moves || sol.Moves > 40 {
			t.Fatalf("%v: IDA* %d moves (proven %v), A* %d", p.Grid().Tiles, sol.Moves, sol.Proven, other.Moves)
		}
		fast, err := Solve(context.Background(), p, Config{Algorithm: "fast", DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, fast, goal)
		if fast.Moves < sol.Moves || fast.LowerBound > sol.Moves {
			t.Fatalf("fast %d moves, bound %d; shortest %d", fast.Moves, fast.LowerBound, sol.Moves)
		}
	}
}

// The fast solver on 5x5 towards a goal in a frame (blank first) and through a corner (the
// spiral, its blank in the middle) replays to the goal.
func TestFastToGoal5x5(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the 15-puzzle's databases")
	}
	rng := rand.New(rand.NewPCG(41, 6))
	for _, name := range []string{"blank-first", "spiral"} {
		goal := presetGoal(t, name, 5)
		p := solvableStart(t, 5, goal, rng)
		sol, err := Solve(context.Background(), p, Config{DatabaseDir: testfiles.Databases})
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		if sol.LowerBound < p.Manhattan() || sol.LowerBound > sol.Moves {
			t.Fatalf("%s: bound %d, Manhattan %d, moves %d", name, sol.LowerBound, p.Manhattan(), sol.Moves)
		}
	}
}

// A start that cannot reach its goal is unsolvable for every search, and its twin is solved.
func TestUnsolvableAgainstGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 7))
	for _, n := range []int{3, 4} {
		goal := presetGoal(t, "spiral", n)
		p := solvableStart(t, n, goal, rng).Twin()
		for _, algo := range []string{"auto", "fast"} {
			sol, err := Solve(context.Background(), p, Config{Algorithm: algo, DatabaseDir: testfiles.Databases})
			if err != nil || !sol.Unsolvable {
				t.Fatalf("%dx%d %s: %v, %v; want unsolvable", n, n, algo, sol, err)
			}
		}
		u, ok := p.WhyUnsolvable()
		if !ok {
			t.Fatal("WhyUnsolvable says solvable")
		}
		fixed := p.Grid()
		fixed.Tiles[u.Cells[0]], fixed.Tiles[u.Cells[1]] = fixed.Tiles[u.Cells[1]], fixed.Tiles[u.Cells[0]]
		q := withGoal(t, n, fixed.Tiles, goal)
		if n == 3 {
			sol, err := Solve(context.Background(), q, Config{})
			if err != nil || sol.Unsolvable {
				t.Fatalf("the fixed puzzle: %v, %v", sol, err)
			}
			checkReachesGoal(t, sol, goal)
		} else if !q.Solvable() {
			t.Fatal("the fixed puzzle is not solvable")
		}
	}
}

// What a framed search reports comes back out of the frame: the explorer hears the puzzle's own
// boards, towards its own goal, and progress's best board is one of them.
func TestFramedSearchReportsThePuzzlesBoards(t *testing.T) {
	goal := presetGoal(t, "blank-first", 3)
	p := withGoal(t, 3, []int{7, 2, 4, 5, 0, 6, 8, 3, 1}, goal)
	var heard []*board.Puzzle
	var last bool
	var best board.Board
	c := Config{Algorithm: "astar", ProgressEvery: 1,
		Observer: func(e *astar.Expansion[board.Board]) {
			heard = append(heard, e.State.(*board.Puzzle))
			last = e.Goal
		},
		Progress: func(pr Progress) {
			if pr.Best != nil {
				best = pr.Best
			}
		}}
	sol, err := Solve(context.Background(), p, c)
	if err != nil || sol.Moves != 26 {
		t.Fatalf("%v, %v", sol, err)
	}
	if !heard[0].Equal(p) || !last || !heard[len(heard)-1].IsGoal() || !slices.Equal(heard[len(heard)-1].Grid().Tiles, goal) {
		t.Fatalf("the explorer heard %v first and %v last (goal %v)", heard[0].Grid().Tiles, heard[len(heard)-1].Grid().Tiles, last)
	}
	if bp, ok := best.(*board.Puzzle); best != nil && (!ok || !slices.Equal(bp.Goal().Tiles, goal)) {
		t.Errorf("progress's best board is not the puzzle's own: %v", best)
	}
}

// checkGoalDatabasesKept checks that the databases of p's turned goal are kept in the test cache:
// for a goal whose blank is off the diagonal, the transposed goal's too.
func checkGoalDatabasesKept(t *testing.T, p *board.Puzzle) {
	t.Helper()
	goal := goalTurn(p).framed
	goals := [][]int{goal}
	if b := slices.Index(goal, 0); b/4 != b%4 {
		goals = append(goals, pdb.TransposedGoal(goal, 4))
	}
	for _, g := range goals {
		part, err := pdb.Partition555.ForGoal(g)
		if err != nil || !pdb.Has(pdb.DirStore(testfiles.Databases), pdb.Key(part)) {
			t.Fatalf("no database was kept for the goal %v (%v)", g, err)
		}
	}
}

// edgeGoal is a random 4x4 goal whose blank is in the middle of an edge, cell (row 0, column 1)
// and the others in turn as i grows.
func edgeGoal(rng *rand.Rand, i int) []int {
	goal := rng.Perm(16)
	edges := []int{1, 2, 4, 8, 7, 11, 13, 14}
	b := edges[i%len(edges)]
	z := slices.Index(goal, 0)
	goal[z], goal[b] = goal[b], 0
	return goal
}

// A custom 4x4 goal with its blank mid-edge: every such goal is turned into one with the blank next
// to the bottom-right corner, whose databases (and the transposed goal's) are built once and
// serve all. Random starts are solved, proven shortest, and replay to the goal; starts 40 moves
// from the goal are checked against A* (which asks the puzzle's goal, with Manhattan distance and
// linear conflicts), and starts up to 14 moves away against breadth-first distances.
func Test4x4EdgeBlankGoal(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 9))
	c := Config{DatabaseDir: testfiles.Databases}
	for i := range 8 {
		goal := edgeGoal(rng, i)
		p := solvableStart(t, 4, goal, rng)
		if _, ok := newTurn(p); ok {
			t.Fatalf("goal %v: turned onto the diagonal", goal)
		}
		sol, err := Solve(context.Background(), p, c)
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		checkGoalDatabasesKept(t, p)
		if !sol.Proven || sol.LowerBound != sol.Moves || sol.Moves < p.Manhattan() || sol.Algorithm != "ida" {
			t.Fatalf("%v: %d moves by %s, proven %v, bound %d, Manhattan %d", p.Grid().Tiles, sol.Moves, sol.Algorithm, sol.Proven, sol.LowerBound, p.Manhattan())
		}

		q := walkFrom(t, 4, goal, 40, rng)
		sol, err = Solve(context.Background(), q, c)
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		other, err := Solve(context.Background(), q, Config{Algorithm: "astar", Heuristic: HeuristicLinearConflict})
		if err != nil {
			t.Fatal(err)
		}
		if !sol.Proven || sol.Moves != other.Moves {
			t.Fatalf("%v: IDA* %d moves (proven %v), A* %d", q.Grid().Tiles, sol.Moves, sol.Proven, other.Moves)
		}
	}
	goal := edgeGoal(rng, 0)
	dist := testboards.Distances(withGoal(t, 4, goal, goal), 14)
	for range 40 {
		q := walkFrom(t, 4, goal, 6+rng.IntN(9), rng)
		sol, err := Solve(context.Background(), q, c)
		if err != nil {
			t.Fatal(err)
		}
		checkReachesGoal(t, sol, goal)
		if d, ok := dist[q.Key()]; !ok || sol.Moves != d {
			t.Fatalf("%v: %d moves, breadth-first %d (found %v)", q.Grid().Tiles, sol.Moves, d, ok)
		}
	}
}
