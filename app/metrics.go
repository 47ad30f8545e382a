package app

import (
	"strconv"
	"strings"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// metricsPanel lists the board's metrics beside it and explains the board view's outlines.
type metricsPanel struct {
	form    *fyne.Container // name and value, a row a metric
	why     *widget.Label   // why the values are "—": the board is not valid
	names   []string        // the metrics shown, so that their labels are reused while they stay
	values  []*widget.Label
	legend  *fyne.Container
	content fyne.CanvasObject
}

func newMetricsPanel() *metricsPanel {
	m := &metricsPanel{form: container.New(layout.NewFormLayout()), legend: container.NewVBox(), why: wrapLabel("")}
	m.why.Importance = widget.DangerImportance
	m.why.Hide()
	m.content = container.NewVBox(widget.NewLabelWithStyle("Metrics", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		m.form, m.why, widget.NewSeparator(), m.legend)
	return m
}

// unknown shows that the cells make no board, so no figure describes them: every value is "—",
// with the reason below, rather than the last valid board's figures.
func (m *metricsPanel) unknown(err error) {
	for _, v := range m.values {
		v.SetText(noFigure)
	}
	if err != nil {
		m.why.SetText("No figures: " + err.Error())
		m.why.Show()
	}
}

// noFigure is a metric's value while the board is not valid.
const noFigure = "—"

// show lists b's metrics, reusing the labels while the names stay.
func (m *metricsPanel) show(b board.Board) {
	m.why.Hide()
	ms := b.Metrics()
	same := len(ms) == len(m.names)
	for i := 0; same && i < len(ms); i++ {
		same = ms[i].Name == m.names[i]
	}
	if !same {
		m.names = m.names[:0]
		m.values = m.values[:0]
		objs := make([]fyne.CanvasObject, 0, 2*len(ms))
		for _, mt := range ms {
			v := widget.NewLabel(metricText(mt))
			m.names = append(m.names, mt.Name)
			m.values = append(m.values, v)
			// Values as wide as a large one, so that stepping through a solution never moves
			// the board.
			objs = append(objs, widget.NewLabelWithStyle(metricLabel(mt.Name), fyne.TextAlignTrailing, fyne.TextStyle{Italic: true}),
				container.New(atLeast{fyne.NewSize(textWidth("9,999,999"), 0)}, v))
		}
		m.form.Objects = objs
		m.form.Refresh()
		m.setLegend(b.Kind())
		return
	}
	for i, mt := range ms {
		m.values[i].SetText(metricText(mt))
	}
}

// setLegend explains the board view's outlines for kind k.
func (m *metricsPanel) setLegend(k board.Kind) {
	m.legend.Objects = boardview.Legend(k)
	m.legend.Refresh()
}

// metricLabels are what the metrics panel calls the engine's metrics, whose names
// (largestTile, ...) the command line's info command prints.
var metricLabels = map[string]string{
	"largestTile":           "Largest tile",
	"distanceWeightedScore": "Far-from-corner score",
	"leftWeightedScore":     "Left-column score",
	"hasWon":                "Goal reached",
	"hamming":               "Tiles out of place",
	"manhattan":             "Manhattan distance",
	"solvable":              "Solvable",
	"goal":                  "Goal",
}

// metricText is a metric's value as the panel shows it: a sliding puzzle's own goal by its
// preset's name (the arrangement is on the board when the editor shows the goal).
func metricText(m board.Metric) string {
	if m.Name == "goal" {
		return session.GoalName(strings.Fields(m.Value))
	}
	return metricValue(m.Value)
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
	if n, err := strconv.Atoi(v); err == nil { // a count or a score: "1,365,601", as the details line writes figures
		return words.Group(n)
	}
	return v
}
