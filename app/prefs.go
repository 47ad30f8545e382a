// Preferences: the puzzle settings and the window size, remembered between runs.

package app

import (
	"slices"
	"strconv"
	"time"

	"github.com/tilesolve/tilesolve/board"
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
	prefImprove   = "improveSeconds"
	prefWidth     = "windowWidth"
	prefHeight    = "windowHeight"
)

// restorePrefs applies the remembered settings to the editor.
func (u *ui) restorePrefs() {
	e := u.ed.edit
	if k, err := board.ParseKind(u.prefs.String(prefKind)); err == nil && k != board.KindAuto && k != e.Kind() {
		e.NewBoard(k)
	}
	if g := u.prefs.String(prefGoal); slices.Contains(u.ed.goal.Options, g) { // as the selector offers
		e.SetGoal(atoi(g))
	}
	if r, err := board.ParseSpawnRule(u.prefs.String(prefSpawn)); err == nil && r.Deterministic() {
		e.SetSpawn(r)
	}
	if p := u.prefs.FloatWithFallback(prefP, 0.25); p > 0 && p < 1 {
		e.SetP(p)
	}
	e.SetSearch(board.KindSliding, u.prefs.String(prefHeuristic))
	e.SetSearch(board.Kind2048, u.prefs.String(prefPriority))
	if s := u.prefs.FloatWithFallback(prefImprove, -1); s >= 0 { // none saved: the default stays
		e.SetImprove(time.Duration(s * float64(time.Second)))
	}
	u.ed.showSettings()
}

// savePrefs remembers the puzzle settings: kind, goal, spawn rule, search, p and the time a
// fast answer is shortened.
func (u *ui) savePrefs() {
	e := u.ed.edit
	u.prefs.SetString(prefKind, e.Kind().String())
	u.prefs.SetString(prefHeuristic, e.Search(board.KindSliding))
	u.prefs.SetString(prefPriority, e.Search(board.Kind2048))
	u.prefs.SetFloat(prefImprove, e.Improve().Seconds())
	if e.Kind() == board.Kind2048 {
		u.prefs.SetString(prefGoal, strconv.Itoa(e.Goal()))
		u.prefs.SetString(prefSpawn, e.Spawn().Name())
		u.prefs.SetFloat(prefP, e.P())
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
