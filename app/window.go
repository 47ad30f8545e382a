// Package app is Tilesolve's Fyne user interface. It talks to the engine only through plain calls
// into board and solver.
package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// ID is the application ID, also in FyneApp.toml.
const ID = "io.github.tilesolve"

// NewMainWindow builds the main window. args are the command-line arguments: an optional puzzle
// file to open instead of the bundled default.
// TODO(app helper): the real window; this placeholder only lets packaging start.
func NewMainWindow(a fyne.App, args []string) fyne.Window {
	w := a.NewWindow("Tilesolve")
	w.SetContent(widget.NewLabel("Tilesolve"))
	w.Resize(fyne.NewSize(900, 640))
	return w
}
