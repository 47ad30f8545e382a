package board

import "fmt"

// SpawnRule decides where a new tile appears after each swipe. A swipe itself is deterministic
// (Game2048.Slide); the rule then gives the spawn's outcomes, each with its probability. It is a
// value rather than a flag in the move code so that new rules need no change there.
type SpawnRule interface {
	// Name is the rule's name on the command line and in the app.
	Name() string
	// Deterministic says the rule has one outcome with probability 1, a 2 in a cell that Place
	// names: only such rules can be searched for a shortest solution.
	Deterministic() bool
	// Place picks the blank cell (row-major index into cells, an n-by-n board of tile exponents
	// just after the slide) that receives the new 2. ok is false when there is none, and then the
	// swipe is no move in a search. A rule that is not deterministic has no one cell: ok is false.
	Place(cells []byte, n int) (at int, ok bool)
	// Outcomes lists every way the spawn can go on cells (as for Place), with probabilities that
	// add up to 1; nil when no blank cell is left, and then no tile appears.
	Outcomes(cells []byte, n int) []Outcome
}

// Outcome is one way a spawn can go: the tile 2^Exp appears at Cell (row-major) with probability P.
type Outcome struct {
	Cell int
	Exp  byte
	P    float64
}

// RightColumn is the right-column 2048 variant's rule: a 2 in the uppermost blank cell of the
// rightmost column.
var RightColumn SpawnRule = rightColumn{}

// BottomRow is the bottom-row rule: a 2 in the leftmost blank cell of the bottom row.
var BottomRow SpawnRule = bottomRow{}

// Classic is classic 2048's rule: any blank cell, each equally likely, receives a
// 2 with probability 0.9 or a 4 with probability 0.1. It can be played, not searched.
var Classic SpawnRule = classic{}

// SpawnRules lists the rules by name, the default first.
var SpawnRules = []SpawnRule{RightColumn, BottomRow, Classic}

// ParseSpawnRule finds a rule by name.
func ParseSpawnRule(name string) (SpawnRule, error) {
	for _, r := range SpawnRules {
		if r.Name() == name {
			return r, nil
		}
	}
	return nil, fmt.Errorf("unknown spawn rule %q (want right-column, bottom-row or classic)", name)
}

// one is the single outcome of a deterministic rule: a 2 at the cell place picks, if any.
func one(place func([]byte, int) (int, bool), cells []byte, n int) []Outcome {
	at, ok := place(cells, n)
	if !ok {
		return nil
	}
	return []Outcome{{Cell: at, Exp: 1, P: 1}}
}

type rightColumn struct{}

func (rightColumn) Name() string { return "right-column" }

func (rightColumn) Deterministic() bool { return true }

func (r rightColumn) Outcomes(cells []byte, n int) []Outcome { return one(r.Place, cells, n) }

func (rightColumn) Place(cells []byte, n int) (int, bool) { return firstEmpty(cells, n-1, n) }

type bottomRow struct{}

func (bottomRow) Name() string { return "bottom-row" }

func (bottomRow) Deterministic() bool { return true }

func (r bottomRow) Outcomes(cells []byte, n int) []Outcome { return one(r.Place, cells, n) }

func (bottomRow) Place(cells []byte, n int) (int, bool) { return firstEmpty(cells, (n-1)*n, 1) }

// firstEmpty is the first blank cell from start on, stepping by step, before the end of cells:
// the deterministic rules' scan (down the right column, or along the bottom row).
func firstEmpty(cells []byte, start, step int) (int, bool) {
	for i := start; i < len(cells); i += step {
		if cells[i] == 0 {
			return i, true
		}
	}
	return 0, false
}

type classic struct{}

func (classic) Name() string { return "classic" }

func (classic) Deterministic() bool { return false }

func (classic) Place([]byte, int) (int, bool) { return 0, false }

// Outcomes lists each blank cell twice, as Board4's searches and the n-by-n code both expect: the
// 2 (probability 0.9/blanks), then the 4 (0.1/blanks).
func (classic) Outcomes(cells []byte, n int) []Outcome {
	blanks := 0
	for _, e := range cells[:n*n] {
		if e == 0 {
			blanks++
		}
	}
	if blanks == 0 {
		return nil
	}
	out := make([]Outcome, 0, 2*blanks)
	for i, e := range cells[:n*n] {
		if e == 0 {
			out = append(out, Outcome{i, 1, 0.9 / float64(blanks)}, Outcome{i, 2, 0.1 / float64(blanks)})
		}
	}
	return out
}
