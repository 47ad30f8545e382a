// What Save As and the exports are called and the names they suggest, which the page and the
// desktop share, and each one's words.

package app

import (
	"strings"
	"unicode"

	"github.com/tilesolve/tilesolve/app/platform"
)

// saveWords name the commands that write a file, as the platform does them: the desktop asks
// where (Save As…), a page downloads (Download Board).
type saveWords struct {
	save, export, anim   string // the File menu's items
	animButton           string // Export Animation's dialog's button
	saveHelp, exportHelp string // the Keyboard Shortcuts dialog's descriptions
	saved, exported      string // the status's verb once written: "Saved eight.txt."
}

// fileWords are the platform's: the desktop saves and exports into files the user picks; a page
// cannot write a file where the user chooses, it downloads it at once.
var fileWords = map[bool]saveWords{
	true: {save: "Save As…", export: "Export Solution…", anim: "Export Animation…", animButton: "Choose a File…",
		saveHelp: "Save the board as a puzzle file", exportHelp: "Export the solution",
		saved: "Saved", exported: "Exported"},
	false: {save: "Download Board", export: "Download Solution", anim: "Download Animation…", animButton: "Download",
		saveHelp: "Download the board as a puzzle file", exportHelp: "Download the solution",
		saved: "Downloaded", exported: "Downloaded"},
}[platform.OnDesktop]

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
