package words

import (
	"fmt"
	"math"
	"strings"
)

// Budget names the limit a stopped solve could raise.
type Budget int

const (
	BudgetNone   Budget = iota // nothing to raise (cancelled)
	BudgetMemory               // -max-memory, in bytes
	BudgetNodes                // -max-nodes: states stored
	BudgetProof                // -proof-nodes: states the 2048 minimality check stored
	BudgetWork                 // the work budget: states IDA* expanded
	BudgetTime                 // -timeout
)

// Alternative is another algorithm that fits the board: its flag name, its menu title and what it
// trades ("not the shortest, but fast").
type Alternative struct {
	Name, Title, Note string
	Optimal           bool // it finds a shortest solution
}

// Advice is what might let a stopped solve go further, as facts the engine decides once (solver.Advise)
// and Flags and Controls word for the command line and the app.
type Advice struct {
	Raise Budget
	Cap   int64 // the budget's value: bytes for memory, states for the others
	// Need is roughly how many states a 2048 minimality check must store to get past the tile sum's
	// lower bound, when that is what it proved no more than; BytesPerState is one state's memory.
	Need          int
	BytesPerState int64
	States        int  // how many board values of this size the memory budget allows
	ProofNodes    int  // the minimality check's own cap
	Search        bool // the search itself stopped (not a proof or a database build)
	Goal          bool // the board has a goal tile that could be lowered (2048)
	Try           []Alternative
	Heuristic     string // the heuristic to try instead of A*'s, "" when none is better
	Priority      string // the score to try instead of best-first's, "" for other algorithms
	BeamWidth     int    // the beam's width now, when a wider one may help; 0 for other algorithms
}

// Flags words the advice for the command line, in the flags that change the limit that bound:
// raising -max-nodes helps only when the node budget is what stopped it.
func Flags(a Advice) string {
	other := flagAlternatives(a)
	if a.Need > 0 {
		return proofFlags(a)
	}
	switch a.Raise {
	case BudgetMemory:
		return fmt.Sprintf("Raise -max-memory (now %d MB) if the machine has that much free; raising -max-nodes would not help%s.", a.Cap>>20, other)
	case BudgetNodes:
		return fmt.Sprintf("Raise -max-nodes (now %d); -max-memory allows about %s states of this size%s.", a.Cap, Group(a.States), other)
	case BudgetProof:
		return fmt.Sprintf("Raise -proof-nodes (now %d) to check further; -max-memory allows about %s states of this size.", a.Cap, Group(a.States))
	case BudgetWork:
		return "Raise the work budget to search further" + other + "."
	case BudgetTime:
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
func proofFlags(a Advice) string {
	if a.Need <= a.States {
		return fmt.Sprintf("Raise -proof-nodes to at least %s (now %s) to check past the lower bound.", Roughly(a.Need), Group(a.ProofNodes))
	}
	bytes := float64(a.Need) * float64(a.BytesPerState)
	if bytes > largestAdvisedMemory {
		return ""
	}
	return fmt.Sprintf("Raise -max-memory to at least about %s MB and -proof-nodes to at least %s to check past the lower bound, if the machine has that much memory free.",
		TwoFigures(math.Ceil(bytes/(1<<20))), Roughly(a.Need))
}

// flagAlternatives lists, each after a comma, what else might solve the board within the limits.
func flagAlternatives(a Advice) string {
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
	if a.Goal && a.Search {
		out.WriteString(", or a lower -goal")
		if a.BeamWidth == 0 {
			out.WriteString(" (each doubling of the goal about doubles the moves)")
		}
	}
	return out.String()
}

// Controls words the advice for the app, whose limits are not the user's to change: the searches
// to pick under Search by, and what the board itself might change.
func Controls(a Advice) string {
	var s []string
	if a.Heuristic != "" {
		alt := "Manhattan distance"
		for _, t := range a.Try {
			if t.Optimal {
				alt += " or " + ShortTitle(t.Title)
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
		s = append(s, fmt.Sprintf("%s%s: %s.", ShortTitle(t.Title), where, t.Note))
	}
	switch {
	case a.Goal && a.BeamWidth > 0:
		s = append(s, "A lower goal needs far fewer moves; a larger board leaves more room.")
	case a.Goal:
		s = append(s, "A lower goal needs far fewer moves.")
	case len(s) == 0:
		s = append(s, "A less scrambled board needs fewer moves.")
	}
	return strings.Join(s, " ")
}

// ShortTitle is an algorithm's title without its parenthesis: "IDA*" for "IDA* (optimal)".
func ShortTitle(title string) string {
	t, _, _ := strings.Cut(title, " (")
	return t
}
