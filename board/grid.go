// Package board holds the two puzzle kinds Tilesolve solves — the 2048 variant and the sliding
// n-puzzle — with their rules, metrics and file format. It knows nothing about
// search or user interfaces.
package board

import (
	"fmt"
	"strconv"
	"strings"
)

// Grid is a square of numbers as read from a file or typed into the editor, before it is known to
// be a valid board of either kind. NewGame2048 and NewPuzzle turn it into one.
type Grid struct {
	N     int   // side length
	Tiles []int // row-major, len N*N; 0 is a blank
	// Goal is a sliding puzzle's goal arrangement, row-major like Tiles, when the file gives one
	// (n more rows after the start's); nil means the usual goal.
	Goal []int

	// lines[i] is the file line Tiles[i] came from, so errors can point at it; nil for grids
	// that were not read from a file. goalLines are Goal's.
	lines, goalLines []int
	sizeLine         int // the file line of n; 0 for grids that were not read from a file
}

// NewGrid returns an n-by-n grid holding a copy of tiles (row-major).
func NewGrid(n int, tiles []int) Grid {
	return Grid{N: n, Tiles: append([]int(nil), tiles...)}
}

// At is the number at (row, col); the caller keeps row and col in range.
func (g Grid) At(row, col int) int { return g.Tiles[row*g.N+col] }

// String writes the grid in the file format and the CLI's output: n on the first line, then n rows
// of tiles right-aligned to the widest tile and separated by single spaces; then, when the grid
// has a goal, a blank line and the goal's n rows.
func (g Grid) String() string {
	width := 1
	for _, t := range g.Tiles {
		width = max(width, len(strconv.Itoa(t)))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", g.N)
	writeRows(&b, g.N, width, g.Tiles)
	if len(g.Goal) == g.N*g.N {
		b.WriteByte('\n')
		writeRows(&b, g.N, width, g.Goal)
	}
	return b.String()
}

// writeRows writes tiles n to a row, each right-aligned to width.
func writeRows(b *strings.Builder, n, width int, tiles []int) {
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(b, "%*d", width, tiles[r*n+c])
		}
		b.WriteByte('\n')
	}
}

// InputError is what is wrong with a file or an edited grid, and where: a file line when the grid
// came from a file, otherwise a row and column (both counted from 1).
type InputError struct {
	Line     int // 1-based file line, 0 when unknown
	Row, Col int // 1-based cell, 0 when the error is not about one cell
	Msg      string
}

func (e *InputError) Error() string {
	switch {
	case e.Line > 0 && e.Row > 0:
		return fmt.Sprintf("line %d (row %d, column %d): %s", e.Line, e.Row, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Row > 0:
		return fmt.Sprintf("row %d, column %d: %s", e.Row, e.Col, e.Msg)
	}
	return e.Msg
}

// SizeName names an n-by-n board for a sentence, with its article: "a 4-by-4", "an 8-by-8",
// "an 11-by-11" (numbers are read aloud: eight, eleven, eighteen, eighty... begin with a vowel).
func SizeName(n int) string {
	s := fmt.Sprintf("%d-by-%d", n, n)
	if strings.HasPrefix(s, "8") || n == 11 || n == 18 {
		return "an " + s
	}
	return "a " + s
}

// cellError is an InputError about tile i of g, located by file line when g has lines.
func (g Grid) cellError(i int, format string, args ...any) *InputError {
	e := &InputError{Row: i/g.N + 1, Col: i%g.N + 1, Msg: fmt.Sprintf(format, args...)}
	if g.lines != nil {
		e.Line = g.lines[i]
	}
	return e
}

// Kind is which puzzle a grid holds.
type Kind int

const (
	KindAuto    Kind = iota // decide from the tiles (see Detect)
	Kind2048                // the 2048 variant: 0 and powers of two >= 2
	KindSliding             // the sliding n-puzzle: a permutation of 0..n*n-1
)

func (k Kind) String() string {
	switch k {
	case Kind2048:
		return "2048"
	case KindSliding:
		return "sliding"
	}
	return "auto"
}

// SizeError is the one wording of a board side n outside what kind k takes (KindAuto: outside
// what any kind takes), with every kind's limits, on the file line given (0: none): "board size
// n = 200 is out of range: sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16".
func SizeError(line, n int, k Kind) *InputError {
	what := map[Kind]string{Kind2048: " for a 2048 board", KindSliding: " for a sliding puzzle"}[k]
	slo, shi := KindSliding.Sizes()
	glo, ghi := Kind2048.Sizes()
	return &InputError{Line: line, Msg: fmt.Sprintf("board size n = %d is out of range%s: sliding puzzles are %d to %d on a side, 2048 boards %d to %d",
		n, what, slo, shi, glo, ghi)}
}

// ParseKind reads "auto", "2048" or "sliding".
func ParseKind(s string) (Kind, error) {
	for _, k := range []Kind{KindAuto, Kind2048, KindSliding} {
		if s == k.String() {
			return k, nil
		}
	}
	return KindAuto, fmt.Errorf("unknown kind %q (want auto, 2048 or sliding)", s)
}

// Detect says which kind of puzzle g holds: a permutation of 0..n*n-1 is a sliding puzzle; 0 and
// powers of two >= 2 make a 2048 board (the two never overlap: a permutation holds a 1). Anything
// else is an error from the kind the grid most resembles: tiles all within 0..n*n-1 with one blank
// look like a sliding puzzle, anything else like a 2048 board.
func Detect(g Grid) (Kind, error) {
	powers, inRange, blanks := true, true, 0
	for _, t := range g.Tiles {
		powers = powers && (t == 0 || t >= 2 && t&(t-1) == 0)
		inRange = inRange && t >= 0 && t < len(g.Tiles)
		if t == 0 {
			blanks++
		}
	}
	if powers {
		return Kind2048, check2048(g)
	}
	if err := checkSliding(g); err == nil || inRange && blanks <= 1 {
		return KindSliding, err
	}
	if at := blankless(g); at >= 0 {
		return KindSliding, g.cellError(at, "tiles 1 to %d with no 0 look like a sliding puzzle without its blank: "+
			"write 0 for the blank (%s sliding puzzle holds 0 to %d)", len(g.Tiles), SizeName(g.N), len(g.Tiles)-1)
	}
	return Kind2048, check2048(g)
}

// blankless finds where tile n*n stands when g holds each of 1..n*n once, as a sliding puzzle
// written without its blank would; -1 otherwise.
func blankless(g Grid) int {
	seen := make([]bool, len(g.Tiles)+1)
	at := -1
	for i, t := range g.Tiles {
		if t < 1 || t > len(g.Tiles) || seen[t] {
			return -1
		}
		seen[t] = true
		if t == len(g.Tiles) {
			at = i
		}
	}
	return at
}

// Check reports whether g is a valid board of kind k (with KindAuto: of either kind).
func Check(g Grid, k Kind) error {
	switch k {
	case Kind2048:
		return check2048(g)
	case KindSliding:
		return checkSliding(g)
	}
	_, err := Detect(g)
	return err
}
