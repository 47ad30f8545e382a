package words

import (
	"fmt"
	"time"
)

// Stop is why a phase of a solve stopped, as facts (solver's StopError): the limit with its value
// and the phase's figures when it stopped. Stopped words it.
type Stop struct {
	Phase     string // "search", "proof", "database", "improve"
	Limit     Budget // the limit that stopped it; BudgetNone when cancelled
	Cancelled bool   // Cancel or Ctrl-C stopped it
	LimitName string // the limit in words: "node budget", "proof budget", "cancel"
	Cap       int64  // the limit's value: bytes for memory, nanoseconds for time, states for the others
	// StatesAllowed is the node cap the memory budget made, at BytesPerState each.
	StatesAllowed int
	BytesPerState int64
	Generated     int // states stored
	Expanded      int
	Depth         int // move sequences checked up to this length (the proof)
	Bound         int // no solution is shorter than this; 0 when unknown
	Elapsed       time.Duration
	// For a 2048 minimality check that proved nothing the tile sum had not: SumBound is that lower
	// bound, Need roughly how many states getting past it would store, GaveUp that the check
	// stopped before its cap because of that.
	SumBound, Need int
	GaveUp         bool
	// Done and Total count a database build's states; Err is why a build did not start.
	Done, Total int64
	Err         error
}

// Stopped says which limit stopped which phase and how far it got: "search stopped by the node
// budget of 1,000 stored states: 1,000 states stored, 412 expanded in 3ms".
func Stopped(e Stop) string {
	if e.Phase == "database" {
		return databaseStopped(e)
	}
	var what string
	switch e.Limit {
	case BudgetMemory:
		what = fmt.Sprintf("the memory budget of %d MB (%s states at about %d bytes each)",
			e.Cap>>20, Group(e.StatesAllowed), e.BytesPerState)
	case BudgetNodes, BudgetProof:
		what = fmt.Sprintf("the %s of %s stored states", e.LimitName, Group(int(e.Cap)))
	case BudgetWork:
		what = fmt.Sprintf("the work budget of %s expanded states", Group(int(e.Cap)))
	case BudgetTime:
		what = fmt.Sprintf("the timeout of %v", time.Duration(e.Cap))
	default:
		what = e.LimitName
	}
	s := fmt.Sprintf("%s stopped by %s: %s states stored, %s expanded", e.Phase, what, Group(e.Generated), Group(e.Expanded))
	if e.GaveUp {
		s = fmt.Sprintf("%s given up: getting past the lower bound of %d moves would store at least %s states, more than %s allows: %s states stored, %s expanded",
			e.Phase, e.SumBound, Roughly(e.Need), what, Group(e.Generated), Group(e.Expanded))
	}
	if e.Cancelled {
		s = fmt.Sprintf("%s cancelled: %s states stored, %s expanded", e.Phase, Group(e.Generated), Group(e.Expanded))
	}
	if e.Phase == "proof" {
		s += fmt.Sprintf(", every move sequence up to %d moves checked", e.Depth)
		if e.Need > 0 && !e.GaveUp {
			s += fmt.Sprintf(" (getting past the lower bound of %d moves would store at least %s states)", e.SumBound, Roughly(e.Need))
		}
	}
	if e.Bound > 0 {
		s += fmt.Sprintf(", no solution shorter than %d moves", e.Bound)
	}
	return s + fmt.Sprintf(" in %v", e.Elapsed.Round(time.Millisecond))
}

// databaseStopped says how far a pattern database build got: "building the pattern databases:
// cancelled at 35% after 2.1 s".
func databaseStopped(e Stop) string {
	if e.Limit == BudgetMemory {
		return fmt.Sprintf("the pattern databases were not built: %v, more than the memory budget of %d MB", e.Err, e.Cap>>20)
	}
	how := "cancelled"
	if e.Limit == BudgetTime {
		how = fmt.Sprintf("stopped by the timeout of %v", time.Duration(e.Cap))
	}
	percent := 0
	if e.Total > 0 {
		percent = int(100 * e.Done / e.Total)
	}
	return fmt.Sprintf("building the pattern databases: %s at %d%% after %s", how, percent, Duration(e.Elapsed))
}

// GaveUp says for the app, in a few lines, what stopped a search that found no solution, with the
// figures reached and the advice in the app's words: "Gave up after 5.0 s: the search filled its
// memory budget (1 GB, 4,194,304 boards) without reaching the goal. IDA* (Search by): ...".
// goal is the board's goal tile (0: none); best, when HasBest, the best board's largest value.
func GaveUp(e Stop, goal, best int, hasBest bool, a Advice) string {
	var what string
	switch {
	case e.Limit == BudgetMemory:
		what = fmt.Sprintf("the search filled its memory budget (%s, %s boards)", Megabytes(e.Cap), Group(e.Generated))
	case e.Limit == BudgetNodes:
		what = fmt.Sprintf("the search stored its limit of %s boards", Group(int(e.Cap)))
	case e.Limit == BudgetWork:
		what = fmt.Sprintf("the search expanded its limit of %s boards", Group(int(e.Cap)))
	case e.Limit == BudgetTime:
		what = "the search ran out of time"
	default:
		what = "the search stopped (" + e.LimitName + ")"
	}
	switch {
	case goal == 0:
		what += " without reaching the goal"
	case hasBest:
		what += fmt.Sprintf("; its best board holds %d, the goal is %d", best, goal)
	}
	return fmt.Sprintf("Gave up after %s: %s. %s", Duration(e.Elapsed), what, Controls(a))
}

// RandomRule says why a board of a rule that places its new tile at random is not searched
// (solver.RandomRuleError); the command line and the app add where to play it.
func RandomRule(rule string) string {
	return fmt.Sprintf("the %s rule places its new tile at random, so there is no one shortest solution to search for: play it instead", rule)
}
