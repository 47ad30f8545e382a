// The recent files under File > Open Recent, kept in preferences.

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

// rememberFile puts path first in the recent files and remembers its folder; a file with no path
// (from a browser) leaves both as they were.
func (u *ui) rememberFile(path string) {
	if path == "" {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	recent := []string{path}
	for _, p := range u.prefs.StringList(prefRecent) {
		if p != path && len(recent) < maxRecent {
			recent = append(recent, p)
		}
	}
	u.prefs.SetStringList(prefRecent, recent)
	u.rememberDir(path)
	u.refreshRecent()
}

// rememberDir makes path's folder the one the file chooser starts in next; "" (no path) changes
// nothing.
func (u *ui) rememberDir(path string) {
	if path != "" {
		u.prefs.SetString(prefLastDir, filepath.Dir(path))
	}
}

// refreshRecent lists the recent files under File > Open Recent.
func (u *ui) refreshRecent() {
	if u.recentItem == nil {
		return
	}
	var items []*fyne.MenuItem
	for _, p := range u.prefs.StringList(prefRecent) {
		items = append(items, fyne.NewMenuItem(p, func() {
			if !u.busy("Opening a recent file") {
				u.unlessUnsaved("opening "+filepath.Base(p), func() { u.openPath(p) })
			}
		}))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		items = append(items, none)
	}
	u.gateMenu(items)
	u.recentItem.ChildMenu.Items = items
	if u.menu != nil {
		u.menu.Refresh()
	}
}

// missingFile says that f is no longer where its path says, in words rather than the system's
// ("stat …: no such file or directory"), and, when it is one of the recent files, offers to take
// it off the list.
func (u *ui) missingFile(f platform.ChosenFile) {
	text := fmt.Sprintf("%s is no longer in %s: it was moved, renamed or deleted.", f.Name, filepath.Dir(f.Path))
	if !slices.Contains(u.prefs.StringList(prefRecent), f.Path) {
		u.showError("Cannot open "+f.Name, errors.New(text))
		return
	}
	u.showQuestion("Cannot open "+f.Name, text+" Remove it from the recent files?", "Remove from the List", "Keep It",
		func() { u.forgetRecent(f.Path) }, u.win)
}

// forgetRecent takes path off the recent files.
func (u *ui) forgetRecent(path string) {
	u.prefs.SetStringList(prefRecent, slices.DeleteFunc(u.prefs.StringList(prefRecent), func(p string) bool { return p == path }))
	u.refreshRecent()
}
