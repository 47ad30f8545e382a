//go:build !js

package platform

import (
	"time"

	"github.com/tilesolve/tilesolve/board"
)

// MirrorStatus has nothing to do on the desktop, whose accessibility goes through the window
// (page_js.go keeps the web page's live region).
func MirrorStatus(text, title string, shown board.Grid) {}

// MirrorStep, MirrorDetails and MirrorSearch have nothing to do on the desktop either.
func MirrorStep(label string, g board.Grid) {}

func MirrorDetails(text string) {}

func MirrorSearch(elapsed time.Duration) {}
