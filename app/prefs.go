// Preferences: the puzzle settings and the window size, remembered between runs.

package app

import (
	"strconv"

	"tilesolve/board"
)

// Preference keys.
const (
	prefLastDir   = "lastDir"
	prefRecent    = "recentFiles"
	prefKind      = "kind"
	prefGoal      = "goal"
	prefSpawn     = "spawn"
	prefPriority  = "priority"
	prefHeuristic = "heuristic"
	prefP         = "randomP"
	prefWidth     = "windowWidth"
	prefHeight    = "windowHeight"
)

// restorePrefs applies the remembered settings to the editor.
func (u *ui) restorePrefs() {
	e := u.ed
	e.quiet = true
	defer func() { e.quiet = false }()
	if u.prefs.String(prefKind) == board.KindSliding.String() {
		e.kind.SetSelected(labelSliding)
		e.kindSettings()
	}
	if g := u.prefs.String(prefGoal); g != "" && board.CheckGoal(atoi(g)) == nil {
		e.goal.SetSelected(g)
	}
	if s := u.prefs.String(prefSpawn); s != "" {
		e.spawn.SetSelected(s)
	}
	if p := u.prefs.FloatWithFallback(prefP, 0.25); p > 0 && p < 1 {
		e.p.SetValue(p)
	}
	e.setSearch(u.prefs.String(prefHeuristic))
	e.setSearch(u.prefs.String(prefPriority))
}

// savePrefs remembers the puzzle settings: kind, goal, spawn rule, search and p.
func (u *ui) savePrefs() {
	e := u.ed
	u.prefs.SetString(prefKind, e.Kind().String())
	u.prefs.SetString(prefHeuristic, choice(board.KindSliding, e.chosen[board.KindSliding]).key)
	u.prefs.SetString(prefPriority, choice(board.Kind2048, e.chosen[board.Kind2048]).key)
	if e.Kind() == board.Kind2048 {
		u.prefs.SetString(prefGoal, e.goal.Selected)
		u.prefs.SetString(prefSpawn, e.spawn.Selected)
		u.prefs.SetFloat(prefP, e.p.Value)
	}
}

// saveWindowSize remembers the window's size for the next start; called on close and quit.
func (u *ui) saveWindowSize() {
	if s := u.win.Canvas().Size(); s.Width > 0 && s.Height > 0 {
		u.prefs.SetFloat(prefWidth, float64(s.Width))
		u.prefs.SetFloat(prefHeight, float64(s.Height))
	}
}

// atoi is s as a number, 0 when it is none.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
