//go:build js

package main

import fyneapp "fyne.io/fyne/v2/app"

// The web page's metadata, without parsing FyneApp.toml (metadata_web.go).
func init() { fyneapp.SetMetadata(webMetadata()) }
