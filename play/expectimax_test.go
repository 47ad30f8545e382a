package play

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
)

func newBoard(t testing.TB, n int, tiles []int, rule board.SpawnRule) *board.Game2048 {
	t.Helper()
	b, err := board.NewGame2048(board.Grid{N: n, Tiles: tiles}, 2048, rule)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// randomBoard is an n-by-n board with about half its cells holding tiles of a few nearby sizes.
func randomBoard(t testing.TB, rng *rand.Rand, n int, rule board.SpawnRule) *board.Game2048 {
	lo := 1 + rng.IntN(8)
	tiles := make([]int, n*n)
	for i := range tiles {
		if rng.IntN(2) == 0 {
			tiles[i] = 1 << (lo + rng.IntN(3))
		}
	}
	return newBoard(t, n, tiles, rule)
}

// brute is the expectimax value computed straight from the definition on the n-by-n board:
// every swipe, every spawn outcome with its probability, the heuristic after depth spawns, 0 for
// a board no swipe changes. It shares nothing with the search but the heuristic.
type brute struct{ rule board.SpawnRule }

func (br brute) swipe(b *board.Game2048, d board.Direction, depth int) float64 {
	next, _, ok := b.Slide(d)
	if !ok {
		return noSwipe
	}
	return br.chance(next, depth)
}

func (br brute) chance(b *board.Game2048, depth int) float64 {
	if depth == 0 {
		return scoreCells(b.Exps(), b.Size())
	}
	outs := br.rule.Outcomes(b.Exps(), b.Size())
	if len(outs) == 0 {
		return br.best(b, depth-1)
	}
	v := 0.0
	for _, o := range outs {
		v += o.P * br.best(b.Put(o.Cell, o.Exp), depth-1)
	}
	return v
}

func (br brute) best(b *board.Game2048, depth int) float64 {
	v := 0.0
	for _, d := range board.Directions {
		if next, _, ok := b.Slide(d); ok {
			v = max(v, br.chance(next, depth))
		}
	}
	return v
}

// TestSearchAgainstBruteForce compares each root swipe's value at depths 1 and 2, on the Board4
// search and on the n-by-n one, with the brute-force expectation. At these depths no branch is
// below probCut, so without a transposition table the values must agree up to rounding. With
// one they must too under the classic rule: every spawn adds a tile, so a board is only met at
// the depth it was stored (the deterministic rules may skip a spawn, and then a board met again
// one spawn shallower takes the deeper value stored, as it should in play).
func TestSearchAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	tests := []struct {
		name   string
		n      int
		rule   board.SpawnRule
		boards int
	}{
		{"4x4 classic", 4, board.Classic, 6},
		{"4x4 bottom-row", 4, board.BottomRow, 10},
		{"4x4 right-column", 4, board.RightColumn, 10},
		{"3x3 classic", 3, board.Classic, 10},
		{"2x2 classic", 2, board.Classic, 10},
		{"5x5 bottom-row", 5, board.BottomRow, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for range tt.boards {
				b := randomBoard(t, rng, tt.n, tt.rule)
				br := brute{tt.rule}
				for depth := 1; depth <= 2; depth++ {
					s := newSearch(context.Background(), tt.rule, checkEvery)
					got := (&searchN{search: s}).root(b, depth, allDirections)
					if tt.rule == board.Classic {
						withTT := (&searchN{search: s, tt: map[string]ttEntryN{}}).root(b, depth, allDirections)
						compare(t, "n-by-n with a table", b, depth, withTT, got)
					}
					if b4, ok := board.NewBoard4(b); ok {
						got4 := (&search4{search: s}).root(b4, depth, allDirections)
						compare(t, "Board4", b, depth, got4, got)
						if tt.rule == board.Classic {
							withTT := (&search4{search: s, tt: make([]ttEntry, 1<<ttBits)}).root(b4, depth, allDirections)
							compare(t, "Board4 with a table", b, depth, withTT, got)
						}
					}
					var want [4]float64
					for i, d := range board.Directions {
						want[i] = br.swipe(b, d, depth)
					}
					compare(t, "n-by-n", b, depth, got, want)
				}
			}
		})
	}
}

func compare(t *testing.T, what string, b *board.Game2048, depth int, got, want [4]float64) {
	t.Helper()
	for i := range got {
		same := got[i] == want[i] || !math.IsInf(want[i], 0) && math.Abs(got[i]-want[i]) <= 1e-6*math.Abs(want[i])
		if !same {
			t.Errorf("%s depth %d, %v on\n%v: %.3f, want %.3f", what, depth, board.Directions[i], b, got[i], want[i])
		}
	}
}

// legal lists the swipes that change b.
func legal(b *board.Game2048) []board.Direction {
	var ds []board.Direction
	for _, d := range board.Directions {
		if _, _, ok := b.Slide(d); ok {
			ds = append(ds, d)
		}
	}
	return ds
}

// TestChooseIsLegal: on boards of several sizes and rules (and a 4x4 holding 65536, which only
// the n-by-n search can hold), the move chosen changes the board; a board no swipe changes is
// an error.
func TestChooseIsLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	e := &Expectimax{Depth: 2}
	for _, n := range []int{2, 3, 4, 5} {
		for _, rule := range board.SpawnRules {
			for range 20 {
				b := randomBoard(t, rng, n, rule)
				th, err := e.choose(context.Background(), b, rule)
				d := th.Dir
				if len(legal(b)) == 0 {
					if !errors.Is(err, errNoSwipe) {
						t.Fatalf("%s %dx%d: %v (%v) on a board no swipe changes, want errNoSwipe\n%v", rule.Name(), n, n, d, err, b)
					}
					continue
				}
				if _, _, ok := b.Slide(d); err != nil || !ok {
					t.Fatalf("%s %dx%d: %v (%v) on\n%v", rule.Name(), n, n, d, err, b)
				}
			}
		}
	}
	big := newBoard(t, 4, []int{65536, 32768, 32768, 2, 4, 8, 16, 32, 0, 0, 0, 0, 0, 0, 0, 2}, board.Classic)
	if d, err := e.choose(context.Background(), big, board.Classic); err != nil {
		t.Errorf("board with 65536: %v (%v)", d, err)
	}
	// Big distinct tiles score far below 0, and still a swipe into the one blank beats none.
	tiles := make([]int, 25)
	for i := range 24 {
		tiles[i] = 1 << (30 - i)
	}
	huge := newBoard(t, 5, tiles, board.Classic)
	if th, err := e.choose(context.Background(), huge, board.Classic); err != nil || th.Dir != board.Down && th.Dir != board.Right {
		d := th.Dir
		t.Errorf("board of huge tiles, blank at the end: %v (%v), want Down or Right", d, err)
	}
	full := newBoard(t, 2, []int{2, 4, 4, 2}, board.Classic)
	if _, err := e.choose(context.Background(), full, board.Classic); !errors.Is(err, errNoSwipe) {
		t.Errorf("lost board: %v, want errNoSwipe", err)
	}
}

// TestExpiredBudgetPlaysDepthOne: with a budget already spent when the search starts, depth 1
// still finishes, depth 2 is abandoned at the first look at the clock, and the move is depth 1's;
// on the Board4 search and on the n-by-n one.
func TestExpiredBudgetPlaysDepthOne(t *testing.T) {
	tests := []struct {
		name  string
		b     *board.Game2048
		every int64
	}{
		{"4x4", newBoard(t, 4, []int{2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 8, 0, 0, 2}, board.Classic), checkEvery},
		{"5x5", newBoard(t, 5, []int{2, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 8, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 4}, board.Classic), checkEveryN},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			one := &Expectimax{Depth: 1}
			depth1, err := one.choose(context.Background(), tt.b, board.Classic)
			if err != nil {
				t.Fatal(err)
			}
			e := NewExpectimax(time.Nanosecond)
			d, err := e.choose(tickingCtx{context.Background()}, tt.b, board.Classic)
			if err != nil || d.Dir != depth1.Dir {
				t.Fatalf("expired budget: %v (%v), want depth 1's %v", d.Dir, err, depth1.Dir)
			}
			if limit := int64(one.Stats.Expanded) + tt.every; e.Depths != 1 || e.Stats.Depth != 1 || int64(e.Stats.Expanded) > limit {
				t.Errorf("expired budget searched to depth %d (deepest %d) with %d nodes, want depth 1 and at most %d nodes", e.Depths, e.Stats.Depth, e.Stats.Expanded, limit)
			}
		})
	}
}

// countdownCtx is cancelled after its Err has been asked a given number of times: a cancel in the
// middle of a search, at a point that does not depend on timing.
type countdownCtx struct {
	context.Context
	left int
}

func (c *countdownCtx) Err() error {
	if c.left--; c.left < 0 {
		return context.Canceled
	}
	return nil
}

// TestCancelStopsTheSearch: a context cancelled before or during the search ends it within one
// look (checkEvery nodes) with the context's error.
func TestCancelStopsTheSearch(t *testing.T) {
	b := newBoard(t, 4, []int{2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 8, 0, 0, 2}, board.Classic)
	for _, looks := range []int{0, 1, 5} {
		e := &Expectimax{Budget: time.Hour} // only the context stops it
		ctx := &countdownCtx{Context: context.Background(), left: looks}
		if _, err := e.choose(ctx, b, board.Classic); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled after %d looks: %v, want context.Canceled", looks, err)
		}
		if e.Stats.Expanded > (looks+1)*checkEvery {
			t.Errorf("cancelled after %d looks: %d nodes, want at most %d", looks, e.Stats.Expanded, (looks+1)*checkEvery)
		}
	}
}

// BenchmarkExpectimax4 searches a mid-game 4x4 classic board to depth 3 each iteration, with a
// fresh transposition table (and leaf table, for the learned evaluation): nodes per second and
// allocations of the Board4 search.
func BenchmarkExpectimax4(b *testing.B) { benchSearch4(b, nil) }

// BenchmarkExpectimax4Learned is BenchmarkExpectimax4 with the learned evaluation at the leaves:
// an untrained network of the shipped shape, "4x5" (its weights do not change the work: the
// search visits the same nodes whatever the values, and reads every tuple of each leaf).
func BenchmarkExpectimax4Learned(b *testing.B) {
	net, err := ntuple.New(ntuple.Shapes["4x5"])
	if err != nil {
		b.Fatal(err)
	}
	benchSearch4(b, net)
}

// TestBoard4SearchAllocatesNothing: a Board4 search, with the heuristic or the learned
// evaluation, keeps its state on the stack (newSearch inlines, and the meter does not escape):
// no allocation a move, none a node.
func TestBoard4SearchAllocatesNothing(t *testing.T) {
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	g := newBoard(t, 4, []int{2, 0, 4, 0, 0, 8, 0, 2, 16, 32, 4, 0, 256, 128, 64, 8}, board.Classic)
	b4, _ := board.NewBoard4(g)
	tt := make([]ttEntry, 1<<ttBits)
	loadRowScore()
	for _, net := range []*ntuple.Network{nil, net} {
		allocs := testing.AllocsPerRun(5, func() {
			s := newSearch(context.Background(), board.Classic, checkEvery)
			(&search4{search: s, tt: tt, net: net}).root(b4, 2, allDirections)
		})
		if allocs != 0 {
			t.Errorf("learned %v: %v allocations a search, want none", net != nil, allocs)
		}
	}
}

// benchSearch4 is the Board4 search benchmarks, with the evaluation net (nil: the heuristic).
func benchSearch4(b *testing.B, net *ntuple.Network) {
	g := newBoard(b, 4, []int{
		2, 0, 4, 0,
		0, 8, 0, 2,
		16, 32, 4, 0,
		256, 128, 64, 8,
	}, board.Classic)
	b4, _ := board.NewBoard4(g)
	tt := make([]ttEntry, 1<<ttBits)
	var leaves []leafEntry
	if net != nil {
		leaves = make([]leafEntry, 1<<leafBits)
	}
	b.ReportAllocs()
	var nodes int64
	for b.Loop() {
		b.StopTimer()
		clear(tt)
		clear(leaves)
		b.StartTimer()
		s := newSearch(context.Background(), board.Classic, checkEvery)
		(&search4{search: s, tt: tt, net: net, leaves: leaves}).root(b4, 3, allDirections)
		nodes += s.nodes()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// playOut plays p on g until no swipe changes the board or the largest tile reaches stopAt.
func playOut(t *testing.T, p Player, g *Game, stopAt int) {
	t.Helper()
	for !g.Over() && g.Largest() < stopAt {
		d, err := p.Move(context.Background(), g.Clone())
		if err != nil {
			t.Fatal(err)
		}
		g.Move(d)
	}
}

// TestExpectimaxBeatsRandom plays a few seeded classic games with each player: expectimax at
// depth 1 (no clock, so the same every run) reaches 512 in every game, far above the random
// player's mean largest tile.
func TestExpectimaxBeatsRandom(t *testing.T) {
	const games, stopAt = 4, 512
	var random, expecti float64
	for seed := range uint64(games) {
		g, err := NewStandard2048(4, board.Classic, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Clone()
		playOut(t, NewRandomPlayer(seed), r, stopAt)
		random += float64(r.Largest()) / games
		playOut(t, &Expectimax{Depth: 1}, g, stopAt)
		expecti += float64(g.Largest()) / games
		if g.Largest() < stopAt {
			t.Errorf("seed %d: expectimax lost with %d after %d moves", seed, g.Largest(), g.Moves())
		}
	}
	if expecti < 4*random {
		t.Errorf("mean largest tile: expectimax %.0f, random %.0f", expecti, random)
	}
	t.Logf("mean largest tile: expectimax %.0f, random %.0f", expecti, random)
}

// TestRankedAndArgmax: the next depth searches the swipes best first; a stopped depth's choice
// is the best of the swipes it finished (NaN: not finished; -Inf: no swipe).
func TestRankedAndArgmax(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(-1)
	tests := []struct {
		vals   [4]float64
		order  [4]int
		argmax int
	}{
		{[4]float64{1, 3, 2, 0}, [4]int{1, 2, 0, 3}, 1},
		{[4]float64{2, 2, inf, 5}, [4]int{3, 0, 1, 2}, 3},
		{[4]float64{nan, 7, nan, 9}, [4]int{}, 3},
		{[4]float64{inf, nan, inf, nan}, [4]int{}, -1},
	}
	for _, tt := range tests {
		if got := argmax(tt.vals); got != tt.argmax {
			t.Errorf("argmax(%v) = %d, want %d", tt.vals, got, tt.argmax)
		}
		if tt.order != [4]int{} {
			if got := ranked(tt.vals); got != tt.order {
				t.Errorf("ranked(%v) = %v, want %v", tt.vals, got, tt.order)
			}
		}
	}
}

// tickingCtx is a context whose Err returns only once the clock has visibly moved since the call
// began. The search looks at its context just before its clock, so a 1 ns budget has run out at
// the first look even where the clock moves in 15.6 ms steps (Windows).
type tickingCtx struct{ context.Context }

func (c tickingCtx) Err() error {
	for t0 := time.Now(); !time.Now().After(t0); {
	}
	return c.Context.Err()
}

// TestThinkShowsEachSwipe: the reasons Think gives are the search's own values, equal to the
// brute-force expectation at the depth it says, and the swipe chosen is the best of them, the
// same as Move plays.
func TestThinkShowsEachSwipe(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 6))
	for trial := range 12 {
		n := []int{3, 4}[trial%2]
		b := randomBoard(t, rng, n, board.Classic)
		if len(legal(b)) == 0 {
			continue
		}
		g, err := New(b, board.Classic, 1)
		if err != nil {
			t.Fatal(err)
		}
		th, err := (&Expectimax{Depth: 2}).Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		var want [4]float64
		for i, d := range board.Directions {
			want[i] = brute{board.Classic}.swipe(b, d, th.Depth)
		}
		compare(t, "Think", b, th.Depth, th.Values, want)
		best := argmax(th.Values)
		if th.Depth < 1 || th.Depth > 2 || th.DeeperDepth != 0 || board.Directions[best] != th.Dir {
			t.Errorf("trial %d: chose %v at depth %d, values %v", trial, th.Dir, th.Depth, th.Values)
		}
		for _, v := range th.Values {
			if v > th.Values[best] {
				t.Errorf("trial %d: a swipe scores above the chosen one: %v", trial, th.Values)
			}
		}
		if d, err := (&Expectimax{Depth: 2}).Move(context.Background(), g); err != nil || d != th.Dir {
			t.Errorf("trial %d: Move plays %v (%v), Think chose %v", trial, d, err, th.Dir)
		}
	}
}

// TestThinkDeeperIsTheChoice: when the time runs out partway through a depth, the swipes that
// depth finished are told apart, and the choice is the best of them.
func TestThinkDeeperIsTheChoice(t *testing.T) {
	b := newBoard(t, 4, []int{2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 8, 0, 0, 2}, board.Classic)
	g, err := New(b, board.Classic, 1)
	if err != nil {
		t.Fatal(err)
	}
	th, err := NewExpectimax(time.Nanosecond).Think(tickingCtx{context.Background()}, g)
	if err != nil {
		t.Fatal(err)
	}
	if th.Depth != 1 || th.DeeperDepth != 2 || board.Directions[argmax(th.Deeper)] != th.Dir {
		t.Fatalf("depth %d, deeper %d %v, chose %v", th.Depth, th.DeeperDepth, th.Deeper, th.Dir)
	}
	for i, v := range th.Values {
		if math.IsNaN(v) {
			t.Errorf("%v has no value at depth 1: %v", board.Directions[i], th.Values)
		}
	}
}

// nodes is the max nodes visited so far.
func (s *search) nodes() int64 { return int64(s.m.Stats.Expanded) }
