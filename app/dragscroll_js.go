//go:build js

package app

// dragScrolls: in the page a drag scrolls the panels (a phone has no wheel; see dragscroll.go).
const dragScrolls = true
