// The status: the latest message, whole, with no scroll position to keep.

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// messageArea shows the status label in the lines the window gives it: a message that fits
// shows whole; a longer one wraps to the last line, which ends with "…", and a click opens it in
// full. Nothing scrolls, so a later message can never show only the tops of its letters.
type messageArea struct {
	widget.BaseWidget
	label *widget.Label
	open  func(text string) // shows the whole message (a dialog)
}

// newMessageArea shows label, which wraps and ends a cut message with "…"; open shows a cut
// message in full.
func newMessageArea(label *widget.Label, open func(string)) *messageArea {
	label.Wrapping = fyne.TextWrapWord
	label.Truncation = fyne.TextTruncateEllipsis
	m := &messageArea{label: label, open: open}
	m.ExtendBaseWidget(m)
	return m
}

func (m *messageArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(m.label) }

// Tapped opens a cut message in full.
func (m *messageArea) Tapped(*fyne.PointEvent) {
	if m.Cut() {
		m.open(m.label.Text)
	}
}

// Cut says whether the message needs more lines than the area has.
func (m *messageArea) Cut() bool {
	size := m.Size()
	if size.Width <= 0 || m.label.Text == "" {
		return false
	}
	return wrappedHeight(m.label.Text, m.label.TextStyle, size.Width) > size.Height+0.5
}

// wrappedHeight is the height a label needs for text wrapped at width.
func wrappedHeight(text string, style fyne.TextStyle, width float32) float32 {
	probe := wrapLabel(text)
	probe.TextStyle = style
	probe.Resize(fyne.NewSize(width, 1))
	return probe.MinSize().Height
}
