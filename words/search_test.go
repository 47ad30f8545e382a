package words

import "testing"

// TestHeadline: each kind in its assignment's test client's words: "=" before a sliding
// puzzle's count (seed 001), ":" before a 2048 board's (seed 000).
func TestHeadline(t *testing.T) {
	for _, tc := range []struct {
		a    Answer
		want string
	}{
		{Answer{Moves: 31, Proven: true, Sliding: true}, "Minimum number of moves = 31"},
		{Answer{Moves: 3, Proven: true}, "Minimum number of moves: 3"},
		{Answer{Moves: 140, LowerBound: 7, Sliding: true}, "Number of moves = 140 (lower bound 7)"},
		{Answer{Moves: 4179, LowerBound: 4096}, "Number of moves: 4179 (lower bound 4096)"},
		{Answer{Unsolvable: true, Sliding: true}, "Unsolvable puzzle"},
	} {
		if got := Headline(tc.a); got != tc.want {
			t.Errorf("Headline(%+v) = %q, want %q", tc.a, got, tc.want)
		}
	}
}

// TestSearchWords: every search the menu offers has a title, and a search's entry for a heuristic
// or priority names it in plain words, not its flag value.
func TestSearchWords(t *testing.T) {
	for name, w := range searches {
		if w.Title == "" {
			t.Errorf("%s has no title", name)
		}
	}
	if got := Varied("A*, shortest", "linear-conflict"); got != "A*, shortest, Manhattan plus linear conflicts" {
		t.Errorf("Varied: %q", got)
	}
	if got := AutoChoice("2048"); got != "Automatic: best-first, or beam from goal 4096" {
		t.Errorf("AutoChoice: %q", got)
	}
}
