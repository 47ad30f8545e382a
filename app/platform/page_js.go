//go:build js

package platform

import (
	"strconv"
	"syscall/js"
	"time"

	"github.com/tilesolve/tilesolve/board"
)

// MirrorStatus copies the status line, with the window's title and the board the view shows (in
// the file format), into the page's hidden #tilesolve-status element. Fyne draws on a canvas, so
// this live region is what a screen reader announces and what the browser test reads.
func MirrorStatus(text, title string, shown board.Grid) {
	el := statusElement()
	el.Set("textContent", text)
	el.Get("dataset").Set("title", title)
	el.Get("dataset").Set("board", shown.String())
}

// MirrorStep follows the timeline: the element's data-board becomes the step's board, and the
// page's second live region, #tilesolve-step, says which step shows and its board, which a
// screen reader reads as the user scrubs.
func MirrorStep(label string, g board.Grid) {
	statusElement().Get("dataset").Set("board", g.String())
	liveElement("tilesolve-step").Set("textContent", label+"\n"+g.String())
}

// MirrorDetails copies the details line (a solve's search, its figures and its time) into the
// element's data-details, where the browser test reads how long each solve took in the page.
func MirrorDetails(text string) {
	statusElement().Get("dataset").Set("details", text)
}

// MirrorSearch copies the search's own time (its clock, on its goroutine, in milliseconds) into
// the element's data-search: with the details line's whole time, what the browser test compares
// with the command line's.
func MirrorSearch(elapsed time.Duration) {
	ms := float64(elapsed.Microseconds()) / 1000
	statusElement().Get("dataset").Set("search", strconv.FormatFloat(ms, 'f', 3, 64))
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
