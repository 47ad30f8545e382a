package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

func init() { benches["sliding"] = benchSliding }

// benchSliding solves -count uniformly random solvable n-by-n puzzles from -seed in one process and
// prints a row per board and a total line: what docs/performance.md's sliding-puzzle figures come
// from.
func benchSliding(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve bench sliding", stderr)
	n := fs.Int("n", 4, fmt.Sprintf("board size (2 to %d)", board.MaxN))
	count := fs.Int("count", 100, "boards to solve")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same boards")
	algo := fs.String("algo", solver.AlgoAuto, "algorithm: auto, astar, ida or fast")
	timeout := fs.Duration("timeout", 0, "stop each board's search after this long (0: no limit)")
	improve := fs.Duration("improve", solver.DefaultImprove, "how long each fast solve may take in all while it shortens its first answer (0: the first answer only)")
	check := fs.Int("check", 0, "cross-check the first N answers against IDA* with Manhattan distance plus linear conflicts, an independent optimal solver (slow); for an answer not proven shortest, print the optimal length beside it")
	walk := fs.Int("walk", 0, "boards made by this many random moves from the goal instead of uniformly random ones (short enough walks let -check find the optimal length of 5x5 boards)")
	goalBoard := fs.String("goal-board", "", "the boards' goal: blank-last (the usual), blank-first, spiral, or a puzzle FILE whose board is the goal")
	clockOf := clockFlag(fs)
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	if *n < 2 || *n > board.MaxN || *count < 1 {
		fmt.Fprintf(stderr, "tilesolve bench sliding: -n must be 2 to %d and -count at least 1\n", board.MaxN)
		return exitBadInput
	}
	var goal []int // nil: the usual goal
	if *goalBoard != "" {
		var err error
		if goal, err = goalTiles(*goalBoard, *n); err == nil {
			_, err = board.NewPuzzle(board.Grid{N: *n, Tiles: goal, Goal: goal})
		}
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve bench sliding:", err)
			return exitBadInput
		}
	}
	clk, err := clockOf()
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	rng := rand.New(rand.NewPCG(*seed, *seed))
	boards := make([]*board.Puzzle, *count)
	for i := range boards {
		if *walk > 0 {
			boards[i] = randomWalk(*n, *walk, goal, rng)
		} else {
			boards[i] = scrambled(*n, goal, rng)
		}
	}
	// first and firstAt are the fast solver's first answer on the board being solved, as its
	// progress reports it before improving.
	var first int
	var firstAt time.Time
	cfg := solver.Config{Algorithm: *algo, Improve: *improve, Clock: clk, Progress: func(p solver.Progress) {
		if p.BestLength > 0 && first == 0 {
			first, firstAt = p.BestLength, time.Now()
		}
	}}
	// The first board may load or build a pattern database: time that apart, so the rows show
	// the search alone.
	prep := time.Now()
	if err := solver.Prepare(context.Background(), boards[0], cfg); err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	fmt.Fprintf(stdout, "# %d random solvable %d-by-%d boards, seed %d; preparing (databases): %.2f s\n",
		*count, *n, *n, *seed, time.Since(prep).Seconds())
	fmt.Fprintf(stdout, "%-8s %6s %6s %-8s %-6s %12s %9s %6s %9s\n", "instance", "moves", "bound", "optimal", "algo", "nodes", "seconds", "first", "first-s")
	var sumSec, maxSec, sumRatio, sumFirstRatio, sumFirstSec, maxFirstSec float64
	var sumMoves, sumNodes, optimal, stopped, checked, mismatches int
	var sumOptRatio float64 // the checked answers over the optimal length, summed
	for i, p := range boards {
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if *timeout > 0 {
			ctx, cancel = context.WithTimeout(ctx, *timeout)
		}
		start := time.Now()
		first = 0
		sol, err := solver.Solve(ctx, p, cfg)
		sec := time.Since(start).Seconds()
		firstSec := sec
		if first == 0 { // no improvement: the answer is the first
			first = sol.Moves
		} else {
			firstSec = firstAt.Sub(start).Seconds()
		}
		cancel()
		if err != nil {
			fmt.Fprintf(stdout, "%-8d stopped: %v\n", i+1, err)
			stopped++
			continue
		}
		bound := solver.ManhattanLinearConflict(p)
		if sol.Proven {
			optimal++
		}
		fmt.Fprintf(stdout, "%-8d %6d %6d %-8v %-6s %12d %9.4f %6d %9.4f\n", i+1, sol.Moves, bound, sol.Proven, sol.Algorithm, sol.Stats.Expanded, sec, first, firstSec)
		if i < *check {
			want, err := solver.Solve(context.Background(), p, solver.Config{Algorithm: "ida", NoDatabase: true})
			switch {
			case err != nil:
				fmt.Fprintf(stdout, "         check: %v\n", err)
				mismatches++
			case !sol.Proven && want.Moves <= sol.Moves:
				fmt.Fprintf(stdout, "         check: optimal %d moves, answer %.3f x\n", want.Moves, float64(sol.Moves)/float64(want.Moves))
				sumOptRatio += float64(sol.Moves) / float64(want.Moves)
				checked++
			case want.Moves != sol.Moves:
				fmt.Fprintf(stdout, "         check: MISMATCH, IDA* with linear conflicts says %d moves\n", want.Moves)
				mismatches++
			default:
				sumOptRatio++
				checked++
			}
		}
		sumSec += sec
		maxSec = max(maxSec, sec)
		sumMoves += sol.Moves
		sumNodes += sol.Stats.Expanded
		sumFirstSec += firstSec
		maxFirstSec = max(maxFirstSec, firstSec)
		if bound > 0 {
			sumRatio += float64(sol.Moves) / float64(bound)
			sumFirstRatio += float64(first) / float64(bound)
		}
	}
	solved := *count - stopped
	if solved == 0 {
		fmt.Fprintf(stdout, "total: 0 of %d solved\n", *count)
		return exitStopped
	}
	fmt.Fprintf(stdout, "total: %d of %d solved, %d proven optimal; mean %.1f moves, %.3f x the Manhattan+linear-conflict bound; nodes %d (mean %d); seconds mean %.4f, max %.4f, sum %.2f; peak memory %s\n",
		solved, *count, optimal, float64(sumMoves)/float64(solved), sumRatio/float64(solved), sumNodes, sumNodes/solved,
		sumSec/float64(solved), maxSec, sumSec, peakMemory())
	fmt.Fprintf(stdout, "first answers: %.3f x the bound, seconds mean %.4f, max %.4f\n", sumFirstRatio/float64(solved), sumFirstSec/float64(solved), maxFirstSec)
	if *check > 0 {
		fmt.Fprintf(stdout, "check: %d of %d answers confirmed by IDA* with Manhattan plus linear conflicts, %d mismatches\n",
			checked, min(*check, *count), mismatches)
		if checked > 0 {
			fmt.Fprintf(stdout, "check: the answers confirmed are %.3f x the optimal length on average\n", sumOptRatio/float64(checked))
		}
	}
	if stopped > 0 || mismatches > 0 {
		return exitStopped
	}
	return 0
}

// scrambled is a uniformly random n-by-n puzzle that can reach goal (nil: the usual one).
func scrambled(n int, goal []int, rng *rand.Rand) *board.Puzzle {
	p, _ := board.NewPuzzle(board.Scramble(n, rng))
	if goal == nil {
		return p
	}
	if p, _ = p.WithGoal(goal); !p.Solvable() {
		p = p.Twin()
	}
	return p
}

// randomWalk is the n-by-n goal (nil: the usual one) after moves random moves, none undoing the
// one before.
func randomWalk(n, moves int, goal []int, rng *rand.Rand) *board.Puzzle {
	g := board.Solved(n)
	if goal != nil {
		g = board.Grid{N: n, Tiles: goal, Goal: goal}
	}
	p, _ := board.NewPuzzle(g)
	last := board.Direction(255)
	for done := 0; done < moves; {
		d := board.Directions[rng.IntN(len(board.Directions))]
		if last != 255 && d == last.Opposite() {
			continue
		}
		if next, ok := p.Move(d); ok {
			p, last = next, d
			done++
		}
	}
	return p
}
