package app

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

// writeFormerPrefs writes a preferences.json where Fyne kept formerID's, beside the storage folder
// of the test app (os.TempDir), and returns its path.
func writeFormerPrefs(t *testing.T, json string) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("TMPDIR", filepath.Join(dir, "storage"))
	path := filepath.Join(dir, formerID, "preferences.json")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(json), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// The preferences saved under the former ID (as Fyne's JSON encoder wrote them) are read once:
// the recent files and settings come back, and a later start does not read them again.
func TestFormerPrefsReadOnce(t *testing.T) {
	path := writeFormerPrefs(t, `{"recentFiles":["/home/a/one.txt","/home/a/two.txt"],"kind":"sliding",`+
		`"goal":"4096","windowWidth":900.5,"motion":false,"improveSeconds":2,"none":[],"mixed":[1,"x"]}`+"\n")
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetBool(prefMotion, true)
	readFormerPrefs(a)
	if got := p.StringList(prefRecent); !slices.Equal(got, []string{"/home/a/one.txt", "/home/a/two.txt"}) {
		t.Errorf("recent files %q", got)
	}
	if p.String(prefKind) != "sliding" || p.String(prefGoal) != "4096" || p.Float(prefWidth) != 900.5 ||
		p.BoolWithFallback(prefMotion, true) || p.Int(prefImprove) != 2 {
		t.Errorf("kind %q goal %q width %v motion %v improve %d", p.String(prefKind), p.String(prefGoal),
			p.Float(prefWidth), p.BoolWithFallback(prefMotion, true), p.Int(prefImprove))
	}
	if len(p.StringList("none")) != 0 || len(p.StringList("mixed")) != 0 || len(p.FloatList("mixed")) != 0 {
		t.Error("an empty or mixed list was set")
	}
	if p.String(prefMigrated) != formerID {
		t.Errorf("marked %q", p.String(prefMigrated))
	}

	if err := os.WriteFile(path, []byte(`{"kind":"2048","recentFiles":["/elsewhere.txt"]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	readFormerPrefs(a)
	if p.String(prefKind) != "sliding" || len(p.StringList(prefRecent)) != 2 {
		t.Errorf("read twice: kind %q, recent %q", p.String(prefKind), p.StringList(prefRecent))
	}
}

// No former preferences: nothing is read and nothing is marked, so that none is lost should they
// appear (a copy restored from a backup). Unreadable ones are marked, not read again.
func TestFormerPrefsMissingOrBad(t *testing.T) {
	t.Setenv("TMPDIR", filepath.Join(t.TempDir(), "storage"))
	a := test.NewTempApp(t)
	readFormerPrefs(a)
	if got := a.Preferences().String(prefMigrated); got != "" {
		t.Errorf("no former file, marked %q", got)
	}

	path := writeFormerPrefs(t, `{"kind": "sli`)
	a = test.NewTempApp(t)
	if err := copyPrefsFile(a.Preferences(), path); err == nil {
		t.Error("a cut-off file read without an error")
	}
	if a.Preferences().String(prefKind) != "" || a.Preferences().String(prefMigrated) != formerID {
		t.Errorf("a cut-off file: kind %q, marked %q", a.Preferences().String(prefKind), a.Preferences().String(prefMigrated))
	}
}
