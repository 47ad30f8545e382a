// The coach on the Play panel: after a sliding puzzle up to 4-by-4 is solved in Play, the
// person's moves against the fewest possible (session.Session.Coach measures them), and the
// person's moves that went away from the goal marked on the chart.

package app

import (
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/session"
)

// coachGame has the session measure a solved sliding game, off the UI goroutine, and says on the
// Play panel how it went; anything else hides the coach's line.
func (p *playPanel) coachGame() {
	answered := false
	started := p.s.Coach(p.host.limits(), func(v session.Verdict, err error) {
		answered = true
		if err != nil {
			p.setCoach("Coach: could not measure the game: " + err.Error())
			return
		}
		p.setCoach(v.Text())
		p.host.markChart(v.Away)
	})
	switch {
	case !started && p.coach.Text != "":
		p.setCoach("")
	case started && !answered:
		p.setCoach("Coach: measuring your game…")
	}
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
