//go:build !js

package app

// guardLeaving has nothing to do on the desktop: closing the window asks (closeWindow).
func guardLeaving(bool) {}
