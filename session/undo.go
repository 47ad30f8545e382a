package session

import (
	"slices"

	"github.com/tilesolve/tilesolve/board"
)

// The changes an EditHistory names, as the Edit menu shows them: "Undo Typing", "Redo Paste".
const (
	ChangeTyping    = "Typing"
	ChangeSwap      = "Swap" // two tiles exchanged by dragging one onto the other
	ChangeClear     = "Clear"
	ChangeRandomize = "Randomize"
	ChangePaste     = "Paste"
	ChangeResize    = "Resize"
	ChangeSample    = "Sample"
	ChangeOpen      = "Open"
	ChangeNewBoard  = "New Board"
	ChangeKind      = "Kind"
	ChangeGoal      = "Goal"
	ChangeSpawn     = "Spawn Rule"
	// ChangeStep makes the step of a solution shown the edited board: typing, a swap or Solve at
	// step k > 0 acts on the board shown.
	ChangeStep = "Edit Step"
)

// MaxUndo is how many changes an EditHistory keeps by default: far more than a session of edits
// needs, while 200 states of a 16-by-16 board stay under a megabyte.
const MaxUndo = 200

// BoardState is what undoing a change to the edited board brings back: the cells as typed (so
// a half-typed or invalid cell returns as it was), what makes them a board, the document they
// belong to and the work done on them (the solution and what the status told of it), so that
// Undo never leaves a title, a file to save to or a solution that belongs to another board.
type BoardState struct {
	Kind  board.Kind
	N     int
	Cells []string // row-major, as typed; "" is a blank
	// Target is a sliding puzzle's goal arrangement as typed, nil for the usual one.
	Target []string
	Goal   int
	Spawn  board.SpawnRule

	// Doc is the document the board belongs to: one Document is shared by every state between
	// an Open (New, a sample, a paste...) and the next, so that a Save is seen by all of them.
	Doc *Document
	// Solution is the solution found for this board, nil when none; Outcome is what the status
	// told of the solve. Neither counts in Equal: they follow the board (see EditHistory.Solved).
	Solution *Solution
	Outcome  *Outcome
}

// Equal says whether s and t show the same board with the same settings, in the same document.
func (s BoardState) Equal(t BoardState) bool {
	return s.Kind == t.Kind && s.N == t.N && s.Goal == t.Goal && s.Spawn == t.Spawn && s.Doc == t.Doc &&
		slices.Equal(s.Cells, t.Cells) && (s.Target == nil) == (t.Target == nil) && slices.Equal(s.Target, t.Target)
}

func (s BoardState) clone() BoardState {
	s.Cells, s.Target = slices.Clone(s.Cells), slices.Clone(s.Target)
	return s
}

// State is the edited board as an EditHistory keeps it, in no document and with no solution:
// the owner adds the document.
func (e *Edit) State() BoardState {
	return BoardState{Kind: e.kind, N: e.n, Cells: slices.Clone(e.cells), Target: slices.Clone(e.target), Goal: e.goal, Spawn: e.spawn}
}

// Restore shows s again, as it was typed, and checks it as every change does. Cells beyond
// s.N*s.N are dropped and missing ones are blank, so no state can break the editor.
func (e *Edit) Restore(s BoardState) {
	e.kind, e.n, e.goal, e.spawn = s.Kind, s.N, s.Goal, s.Spawn
	e.cells = make([]string, s.N*s.N)
	copy(e.cells, s.Cells)
	e.target = nil
	if s.Target != nil {
		e.target = make([]string, s.N*s.N)
		copy(e.target, s.Target)
	}
	e.check()
}

// EditHistory is the undo and redo of the edited board: the states after each change, each named
// for the menu, and where the user stands among them. The owner records every change it makes to
// the board (Record, or Typed for a cell typed in) and shows what Undo and Redo give back. It
// keeps the last depth changes: older ones are forgotten, oldest first.
type EditHistory struct {
	states []BoardState // states[0] is the oldest kept; states[at] is the board shown
	labels []string     // labels[i] names the change that made states[i]; labels[0] is ""
	at     int
	typing int // the cell the change at the top is typing in, -1 when the next typing starts a change
	depth  int
}

// NewEditHistory starts a history at start with nothing to undo; depth <= 0 means MaxUndo.
func NewEditHistory(start BoardState, depth int) *EditHistory {
	if depth <= 0 {
		depth = MaxUndo
	}
	return &EditHistory{states: []BoardState{start.clone()}, labels: []string{""}, typing: -1, depth: depth}
}

// Record follows a change named label that left the board at s: it becomes the change Undo takes
// back, and what Redo could bring back is gone. A change that leaves the board as it was is not
// one; Record reports whether it kept s.
func (h *EditHistory) Record(label string, s BoardState) bool {
	h.typing = -1
	if s.Equal(h.states[h.at]) {
		return false
	}
	h.states = append(h.states[:h.at+1], s.clone())
	h.labels = append(h.labels[:h.at+1], label)
	h.at++
	if over := len(h.states) - 1 - h.depth; over > 0 {
		h.states = slices.Delete(h.states, 0, over)
		h.labels = slices.Delete(h.labels, 0, over)
		h.labels[0] = ""
		h.at -= over
	}
	return true
}

// Typed follows typing in cell that left the board at s. Typing on in the same cell, with no
// other change, undo or redo between, adds to the same change, as editors do ("128" is one
// change, not three); typing a cell back to what it was before the change cancels it.
func (h *EditHistory) Typed(cell int, s BoardState) bool {
	top := h.at == len(h.states)-1
	if h.typing != cell || !top || h.at == 0 || h.labels[h.at] != ChangeTyping {
		ok := h.Record(ChangeTyping, s)
		if ok {
			h.typing = cell
		}
		return ok
	}
	if s.Equal(h.states[h.at-1]) {
		h.states, h.labels = h.states[:h.at], h.labels[:h.at]
		h.at--
		h.typing = -1
		return true
	}
	h.states[h.at] = s.clone()
	return true
}

// Solved keeps sol (nil: none) and the outcome the status told with the board shown, so that
// Undo after a later edit brings them back with the board. The next typing starts a change of
// its own.
func (h *EditHistory) Solved(sol *Solution, o *Outcome) {
	h.typing = -1
	h.states[h.at].Solution, h.states[h.at].Outcome = sol, o
}

// Current is the state shown, with its document and solution.
func (h *EditHistory) Current() BoardState { return h.states[h.at].clone() }

// Undo steps back one change and gives the board to show; ok is false when there is none.
func (h *EditHistory) Undo() (s BoardState, ok bool) {
	if !h.CanUndo() {
		return BoardState{}, false
	}
	h.typing = -1
	h.at--
	return h.states[h.at].clone(), true
}

// Redo steps forward again over a change Undo took back; ok is false when there is none.
func (h *EditHistory) Redo() (s BoardState, ok bool) {
	if !h.CanRedo() {
		return BoardState{}, false
	}
	h.typing = -1
	h.at++
	return h.states[h.at].clone(), true
}

// CanUndo says whether there is a change to take back.
func (h *EditHistory) CanUndo() bool { return h.at > 0 }

// CanRedo says whether there is a change Undo took back.
func (h *EditHistory) CanRedo() bool { return h.at < len(h.states)-1 }

// UndoLabel names the change Undo would take back, "" when there is none.
func (h *EditHistory) UndoLabel() string {
	if !h.CanUndo() {
		return ""
	}
	return h.labels[h.at]
}

// RedoLabel names the change Redo would bring back, "" when there is none.
func (h *EditHistory) RedoLabel() string {
	if !h.CanRedo() {
		return ""
	}
	return h.labels[h.at+1]
}

// Labels names the changes kept, oldest first; the first done of them are in effect, the rest
// were undone and can be redone.
func (h *EditHistory) Labels() (labels []string, done int) {
	return slices.Clone(h.labels[1:]), h.at
}
