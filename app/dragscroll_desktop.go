//go:build !js

package app

// dragScrolls: on the desktop the wheel and the scroll bar scroll, and a drag with the mouse
// selects or moves what it starts on, as elsewhere on the desktop.
const dragScrolls = false
