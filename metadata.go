//go:build !migrated_fynedo && !js

package main

import (
	_ "embed"
	"log"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"github.com/BurntSushi/toml"

	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/version"
)

// fyneAppTOML is the file `fyne package` reads. `fyne package` embeds its metadata itself and
// builds with the migrated_fynedo tag, which leaves this file out; a plain `go build`, `go run` or
// `go install` gets the same metadata from here instead of from a FyneApp.toml beside the binary.
// The web page takes webMetadata instead (metadata_js.go), without a TOML parser.
//
// Its [Migrations] fyneDo = true matters for speed, not only for the About box: without it Fyne
// looks up the calling goroutine with runtime.Stack on every refresh, which took 36% of the
// app's CPU while scrubbing a 10x10 solution.
//
//go:embed FyneApp.toml
var fyneAppTOML []byte

// checkThreadsEnv set to 1 turns Fyne's goroutine checks back on: every widget call made off the UI
// goroutine without fyne.Do is then logged as "Error in Fyne call thread". Slow; the smoke test
// (scripts/smoke.sh) runs the app this way.
const checkThreadsEnv = "TILESOLVE_CHECK_THREADS"

func init() {
	m, err := parseMetadata(fyneAppTOML)
	if err != nil {
		log.Printf("FyneApp.toml: %v", err)
		return
	}
	if os.Getenv(checkThreadsEnv) == "1" {
		m.Migrations["fyneDo"] = false
	}
	fyneapp.SetMetadata(m)
}

// parseMetadata reads the parts of FyneApp.toml that Fyne uses at run time; the version is the
// build's own (package version), as FyneApp.toml keeps none.
func parseMetadata(b []byte) (fyne.AppMetadata, error) {
	var f struct {
		Details struct {
			ID, Name string
		}
		Migrations map[string]bool
	}
	if err := toml.Unmarshal(b, &f); err != nil {
		return fyne.AppMetadata{}, err
	}
	if f.Migrations == nil {
		f.Migrations = map[string]bool{}
	}
	return fyne.AppMetadata{
		ID:         f.Details.ID,
		Name:       f.Details.Name,
		Version:    version.Get().Version,
		Icon:       resources.Icon,
		Migrations: f.Migrations,
	}, nil
}
