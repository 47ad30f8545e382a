package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

func init() { benches["2048"] = bench2048 }

// bench2048 solves the lone-2 board of each size for goals doubling from -from, with each
// algorithm, until one stops at a limit (-timeout each, the memory budget), and prints a row per
// solve and a total line: how far each algorithm gets. The minimality check is skipped: the rows
// time the search.
func bench2048(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve bench 2048", stderr)
	sizes := fs.String("n", "4", "board sizes, comma-separated (2 to 16)")
	algos := fs.String("algo", "best-first,beam", "algorithms, comma-separated: best-first, beam, auto")
	from := fs.Int("from", 2048, "first goal")
	to := fs.Int("to", 0, "last goal (0: 65536 on 4x4, the most it holds; 2^30 on larger boards)")
	timeout := fs.Duration("timeout", time.Minute, "stop each solve after this long")
	width := fs.Int("beam-width", solver.DefaultBeamWidth, "the beam's first width")
	spawn := fs.String("spawn", "right-column", "spawn rule: right-column or bottom-row")
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	rule, err := board.ParseSpawnRule(*spawn)
	if err != nil || board.CheckGoal(*from) != nil || *to != 0 && board.CheckGoal(*to) != nil {
		fmt.Fprintln(stderr, "tilesolve bench 2048: bad -spawn, -from or -to:", err)
		return exitBadInput
	}
	var ns []int
	for _, f := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < board.Min2048N || n > board.Max2048N {
			fmt.Fprintf(stderr, "tilesolve bench 2048: -n %q: want sizes from %d to %d\n", f, board.Min2048N, board.Max2048N)
			return exitBadInput
		}
		ns = append(ns, n)
	}
	fmt.Fprintf(stdout, "# lone 2 in the top-right corner, %s rule, timeout %v per solve, beam width %d, no minimality check\n", rule.Name(), *timeout, *width)
	fmt.Fprintf(stdout, "%-5s %8s %-10s %8s %8s %12s %9s %8s\n", "size", "goal", "algorithm", "moves", "bound", "nodes", "seconds", "peak-MB")
	var solved, stopped int
	var sumSec float64
	for _, n := range ns {
		last := *to
		if last == 0 {
			last = board.MaxTile
			if n == 4 {
				last = 65536
			}
		}
		for _, algo := range strings.Split(*algos, ",") {
			algo = strings.TrimSpace(algo)
			for goal := *from; goal <= last; goal *= 2 {
				start, err := board.NewGame2048(board.LoneTwo(n), goal, rule)
				if err != nil {
					fmt.Fprintln(stderr, "tilesolve bench 2048:", err)
					return exitBadInput
				}
				resetPeak()
				ctx, cancel := context.WithTimeout(context.Background(), *timeout)
				began := time.Now()
				sol, err := solver.Solve(ctx, start, solver.Config{Algorithm: algo, BeamWidth: *width, ProofNodes: -1})
				sec := time.Since(began).Seconds()
				cancel()
				var se *solver.StopError
				switch {
				case errors.As(err, &se):
					fmt.Fprintf(stdout, "%-5s %8d %-10s stopped: %v\n", fmt.Sprintf("%dx%d", n, n), goal, algo, err)
					stopped++
				case err != nil:
					fmt.Fprintln(stderr, "tilesolve bench 2048:", err)
					return exitBadInput
				case sol.Unsolvable:
					fmt.Fprintf(stdout, "%-5s %8d %-10s no solution found\n", fmt.Sprintf("%dx%d", n, n), goal, algo)
					stopped++
				default:
					fmt.Fprintf(stdout, "%-5s %8d %-10s %8d %8d %12d %9.3f %8s\n", fmt.Sprintf("%dx%d", n, n), goal, sol.Algorithm,
						sol.Moves, sol.LowerBound, sol.Stats.Expanded, sec, peakMemory())
					solved++
					sumSec += sec
					continue
				}
				break // a larger goal would stop too
			}
		}
	}
	fmt.Fprintf(stdout, "total: %d solved, %d stopped; %.2f s solving; peak memory %s\n", solved, stopped, sumSec, peakMemory())
	return 0
}

// resetPeak makes the kernel count the peak resident memory (VmHWM) from now, so that each row's
// figure is its own solve's (Linux; elsewhere the figure is the process's peak so far).
// The heap of the solve before is given back first.
func resetPeak() {
	debug.FreeOSMemory()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}
