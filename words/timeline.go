package words

import (
	"fmt"
	"strconv"
	"time"
)

// NoSolutionYet is the timeline's label before a solve or a game gives it steps.
const NoSolutionYet = "No solution yet"

// StepLabel says where the timeline stands: "step 3 of 12 — Up"; at step 0 (move "") "step 0 of
// 12 — start".
func StepLabel(at, last int, move string) string {
	if at == 0 {
		move = "start"
	}
	return fmt.Sprintf("step %s of %s — %s", Group(at), Group(last), move)
}

// ImproveLabel is the shortening's time as its setting shows it: "4.5 s", or "0 s (first answer
// only)".
func ImproveLabel(d time.Duration) string {
	s := strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
	if d <= 0 {
		s += " (first answer only)"
	}
	return s
}
