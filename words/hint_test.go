package words

import (
	"errors"
	"math"
	"testing"
)

// Play's hint and notes, as the Play panel shows them.
func TestHintLines(t *testing.T) {
	names := [4]string{"Up", "Right", "Down", "Left"}
	for _, tc := range []struct{ got, want string }{
		{SlidingHint("Up", 14, true), "Hint: Up — 14 moves from solved"},
		{SlidingHint("Left", 20, false), "Hint: Left — solved in 20 moves this way, maybe fewer"},
		{Expectimax{Dir: "Left", Names: names, Depth: 3, Values: [4]float64{1230001, math.Inf(-1), 1100000, 1234567}}.Hint(),
			"Hint: Left. Expected score (expectimax), 3 new tiles ahead: Up 1,230,001 · Right: no move · Down 1,100,000 · Left 1,234,567"},
		{Expectimax{Dir: "Up", Names: names, Learned: true, Depth: 1, Values: [4]float64{5, 4, 3, 2},
			DeeperDepth: 2, Deeper: [4]float64{6, math.NaN(), math.NaN(), math.NaN()}}.Hint(),
			"Hint: Up. Score to come (expectimax, learned), 1 new tile ahead: Up 5 · Right 4 · Down 3 · Left 2. 2 new tiles ahead, the moves time allowed: Up 6"},
		{Expectimax{Dir: "Right", Names: names, Handoff: 16384, Depth: 2, Values: [4]float64{9, 10, 8, 7}}.Hint(),
			"Hint: Right. Expected score (expectimax: the heuristic plays from 16,384 on), 2 new tiles ahead: Up 9 · Right 10 · Down 8 · Left 7"},
		{Expectimax{Dir: "Down", Names: names, Learned: true, Stage: 16384, Depth: 2, Values: [4]float64{9, 10, 11, 7}}.Hint(),
			"Hint: Down. Score to come (expectimax, learned: its stage from 16,384), 2 new tiles ahead: Up 9 · Right 10 · Down 11 · Left 7"},
		{HintFailed(errors.New("no board")), "No hint: no board"},
		{NoMove("Down"), "No move Down: nothing can slide that way."},
		{LearnedFallback(errors.New("bad file")), "The learned weights could not be loaded (bad file): the heuristic plays instead."},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
	}
}
