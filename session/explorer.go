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

// Facts are the shown step's figures, in plain words.
func (e *Explorer) Facts() []Fact {
	st := e.Step()
	x := e.x
	facts := []Fact{
		{"step", fmt.Sprintf("%s of %s", words.Group(e.at+1), words.Group(len(x.Steps)))},
		{"moves made", words.Group(st.G)},
	}
	if x.ByScore() {
		facts = append(facts, Fact{"score (best first)", words.Group(st.F)})
	} else {
		facts = append(facts,
			Fact{"estimate of moves left", words.Group(st.H)},
			Fact{"moves made + estimate", words.Group(st.F)})
	}
	facts = append(facts,
		Fact{"still to look at", words.Group(st.Frontier)},
		Fact{"already looked at", words.Group(st.Closed)})
	next := "none"
	if st.Frontier > 0 {
		next = words.Group(st.Next)
	}
	if x.ByScore() {
		facts = append(facts, Fact{"best score still to look at", next})
	} else {
		facts = append(facts, Fact{"lowest moves + estimate still to look at", next})
	}
	return facts
}

// Status says in a line what the shown step is: the goal, a board of the answer, or neither.
func (e *Explorer) Status() string {
	st := e.Step()
	switch {
	case st.Goal:
		return fmt.Sprintf("The goal, %s moves from the start: the search stops here.", words.Group(st.G))
	case e.x.OnAnswer(e.at):
		return "This board is on the answer the search finds."
	case e.x.Solution != nil:
		return "This board is not on the answer: a detour the estimate could not rule out."
	}
	return ""
}

// Summary says in a line what was recorded and how it ended.
func (e *Explorer) Summary() string {
	x := e.x
	s := fmt.Sprintf("%s: looked at %s boards", x.Choice.Label, words.Group(x.Looked()))
	switch {
	case x.OverBudget:
		return s + fmt.Sprintf(" and stopped: its recording reached the explorer's memory budget (%s for the boards it shows, %s KB each). "+
			"Choose a smaller board, a nearer goal or a stronger estimate.", words.Megabytes(x.Budget), words.Group(int((x.Start.Bytes()+1023)>>10)))
	case x.Full:
		return s + fmt.Sprintf(" and stopped: the explorer records at most %s. Choose a smaller board, a nearer goal or a stronger estimate.", words.Group(x.Limit))
	case x.stop != nil:
		return s + fmt.Sprintf(" and stopped at its %s.", x.stop.Limit)
	case x.sol != nil && x.sol.Unsolvable:
		return s + "; the board cannot be solved."
	case x.sol != nil && x.sol.Steps() > 0:
		proven := "not proven shortest"
		if x.sol.Proven {
			proven = "shortest"
		}
		return s + fmt.Sprintf("; the answer has %d moves (%s).", x.sol.Moves, proven)
	}
	return s + "."
}

// LookedAt says what "boards looked at" counts, in the explorer's help and Compare Searches' alike:
// the one definition both windows count by.
const LookedAt = "boards looked at: the boards the search took off its list and expanded (made the boards one move on). " +
	"The goal, taken off last, ends the search unexpanded and is not counted."

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
	rows := [][]string{{"limit on moves + estimate", "boards looked at", "smallest over the limit (the next limit)"}}
	for _, it := range e.x.iterations {
		next := "-"
		switch {
		case it.Found:
			next = "answer found"
		case it.Next > 0:
			next = fmt.Sprint(it.Next)
		}
		rows = append(rows, []string{fmt.Sprint(it.Bound), words.Group(it.Expanded), next})
	}
	return rows
}

// Glossary pairs the explorer's plain words with the textbook's terms, for its help.
var Glossary = [][2]string{
	{"step", "a board taken off the frontier: one looked at, or last the goal, which ends the search"},
	{"boards looked at", "nodes expanded: taken off the frontier, their neighbours generated"},
	{"moves made", "g(n), the path cost from the start"},
	{"estimate of moves left", "h(n), the heuristic: Hamming, Manhattan distance, linear conflicts, pattern databases"},
	{"moves made + estimate", "f(n) = g(n) + h(n), the priority A* expands lowest first"},
	{"score", "best-first's priority (the left-column score or the far-from-corner score), highest first"},
	{"still to look at", "the frontier, or open list (a board queued again by a shorter path counts until dropped)"},
	{"already looked at", "the closed set"},
	{"limit on moves + estimate", "IDA*'s cost bound for one iteration"},
	{"smallest over the limit", "the least f that exceeded the bound: the next iteration's bound"},
	{"b*", "the effective branching factor: N + 1 = 1 + b* + b*^2 + ... + b*^d"},
}

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
