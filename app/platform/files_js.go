//go:build js

// The browser's side of files: the page's file picker and files dropped on the page for Open, a
// download for Save As, Export Solution and Export Animation.

package platform

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"syscall/js"

	"fyne.io/fyne/v2"

	"github.com/tilesolve/tilesolve/board"
)

// OnDesktop: a file has a path (the command line names one, Open Recent lists them) and Quit
// ends the app; a browser has neither.
const OnDesktop = false

// readLimit bounds what is read of a chosen file: more than board.Read accepts, so that it says
// why a huge file is refused, without reading all of it into the page.
const readLimit = 4 << 20

// pagePicker asks the browser: its file picker to open, a download to save.
type pagePicker struct{}

// NewFilePicker is the platform's file chooser: the browser's.
func NewFilePicker(fyne.Window) FilePicker { return pagePicker{} }

// Open shows the browser's file picker from a hidden input element. A picker closed without a file
// fires "cancel" (Chromium, Firefox); where a browser fires nothing, done is never called, which
// leaves the app as it was.
func (pagePicker) Open(_ string, done func(ChosenFile, error)) {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".txt,text/plain")
	input.Set("id", "tilesolve-open")
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)
	var onChange, onCancel js.Func
	finish := func() {
		input.Call("remove")
		onChange.Release()
		onCancel.Release()
	}
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		finish()
		if files.Length() == 0 {
			fyne.Do(func() { done(ChosenFile{}, nil) })
			return nil
		}
		f := browserFile(files.Index(0))
		fyne.Do(func() { done(f, nil) })
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		finish()
		fyne.Do(func() { done(ChosenFile{}, nil) })
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	input.Call("click")
}

// Save hands done a file the browser downloads under fileName once it is written: a page cannot
// choose where the file goes (the browser's download settings do).
func (pagePicker) Save(_, fileName string, done func(ChosenFile, error)) {
	done(DownloadFile(fileName, func(data []byte) error { return download(fileName, data) }), nil)
}

// browserFile is a File the browser handed over (from the picker or a drop). Its bytes are read
// when the app reads the file, on the goroutine that opens it (never in a JavaScript callback,
// which must not wait), and no more than readLimit of them.
func browserFile(file js.Value) ChosenFile {
	name := path.Base(file.Get("name").String())
	return ChosenFile{Name: name, read: func() (board.Grid, error) {
		data, err := await(file.Call("slice", 0, readLimit).Call("arrayBuffer"))
		if err != nil {
			return board.Grid{}, fmt.Errorf("the browser could not read %s: %w", name, err)
		}
		buf := make([]byte, data.Get("byteLength").Int())
		js.CopyBytesToGo(buf, js.Global().Get("Uint8Array").New(data))
		return board.Read(bytes.NewReader(buf))
	}}
}

// await waits for a JavaScript promise; call it from a goroutine, not a JavaScript callback.
func await(promise js.Value) (js.Value, error) {
	type answer struct {
		v   js.Value
		err error
	}
	ch := make(chan answer, 1)
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- answer{v: args[0]}
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		err := errors.New("rejected")
		if len(args) > 0 && args[0].Truthy() {
			err = errors.New(args[0].Call("toString").String())
		}
		ch <- answer{err: err}
		return nil
	})
	promise.Call("then", then, fail)
	a := <-ch
	then.Release()
	fail.Release()
	return a.v, a.err
}

// download offers data to the user as a file named name, as a link with a download attribute does.
func download(name string, data []byte) error {
	global := js.Global()
	arr := global.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := global.Get("Blob").New([]any{arr}, map[string]any{"type": "application/octet-stream"})
	url := global.Get("URL").Call("createObjectURL", blob)
	doc := global.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any { // once the browser has taken the bytes
		global.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	global.Call("setTimeout", revoke, 60_000)
	return nil
}

// ListenForDrops opens the first file dropped on the page (Fyne's web driver takes no drops).
func ListenForDrops(_ fyne.Window, open func(ChosenFile)) {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "dragover", js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("preventDefault") // or the browser opens the file in the tab
		return nil
	}))
	doc.Call("addEventListener", "drop", js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		ev.Call("preventDefault")
		files := ev.Get("dataTransfer").Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := browserFile(files.Index(0))
		fyne.Do(func() { open(f) })
		return nil
	}))
}
