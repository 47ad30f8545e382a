package session

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// trainedWeights is a small network trained on a few games, and a Weights that gives it and
// counts its calls.
func trainedWeights(t *testing.T) (Weights, *atomic.Int32) {
	t.Helper()
	net, err := ntuple.New(ntuple.Shapes["tiny"])
	if err != nil {
		t.Fatal(err)
	}
	ntuple.Train(context.Background(), ntuple.NewLearner(net, 1, true, 2), 100, 0, nil)
	var calls atomic.Int32
	return func() (*ntuple.Network, error) { calls.Add(1); return net, nil }, &calls
}

// classicStart is a session on a 4x4 classic game, the learned player's, not yet asked for
// anything.
func classicStart(t *testing.T, w Weights) (*Session, *sessiontest.Queue) {
	t.Helper()
	s, q := started(t, game2048(t, 4, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), board.Classic)
	s.SetWeights(w)
	if err := s.SetPlayer(Learned); err != nil {
		t.Fatal(err)
	}
	return s, q
}

// The learned player is offered for 2048 beside the heuristic one (which stays the default), asks
// for its weights only when its first move or hint needs them, autoplays with them, and its hint
// gives the learned evaluation's move values.
func TestLearnedPlayerHintAndAutoplay(t *testing.T) {
	if names := PlayersFor(board.Kind2048); len(names) != 3 || names[1] != Learned || names[2] != Expectimax {
		t.Fatalf("2048's players %q", names)
	}
	w, calls := trainedWeights(t)
	s, q := classicStart(t, w)
	if calls.Load() != 0 {
		t.Fatal("the weights were asked for before any player or hint needed them")
	}
	s.AskHint()
	q.Until(t, "the hint", func() bool { return !s.Hinting() })
	h := s.Hint()
	if !h.Ready || !h.thinking.Learned || !strings.Contains(h.Text, "Score to come (expectimax, learned), ") {
		t.Errorf("learned hint %+v", h)
	}
	if calls.Load() != 1 {
		t.Errorf("weights asked for %d times for one hint", calls.Load())
	}
	s.SetPace(0)
	s.StartAutoplay()
	q.Until(t, "five autoplayed moves", func() bool { return s.Game().Moves() >= 5 || !s.Autoplaying() })
	s.StopAutoplay()
	q.Drain()
	if s.Game().Moves() < 5 || s.Note() != "" {
		t.Errorf("after %d moves, note %q", s.Game().Moves(), s.Note())
	}
	if calls.Load() != 2 {
		t.Errorf("weights asked for %d times for a hint and one autoplay, want once each", calls.Load())
	}
}

// On a board holding 16384 the learned player hands the search to the heuristic (play.DefaultHandoff)
// unless its network has a stage for such boards, and its hint says whose values it gives.
func TestLearnedPlayerHandsOffAt16384(t *testing.T) {
	w, _ := trainedWeights(t)
	later, _ := ntuple.New(ntuple.Shapes["tiny"])
	staged, _ := ntuple.New(ntuple.Shapes["tiny"])
	ntuple.Train(context.Background(), ntuple.NewLearner(staged, 1, true, 2), 100, 0, nil) // first's weights
	if err := staged.AddStage(14, later); err != nil {
		t.Fatal(err)
	}
	stagedWeights := Weights(func() (*ntuple.Network, error) { return staged, nil })
	for _, c := range []struct {
		name    string
		weights Weights
		corner  int
		learned bool
		text    string
	}{
		{"one stage", w, 8192, true, "Score to come (expectimax, learned), "},
		{"one stage", w, 16384, false, "Expected score (expectimax: the heuristic plays from 16,384 on), "},
		{"two stages", stagedWeights, 8192, true, "Score to come (expectimax, learned), "},
		{"two stages", stagedWeights, 16384, true, "Score to come (expectimax, learned: its stage from 16,384), "},
	} {
		s, q := started(t, game2048(t, 4, c.corner, 4096, 512, 2, 16, 256, 64, 4, 2, 8, 0, 0, 0, 0, 2, 0), board.Classic)
		s.SetWeights(c.weights)
		if err := s.SetPlayer(Learned); err != nil {
			t.Fatal(err)
		}
		s.AskHint()
		q.Until(t, "the hint", func() bool { return !s.Hinting() })
		h := s.Hint()
		if !h.Ready || h.thinking.Learned != c.learned || !strings.Contains(h.Text, c.text) {
			t.Errorf("%s, a %d in the corner: hint %+v, want %q", c.name, c.corner, h, c.text)
		}
	}
}

// Without its weights (a file missing or corrupt, or none set) the learned player plays and hints
// with the heuristic, and the note and the hint say why.
func TestLearnedPlayerFallsBack(t *testing.T) {
	corrupt := Weights(func() (*ntuple.Network, error) {
		return nil, errors.New("network file fails its checksum: it is damaged")
	})
	for name, w := range map[string]Weights{"corrupt": corrupt, "none": nil} {
		t.Run(name, func(t *testing.T) {
			s, q := classicStart(t, w)
			why := "checksum"
			if w == nil {
				why = errNoWeights.Error()
			}
			s.AskHint()
			q.Until(t, "the hint", func() bool { return !s.Hinting() })
			h := s.Hint()
			if !h.Ready || h.thinking.Learned || !strings.HasPrefix(h.Text, "The learned weights could not be loaded (") ||
				!strings.Contains(h.Text, why) || !strings.Contains(h.Text, "the heuristic plays instead. Hint: ") ||
				!strings.Contains(h.Text, "Expected score (expectimax)") {
				t.Errorf("hint %+v", h)
			}
			s.SetPace(0)
			s.StartAutoplay()
			q.Until(t, "three autoplayed moves", func() bool { return s.Game().Moves() >= 3 || !s.Autoplaying() })
			if n := s.Note(); !strings.Contains(n, why) || !strings.Contains(n, "the heuristic plays instead") {
				t.Errorf("autoplay's note %q", n)
			}
			s.StopAutoplay()
			q.Drain()
			if s.Game().Moves() < 3 {
				t.Errorf("the fallen-back player made %d moves", s.Game().Moves())
			}
		})
	}
}
