// The board view as the window shows a step on it: gliding from the step shown before, and
// View > Animate Moves, which turns the glide on or off and is remembered.

package app

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
)

// prefMotion remembers whether steps glide (View > Animate Moves).
const prefMotion = "motion"

// stepShow shows steps on the board view.
type stepShow struct {
	view        *boardview.View
	prefs       fyne.Preferences
	last        board.Step     // the step the view shows, which the next one glides from
	item        *fyne.MenuItem // View > Animate Moves
	refreshMenu func()         // draws the menu bar again once the item changed
}

func newStepShow(view *boardview.View, prefs fyne.Preferences, refreshMenu func()) *stepShow {
	s := &stepShow{view: view, prefs: prefs, refreshMenu: refreshMenu}
	view.SetMotion(prefs.BoolWithFallback(prefMotion, true))
	s.item = fyne.NewMenuItem("Animate Moves", func() { s.setMotion(!view.Motion()) })
	s.item.Checked = view.Motion()
	return s
}

// setMotion turns the glide between steps on or off and remembers it.
func (s *stepShow) setMotion(on bool) {
	s.view.SetMotion(on)
	s.prefs.SetBool(prefMotion, on)
	s.item.Checked = on
	s.refreshMenu()
}

// show shows st, gliding for glide from the step shown before (at once when there was none).
func (s *stepShow) show(st board.Step, glide time.Duration) {
	prev := s.last
	s.last = st
	if prev.Board == nil {
		glide = 0
	}
	s.view.Animate(prev, st, glide)
}

// forget drops the step shown: the view shows the edited board, which no step glides from.
func (s *stepShow) forget() { s.last = board.Step{} }
