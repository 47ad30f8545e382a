package words

import "fmt"

// The explorer's words: its figures in plain words beside the textbook's terms (ExplorerGlossary),
// what a step is (ExplorerStatus) and what a recording holds (Recording.Summary).

// LookedAt says what "boards looked at" counts, in the explorer's help and Compare Searches' alike:
// the one definition both windows count by.
const LookedAt = "boards looked at: the boards the search took off its list and expanded (made the boards one move on). " +
	"The goal, taken off last, ends the search unexpanded and is not counted."

// ExplorerGlossary pairs the explorer's plain words with the textbook's terms, for its help.
var ExplorerGlossary = [][2]string{
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

// ExplorerStep is one recorded step's figures.
type ExplorerStep struct {
	At, Steps        int  // the step's number (from 1) and how many there are
	G, H, F          int  // moves made, the estimate of moves left, and the priority
	Frontier, Closed int  // boards still to look at and already looked at
	Next             int  // the best priority still to look at (when Frontier > 0)
	ByScore          bool // a best-first search by score: F is the score, H not shown
}

// ExplorerFacts are a step's figures as label and value, in plain words.
func ExplorerFacts(st ExplorerStep) [][2]string {
	facts := [][2]string{
		{"step", fmt.Sprintf("%s of %s", Group(st.At), Group(st.Steps))},
		{"moves made", Group(st.G)},
	}
	if st.ByScore {
		facts = append(facts, [2]string{"score (best first)", Group(st.F)})
	} else {
		facts = append(facts, [2]string{"estimate of moves left", Group(st.H)}, [2]string{"moves made + estimate", Group(st.F)})
	}
	facts = append(facts, [2]string{"still to look at", Group(st.Frontier)}, [2]string{"already looked at", Group(st.Closed)})
	next := "none"
	if st.Frontier > 0 {
		next = Group(st.Next)
	}
	if st.ByScore {
		return append(facts, [2]string{"best score still to look at", next})
	}
	return append(facts, [2]string{"lowest moves + estimate still to look at", next})
}

// ExplorerStatus says in a line what a step's board is: the goal, g moves from the start; a board
// of the answer; or, when there is an answer, a detour; else nothing.
func ExplorerStatus(goal, onAnswer, answered bool, g int) string {
	switch {
	case goal:
		return fmt.Sprintf("The goal, %s moves from the start: the search stops here.", Group(g))
	case onAnswer:
		return "This board is on the answer the search finds."
	case answered:
		return "This board is not on the answer: a detour the estimate could not rule out."
	}
	return ""
}

// IterationHeader heads the table of IDA*'s iterations.
func IterationHeader() []string {
	return []string{"limit on moves + estimate", "boards looked at", "smallest over the limit (the next limit)"}
}

// IterationFound is the last column of the iteration that found the answer.
const IterationFound = "answer found"

// Recording is what the explorer recorded and how it ended, for its summary line.
type Recording struct {
	Label  string // the search's menu label
	Looked int    // boards looked at (LookedAt)
	// OverBudget: the recording reached its memory budget, Budget bytes, at BoardBytes a board.
	OverBudget         bool
	Budget, BoardBytes int64
	// Full: the recording reached its most steps, Limit.
	Full  bool
	Limit int
	// Stop is the limit that stopped the search ("node budget"), "" when none did.
	Stop       string
	Unsolvable bool
	// Answered: the search found an answer of Moves moves, Proven shortest or not.
	Answered bool
	Moves    int
	Proven   bool
}

// tryOther is the advice after a recording too large to keep.
const tryOther = "Choose a smaller board, a nearer goal or a stronger estimate."

// Summary says in a line what was recorded and how it ended.
func (r Recording) Summary() string {
	s := fmt.Sprintf("%s: looked at %s boards", r.Label, Group(r.Looked))
	switch {
	case r.OverBudget:
		return s + fmt.Sprintf(" and stopped: its recording reached the explorer's memory budget (%s for the boards it shows, %s KB each). %s",
			Megabytes(r.Budget), Group(int((r.BoardBytes+1023)>>10)), tryOther)
	case r.Full:
		return s + fmt.Sprintf(" and stopped: the explorer records at most %s. %s", Group(r.Limit), tryOther)
	case r.Stop != "":
		return s + fmt.Sprintf(" and stopped at its %s.", r.Stop)
	case r.Unsolvable:
		return s + "; the board cannot be solved."
	case r.Answered:
		proven := "not proven shortest"
		if r.Proven {
			proven = "shortest"
		}
		return s + fmt.Sprintf("; the answer has %d moves (%s).", r.Moves, proven)
	}
	return s + "."
}
