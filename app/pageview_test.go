package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A view over the main window (the page's Explore and Compare) takes the window's place with a
// Back button and its own keys, and Back puts the window's content and keys back and tells the
// view's owner, as closing its window does on the desktop. A second view over the first goes back
// to the first.
func TestPageViewCoversAndGoesBack(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("Tilesolve")
	mainContent := widget.NewLabel("the puzzle")
	w.SetContent(mainContent)
	heard := ""
	w.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) { heard = "main" })
	w.Resize(fyne.NewSize(390, 700))

	v := newPageView(w, "Compare searches")
	closed := false
	v.SetOnClosed(func() { closed = true })
	v.SetContent(widget.NewLabel("the figures"))
	v.Canvas().SetOnTypedKey(func(*fyne.KeyEvent) { heard = "view" })
	v.Resize(fyne.NewSize(1000, 520)) // a desktop size: the page ignores it
	v.Show()
	if w.Content() == mainContent || topView(w) != v {
		t.Fatal("the view did not take the window's place")
	}
	texts := ""
	visitRendered(w.Content(), func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *widget.Label:
			texts += x.Text + "|"
		case *widget.Button:
			texts += "[" + x.Text + "]|"
		}
		return true
	})
	for _, want := range []string{"[Back]", "Compare searches", "the figures"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the view shows %q, without %q", texts, want)
		}
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if heard != "view" {
		t.Errorf("a key went to %q while the view showed", heard)
	}

	second := newPageView(w, "Explore the search")
	second.SetContent(widget.NewLabel("a search"))
	second.Show()
	test.Tap(second.back)
	if topView(w) != v || closed {
		t.Errorf("Back from the second view: top %v, first closed %v", topView(w), closed)
	}

	test.Tap(v.back)
	if w.Content() != mainContent || topView(w) != nil || !closed {
		t.Errorf("Back left the window showing %T (top view %v), closed %v", w.Content(), topView(w), closed)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if heard != "main" {
		t.Errorf("after Back a key went to %q", heard)
	}
	test.Tap(v.back) // a second Back does nothing
	if w.Content() != mainContent {
		t.Error("a second Back changed the window")
	}
}
