//go:build js

package app

import (
	"strconv"
	"syscall/js"

	"github.com/tilesolve/tilesolve/board"
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

// mirrorStep follows the timeline: the element's data-board becomes the step's board, and the
// page's second live region, #tilesolve-step, says which step shows and its board, which a
// screen reader reads as the user scrubs.
func (u *ui) mirrorStep(label string, g board.Grid) {
	statusElement().Get("dataset").Set("board", g.String())
	liveElement("tilesolve-step").Set("textContent", label+"\n"+g.String())
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
func statusElement() js.Value { return liveElement("tilesolve-status") }

// liveElement is the page's hidden live region with this id, made on first use (index.html has
// #tilesolve-status, hidden with its style).
func liveElement(id string) js.Value {
	doc := js.Global().Get("document")
	el := doc.Call("getElementById", id)
	if el.IsNull() {
		el = doc.Call("createElement", "div")
		el.Set("id", id)
		el.Call("setAttribute", "aria-live", "polite")
		for k, v := range map[string]string{"position": "absolute", "left": "-10000px", "width": "1px", "height": "1px", "overflow": "hidden"} {
			el.Get("style").Set(k, v)
		}
		doc.Get("body").Call("appendChild", el)
	}
	return el
}
