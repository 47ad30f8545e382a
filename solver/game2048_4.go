package solver

import (
	"context"
	"fmt"
	"time"

	"tilesolve/astar"
	"tilesolve/board"
)

// search4 is a 4x4 board prepared for the fast searches: the start as a Board4, the goal as an
// exponent (16 is 65536, which a Board4 reports by SwipeBig) and the spawn rule.
type search4 struct {
	start   *board.Game2048
	b       board.Board4
	goalExp int
	spawn   board.SpawnRule
}

// fast4 prepares start for the 4x4 searches; false when it is not a 4x4 board with tiles and goal
// up to 65536 (the most a 4x4 board holds).
func fast4(start *board.Game2048) (search4, bool) {
	b, ok := board.NewBoard4(start)
	goalExp := 0
	for 1<<goalExp < start.Goal() {
		goalExp++
	}
	return search4{start, b, goalExp, start.Spawn()}, ok && goalExp <= board.Big4
}

// won says whether a board that SwipeBig reported big for holds the goal.
func (s search4) won(b board.Board4, big uint16) bool {
	return big != 0 || s.goalExp <= 15 && b.HasExp(max(1, s.goalExp))
}

// game is b as the board the caller sees.
func (s search4) game(b board.Board4) *board.Game2048 { return b.Game2048(s.start.Goal(), s.spawn) }

// bestFirst is astar.BestFirst on a Board4 with compact storage: the same order and ties, so the
// same moves, at a fraction of the memory and time. In 2048 every path to a board has the same
// length (its sum fixes it), so a board seen once is never stored again. A 65536 is a goal as soon
// as a swipe makes it, since a Board4 cannot hold it to expand it.
func (s search4) bestFirst(ctx context.Context, rank func(board.Board4) int, opt astar.Options[*board.Game2048]) ([]board.Direction, astar.Stats, error) {
	began := time.Now()
	var (
		stats  astar.Stats
		boards = []board.Board4{s.b}
		links  = []link4{newLink4(noParent, 0)}
		seen   = newSet4()
		front  = heap4{{rank: int32(rank(s.b)), node: 0}}
		best   = s.b
	)
	seen.add(s.b)
	stats.BestScore = s.start.LargestTile()
	every := opt.ProgressEvery
	if every <= 0 {
		every = 100 * time.Millisecond
	}
	lastReport := began
	report := func() astar.Stats {
		stats.Frontier, stats.Generated, stats.Elapsed = len(front), len(boards), time.Since(began)
		if opt.Progress != nil {
			opt.Progress(astar.Progress[*board.Game2048]{Stats: stats, Best: s.game(best)})
		}
		return stats
	}
	for len(front) > 0 {
		e := front.pop()
		b := boards[e.node]
		if s.won(b, 0) {
			return movesTo(links, e.node), report(), nil
		}
		stats.Expanded++
		stats.Depth = max(stats.Depth, int(e.depth))
		if top := 1 << b.MaxExp(); top > stats.BestScore {
			best, stats.BestScore = b, top
		}
		if stats.Expanded%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, report(), err
			}
			if opt.Progress != nil && time.Since(lastReport) >= every {
				lastReport = time.Now()
				report()
			}
		}
		for _, d := range board.Directions {
			next, _, ok, big := b.Move(d, s.spawn)
			if !ok {
				continue
			}
			if big != 0 && s.goalExp == board.Big4 {
				stats.BestScore = 1 << board.Big4
				return append(movesTo(links, e.node), d), report(), nil
			}
			if !seen.add(next) {
				continue
			}
			boards = append(boards, next)
			links = append(links, newLink4(e.node, d))
			front.push(entry4{rank: int32(rank(next)), depth: e.depth + 1, node: uint32(len(boards) - 1)})
		}
		if opt.MaxNodes > 0 && len(boards) >= opt.MaxNodes {
			stats = report()
			return nil, stats, fmt.Errorf("%w: %d states stored, %d expanded in %v",
				astar.ErrBudget, stats.Generated, stats.Expanded, stats.Elapsed.Round(time.Millisecond))
		}
	}
	return nil, report(), nil
}

// replay turns moves from start into the path of boards the caller sees.
func replay(start *board.Game2048, moves []board.Direction) []*board.Game2048 {
	path := make([]*board.Game2048, 1, len(moves)+1)
	path[0] = start
	for _, d := range moves {
		next, ok := path[len(path)-1].Swipe(d)
		if !ok {
			panic("solver: a search's move is not a swipe")
		}
		path = append(path, next.Board)
	}
	return path
}
