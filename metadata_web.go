package main

import (
	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/app"
	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/version"
)

// webMetadata is FyneApp.toml's metadata as Fyne uses it at run time, for the web page: there
// the TOML parser (BurntSushi/toml, 0.2 MB of wasm, and tens of milliseconds of the page's
// start) would read one small file. TestWebMetadata checks that it says what FyneApp.toml says.
func webMetadata() fyne.AppMetadata {
	return fyne.AppMetadata{
		ID:         app.ID,
		Name:       "Tilesolve",
		Version:    version.Get().Version,
		Icon:       resources.Icon,
		Migrations: map[string]bool{"fyneDo": true},
	}
}
