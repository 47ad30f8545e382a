package play

import (
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
)

// boardWithEmpty is a 4x4 board with that many blank cells (the first ones), the others a 2.
func boardWithEmpty(t *testing.T, empty int) *board.Game2048 {
	t.Helper()
	tiles := make([]int, 16)
	for i := empty; i < 16; i++ {
		tiles[i] = 2
	}
	return newBoard(t, 4, tiles, board.Classic)
}

// TestPacedBudget: a move's time is its board's share of the Budget, never more than the Budget
// plus what was saved, nor more than paceMost Budgets.
func TestPacedBudget(t *testing.T) {
	const b = 10 * time.Millisecond
	tests := []struct {
		empty int
		saved time.Duration
		want  time.Duration
	}{
		{12, 0, b / 2},           // roomy: half, saved or not
		{12, time.Second, b / 2}, //
		{7, 0, b},                // a share of 1 needs nothing saved
		{5, 0, b},                // 2 Budgets wanted, none saved
		{5, 4 * time.Millisecond, 14 * time.Millisecond},
		{5, time.Second, 2 * b},  // as much as wanted
		{1, time.Second, 8 * b},  // crowded: paceMost
		{0, time.Second, 8 * b},  //
		{3, -time.Second, b},     // overspent: the Budget still
		{9, -time.Second, b / 2}, // and a roomy board its share
	}
	for _, tt := range tests {
		e := &Expectimax{Budget: b, Pace: true, saved: tt.saved}
		if got := e.pacedBudget(b, boardWithEmpty(t, tt.empty)); got != tt.want {
			t.Errorf("%d empty, %v saved: %v, want %v", tt.empty, tt.saved, got, tt.want)
		}
	}
}

// TestPaceSavesWhatMovesLeave: each move adds its Budget less its time to the bank, so the bank is
// the game's time under Budget a move.
func TestPaceSavesWhatMovesLeave(t *testing.T) {
	e := &Expectimax{Budget: 10 * time.Millisecond, Pace: true}
	for _, took := range []time.Duration{2, 3, 25, 1} {
		e.spent(e.Budget, took*time.Millisecond)
	}
	if want := 9 * time.Millisecond; e.saved != want {
		t.Errorf("saved %v after 31 ms over 4 moves of 10, want %v", e.saved, want)
	}
}
