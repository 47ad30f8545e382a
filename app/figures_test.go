package app

import (
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/board"
)

// metricTexts is what the metrics panel shows beside each metric.
func metricTexts(u *ui) []string {
	var out []string
	for _, v := range u.metrics.values {
		out = append(out, v.Text)
	}
	return out
}

// An invalid board has no figures: every metric says "—" with the reason, not the last valid
// board's value, and every invalid cell is outlined, not only the first.
func TestFiguresFollowTheBoard(t *testing.T) {
	u, _, _ := newTestUI(t)
	typeOnBoard(u, 0, "3")
	typeOnBoard(u, 1, "5")
	for i, v := range metricTexts(u) {
		if v != noFigure {
			t.Errorf("metric %s of an invalid board shows %q", u.metrics.names[i], v)
		}
	}
	if !u.metrics.why.Visible() || !strings.Contains(u.metrics.why.Text, "tile 3 is not") {
		t.Errorf("the reason shown is %q (visible %v)", u.metrics.why.Text, u.metrics.why.Visible())
	}
	if bad := u.view.Invalid(); len(bad) != 2 || bad[0] == "" || bad[1] == "" {
		t.Errorf("outlined cells %v, want 0 and 1", bad)
	}
	typeOnBoard(u, 0, "0")
	typeOnBoard(u, 1, "0")
	if bad := u.view.Invalid(); len(bad) != 0 || u.metrics.why.Visible() || metricTexts(u)[0] == noFigure {
		t.Errorf("valid again: outlined %v, reason shown %v, figures %v", bad, u.metrics.why.Visible(), metricTexts(u))
	}

	// A sliding puzzle with a tile twice: both copies outlined, Solvable not "yes".
	u.ed.kind.SetSelected(labelSliding)
	if u.prompt != nil { // the edits typed and deleted left Board10 changed
		u.prompt.discard.OnTapped()
	}
	typeOnBoard(u, 1, "1") // the solved 4x4 has 1 at cell 0
	if bad := u.view.Invalid(); len(bad) != 2 || bad[0] == "" || bad[1] == "" {
		t.Errorf("a duplicate tile: outlined %v, want cells 0 and 1", bad)
	}
	for i, v := range metricTexts(u) {
		if v != noFigure {
			t.Errorf("metric %s of a puzzle with a duplicate shows %q", u.metrics.names[i], v)
		}
	}
}

// A tile longer than any board holds is refused with a word why, not cut silently.
func TestOverlongTileRefused(t *testing.T) {
	u, _, _ := newTestUI(t)
	typeOnBoard(u, 0, "99999999999999")
	if got := u.ed.edit.Cell(0); got != "9999999999" {
		t.Errorf("the cell holds %q", got)
	}
	if !strings.Contains(u.status.Text, "10 digits at most") {
		t.Errorf("status %q", u.status.Text)
	}
	if bad := u.view.Invalid(); bad[0] == "" {
		t.Errorf("the 10-digit tile is not outlined: %v", bad)
	}
}

// The limits of n read the same, with the kinds' limits, however the board came: a file whose n
// no kind takes, a 2048 board larger than 2048 boards go, a paste too large.
func TestSizeLimitsOneWording(t *testing.T) {
	const limits = "sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16"
	for _, tc := range []struct{ name, content string }{
		{"n200.txt", "200\n"},
		{"n20.txt", "20\n" + strings.Repeat("2 ", 400)},
	} {
		u, picker, q := newTestUI(t)
		openFile(t, u, picker, q, tc.name, tc.content)
		if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "board size n = ") || !strings.Contains(text, limits) {
			t.Errorf("%s: %q", tc.name, text)
		}
	}
	u, _, _ := newTestUI(t)
	u.app.Clipboard().SetContent(strings.Repeat("1 ", 128*128))
	pressShortcut(u, ctrlV)
	if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "board size n = 128") || !strings.Contains(text, limits) {
		t.Errorf("paste: %q", text)
	}
}

// Large figures in the metrics panel have thousands separators, as the details line's do.
func TestMetricsGroupThousands(t *testing.T) {
	u, _, _ := newTestUI(t)
	b, err := board.New(board.NewGrid(4, []int{65536, 32768, 16384, 8192, 4096, 2048, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2}),
		board.Kind2048, board.Settings{Goal: 2048, Spawn: board.RightColumn})
	if err != nil {
		t.Fatal(err)
	}
	u.metrics.show(b)
	texts := strings.Join(metricTexts(u), " ")
	if !strings.Contains(texts, "65,536") || strings.Contains(texts, "65536") {
		t.Errorf("metrics %q: want 65,536 with its separator", texts)
	}
}
