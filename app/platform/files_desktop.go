//go:build !js

// The desktop's file chooser (sqweek/dialog) and files dropped on the window.

package platform

import (
	"errors"
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	fynedialog "fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	native "github.com/sqweek/dialog"
)

// OnDesktop: a file has a path (the command line names one, Open Recent lists them) and Quit
// ends the app; a browser has neither.
const OnDesktop = true

// ListenForDrops opens the first file dropped on win.
func ListenForDrops(win fyne.Window, open func(ChosenFile)) {
	win.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) {
		if len(uris) > 0 {
			open(PathFile(uris[0].Path()))
		}
	})
}

// nativePicker shows the desktop's own file chooser (sqweek/dialog: GTK on Linux) and falls back
// to Fyne's dialog when that fails, for example with no GTK display.
type nativePicker struct {
	win  fyne.Window
	do   func(func()) // runs a function on the UI goroutine
	busy bool         // a chooser is open; a second request is ignored
}

// NewFilePicker is the platform's file chooser on win: the desktop's own, called off the UI
// goroutine, with Fyne's file dialog on win as the fallback.
func NewFilePicker(win fyne.Window) FilePicker {
	return &nativePicker{win: win, do: func(f func()) { fyne.Do(f) }}
}

const filterName = "Puzzle files"

func (p *nativePicker) Open(startDir string, done func(ChosenFile, error)) {
	chosen := choosePath(done)
	p.run(func() (string, error) {
		return native.File().Title("Open puzzle").Filter(filterName, "txt").SetStartDir(startDir).Load()
	}, func() { p.fyneOpen(startDir, chosen) }, chosen)
}

func (p *nativePicker) Save(startDir, fileName string, done func(ChosenFile, error)) {
	chosen := choosePath(done)
	p.run(func() (string, error) {
		return native.File().Title("Save").Filter(filterName, "txt").SetStartDir(startDir).
			SetStartFile(fileName).Save()
	}, func() { p.fyneSave(startDir, fileName, chosen) }, chosen)
}

// choosePath hands done the file at the chosen path, or no file when the path is "".
func choosePath(done func(ChosenFile, error)) func(string, error) {
	return func(path string, err error) {
		if path == "" || err != nil {
			done(ChosenFile{}, err)
			return
		}
		done(PathFile(path), nil)
	}
}

// run calls the blocking native chooser on its own goroutine and hands its answer to done on the
// UI goroutine, or calls fallback there when the chooser failed.
func (p *nativePicker) run(choose func() (string, error), fallback func(), done func(string, error)) {
	if p.busy {
		return
	}
	p.busy = true
	go func() {
		path, err := safeChoose(choose)
		p.do(func() {
			p.busy = false
			switch {
			case err == nil:
				done(path, nil)
			case errors.Is(err, native.ErrCancelled):
				done("", nil)
			default:
				fyne.LogError("native file chooser failed; using Fyne's", err)
				fallback()
			}
		})
	}()
}

// safeChoose turns the panic sqweek/dialog raises when GTK could not start into an error.
func safeChoose(choose func() (string, error)) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("native file chooser: %v", r)
		}
	}()
	return choose()
}

// pickedPath hands done the path Fyne's file dialog chose, closing the file the dialog opened
// (the app reads and writes it itself); "" when the user cancelled.
func pickedPath(f interface {
	URI() fyne.URI
	Close() error
}, err error, done func(string, error)) {
	if err != nil || f == nil {
		done("", err)
		return
	}
	_ = f.Close()
	done(f.URI().Path(), nil)
}

func (p *nativePicker) fyneOpen(startDir string, done func(string, error)) {
	d := fynedialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { pickedPath(r, err, done) }, p.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".txt"}))
	setLocation(d, startDir)
	d.Show()
}

func (p *nativePicker) fyneSave(startDir, fileName string, done func(string, error)) {
	d := fynedialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { pickedPath(w, err, done) }, p.win)
	d.SetFileName(fileName)
	setLocation(d, startDir)
	d.Show()
}

func setLocation(d *fynedialog.FileDialog, dir string) {
	if dir == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Clean(dir))); err == nil {
		d.SetLocation(l)
	}
}
