// The Help menu's dialogs: the keyboard shortcuts, the command line's names for the window's
// words, and the build.

package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/version"
)

// shortcuts lists the keys of the platform the app runs on (the page's differ: pagekeys_js.go);
// the Help dialog shows them.
func shortcuts() [][2]string {
	list := [][2]string{
		{keyLabel(newBoardKey), "New board"},
		{"Ctrl+O", "Open a puzzle file"},
		{"Ctrl+S", fileWords.saveHelp},
		{"Ctrl+E", fileWords.exportHelp},
		{keyLabel(randomizeKey), "Randomize the board"},
		{"Ctrl+Z", "Undo (in Play: the last move)"},
		{"Ctrl+Y or Ctrl+Shift+Z", "Redo"},
		{"Ctrl+C / Ctrl+V", "Copy the board / paste a board (a file, or the tiles alone)"},
		{"Ctrl+Enter", "Solve"},
		{"Esc", "Cancel the solve (or stop playback)"},
		{"Ctrl+L", "Explore the search step by step"},
		{"Ctrl+M", "Compare every search on this board"},
		{"Left / Right", "Previous / next step"},
		{"Home / End", "First / last step"},
		{"Page Up / Page Down", "A tenth of the steps back / on"},
		{"Space", "Replay / pause the timeline"},
	}
	if platform.OnDesktop { // a browser closes its tab itself
		list = append(list, [2]string{"Ctrl+Q", "Quit"})
	}
	return append(list, playShortcuts...)
}

func (ds *dialogs) showShortcuts() {
	grid := container.New(layout.NewFormLayout())
	for _, s := range shortcuts() {
		grid.Add(widget.NewLabelWithStyle(s[0], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(s[1]))
	}
	note := wrapLabel("Every command acts on the board shown: at step k of a solution, Copy copies step k, and typing, Solve and Save make step k the edited board (Undo brings back the solved board and its solution). " +
		"While a solve runs, what would change the board is greyed, and its key says why on the status line. " +
		"Solve mode: click a cell of the board and type its tile (Backspace or 0 empties it; arrows, Tab and Enter move to another cell; drag a sliding tile onto another to swap them). " +
		"Home, End, Page Up / Page Down and Space always act on the timeline; the arrows do once the board has not the keyboard focus (Esc or a click beside the board). " +
		"Play mode: click a tile in the blank's row or column to slide it, or swipe the board.")
	ds.showFitted("Keyboard Shortcuts", container.NewVBox(grid, note), max(460, wrapSecondColumn(grid)))
}

// wrapSecondColumn lets the labels of form's second column wrap, once form's width with each on
// one line is measured, and returns that width: a dialog that wide shows them as before, and one
// the page makes narrower (a phone) wraps them instead of cutting them off.
func wrapSecondColumn(form *fyne.Container) float32 {
	w := form.MinSize().Width
	for i, o := range form.Objects {
		if l, ok := o.(*widget.Label); ok && i%2 == 1 {
			l.Wrapping = fyne.TextWrapWord
		}
	}
	return w
}

// showNames lists the window's words beside the names the command line uses for the same
// things.
func (ds *dialogs) showNames() {
	grid := container.New(layout.NewFormLayout())
	add := func(window, cli string) {
		grid.Add(widget.NewLabelWithStyle(window, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(cli))
	}
	for _, r := range board.SpawnRules {
		add("New tiles at: "+spawnLabel(r), "-spawn "+r.Name())
	}
	add("Cells filled", "the chance p that a cell of a random start holds a 2")
	for i, name := range board.GoalPresets {
		add("Goal: "+session.GoalPresetLabels[i], "-goal-board "+name)
	}
	for _, name := range []string{"distanceWeightedScore", "leftWeightedScore"} {
		add(metricLabel(name), name)
	}
	add(board10Title, "Board10")
	ds.showFitted("Names on the Command Line", grid, max(520, wrapSecondColumn(grid)))
}

// showAbout names the build (package version: the release's version and commit) and the licence.
func (ds *dialogs) showAbout() {
	ds.showDialog(dialog.NewInformation("About Tilesolve", fmt.Sprintf(
		"Tilesolve %s\n\nSolves 2048-variant boards with best-first search\nand sliding puzzles with A*, and plays the solutions back.\n\n%s", version.Get(), version.LicenseLine), ds.over))
}
