//go:build !js

package app

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
)

// mirrorStatus has nothing to do on the desktop, whose accessibility goes through the window
// (page_js.go keeps the web page's live region).
func (u *ui) mirrorStatus(string) {}

// mirrorStep, mirrorDetails and mirrorSearch have nothing to do on the desktop either.
func (u *ui) mirrorStep(string, board.Grid) {}

func (u *ui) mirrorDetails(string) {}

func (u *ui) mirrorSearch(*session.Solution) {}
