package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// fakeScreen is a screen of the given pixels; zero: not known.
type fakeScreen fyne.Size

func (s fakeScreen) pixels() (fyne.Size, bool) { return fyne.Size(s), s.Width > 0 }

// A saved size is shrunk to the screen less its margins, in units at the screen's scale, never
// grown and never below the layout's minimum.
func TestFitScreen(t *testing.T) {
	for _, c := range []struct {
		saved, screen fyne.Size
		scale         float32
		want          fyne.Size
	}{
		{fyne.NewSize(1600, 1200), fyne.NewSize(800, 600), 1, fyne.NewSize(768, 504)},
		{fyne.NewSize(1180, 760), fyne.NewSize(1920, 1080), 1, fyne.NewSize(1180, 760)},
		{fyne.NewSize(1180, 760), fyne.NewSize(1920, 1080), 2, fyne.NewSize(944, 492)},
		{fyne.NewSize(1600, 700), fyne.NewSize(1366, 768), 1, fyne.NewSize(1334, 672)},
		{fyne.NewSize(1600, 1200), fyne.NewSize(640, 480), 1, fyne.NewSize(640, 480)},
		{fyne.NewSize(900, 700), fyne.NewSize(1024, 768), 0, fyne.NewSize(900, 672)},
	} {
		if got := fitScreen(c.saved, c.screen, c.scale, minWindow); got != c.want {
			t.Errorf("saved %v on a %v screen at scale %v: %v, want %v", c.saved, c.screen, c.scale, got, c.want)
		}
	}
}

// A window saved at 1600x1200 opens within an 800x600 screen; an unknown screen leaves the saved
// size, and a saved size that fits is kept.
func TestWindowFitsScreen(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetFloat(prefWidth, 1600)
	a.Preferences().SetFloat(prefHeight, 1200)
	u, _, _ := newTestUIOn(t, a)
	u.win.Resize(u.savedWindowSize()) // newTestUIOn sets its usual size: the start's is the saved one
	u.fitToScreen(fakeScreen{}.pixels, 1)
	if got := u.win.Canvas().Size(); got != fyne.NewSize(1600, 1200) {
		t.Errorf("no screen size known: the window is %v", got)
	}
	u.fitToScreen(fakeScreen{Width: 800, Height: 600}.pixels, 1)
	if got := u.win.Canvas().Size(); got.Width > 800-screenMarginWidth || got.Height > 600-screenMarginHeight {
		t.Errorf("on an 800x600 screen the window is %v", got)
	}
	// At scale 2 a 1600x1200-pixel screen holds 784x552 units less its margins.
	u.win.Resize(u.savedWindowSize())
	u.fitToScreen(fakeScreen{Width: 1600, Height: 1200}.pixels, 2)
	if got := u.win.Canvas().Size(); got != fyne.NewSize(784, 552) {
		t.Errorf("on a 1600x1200 screen at scale 2 the window is %v, want 784x552", got)
	}
	a.Preferences().SetFloat(prefWidth, 1000)
	a.Preferences().SetFloat(prefHeight, 700)
	u.win.Resize(u.savedWindowSize())
	u.fitToScreen(fakeScreen{Width: 1920, Height: 1200}.pixels, 1)
	if got := u.win.Canvas().Size(); got != fyne.NewSize(1000, 700) {
		t.Errorf("a screen the saved size fits: the window became %v", got)
	}
}

// The Help dialogs fit the window however small: the Close button shows whole in a 640x480
// window, and the list scrolls so that its last line (the shortcuts' note) can be reached; at a
// phone's 390 points its lines wrap instead of running past the dialog's edge.
func TestHelpFitsSmallWindow(t *testing.T) {
	u, _, _ := newTestUI(t)
	for _, size := range []fyne.Size{{Width: 640, Height: 480}, {Width: 1180, Height: 760}, {Width: 390, Height: 760}} {
		u.win.Resize(size)
		for name, show := range map[string]func(){"shortcuts": u.showShortcuts, "names": u.showNames} {
			show()
			var closeBtn *widget.Button
			var scroll *container.Scroll
			visitRendered(u.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
				switch x := o.(type) {
				case *widget.Button:
					if x.Text == "Close" {
						closeBtn = x
					}
				case *container.Scroll:
					if scroll == nil {
						scroll = x
					}
				}
				return true
			})
			if closeBtn == nil || scroll == nil {
				t.Fatalf("%v %s: Close found %v, scroll found %v", size, name, closeBtn != nil, scroll != nil)
			}
			unclipped(t, u, name+"'s Close", closeBtn)
			if w, room := scroll.Content.MinSize().Width, scroll.Size().Width; w > room+0.5 {
				t.Errorf("%v %s: the list asks for %.0f points in a dialog of %.0f: its lines are cut", size, name, w, room)
			}
			scroll.ScrollToBottom()
			last := scroll.Content
			if box, ok := last.(*fyne.Container); ok && len(box.Objects) > 0 {
				last = box.Objects[len(box.Objects)-1]
			}
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(last)
			sp := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
			if p.Y+last.Size().Height > sp.Y+scroll.Size().Height+1 || sp.Y+scroll.Size().Height > size.Height {
				t.Errorf("%v %s: scrolled to the bottom, its last part ends at %v, the scroll at %v, the window at %v",
					size, name, p.Y+last.Size().Height, sp.Y+scroll.Size().Height, size.Height)
			}
			u.dialog.Hide()
		}
	}
}
