// The recent files under File > Open Recent and the folder the file chooser starts in, kept in
// preferences.

package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/app/platform"
)

const maxRecent = 8

// recentHost is what the recent files need of the window.
type recentHost interface {
	openRecent(path string)            // opens path, as the window opens a file from the menu
	gateMenu(items []*fyne.MenuItem)   // keeps items from acting under a question (modal.go)
	refreshMenu()                      // draws the menu bar again after its items changed
	showError(title string, err error) // tells err in a dialog
	ask(title, text, yes, no string, onYes func())
}

// recentFiles is File > Open Recent and the chooser's starting folder.
type recentFiles struct {
	host  recentHost
	prefs fyne.Preferences
	item  *fyne.MenuItem // File > Open Recent, its submenu the files
}

func newRecentFiles(host recentHost, prefs fyne.Preferences) *recentFiles {
	r := &recentFiles{host: host, prefs: prefs, item: fyne.NewMenuItem("Open Recent", nil)}
	r.item.ChildMenu = fyne.NewMenu("")
	return r
}

// remember puts path first in the recent files and remembers its folder; a file with no path
// (from a browser) leaves both as they were.
func (r *recentFiles) remember(path string) {
	if path == "" {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	recent := []string{path}
	for _, p := range r.prefs.StringList(prefRecent) {
		if p != path && len(recent) < maxRecent {
			recent = append(recent, p)
		}
	}
	r.prefs.SetStringList(prefRecent, recent)
	r.rememberDir(path)
	r.refresh()
}

// rememberDir makes path's folder the one the file chooser starts in next; "" (no path) changes
// nothing.
func (r *recentFiles) rememberDir(path string) {
	if path != "" {
		r.prefs.SetString(prefLastDir, filepath.Dir(path))
	}
}

// dir is the folder the file chooser starts in.
func (r *recentFiles) dir() string { return r.prefs.String(prefLastDir) }

// refresh lists the recent files under File > Open Recent.
func (r *recentFiles) refresh() {
	var items []*fyne.MenuItem
	for _, p := range r.prefs.StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() { r.host.openRecent(p) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		items = append(items, none)
	}
	r.host.gateMenu(items)
	r.item.ChildMenu.Items = items
	r.host.refreshMenu()
}

// missing says that f is no longer where its path says, in words rather than the system's
// ("stat …: no such file or directory"), and, when it is one of the recent files, offers to take
// it off the list.
func (r *recentFiles) missing(f platform.ChosenFile) {
	text := fmt.Sprintf("%s is no longer in %s: it was moved, renamed or deleted.", f.Name, filepath.Dir(f.Path))
	if !slices.Contains(r.prefs.StringList(prefRecent), f.Path) {
		r.host.showError("Cannot open "+f.Name, errors.New(text))
		return
	}
	r.host.ask("Cannot open "+f.Name, text+" Remove it from the recent files?", "Remove from the List", "Keep It",
		func() { r.forget(f.Path) })
}

// forget takes path off the recent files.
func (r *recentFiles) forget(path string) {
	r.prefs.SetStringList(prefRecent, slices.DeleteFunc(r.prefs.StringList(prefRecent), func(p string) bool { return p == path }))
	r.refresh()
}
