//go:build !migrated_fynedo && !js

package main

import (
	"maps"
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

// The web page's metadata, written out in Go, says what FyneApp.toml says.
func TestWebMetadata(t *testing.T) {
	m, err := parseMetadata(fyneAppTOML)
	if err != nil {
		t.Fatal(err)
	}
	w := webMetadata()
	if w.ID != m.ID || w.Name != m.Name || w.Version != m.Version || w.Icon != m.Icon || !maps.Equal(w.Migrations, m.Migrations) {
		t.Errorf("webMetadata() = %+v, FyneApp.toml gives %+v", w, m)
	}
}
