package astar

// Observer hears each state a search takes off its frontier, in order, from the searching
// goroutine: the hook through which the app's explorer and compare watch the searches that solve,
// instead of a teaching copy of them. A nil Observer costs a search one untaken branch a state.
type Observer[S any] func(*Expansion[S])

// Expansion is one state a search takes off its frontier to expand (or, when Goal is set, to end
// on). It is valid only during the Observer's call: IDA* changes State in place afterwards, and
// Waiting reads the frontier as it is then.
type Expansion[S any] struct {
	State S
	// Node numbers the state in the search's store, Parent the state it was generated from (-1
	// for the start). Every parent is heard before its children, so following Parent through the
	// Expansions heard gives the path from the start. IDA* numbers the states it expands, in order.
	Node, Parent int
	G            int // moves made from the start
	H            int // the heuristic's estimate of the moves left; 0 without one (best-first, breadth-first)
	Priority     int // what orders the frontier: A* G+H, breadth-first G, best-first its rank (highest first)
	// Frontier is the entries still queued after this one was taken (a state queued again by a
	// shorter path counts twice until the older entry comes up and is dropped); Closed is the
	// states expanded before this one, which a search's Stats.Expanded counts; Stored is the
	// states generated and kept. IDA* has no frontier: Frontier is 0 and Stored its path's length.
	Frontier, Closed, Stored int
	// Next is the best Priority waiting on the frontier (the lowest f, for A*), valid when
	// Frontier > 0; 0 for IDA*, whose next bound Iteration.Next says as its iteration ends.
	Next int
	// Bound is IDA*'s bound on G+H this iteration; 0 for the other searches.
	Bound int
	// Goal says the state is a goal: the search ends on it without expanding it.
	Goal bool

	waiting func(k int) []Waiting[S]
}

// SetWaiting gives e the list that Waiting returns: waiting(k) is up to k states waiting on the
// frontier in the order the search would take them. For a search outside this package with a
// frontier of its own (FirstOf reads a binary heap so).
func (e *Expansion[S]) SetWaiting(waiting func(k int) []Waiting[S]) { e.waiting = waiting }

// Waiting is a state on the frontier with its moves made and its priority.
type Waiting[S any] struct {
	State       S
	G, Priority int
}

// Waiting lists up to k states waiting on the frontier, in the order the search would take
// them; nil for a search without a frontier (IDA*). It costs about k² steps.
func (e *Expansion[S]) Waiting(k int) []Waiting[S] {
	if e.waiting == nil || k <= 0 {
		return nil
	}
	return e.waiting(k)
}

// Retype is e with its states, and those it lists Waiting, turned into T by as: how a search over
// one state type is heard by an Observer of another (a board as the board.Board interface).
func Retype[S, T any](e *Expansion[S], as func(S) T) *Expansion[T] {
	x := &Expansion[T]{State: as(e.State), Node: e.Node, Parent: e.Parent, G: e.G, H: e.H, Priority: e.Priority,
		Frontier: e.Frontier, Closed: e.Closed, Stored: e.Stored, Next: e.Next, Bound: e.Bound, Goal: e.Goal}
	if e.waiting != nil {
		x.waiting = func(k int) []Waiting[T] {
			var out []Waiting[T]
			for _, w := range e.waiting(k) {
				out = append(out, Waiting[T]{State: as(w.State), G: w.G, Priority: w.Priority})
			}
			return out
		}
	}
	return x
}
