package board

import "fmt"

// SpawnRule decides where the 2 appears after each swipe. It is a value rather than a flag in the
// move code so that new rules (seed 003's bottom row, seed 004's random tiles) need no change there.
type SpawnRule interface {
	// Name is the rule's name on the command line and in the app.
	Name() string
	// Place picks the blank cell (row-major index into cells, an n-by-n board of tile exponents
	// just after the slide) that receives the new 2. ok is false when there is none, and then the
	// swipe is no move.
	Place(cells []byte, n int) (at int, ok bool)
}

// RightColumn is seed 000's rule: the uppermost blank cell of the rightmost column.
var RightColumn SpawnRule = rightColumn{}

// BottomRow is seed 003's rule: the leftmost blank cell of the bottom row.
var BottomRow SpawnRule = bottomRow{}

// SpawnRules lists the rules by name, the default first.
var SpawnRules = []SpawnRule{RightColumn, BottomRow}

// ParseSpawnRule finds a rule by name.
func ParseSpawnRule(name string) (SpawnRule, error) {
	for _, r := range SpawnRules {
		if r.Name() == name {
			return r, nil
		}
	}
	return nil, fmt.Errorf("unknown spawn rule %q (want right-column or bottom-row)", name)
}

type rightColumn struct{}

func (rightColumn) Name() string { return "right-column" }

func (rightColumn) Place(cells []byte, n int) (int, bool) {
	for i := n - 1; i < n*n; i += n {
		if cells[i] == 0 {
			return i, true
		}
	}
	return 0, false
}

type bottomRow struct{}

func (bottomRow) Name() string { return "bottom-row" }

func (bottomRow) Place(cells []byte, n int) (int, bool) {
	for i := (n - 1) * n; i < n*n; i++ {
		if cells[i] == 0 {
			return i, true
		}
	}
	return 0, false
}
