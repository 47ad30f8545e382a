//go:build !js

package main

// noteLoad notes nothing outside the web page (loadnote_js.go).
func noteLoad(string) {}
