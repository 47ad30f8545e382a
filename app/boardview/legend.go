package boardview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/board"
)

// Legend is one line per mark the view draws on a board of kind k, its colour beside its meaning,
// for a panel next to the board.
func Legend(k board.Kind) []fyne.CanvasObject {
	swatch := func(c color.Color, text string) fyne.CanvasObject {
		r := canvas.NewRectangle(nil)
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = c, 3, 3
		r.SetMinSize(fyne.NewSquareSize(16))
		return container.NewHBox(container.NewCenter(r), widget.NewLabel(text))
	}
	if k == board.KindSliding {
		return []fyne.CanvasObject{swatch(changedColor, "tile that moved"),
			container.NewHBox(container.NewCenter(tileSwatch(slideTileHome)), widget.NewLabel("tile in its goal cell"))}
	}
	return []fyne.CanvasObject{swatch(spawnedColor, "new tile"), swatch(changedColor, "merged tile")}
}

func tileSwatch(c color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(c)
	r.CornerRadius = 3
	r.SetMinSize(fyne.NewSquareSize(16))
	return r
}
