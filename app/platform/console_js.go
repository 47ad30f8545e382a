//go:build js

package platform

import (
	"io"
	"log"
	"os"
	"strings"
)

// A page has no file system (Go's js/wasm gives every file call ENOSYS), so Fyne's app, made
// before any of ours runs, fails to create its cache folder and logs it: six lines on the
// console each load, naming nothing the user can act on. Tilesolve keeps nothing in Fyne's cache
// (the databases go to IndexedDB: dbstore_js.go). The log drops those records and passes the
// rest on.
func init() { log.SetOutput(&quietCache{w: os.Stderr}) }

// quietCache passes log records on to w but Fyne's "cache space" error and its Cause and At
// lines (the log writes each line in one Write).
type quietCache struct {
	w        io.Writer
	dropping bool
}

func (q *quietCache) Write(p []byte) (int, error) {
	line := string(p)
	switch {
	case strings.Contains(line, "Fyne error:") && strings.Contains(line, "cache space"):
		q.dropping = true
		return len(p), nil
	case q.dropping && (strings.Contains(line, "  Cause:") || strings.Contains(line, "  At:")):
		return len(p), nil
	}
	q.dropping = false
	return q.w.Write(p)
}
