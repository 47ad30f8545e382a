package solver

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/catch"
	"github.com/tilesolve/tilesolve/words"
)

// Algorithm is one way to solve boards of one kind. The command line, the app and the benchmarks
// ask the registry which algorithms fit a board and whether their answers are proven, instead of
// switching on the board's type.
type Algorithm struct {
	Name  string     // on the command line (-algo) and in preferences: "astar", "ida", "beam"...
	Kind  board.Kind // the boards it solves
	Title string     // what the app shows (words.Search(Name) when registered empty)
	// Rank orders the algorithms of a kind wherever they are listed (the -algo help, the app's
	// choices, advice): each registers in its own file, so the order files run in says nothing.
	Rank int
	// Optimal says every solution it returns is a shortest one. For 2048 boards no algorithm is;
	// a 2048 solution is proven when it meets the sum bound or the breadth-first check.
	Optimal bool
	// Fits says whether the algorithm can be asked to solve b at all (some need a size).
	Fits func(b board.Board) bool
	// PerState estimates the memory one state it stores from b costs in a phase, from which the
	// memory budget makes its node cap; nil for an algorithm that stores only its path.
	PerState func(b board.Board, phase Phase) int64
	// Options lists the Config fields beside the budgets that it reads.
	Options []Option
	// Note says in a few words why to try it rather than another: give-up advice quotes it.
	Note string
	// Auto says whether "auto" picks it for b; the first registered that does wins.
	Auto func(b board.Board) bool
	// Label is what the app's search menu says of it, in plain words (Title when empty). Vary,
	// OptionHeuristic or OptionPriority, gives it an entry for each heuristic or priority instead
	// of one, labelled after it.
	Label string
	Vary  Option
	// Hidden keeps it out of the app's search menu (Choices): offered to -algo and compare only.
	Hidden bool
	// Heard says what Config.Observer and Config.Iterated hear of it: what the explorer can step
	// through.
	Heard Heard
	// AnyGoal says it asks a sliding puzzle for its goal (IsGoal, distances to it), so it solves
	// towards any goal as it is; the others are given the usual goal in a frame (goal.go).
	AnyGoal bool
	// ByScore says its frontier is ordered by a score taken highest first (best-first), rather
	// than by moves made plus an estimate, lowest first.
	ByScore bool
	solve   func(ctx context.Context, b board.Board, c Config) (*Solution, error)
	prepare func(ctx context.Context, b board.Board, c Config) error // nil: nothing to prepare
	// awaits is the memory of the database build a solve of b with c would first wait for, 0 when
	// it would not wait (see Config.Interim); nil: it never does.
	awaits func(b board.Board, c Config) int64
}

// Heard is what an algorithm lets an observer hear.
type Heard uint8

const (
	HeardNothing    Heard = iota // a search the explorer cannot step through (the fast solver, the beam)
	HeardExpansions              // each board expanded (Config.Observer): A*, best-first, breadth-first
	HeardIterations              // each iteration (Config.Iterated): IDA*
)

// Option names a Config field an algorithm reads beside the budgets.
type Option string

const (
	OptionHeuristic Option = "heuristic"  // Config.Heuristic
	OptionPriority  Option = "priority"   // Config.Priority
	OptionBeamWidth Option = "beam-width" // Config.BeamWidth
	OptionDatabase  Option = "database"   // Config.DatabaseDir and NoDatabase
)

// Choice is one entry of the app's search menu: an algorithm, with some of its options set.
type Choice struct {
	Key    string // kept in preferences: a key once saved must stay, or that choice is lost
	Label  string // what the menu shows, in plain words
	Config Config // the algorithm and the options it sets
}

// The heuristics and the priorities an algorithm's menu entries vary (Algorithm.Vary), in order;
// words.Varied words them.
var (
	menuHeuristics = []Heuristic{HeuristicManhattan, HeuristicLinearConflict, HeuristicHamming}
	menuPriorities = []Priority{PriorityLeft, PriorityDistance}
)

// Choices lists the app's search menu for kind k from the registry, the way Names lists -algo's:
// "auto" first, then each algorithm by Rank, once for each heuristic or priority it varies, so that
// an algorithm registered in its own file appears in the menu with no other change. A heuristic's
// or priority's entry is keyed by its name (the keys earlier versions saved), any other by the
// algorithm's name; a key an earlier entry has is prefixed with the algorithm's name.
func Choices(k board.Kind) []Choice {
	out := []Choice{{Key: AlgoAuto, Label: words.AutoChoice(k.String()), Config: Config{Algorithm: AlgoAuto}}}
	add := func(key, label string, c Config) {
		if slices.ContainsFunc(out, func(o Choice) bool { return o.Key == key }) {
			key = c.Algorithm + "-" + key
		}
		out = append(out, Choice{Key: key, Label: label, Config: c})
	}
	for _, a := range Algorithms(k) {
		if a.Hidden {
			continue
		}
		label := cmp.Or(a.Label, a.Title)
		switch a.Vary {
		case OptionHeuristic:
			for _, h := range menuHeuristics {
				add(string(h), words.Varied(label, string(h)), Config{Algorithm: a.Name, Heuristic: h})
			}
		case OptionPriority:
			for _, p := range menuPriorities {
				add(string(p), words.Varied(label, string(p)), Config{Algorithm: a.Name, Priority: p})
			}
		default:
			add(a.Name, label, Config{Algorithm: a.Name})
		}
	}
	return out
}

// Takes says whether a reads option o.
func (a Algorithm) Takes(o Option) bool { return slices.Contains(a.Options, o) }

// AlgoAuto is the name that lets Pick choose for the board.
const AlgoAuto = "auto"

// registry lists every algorithm, each kind's by Rank. The file of each algorithm registers it
// from its init function.
var registry []Algorithm

// register adds a to the registry, its Title, Label and Note from words.Search when it leaves
// them empty: what people read of it is worded there.
func register(a Algorithm) {
	w := words.Search(a.Name)
	a.Title, a.Label, a.Note = cmp.Or(a.Title, w.Title), cmp.Or(a.Label, w.Label), cmp.Or(a.Note, w.Note)
	if a.Fits == nil {
		a.Fits = func(board.Board) bool { return true }
	}
	registry = append(registry, a)
	slices.SortStableFunc(registry, func(a, b Algorithm) int { return a.Rank - b.Rank })
}

// Algorithms lists the algorithms for kind k.
func Algorithms(k board.Kind) []Algorithm {
	var out []Algorithm
	for _, a := range registry {
		if a.Kind == k {
			out = append(out, a)
		}
	}
	return out
}

// RandomRuleError refuses a board whose rule places its new tile at random (classic): every
// search here follows one line of boards, and such a rule has a tree of outcomes instead, which
// only a player (play's expectimax) handles. The command line and the app say where to play it.
type RandomRuleError struct{ Rule string }

func (e *RandomRuleError) Error() string { return words.RandomRule(e.Rule) }

// Pick finds the algorithm named name for board b; "auto" or "" lets the board's kind choose (see
// auto). The error names the choices that fit.
func Pick(b board.Board, name string) (Algorithm, error) {
	if s, ok := b.(interface{ Spawn() board.SpawnRule }); ok && !s.Spawn().Deterministic() {
		return Algorithm{}, &RandomRuleError{Rule: s.Spawn().Name()}
	}
	if name == "" || name == AlgoAuto {
		return auto(b)
	}
	var names []string
	for _, a := range Algorithms(b.Kind()) {
		if a.Name == name {
			if !a.Fits(b) {
				return Algorithm{}, fmt.Errorf("%s does not solve a %d-by-%d %s board", a.Title, b.Size(), b.Size(), b.Kind())
			}
			return a, nil
		}
		names = append(names, a.Name)
	}
	return Algorithm{}, fmt.Errorf("unknown algorithm %q for a %s board (want auto, %s)", name, b.Kind(), strings.Join(names, ", "))
}

// auto is the algorithm the solver chooses for b: the first of its kind whose Auto accepts b and
// that fits b. When none does, it says so rather than fall back on one that cannot finish.
func auto(b board.Board) (Algorithm, error) {
	for _, a := range Algorithms(b.Kind()) {
		if a.Auto != nil && a.Auto(b) && a.Fits(b) {
			return a, nil
		}
	}
	return Algorithm{}, fmt.Errorf("no algorithm solves a %d-by-%d %s board", b.Size(), b.Size(), b.Kind())
}

// Prepare does ahead of a solve what the algorithm for b needs once per process, such as loading
// or building a pattern database, so that a batch or a benchmark can time it apart.
func Prepare(ctx context.Context, b board.Board, c Config) (err error) {
	if bug := catch.Run(func() { err = prepare(ctx, b, c) }); bug != nil {
		return bug
	}
	return err
}

// prepare is Prepare without its catch.
func prepare(ctx context.Context, b board.Board, c Config) error {
	a, err := Pick(b, c.Algorithm)
	if err != nil {
		return err
	}
	if a.prepare != nil {
		return a.prepare(ctx, b, c)
	}
	return nil
}

// Names lists the names of kind k's algorithms, in registry order: what -algo accepts beside auto.
func Names(k board.Kind) []string {
	var out []string
	for _, a := range Algorithms(k) {
		out = append(out, a.Name)
	}
	return out
}

// solveAs adapts a solver of one board type to the registry's: the one place an algorithm's board
// is asserted to its kind's type (Pick gives it only boards of its Kind).
func solveAs[B board.Board](f func(context.Context, B, Config) (*Solution, error)) func(context.Context, board.Board, Config) (*Solution, error) {
	return func(ctx context.Context, b board.Board, c Config) (*Solution, error) {
		t, ok := b.(B)
		if !ok {
			return nil, fmt.Errorf("solver: a %s board given to a %T solver", b.Kind(), t)
		}
		return f(ctx, t, c)
	}
}

// perStateAs adapts a memory estimate of one board type as solveAs does: the registry's other
// kind check, for the same reason.
func perStateAs[B board.Board](f func(B, Phase) int64) func(board.Board, Phase) int64 {
	return func(b board.Board, phase Phase) int64 {
		t, _ := b.(B)
		return f(t, phase)
	}
}

// fallbackPerState is the memory estimate for a kind with no algorithm that stores states: none
// is registered so, and a kilobyte a state errs on the safe side.
const fallbackPerState = 1 << 10

// firstStoring is the first algorithm of kind k that stores states.
func firstStoring(k board.Kind) (Algorithm, bool) {
	for _, a := range Algorithms(k) {
		if a.PerState != nil {
			return a, true
		}
	}
	return Algorithm{}, false
}

// bytesPerState is the memory one stored board value of b costs: what every minimality check
// stores, and the searches that keep whole boards.
func bytesPerState(b board.Board) int64 {
	if a, ok := firstStoring(b.Kind()); ok {
		return a.PerState(b, PhaseProof)
	}
	return fallbackPerState
}
