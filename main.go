// Tilesolve is a desktop app to enter or load a sliding-tile puzzle, solve it with heuristic
// search and scrub through the solution. The window lives in package app; the engine in board,
// astar and solver.
package main

import (
	"os"

	fyneapp "fyne.io/fyne/v2/app"

	"tilesolve/app"
)

func main() {
	a := fyneapp.NewWithID(app.ID)
	app.NewMainWindow(a, os.Args[1:]).ShowAndRun()
}
