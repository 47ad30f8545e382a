package ntuple

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// trainedTiny is a tiny network trained on games from seed 11: good enough to make 256s.
func trainedTiny(t *testing.T, games int) *Network {
	t.Helper()
	n, err := New(Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	Train(context.Background(), NewLearner(n, 1, true, 11), games, 0, nil)
	return n
}

// TestStartBoards: every start holds the tile, the same seed gives the same starts, and a tile the
// network never makes is an error, not a loop without end.
func TestStartBoards(t *testing.T) {
	n := trainedTiny(t, 300)
	starts, err := StartBoards(context.Background(), n, 8, 50, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(starts) != 50 {
		t.Fatalf("%d starts, want 50", len(starts))
	}
	for i, b := range starts {
		if b.MaxExp() != 8 {
			t.Errorf("start %d: largest tile 2^%d, want the first board holding a 256", i, b.MaxExp())
		}
	}
	again, _ := StartBoards(context.Background(), n, 8, 50, 3)
	for i := range starts {
		if again[i] != starts[i] {
			t.Fatalf("start %d differs on a second draw from the same seed", i)
		}
	}
	if _, err := StartBoards(context.Background(), n, 15, 5, 3); err == nil {
		t.Error("a tiny network drew 32768 starts")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := StartBoards(ctx, n, 8, 5, 3); err == nil {
		t.Error("a cancelled context did not stop the draw")
	}
}

// TestLearnerStartsFrom: with starts, each game's first swipe is made on one of them, and the
// same seed learns the same weights.
func TestLearnerStartsFrom(t *testing.T) {
	n := trainedTiny(t, 300)
	starts, err := StartBoards(context.Background(), n, 8, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLearner(trainedTiny(t, 300), 1, true, 9)
	l.StartFrom(starts)
	for range 20 {
		g := l.PlayAndLearn()
		first := l.path[0].after
		from := false
		for _, s := range starts {
			for _, d := range board.Directions {
				if next, ok := s.Swipe(d); ok && next == first {
					from = true
				}
			}
		}
		if !from {
			t.Fatalf("a game's first afterstate %016x is no swipe of a start", uint64(first))
		}
		if g.MaxExp < 8 {
			t.Errorf("a game from a 256 board ended with largest 2^%d", g.MaxExp)
		}
	}
	var files [2]bytes.Buffer
	for i := range files {
		n := trainedTiny(t, 300)
		l := NewLearner(n, 1, true, 9)
		l.StartFrom(starts)
		Train(context.Background(), l, 30, 0, nil)
		if _, err := n.WriteTo(&files[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
		t.Error("two trainings from the same starts and seed 9 gave different networks")
	}
}

// TestStagesRoundTrip: a network of two stages writes and reads back whole at each precision,
// each stage valuing boards as before, and Stage picks by the largest tile.
func TestStagesRoundTrip(t *testing.T) {
	for _, prec := range []Precision{Float32, Int16, Int12} {
		first, later := randomNetwork(t, Shapes["tiny"], 1), randomNetwork(t, Shape{{0, 1, 2}, {5, 6}}, 2)
		if err := first.AddStage(14, later); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := first.Write(&buf, prec); err != nil {
			t.Fatal(err)
		}
		got, err := Read(&buf)
		if err != nil {
			t.Fatalf("%d bits: %v", prec, err)
		}
		stages := got.Stages()
		if len(stages) != 2 || stages[0].From() != 0 || stages[1].From() != 14 || len(stages[1].Shape()) != 2 {
			t.Fatalf("%d bits: read %d stages", prec, len(stages))
		}
		rng := rand.New(rand.NewPCG(4, 4))
		for range 200 {
			b := randomBoard4(rng)
			want := first
			if b.MaxExp() >= 14 {
				want = later
			}
			st := got.Stage(b)
			if st != stages[0] && st != stages[1] || (st == stages[1]) != (want == later) {
				t.Fatalf("board with largest 2^%d: Stage picked the wrong stage", b.MaxExp())
			}
			tol := 1e-9
			if prec != Float32 {
				tol = 0.02*math.Abs(want.Value(b)) + 0.5 // quantized: within the scale's steps
			}
			if d := math.Abs(st.Value(b) - want.Value(b)); d > tol {
				t.Fatalf("%d bits: a stage values a board %v, written %v", prec, st.Value(b), want.Value(b))
			}
		}
	}
}

// TestAddStageRefuses: stages start at growing tiles, and a stage is added once.
func TestAddStageRefuses(t *testing.T) {
	first, later := randomNetwork(t, Shapes["tiny"], 1), randomNetwork(t, Shapes["tiny"], 2)
	if err := first.AddStage(0, later); err == nil {
		t.Error("a later stage from the first's tile was added")
	}
	if err := first.AddStage(board.Big4, later); err == nil {
		t.Error("a stage from 65536 was added")
	}
	if err := first.AddStage(13, first); err == nil {
		t.Error("a network became its own stage")
	}
	if err := first.AddStage(13, later); err != nil {
		t.Fatal(err)
	}
	if err := first.AddStage(12, randomNetwork(t, Shapes["tiny"], 3)); err == nil {
		t.Error("a stage from 4096 followed one from 8192")
	}
	if err := randomNetwork(t, Shapes["tiny"], 4).AddStage(14, later); err == nil {
		t.Error("a stage already added was added again")
	}
}

// TestReadsVersion2: a version 2 file, one stage without the count, still reads.
func TestReadsVersion2(t *testing.T) {
	n, err := Read(fileOf([]byte{2, 32, 1, 1, 0, 16, 0})) // version 2, 32 bits, one 1-tuple of cell 0, 16 zeros
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Stages()) != 1 || len(n.Shape()) != 1 || n.Learned() != 0 {
		t.Errorf("read %d stages of %v", len(n.Stages()), n.Shape())
	}
}
