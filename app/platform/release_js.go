//go:build js

package platform

import "syscall/js"

// ReleaseMemory does nothing to the memory in the page: a wasm memory never shrinks, so there is
// nothing to give back, and the full collection would hold up the page's one thread before the
// answer shows. It notes in the page when the search ended (data-ended on #tilesolve-status, on
// the page's clock): in a hidden tab the window shows the answer only once the tab is back (Fyne's
// loop waits for an animation frame, which a hidden page never gets), and the browser test tells
// by this that the search itself ended in its time.
func ReleaseMemory() {
	statusElement().Get("dataset").Set("ended", js.Global().Get("performance").Call("now").Float())
}
