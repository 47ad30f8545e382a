package boardview

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"
)

// The board's frame and its empty cells never move: they are one picture (newBackdrop), drawn from
// a texture made once a size. Under software OpenGL every painted frame fills each object's whole
// rectangle through its shader, and a rounded rectangle's is the dearest: the frame and a
// rectangle per cell cost more than the moving tiles did.

// newBackdrop is the picture of the frame and the empty cells at the renderer's last Layout.
func newBackdrop(r *boardRenderer) *canvas.Raster {
	return canvas.NewRaster(func(w, h int) image.Image { return r.drawBackdrop(w, h) })
}

// drawBackdrop draws the frame (board colour, corners rounded by 1.5 gaps) and the n-by-n empty
// cells (corners rounded by 8% of a cell) at w by h pixels, edges smoothed as the painter smooths
// a rounded rectangle's.
func (r *boardRenderer) drawBackdrop(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if w < 1 || h < 1 || r.side <= 0 {
		return img
	}
	s := float64(w) / float64(r.side) // pixels a point
	fillRounded(img, 0, 0, float64(w), float64(h), float64(r.gap)*1.5*s, boardColor)
	cell, radius := float64(r.cell)*s, float64(r.cell)*0.08*s
	for i := range r.n * r.n {
		p := r.cellPos(i).Subtract(r.origin)
		fillRounded(img, float64(p.X)*s, float64(p.Y)*s, cell, cell, radius, emptyColor)
	}
	return img
}

// fillRounded paints a rectangle with corners rounded by radius over img, in pixels, each pixel
// covered by the part of it inside (so the edges are smooth). Only the pixels near a corner ask
// for a distance to a circle, and a pixel wholly inside takes an opaque colour as it is: the page
// draws this at its start and at every resize, a million pixels on a phone's board.
func fillRounded(img *image.RGBA, x0, y0, w, h, radius float64, c color.NRGBA) {
	radius = min(radius, w/2, h/2)
	cx, cy := x0+w/2, y0+h/2
	hx, hy := w/2-radius, h/2-radius
	solid := [4]uint8{c.R, c.G, c.B, c.A}
	b := img.Bounds().Intersect(image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x0+w)), int(math.Ceil(y0+h))))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		fy := math.Abs(float64(y) + 0.5 - cy)
		dy := max(fy-hy, 0)
		for x := b.Min.X; x < b.Max.X; x++ {
			fx := math.Abs(float64(x) + 0.5 - cx)
			dx := max(fx-hx, 0)
			// distance outside the rounded rectangle (negative inside): along a straight edge the
			// distance to that edge, near a corner the distance to its circle
			d := max(fx-w/2, fy-h/2)
			if dx != 0 && dy != 0 {
				d = math.Hypot(dx, dy) - radius
			}
			cover := min(max(0.5-d, 0), 1)
			switch {
			case cover == 1 && c.A == 255:
				i := img.PixOffset(x, y)
				copy(img.Pix[i:i+4:i+4], solid[:])
			case cover > 0:
				blendOver(img, x, y, c, cover)
			}
		}
	}
}

// blendOver puts colour c at coverage cover over pixel (x, y) of a premultiplied image.
func blendOver(img *image.RGBA, x, y int, c color.NRGBA, cover float64) {
	i := img.PixOffset(x, y)
	a := float64(c.A) / 255 * cover
	px := img.Pix[i : i+4 : i+4]
	for k, v := range [3]uint8{c.R, c.G, c.B} {
		px[k] = uint8(math.Round(float64(v)*a + float64(px[k])*(1-a)))
	}
	px[3] = uint8(math.Round(255*a + float64(px[3])*(1-a)))
}
