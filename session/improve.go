package session

import (
	"slices"
	"time"

	"github.com/tilesolve/tilesolve/solver"
	"github.com/tilesolve/tilesolve/words"
)

// ImproveChoices are the times the app offers for shortening a fast sliding answer after the
// first one, the CLI's default among them; 0 keeps the first answer.
var ImproveChoices = []time.Duration{0, 2 * time.Second, solver.DefaultImprove, 10 * time.Second, 30 * time.Second, time.Minute}

// Shortens says whether a fast solve of an n-by-n sliding puzzle shortens its first answer (the
// Improve for setting applies); when not, why says so in words.
func Shortens(n int) (ok bool, why string) {
	if solver.Shortens(n) {
		return true, ""
	}
	return false, words.ShortensUpTo(solver.MaxIDAN)
}

// MaxImprove is the longest improvement an Edit takes: a remembered setting beyond it is no
// setting the app offered.
const MaxImprove = 10 * time.Minute

// ImproveLabel is d as the setting shows it: "4.5 s", or "0 s (first answer only)".
func ImproveLabel(d time.Duration) string {
	return words.ImproveLabel(d)
}

// ImproveLabels are the labels of ImproveChoices, in order.
func ImproveLabels() []string {
	out := make([]string, len(ImproveChoices))
	for i, d := range ImproveChoices {
		out[i] = ImproveLabel(d)
	}
	return out
}

// ImproveNamed is the choice whose label is label.
func ImproveNamed(label string) (time.Duration, bool) {
	i := slices.Index(ImproveLabels(), label)
	if i < 0 {
		return 0, false
	}
	return ImproveChoices[i], true
}
