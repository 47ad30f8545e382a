package words

import (
	"fmt"
	"time"
)

// Comparison is one search's figures from a comparison of every search on a board, as facts.
type Comparison struct {
	Label    string        // the search, as its menu names it
	Expanded int           // boards looked at
	Stored   int           // boards kept
	PeakHeap int64         // bytes of heap the search held above the start, at most
	Elapsed  time.Duration // wall-clock time
	Solved   bool          // an answer was found
	Proven   bool          // the answer is a shortest one
	Moves    int           // the answer's length
	BStar    float64       // effective branching factor; 0 when unknown
	Stop     string        // the limit that stopped the search, the error, or that the board cannot be solved; "" when it ran to its end
}

// CompareCells words c a cell a column (search, looked at, kept, memory, time, moves, proof, b*,
// stopped by), for the CLI's table and the app's alike; proven and notProven are what each says in
// the proof column.
func CompareCells(c Comparison, proven, notProven string) []string {
	moves, proof, bstar := "-", "-", "-"
	if c.Solved {
		moves, proof = Group(c.Moves), notProven
		if c.Proven {
			proof = proven
		}
		if c.BStar > 0 {
			bstar = fmt.Sprintf("%.3f", c.BStar)
		}
	}
	elapsed := fmt.Sprintf("%.1f ms", float64(c.Elapsed.Microseconds())/1000)
	if c.Elapsed >= time.Second {
		elapsed = fmt.Sprintf("%.2f s", c.Elapsed.Seconds())
	}
	return []string{c.Label, Group(c.Expanded), Group(c.Stored),
		Tenths(float64(c.PeakHeap)/(1<<20)) + " MB", elapsed, moves, proof, bstar, c.Stop}
}

// CompareHeader names the columns of CompareCells in plain words, for the app's table;
// CompareTerms gives the technical name of each, for its help.
var (
	CompareHeader = []string{"search", "boards looked at", "boards kept", "memory", "time", "moves", "shortest?", "b*", "stopped by"}
	CompareTerms  = []string{"", "nodes expanded", "nodes generated and stored (IDA*: generated)", "peak Go heap above the start, sampled every 10 ms",
		"wall-clock time", "solution length", "proven optimal", "effective branching factor: N + 1 = 1 + b* + ... + b*^d", "the budget that stopped the search"}
)

// CompareRunning is a running search's cells by CompareHeader: its figures so far (c's Label,
// Expanded, Stored and Elapsed), "…" where there are none yet, and "running" where the stop goes.
func CompareRunning(c Comparison) []string {
	cells := CompareCells(Comparison{Label: c.Label, Expanded: c.Expanded, Stored: c.Stored, Elapsed: c.Elapsed}, "", "")
	for _, i := range []int{3, 5, 6, 7} { // memory, moves, shortest?, b*: known at its end
		cells[i] = "…"
	}
	cells[8] = "running"
	return cells
}

// CompareBudget is what each search of a comparison may spend, for a status line: "10s, 2,000,000
// boards kept and 384 MB"; in a browser it says why that is less than on the desktop.
func CompareBudget(d time.Duration, nodes int, memory int64, browser bool) string {
	s := fmt.Sprintf("%v, %s kept and %d MB", d, Count(nodes, "board"), memory>>20)
	if browser {
		s += " (in a browser less than on the desktop: a page's memory never shrinks)"
	}
	return s
}
