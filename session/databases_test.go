package session

import (
	"runtime"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/pdb"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// The window lets go of the kept pattern databases once its board turns from one a solve may use
// them for (a sliding puzzle from 4x4 up) to one it cannot (a 3x3, a 2048 board), once a turn:
// not on each edit of a board that cannot, nor while the cells make no board, nor between boards
// that can.
func TestEditedReleasesDatabasesBoardsCannotUse(t *testing.T) {
	released := 0
	w := NewWindow(sessiontest.NewQueue().Do)
	w.Limits.engine.releaseFunc = func() { released++ }
	four, five, three := puzzle(t, 4, board.Solved(4).Tiles...), puzzle(t, 5, board.Solved(5).Tiles...), puzzle(t, 3, board.Solved(3).Tiles...)
	lone := game2048(t, 4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	for i, step := range []struct {
		b    board.Board
		want int
	}{
		{lone, 0}, // nothing kept yet
		{four, 0},
		{nil, 0}, // cells being typed
		{five, 0},
		{three, 1},
		{lone, 1},
		{lone, 1},
		{four, 1},
		{lone, 2},
	} {
		w.Edited(step.b)
		if released != step.want {
			t.Fatalf("edit %d (%v): %d releases, want %d", i, step.b, released, step.want)
		}
	}
}

// The release is real: after a 15-puzzle solved with IDA* (its two pattern databases loaded, or
// built into the test cache), turning the board to 2048 gives their memory back, which would
// otherwise stay for the process's life.
func TestEditedTo2048GivesTheDatabasesMemoryBack(t *testing.T) {
	q := sessiontest.NewQueue()
	w := NewWindow(q.Do)
	e := NewEdit(1)
	e.SetGrid(board.KindSliding, board.NewGrid(4, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15}))
	e.SetSearch(board.KindSliding, "ida")
	b, _ := e.Board()
	w.Edited(b)
	var answer *Solution
	if start, _, err := w.Solve(e, 0, func(Progress) {}, nil, func(sol *Solution, err error) {
		if err != nil {
			t.Error(err)
		}
		w.Finish(sol, err, e)
		answer = sol
	}, nil); start == nil || err != nil {
		t.Fatalf("Solve: %v", err)
	}
	q.Until(t, "the answer", func() bool { return !w.Solving() })
	if answer == nil || answer.Moves() != 1 {
		t.Fatalf("answer %v", answer)
	}
	held := heap()
	e.SetGrid(board.Kind2048, board.LoneTwo(4))
	b, _ = e.Board()
	w.Edited(b)
	tables := pdb.Set{Parts: []pdb.Partition{pdb.Partition663B, pdb.Partition663C}}.TableBytes()
	freed := int64(held) - int64(heap())
	t.Logf("freed %.1f MB", float64(freed)/(1<<20))
	if freed < tables*3/4 {
		t.Errorf("the edit to 2048 freed %.1f MB of the heap, want most of the databases' %.1f MB", float64(freed)/(1<<20), float64(tables)/(1<<20))
	}
}

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
