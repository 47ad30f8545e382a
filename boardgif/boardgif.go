// Package boardgif writes the boards of a solution or a game as an animated GIF, one frame per
// step in the caller's colours, sampling long sequences so that the file stays under a size. It
// draws with the standard library and the 7x13 bitmap font of golang.org/x/image, so the app's
// File > Export Animation and any command can use it without a window.
package boardgif

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"io"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/words"
)

// Options says how the animation looks and how large it may be. The zero value is valid.
type Options struct {
	// Cell is a tile's side in pixels; it grows to fit the widest number. 0: 40.
	Cell int
	// Gap is the space between tiles and around the board in pixels. 0: Cell/10, at least 1.
	Gap int
	// Delay is how long each frame shows: the timeline's speed. A GIF counts hundredths of a
	// second, and viewers slow anything under 2 down, so it is rounded and at least 20 ms. 0: 250 ms.
	Delay time.Duration
	// Hold is how long the last board shows before the animation starts again. 0: 2 s.
	Hold time.Duration
	// MaxBytes bounds the file: boards are left out evenly to fit (see Encode). 0: no bound.
	MaxBytes int
	// Shrink draws the tiles smaller, halving their side, when even the first and last boards
	// alone do not fit MaxBytes (a 127-by-127 puzzle's board at 40 pixels a tile is over 5,000
	// pixels wide); once a tile is too small for its number, no number is drawn (Result.Numbers).
	Shrink bool
	// Colors is the fill of the tile with value in cell (row-major; 0 is a blank) and the ink of
	// its number, so the app can pass its board's own colours. Colours that are not opaque are
	// laid on Background; a number whose ink is fully transparent is not drawn. nil: Default.
	Colors func(value, cell int) (fill, ink color.Color)
	// Background is the colour around and between the tiles. nil: DefaultBackground.
	Background color.Color
}

// Result is what Encode wrote.
type Result struct {
	Frames int // frames in the file
	// Every is the sampling: the frames are the boards 0, Every, 2*Every, ... and the last.
	// 1 when every board has its frame.
	Every         int
	Bytes         int  // the file's size
	Width, Height int  // in pixels
	Cell, Gap     int  // a tile's side and the space between tiles, in pixels
	Numbers       bool // the tiles' numbers are drawn (not under Shrink's smallest tiles)
}

// DefaultBackground is the board's colour between tiles when Options has none.
var DefaultBackground color.Color = color.NRGBA{R: 0xbb, G: 0xad, B: 0xa0, A: 0xff}

// Default colours tiles when Options has no Colors: blanks light, then a warm scale by the
// tile's size in bits (the 2048 look; on a sliding puzzle small numbers are light, large dark).
func Default(value, _ int) (fill, ink color.Color) {
	if value == 0 {
		return color.NRGBA{R: 0xcd, G: 0xc1, B: 0xb4, A: 0xff}, color.Transparent
	}
	scale := []color.NRGBA{{0xee, 0xe4, 0xda, 0xff}, {0xed, 0xe0, 0xc8, 0xff}, {0xf2, 0xb1, 0x79, 0xff},
		{0xf5, 0x95, 0x63, 0xff}, {0xf6, 0x7c, 0x5f, 0xff}, {0xf6, 0x5e, 0x3b, 0xff}, {0xed, 0xcf, 0x72, 0xff},
		{0xed, 0xcc, 0x61, 0xff}, {0xed, 0xc8, 0x50, 0xff}, {0xed, 0xc5, 0x3f, 0xff}, {0xed, 0xc2, 0x2e, 0xff}}
	bits := 0
	for v := value; v > 1; v >>= 1 {
		bits++
	}
	dark, light := color.NRGBA{0x77, 0x6e, 0x65, 0xff}, color.NRGBA{0xf9, 0xf6, 0xf2, 0xff}
	switch {
	case bits == 0:
		return scale[0], dark
	case bits > len(scale):
		return color.NRGBA{0x3c, 0x3a, 0x32, 0xff}, light
	case bits <= 2:
		return scale[bits-1], dark
	}
	return scale[bits-1], light
}

// errTooLarge stops an encoding that has passed Options.MaxBytes.
var errTooLarge = errors.New("boardgif: larger than the limit")

// Encode writes count boards (all of one size: a solution's or a game's, the first the start),
// each made by grid(k) when it is drawn, to w as an animated GIF that loops, and says what it
// wrote. Under MaxBytes it samples: the frames are the boards 0, k, 2k, ... and always the last,
// each shown for Delay, the last for Hold; k is the least that fits, found by encoding with k = 1
// and, when the file outgrows MaxBytes, again with k raised by the bytes per frame measured so far
// (to leave a tenth spare), until it fits. When even the first and last boards alone do not fit,
// Shrink halves the tiles' side and starts again; without it (or at the smallest tiles) that is an
// error. Only the boards drawn are asked for (and some spaced evenly for the palette),
// so a solution of millions of steps need not be held as boards.
func Encode(w io.Writer, count int, grid func(k int) board.Grid, opt Options) (Result, error) {
	if count <= 0 {
		return Result{}, errors.New("no boards to animate")
	}
	first := grid(0)
	if first.N < 1 || len(first.Tiles) != first.N*first.N {
		return Result{}, fmt.Errorf("board 0 is %d-by-%d with %d tiles", first.N, first.N, len(first.Tiles))
	}
	p := newPainter(count, grid, opt, 0)
	last := count - 1
	for every := 1; ; {
		var out bytes.Buffer
		frames, err := p.encode(&limitWriter{w: &out, max: opt.MaxBytes}, count, grid, every, opt)
		switch {
		case err == nil:
			res := Result{Frames: frames, Every: every, Bytes: out.Len(), Width: p.size, Height: p.size, Cell: p.cell, Gap: p.gap,
				Numbers: !p.plain}
			_, err := out.WriteTo(w)
			return res, err
		case !errors.Is(err, errTooLarge):
			return Result{}, err
		case every >= last && opt.Shrink && p.cell > minCell:
			// Not even the first and last boards fit: smaller tiles, every board again.
			p = newPainter(count, grid, opt, max(minCell, p.cell/2))
			every = 1
			continue
		case every >= last:
			return Result{}, fmt.Errorf("even the first and last boards alone take more than %s as a GIF: allow more, or smaller tiles",
				words.Bytes(int64(opt.MaxBytes)))
		}
		// frames were written before the file passed MaxBytes: project the whole at that rate.
		total := frameCount(last, every)
		projected := float64(opt.MaxBytes) * float64(total) / float64(max(frames, 1))
		next := int(float64(every)*projected/(0.9*float64(opt.MaxBytes))) + 1
		every = min(max(next, every+1), last)
	}
}

// minCell is the smallest tile Shrink draws, in pixels: a coloured square still tells one tile
// from another.
const minCell = 2

// frameCount is how many frames sampling every k of boards 0..last makes: 0, k, 2k, ... and last.
func frameCount(last, k int) int {
	n := last/k + 1
	if last%k != 0 {
		n++
	}
	return n
}

// limitWriter passes writes on until max bytes (0: no bound) have gone through, then fails.
type limitWriter struct {
	w       io.Writer
	max, n  int
	stopped bool
}

func (l *limitWriter) Write(b []byte) (int, error) {
	if l.max > 0 && l.n+len(b) > l.max {
		l.stopped = true
		return 0, errTooLarge
	}
	l.n += len(b)
	return l.w.Write(b)
}
