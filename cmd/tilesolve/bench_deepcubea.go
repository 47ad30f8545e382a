package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

func init() { benches["deepcubea"] = benchDeepCubeA }

// deepState is one line of a DeepCubeA states file: the board and the length DeepCubeA found.
type deepState struct {
	id     string
	puzzle *board.Puzzle
	moves  int
}

// readDeepCubeA reads a file of `id t0 .. t(n*n-1) moves seconds` lines ('#' lines are comments).
func readDeepCubeA(path string) ([]deepState, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []deepState
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		n := 2
		for n*n+3 < len(fields) {
			n++
		}
		if n*n+3 != len(fields) {
			return nil, fmt.Errorf("%s:%d: want an id, n*n tiles, DeepCubeA's moves and seconds; got %d fields", path, line, len(fields))
		}
		g := board.Grid{N: n, Tiles: make([]int, n*n)}
		for i := range g.Tiles {
			if g.Tiles[i], err = strconv.Atoi(fields[1+i]); err != nil {
				return nil, fmt.Errorf("%s:%d: %w", path, line, err)
			}
		}
		p, err := board.NewPuzzle(g)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		moves, err := strconv.Atoi(fields[n*n+1])
		if err != nil || moves < 1 {
			return nil, fmt.Errorf("%s:%d: DeepCubeA's moves %q is not a positive number", path, line, fields[n*n+1])
		}
		out = append(out, deepState{id: fields[0], puzzle: p, moves: moves})
	}
	return out, sc.Err()
}

// benchDeepCubeA solves the states of a DeepCubeA file with the fast solver and prints, per
// state and on average, our length over DeepCubeA's for the first and the improved answers.
func benchDeepCubeA(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve bench deepcubea", stderr)
	improve := fs.Duration("improve", solver.DefaultImprove, "how long each solve may take in all while it shortens its first answer (0: first answers only)")
	count := fs.Int("count", 0, "solve only the first N states (0: all)")
	clockOf := clockFlag(fs)
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	if fs.NArg() != 1 || *improve < 0 || *count < 0 {
		fmt.Fprintln(stderr, "usage: tilesolve bench deepcubea [-improve DURATION] [-count N] [-clock wall|cpu] FILE")
		return exitBadInput
	}
	clk, err := clockOf()
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	states, err := readDeepCubeA(fs.Arg(0))
	if err == nil && len(states) == 0 {
		err = fmt.Errorf("%s: no states", fs.Arg(0))
	}
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	if *count > 0 && *count < len(states) {
		states = states[:*count]
	}
	// The 4x4 database a fallback finishes with loads (or builds) once, before the clock starts.
	if err := solver.Prepare(context.Background(), states[0].puzzle, solver.Config{Algorithm: "fast"}); err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}
	fmt.Fprintf(stdout, "# %d states of %s, fast solver, improve %v\n", len(states), fs.Arg(0), *improve)
	fmt.Fprintf(stdout, "%-6s %6s %6s %6s %6s %7s %7s %8s %8s\n", "id", "dca", "bound", "first", "best", "first/d", "best/d", "first-s", "total-s")
	var sumFirst, sumBest, maxFirst, sumFirstAt, maxTotal, sumTotal float64
	for _, st := range states {
		var firstAt time.Duration
		first := 0
		began := time.Now()
		cfg := solver.Config{Algorithm: "fast", Improve: *improve, Clock: clk, Progress: func(p solver.Progress) {
			if p.BestLength > 0 && first == 0 {
				first, firstAt = p.BestLength, time.Since(began)
			}
		}}
		sol, err := solver.Solve(context.Background(), st.puzzle, cfg)
		total := time.Since(began)
		if err != nil {
			fmt.Fprintf(stdout, "%-6s stopped: %v\n", st.id, err)
			return exitStopped
		}
		if first == 0 { // no improvement asked for, or the first answer met the bound
			first, firstAt = sol.Moves, total
		}
		rf, rb := float64(first)/float64(st.moves), float64(sol.Moves)/float64(st.moves)
		fmt.Fprintf(stdout, "%-6s %6d %6d %6d %6d %7.3f %7.3f %8.3f %8.3f\n", st.id, st.moves, sol.LowerBound, first, sol.Moves, rf, rb, firstAt.Seconds(), total.Seconds())
		sumFirst += rf
		sumBest += rb
		sumTotal += total.Seconds()
		maxFirst = max(maxFirst, firstAt.Seconds())
		sumFirstAt += firstAt.Seconds()
		maxTotal = max(maxTotal, total.Seconds())
	}
	k := float64(len(states))
	fmt.Fprintf(stdout, "mean over %d states: first %.3f x DeepCubeA, improved %.3f x; first answer max %.3f s, mean %.3f s; seconds a board mean %.2f, max %.2f; peak memory %s\n",
		len(states), sumFirst/k, sumBest/k, maxFirst, sumFirstAt/k, sumTotal/k, maxTotal, peakMemory())
	return 0
}
