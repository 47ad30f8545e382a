// Package resources holds what the app bundles: the icon and the sample puzzles.
package resources

import _ "embed"

// Board10 is seed 000's Board10.txt, the puzzle the app opens with.
//
//go:embed board10.txt
var Board10 []byte
