package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/session/sessiontest"
)

// BenchmarkNewWindow is the app's window built as at start (newUI, Board10 shown, the window
// sized), in Fyne's test driver: most of the page's time from its last byte to ready.
func BenchmarkNewWindow(b *testing.B) {
	a := test.NewTempApp(b)
	b.ReportAllocs()
	for b.Loop() {
		w := a.NewWindow("Tilesolve")
		u := newUI(a, w, &fakePicker{}, sessiontest.NewQueue().Do)
		u.start(nil)
		w.Resize(fyne.NewSize(1180, 760))
		u.play.s.Close()
		w.Close()
	}
}
