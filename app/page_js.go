//go:build js

package app

import (
	"strconv"
	"syscall/js"

	"github.com/tilesolve/tilesolve/session"
)

// mirrorStatus copies the status line, with the window's title and the board the view shows (in
// the file format), into the page's hidden #tilesolve-status element. Fyne draws on a canvas, so
// this live region is what a screen reader announces and what the browser test reads.
func (u *ui) mirrorStatus(text string) {
	el := statusElement()
	el.Set("textContent", text)
	el.Get("dataset").Set("title", u.win.Title())
	el.Get("dataset").Set("board", u.view.Grid().String())
}

// mirrorDetails copies the details line (a solve's search, its figures and its time) into the
// element's data-details, where the browser test reads how long each solve took in the page.
func (u *ui) mirrorDetails(text string) {
	statusElement().Get("dataset").Set("details", text)
}

// mirrorSearch copies the search's own time (its clock, on its goroutine, in milliseconds) into
// the element's data-search: with the details line's whole time, what the browser test compares
// with the command line's.
func (u *ui) mirrorSearch(sol *session.Solution) {
	if sol != nil {
		ms := float64(sol.Stats.Elapsed.Microseconds()) / 1000
		statusElement().Get("dataset").Set("search", strconv.FormatFloat(ms, 'f', 3, 64))
	}
}

// statusElement is the page's #tilesolve-status, made on first use.
func statusElement() js.Value {
	doc := js.Global().Get("document")
	el := doc.Call("getElementById", "tilesolve-status")
	if el.IsNull() {
		el = doc.Call("createElement", "div")
		el.Set("id", "tilesolve-status")
		el.Call("setAttribute", "aria-live", "polite")
		doc.Get("body").Call("appendChild", el)
	}
	return el
}
