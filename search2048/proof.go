package search2048

import (
	"context"
	"errors"
	"math"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
)

// The 2048 minimality check is a breadth-first search of every move sequence shorter than the
// answer. Every move adds exactly 2 to the tile sum, so a board d moves deep has the start's sum
// plus 2d: the search's layers are the boards of one sum each, and no board is in two layers. The
// sum bound L already rules out every sequence shorter than L, so the check proves something only
// when it stores every layer up to L (ruling out L moves) — L+1 when the answer is longer than
// L+1, since taking the last board of layer L from the frontier means expanding the layer. When
// the layers seen so far show its cap cannot hold that many boards, the check gives up at once.

// shrinkMargin is how much narrower than the widest layer so far a later layer may be, for the
// rule above: the check gives up when even layers of half the current width would overflow its
// cap. Measured on lone 2s and random boards: on 4x4 to 6x6 boards no layer was narrower than
// the one before within the first 2 million boards; on 3x3 boards, whose few thousand boards of
// each sum fill up, the layers after any layer held at least 0.62 of its width on average.
const shrinkMargin = 0.5

// manyStates stands for "more than anyone could store": estimates saturate there.
const manyStates = 1e15

// errOutOfReach cancels a minimality check that cannot get past the sum bound within its cap.
var errOutOfReach = errors.New("the check cannot get past the lower bound within its cap")

// proofReach follows the check's layers as it takes boards from the frontier, and decides when
// it cannot get past the sum bound.
type proofReach struct {
	startSum int   // the start board's sum
	bound    int   // the sum bound: no solution is shorter
	target   int   // the deepest layer the check must store in full to prove anything
	cap      int   // the boards the check may store
	widths   []int // boards taken from the frontier at each depth so far
	done     int   // boards in the layers before the last one in widths
}

// newProofReach follows a check from start, whose sum bound is bound, of an answer of moves
// moves, within cap stored boards.
func newProofReach(start *board.Game2048, bound, moves, cap int) *proofReach {
	return &proofReach{startSum: start.Sum(), bound: bound, target: min(moves-1, bound+1), cap: cap, widths: []int{0}}
}

// take counts a board taken from the frontier and says whether the check should go on. It
// decides when a board opens a new layer: then the layers before it are complete.
func (r *proofReach) take(b *board.Game2048) bool {
	d := (b.Sum() - r.startSum) / 2
	last := len(r.widths) - 1
	if d > last {
		r.done += r.widths[last]
		r.widths = append(r.widths, 0)
		last++
		if r.hopeless() {
			return false
		}
	}
	r.widths[last]++
	return true
}

// complete is the depth and width of the last complete layer, and the boards in it and before.
func (r *proofReach) complete() (depth, width, stored int) {
	last := len(r.widths) - 1
	if last == 0 {
		return 0, 1, 1 // only the start: a layer of one
	}
	return last - 1, r.widths[last-1], r.done
}

// hopeless says whether the layers seen so far rule out reaching the target within the cap: the
// boards stored plus shrinkMargin times the last complete layer's width for each layer left.
func (r *proofReach) hopeless() bool {
	d, w, stored := r.complete()
	return float64(stored)+shrinkMargin*float64(w)*float64(r.target-d) > float64(r.cap)
}

// need is about how many boards the check would store to reach the target, at least: the layers
// left grow as a power of the depth fitted to the last two complete layers. The boards of one
// sum are ways to place n*n powers of two that add up to it, so the layers grow polynomially, and
// the power rises with the depth (on a lone 2 on 4x4: 3 at 4 moves, 5 at 10, 7 at 27), so this
// falls short: from layer 15 of a lone 2 on 4x4 it says 4.4 million boards to 33 moves, from
// layer 4 1.6 million, where the layers measured to 28 moves point to about 7 million.
func (r *proofReach) need() int {
	d, w, stored := r.complete()
	power := 0.0
	if d > 0 && r.widths[d-1] > 0 && w > r.widths[d-1] {
		power = math.Log(float64(w)/float64(r.widths[d-1])) / math.Log(float64(d+1)/float64(d))
	}
	total := float64(stored)
	for e := d + 1; e <= r.target; e++ {
		total += float64(w) * math.Pow(float64(e+1)/float64(d+1), power)
		if total >= manyStates {
			return manyStates
		}
	}
	return int(math.Ceil(total))
}

// prove runs the minimality check of the answer path (moves) from start, unless the sum bound in
// out already proves it or opt.NoProof: on success it returns a shortest path and marks out proven;
// when a limit stops it, or the check gives up because its cap could not take it past the sum
// bound, out.ProofStop says so. Other errors (ctx) come back as a *Stop of the proof, or as they
// are.
func prove(ctx context.Context, start *board.Game2048, opt Options, out *Result,
	path []*board.Game2048, moves []board.Direction) ([]*board.Game2048, []board.Direction, error) {
	if out.Proven || opt.NoProof {
		return path, moves, nil
	}
	bound := out.LowerBound
	per := BoardBytes(start)
	popt := opt.Proof
	reach := newProofReach(start, bound, len(path)-1, popt.MaxNodes)
	if reach.hopeless() {
		out.ProofStop = reach.outOfReach(per, astar.Stats{})
		return path, moves, nil
	}
	checkCtx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	// Breadth-first: the shallowest win comes out first.
	problem := problem(start)
	problem.Score = nil
	problem.IsGoal = func(b *board.Game2048) bool {
		if !reach.take(b) {
			cancel(errOutOfReach) // the search sees it within a few hundred boards
		}
		return b.Done()
	}
	if progress, last := popt.Progress, path[len(path)-1]; progress != nil {
		// The check is not after a better board: its reports show the answer's last.
		popt.Progress = func(p astar.Progress[*board.Game2048]) {
			p.Best = last
			progress(p)
		}
	}
	popt.MaxDepth = len(path) - 2
	proof, err := astar.BreadthFirst(checkCtx, problem, popt)
	out.ProofStats = proof.Stats
	switch {
	case err != nil:
		return path, moves, err
	case proof.Stop == astar.NotStopped && proof.Path != nil:
		out.Proven = true
		return proof.Path, proof.Moves, nil
	case proof.Stop == astar.NotStopped:
		out.Proven = true
	case ctx.Err() == nil && errors.Is(context.Cause(checkCtx), errOutOfReach):
		out.ProofStop = reach.outOfReach(per, proof.Stats)
	case proof.Stop == astar.StopNodes:
		// Not proven, but breadth-first has ruled out every path shorter than the depth it
		// reached.
		out.LowerBound = max(out.LowerBound, proof.Stats.Depth)
		out.ProofStop = &Stop{Proof: true, Limit: proof.Stop, PerState: per, Stats: proof.Stats, Err: proof.Err()}
		if out.LowerBound == bound {
			// It proved nothing the sum had not: say what a check that could would take.
			out.ProofStop.Need, out.ProofStop.SumBound = reach.need(), bound
		}
	default:
		return path, moves, stopped(true, per, proof.Stop, proof.Stats, nil)
	}
	return path, moves, nil
}

// outOfReach is the stop of a check that gave up after the work in st, its cap (of states costing
// per bytes) being too small to take it past the sum bound.
func (r *proofReach) outOfReach(per int64, st astar.Stats) *Stop {
	return &Stop{Proof: true, Limit: astar.StopNodes, PerState: per, Stats: st, Err: astar.StopNodes.Err(st),
		GaveUp: true, Need: r.need(), SumBound: r.bound}
}
