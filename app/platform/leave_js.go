//go:build js

package platform

import "syscall/js"

// leaveGuard is the page's beforeunload listener, on while the app holds unsaved work: a reload
// or a closed tab then brings the browser's leave-page prompt, and only then (a page with the
// listener on is also kept out of the browser's back-forward cache).
var leaveGuard struct {
	on      bool
	handler js.Func
}

// GuardLeaving turns the browser's leave-page prompt on while unsaved is true.
func GuardLeaving(unsaved bool) {
	if unsaved == leaveGuard.on {
		return
	}
	if leaveGuard.handler.IsUndefined() {
		leaveGuard.handler = js.FuncOf(func(_ js.Value, args []js.Value) any {
			args[0].Call("preventDefault")
			args[0].Set("returnValue", "") // browsers before Chromium 119 wanted it set
			return nil
		})
	}
	method := "removeEventListener"
	if unsaved {
		method = "addEventListener"
	}
	js.Global().Call(method, "beforeunload", leaveGuard.handler)
	leaveGuard.on = unsaved
}
