package words

import "fmt"

// DatabasesBuilt is how far a build of the pattern databases has got, for a progress bar or a
// table's cell: "databases 45% built" (0% while the count is not known yet).
func DatabasesBuilt(done, total int64) string {
	return fmt.Sprintf("databases %s built", buildPercent(done, total))
}

// DatabasesBuilding is the same for a status line: "building the pattern databases: 45%".
func DatabasesBuilding(done, total int64) string {
	return "building the pattern databases: " + buildPercent(done, total)
}

// buildPercent is done of total as a whole percentage, rounded, at most 100%: "45%".
func buildPercent(done, total int64) string {
	f := 0.0
	if total > 0 {
		f = min(1, float64(done)/float64(total))
	}
	return fmt.Sprintf("%.0f%%", 100*f)
}
