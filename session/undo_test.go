package session

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// TestEditHistoryAcrossChanges makes each change the editor offers to a real Edit, then undoes
// them all back to the start and redoes them all, checking the board shown at every step.
func TestEditHistoryAcrossChanges(t *testing.T) {
	e := NewEdit(16)
	h := NewEditHistory(e.State(), 0)
	sample := board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1})
	pasted, kind, err := board.ParsePaste("2 4\n8 0")
	if err != nil {
		t.Fatal(err)
	}
	changes := []struct {
		label string
		do    func()
	}{
		{ChangeRandomize, e.Randomize},
		{ChangeClear, e.Clear},
		{ChangePaste, func() { e.SetGrid(kind, pasted) }},
		{ChangeResize, func() { e.SetSize(5) }},
		{ChangeGoal, func() { e.SetGoal(65536) }},
		{ChangeSpawn, func() { e.SetSpawn(board.BottomRow) }},
		{ChangeSample, func() { e.SetGrid(board.KindSliding, sample) }},
		{ChangeSwap, func() { a, b := e.Cell(0), e.Cell(1); e.SetCell(0, b); e.SetCell(1, a) }},
		{ChangeOpen, func() { e.SetGrid(board.KindSliding, board.Solved(4)) }},
		{ChangeTyping, func() { e.SetCell(3, "x") }}, // an invalid cell comes back as typed
	}
	shown := []BoardState{e.State()}
	for _, c := range changes {
		c.do()
		if !h.Record(c.label, e.State()) {
			t.Fatalf("%s: not recorded", c.label)
		}
		shown = append(shown, e.State())
	}
	labels, done := h.Labels()
	if done != len(changes) || len(labels) != len(changes) || h.CanRedo() || h.UndoLabel() != ChangeTyping {
		t.Fatalf("labels %v done %d, can redo %v, undo label %q", labels, done, h.CanRedo(), h.UndoLabel())
	}
	for i := len(changes) - 1; i >= 0; i-- {
		if h.UndoLabel() != changes[i].label {
			t.Fatalf("undo label %q, want %q", h.UndoLabel(), changes[i].label)
		}
		s, ok := h.Undo()
		if !ok {
			t.Fatalf("cannot undo %s", changes[i].label)
		}
		e.Restore(s)
		if !e.State().Equal(shown[i]) {
			t.Fatalf("undoing %s shows %v, want %v", changes[i].label, e.State(), shown[i])
		}
		if h.RedoLabel() != changes[i].label {
			t.Fatalf("redo label %q, want %q", h.RedoLabel(), changes[i].label)
		}
	}
	if _, ok := h.Undo(); ok || h.CanUndo() || h.UndoLabel() != "" {
		t.Fatal("undo past the start")
	}
	if b, err := e.Board(); err != nil || b.Grid().String() != board.LoneTwo(4).String() {
		t.Fatalf("back at the start: %v %v", b, err)
	}
	for i, c := range changes {
		s, ok := h.Redo()
		if !ok {
			t.Fatalf("cannot redo %s", c.label)
		}
		e.Restore(s)
		if !e.State().Equal(shown[i+1]) {
			t.Fatalf("redoing %s shows %v, want %v", c.label, e.State(), shown[i+1])
		}
	}
	if _, ok := h.Redo(); ok || h.RedoLabel() != "" {
		t.Fatal("redo past the end")
	}
	if e.BadCell() != 3 {
		t.Errorf("the invalid cell typed last is not marked after redo: bad cell %d", e.BadCell())
	}
}

// TestEditHistoryScripts runs short scripts of changes on a history of one-cell states and checks
// where it stands after each: the text shown, the labels, what Undo and Redo offer.
func TestEditHistoryScripts(t *testing.T) {
	state := func(text string) BoardState {
		return BoardState{Kind: board.Kind2048, N: 2, Cells: []string{text, "", "", "2"}, Goal: 2048, Spawn: board.RightColumn}
	}
	type script struct {
		name   string
		script string // ops separated by spaces: Label=text records, type<cell>=text types, u undoes, r redoes
		shown  string // the first cell's text after the script
		labels string // Labels: the done ones, "|", the undone ones
	}
	tests := map[string][]script{
		"recording": { // a change that changes something
			{"nothing", "", "a", "|"},
			{"one change", "Clear=b", "b", "Clear|"},
			{"no change is not recorded", "Clear=a Paste=b Paste=b", "b", "Paste|"},
		},
		"undo and redo": {
			{"undo", "Clear=b u", "a", "|Clear"},
			{"undo redo", "Clear=b Paste=c u u r", "b", "Clear|Paste"},
			{"a change after undo drops redo", "Clear=b Paste=c u Open=d", "d", "Clear,Open|"},
			{"extra undo and redo do nothing", "u r Clear=b r r u u u", "a", "|Clear"},
		},
		"typing": { // the keys typed in one cell make one change, until something else happens
			{"typing in one cell is one change", "type0=1 type0=12 type0=128", "128", "Typing|"},
			{"typing two cells is two", "type0=1 type1=2 type0=3", "3", "Typing,Typing,Typing|"},
			{"typing back cancels", "Clear=b type0=1 type0=b", "b", "Clear|"},
			{"undo ends a typing change", "type0=1 u r type0=12", "12", "Typing,Typing|"},
			{"another change ends it", "type0=1 Swap=z type0=2", "2", "Typing,Swap,Typing|"},
			{"undo, then typing", "type0=1 u type0=9", "9", "Typing|"},
		},
	}
	for topic, group := range tests {
		for _, tt := range group {
			t.Run(topic+"/"+tt.name, func(t *testing.T) {
				h := NewEditHistory(state("a"), 0)
				shown := state("a")
				for _, op := range strings.Fields(tt.script) {
					switch label, text, _ := strings.Cut(op, "="); {
					case op == "u":
						if s, ok := h.Undo(); ok {
							shown = s
						}
					case op == "r":
						if s, ok := h.Redo(); ok {
							shown = s
						}
					case strings.HasPrefix(label, "type"):
						var cell int
						fmt.Sscanf(label, "type%d", &cell)
						shown = state(text)
						h.Typed(cell, shown)
					default:
						shown = state(text)
						h.Record(label, shown)
					}
				}
				labels, done := h.Labels()
				got := strings.Join(labels[:done], ",") + "|" + strings.Join(labels[done:], ",")
				if shown.Cells[0] != tt.shown || got != tt.labels {
					t.Errorf("shows %q, labels %q; want %q, %q", shown.Cells[0], got, tt.shown, tt.labels)
				}
				if h.CanUndo() != (done > 0) || h.CanRedo() != (done < len(labels)) {
					t.Errorf("can undo %v, can redo %v with labels %q", h.CanUndo(), h.CanRedo(), got)
				}
			})
		}
	}
}

// TestEditHistoryDepth keeps the last depth changes: after 250 changes with depth 200, Undo goes
// back exactly 200, to the board after change 50.
func TestEditHistoryDepth(t *testing.T) {
	state := func(i int) BoardState { return BoardState{N: 1, Cells: []string{fmt.Sprint(i)}} }
	h := NewEditHistory(state(0), 0)
	for i := 1; i <= 250; i++ {
		h.Record(ChangeTyping, state(i))
	}
	labels, done := h.Labels()
	if len(labels) != MaxUndo || done != MaxUndo {
		t.Fatalf("%d labels, %d done; want %d", len(labels), done, MaxUndo)
	}
	undos, last := 0, state(250)
	for {
		s, ok := h.Undo()
		if !ok {
			break
		}
		undos, last = undos+1, s
	}
	if undos != MaxUndo || !last.Equal(state(50)) {
		t.Fatalf("%d undos, oldest %v; want %d and change 50's board", undos, last.Cells, MaxUndo)
	}
	for range 3 {
		h.Redo()
	}
	if s, _ := h.Redo(); !s.Equal(state(54)) {
		t.Fatalf("redo after the cap: %v, want 54", s.Cells)
	}
}

// TestEditHistoryOwnsItsStates: changing a state after recording it, or one Undo returned, does
// not change what the history gives back.
func TestEditHistoryOwnsItsStates(t *testing.T) {
	s := BoardState{N: 2, Cells: []string{"2", "", "", ""}}
	h := NewEditHistory(s, 3)
	next := BoardState{N: 2, Cells: []string{"4", "", "", ""}}
	h.Record(ChangeClear, next)
	next.Cells[0] = "junk"
	back, _ := h.Undo()
	back.Cells[0] = "junk"
	again, _ := h.Redo()
	if again.Cells[0] != "4" {
		t.Fatalf("redo gives %q, want 4", again.Cells[0])
	}
	if back, _ := h.Undo(); back.Cells[0] != "2" {
		t.Fatalf("undo gives %q, want 2", back.Cells[0])
	}
}

// TestEditRestoreOddStates: a state whose cells do not fill its size still restores without a
// panic, padded with blanks or cut to n*n.
func TestEditRestoreOddStates(t *testing.T) {
	e := NewEdit(1)
	e.Restore(BoardState{Kind: board.Kind2048, N: 3, Cells: []string{"2"}, Goal: 2048, Spawn: board.RightColumn})
	if b, err := e.Board(); err != nil || b.Size() != 3 || e.Cell(8) != "" {
		t.Fatalf("padded: %v %v", b, err)
	}
	e.Restore(BoardState{Kind: board.KindSliding, N: 2, Cells: slices.Repeat([]string{"1", "2", "3", "0"}, 3)})
	if b, err := e.Board(); err != nil || b.Grid().String() != "2\n1 2\n3 0\n" {
		t.Fatalf("cut: %v %v", b, err)
	}
}
