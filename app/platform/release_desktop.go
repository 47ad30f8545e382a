//go:build !js

package platform

import "runtime/debug"

// ReleaseMemory gives the memory of a finished search back to the system at once; Go would
// otherwise return it over minutes. Called off the UI goroutine: it runs a full collection.
func ReleaseMemory() { debug.FreeOSMemory() }
