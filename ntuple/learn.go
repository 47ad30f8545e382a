package ntuple

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/tilesolve/tilesolve/board"
)

// Learner trains a network by temporal-difference learning of afterstates: it plays classic 2048
// games greedily on the network's values (each swipe scored by its reward plus its afterstate's
// value), then goes back over the game's afterstates, last first, moving each one's value toward
// the next swipe's reward plus the next afterstate's (already updated) value; the last toward 0.
// Going backward carries a game's outcome to its start in one pass.
//
// With TC set it learns by temporal coherence (Jaśkowski 2018, after Beal and Smith): each weight
// has its own rate, the ratio of its errors' sum to their absolute sum, which falls as a weight's
// errors start to cancel. A Learner is used from one goroutine; the same seed gives the same games
// and the same weights.
type Learner struct {
	net *Network
	// Alpha is the learning rate (with TC, the rate that each weight's own rate is scaled by). A
	// board's error is shared among the weights it reads, so Alpha near 1 with TC, or 0.1 without,
	// is a working start.
	Alpha float64
	tc    bool
	ea    [][][2]float32 // TC: each weight's sum of errors and of their absolute values, side by side (one cache line)
	rng   *rand.Rand
	path  []step // the afterstates of the game being learned from
	seed  uint64

	starts []board.Board4 // where games start (nil: from two random tiles), drawn by pick
	pick   *rand.Rand
}

// step is one swipe of a game: the afterstate it made and the score its merges made.
type step struct {
	after  board.Board4
	reward float64
}

// NewLearner trains net with learning rate alpha, by temporal coherence when tc is set, on games
// drawn from seed.
func NewLearner(net *Network, alpha float64, tc bool, seed uint64) *Learner {
	l := &Learner{net: net, Alpha: alpha, tc: tc, rng: rand.New(rand.NewPCG(seed, seed^0x2048)), seed: seed}
	for t := range net.tuples {
		net.tuples[t].trainable() // a network read from a file below 32 bits: its weights as float32s
	}
	if tc {
		for _, t := range net.tuples {
			l.ea = append(l.ea, newTable[[2]float32](len(t.weights)))
		}
	}
	return l
}

// Game is what one game came to.
type Game struct {
	Score  int // the sum of the tiles merges made
	Moves  int
	MaxExp int // the largest tile's exponent (16 for 65536)
}

// PlayAndLearn plays one classic 2048 game greedily on the network's values and learns from it.
func (l *Learner) PlayAndLearn() Game {
	g := l.play()
	l.learn()
	return g
}

// play plays one game into l.path, from two random tiles or from a start board (StartFrom).
func (l *Learner) play() Game {
	l.path = l.path[:0]
	var b board.Board4
	if l.starts != nil {
		b = l.starts[l.pick.IntN(len(l.starts))]
	} else {
		b = spawn(spawn(0, l.rng), l.rng)
	}
	var g Game
	for {
		after, reward, big, ok := l.best(b)
		if !ok {
			break
		}
		l.path = append(l.path, step{after, reward})
		g.Score += int(reward)
		g.Moves++
		if big != 0 { // a 65536: a Board4 cannot hold it, so the game ends here
			g.MaxExp = board.Big4
			break
		}
		b = spawn(after, l.rng)
	}
	if g.MaxExp == 0 {
		g.MaxExp = b.MaxExp()
	}
	return g
}

// best is the swipe a greedy player makes on b: the one whose reward plus afterstate value is
// largest, ties to the first in board.Directions. ok is false when no swipe changes b.
func (l *Learner) best(b board.Board4) (after board.Board4, reward float64, big uint16, ok bool) {
	bestV := math.Inf(-1)
	for _, d := range board.Directions {
		next, moved, bg := b.SwipeBig(d)
		if !moved {
			continue
		}
		r := Reward(b, next, bg)
		v := r
		if bg == 0 {
			v += l.net.Value(next)
		}
		if v > bestV {
			bestV, after, reward, big, ok = v, next, r, bg, true
		}
	}
	return after, reward, big, ok
}

// learn goes back over the game's afterstates, last first.
func (l *Learner) learn() {
	target := 0.0 // after the last swipe no swipe is possible: nothing more to come
	for i := len(l.path) - 1; i >= 0; i-- {
		s := l.path[i]
		syms := Symmetric(s.after)
		l.update(syms, target-l.net.value(syms))
		target = s.reward + l.net.value(syms)
	}
}

// update moves the value of the board whose images are syms by the error delta, shared among
// the weights it reads.
func (l *Learner) update(syms [8]board.Board4, delta float64) {
	features := float64(8 * len(l.net.tuples))
	step := l.Alpha * delta / features
	for t := range l.net.tuples {
		tu := &l.net.tuples[t]
		w := tu.weights
		for _, i := range tu.indexes(&syms) {
			if !l.tc {
				w[i] += float32(step)
				continue
			}
			ea := &l.ea[t][i]
			rate := 1.0
			if ea[1] != 0 {
				rate = math.Abs(float64(ea[0])) / float64(ea[1])
			}
			w[i] += float32(rate * step)
			ea[0] += float32(delta)
			ea[1] += float32(math.Abs(delta))
		}
	}
}

// spawn puts a tile on a blank cell of b as classic 2048 does: each blank equally likely, a 2
// nine times in ten, else a 4. A full board is returned as it is.
func spawn(b board.Board4, rng *rand.Rand) board.Board4 {
	empty := b.EmptyMask()
	n := bits.OnesCount16(empty)
	if n == 0 {
		return b
	}
	k := rng.IntN(n)
	for ; k > 0; k-- {
		empty &= empty - 1
	}
	exp := board.Board4(1)
	if rng.IntN(10) == 0 {
		exp = 2
	}
	return b | exp<<(4*bits.TrailingZeros16(empty))
}

// implied is the score a board's tiles took to make from 2s: a tile 2^e was made by merges worth
// (e-1)·2^e. A spawned 4 counts as made too, but it is on the board before and after a swipe, so
// a swipe's reward, the difference, is just the merges it made. The sum is an integer (at most
// 16·14·2^15), added by table two cells (a byte of the board) at a time: the learned search asks
// it twice a swipe.
func implied(b board.Board4) uint64 {
	x := uint64(b)
	return impliedOf[x&0xFF] + impliedOf[x>>8&0xFF] + impliedOf[x>>16&0xFF] + impliedOf[x>>24&0xFF] +
		impliedOf[x>>32&0xFF] + impliedOf[x>>40&0xFF] + impliedOf[x>>48&0xFF] + impliedOf[x>>56]
}

// impliedOf is implied's score of a byte's two cells, each (e-1)·2^e by its exponent e (0 for a
// blank or a 2).
var impliedOf = func() (t [256]uint64) {
	cell := func(e uint64) uint64 {
		if e < 2 {
			return 0
		}
		return (e - 1) << e
	}
	for x := range uint64(256) {
		t[x] = cell(x&0xF) + cell(x>>4)
	}
	return t
}()

// Reward is the score the swipe from before to after made: the sum of the tiles its merges made.
// big is SwipeBig's mask of cells that made a 65536 (blank in after).
func Reward(before, after board.Board4, big uint16) float64 {
	const made65536 = 15 * 65536 // implied of a 65536
	// A swipe only merges, so after's sum is never below before's.
	return float64(implied(after) + made65536*uint64(bits.OnesCount16(big)) - implied(before))
}
