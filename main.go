// Tilesolve is a desktop app to enter or load a tile puzzle (the 2048 variant or the sliding
// n-puzzle), solve it with heuristic search, scrub through the solution, and play. The window
// lives in package app, its state in session; the engine in board, astar, pdb, solver and play.
package main

import (
	"os"

	fyneapp "fyne.io/fyne/v2/app"

	"github.com/tilesolve/tilesolve/app"
)

func main() {
	noteLoad("mainMs")
	a := fyneapp.NewWithID(app.ID)
	noteLoad("appMs")
	w := app.NewMainWindow(a, os.Args[1:])
	noteLoad("windowMs")
	w.ShowAndRun()
}
