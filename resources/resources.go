// Package resources holds what the app bundles: the icon and the sample puzzles.
package resources

import (
	"embed"
	_ "embed"
)

// Board10 is seed 000's Board10.txt, the puzzle the app opens with.
//
//go:embed board10.txt
var Board10 []byte

// Samples are sample puzzle files for File > Open Sample, at samples/NAME.txt: seed 001's puzzle04
// (4 moves) and an unsolvable 3x3, a 4x4 sliding puzzle of 48 moves, seed 000's lone 2 on a 4x4
// board and a 5x5 random start of seed 003 (p = 0.25).
//
//go:embed samples/*.txt
var Samples embed.FS
