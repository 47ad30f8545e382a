package session

import (
	"fmt"
	"strings"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// Explorer is the explorer window's state without its widgets: the recording shown, the step the
// user is at and whether it plays on by itself.
type Explorer struct {
	x       *Exploration
	at      int
	playing bool
}

// NewExplorer shows x from its first step.
func NewExplorer(x *Exploration) *Explorer { return &Explorer{x: x} }

// Exploration is the recording shown.
func (e *Explorer) Exploration() *Exploration { return e.x }

// Len is the number of steps; At the one shown, from 0.
func (e *Explorer) Len() int { return len(e.x.Steps) }
func (e *Explorer) At() int  { return e.at }

// Step is the step shown; the zero step when there are none (IDA*).
func (e *Explorer) Step() ExploreStep {
	if len(e.x.Steps) == 0 {
		return ExploreStep{Parent: -1}
	}
	return e.x.Steps[e.at]
}

// Seek shows step i, kept within the recording.
func (e *Explorer) Seek(i int) { e.at = max(0, min(i, len(e.x.Steps)-1)) }

// Next shows the next step and says whether there was one; at the end it stops playing.
func (e *Explorer) Next() bool {
	if e.at+1 >= len(e.x.Steps) {
		e.playing = false
		return false
	}
	e.at++
	return true
}

// Prev shows the step before, if any.
func (e *Explorer) Prev() bool {
	if e.at == 0 {
		return false
	}
	e.at--
	return true
}

// Playing says whether the steps play on by themselves; SetPlaying starts or stops that (from the
// last step, playing starts again at the first).
func (e *Explorer) Playing() bool { return e.playing }
func (e *Explorer) SetPlaying(on bool) {
	if on && e.at+1 >= len(e.x.Steps) {
		e.at = 0
	}
	e.playing = on && len(e.x.Steps) > 1
}

// Fact is one figure as the explorer shows it: plain words and the value (the help gives the
// textbook's terms: Glossary).
type Fact struct{ Label, Value string }

// Facts are the shown step's figures, in plain words (words.ExplorerFacts).
func (e *Explorer) Facts() []Fact {
	st := e.Step()
	pairs := words.ExplorerFacts(words.ExplorerStep{At: e.at + 1, Steps: len(e.x.Steps), G: st.G, H: st.H, F: st.F,
		Frontier: st.Frontier, Closed: st.Closed, Next: st.Next, ByScore: e.x.ByScore()})
	facts := make([]Fact, len(pairs))
	for i, p := range pairs {
		facts[i] = Fact{p[0], p[1]}
	}
	return facts
}

// Status says in a line what the shown step is: the goal, a board of the answer, or neither.
func (e *Explorer) Status() string {
	st := e.Step()
	return words.ExplorerStatus(st.Goal, e.x.OnAnswer(e.at), e.x.Solution != nil, st.G)
}

// Summary says in a line what was recorded and how it ended.
func (e *Explorer) Summary() string {
	x := e.x
	r := words.Recording{Label: x.Choice.Label, Looked: x.Looked(), OverBudget: x.OverBudget, Budget: x.Budget,
		BoardBytes: int64(x.Start.Bytes()), Full: x.Full, Limit: x.Limit}
	switch {
	case x.stop != nil:
		r.Stop = string(x.stop.Limit)
	case x.sol != nil && x.sol.Unsolvable:
		r.Unsolvable = true
	case x.sol != nil && x.sol.Steps() > 0:
		r.Answered, r.Moves, r.Proven = true, x.sol.Moves, x.sol.Proven
	}
	return r.Summary()
}

// LookedAt says what "boards looked at" counts, in the explorer's help and Compare Searches' alike
// (words.LookedAt).
const LookedAt = words.LookedAt

// Looked is the boards the search looked at (LookedAt): the steps recorded but the goal, or IDA*'s
// boards over all its iterations; the search's own count (Stats.Expanded), which Compare shows.
func (x *Exploration) Looked() int {
	if x.algorithm.Heard != solver.HeardIterations {
		if n := len(x.Steps); n > 0 && x.Steps[n-1].Goal {
			return n - 1
		}
		return len(x.Steps)
	}
	n := 0
	for _, it := range x.iterations {
		n += it.Expanded
	}
	return n
}

// IterationRows are IDA*'s iterations in plain words: the header, then a row an iteration.
func (e *Explorer) IterationRows() [][]string {
	rows := [][]string{words.IterationHeader()}
	for _, it := range e.x.iterations {
		next := "-"
		switch {
		case it.Found:
			next = words.IterationFound
		case it.Next > 0:
			next = fmt.Sprint(it.Next)
		}
		rows = append(rows, []string{fmt.Sprint(it.Bound), words.Group(it.Expanded), next})
	}
	return rows
}

// Glossary pairs the explorer's plain words with the textbook's terms, for its help
// (words.ExplorerGlossary).
var Glossary = words.ExplorerGlossary

// miniSide is the most rows and columns MiniBoard writes: a 127x127 board's 16,129 numbers made
// labels of tens of megabytes of texture each, and no one reads them at that size.
const miniSide = 8

// MiniBoard is b as a few lines of text, a blank as a dot: the explorer's small boards of the
// path and the frontier. A board larger than miniSide shows its top-left corner, each row ending
// in "…" and a last row of "⋮".
func MiniBoard(b board.Board) string {
	g := b.Grid()
	side := min(g.N, miniSide)
	width := 1
	for r := range side {
		for c := range side {
			width = max(width, len(fmt.Sprint(g.Tiles[r*g.N+c])))
		}
	}
	var s strings.Builder
	for r := range side {
		if r > 0 {
			s.WriteByte('\n')
		}
		for c := range side {
			if c > 0 {
				s.WriteByte(' ')
			}
			t := g.Tiles[r*g.N+c]
			cell := fmt.Sprint(t)
			if t == 0 {
				cell = "·"
			}
			s.WriteString(strings.Repeat(" ", width-len(fmt.Sprint(t))) + cell)
		}
		if side < g.N {
			s.WriteString(" …")
		}
	}
	if side < g.N {
		s.WriteString("\n" + strings.Repeat(" ", width-1) + "⋮")
	}
	return s.String()
}
