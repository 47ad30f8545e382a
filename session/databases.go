package session

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// keepDatabasesFor follows the board the window shows, b (nil: the cells make none yet, and
// nothing changes): when it turns from a board a solve may use the kept pattern databases for to
// one it cannot (solver.UsesDatabases: a 2048 board, a 3x3), the databases are let go of
// (solver.ReleaseDatabases). The 15-puzzle's two hold 23 MB, another goal's as much again and a
// 7x7's block databases 137 MB, which would otherwise stay for the rest of the visit; a later
// solve that needs them loads them again from the folder or the page's store in milliseconds. A
// solve running keeps the tables it holds and the build it waits for.
func (w *Window) keepDatabasesFor(b board.Board) {
	if b == nil {
		return
	}
	uses := solver.UsesDatabases(b)
	if w.databases && !uses {
		w.Limits.engine.releaseDatabases()
	}
	w.databases = uses
}
