//go:build !js

// Package yield lets the browser run while the engine searches in a web page. The js/wasm build
// has one thread and no preemption: a search that never waits keeps the page from painting and
// from hearing a click on Cancel. Long loops call Point where they already check their context;
// elsewhere Point is empty and costs nothing.
package yield

// Point does nothing off the web: the operating system's threads keep the window live.
func Point() {}

// SharedThread is false off the web: a build nobody waits for runs on a thread of its own.
const SharedThread = false
