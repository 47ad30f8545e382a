//go:build !js

package platform

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// ScreenPixels is the size in pixels of the screen the window opens on, the primary monitor's
// video mode as the desktop driver's GLFW sees it; ok is false when it is not known. It must be
// asked on the main goroutine once the driver has made a window.
func ScreenPixels() (size fyne.Size, ok bool) {
	// GLFW panics when it did not start (no display): then no size is known, and the driver
	// reports the failure itself.
	defer func() {
		if recover() != nil {
			size, ok = fyne.Size{}, false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	v := m.GetVideoMode()
	if v == nil {
		return fyne.Size{}, false
	}
	return fyne.NewSize(float32(v.Width), float32(v.Height)), true
}
