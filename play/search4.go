package play

import (
	"math"
	"math/bits"

	"github.com/tilesolve/tilesolve/board"
	engine "github.com/tilesolve/tilesolve/internal/search" // play has a type named search
	"github.com/tilesolve/tilesolve/ntuple"
)

// search4 searches 4x4 boards packed in a Board4: no allocation per node.
type search4 struct {
	*search
	tt     []ttEntry       // 1<<ttBits entries (nil: none)
	net    *ntuple.Network // the learned evaluation (nil: the heuristic)
	down   int             // the exponent from which net reads leaves downgraded (0: never)
	leaves []leafEntry     // 1<<leafBits of net's leaf values (nil: none)
}

// leafEntry is the learned evaluation's value of a leaf board, key (0, a board no leaf is: an
// empty slot).
type leafEntry struct {
	key uint64
	val float32
}

// learned is net's value of the leaf b, from the leaf table when it holds b. Two thirds of a
// learned search's leaves are boards another line of the same search reached (35-38% distinct
// at depths 3 and 4 from a game's boards), and a table read costs far less than the network's
// 32, which miss the cache. The value is rounded to a float32 whether read or computed, so a
// search's values do not depend on what the table held.
func (s *search4) learned(b board.Board4) float64 {
	var scratch leafEntry
	slot := &scratch
	if s.leaves != nil {
		slot = &s.leaves[engine.Mix(uint64(b))>>(64-leafBits)]
		if slot.key == uint64(b) {
			return float64(slot.val)
		}
	}
	a := b
	if s.down != 0 {
		a = ntuple.Downgrade(b, s.down)
	}
	*slot = leafEntry{key: uint64(b), val: float32(s.net.Value(a))}
	return float64(slot.val)
}

// root is each swipe's value, searched in order (direction indexes): noSwipe where it changes
// nothing, NaN where a stop cut its search short.
func (s *search4) root(b board.Board4, depth int, order [4]int) (vals [4]float64) {
	loadRowScore() // here, not in newSearch, which stays small enough to inline: its search on the stack
	vals = [4]float64{math.NaN(), math.NaN(), math.NaN(), math.NaN()}
	for _, i := range order {
		next, ok, big := b.SwipeBig(board.Directions[i])
		v := noSwipe
		if ok {
			v = s.after(b, next, big, depth, 1)
		}
		if s.stopped {
			break
		}
		vals[i] = v
	}
	return vals
}

// after is the value of the swipe from b to next: a chance node, unless the swipe made a 65536,
// which a Board4 cannot hold; the heuristic scores that board as it stands (the cell reads blank)
// and it is not searched further. The learned evaluation estimates the score still to come, so
// each swipe's own score (the tiles its merges made) is added here; a 65536's score is all such a
// swipe counts.
func (s *search4) after(b, next board.Board4, big uint16, rem int, prob float64) float64 {
	if s.net != nil {
		g := ntuple.Reward(b, next, big)
		if big != 0 {
			return g
		}
		return s.chance(next, rem, prob) + g
	}
	if big != 0 {
		return score4(next)
	}
	return s.chance(next, rem, prob)
}

// chance is the expected value of b over the rule's spawns, rem spawns deep; prob is how likely
// the spawns that led here were.
func (s *search4) chance(b board.Board4, rem int, prob float64) float64 {
	if rem == 0 || prob < probCut {
		// A leaf: the learned evaluation's value, else the heuristic's (written here, not in
		// a method of its own, which the compiler does not inline: a call a leaf).
		if rem == 0 {
			s.cutDepth = true
		}
		if s.net != nil {
			return s.learned(b)
		}
		return score4(b)
	}
	var scratch ttEntry // the slot when there is no table
	slot := &scratch
	if s.tt != nil {
		slot = &s.tt[engine.Mix(uint64(b))>>(64-ttBits)]
	}
	if slot.key == uint64(b) && int(slot.rem) >= rem {
		s.cutDepth = true // the entry may have been cut by depth: deepening stays worthwhile
		return float64(slot.val)
	}
	empty := b.EmptyMask()
	var v float64
	switch {
	case empty == 0:
		v = s.max(b, rem-1, prob) // no spawn: the board moves on as it is
	case s.rule == board.Classic:
		n := bits.OnesCount16(empty)
		p := prob / float64(n)
		for m := empty; m != 0; m &= m - 1 {
			at := 4 * bits.TrailingZeros16(m)
			v += 0.9*s.max(b|1<<at, rem-1, p*0.9) + 0.1*s.max(b|2<<at, rem-1, p*0.1)
		}
		v /= float64(n)
	default:
		spawned := b
		if at, ok := b.Place(s.rule, empty); ok {
			spawned |= 1 << (4 * at)
		}
		v = s.max(spawned, rem-1, prob)
	}
	if !s.stopped {
		*slot = ttEntry{key: uint64(b), val: float32(v), rem: int32(rem)}
	}
	return v
}

// max is the best swipe's value on b, 0 when none changes it (the game is lost).
func (s *search4) max(b board.Board4, rem int, prob float64) float64 {
	if s.tick() {
		return 0
	}
	best := 0.0
	for _, d := range board.Directions {
		if next, ok, big := b.SwipeBig(d); ok {
			// The heuristic's ordinary swipe goes straight to its chance node: after's call a
			// swipe cost 3% of Expectimax4's instructions (docs/performance.md).
			var v float64
			if big == 0 && s.net == nil {
				v = s.chance(next, rem, prob)
			} else {
				v = s.after(b, next, big, rem, prob)
			}
			// A comparison, not the max builtin, which spends a dozen instructions a swipe on
			// NaN and the sign of zero: values are never NaN, and 0 and -0 are one value here.
			if v > best {
				best = v
			}
		}
	}
	return best
}
