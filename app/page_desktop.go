//go:build !js

package app

// mirrorStatus has nothing to do on the desktop, whose accessibility goes through the window
// (page_js.go keeps the web page's live region).
func (u *ui) mirrorStatus(string) {}

// mirrorDetails has nothing to do on the desktop either.
func (u *ui) mirrorDetails(string) {}
