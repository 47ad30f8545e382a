package words

import (
	"testing"
	"time"
)

func TestAnswerInWords(t *testing.T) {
	tests := []struct {
		a                Answer
		summary, details string
	}{
		{Answer{Solved: true, Moves: 51, Proven: true, Algorithm: "IDA* (optimal)", Expanded: 1234567, Elapsed: 3200 * time.Millisecond},
			"Solved in 51 moves, the shortest possible", "IDA* (optimal) · 1,234,567 boards searched · 3.2 s"},
		{Answer{Solved: true, Moves: 52, Proven: true, Algorithm: "IDA* (optimal)", Expanded: 4321, Elapsed: 11300 * time.Millisecond, Databases: 11200 * time.Millisecond},
			"Solved in 52 moves, the shortest possible", "IDA* (optimal) · 4,321 boards searched · 11.3 s (databases 11.2 s)"},
		{Answer{Solved: true, Moves: 52, Proven: true, Algorithm: "IDA* (optimal)", Expanded: 4321, Elapsed: 11 * time.Millisecond, Databases: time.Millisecond},
			"Solved in 52 moves, the shortest possible", "IDA* (optimal) · 4,321 boards searched · 11 ms"},
		{Answer{Solved: true, Moves: 67217, Algorithm: "Fast", Expanded: 10, Elapsed: 969 * time.Millisecond, Unshortened: 15},
			"Solved in 67,217 moves, not known to be the shortest", "Fast · 10 boards searched · 969 ms · not shortened: shortening holds boards up to 15-by-15"},
		{Answer{Solved: true, Moves: 227, LowerBound: 133, Algorithm: "Best-first", Expanded: 27136, Elapsed: 193 * time.Millisecond,
			HasMemory: true, Memory: 12 << 20, Proofed: true, ProofGenerated: 491, ProofElapsed: time.Millisecond},
			"Solved in 227 moves; none can be shorter than 133", "Best-first · 27,136 boards searched · 193 ms · about 12 MB · check for a shorter answer: 491 boards, 1 ms"},
		{Answer{Solved: true, Moves: 1, Algorithm: "Fast", Expanded: 1, HasMemory: true, Memory: 1000},
			"Solved in 1 move, not known to be the shortest", "Fast · 1 board searched · 0 ms · under 1 MB"},
		{Answer{Solved: true, Algorithm: "A* (optimal)"}, "Already solved", "A* (optimal) · 0 boards searched · 0 ms"},
		{Answer{Algorithm: "A* (optimal)", Expanded: 5, Elapsed: 3 * time.Minute}, "Not solved", "A* (optimal) · 5 boards searched · 3m0s"},
		{Answer{Unsolvable: true, Parity: true, SwapTiles: [2]int{1, 2}, Sliding: true},
			"Unsolvable: no sequence of slides solves this puzzle; swapping tiles 1 and 2 makes it solvable", "Known from the order of the tiles, without a search"},
		{Answer{Unsolvable: true, Goal: 2048, Algorithm: "Best-first", Expanded: 10},
			"Unsolvable: no sequence of moves makes a 2048 tile", "Best-first · 10 boards searched · 0 ms"},
		{Answer{Unsolvable: true, Sliding: true, Algorithm: "A* (optimal)", Expanded: 181440},
			"Unsolvable: no sequence of slides solves this puzzle", "A* (optimal) · 181,440 boards searched · 0 ms"},
		{Answer{Unsolvable: true, Algorithm: "Beam"}, "Unsolvable: no sequence of moves reaches the goal", "Beam · 0 boards searched · 0 ms"},
	}
	for _, tt := range tests {
		if got := Summary(tt.a); got != tt.summary {
			t.Errorf("summary %q, want %q", got, tt.summary)
		}
		if got := Details(tt.a); got != tt.details {
			t.Errorf("details %q, want %q", got, tt.details)
		}
	}
}
