// The one rule for what a command acts on: the board shown. At step k > 0 of a solution, Copy
// copies step k; typing, a swap, Solve and Save make step k the edited board first (the solved
// board stays one Undo away, with its solution). While a solve runs, the commands that would
// change the board are greyed in the menu and their keys say why on the status line.

package app

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// shownStep is the step of the solution the board shows, when it is a later one than the
// start: the board the commands act on in place of the edited one. ok is false at step 0 or
// with no solution.
func (u *ui) shownStep() (k int, b board.Board, ok bool) {
	if u.playing() || u.s.Timeline.Empty() || u.s.Timeline.At() == 0 {
		return 0, nil, false
	}
	return u.s.Timeline.At(), u.s.Timeline.Step().Board, true
}

// takeStep makes the step shown (k > 0) the edited board, without recording it: the change that
// follows is recorded against the solved board, which Undo brings back with its solution. It
// reports the step taken, 0 when the board shown was the edited one already.
func (u *ui) takeStep() int {
	k, b, ok := u.shownStep()
	if !ok || u.ed.edit.EditingGoal() { // the board shows the goal, not a step
		return 0
	}
	u.tl.stop()
	u.ed.edit.SetGrid(b.Kind(), b.Grid())
	return k
}

// takeStepAsChange makes the step shown the edited board as a change of its own (Solve and Save
// act on it), and says so. It reports whether there was a step to take.
func (u *ui) takeStepAsChange() bool {
	k := u.takeStep()
	if k == 0 {
		return false
	}
	u.ed.record(session.ChangeStep)
	u.ed.show()
	u.setStatus(steppedText(k), widget.MediumImportance)
	return true
}

// steppedText says that step k became the edited board and how to get the solution back.
func steppedText(k int) string {
	return fmt.Sprintf("Step %d is the board now; "+withKey("Undo", "Ctrl+Z")+" brings back the solved board and its solution.", k)
}

// busy says on the status line why what, a command that changes the board, did not run: a solve
// runs. It reports whether one does.
func (u *ui) busy(what string) bool {
	if !u.s.Solving() {
		return false
	}
	u.setStatus(busyText(what), widget.WarningImportance)
	return true
}

// busyText is the status when what cannot run during a solve.
func busyText(what string) string {
	return fmt.Sprintf("%s waits: a solve is running. "+withKey("Cancel it", "Esc")+" first, or wait for the answer.", what)
}
