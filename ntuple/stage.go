package ntuple

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tilesolve/tilesolve/board"
)

// A multi-stage network (Wu, Yeh et al. 2014; Yeh et al. 2016) gives the boards past a tile to a
// network of their own: one network cannot value both the early game and the end well, and the
// games that reach the end are too few in a first stage's training for it to learn them. A later
// stage learns from games that start where the earlier one, playing greedily, first made that
// tile, from zero weights (starting from a copy of the earlier stage learned less: 86,944 against
// 94,285 of score to come after the same 40 minutes, docs/performance.md).

// StartBoards plays greedy games on net, drawn from seed, until count of them have made a tile of
// exponent exp, and returns the first board of each that holds one (after its spawn): where a
// later stage's games start. It gives up with an error when games end without the tile far more
// often than they make it, and returns what it has with ctx's error when ctx ends first.
func StartBoards(ctx context.Context, net *Network, exp, count int, seed uint64) ([]board.Board4, error) {
	if exp < 2 || exp > board.Big4-1 {
		return nil, fmt.Errorf("start boards: no tile of exponent %d on a 4x4 board", exp)
	}
	greedy := &Learner{net: net} // best reads the network only: no tables to make trainable
	rng := rand.New(rand.NewPCG(seed, 5))
	var out []board.Board4
	for games := 1; len(out) < count; games++ {
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		if games > 1000 && games > 20*(len(out)+1) {
			return out, fmt.Errorf("start boards: the network made %d in %d of %d greedy games, too few to draw starts from", 1<<exp, len(out), games)
		}
		b := spawn(spawn(0, rng), rng)
		for {
			after, _, big, ok := greedy.best(b)
			if !ok || big != 0 {
				break
			}
			if b = spawn(after, rng); b.MaxExp() >= exp {
				out = append(out, b)
				break
			}
		}
	}
	return out, nil
}

// StartFrom makes the learner's games start from boards drawn from starts (each equally likely,
// by a source of its own seeded from the learner's seed + 1) instead of from two random tiles: a
// later stage's training. nil goes back to whole games.
func (l *Learner) StartFrom(starts []board.Board4) {
	l.starts = starts
	if l.pick == nil {
		l.pick = rand.New(rand.NewPCG(l.seed+1, 1))
	}
}

// AddStage makes later the last stage of n's network: it values the boards that hold a tile of
// exponent from or larger, which must be above the stage before's. later must be a single stage.
func (n *Network) AddStage(from int, later *Network) error {
	last := n
	for last.next != nil {
		last = last.next
	}
	switch {
	case later == nil || later == n || later.next != nil || later.from != 0:
		return errors.New("a later stage must be a network of one stage, not already added")
	case from <= last.from || from >= board.Big4:
		return fmt.Errorf("a stage from 2^%d after one from 2^%d: stages start at larger tiles, below 65536", from, last.from)
	}
	later.from, last.next = from, later
	return nil
}

// Stages are the network's stages, first to last: n, then each later stage.
func (n *Network) Stages() []*Network {
	var out []*Network
	for s := n; s != nil; s = s.next {
		out = append(out, s)
	}
	return out
}

// From is the exponent of the smallest tile of the boards this stage values: 0 for a first stage.
func (n *Network) From() int { return n.from }

// Stage is the stage that values boards like b: the last whose tile b holds. A search asks it once,
// at its root, so that every board it compares is valued by one network.
func (n *Network) Stage(b board.Board4) *Network {
	s, top := n, b.MaxExp()
	for s.next != nil && s.next.from <= top {
		s = s.next
	}
	return s
}
