// The recent files under File > Open Recent, kept in preferences.

package app

import (
	"path/filepath"

	"fyne.io/fyne/v2"
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
