//go:build !js

package session

import "github.com/tilesolve/tilesolve/compare"

// compareBudget is what each search in the compare window may spend on the desktop: the
// engine's default (a minute for every search on a board, 512 MB each), whose memory the app
// hands back to the system after each.
var compareBudget = compare.DefaultBudget

// inBrowser is false: the desktop's budget needs no note (see CompareBudgetWords).
const inBrowser = false
