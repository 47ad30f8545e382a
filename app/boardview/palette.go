package boardview

import (
	"image/color"

	"github.com/tilesolve/tilesolve/board"
)

// The game's palette. It is the same in light and dark themes: the board is a picture of the game,
// and these colours read on both backgrounds.
var (
	boardColor   = color.NRGBA{R: 0xbb, G: 0xad, B: 0xa0, A: 0xff}
	emptyColor   = color.NRGBA{R: 0xcd, G: 0xc1, B: 0xb4, A: 0xff}
	darkInk      = color.NRGBA{R: 0x77, G: 0x6e, B: 0x65, A: 0xff}
	lightInk     = color.NRGBA{R: 0xf9, G: 0xf6, B: 0xf2, A: 0xff}
	spawnedColor = color.NRGBA{R: 0x1e, G: 0x6f, B: 0xd9, A: 0xff} // the new 2
	changedColor = color.NRGBA{R: 0xd8, G: 0x1b, B: 0x60, A: 0xff} // merged or moved
	hintColor    = color.NRGBA{R: 0x1b, G: 0x9e, B: 0x4b, A: 0xe0}
	cursorColor  = color.NRGBA{R: 0x26, G: 0x23, B: 0x20, A: 0xff} // dark on every tile colour

	tilePalette = []color.NRGBA{ // by exponent: 2, 4, 8, ... 2048
		{R: 0xee, G: 0xe4, B: 0xda, A: 0xff},
		{R: 0xed, G: 0xe0, B: 0xc8, A: 0xff},
		{R: 0xf2, G: 0xb1, B: 0x79, A: 0xff},
		{R: 0xf5, G: 0x95, B: 0x63, A: 0xff},
		{R: 0xf6, G: 0x7c, B: 0x5f, A: 0xff},
		{R: 0xf6, G: 0x5e, B: 0x3b, A: 0xff},
		{R: 0xed, G: 0xcf, B: 0x72, A: 0xff},
		{R: 0xed, G: 0xcc, B: 0x61, A: 0xff},
		{R: 0xed, G: 0xc8, B: 0x50, A: 0xff},
		{R: 0xed, G: 0xc5, B: 0x3f, A: 0xff},
		{R: 0xed, G: 0xc2, B: 0x2e, A: 0xff},
	}
	bigTileColor  = color.NRGBA{R: 0x3c, G: 0x3a, B: 0x32, A: 0xff} // beyond 2048
	slideTile     = color.NRGBA{R: 0xe8, G: 0xc9, B: 0x9b, A: 0xff}
	slideTileHome = color.NRGBA{R: 0xa8, G: 0xd5, B: 0xa2, A: 0xff} // already in its goal cell
	slideTileInk  = color.NRGBA{R: 0x4a, G: 0x3b, B: 0x2a, A: 0xff}
	slideHomeInk  = color.NRGBA{R: 0x1f, G: 0x4d, B: 0x1b, A: 0xff}
)

// FrameColor is the board's frame and the gaps between its cells.
func FrameColor() color.Color { return boardColor }

// CellColors is the fill and text colour the view gives tile t in cell i (0: an empty cell, no
// text), so that another picture of the board (the GIF export) matches it; a sliding tile in its
// goal cell is marked, homes (GoalHomes) saying where each tile belongs, nil for the usual goal.
func CellColors(t, i int, sliding bool, homes []int) (fill, ink color.Color) {
	if t == 0 {
		return emptyColor, color.Transparent
	}
	return tileColors(t, i, sliding, homes)
}

// GoalHomes is the goal cell of each tile of g's goal (g.Goal), nil when g has none.
func GoalHomes(g board.Grid) []int {
	if len(g.Goal) != len(g.Tiles) {
		return nil
	}
	homes := make([]int, len(g.Goal))
	for cell, t := range g.Goal {
		if t >= 0 && t < len(homes) {
			homes[t] = cell
		}
	}
	return homes
}

// tileColors is the fill and text colour of tile t (not a blank) in cell i; homes as for
// CellColors.
func tileColors(t, i int, sliding bool, homes []int) (fill, ink color.Color) {
	home := t == i+1
	if homes != nil && t < len(homes) {
		home = homes[t] == i
	}
	switch {
	case sliding && home:
		return slideTileHome, slideHomeInk
	case sliding:
		return slideTile, slideTileInk
	}
	exp := 0
	for v := t; v > 1; v >>= 1 {
		exp++
	}
	if exp < 1 || exp > len(tilePalette) {
		return bigTileColor, lightInk
	}
	if exp <= 2 {
		return tilePalette[exp-1], darkInk
	}
	return tilePalette[exp-1], lightInk
}
