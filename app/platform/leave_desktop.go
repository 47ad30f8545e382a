//go:build !js

package platform

// GuardLeaving has nothing to do on the desktop: closing the window asks.
func GuardLeaving(bool) {}
