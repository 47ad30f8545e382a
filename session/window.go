package session

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// Window is Solve mode's state apart from the editor's board: the document, the files being
// read, the solve run and its limits, the solution found with the step shown of it, and the
// outcome the status tells. The app's window shows it; an edit makes the solution and the outcome
// stale.
type Window struct {
	// Doc is the document shown; Restore puts back the one of an undone state.
	Doc    *Document
	Opens  Opens
	Run    *SolveRun
	Limits Limits
	// Timeline holds the solution found, none when there is none, and the step shown of it in
	// Solve mode; Play mode shows the game's history on a timeline of its own.
	Timeline Timeline

	do      func(func()) // runs f on the owner's goroutine (fyne.Do in the app)
	outcome *Outcome     // what the status tells of the last solve; nil once anything else is said
	// replaced is the solution the running solve took off the timeline: until the answer comes
	// it is still the board's work, and Unsaved counts it.
	replaced *Solution
	// databases says the board shown is one a solve may use the kept pattern databases for
	// (keepDatabasesFor).
	databases bool
}

// Limits are the solver's budgets and where the pattern databases the window solves with are kept.
type Limits struct {
	MaxNodes    int    // the solver's node budget; 0 is solver.DefaultMaxNodes
	ProofNodes  int    // the 2048 minimality check's budget; 0 is solver.DefaultProofNodes
	DatabaseDir string // the pattern database files; "" is the user's cache folder
	// DatabaseStore, when set, keeps the databases instead of DatabaseDir (the web page's browser
	// storage).
	DatabaseStore DatabaseStore

	engine engine // the solver's entry points (a test's that panic)
}

// DatabaseStore keeps the pattern databases where files cannot go (the browser's storage): the
// session's own interface, with pdb.Store's methods, so any DatabaseStore is one.
type DatabaseStore interface {
	// Load returns the bytes kept under key, or an error wrapping fs.ErrNotExist when none are.
	Load(key string) ([]byte, error)
	// Save keeps data under key, whole or not at all: a reader never sees part of it.
	Save(key string, data []byte) error
}

// apply puts the limits in cfg, and BuildAhead: the app goes on after a solve, so a database
// build started for one serves the next.
func (l Limits) apply(cfg *solver.Config) {
	cfg.MaxNodes, cfg.ProofNodes, cfg.DatabaseDir, cfg.DatabaseStore = l.MaxNodes, l.ProofNodes, l.DatabaseDir, l.DatabaseStore
	cfg.BuildAhead = true
}

// NewWindow returns the state of a window showing nothing yet; do runs a function on the owner's
// goroutine.
func NewWindow(do func(func())) *Window {
	return &Window{do: do, Run: NewSolveRun(do), Doc: NewDocument("untitled", "", "")}
}

// Unsaved says whether replacing the board would lose work the user cannot get back from a
// file: edits not saved, or a solution found for a board that is in no file (a random draw, a
// paste), the one a running solve is to replace included. The unsaved prompt asks first then.
func (w *Window) Unsaved() bool {
	return w.Doc.Dirty() || w.Doc.Scratch() && (w.Solution() != nil || w.Solving() && w.replaced != nil)
}

// Title is the window's title, marked with * while the board is Unsaved: "Tilesolve — *puzzle.txt".
func (w *Window) Title() string { return windowTitle(w.Doc.Name(), w.Unsaved()) }

// Restore shows a state of the edit history again (Undo, Redo), all of it together: its document
// (title and the file Save suggests), unsaved when snapshot, the cells shown, differs from the
// document's saved cells; its solution from the first step; and the outcome the status told.
func (w *Window) Restore(s BoardState, snapshot string) {
	if s.Doc != nil {
		w.Doc = s.Doc
	}
	w.Doc.Edited(snapshot)
	w.SetSolution(s.Solution)
	w.outcome = s.Outcome
}

// Do runs f on the owner's goroutine: work on other goroutines (a file read, playback) reports
// back through it.
func (w *Window) Do(f func()) { w.do(f) }

// Solving says whether a solve runs.
func (w *Window) Solving() bool { return w.Run.Running() }

// Solution is the solution found for the board, nil when there is none (none yet, unsolvable, or
// edited since).
func (w *Window) Solution() *Solution { return w.Timeline.Solution() }

// SetSolution keeps sol as the board's solution, shown from its first step; an unsolvable or
// empty one is kept as none.
func (w *Window) SetSolution(sol *Solution) {
	if sol != nil && (sol.sol.Unsolvable || sol.Steps() == 0) {
		sol = nil
	}
	w.Timeline.Set(sol)
}

// Finish takes a solve's answer: the solution when there is one (else the one the solve was to
// replace stays), and the outcome the status tells (see solveOutcome), a stop by a budget
// worded with what would help e's board and search.
func (w *Window) Finish(sol *Solution, err error, e *Edit) Outcome {
	var answer *solver.Solution
	if sol != nil {
		answer = sol.sol
	}
	o := solveOutcome(answer, err, w.Run.Last(), w.giveUp(e))
	if err == nil && o.Details != "" {
		o.Details = wholeTimeDetails(answer, w.Run.Took())
	}
	if err == nil && !answer.Unsolvable {
		w.SetSolution(sol)
	}
	if w.Solution() == nil { // a solve that found nothing leaves the board's last solution
		w.SetSolution(w.replaced)
	}
	w.replaced = nil
	w.outcome = &o
	return o
}

// Outcome is what the status tells of the last solve, nil when the status says something else.
func (w *Window) Outcome() *Outcome { return w.outcome }

// Said records that the status now says something other than an outcome.
func (w *Window) Said() { w.outcome = nil }

// Edited follows an edit of the board, which is now b (nil when the cells make none): the
// solution and the outcome no longer describe it, and the pattern databases are let go of when b
// cannot use them (keepDatabasesFor). It reports whether a solution or an outcome was there, so
// that the status can say the board was edited.
func (w *Window) Edited(b board.Board) bool {
	w.keepDatabasesFor(b)
	stale := !w.Timeline.Empty() || w.outcome != nil
	w.Timeline.Set(nil)
	w.outcome = nil
	return stale
}
