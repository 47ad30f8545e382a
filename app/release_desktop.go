//go:build !js

package app

import "runtime/debug"

// releaseMemory gives the memory of a finished search back to the system at once; Go would
// otherwise return it over minutes. Called off the UI goroutine: it runs a full collection.
func releaseMemory() { debug.FreeOSMemory() }
