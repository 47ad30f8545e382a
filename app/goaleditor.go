package app

import (
	"slices"

	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/session"
)

// The sliding puzzle's goal in the editor: a preset selector (blank last, blank first, spiral,
// or the user's own) and a Start/Goal switch (a selector, as narrow as the others: the settings
// fit a 640-point window) that puts the goal on the board, where it is typed, dragged and pasted
// as the start is. The Edit holds both boards; undo, copy, Save and the
// unsaved mark cover the goal with the start.

// Labels of the Start/Goal switch.
const (
	sideStart = "Start"
	sideGoal  = "Goal"
)

// goalControls are the goal's two settings.
type goalControls struct {
	goalPreset *widget.Select
	side       *widget.Select
}

// newGoalControls makes the goal's controls for e.
func (e *editor) newGoalControls() {
	e.goalPreset = widget.NewSelect(session.GoalPresetLabels, func(label string) {
		if label == session.GoalOwnLabel {
			return // shown for a goal typed on the board; nothing to set
		}
		e.input(func() {
			if e.edit.SetGoalPreset(label) {
				e.record(session.ChangeGoal)
			}
		})
		e.showGoal()
	})
	e.side = widget.NewSelect([]string{sideStart, sideGoal}, func(side string) {
		if e.quiet || e.refused("Showing the goal") {
			return
		}
		e.edit.SetEditingGoal(side == sideGoal)
		e.showCheck()
	})
}

// showGoal puts the Edit's goal and the board shown in the goal's controls.
func (e *editor) showGoal() {
	quiet := e.quiet
	e.quiet = true
	defer func() { e.quiet = quiet }()
	options := session.GoalPresetLabels
	label := e.edit.GoalLabel()
	if label == session.GoalOwnLabel {
		options = append(slices.Clone(options), label)
	}
	if !slices.Equal(e.goalPreset.Options, options) {
		e.goalPreset.SetOptions(options)
	}
	selectShown(e.goalPreset, label)
	side := sideStart
	if e.edit.EditingGoal() {
		side = sideGoal
	}
	selectShown(e.side, side)
}

// showStart puts the start back on the board when the goal is shown: Solve and the steps of a
// solution are about the start.
func (e *editor) showStart() {
	if e.edit.EditingGoal() {
		e.edit.SetEditingGoal(false)
		e.show()
	}
}
