//go:build !js

package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// platformScreen is the screen the window opens on.
var platformScreen screen = glfwScreen{}

// glfwScreen is the primary monitor's video mode, as the desktop driver's GLFW sees it. It must be
// asked on the main goroutine once the driver has made a window.
type glfwScreen struct{}

func (glfwScreen) pixels() (size fyne.Size, ok bool) {
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
