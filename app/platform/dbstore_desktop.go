//go:build !js

package platform

import "github.com/tilesolve/tilesolve/session"

// DatabaseStore is nil on the desktop: the databases are files in the user's cache folder
// (session.Limits.DatabaseDir). dbstore_js.go keeps them in the browser.
func DatabaseStore(refused func(error), told func(string)) session.DatabaseStore { return nil }

// AnotherTabBuilds: a desktop app has no tabs (dbstore_js.go).
func AnotherTabBuilds() bool { return false }

// OtherTabText is the status's words on a build in another tab, which a desktop has not.
const OtherTabText = ""

// BuildingText is the progress panel's line while the databases build.
const BuildingText = "Building the 15-puzzle pattern databases, kept for next time…"
