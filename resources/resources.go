// Package resources holds what the app bundles: the icon and the sample puzzles.
package resources

import (
	"embed"
	_ "embed"
)

// Board10 is Board10.txt of the 2048 assignment, the puzzle the app opens with.
//
//go:embed board10.txt
var Board10 []byte

// Samples are sample puzzle files for File > Open Sample, at samples/NAME.txt: puzzle04 of the
// 8-puzzle assignment (4 moves) and an unsolvable 3x3, a 4x4 sliding puzzle of 48 moves, the lone 2
// on a 4x4 board and a 5x5 random start (p = 0.25).
//
//go:embed samples/*.txt
var Samples embed.FS
