package app

import (
	"image/gif"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Export Animation states the size limit, then writes one frame per step of Board10's solution in
// the board's colours; a 30,000-step solution is sampled to stay under the limit.
func TestExportAnimation(t *testing.T) {
	u, _, q := newTestUI(t)
	test.Tap(u.solveBtn)
	q.Until(t, "Board10 to be solved", func() bool { return !u.s.Solving() })
	if u.animItem.Disabled {
		t.Fatal("Export Animation is disabled with a solution")
	}
	u.animItem.Action()
	if text := overlayTexts(u.win.Canvas()); !strings.Contains(text, "under 2 MB") || !strings.Contains(text, "4 steps") {
		t.Errorf("the dialog says %q", text)
	}
	u.dialog.Hide()
	read := func(path string) *gif.GIF {
		t.Helper()
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		g, err := gif.DecodeAll(f)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	path := filepath.Join(t.TempDir(), "board10.gif")
	u.writeAnimation(path, nil)
	g := read(path)
	if len(g.Image) != 4 || !strings.HasPrefix(u.status.Text, "Exported board10.gif: 4 frames") {
		t.Errorf("%d frames, status %q", len(g.Image), u.status.Text)
	}
	// The first frame's top-left tile (256) has the board view's colour.
	fill, _ := tileColors(256, 0, false)
	b := g.Image[0].Bounds()
	r1, g1, b1, _ := g.Image[0].At(b.Min.X+b.Dx()/8, b.Min.Y+b.Dy()/8).RGBA()
	r2, g2, b2, _ := fill.RGBA()
	if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
		t.Errorf("the 256 tile is drawn %v,%v,%v, the board view's %v,%v,%v", r1>>8, g1>>8, b1>>8, r2>>8, g2>>8, b2>>8)
	}

	u.setSolution(longSolution(t, 30000))
	long := filepath.Join(t.TempDir(), "long.gif")
	u.writeAnimation(long, nil)
	st, err := os.Stat(long)
	if err != nil || st.Size() > maxAnimationBytes {
		t.Fatalf("the long animation: %v, %d bytes", err, st.Size())
	}
	if n := len(read(long).Image); n < 2 || n >= 30000 || !strings.Contains(u.status.Text, ", every ") {
		t.Errorf("the long animation has %d frames, status %q", n, u.status.Text)
	}
}
