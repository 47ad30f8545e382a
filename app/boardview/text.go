package boardview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// textFit is a number on a cell of a given side; textSizes caches its text size, since Layout
// runs often. It is emptied when it grows past maxTextSizes (a window being resized makes a new
// side at every step), which holds a 127-by-127 board's 16,128 numbers twice over: a smaller
// cache emptied itself while one board was laid out, and measured every number at every step.
type textFit struct {
	text string
	cell float32
}

var textSizes = map[textFit]float32{}

const maxTextSizes = 2 * 128 * 128

// textSizeFor fits text on a cell of the given side: large for short numbers, and for long ones
// a size whose measured width is at most 80% of the cell, or else the whole cell, or else 0: no
// number (a ten-digit tile on a 16-by-16 board in the smallest window). The width is measured at
// the size chosen: fonts are measured at whole sizes, so a size scaled from another size's width
// can measure up to twice as wide as meant on a small cell.
func textSizeFor(text string, cell float32) float32 {
	key := textFit{text, cell}
	if size, ok := textSizes[key]; ok {
		return size
	}
	style := fyne.TextStyle{Bold: true}
	width := func(size float32) float32 { return fyne.MeasureText(text, size, style).Width }
	guess := cell * 0.45
	if w := width(textRefSize); w > 0 {
		guess = min(guess, textRefSize*cell*0.8/w)
	}
	size := guess
	if width(size) > cell*0.8 {
		size = largestFitting(width, cell*0.8, guess)
		if size == 0 {
			size = largestFitting(width, cell, guess)
		}
	}
	if len(textSizes) >= maxTextSizes {
		clear(textSizes)
	}
	textSizes[key] = size
	return size
}

// largestFitting is about the largest text size from minTextSize to hi whose width is at most
// target, found by halves; 0 when minTextSize is already too wide.
func largestFitting(width func(float32) float32, target, hi float32) float32 {
	lo := float32(minTextSize)
	if width(lo) > target {
		return 0
	}
	for range 12 {
		mid := (lo + hi) / 2
		if mid <= lo {
			break
		}
		if width(mid) <= target {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

const (
	// textRefSize is the size at which a number's width gives the first guess at its size on a cell.
	textRefSize = 100
	// minTextSize is the smallest text drawn: smaller measures as this size anyway.
	minTextSize = 1
)

// fitLabel sizes a tile's number to a cell of side cell, and hides it when no size fits.
func fitLabel(l *canvas.Text, cell float32) {
	if l.Text == "" {
		return
	}
	l.TextSize = textSizeFor(l.Text, cell)
	if l.TextSize == 0 {
		l.Hide()
	}
}
