package play

import (
	"context"
	"errors"
	"math"
	"math/bits"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/board"
	engine "github.com/tilesolve/tilesolve/internal/search" // play has a type named search
	"github.com/tilesolve/tilesolve/ntuple"
)

// Expectimax plays 2048 by expectimax search (the classic 2048 player, with nneonneo's 2048-ai
// search and heuristic): max nodes over the swipes, chance nodes over every spawn outcome weighted
// by its probability, the heuristic at the leaves, and 0 for a lost board. It deepens one spawn at
// a time until the move's time budget runs out and plays the best swipe of the deepest search it
// finished.
//
// An Expectimax keeps a transposition table between moves; it is not safe for concurrent use
// (give each game its own).
type Expectimax struct {
	// Budget is the time for each move. The first depth always finishes, so a move always comes.
	// 0 is no limit when Depth caps the search, else DefaultBudget.
	Budget time.Duration
	// Depth caps the search at that many spawns looked ahead (0: deepen until Budget runs out). A
	// capped search with a budget it never reaches plays the same moves on every run.
	Depth int
	// Stats adds up the searches of every move so far: Expanded counts max nodes (one per board
	// whose swipes were tried), Elapsed the time searching, Depth is the deepest any move finished.
	Stats astar.Stats
	// Moves counts the moves searched and Depths adds up the deepest depth each finished: a
	// player's mean depth is Depths/Moves.
	Moves, Depths int64

	// Learned, when set, scores 4x4 boards under classic rules in place of the heuristic: a
	// network's estimate of the score still to come, to which the search adds the score each swipe
	// on the way makes. Other sizes and rules, which it was not trained on, keep the heuristic. A
	// network of several stages scores a move's boards with the stage of the board it is played
	// on (ntuple.Network.Stage).
	Learned *ntuple.Network
	// Handoff, when not 0, is the tile from which the heuristic scores the boards in the learned
	// evaluation's place: on a board holding it or a larger one, the whole move's search is the
	// heuristic's, unless the network has a stage from that tile or a later one. A network of one
	// stage, trained on games that reach 16384 in under half their boards, plays that endgame
	// worse than the heuristic does (see DefaultHandoff).
	Handoff int
	// Downgrade, when not 0, is the tile from which the network scores a board as
	// ntuple.Downgrade reads it: its tiles above the largest one missing a step down, so that the
	// endgame past the tile looks like the way to it, which the network knows. It applies to a
	// move's search once the board holds half the tile, and never where a Handoff or a later
	// stage of the network takes the board. From 16384 without a Handoff it plays the endgame
	// about as the heuristic does after a Handoff (11 of 64 games to 32768 at 10 ms a move, the
	// Handoff 15 of 96, the network reading boards as they are none of 32; docs/performance.md),
	// so the app keeps the Handoff.
	Downgrade int

	tt     []ttEntry   // Board4 chance nodes, direct-mapped, kept between moves
	leaves []leafEntry // the learned evaluation's leaves, the same way
	ttEval evaluation  // what the values in tt and leaves are of
}

// evaluation is what scores a search's leaves, which the values in the transposition table
// depend on: the network's stage (nil: the heuristic) and the exponent from which it reads
// boards downgraded (0: never).
type evaluation struct {
	net  *ntuple.Network
	down int
}

// DefaultHandoff is the Handoff the app and `tilesolve play` give the learned player. At 10 ms a
// move the network alone took none of the 60 games of two runs that reached 16384 on to 32768,
// the heuristic 4 of 22; handing off at 16384 took 5 of 32 games to 32768, where the network
// alone took none and the heuristic alone 4 (docs/performance.md).
const DefaultHandoff = 16384

// DefaultBudget is NewExpectimaxPlayer's time a move; the player it follows had 200 ms.
const DefaultBudget = 100 * time.Millisecond

const (
	// probCut stops descending where the spawns so far are less likely than this, as nneonneo's
	// 2048-ai does (CPROB_THRESH_BASE): such boards change the expectation little.
	probCut = 1e-4
	// maxDepth bounds the deepening when neither a budget nor a cap stops it earlier.
	maxDepth = 32
	// checkEvery is how many Board4 nodes (about 0.1 ms) pass between looks at the clock and the
	// context; the n-by-n search, 10 to 100 times slower a node, looks every checkEveryN.
	checkEvery  = 1024
	checkEveryN = 16
	ttBits      = 20 // 1M entries of 16 bytes
	leafBits    = 16 // 64K entries of 16 bytes, 1 MB: smaller tables searched faster (docs/performance.md)
)

// errNoSwipe is the answer on a board no swipe changes: the game is over.
var errNoSwipe = errors.New("expectimax: no swipe changes the board")

// NewExpectimax is an expectimax player with the given time a move.
func NewExpectimax(budget time.Duration) *Expectimax { return &Expectimax{Budget: budget} }

// NewExpectimaxPlayer is an expectimax player with DefaultBudget a move.
func NewExpectimaxPlayer() Player { return NewExpectimax(DefaultBudget) }

// Name is "expectimax".
func (e *Expectimax) Name() string { return "expectimax" }

// Move is the swipe to play on g's 2048 board under g's rules. It fails when ctx ends, when no
// swipe changes the board (the game is over) and on a sliding puzzle.
func (e *Expectimax) Move(ctx context.Context, g *Game) (board.Direction, error) {
	th, err := e.Think(ctx, g)
	return th.Dir, err
}

// Thinking is what one move's search found: the expected score of each swipe (in
// board.Directions order) at the deepest depth it finished, and what it finished one deeper.
type Thinking struct {
	// Dir is the swipe chosen: the best of Deeper when the deeper search finished any swipe
	// (it searches them best first), else the best of Values.
	Dir board.Direction
	// Values are the swipes' expected scores (the heuristic's expectation over the spawns)
	// Depth spawns ahead, -Inf for a swipe that changes nothing.
	Values [4]float64
	Depth  int
	// Deeper are the scores DeeperDepth spawns ahead of the swipes that search finished before
	// its time ran out, NaN for the others; all NaN (DeeperDepth 0) when none finished.
	Deeper      [4]float64
	DeeperDepth int
	// Learned says the values are the learned evaluation's: the score the swipe makes and the
	// network's estimate of the score still to come after it. Else they are the heuristic's.
	Learned bool
	// Handoff is the player's Handoff when the board held that tile, so that the heuristic
	// searched in the network's place; else 0.
	Handoff int
	// Stage is the tile from which the network's stage that searched plays: 0 for its first
	// stage (or none).
	Stage int
	// Downgrade is the player's Downgrade when the search read boards downgraded from that tile
	// (the board held half of it or more); else 0.
	Downgrade int
}

// Think is Move with its reasons: the expected score of each swipe and the depth reached.
func (e *Expectimax) Think(ctx context.Context, g *Game) (Thinking, error) {
	// A kind check that stays: expectimax searches the 2048 spawn tree, which a sliding puzzle has not.
	b, ok := g.Board().(*board.Game2048)
	if !ok {
		return Thinking{}, errors.New("expectimax plays 2048 boards only")
	}
	return e.choose(ctx, b, g.Rules())
}

// ttEntry is a chance node's value searched rem spawns deep; rem 0 marks an empty slot. It is
// reused for a search as deep or shallower whatever the probability of the path that reached it:
// one found on a less likely path was cut sooner by probCut, so is shallower than rem says, but
// requiring the path's probability too left the search half a spawn shallower and the player
// weaker (docs/performance.md).
type ttEntry struct {
	key uint64
	val float32
	rem int32
}

// search is one move's search state, shared by the 4x4 and n-by-n searches.
type search struct {
	// m counts max nodes (as expanded states) and stops the search on ctx or on its Deadline,
	// which is zero while depth 1 runs: it always finishes.
	m        engine.Meter
	rule     board.SpawnRule
	stopped  bool // the clock or the context ended this depth; its values are discarded
	cutDepth bool // some leaf was cut by the depth, so a deeper search could differ
}

// newSearch starts a move's search, looking at ctx and the clock every nodes (a power of two).
func newSearch(ctx context.Context, rule board.SpawnRule, every int) *search {
	s := &search{rule: rule, m: engine.Meter{CheckEvery: every}}
	s.m.Start(ctx)
	return s
}

// tick counts a max node and now and then sees whether the search must stop.
func (s *search) tick() bool {
	if s.stopped {
		return true
	}
	if s.m.Tick() != nil {
		s.stopped = true
	}
	return s.stopped
}

// choose is the move for b under rule: a swipe that changes b, the best of the deepest search
// finished. It fails only when ctx ends (with ctx.Err()) or when no swipe changes b.
func (e *Expectimax) choose(ctx context.Context, b *board.Game2048, rule board.SpawnRule) (Thinking, error) {
	if err := ctx.Err(); err != nil {
		return Thinking{}, err
	}
	start, budget := time.Now(), e.Budget
	if budget == 0 && e.Depth == 0 {
		budget = DefaultBudget
	}
	b4, fast := board.NewBoard4(b)
	fast = fast && (rule == board.Classic || rule.Deterministic())
	every := checkEvery
	if !fast {
		every = checkEveryN
	}
	s := newSearch(ctx, rule, every)
	th := Thinking{Deeper: [4]float64{math.NaN(), math.NaN(), math.NaN(), math.NaN()}}
	var root func(depth int, order [4]int) [4]float64
	if fast {
		if e.tt == nil {
			e.tt = make([]ttEntry, 1<<ttBits)
		}
		s4 := &search4{search: s, tt: e.tt}
		if rule == board.Classic && e.Learned != nil {
			stage, handoff := e.Learned.Stage(b4), bits.TrailingZeros(uint(e.Handoff))
			if e.Handoff != 0 && b4.MaxExp() >= handoff && stage.From() < handoff {
				th.Handoff = e.Handoff
			} else {
				s4.net, th.Learned = stage, true
				if stage.From() > 0 {
					th.Stage = 1 << stage.From()
				}
				// from a step below the tile on, since the search's leaves may make it
				down := bits.TrailingZeros(uint(e.Downgrade))
				if e.Downgrade != 0 && b4.MaxExp() >= down-1 && stage.From() < down {
					s4.down, th.Downgrade = down, e.Downgrade
				}
			}
		}
		if ev := (evaluation{s4.net, s4.down}); ev != e.ttEval {
			clear(e.tt) // another evaluation's values: another scale, or another stage's estimates
			clear(e.leaves)
			e.ttEval = ev
		}
		if s4.net != nil {
			if e.leaves == nil {
				e.leaves = make([]leafEntry, 1<<leafBits)
			}
			s4.leaves = e.leaves
		}
		root = func(depth int, order [4]int) [4]float64 { return s4.root(b4, depth, order) }
	} else {
		sn := &searchN{search: s, tt: make(map[string]ttEntryN)}
		root = func(depth int, order [4]int) [4]float64 { return sn.root(b, depth, order) }
	}
	best, bestDepth, order := -1, 0, allDirections
	for depth := 1; depth <= maxDepth && (e.Depth == 0 || depth <= e.Depth); depth++ {
		s.cutDepth = false
		vals := root(depth, order)
		if s.stopped {
			// The swipes are searched best first, so those this depth finished include the
			// last depth's choice: the best of them is compared at one depth, and deeper.
			if b := argmax(vals); b >= 0 {
				best = b
				th.Deeper, th.DeeperDepth = vals, depth
			}
			break
		}
		if best, bestDepth = argmax(vals), depth; best < 0 {
			return Thinking{}, errNoSwipe
		}
		th.Values, th.Depth = vals, depth
		order = ranked(vals)
		if !s.cutDepth {
			break // every line ended in a loss or below probCut: deeper changes nothing
		}
		if depth == 1 && budget > 0 {
			s.m.Deadline = start.Add(budget)
		}
	}
	s.m.Stats.Elapsed, s.m.Stats.Depth = s.m.Elapsed(), bestDepth
	e.Stats = e.Stats.Add(s.m.Stats)
	e.Moves++
	e.Depths += int64(bestDepth)
	if err := ctx.Err(); err != nil {
		return Thinking{}, err
	}
	th.Dir = board.Directions[best]
	return th, nil
}

// noSwipe is the root value of a swipe that changes nothing: -Inf, below any board's value,
// however negative the heuristic of big tiles gets. A swipe whose search a stop cut short is
// NaN.
var noSwipe = math.Inf(-1)

// allDirections is the root's first order: Directions order, by index.
var allDirections = [4]int{0, 1, 2, 3}

// argmax is the direction index with the largest value, ties to the first in Directions order;
// -1 when every value is noSwipe or NaN.
func argmax(vals [4]float64) int {
	best := -1
	for i, v := range vals {
		if v != noSwipe && !math.IsNaN(v) && (best < 0 || v > vals[best]) {
			best = i
		}
	}
	return best
}

// ranked is the direction indexes by value, best first, ties in Directions order: the order
// the next depth searches them in.
func ranked(vals [4]float64) [4]int {
	order := allDirections
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && vals[order[j]] > vals[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order
}

// searchN searches boards of any size through the n-by-n board's Slide, the rule's Outcomes and
// Put: the same search as search4, slower, for sizes other than 4, for boards holding 65536 or
// more, and for rules that search4 does not know.
type searchN struct {
	*search
	tt map[string]ttEntryN // chance nodes of this move (nil: none)
}

// ttEntryN is a chance node's value searched rem spawns deep.
type ttEntryN struct {
	val float64
	rem int
}

func (s *searchN) root(b *board.Game2048, depth int, order [4]int) (vals [4]float64) {
	vals = [4]float64{math.NaN(), math.NaN(), math.NaN(), math.NaN()}
	for _, i := range order {
		next, _, ok := b.Slide(board.Directions[i])
		v := noSwipe
		if ok {
			v = s.chance(next, depth, 1)
		}
		if s.stopped {
			break
		}
		vals[i] = v
	}
	return vals
}

func (s *searchN) chance(b *board.Game2048, rem int, prob float64) float64 {
	if rem == 0 {
		s.cutDepth = true
		return scoreCells(b.Exps(), b.Size())
	}
	if prob < probCut {
		return scoreCells(b.Exps(), b.Size())
	}
	if e, ok := s.tt[b.Key()]; ok && e.rem >= rem { // a nil map finds nothing
		s.cutDepth = true
		return e.val
	}
	outs := s.rule.Outcomes(b.Exps(), b.Size())
	var v float64
	for _, o := range outs {
		v += o.P * s.max(b.Put(o.Cell, o.Exp), rem-1, prob*o.P)
	}
	if len(outs) == 0 {
		v = s.max(b, rem-1, prob)
	}
	if !s.stopped && s.tt != nil {
		s.tt[b.Key()] = ttEntryN{v, rem}
	}
	return v
}

func (s *searchN) max(b *board.Game2048, rem int, prob float64) float64 {
	if s.tick() {
		return 0
	}
	best := 0.0
	for _, d := range board.Directions {
		if next, _, ok := b.Slide(d); ok {
			best = max(best, s.chance(next, rem, prob))
		}
	}
	return best
}
