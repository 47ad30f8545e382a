package words

import (
	"fmt"
	"strings"
)

// CoachVerdict says how a solved sliding game went, for the Play panel: moves in all, byPlayer of
// them Autoplay's (not the person's to answer for), shortest the fewest from the start, and away
// the person's moves (numbered from 1) that took the board further from the goal: "Coach: you
// took 14 moves; the fewest from the start is 10. Moves 3 and 7 went away from the goal (red on
// the chart)."
func CoachVerdict(moves, byPlayer, shortest int, away []int) string {
	yours := moves - byPlayer
	if byPlayer == 0 && moves == shortest {
		return fmt.Sprintf("Coach: %s, the fewest possible. Perfect.", Count(moves, "move"))
	}
	s := fmt.Sprintf("Coach: you took %s; the fewest from the start is %s.", Count(yours, "move"), Group(shortest))
	if byPlayer > 0 {
		s = fmt.Sprintf("Coach: you made %s and Autoplay %s; the fewest from the start is %s.",
			Count(yours, "move"), Group(byPlayer), Group(shortest))
	}
	if len(away) > 0 {
		list := make([]string, len(away))
		for i, m := range away {
			list[i] = Group(m)
		}
		named := "Move " + list[0]
		if len(list) > 1 {
			named = "Moves " + strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
		}
		if byPlayer > 0 {
			named = "Your " + strings.ToLower(named[:1]) + named[1:]
		}
		s += fmt.Sprintf(" %s went away from the goal (red on the chart).", named)
	}
	return s
}
