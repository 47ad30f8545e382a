//go:build js

package main

import "syscall/js"

// noteLoad writes the time since the loader started into the loader's notes
// (window.tilesolveLoad[name], web/loader.js), so that the page's load figures
// (app/webtest's TestMeasureLoad) show where the time after the download goes.
func noteLoad(name string) {
	l := js.Global().Get("tilesolveLoad")
	if l.Truthy() {
		l.Set(name, js.Global().Get("performance").Call("now").Float()-l.Get("startMs").Float())
	}
}

// init notes the end of the packages' initialisation: package main's runs last.
func init() { noteLoad("initMs") }
