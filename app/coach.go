// The coach: after a sliding puzzle up to 4-by-4 is solved in Play, the moves made against the
// fewest possible, and the moves that went away from the goal marked on the chart.

package app

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/solver"
)

// coachState is the game the coach last measured, so that it measures each finished game once.
type coachState struct {
	game  *play.Game
	moves int
	away  []int // the moves that went away from the goal, marked on the chart
}

// coachGame measures a solved sliding game up to solver.CoachMaxN on a side, off the UI
// goroutine (the distances come from proven searches, milliseconds a board once the databases
// are loaded), and says on the Play panel how it went.
func (u *ui) coachGame(g *play.Game) {
	p := u.play
	if g == nil || !g.Over() || g.Moves() == 0 || g.Board().Kind() != board.KindSliding || g.Board().Size() > solver.CoachMaxN {
		if p.coach.Text != "" {
			p.setCoach("")
		}
		return
	}
	if u.coached.game == g && u.coached.moves == g.Moves() {
		u.chart.SetMarks(u.coached.away)
		return
	}
	u.coached = coachState{game: g, moves: g.Moves()}
	steps := g.Steps()
	boards := make([]board.Board, len(steps))
	for i, s := range steps {
		boards[i] = s.Board
	}
	p.setCoach("Coach: measuring your game…")
	cfg := u.hintConfig()
	go func() {
		dist, err := solver.Distances(context.Background(), boards, cfg)
		u.s.Do(func() {
			if u.coached.game != g || u.coached.moves != len(boards)-1 {
				return // another game or move came first
			}
			if err != nil {
				p.setCoach("Coach: could not measure the game: " + err.Error())
				return
			}
			u.coached.away = solver.AwayMoves(dist)
			p.setCoach(coachText(len(boards)-1, dist[0], u.coached.away))
			u.chart.SetMarks(u.coached.away)
		})
	}()
}

// coachText says how a solved game went: the moves made against the fewest, and which went away
// from the goal.
func coachText(moves, shortest int, away []int) string {
	if moves == shortest {
		return fmt.Sprintf("Coach: %d %s, the fewest possible. Perfect.", moves, plural(moves, "move", "moves"))
	}
	s := fmt.Sprintf("Coach: you took %d moves; the fewest from the start is %d.", moves, shortest)
	if len(away) > 0 {
		list := make([]string, len(away))
		for i, m := range away {
			list[i] = fmt.Sprint(m)
		}
		s += fmt.Sprintf(" %d %s went away from the goal (red on the chart): %s.", len(away), plural(len(away), "move", "moves"), strings.Join(list, ", "))
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// newCoachLabel is the Play panel's line for the coach, at its top so that a small window shows
// it without scrolling; hidden while it has nothing to say.
func newCoachLabel() *widget.Label {
	l := wrapLabel("")
	l.Hide()
	return l
}

// setCoach shows the coach's text, or hides the line when text is empty.
func (p *playPanel) setCoach(text string) {
	p.coach.SetText(text)
	if text == "" {
		p.coach.Hide()
	} else {
		p.coach.Show()
	}
}
