// Package web serves Tilesolve's web page (the static site scripts/web.sh writes to dist/web/):
// each file as it is, or its .br or .gz twin, compressed ahead of time, when the browser takes
// that encoding. cmd/serve-web serves it on localhost; the page's browser test serves it the same
// way. The site's sources (index.html, loader.js, the manifest) live beside this file.
package web

import (
	"crypto/sha256"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// encodings are the compressed twins looked for, best first: the file name's suffix and the
// Content-Encoding that names it.
var encodings = []struct{ suffix, name string }{{".br", "br"}, {".gz", "gzip"}}

// Handler serves the files under dir. A request for x is answered from x.br or x.gz when the
// browser accepts that encoding and the twin exists, with the Content-Type of x; otherwise from x.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		w.Header().Add("Vary", "Accept-Encoding")
		w.Header().Set("Cache-Control", "no-cache") // revalidate: a new release replaces every file
		for _, enc := range encodings {
			if !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
				continue
			}
			twin := filepath.Join(dir, filepath.FromSlash(name)+enc.suffix)
			f, err := os.Open(twin)
			if err != nil {
				continue
			}
			defer f.Close()
			fi, err := f.Stat()
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			w.Header().Set("Content-Type", contentType(name))
			w.Header().Set("Content-Encoding", enc.name)
			w.Header().Set("ETag", etag(f, fi, enc.name))
			http.ServeContent(w, r, name, fi.ModTime(), f)
			return
		}
		if t := contentType(name); t != "" {
			w.Header().Set("Content-Type", t)
		}
		if f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
			if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
				w.Header().Set("ETag", etag(f, fi, ""))
			}
			f.Close()
		}
		files.ServeHTTP(w, r)
	})
}

// etag names a file's bytes, so that a browser revalidating its copy gets the new file whenever
// it changed: Last-Modified alone counts whole seconds, and a release written in the same second
// as the copy's (or copied with its old times kept) would be answered 304 with the old page kept.
// A small file (index.html, sw.js, the loader) is named by a hash of its bytes; a large one (the
// wasm, whose URL carries its version anyway) by its size and time to the nanosecond.
func etag(f *os.File, fi os.FileInfo, encoding string) string {
	defer f.Seek(0, io.SeekStart)
	if fi.Size() <= 1<<20 {
		h := sha256.New()
		if _, err := io.Copy(h, f); err == nil {
			return fmt.Sprintf(`"%x%s"`, h.Sum(nil)[:12], encoding)
		}
	}
	return fmt.Sprintf(`"%x-%x%s"`, fi.Size(), fi.ModTime().UnixNano(), encoding)
}

// contentType is the type of a file named name; "" leaves it to http.FileServer.
func contentType(name string) string {
	switch path.Ext(name) {
	case ".wasm":
		return "application/wasm" // WebAssembly.instantiateStreaming insists on it
	case ".webmanifest":
		return "application/manifest+json"
	}
	return mime.TypeByExtension(path.Ext(name))
}

// accepts reports whether an Accept-Encoding header takes the encoding enc (q=0 refuses it).
func accepts(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
