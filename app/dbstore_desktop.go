//go:build !js

package app

import "github.com/tilesolve/tilesolve/session"

// databaseStore is nil on the desktop: the databases are files in the user's cache folder
// (session.Limits.DatabaseDir). dbstore_js.go keeps them in the browser.
func databaseStore(refused func(error)) session.DatabaseStore { return nil }

// buildingText is the progress panel's line while the databases build.
const buildingText = "Building the 15-puzzle pattern databases, kept for next time…"
