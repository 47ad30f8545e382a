package solver

import (
	"fmt"
	"math"
	"strings"

	"github.com/tilesolve/tilesolve/words"

	"github.com/tilesolve/tilesolve/board"
)

// Advice is what might let a stopped solve go further, decided here once for the command line and
// the app from the registry: the limit to raise, the algorithms to try instead, another score or
// heuristic. Flags and Controls word it for each.
type Advice struct {
	Stop    *StopError
	Kind    board.Kind
	Current Algorithm   // the algorithm that stopped
	Try     []Algorithm // algorithms ranked after Current that fit the board, each with a Note
	// Heuristic is the heuristic to try instead of A*'s, "" when none is better.
	Heuristic Heuristic
	// Priority is the score to try instead of best-first's, "" for other algorithms.
	Priority Priority
	// BeamWidth is the beam's width now, when a wider one may help; 0 for other algorithms.
	BeamWidth int
	// States is how many board values of this size the memory budget allows.
	States int
	// ProofNodes is the 2048 minimality check's own cap (Config.ProofNodes or its default).
	ProofNodes int
}

// Advise decides the advice for a solve of b under c that stop ended. Other algorithms, scores
// and widths are only suggested when the search itself stopped, not a proof or a database build.
func Advise(stop *StopError, b board.Board, c Config) Advice {
	a := Advice{Stop: stop, Kind: b.Kind(), States: StatesWithin(b, c.MaxMemory), ProofNodes: c.ProofNodes}
	if a.ProofNodes == 0 {
		a.ProofNodes = DefaultProofNodes
	}
	cur, err := Pick(b, c.Algorithm)
	if err != nil || stop.Phase != PhaseSearch {
		return a
	}
	a.Current = cur
	for _, o := range Algorithms(b.Kind()) {
		if o.Rank > cur.Rank && o.Note != "" && o.Fits(b) {
			a.Try = append(a.Try, o)
		}
	}
	if cur.Takes(OptionHeuristic) && c.Heuristic == HeuristicHamming {
		a.Heuristic = HeuristicManhattan
	}
	if cur.Takes(OptionBeamWidth) {
		a.BeamWidth = c.BeamWidth
		if a.BeamWidth <= 0 {
			a.BeamWidth = DefaultBeamWidth
		}
	} else if cur.Takes(OptionPriority) {
		a.Priority = PriorityDistance
		if c.Priority == PriorityDistance {
			a.Priority = PriorityLeft
		}
	}
	return a
}

// Flags words the advice for the command line, in the flags that change the limit that bound:
// raising -max-nodes helps only when the node budget is what stopped it.
func (a Advice) Flags() string {
	other := a.flagAlternatives()
	e := a.Stop
	if e.Need > 0 {
		return a.proofFlags()
	}
	switch e.Limit {
	case LimitMemory:
		return fmt.Sprintf("Raise -max-memory (now %d MB) if the machine has that much free; raising -max-nodes would not help%s.", e.Cap>>20, other)
	case LimitNodes:
		return fmt.Sprintf("Raise -max-nodes (now %d); -max-memory allows about %s states of this size%s.", e.Cap, words.Group(a.States), other)
	case LimitProof:
		return fmt.Sprintf("Raise -proof-nodes (now %d) to check further; -max-memory allows about %s states of this size.", e.Cap, words.Group(a.States))
	case LimitWork:
		return "Raise the work budget to search further" + other + "."
	case LimitTime:
		return "Raise -timeout to let it run longer" + other + "."
	}
	return ""
}

// largestAdvisedMemory is the most memory advice asks for: a minimality check that needs more
// than a large workstation has cannot help, so it is not advised.
const largestAdvisedMemory = 64 << 30

// proofFlags words the advice for a minimality check that proved nothing the tile sum had not:
// the budget it takes at least to get past that bound, when one might (Need states), and nothing
// when no machine could store them.
func (a Advice) proofFlags() string {
	e := a.Stop
	if e.Need <= a.States {
		return fmt.Sprintf("Raise -proof-nodes to at least %s (now %s) to check past the lower bound.", words.Roughly(e.Need), words.Group(a.ProofNodes))
	}
	bytes := float64(e.Need) * float64(e.BytesPerState)
	if bytes > largestAdvisedMemory {
		return ""
	}
	return fmt.Sprintf("Raise -max-memory to at least about %s MB and -proof-nodes to at least %s to check past the lower bound, if the machine has that much memory free.",
		words.TwoFigures(math.Ceil(bytes/(1<<20))), words.Roughly(e.Need))
}

// flagAlternatives lists, each after a comma, what else might solve the board within the limits.
func (a Advice) flagAlternatives() string {
	var out strings.Builder
	if a.BeamWidth > 0 {
		fmt.Fprintf(&out, ", or a wider -beam-width (now %d)", a.BeamWidth)
	}
	for _, t := range a.Try {
		fmt.Fprintf(&out, ", or -algo %s (%s)", t.Name, t.Note)
	}
	if a.Heuristic != "" {
		fmt.Fprintf(&out, ", or -heuristic %s", a.Heuristic)
	}
	if a.Priority != "" {
		fmt.Fprintf(&out, ", or try -priority %s", a.Priority)
	}
	if a.Kind == board.Kind2048 && a.Current.Name != "" {
		out.WriteString(", or a lower -goal")
		if a.BeamWidth == 0 {
			out.WriteString(" (each doubling of the goal about doubles the moves)")
		}
	}
	return out.String()
}

// Controls words the advice for the app, whose limits are not the user's to change: the searches
// to pick under Search by, and what the board itself might change.
func (a Advice) Controls() string {
	var s []string
	if a.Heuristic != "" {
		alt := "Manhattan distance"
		for _, t := range a.Try {
			if t.Optimal {
				alt += " or " + shortTitle(t)
				break
			}
		}
		s = append(s, fmt.Sprintf("Hamming distance guides A* weakly: %s (Search by) find a shortest solution with far fewer boards.", alt))
	}
	for i, t := range a.Try {
		where := ""
		if i == 0 && a.Heuristic == "" {
			where = " (Search by)"
		}
		s = append(s, fmt.Sprintf("%s%s: %s.", shortTitle(t), where, t.Note))
	}
	switch {
	case a.Kind == board.Kind2048 && a.BeamWidth > 0:
		s = append(s, "A lower goal needs far fewer moves; a larger board leaves more room.")
	case a.Kind == board.Kind2048:
		s = append(s, "A lower goal needs far fewer moves.")
	case len(s) == 0:
		s = append(s, "A less scrambled board needs fewer moves.")
	}
	return strings.Join(s, " ")
}

// shortTitle is an algorithm's title without its parenthesis: "IDA*" for "IDA* (optimal)".
func shortTitle(a Algorithm) string {
	t, _, _ := strings.Cut(a.Title, " (")
	return t
}
