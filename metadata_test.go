//go:build !migrated_fynedo

package main

import (
	"testing"

	"github.com/tilesolve/tilesolve/app"
	"github.com/tilesolve/tilesolve/version"
)

// The metadata a plain `go build` embeds must agree with what the app and `fyne package` use.
func TestParseMetadata(t *testing.T) {
	m, err := parseMetadata(fyneAppTOML)
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != app.ID {
		t.Errorf("FyneApp.toml ID = %q, app.ID = %q", m.ID, app.ID)
	}
	if m.Name != "Tilesolve" || m.Version != version.Get().Version || m.Icon == nil {
		t.Errorf("metadata = %+v, want name Tilesolve, the build's version and the icon", m)
	}
	if !m.Migrations["fyneDo"] {
		t.Error(`FyneApp.toml lacks [Migrations] fyneDo = true: Fyne would check threads on every refresh`)
	}
	if _, err := parseMetadata([]byte("[Details\nID = ")); err == nil {
		t.Error("parseMetadata accepted broken TOML")
	}
}
