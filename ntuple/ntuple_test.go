package ntuple

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// randomBoard4 is a board of random exponents, about a third of the cells blank.
func randomBoard4(rng *rand.Rand) board.Board4 {
	var b board.Board4
	for i := range 16 {
		if rng.IntN(3) > 0 {
			b = b.With(i, 1+rng.IntN(15))
		}
	}
	return b
}

// transformed is b under symmetry s: the tile at cell i moves to symmetries[s][i].
func transformed(b board.Board4, s int) board.Board4 {
	var out board.Board4
	for i := range 16 {
		out = out.With(symmetries[s][i], b.Exp(i))
	}
	return out
}

func randomNetwork(t *testing.T, shape Shape, seed uint64) *Network {
	t.Helper()
	n, err := New(shape)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for _, tu := range n.tuples {
		table := tu.weights
		for i := range table {
			table[i] = float32(rng.NormFloat64())
		}
	}
	return n
}

// TestSymmetriesAreTheSquares checks the eight maps: each a permutation, all different, and each
// keeping neighbours neighbours (so it is a symmetry of the square, not any permutation).
func TestSymmetriesAreTheSquares(t *testing.T) {
	seen := map[[16]int]bool{}
	for s, m := range symmetries {
		var hit [16]bool
		for i, j := range m {
			hit[j] = true
			if i%4 < 3 {
				a, b := m[i], m[i+1]
				if d := a - b; !(d == 1 || d == -1 || d == 4 || d == -4) {
					t.Errorf("symmetry %d: cells %d and %d are neighbours, their images %d and %d are not", s, i, i+1, a, b)
				}
			}
		}
		for j, h := range hit {
			if !h {
				t.Errorf("symmetry %d: no cell goes to %d", s, j)
			}
		}
		if seen[m] {
			t.Errorf("symmetry %d repeats another", s)
		}
		seen[m] = true
	}
}

// genericValue is a network's value read cell by cell, the definition: for each tuple and each
// symmetry s, the index sums the exponent at cell symmetries[s][c] times 16^k for the tuple's k-th
// cell c.
func genericValue(n *Network, b board.Board4) float64 {
	v := 0.0
	for t, cells := range n.shape {
		for s := range 8 {
			i := 0
			for k, c := range cells {
				i += b.Exp(symmetries[s][c]) << (4 * k)
			}
			v += float64(n.tuples[t].weights[i])
		}
	}
	return v
}

// TestFastIndexIsGeneric: Value, reading runs of cells with shifts and masks on the images that
// Symmetric makes by bit tricks, is the cell-by-cell definition on random boards, for every shape
// and for tuples whose cells are not in order.
func TestFastIndexIsGeneric(t *testing.T) {
	shapes := map[string]Shape{"jumbled": {{5, 4, 0, 15, 3}, {2, 3, 7, 6}, {9}}}
	for name, s := range Shapes {
		shapes[name] = s
	}
	for name, shape := range shapes {
		n := randomNetwork(t, shape, 9)
		rng := rand.New(rand.NewPCG(5, 7))
		for range 2000 {
			b := board.Board4(rng.Uint64())
			if got, want := n.Value(b), genericValue(n, b); got != want {
				t.Fatalf("%s: value of %x %v, cell by cell %v", name, uint64(b), got, want)
			}
		}
	}
}

// TestSymmetricIsTheSquaresSymmetries: Symmetric's bit tricks give the eight boards that moving
// each tile by the square's rotations and reflections gives (by row and column arithmetic).
func TestSymmetricIsTheSquaresSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for range 500 {
		b := board.Board4(rng.Uint64())
		want := map[board.Board4]bool{}
		for k := range 8 {
			var im board.Board4
			for i := range 16 {
				r, c := i/4, i%4
				if k&1 != 0 {
					c = 3 - c
				}
				if k&2 != 0 {
					r = 3 - r
				}
				if k&4 != 0 {
					r, c = c, r
				}
				im = im.With(4*r+c, b.Exp(i))
			}
			want[im] = true
		}
		got := map[board.Board4]bool{}
		for _, im := range Symmetric(b) {
			got[im] = true
			if !want[im] {
				t.Fatalf("%x: image %x is no symmetry of it", uint64(b), uint64(im))
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%x: %d distinct images, the square gives %d", uint64(b), len(got), len(want))
		}
	}
}

// TestValueIsSymmetric: a board and its reflections and rotations score the same.
func TestValueIsSymmetric(t *testing.T) {
	for _, name := range []string{"tiny", "4x5"} {
		n := randomNetwork(t, Shapes[name], 7)
		rng := rand.New(rand.NewPCG(3, 4))
		for range 200 {
			b := randomBoard4(rng)
			v := n.Value(b)
			for s := range 8 {
				if w := n.Value(transformed(b, s)); math.Abs(w-v) > 1e-9*math.Max(1, math.Abs(v)) {
					t.Fatalf("%s: value %v of %x, %v under symmetry %d", name, v, uint64(b), w, s)
				}
			}
		}
	}
}

// TestRewardIsTheMergedTiles checks Reward against SlideLine's merges, line by line, on random
// boards and every swipe.
func TestRewardIsTheMergedTiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	lines := map[board.Direction][4][4]int{ // the cells of each line, read toward the swipe
		board.Left:  {{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15}},
		board.Right: {{3, 2, 1, 0}, {7, 6, 5, 4}, {11, 10, 9, 8}, {15, 14, 13, 12}},
		board.Up:    {{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}},
		board.Down:  {{12, 8, 4, 0}, {13, 9, 5, 1}, {14, 10, 6, 2}, {15, 11, 7, 3}},
	}
	for range 2000 {
		b := randomBoard4(rng)
		for _, d := range board.Directions {
			next, ok, big := b.SwipeBig(d)
			if !ok {
				continue
			}
			want := 0.0
			for _, cells := range lines[d] {
				src, dst := make([]byte, 4), make([]byte, 4)
				for k, c := range cells {
					src[k] = byte(b.Exp(c))
				}
				_, merged := board.SlideLine(dst, src)
				for m := merged; m != 0; m &= m - 1 {
					want += float64(uint64(1) << dst[bits.TrailingZeros32(m)])
				}
			}
			if got := Reward(b, next, big); got != want {
				t.Fatalf("%x swiped %v: reward %v, the merges made %v", uint64(b), d, got, want)
			}
		}
	}
}

// TestLearnByHand checks the backward TD(0) update on a game worked by hand. The network is one
// 1-tuple, cell 0, which its eight symmetries read at the four corners, each twice: the value of
// a board is 2·(w[e0]+w[e3]+w[e12]+w[e15]). The game: afterstate s1 (a 2 in cell 0), then s2 (a 4
// in cell 0) made by a swipe worth 4, then no swipe. Alpha 0.5, so each of the 8 reads moves
// 0.5·δ/8.
//
// First pass: s2's target is 0 and its value 0 (δ 0, nothing moves); s1's target is 4 + V(s2) = 4
// and its value 0, δ 4, each read +0.25: w[1] += 2·0.25 = 0.5, w[0] += 6·0.25 = 1.5.
// Second pass: V(s2) = 2·(w[2]+3·w[0]) = 9, δ -9, each read -0.5625: w[2] = -1.125, w[0] = 1.5 -
// 3.375 = -1.875; then V(s2) = -13.5, s1's target 4 - 13.5 = -9.5 against V(s1) = 2·(0.5 - 5.625)
// = -10.25, δ 0.75, each read +0.046875: w[1] = 0.59375, w[0] = -1.59375.
func TestLearnByHand(t *testing.T) {
	n, err := New(Shape{{0}})
	if err != nil {
		t.Fatal(err)
	}
	l := NewLearner(n, 0.5, false, 1)
	s1, s2 := board.Board4(0).With(0, 1), board.Board4(0).With(0, 2)
	l.path = []step{{s1, 0}, {s2, 4}}
	l.learn()
	want := map[int]float32{0: 1.5, 1: 0.5, 2: 0}
	for i, w := range want {
		if got := n.tuples[0].weights[i]; got != w {
			t.Errorf("after one pass w[%d] = %v, want %v", i, got, w)
		}
	}
	l.learn()
	want = map[int]float32{0: -1.59375, 1: 0.59375, 2: -1.125}
	for i, w := range want {
		if got := n.tuples[0].weights[i]; got != w {
			t.Errorf("after two passes w[%d] = %v, want %v", i, got, w)
		}
	}
}

// TestLearnByHandTC is the same game under temporal coherence: a weight's rate is |E|/A, its
// errors' sum over their absolute sum (1 before any error). First pass as plain TD (every rate
// 1, and δ 0 at s2 leaves E and A 0): w[0] = 1.5, E[0] = 6·4 = 24, A[0] = 24; w[1] = 0.5, E[1] =
// A[1] = 8. Second pass at s2, δ -9: w[2]'s rate is 1, w[2] = 2·(-0.5625) = -1.125, E[2] = -18,
// A[2] = 18. w[0]'s six reads: rate |E|/A before each, 24/24, 15/33, 6/42, 3/51, 12/60, 21/69
// (E falls by 9 and A rises by 9 each read), each step -0.5625 times its rate.
func TestLearnByHandTC(t *testing.T) {
	n, err := New(Shape{{0}})
	if err != nil {
		t.Fatal(err)
	}
	l := NewLearner(n, 0.5, true, 1)
	s1, s2 := board.Board4(0).With(0, 1), board.Board4(0).With(0, 2)
	l.path = []step{{s1, 0}, {s2, 4}}
	l.learn()
	if n.tuples[0].weights[0] != 1.5 || n.tuples[0].weights[1] != 0.5 || l.ea[0][0][0] != 24 || l.ea[0][0][1] != 24 {
		t.Fatalf("after one pass w[0] %v w[1] %v E[0] %v A[0] %v, want 1.5 0.5 24 24",
			n.tuples[0].weights[0], n.tuples[0].weights[1], l.ea[0][0][0], l.ea[0][0][1])
	}
	// Now s2 alone (target 0). Its reads go in the symmetries' order; cell 0's images are
	// 0,3,15,12,3,15,12,0, so the 1st and 8th read cell 0 (w[2]) and the six others a blank
	// corner (w[0]).
	l.path = l.path[1:] // s2 alone: its target is 0
	l.learn()
	w0 := float64(1.5)
	e, a := 24.0, 24.0
	for s := range 8 {
		if symmetries[s][0] == 0 {
			continue // that read is cell 0, w[2]
		}
		w0 += -0.5625 * math.Abs(e) / a
		e, a = e-9, a+9
	}
	if got := float64(n.tuples[0].weights[0]); math.Abs(got-w0) > 1e-5 {
		t.Errorf("w[0] = %v, want %v", got, w0)
	}
	if got := n.tuples[0].weights[2]; got != -1.125 {
		t.Errorf("w[2] = %v, want -1.125 (rate 1 both times)", got)
	}
}

// playRandom is the mean score of games whose swipes are drawn at random among those that move.
func playRandom(games int, seed uint64) float64 {
	rng := rand.New(rand.NewPCG(seed, 9))
	total := 0.0
	for range games {
		b := spawn(spawn(0, rng), rng)
		for {
			var moves []board.Board4
			var rewards []float64
			for _, d := range board.Directions {
				if next, ok, big := b.SwipeBig(d); ok && big == 0 {
					moves = append(moves, next)
					rewards = append(rewards, Reward(b, next, 0))
				}
			}
			if len(moves) == 0 {
				break
			}
			k := rng.IntN(len(moves))
			total += rewards[k]
			b = spawn(moves[k], rng)
		}
	}
	return total / float64(games)
}

// TestTrainedBeatsRandom: a small network trained on a thousand games (seconds) plays far better,
// greedily, than random swipes.
func TestTrainedBeatsRandom(t *testing.T) {
	const games = 1000
	n, err := New(Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	l := NewLearner(n, 1, true, 11)
	var last Report
	Train(context.Background(), l, games, games/4, func(r Report) { last = r })
	if last.Games != games {
		t.Fatalf("trained %d games, want %d", last.Games, games)
	}
	total := 0.0
	for range 200 {
		total += float64(l.play().Score)
	}
	learned, random := total/200, playRandom(200, 12)
	t.Logf("mean score over 200 games: learned %.0f, random %.0f", learned, random)
	if learned < 2*random {
		t.Errorf("learned player's mean score %.0f, under twice the random player's %.0f", learned, random)
	}
}

// TestTrainIsDeterministic: the same seed gives the same weights.
func TestTrainIsDeterministic(t *testing.T) {
	var files [2]bytes.Buffer
	for i := range files {
		n, _ := New(Shapes["tiny"])
		Train(context.Background(), NewLearner(n, 1, true, 5), 50, 0, nil)
		if _, err := n.WriteTo(&files[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
		t.Error("two trainings from seed 5 gave different networks")
	}
}

// TestTrainStopsOnCancel: a cancelled context stops training after the game under way.
func TestTrainStopsOnCancel(t *testing.T) {
	n, _ := New(Shapes["tiny"])
	ctx, cancel := context.WithCancel(context.Background())
	reports := 0
	played := Train(ctx, NewLearner(n, 1, true, 5), 0, 10, func(r Report) {
		if reports++; r.Games >= 30 {
			cancel()
		}
	})
	if played != 30 {
		t.Errorf("played %d games after a cancel at 30", played)
	}
}

func TestFileRoundTrip(t *testing.T) {
	n := randomNetwork(t, Shapes["tiny"], 3)
	for i := range n.tuples[1].weights { // runs of zeros, as a trained network has
		if i%7 < 4 {
			n.tuples[1].weights[i] = 0
		}
	}
	var buf bytes.Buffer
	if _, err := n.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	m, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		b := randomBoard4(rng)
		if n.Value(b) != m.Value(b) {
			t.Fatalf("value of %x: %v written, %v read", uint64(b), n.Value(b), m.Value(b))
		}
	}
}

// TestCompactTables: a network read from a file below 32 bits keeps its tables as int16s and a
// scale, and values every board as the same weights in float32 do, which a Learner makes of them
// (and which go on training), but for float32's rounding of each weight (the sum of the integers
// is scaled once); a 32-bit file reads as float32s.
func TestCompactTables(t *testing.T) {
	var buf, b32 bytes.Buffer
	n := randomNetwork(t, Shapes["tiny"], 6)
	n.Write(&buf, Int12)
	n.Write(&b32, Float32)
	m, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if full, _ := Read(&b32); full.tuples[0].q != nil || full.tuples[0].weights == nil {
		t.Error("a 32-bit file read into compact tables")
	}
	rng := rand.New(rand.NewPCG(6, 6))
	boards := make([]board.Board4, 200)
	compact := make([]float64, len(boards))
	for k := range boards {
		boards[k] = board.Board4(rng.Uint64())
		compact[k] = m.Value(boards[k])
	}
	for _, tu := range m.tuples {
		if tu.q == nil || tu.weights != nil {
			t.Fatal("a 12-bit file read into float32 tables")
		}
	}
	learned := m.Learned()
	NewLearner(m, 1, true, 1)
	for _, tu := range m.tuples {
		if tu.q != nil || len(tu.weights) != 1<<16 {
			t.Fatal("NewLearner left a compact table")
		}
	}
	for k, b := range boards {
		if v := m.Value(b); math.Abs(v-compact[k]) > 1e-4 || v == 0 {
			t.Fatalf("board %#x: %v compact, %v in float32", uint64(b), compact[k], v)
		}
	}
	if m.Learned() != learned || learned == 0 {
		t.Errorf("%d weights not 0 compact, %d in float32", learned, m.Learned())
	}
}

// TestFileQuantized: a network written at 16 or 12 bits reads back with each weight within half
// its table's step (the largest weight over 32767 or 2047), the weights that round to 0 at 0, in
// a smaller file: 16 bits at most 0.6 of the 32-bit file (random weights compress a little at
// 32 bits: their low bytes), 12 bits smaller again.
func TestFileQuantized(t *testing.T) {
	n := randomNetwork(t, Shapes["tiny"], 4)
	n.tuples[2].weights[7] = 1e-9 // rounds to 0
	var b32 bytes.Buffer
	if _, err := n.Write(&b32, Float32); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		prec   Precision
		levels float32
		most   int // the file's largest size, in bytes
	}{
		{Int16, 32767, b32.Len() * 6 / 10},
		{Int12, 2047, b32.Len() * 5 / 10},
	}
	for _, c := range cases {
		var buf bytes.Buffer
		if _, err := n.Write(&buf, c.prec); err != nil {
			t.Fatal(err)
		}
		m, err := Read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%d bits: %v", c.prec, err)
		}
		for k, tu := range n.tuples {
			top := float32(0)
			for _, x := range tu.weights {
				top = max(top, x, -x)
			}
			half := top / c.levels / 2 * 1.01 // and float32 rounding
			for i, x := range tu.weights {
				if y := m.tuples[k].at(i); y-x > half || x-y > half {
					t.Fatalf("%d bits, tuple %d weight %d: %v written, %v read (half the step %v)", c.prec, k, i, x, y, half)
				}
			}
		}
		if m.tuples[2].at(7) != 0 {
			t.Errorf("%d bits: a weight of 1e-9 read back as %v, want 0", c.prec, m.tuples[2].at(7))
		}
		if buf.Len() > c.most {
			t.Errorf("%d-bit file %d bytes, want at most %d (32-bit %d)", c.prec, buf.Len(), c.most, b32.Len())
		}
		t.Logf("tiny network of random weights: %d bytes at 32 bits, %d at %d", b32.Len(), buf.Len(), c.prec)
	}
	if _, err := n.Write(io.Discard, 20); err == nil {
		t.Error("a 20-bit file was written")
	}
}

// TestReadRefusesOtherVersions: a payload of version 1 (the index read the other way round) is
// ErrNotNetwork, so an old file is never read as this build's.
// fileOf is a network file of the payload: the magic line, then the payload and its checksum
// gzipped.
func fileOf(payload []byte) *bytes.Buffer {
	sum := sha256.Sum256(payload)
	var buf bytes.Buffer
	buf.WriteString(magic)
	z := gzip.NewWriter(&buf)
	z.Write(payload)
	z.Write(sum[:])
	z.Close()
	return &buf
}

func TestReadRefusesOtherVersions(t *testing.T) {
	// version 1, one 1-tuple of cell 0, one run of 16 zeros
	if _, err := Read(fileOf([]byte{1, 1, 1, 0, 0, 16})); !errors.Is(err, ErrNotNetwork) {
		t.Errorf("a version 1 file: %v, want ErrNotNetwork", err)
	}
}

// TestReadRefusesBadFiles: a truncated file, an altered one and a foreign one are refused with an
// error, never a network.
func TestReadRefusesBadFiles(t *testing.T) {
	n := randomNetwork(t, Shapes["tiny"], 3)
	var buf bytes.Buffer
	if _, err := n.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	altered := bytes.Clone(good)
	altered[len(altered)/2] ^= 0x40
	cases := map[string][]byte{
		"empty":           nil,
		"cut after magic": good[:len(magic)],
		"truncated":       good[:len(good)*2/3],
		"last byte cut":   good[:len(good)-1],
		"altered":         altered,
		"a puzzle file":   []byte("3\n1 2 3\n4 5 6\n7 8 0\n"),
		"gzip alone":      good[len(magic):],
	}
	for name, data := range cases {
		if m, err := Read(bytes.NewReader(data)); err == nil || m != nil {
			t.Errorf("%s: read without error", name)
		}
	}
	if _, err := Read(bytes.NewReader([]byte("a puzzle"))); !errors.Is(err, ErrNotNetwork) {
		t.Errorf("a foreign file: %v, want ErrNotNetwork", err)
	}
}

func FuzzRead(f *testing.F) {
	n, _ := New(Shape{{0, 1}, {5}})
	var buf bytes.Buffer
	n.WriteTo(&buf)
	f.Add(buf.Bytes())
	for _, prec := range []Precision{Int16, Int12} {
		buf.Reset()
		n.Write(&buf, prec)
		f.Add(buf.Bytes())
	}
	later, _ := New(Shape{{3}})
	n.AddStage(14, later)
	buf.Reset()
	n.Write(&buf, Int12)
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		Read(bytes.NewReader(data)) // must not panic or hang
	})
}

func BenchmarkPlayAndLearn(b *testing.B) {
	for _, name := range []string{"tiny", "4x5"} {
		b.Run(name, func(b *testing.B) {
			n, _ := New(Shapes[name])
			l := NewLearner(n, 1, true, 1)
			b.ReportAllocs()
			moves := 0
			for b.Loop() {
				moves += l.PlayAndLearn().Moves
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkValue times an evaluation on float32 tables, as training has them, and on compact
// ones (int16s and a scale), as a shipped file reads.
func BenchmarkValue(b *testing.B) {
	for _, name := range []string{"4x5", "4x6", "4x6/compact"} {
		b.Run(name, func(b *testing.B) {
			shape, compact := strings.CutSuffix(name, "/compact")
			n, _ := newNetwork(Shapes[shape], compact)
			rng := rand.New(rand.NewPCG(1, 2))
			boards := make([]board.Board4, 1024)
			for i := range boards {
				boards[i] = randomBoard4(rng)
			}
			v := 0.0
			i := 0
			for b.Loop() {
				v += n.Value(boards[i&1023])
				i++
			}
			_ = v
		})
	}
}
