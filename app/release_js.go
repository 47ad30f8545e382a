//go:build js

package app

// releaseMemory does nothing in the page: a wasm memory never shrinks, so there is nothing to give
// back, and the full collection would hold up the page's one thread before the answer shows.
func releaseMemory() {}
