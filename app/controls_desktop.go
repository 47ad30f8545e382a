//go:build !js

package app

// exposeControls has no page to tell on the desktop (see controls_js.go).
func (u *ui) exposeControls() {}
