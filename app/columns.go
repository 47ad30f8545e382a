package app

import "fyne.io/fyne/v2"

// columnsLayout lays its objects out as a table, row by row, cols to a row: each column as wide
// as its widest cell and each row as tall as its tallest, so that no figure wraps mid-number; a
// table wider than its room scrolls (put it in a container.Scroll).
type columnsLayout struct{ cols int }

// sizes are the columns' widths and the rows' heights.
func (l columnsLayout) sizes(objs []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, l.cols)
	heights = make([]float32, (len(objs)+l.cols-1)/l.cols)
	for i, o := range objs {
		m := o.MinSize()
		widths[i%l.cols] = max(widths[i%l.cols], m.Width)
		heights[i/l.cols] = max(heights[i/l.cols], m.Height)
	}
	return widths, heights
}

func (l columnsLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	widths, heights := l.sizes(objs)
	var y float32
	for r, h := range heights {
		var x float32
		for c, w := range widths {
			if i := r*l.cols + c; i < len(objs) {
				objs[i].Move(fyne.NewPos(x, y))
				objs[i].Resize(fyne.NewSize(w, h))
			}
			x += w
		}
		y += h
	}
}

func (l columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widths, heights := l.sizes(objs)
	var s fyne.Size
	for _, w := range widths {
		s.Width += w
	}
	for _, h := range heights {
		s.Height += h
	}
	return s
}
