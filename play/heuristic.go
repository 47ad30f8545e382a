package play

import (
	"math"
	"sync"

	"github.com/tilesolve/tilesolve/board"
)

// The expectimax player's evaluation is nneonneo's 2048-ai heuristic, a well-tested choice: each
// row and each column scores on its own, and a board is the sum of its 2n lines. A line gains for
// blank cells and for equal neighbours (merges to come), and loses for breaking monotonicity (the
// smaller of its two directions' losses, so a line may rise either way, which lets the tiles
// gather toward any corner) and for its tile ranks raised to a power (big tiles left unmerged).
// The weights are nneonneo's, tuned there by search over many games.
const (
	lostPenalty   = 200000.0 // every line starts here, so a live board scores far above a lost one (0)
	monoPower     = 4.0
	monoWeight    = 47.0
	sumPower      = 3.5
	sumWeight     = 11.0
	mergesWeight  = 700.0
	emptyWeight   = 270.0
	maxLineLength = board.Max2048N
)

// rowScore is lineScore of every 4-cell row, indexed as Board4 packs a row (cell c at bits 4c): a
// 4x4 board scores with eight lookups. It is made when a search first needs it (loadRowScore,
// from newSearch), not as the program starts: its 262,144 powers were the largest part of every
// start of the command line and the app (GODEBUG=inittrace=1 shows a package's), and more of the
// web page's, which plays 2048 only when asked.
var rowScore *[1 << 16]float32

var rowScoreOnce sync.Once

// loadRowScore makes rowScore, once; a search's goroutine calls it before score4 reads the table.
func loadRowScore() { rowScoreOnce.Do(func() { rowScore = rowScores() }) }

// rowScores computes rowScore's table.
func rowScores() *[1 << 16]float32 {
	t := new([1 << 16]float32)
	var line [4]byte
	for row := range 1 << 16 {
		for c := range line {
			line[c] = byte(row >> (4 * c) & 0xF)
		}
		t[row] = lineScore(line[:])
	}
	return t
}

// lineScore is the heuristic of one line of exponents (0 blank), read in either direction.
func lineScore(line []byte) float32 {
	var sum, monoLeft, monoRight float64
	empty, merges, run := 0, 0, 0
	prev := byte(0)
	for i, e := range line {
		sum += math.Pow(float64(e), sumPower)
		if e == 0 {
			empty++
		} else {
			// A run of k equal tiles (blanks between them ignored) counts k merges.
			if e == prev {
				run++
			} else if run > 0 {
				merges += 1 + run
				run = 0
			}
			prev = e
		}
		if i > 0 {
			a, b := math.Pow(float64(line[i-1]), monoPower), math.Pow(float64(e), monoPower)
			if a > b {
				monoLeft += a - b
			} else {
				monoRight += b - a
			}
		}
	}
	if run > 0 {
		merges += 1 + run
	}
	return float32(lostPenalty + emptyWeight*float64(empty) + mergesWeight*float64(merges) -
		monoWeight*min(monoLeft, monoRight) - sumWeight*sum)
}

// score4 is the heuristic of a 4x4 board: its four rows, then its four columns.
func score4(b board.Board4) float64 {
	t := b.Transpose()
	return float64(rowScore[uint16(b)]) + float64(rowScore[uint16(b>>16)]) +
		float64(rowScore[uint16(b>>32)]) + float64(rowScore[uint16(b>>48)]) +
		float64(rowScore[uint16(t)]) + float64(rowScore[uint16(t>>16)]) +
		float64(rowScore[uint16(t>>32)]) + float64(rowScore[uint16(t>>48)])
}

// scoreCells is the heuristic of an n-by-n board of exponents (row-major): its rows, then its
// columns, in the same order and precision as score4, so a 4x4 board scores the same either way.
func scoreCells(cells []byte, n int) float64 {
	var line [maxLineLength]byte
	s := 0.0
	for r := range n {
		s += float64(lineScore(cells[r*n : r*n+n]))
	}
	for c := range n {
		for r := range n {
			line[r] = cells[r*n+c]
		}
		s += float64(lineScore(line[:n]))
	}
	return s
}
