// Package coach measures a sliding puzzle played by hand: the fewest moves from each board of a
// game to the goal, by searches that prove their answers, and which moves went away from it.
package coach

import (
	"context"
	"fmt"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// MaxN is the largest sliding puzzle the coach measures: up to 4-by-4 the fewest moves
// come in milliseconds a board (A* below, IDA* with the pattern databases at 4-by-4).
const MaxN = 4

// Distances is the coach's measure of a sliding puzzle played by hand: the fewest moves from each
// of boards (the game's boards, the start first, all one puzzle up to MaxN on a side) to the
// goal, -1 for an unsolvable one. Each comes from a search that proves it shortest (A* up to
// 3-by-3, IDA* with the pattern databases at 4-by-4, which are loaded or built in c.DatabaseDir on
// first use, seconds: docs/performance.md). Every board on the shortest path a search finds has its distance from it
// too, so a game that follows that path costs one search. c bounds each search as for Solve and
// reports its progress (solver.Solve); its Algorithm is not used. On an error (ctx cancelled, a limit) the
// distances so far are returned with it.
func Distances(ctx context.Context, boards []board.Board, c solver.Config) ([]int, error) {
	if len(boards) == 0 {
		return nil, nil
	}
	n := boards[0].Size()
	for i, b := range boards {
		if b.Kind() != board.KindSliding || b.Size() != n || n > MaxN {
			return nil, fmt.Errorf("the coach measures sliding puzzles up to %d by %d of one size: board %d is %s %v board",
				MaxN, MaxN, i, board.SizeName(b.Size()), b.Kind())
		}
	}
	c.Algorithm = "astar"
	if n == 4 {
		c.Algorithm = "ida"
	}
	if a, err := solver.Pick(boards[0], c.Algorithm); err != nil || !a.Optimal {
		return nil, fmt.Errorf("the coach needs a search that proves its answer for %s: %v", board.SizeName(n), err)
	}
	known := map[string]int{} // by the board's text
	dist := make([]int, 0, len(boards))
	for _, b := range boards {
		key := b.String()
		d, ok := known[key]
		if !ok {
			sol, err := solver.Solve(ctx, b, c)
			switch {
			case err != nil:
				return dist, err
			case sol.Unsolvable:
				d = -1
				known[key] = d
			default:
				d = sol.Moves
				for i := range sol.Steps() {
					known[sol.Step(i).Board.String()] = sol.Moves - i
				}
			}
		}
		dist = append(dist, d)
	}
	return dist, nil
}

// AwayMoves lists the moves that went away from the goal: move i (from board i-1 to board i)
// when dist[i] > dist[i-1], with dist as Distances gives it. A move changes the distance by
// exactly one, so every other move went toward the goal.
func AwayMoves(dist []int) []int {
	var away []int
	for i := 1; i < len(dist); i++ {
		if dist[i] > dist[i-1] && dist[i-1] >= 0 {
			away = append(away, i)
		}
	}
	return away
}
