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
		text := func(i int) string { return MoveText(s.Step(i)) }
		if p, ok := s.Path.(movedPath); ok { // names each move without making its board
			text = func(i int) string { return slidingMoveText(p.Moved(i)) }
		}
		for i := 1; i < s.Steps(); i++ {
			fmt.Fprintf(bw, "%d. %s\n", i, text(i))
		}
		fmt.Fprintln(bw, "\nBoards:")
		if err := s.writeBoards(bw); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// movedPath is a path that says each move and the tile it slid without making the boards
// (board.PuzzlePath: a long sliding answer's boards are made on demand).
type movedPath interface {
	Moved(k int) (d board.Direction, tile int)
}

var _ movedPath = (*board.PuzzlePath)(nil)

// maxBoardsText bounds the text of the boards Write and WriteMoves print: past it (sliding
// puzzles of about 35x35 and up, whose answers have hundreds of thousands of moves and would print
// gigabytes up to hundreds of them) they print the start and the last board and say how many they
// leave out; the moves make each of them.
const maxBoardsText = 1 << 30

// writeBoards prints every step's board, each followed by a blank line, made one at a time; or,
// past maxBoardsText, the first and the last.
func (s *Solution) writeBoards(w io.Writer) error {
	steps := s.Steps()
	if steps == 0 {
		return nil
	}
	first := tilesText(s.Step(0).Board)
	if int64(len(first)+1)*int64(steps) <= maxBoardsText || s.Kind != board.KindSliding {
		for k := range steps {
			if _, err := fmt.Fprintln(w, tilesText(s.Step(k).Board)); err != nil {
				return err
			}
		}
		return nil
	}
	_, err := fmt.Fprintf(w, "%s\n(%d boards left out, %d MB of text: each is the one before after its move)\n\n%s\n",
		first, steps-2, int64(len(first)+1)*int64(steps)>>20, tilesText(s.Step(steps-1).Board))
	return err
}

// tilesText is b in the file format without a sliding puzzle's goal rows: a step of a solution,
// whose goal is the last step.
func tilesText(b board.Board) string {
	g := b.Grid()
	g.Goal = nil
	return g.String()
}

// MoveText names the move that led to step st: its direction, then the sliding tile that moved
// ("Left, tile 7") or the 2048 tile that appeared ("Up, a 2 at row 1, column 4").
func MoveText(st board.Step) string {
	g := st.Board.Grid()
	switch {
	case st.Board.Kind() == board.KindSliding && len(st.Changed) == 1:
		return slidingMoveText(st.Dir, g.Tiles[st.Changed[0]])
	case st.Spawned >= 0 && st.Spawned < len(g.Tiles):
		return fmt.Sprintf("%s, a %d at row %d, column %d", st.Dir, g.Tiles[st.Spawned], st.Spawned/g.N+1, st.Spawned%g.N+1)
	}
	return st.Dir.String()
}

// slidingMoveText is MoveText for a sliding puzzle's move d of tile.
func slidingMoveText(d board.Direction, tile int) string { return fmt.Sprintf("%s, tile %d", d, tile) }
