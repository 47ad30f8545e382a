package board

import (
	"math/rand/v2"
	"testing"
)

// randomBoard4 draws a 4x4 board whose tiles come from a few nearby exponents, so that merges are
// common, up to 15 so that 32768 + 32768 happens too.
func randomBoard4(rng *rand.Rand) Board4 {
	lo := 1 + rng.IntN(15)
	span := 1 + rng.IntN(3)
	var b Board4
	for i := range 16 {
		if rng.IntN(3) > 0 {
			b = b.With(i, min(15, lo+rng.IntN(span)))
		}
	}
	return b
}

func cellsOf(b Board4) []byte {
	cells := make([]byte, 16)
	for i := range cells {
		cells[i] = byte(b.Exp(i))
	}
	return cells
}

// TestBoard4AgainstGame2048 plays every direction under both deterministic rules on random boards
// with Board4 and with the n-by-n code (slide, then the rule's Place), which must agree on the
// board, whether it is a move, the spawn cell and every 65536 made.
func TestBoard4AgainstGame2048(t *testing.T) {
	count := 1_000_000
	if testing.Short() {
		count = 100_000
	}
	rng := rand.New(rand.NewPCG(8, 4))
	dst := make([]byte, 16)
	bigs := 0
	for trial := range count {
		b := randomBoard4(rng)
		src := string(cellsOf(b))
		for _, d := range Directions {
			changed := slide([]byte(src), 4, d, dst, nil)
			next, ok, big := b.SwipeBig(d)
			if ok != changed {
				t.Fatalf("trial %d %v on %x: Board4 says %v, n-by-n %v", trial, d, uint64(b), ok, changed)
			}
			for i := range 16 {
				want := int(dst[i])
				gotBig := big&(1<<i) != 0
				if (want == Big4) != gotBig || !gotBig && next.Exp(i) != want || gotBig && next.Exp(i) != 0 {
					t.Fatalf("trial %d %v on %x: cell %d is %d (65536: %v), n-by-n %d", trial, d, uint64(b), i, next.Exp(i), gotBig, want)
				}
			}
			if big != 0 {
				bigs++
			}
			for _, rule := range []SpawnRule{RightColumn, BottomRow} {
				wantAt, wantOK := rule.Place(dst, 4)
				after, at, moved, _ := b.Move(d, rule)
				if moved != (changed && wantOK) || moved && (at != wantAt || after != next.With(at, 1)) {
					t.Fatalf("trial %d %v %s on %x: spawn at %d (%v), n-by-n at %d (%v)", trial, d, rule.Name(), uint64(b), at, moved, wantAt, changed && wantOK)
				}
			}
		}
	}
	if bigs == 0 {
		t.Error("no board made a 65536: the random boards miss that case")
	}
}

// TestBoard4Makes65536 checks the case a nibble cannot hold: two 32768s merge into 65536, which the
// swipe reports by cell (the cell itself reads blank) and the n-by-n board holds as a tile.
func TestBoard4Makes65536(t *testing.T) {
	for _, tc := range []struct {
		d       Direction
		wantBig uint16
		wantAt  int // spawn cell under right-column
	}{
		{Left, 1 << 4, 3},  // row 1 merges into cell 4
		{Right, 1 << 7, 3}, // into cell 7
		{Up, 0, 3},         // the 32768s rise to the top row, no merge
		{Down, 0, 3},       // the 32768s fall to the bottom row, no merge
	} {
		g := game(t, "0 0 0 0 / 32768 32768 0 0 / 0 0 0 0 / 0 0 0 0", 65536, RightColumn)
		b, ok := NewBoard4(g)
		if !ok {
			t.Fatal("NewBoard4 refused a 4x4 board with 32768s")
		}
		next, at, moved, big := b.Move(tc.d, RightColumn)
		s, gok := g.Swipe(tc.d)
		if moved != gok || big != tc.wantBig || moved && at != tc.wantAt {
			t.Fatalf("%v: moved %v at %d big %016b; n-by-n moved %v", tc.d, moved, at, big, gok)
		}
		if !moved {
			continue
		}
		if s.Spawned != at {
			t.Errorf("%v: spawned at %d, n-by-n at %d", tc.d, at, s.Spawned)
		}
		if won := big != 0; won != s.Board.Done() || won && s.Board.LargestTile() != 65536 {
			t.Errorf("%v: Board4 made 65536 %v; n-by-n largest %d", tc.d, won, s.Board.LargestTile())
		}
		if big == 0 && next.Game2048(65536, RightColumn).Key() != s.Board.Key() {
			t.Errorf("%v: Board4 gives\n%s n-by-n\n%s", tc.d, next.Game2048(65536, RightColumn), s.Board)
		}
	}
	if _, ok := NewBoard4(game(t, "65536 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 2", 1<<17, RightColumn)); ok {
		t.Error("NewBoard4 took a 65536")
	}
	if _, ok := NewBoard4(game(t, "2 0 0 / 0 0 0 / 0 0 0", 2048, RightColumn)); ok {
		t.Error("NewBoard4 took a 3x3 board")
	}
}

// TestBoard4Cells checks the accessors against a plain count on random boards.
func TestBoard4Cells(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for range 10_000 {
		b := randomBoard4(rng)
		empty, maxExp, mask := 0, 0, uint16(0)
		for i := range 16 {
			if b.Exp(i) == 0 {
				empty++
				mask |= 1 << i
			}
			maxExp = max(maxExp, b.Exp(i))
		}
		for e := 1; e <= 15; e++ {
			if b.HasExp(e) != (maxExp >= e) {
				t.Fatalf("%x: HasExp(%d) is %v, largest exponent %d", uint64(b), e, b.HasExp(e), maxExp)
			}
		}
		if b.Empty() != empty || b.MaxExp() != maxExp || b.EmptyMask() != mask {
			t.Fatalf("%x: Empty %d MaxExp %d mask %016b, want %d %d %016b", uint64(b), b.Empty(), b.MaxExp(), b.EmptyMask(), empty, maxExp, mask)
		}
		g := b.Game2048(1<<20, BottomRow)
		if back, ok := NewBoard4(g); !ok || back != b {
			t.Fatalf("%x round trip gave %x", uint64(b), uint64(back))
		}
	}
}

// BenchmarkBoard4Swipe measures the 4x4 fast path: every op tries all four swipes (no spawn) on one
// of a set of mid-game boards. moves/s counts swipes.
func BenchmarkBoard4Swipe(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	boards := make([]Board4, 1024)
	for i := range boards {
		boards[i] = randomBoard4(rng)
	}
	var sink Board4
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := boards[i&1023]
		for _, d := range Directions {
			next, _ := x.Swipe(d)
			sink ^= next
		}
		i++
	}
	b.ReportMetric(float64(b.N*4)/b.Elapsed().Seconds(), "moves/s")
	if sink == 1 {
		b.Log(sink)
	}
}

// TestBoard4Scores checks the left-column and far-from-corner scores on Board4 against Game2048's
// on random boards.
func TestBoard4Scores(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	for range 20_000 {
		b := randomBoard4(rng)
		g := b.Game2048(1<<20, RightColumn)
		if b.LeftWeightedScore() != g.LeftWeightedScore() || b.DistanceWeightedScore() != g.DistanceWeightedScore() || b.Sum() != g.Sum() {
			t.Fatalf("%x: left %d distance %d sum %d, Game2048 %d %d %d", uint64(b), b.LeftWeightedScore(),
				b.DistanceWeightedScore(), b.Sum(), g.LeftWeightedScore(), g.DistanceWeightedScore(), g.Sum())
		}
	}
}
