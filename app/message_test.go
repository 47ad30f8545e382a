package app

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The status shows the latest message whole: after a message too long for its lines (cut with
// "…", opened in full by a click), a short one shows from its first line; nothing scrolls.
func TestStatusShowsTheLatestMessageWhole(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 640, Height: 480}, {Width: 1180, Height: 760}, {Width: 1400, Height: 900}} {
		u, _, _ := newTestUI(t)
		u.win.Resize(size)
		long := strings.Repeat("A lower goal needs far fewer moves; a larger budget may find this one. ", 30)
		u.setStatus(long, widget.DangerImportance)
		laidOut(u)
		if !u.message.Cut() {
			t.Fatalf("%v: a %d-character message fits the status", size, len(long))
		}
		test.Tap(u.message)
		if u.dialog == nil || !strings.Contains(overlayTexts(u.win.Canvas()), strings.TrimSpace(long)) {
			t.Errorf("%v: a click on the cut message did not open it whole", size)
		}
		u.dialog.Hide()
		short := "Opened puzzle04.txt: a 4-by-4 2048 board."
		u.setStatus(short, widget.MediumImportance)
		laidOut(u)
		if u.message.Cut() || u.message.Position().Y < 0 {
			t.Errorf("%v: the short message after a long one is cut", size)
		}
		test.Tap(u.message)
		if u.dialog != nil {
			t.Errorf("%v: a message shown whole opened a dialog", size)
		}
		visitRendered(u.win.Content(), func(o fyne.CanvasObject) bool {
			if s, ok := o.(interface{ Offset() fyne.Position }); ok && s.Offset().Y != 0 {
				t.Errorf("%v: %T scrolled", size, o)
			}
			return true
		})
	}
}

// gaveUpText is a long status message, as a search that gave up writes with its advice.
const gaveUpText = "Gave up after 2.9 s and 1,048,576 boards: the search reached its memory budget of 1 GB " +
	"(about 1,000 bytes a board). A lower goal needs far fewer moves; Beam (Search by) keeps only the best " +
	"boards of each layer and finds long answers in little memory; Best-first with the distance score " +
	"looks at fewer boards on most starts. The board is as it was: change a setting and Solve (Ctrl+Enter) again."

// renderedText is the text o draws, its lines joined by spaces.
func renderedText(o fyne.CanvasObject) string {
	var lines []string
	visitRendered(o, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok && strings.TrimSpace(t.Text) != "" {
			lines = append(lines, strings.TrimSpace(t.Text))
		}
		return true
	})
	return strings.Join(lines, " ")
}

// laidOut lays the window's content out again, as the window does once a widget's least size
// changed, until the status's height holds.
func laidOut(u *ui) {
	for range 3 {
		u.win.Content().Refresh()
	}
}

// A long message shows whole on a window with room, in as many lines as it needs; past its share
// of a small window it ends with a mark that says a click opens it, and the click opens it whole in
// a dialog that needs no scrolling. The details line wraps too.
func TestLongMessageWraps(t *testing.T) {
	for _, c := range []struct {
		size fyne.Size
		cut  bool
	}{{fyne.NewSize(1400, 900), false}, {fyne.NewSize(640, 480), true}} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(theme.DefaultTheme()) // the real app's sizes, not the test theme's
		u, _, _ := newTestUIOn(t, a)
		u.win.Resize(c.size)
		laidOut(u)
		threeLines := u.message.Size().Height
		u.setStatus(gaveUpText, widget.DangerImportance)
		laidOut(u)
		shown := renderedText(u.message)
		if c.cut {
			if !u.message.Cut() || !strings.HasSuffix(shown, cutMark) || len(shown) < 150 {
				t.Errorf("%v: cut %v, shows %q", c.size, u.message.Cut(), shown)
			}
			test.Tap(u.message)
			if u.dialog == nil || !strings.Contains(overlayTexts(u.win.Canvas()), gaveUpText) {
				t.Fatalf("%v: a click on the cut message did not open it whole", c.size)
			}
			visitRendered(u.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
				if _, ok := o.(*container.Scroll); ok {
					t.Errorf("%v: the whole message needs scrolling", c.size)
				}
				return true
			})
			u.dialog.Hide()
		} else if u.message.Cut() || shown != gaveUpText || u.message.Size().Height <= threeLines {
			t.Errorf("%v: cut %v, %v tall (three lines: %v), shows %q", c.size, u.message.Cut(), u.message.Size().Height, threeLines, shown)
		}
		short := "Opened puzzle04.txt: a 4-by-4 2048 board."
		u.setStatus(short, widget.MediumImportance)
		laidOut(u)
		if h := u.message.Size().Height; h != threeLines || renderedText(u.message) != short {
			t.Errorf("%v: a short message after the long one: %v tall, want %v; shows %q", c.size, h, threeLines, renderedText(u.message))
		}

		details := "Fast (short, not proven shortest) · 690,629 boards searched · 4.6 s (databases 0.2 s) · shortened from 444 moves · first answer in 206 ms"
		u.setDetails(details)
		laidOut(u)
		if got := renderedText(u.detailsArea); got != details && !strings.HasSuffix(got, cutMark) {
			t.Errorf("%v: the details line shows %q", c.size, got)
		} else {
			t.Logf("%v: details in %v points: %q", c.size, u.detailsArea.Size().Height, got)
		}
	}
}

// Changing the goal says something or clears what was said of the board before (the start's
// "Reach 2048").
func TestSettingChangeClearsTheOldMessage(t *testing.T) {
	u, _, _ := newTestUI(t)
	if !strings.Contains(u.status.Text, "Reach 2048") {
		t.Fatalf("start: %q", u.status.Text)
	}
	u.ed.goal.SetSelected("65536")
	if strings.Contains(u.status.Text, "2048") {
		t.Errorf("after the goal changed to 65536 the status says %q", u.status.Text)
	}
}

// The details line reads at 4.5:1 or better against the window's background on both themes.
func TestDetailsContrast(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), v})
		u, _, _ := newTestUIOn(t, a)
		u.setDetails("Fast · 1,234 boards searched · 5.01 s · first answer in 262 ms")
		var text color.Color
		visitRendered(u.details, func(o fyne.CanvasObject) bool {
			if c, ok := o.(*canvas.Text); ok && strings.Contains(c.Text, "boards") {
				text = c.Color
			}
			return true
		})
		if text == nil {
			t.Fatal("no text rendered in the details line")
		}
		bg := theme.DefaultTheme().Color(theme.ColorNameBackground, v)
		if r := contrast(text, bg); r < 4.5 {
			t.Errorf("variant %v: details contrast %.2f:1", v, r)
		} else {
			t.Logf("variant %v: details contrast %.2f:1", v, r)
		}
	}
}

// variantTheme is a theme shown in one variant, whatever the system's.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// contrast is WCAG 2's contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Figures too long for the details line end with … and open in full on a click.
func TestDetailsOpenInFull(t *testing.T) {
	u, _, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(640, 480))
	long := "Fast (short, not proven shortest) · 690,629 boards searched · 4.6 s · shortened from 444 moves · first answer in 206 ms"
	u.setDetails(long)
	laidOut(u)
	if !u.detailsArea.Cut() {
		t.Fatal("the long details fit a 640-point window")
	}
	test.Tap(u.detailsArea)
	if u.dialog == nil || !strings.Contains(overlayTexts(u.win.Canvas()), long) {
		t.Error("a click on the cut details did not open them whole")
	}
}
