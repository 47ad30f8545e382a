package ntuple

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// tiles4 is the board of these tile values, row by row (0 blank).
func tiles4(t *testing.T, values [16]int) board.Board4 {
	t.Helper()
	var b board.Board4
	for i, v := range values {
		if v != 0 {
			if v < 2 || v&(v-1) != 0 {
				t.Fatalf("cell %d: %d is no tile", i, v)
			}
			b = b.With(i, bits.TrailingZeros(uint(v)))
		}
	}
	return b
}

// TestDowngrade: worked boards, from 16384 (exponent 14).
func TestDowngrade(t *testing.T) {
	for _, c := range []struct {
		name     string
		in, want [16]int
	}{
		{"below the tile: as it is",
			[16]int{8192, 4096, 2048, 2, 8192},
			[16]int{8192, 4096, 2048, 2, 8192}},
		{"16384 without an 8192: the 16384 a step down",
			[16]int{16384, 4096, 2048, 2, 0, 0, 0, 4},
			[16]int{8192, 4096, 2048, 2, 0, 0, 0, 4}},
		{"16384 and 8192 without a 4096: both down, the smaller tiles as they are",
			[16]int{16384, 8192, 2048, 1024, 2048, 0, 2, 2},
			[16]int{8192, 4096, 2048, 1024, 2048, 0, 2, 2}},
		{"the chain waiting for a 64: down to the 128",
			[16]int{16384, 8192, 4096, 2048, 128, 256, 512, 1024, 32, 32, 2, 4},
			[16]int{8192, 4096, 2048, 1024, 64, 128, 256, 512, 32, 32, 2, 4}},
		{"32768 and 16384 without an 8192",
			[16]int{32768, 16384, 4096, 2},
			[16]int{16384, 8192, 4096, 2}},
		{"no exponent missing below the largest: as it is",
			[16]int{16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2},
			[16]int{16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2}},
		{"a full board with every exponent to 2 but the 4",
			[16]int{32768, 16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 2, 2, 2},
			[16]int{16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 2, 2}},
	} {
		if got, want := Downgrade(tiles4(t, c.in), 14), tiles4(t, c.want); got != want {
			t.Errorf("%s: got %016x, want %016x", c.name, uint64(got), uint64(want))
		}
	}
}

// TestDowngradeChangesOnlyTheTilesAboveTheGap: on random boards, a board below the tile is kept,
// and above it every tile larger than some exponent the board lacks goes a step down and no
// other cell changes, leaving no exponent missing between the gap and the new largest tile.
func TestDowngradeChangesOnlyTheTilesAboveTheGap(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	downgraded := 0
	for range 5000 {
		b := randomBoard4(rng)
		got := Downgrade(b, 14)
		if b.MaxExp() < 14 {
			if got != b {
				t.Fatalf("%016x: below 16384, got %016x", uint64(b), uint64(got))
			}
			continue
		}
		if got == b {
			continue // every exponent below the largest is there (rare on random boards)
		}
		downgraded++
		present := map[int]bool{}
		for i := range 16 {
			present[b.Exp(i)] = true
		}
		gap := b.MaxExp() - 1
		for present[gap] {
			gap--
		}
		for i := range 16 {
			want := b.Exp(i)
			if want > gap {
				want--
			}
			if got.Exp(i) != want {
				t.Fatalf("%016x: cell %d is %d after, want %d (the gap at %d)", uint64(b), i, got.Exp(i), want, gap)
			}
		}
	}
	if downgraded < 100 {
		t.Fatalf("only %d random boards were downgraded: the test sees too few", downgraded)
	}
}
