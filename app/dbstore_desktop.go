//go:build !js

package app

import "github.com/tilesolve/tilesolve/session"

// databaseStore is nil on the desktop: the databases are files in the user's cache folder
// (session.Limits.DatabaseDir). dbstore_js.go keeps them in the browser.
func databaseStore(refused func(error), told func(string)) session.DatabaseStore { return nil }

// anotherTabBuilds: a desktop app has no tabs (dbstore_js.go).
func anotherTabBuilds() bool { return false }

// otherTabText is the status's words on a build in another tab, which a desktop has not.
const otherTabText = ""

// buildingText is the progress panel's line while the databases build.
const buildingText = "Building the 15-puzzle pattern databases, kept for next time…"
