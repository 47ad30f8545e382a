// What Save As and the exports are called and the names they suggest, which the page and the
// desktop share (files_desktop.go and files_js.go hold each platform's words).

package app

import (
	"strings"
	"unicode"
)

// saveWords name the commands that write a file, as the platform does them: the desktop asks
// where (Save As…), a page downloads (Download Board).
type saveWords struct {
	save, export, anim   string // the File menu's items
	animButton           string // Export Animation's dialog's button
	saveHelp, exportHelp string // the Keyboard Shortcuts dialog's descriptions
	saved, exported      string // the status's verb once written: "Saved eight.txt."
}

// fileName is the name a file written from the board named doc gets: the opened file's own name
// with its extension ext (".txt"), or the board's name made a file's ("Sample 2048 board" is
// sample-2048-board.txt); suffix goes before the extension ("-solution").
func fileName(doc, suffix, ext string) string {
	base := strings.TrimSuffix(doc, ".txt")
	if base == doc { // a name in words, not a file's
		base = strings.Map(func(r rune) rune {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r):
				return unicode.ToLower(r)
			case r == '-' || r == '_' || r == '.':
				return r
			}
			return '-'
		}, strings.TrimSpace(doc))
		base = strings.Trim(base, "-.")
	}
	if base == "" {
		base = "puzzle"
	}
	return base + suffix + ext
}
