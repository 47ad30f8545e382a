package solver

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// direction reads a direction as Direction.String writes it.
func direction(t *testing.T, s string) board.Direction {
	t.Helper()
	for _, d := range board.Directions {
		if d.String() == s {
			return d
		}
	}
	t.Fatalf("no direction %q", s)
	return 0
}

// exportParts splits WriteMoves' text into its headline, move lines and boards, and checks the
// boards are exactly what Write prints after its headline.
func exportParts(t *testing.T, sol *Solution) (headline string, moves []string) {
	t.Helper()
	var out, cli bytes.Buffer
	if err := sol.WriteMoves(&out); err != nil {
		t.Fatal(err)
	}
	if err := sol.Write(&cli); err != nil {
		t.Fatal(err)
	}
	head, rest, ok := strings.Cut(out.String(), "\n\nMoves:\n")
	movesText, boards, ok2 := strings.Cut(rest, "\nBoards:\n")
	if !ok || !ok2 {
		t.Fatalf("no Moves: or Boards: section in\n%s", out.String())
	}
	_, cliBoards, _ := strings.Cut(cli.String(), "\n")
	if boards != cliBoards {
		t.Errorf("the boards differ from the command line's:\n%s\nwant\n%s", boards, cliBoards)
	}
	return head, strings.Split(strings.TrimSuffix(movesText, "\n"), "\n")
}

// The export of a 3x3 solution names each move and the tile it slid; replaying those words on the
// start board, with no help from the solution's steps, goes through every board and ends solved.
func TestWriteMovesSliding(t *testing.T) {
	start, err := board.NewPuzzle(board.NewGrid(3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1})) // 31 moves, the 8-puzzle's longest
	if err != nil {
		t.Fatal(err)
	}
	sol, err := solveAStar(context.Background(), start, Config{})
	if err != nil {
		t.Fatal(err)
	}
	head, moves := exportParts(t, sol)
	if head != "Minimum number of moves = 31" || len(moves) != 31 {
		t.Fatalf("headline %q, %d move lines", head, len(moves))
	}
	p := start
	for i, line := range moves {
		var n, tile int
		var dir string
		if _, err := fmt.Sscanf(line, "%d. %s tile %d", &n, &dir, &tile); err != nil || n != i+1 {
			t.Fatalf("line %q: %v", line, err)
		}
		next, ok := p.Move(direction(t, strings.TrimSuffix(dir, ",")))
		if !ok || next.Grid().Tiles[p.Blank()] != tile {
			t.Fatalf("line %q does not move tile %d on\n%s", line, tile, p)
		}
		if next.String() != sol.Step(i+1).Board.String() {
			t.Fatalf("after %q:\n%s\nthe solution shows\n%s", line, next, sol.Step(i+1).Board)
		}
		p = next
	}
	if !p.IsGoal() {
		t.Errorf("the moves end on\n%s", p)
	}
}

// Board10's export names each swipe and where its 2 appeared; sliding by those words and putting
// the named tile there gives each next board.
func TestWriteMoves2048(t *testing.T) {
	b := testboards.Game(t, 4, 2048, 256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0)
	sol, err := bestFirst(context.Background(), b, Config{})
	if err != nil {
		t.Fatal(err)
	}
	head, moves := exportParts(t, sol)
	if head != "Minimum number of moves: 3" || len(moves) != 3 {
		t.Fatalf("headline %q, moves %q", head, moves)
	}
	var cur board.Board = b
	for i, line := range moves {
		var n, tile, row, col int
		var dir string
		if _, err := fmt.Sscanf(line, "%d. %s a %d at row %d, column %d", &n, &dir, &tile, &row, &col); err != nil || n != i+1 {
			t.Fatalf("line %q: %v", line, err)
		}
		next, _, ok := cur.Shift(direction(t, strings.TrimSuffix(dir, ",")))
		if !ok {
			t.Fatalf("line %q: no such swipe on\n%s", line, cur)
		}
		g := next.Grid()
		g.Tiles[(row-1)*g.N+col-1] = tile
		if g.String() != sol.Step(i+1).Board.Grid().String() {
			t.Fatalf("after %q:\n%s\nthe solution shows\n%s", line, g, sol.Step(i+1).Board)
		}
		cur = sol.Step(i + 1).Board
	}
	if moves[2] != "3. Down, a 2 at row 1, column 4" {
		t.Errorf("the last move reads %q", moves[2])
	}
}

// A start that is the goal says there are no moves; an unsolvable one is the headline alone.
func TestWriteMovesNone(t *testing.T) {
	for _, tc := range []struct {
		tiles []int
		want  string
	}{
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 0}, "Minimum number of moves = 0\n\nMoves:\nnone: the start is the goal\n\nBoards:\n3\n1 2 3\n4 5 6\n7 8 0\n\n"},
		{[]int{2, 1, 3, 4, 5, 6, 7, 8, 0}, "Unsolvable puzzle\n"},
	} {
		p, err := board.NewPuzzle(board.NewGrid(3, tc.tiles))
		if err != nil {
			t.Fatal(err)
		}
		sol, err := solveAStar(context.Background(), p, Config{})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := sol.WriteMoves(&out); err != nil {
			t.Fatal(err)
		}
		if out.String() != tc.want {
			t.Errorf("got %q\nwant %q", out.String(), tc.want)
		}
	}
}

// A 40x40 solution of 140,000 moves would print 1.2 GB of boards: Write and WriteMoves print the
// start and the last and say how many they leave out, and WriteMoves still names every move as
// the steps' boards do.
func TestWriteLeavesOutBoardsPastTheBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 1))
	start, err := board.NewPuzzle(board.Scramble(40, rng))
	if err != nil {
		t.Fatal(err)
	}
	moves, blank := make([]board.Direction, 0, 140_000), start.Blank()
	for len(moves) < cap(moves) {
		if d := board.Directions[rng.IntN(4)]; board.SlideSource(40, blank, d) >= 0 {
			moves, blank = append(moves, d), board.SlideSource(40, blank, d)
		}
	}
	path, err := board.NewPuzzlePath(start, moves)
	if err != nil {
		t.Fatal(err)
	}
	sol := &Solution{Kind: board.KindSliding, Path: path, Moves: len(moves), LowerBound: 7}
	last := sol.Step(len(moves)).Board.String()
	wantBoards := fmt.Sprintf("%s\n(139999 boards left out, %d MB of text: each is the one before after its move)\n\n%s\n",
		start, (len(start.String())+1)*140_001>>20, last)
	var cli bytes.Buffer
	if err := sol.Write(&cli); err != nil {
		t.Fatal(err)
	}
	if want := "Number of moves = 140000 (lower bound 7)\n" + wantBoards; cli.String() != want {
		t.Fatalf("Write printed %d bytes:\n%.300s…", cli.Len(), cli.String())
	}
	_, lines := exportParts(t, sol)
	if len(lines) != len(moves) {
		t.Fatalf("%d move lines for %d moves", len(lines), len(moves))
	}
	for k := 1; k <= len(moves); k += 997 {
		if want := fmt.Sprintf("%d. %s", k, MoveText(sol.Step(k))); lines[k-1] != want {
			t.Fatalf("move line %q, want %q", lines[k-1], want)
		}
	}
}
