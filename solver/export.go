package solver

import (
	"bufio"
	"fmt"
	"io"

	"github.com/tilesolve/tilesolve/board"
)

// WriteMoves is the app's text export: Write's headline, then the moves one a line ("1. Left",
// with the tile that slid for a sliding puzzle and the tile that appeared in 2048), then the
// boards exactly as Write prints them, so the file reads on its own and still holds what the
// command-line tool prints.
func (s *Solution) WriteMoves(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, s.Headline())
	if !s.Unsolvable {
		fmt.Fprintln(bw, "\nMoves:")
		if s.Steps() < 2 {
			fmt.Fprintln(bw, "none: the start is the goal")
		}
		for i := 1; i < s.Steps(); i++ {
			fmt.Fprintf(bw, "%d. %s\n", i, MoveText(s.Step(i)))
		}
		fmt.Fprintln(bw, "\nBoards:")
		for i := range s.Steps() {
			fmt.Fprintln(bw, s.Step(i).Board)
		}
	}
	return bw.Flush()
}

// MoveText names the move that led to step st: its direction, then the sliding tile that moved
// ("Left, tile 7") or the 2048 tile that appeared ("Up, a 2 at row 1, column 4").
func MoveText(st board.Step) string {
	g := st.Board.Grid()
	switch {
	case st.Board.Kind() == board.KindSliding && len(st.Changed) == 1:
		return fmt.Sprintf("%s, tile %d", st.Dir, g.Tiles[st.Changed[0]])
	case st.Spawned >= 0 && st.Spawned < len(g.Tiles):
		return fmt.Sprintf("%s, a %d at row %d, column %d", st.Dir, g.Tiles[st.Spawned], st.Spawned/g.N+1, st.Spawned%g.N+1)
	}
	return st.Dir.String()
}
