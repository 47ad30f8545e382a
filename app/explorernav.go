package app

// The explorer's moves through its recording: a step either way, a seek, playing, and its keys.

import (
	"fyne.io/fyne/v2"
)

func (e *explorer) step(d int) {
	if e.ex == nil {
		return
	}
	if d > 0 {
		e.ex.Next()
	} else {
		e.ex.Prev()
	}
	e.show()
}

func (e *explorer) seek(i int) {
	if e.ex != nil {
		e.ex.Seek(i)
		e.show()
	}
}

// togglePlay starts or stops playing: a board every explorePace until the recording stops
// playing (paused, at its end, another search chosen or the window closed).
func (e *explorer) togglePlay() {
	if e.ex == nil {
		return
	}
	ex := e.ex
	ex.SetPlaying(!ex.Playing())
	e.show()
	if !ex.Playing() {
		return
	}
	startPlayback(explorePace, e.do, func() bool {
		if e.ex != ex || !ex.Playing() { // paused, another search chosen or the window closed
			return false
		}
		ex.Next()
		e.show()
		return ex.Playing()
	})
}

func (e *explorer) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyRight:
		e.step(1)
	case fyne.KeyLeft:
		e.step(-1)
	case fyne.KeyHome:
		e.seek(0)
	case fyne.KeyEnd:
		e.seek(1 << 30)
	case fyne.KeySpace:
		e.togglePlay()
	case fyne.KeyEscape:
		e.win.Close()
	}
}
