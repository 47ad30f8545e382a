package board

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestOutcomes: each rule's outcomes add up to 1, name only blank cells, and for the two
// deterministic rules are the one cell Place picks, with a 2.
func TestOutcomes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cells []byte
		want  map[SpawnRule][]Outcome
	}{
		{"two blanks", []byte{1, 0, 2, 0}, map[SpawnRule][]Outcome{
			RightColumn: {{1, 1, 1}},
			BottomRow:   {{3, 1, 1}},
			Classic:     {{1, 1, 0.45}, {1, 2, 0.05}, {3, 1, 0.45}, {3, 2, 0.05}},
		}},
		{"full", []byte{1, 2, 3, 4}, map[SpawnRule][]Outcome{RightColumn: nil, BottomRow: nil, Classic: nil}},
		{"blank only top left", []byte{0, 2, 3, 4}, map[SpawnRule][]Outcome{
			RightColumn: nil, BottomRow: nil, Classic: {{0, 1, 0.9}, {0, 2, 0.1}},
		}},
	} {
		for rule, want := range tc.want {
			got := rule.Outcomes(tc.cells, 2)
			if !slices.EqualFunc(got, want, func(a, b Outcome) bool {
				return a.Cell == b.Cell && a.Exp == b.Exp && math.Abs(a.P-b.P) < 1e-12
			}) {
				t.Errorf("%s, %s: outcomes %v, want %v", tc.name, rule.Name(), got, want)
			}
		}
	}
}

// TestOutcomesAddUp on random boards of every rule and size.
func TestOutcomesAddUp(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := 2 + rng.IntN(5)
		cells := game2048Of(randomExps(n, rng)).Exps()
		blank := slices.Contains(cells, 0)
		for _, rule := range SpawnRules {
			out := rule.Outcomes(cells, n)
			sum := 0.0
			for _, o := range out {
				if cells[o.Cell] != 0 || o.P <= 0 || o.Exp < 1 || o.Exp > 2 {
					t.Fatalf("%s on %v: bad outcome %+v", rule.Name(), cells, o)
				}
				sum += o.P
			}
			if len(out) > 0 && math.Abs(sum-1) > 1e-9 {
				t.Fatalf("%s on %v: probabilities add up to %v", rule.Name(), cells, sum)
			}
			if at, ok := rule.Place(cells, n); rule.Deterministic() && (ok != (len(out) == 1) || ok && out[0].Cell != at) {
				t.Fatalf("%s on %v: Place %d %v, Outcomes %v", rule.Name(), cells, at, ok, out)
			}
			if rule == Classic && blank != (len(out) > 0) {
				t.Fatalf("classic on %v: %d outcomes", cells, len(out))
			}
		}
	}
}

// TestSlideThenSpawnIsSwipe: Slide, then Put at the deterministic rule's one outcome, is the
// same board and the same merged cells as Swipe, on random boards.
func TestSlideThenSpawnIsSwipe(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 3000 {
		n := 2 + rng.IntN(5)
		tiles := randomExps(n, rng).Tiles
		for _, rule := range []SpawnRule{RightColumn, BottomRow} {
			b, err := NewGame2048(NewGrid(n, tiles), 2048, rule)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range Directions {
				want, wantOK := b.Swipe(d)
				slid, merged, ok := b.Slide(d)
				var out []Outcome
				if ok {
					out = rule.Outcomes(slid.Exps(), n)
				}
				gotOK := ok && len(out) == 1
				if gotOK != wantOK {
					t.Fatalf("%s %v %s: slide+spawn ok %v, swipe ok %v", rule.Name(), tiles, d, gotOK, wantOK)
				}
				if !gotOK {
					continue
				}
				got := slid.Put(out[0].Cell, out[0].Exp)
				if got.Key() != want.Board.Key() || out[0].Cell != want.Spawned || !slices.Equal(merged, want.Merged) {
					t.Fatalf("%s %v %s: slide+spawn %v at %d merged %v, swipe %v at %d merged %v", rule.Name(), tiles, d,
						got, out[0].Cell, merged, want.Board, want.Spawned, want.Merged)
				}
			}
		}
	}
}
