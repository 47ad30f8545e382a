package app

import (
	"image/color"
	"tilesolve/board"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// showMetrics lists b's metrics beside the board, reusing the labels while the names stay.
func (u *ui) showMetrics(b board.Board) {
	ms := b.Metrics()
	same := len(ms) == len(u.metricNames)
	for i := 0; same && i < len(ms); i++ {
		same = ms[i].Name == u.metricNames[i]
	}
	if !same {
		u.metricNames = u.metricNames[:0]
		u.metricValues = u.metricValues[:0]
		objs := make([]fyne.CanvasObject, 0, 2*len(ms))
		for _, m := range ms {
			v := widget.NewLabel(metricValue(m.Value))
			u.metricNames = append(u.metricNames, m.Name)
			u.metricValues = append(u.metricValues, v)
			// Values as wide as a large one, so that stepping through a solution never moves
			// the board.
			objs = append(objs, widget.NewLabelWithStyle(metricLabel(m.Name), fyne.TextAlignTrailing, fyne.TextStyle{Italic: true}),
				container.New(atLeast{fyne.NewSize(textWidth("9999999"), 0)}, v))
		}
		u.metricsForm.Objects = objs
		u.metricsForm.Refresh()
		u.setLegend(b.Kind())
		return
	}
	for i, m := range ms {
		u.metricValues[i].SetText(metricValue(m.Value))
	}
}

// setLegend explains the board view's outlines for kind k.
func (u *ui) setLegend(k board.Kind) {
	swatch := func(c color.Color, text string) fyne.CanvasObject {
		r := canvas.NewRectangle(nil)
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = c, 3, 3
		r.SetMinSize(fyne.NewSquareSize(16))
		return container.NewHBox(container.NewCenter(r), widget.NewLabel(text))
	}
	if k == board.KindSliding {
		u.legend.Objects = []fyne.CanvasObject{swatch(changedColor, "tile that moved"),
			container.NewHBox(container.NewCenter(tileSwatch(slideTileHome)), widget.NewLabel("tile in its goal cell"))}
	} else {
		u.legend.Objects = []fyne.CanvasObject{swatch(spawnedColor, "new tile"), swatch(changedColor, "merged tile")}
	}
	u.legend.Refresh()
}

func tileSwatch(c color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(c)
	r.CornerRadius = 3
	r.SetMinSize(fyne.NewSquareSize(16))
	return r
}

// metricLabels are what the metrics panel calls the engine's metrics, whose names are the seeds'
// (largestTile, ...): the command line's info command prints those.
var metricLabels = map[string]string{
	"largestTile":           "Largest tile",
	"distanceWeightedScore": "Distance-weighted score",
	"leftWeightedScore":     "Left-weighted score",
	"hasWon":                "Goal reached",
	"hamming":               "Tiles out of place",
	"manhattan":             "Manhattan distance",
	"solvable":              "Solvable",
}

func metricLabel(name string) string {
	if l, ok := metricLabels[name]; ok {
		return l
	}
	return name
}

func metricValue(v string) string {
	switch v {
	case "true":
		return "yes"
	case "false":
		return "no"
	}
	return v
}
