package play

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
)

// bruteLearned is the expectimax value with a learned evaluation, straight from the definition
// on the n-by-n board: a swipe is worth the tiles its merges made plus the expectation over the
// spawns after it; after depth spawns the network's value of the afterstate (read downgraded
// from exponent down, when not 0); 0 for a board no swipe changes.
type bruteLearned struct {
	net  *ntuple.Network
	down int
}

func (br bruteLearned) swipe(b *board.Game2048, d board.Direction, depth int) float64 {
	next, merged, ok := b.Slide(d)
	if !ok {
		return noSwipe
	}
	v := 0.0
	for _, c := range merged {
		v += float64(next.Grid().Tiles[c])
	}
	if depth == 0 {
		b4, _ := board.NewBoard4(next)
		if br.down != 0 {
			b4 = ntuple.Downgrade(b4, br.down)
		}
		return v + br.net.Value(b4)
	}
	outs := board.Classic.Outcomes(next.Exps(), next.Size())
	for _, o := range outs {
		v += o.P * br.best(next.Put(o.Cell, o.Exp), depth-1)
	}
	return v
}

func (br bruteLearned) best(b *board.Game2048, depth int) float64 {
	v := 0.0
	for _, d := range board.Directions {
		if w := br.swipe(b, d, depth); w != noSwipe {
			v = max(v, w)
		}
	}
	return v
}

// TestLearnedSearchAgainstBruteForce: with a network (trained briefly, so its values are neither
// zero nor symmetric noise), the Board4 search's root values at depths 1 and 2 are the brute
// force's: each swipe's merges added on the way, the network at the leaves; with no leaf table
// and with one kept across the searches.
func TestLearnedSearchAgainstBruteForce(t *testing.T) {
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	ntuple.Train(context.Background(), ntuple.NewLearner(net, 1, true, 3), 200, 0, nil)
	br := bruteLearned{net: net}
	for _, leaves := range [][]leafEntry{nil, make([]leafEntry, 1<<leafBits)} {
		rng := rand.New(rand.NewPCG(7, 8))
		for range 5 {
			b := randomBoard(t, rng, 4, board.Classic)
			b4, _ := board.NewBoard4(b)
			for depth := 1; depth <= 2; depth++ {
				s := &search4{search: newSearch(context.Background(), board.Classic, checkEvery), net: net, leaves: leaves}
				got := s.root(b4, depth, allDirections)
				var want [4]float64
				for i, d := range board.Directions {
					want[i] = br.swipe(b, d, depth)
				}
				compare(t, fmt.Sprintf("Board4 learned, leaf table %v", leaves != nil), b, depth, got, want)
			}
		}
	}
}

// TestExpectimaxUsesLearned: the player with a network plays by it on 4x4 classic boards (its
// values differ from the heuristic's, and Thinking.Learned says so), and keeps the heuristic
// under the other rules.
func TestExpectimaxUsesLearned(t *testing.T) {
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	ntuple.Train(context.Background(), ntuple.NewLearner(net, 1, true, 3), 200, 0, nil)
	for _, rule := range []board.SpawnRule{board.Classic, board.BottomRow} {
		g, err := NewStandard2048(4, rule, 5)
		if err != nil {
			t.Fatal(err)
		}
		plain := &Expectimax{Depth: 1}
		learned := &Expectimax{Depth: 1, Learned: net}
		a, err1 := plain.Think(context.Background(), g)
		b, err2 := learned.Think(context.Background(), g)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if same := a.Values == b.Values; same != (rule != board.Classic) {
			t.Errorf("%v: heuristic values %v, learned %v: want them equal only off classic rules", rule, a.Values, b.Values)
		}
		if a.Learned || b.Learned != (rule == board.Classic) {
			t.Errorf("%v: Learned %v for the heuristic, %v with a network", rule, a.Learned, b.Learned)
		}
	}
}

// TestExpectimaxHandsOff: with a Handoff, a board holding that tile is searched with the
// heuristic (the heuristic player's values, Learned false) and a board below it with the
// network; one player switching between the two keeps no value of the other in its table.
func TestExpectimaxHandsOff(t *testing.T) {
	net := trainedTiny(t, 3)
	below, above := boardsAround16384(t)
	ex := &Expectimax{Depth: 2, Learned: net}
	for _, c := range []struct {
		name    string
		b       *board.Game2048
		handoff int
		learned bool
	}{
		{"16384, no handoff", above, 0, true},
		{"16384, handoff at 16384", above, 16384, false},
		{"8192, handoff at 16384", below, 16384, true},
		{"8192, handoff at 8192", below, 8192, false},
	} {
		g, err := New(c.b, board.Classic, 1)
		if err != nil {
			t.Fatal(err)
		}
		ex.Handoff = c.handoff
		got, err := ex.Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		fresh := &Expectimax{Depth: 2}
		if c.learned {
			fresh.Learned = net
		}
		want, err := fresh.Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		handoff := 0 // Thinking.Handoff names the tile only where the heuristic took over
		if !c.learned {
			handoff = c.handoff
		}
		if got.Values != want.Values || got.Learned != c.learned || got.Handoff != handoff {
			t.Errorf("%s: values %v (learned %v, handoff %d), want %v (learned %v, handoff %d)", c.name, got.Values, got.Learned, got.Handoff, want.Values, c.learned, handoff)
		}
	}
}

// TestExpectimaxPlaysTheStage: a network of two stages searches a board with the stage its
// largest tile selects, the later one even past a Handoff at its tile, with the values that stage
// alone gives: switching stages keeps none of the other's values in the table.
func TestExpectimaxPlaysTheStage(t *testing.T) {
	first, later := trainedTiny(t, 3), trainedTiny(t, 4)
	if err := first.AddStage(14, later); err != nil {
		t.Fatal(err)
	}
	below, above := boardsAround16384(t)
	ex := &Expectimax{Depth: 2, Learned: first, Handoff: 16384}
	for _, c := range []struct {
		name  string
		b     *board.Game2048
		stage *ntuple.Network
		from  int
	}{
		{"8192", below, first, 0},
		{"16384", above, later, 16384},
		{"8192 again", below, first, 0},
	} {
		g, err := New(c.b, board.Classic, 1)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ex.Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer // the stage's weights, as a network of one stage
		if _, err := c.stage.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		alone, err := ntuple.Read(&buf)
		if err != nil {
			t.Fatal(err)
		}
		want, err := (&Expectimax{Depth: 2, Learned: alone}).Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if got.Values != want.Values || !got.Learned || got.Stage != c.from || got.Handoff != 0 {
			t.Errorf("%s: values %v (learned %v, stage %d, handoff %d), want %v (stage %d)", c.name, got.Values, got.Learned, got.Stage, got.Handoff, want.Values, c.from)
		}
	}
}

// TestExpectimaxForgetsTheOtherStage: a deep search below 16384 stores boards where a merge made
// one, valued by the first stage; a search on such a board, played by the later stage, must not
// take those values from the table.
func TestExpectimaxForgetsTheOtherStage(t *testing.T) {
	first, later := trainedTiny(t, 3), trainedTiny(t, 4)
	if err := first.AddStage(14, later); err != nil {
		t.Fatal(err)
	}
	merging := newBoard(t, 4, []int{
		8192, 8192, 512, 2,
		16, 256, 64, 4,
		2, 8, 0, 0,
		0, 0, 2, 0,
	}, board.Classic)
	merged := newBoard(t, 4, []int{ // merging swiped left, a 2 spawned in the top right corner
		16384, 512, 2, 2,
		16, 256, 64, 4,
		2, 8, 0, 0,
		2, 0, 0, 0,
	}, board.Classic)
	ex := &Expectimax{Depth: 3, Learned: first}
	think := func(ex *Expectimax, b *board.Game2048) Thinking {
		g, err := New(b, board.Classic, 1)
		if err != nil {
			t.Fatal(err)
		}
		th, err := ex.Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		return th
	}
	think(ex, merging)
	ex.Depth = 2
	got := think(ex, merged)
	want := think(&Expectimax{Depth: 2, Learned: first}, merged)
	if got.Values != want.Values || got.Stage != 16384 {
		t.Errorf("after a search below 16384: values %v (stage %d), want %v (stage 16384)", got.Values, got.Stage, want.Values)
	}
}

// TestExpectimaxDowngrades: with a Downgrade at 16384, a board holding an 8192 or a 16384 is
// searched with its leaves read downgraded, the brute force's values with ntuple.Downgrade at the
// leaves, and a board below 8192 as it is; one player switching keeps no value of the other
// reading in its table.
func TestExpectimaxDowngrades(t *testing.T) {
	below, above := boardsAround16384(t)
	early := newBoard(t, 4, []int{
		4096, 2048, 512, 2,
		16, 256, 64, 4,
		2, 8, 0, 0,
		0, 0, 2, 0,
	}, board.Classic)
	// A network trained from these boards, so that its weights of the big tiles are not 0 and
	// a downgraded board scores otherwise than the board itself.
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	l := ntuple.NewLearner(net, 1, true, 5)
	var starts []board.Board4
	for _, b := range []*board.Game2048{below, above, early} {
		b4, _ := board.NewBoard4(b)
		starts = append(starts, b4)
	}
	l.StartFrom(starts)
	ntuple.Train(context.Background(), l, 300, 0, nil)

	ex := &Expectimax{Depth: 2, Learned: net}
	for _, c := range []struct {
		name      string
		b         *board.Game2048
		downgrade int
		read      int // the exponent the leaves are read downgraded from (0: as they are)
	}{
		{"16384, downgrade at 16384", above, 16384, 14},
		{"16384, no downgrade", above, 0, 0},
		{"16384, downgrade at 16384 again", above, 16384, 14},
		{"8192, downgrade at 16384", below, 16384, 14},
		{"4096, downgrade at 16384", early, 16384, 0},
	} {
		g, err := New(c.b, board.Classic, 1)
		if err != nil {
			t.Fatal(err)
		}
		ex.Downgrade = c.downgrade
		got, err := ex.Think(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		var want, plain [4]float64
		for i, d := range board.Directions {
			want[i] = bruteLearned{net, c.read}.swipe(c.b, d, 2)
			plain[i] = bruteLearned{net: net}.swipe(c.b, d, 2)
		}
		if c.read != 0 && c.b == above && want == plain {
			t.Fatalf("%s: the network scores the downgraded boards as the boards: the test cannot see a downgrade", c.name)
		}
		compare(t, c.name, c.b, 2, got.Values, want)
		if wantField := map[bool]int{true: c.downgrade}[c.read != 0]; got.Downgrade != wantField {
			t.Errorf("%s: Thinking.Downgrade %d, want %d", c.name, got.Downgrade, wantField)
		}
	}
}

// boardsAround16384 are two boards alike but for the top left corner: an 8192 and a 16384.
func boardsAround16384(t *testing.T) (below, above *board.Game2048) {
	tiles := []int{
		8192, 4096, 512, 2,
		16, 256, 64, 4,
		2, 8, 0, 0,
		0, 0, 2, 0,
	}
	below = newBoard(t, 4, tiles, board.Classic)
	tiles[0] = 16384
	return below, newBoard(t, 4, tiles, board.Classic)
}

// trainedTiny is a tiny network trained for 200 games from seed.
func trainedTiny(t *testing.T, seed uint64) *ntuple.Network {
	t.Helper()
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	ntuple.Train(context.Background(), ntuple.NewLearner(net, 1, true, seed), 200, 0, nil)
	return net
}
