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
