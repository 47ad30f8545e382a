package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// Each file goes out as its best compressed twin the browser accepts, with the type of the file
// itself; a file without twins, or a browser that takes neither encoding, gets the file as it is.
func TestHandlerServesCompressedTwins(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"tilesolve.wasm": "raw wasm", "tilesolve.wasm.gz": "gzip wasm", "tilesolve.wasm.br": "brotli wasm",
		"index.html": "<html>", "manifest.webmanifest": "{}", "loader.js": "js", "loader.js.gz": "gzip js",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for _, tc := range []struct {
		path, accept, body, encoding, ctype string
	}{
		{"/tilesolve.wasm", "gzip, deflate, br", "brotli wasm", "br", "application/wasm"},
		{"/tilesolve.wasm", "gzip", "gzip wasm", "gzip", "application/wasm"},
		{"/tilesolve.wasm", "br;q=0, gzip", "gzip wasm", "gzip", "application/wasm"},
		{"/tilesolve.wasm", "", "raw wasm", "", "application/wasm"},
		{"/loader.js", "br, gzip", "gzip js", "gzip", "text/javascript; charset=utf-8"},
		{"/", "br, gzip", "<html>", "", "text/html; charset=utf-8"},
		{"/manifest.webmanifest", "br", "{}", "", "application/manifest+json"},
	} {
		t.Run(tc.path+" "+tc.accept, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tc.path, nil)
			req.Header.Set("Accept-Encoding", tc.accept) // set, so Go's client does not decompress
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if string(body) != tc.body || resp.Header.Get("Content-Encoding") != tc.encoding ||
				resp.Header.Get("Content-Type") != tc.ctype {
				t.Errorf("got %q, encoding %q, type %q; want %q, %q, %q", body, resp.Header.Get("Content-Encoding"),
					resp.Header.Get("Content-Type"), tc.body, tc.encoding, tc.ctype)
			}
		})
	}
}

// A browser revalidating its copy (Cache-Control: no-cache) gets 304 while the file is the same,
// and the new file once it changed, even when the new one has the old one's size and modification
// time to the second (a release written in the same second, or copied with its times kept).
func TestHandlerRevalidatesByContent(t *testing.T) {
	dir := t.TempDir()
	when := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	write := func(name, body string) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path, accept, etag string) (int, string, string) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", accept)
		if etag != "" { // a revalidation sends both, as a browser does
			req.Header.Set("If-Modified-Since", when.Format(http.TimeFormat))
			req.Header.Set("If-None-Match", etag)
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body), resp.Header.Get("ETag")
	}
	for _, tc := range []struct{ path, file, accept string }{
		{"/", "index.html", "gzip, br"},
		{"/sw.js", "sw.js.br", "br"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			write(tc.file, "version aaaa")
			code, body, etag := get(tc.path, tc.accept, "")
			if code != http.StatusOK || body != "version aaaa" || etag == "" {
				t.Fatalf("first visit: %d %q, ETag %q", code, body, etag)
			}
			if code, _, _ := get(tc.path, tc.accept, etag); code != http.StatusNotModified {
				t.Errorf("the same file revalidated: %d, want 304", code)
			}
			write(tc.file, "version ffff")
			code, body, newTag := get(tc.path, tc.accept, etag)
			if code != http.StatusOK || body != "version ffff" || newTag == etag {
				t.Errorf("a new release revalidated: %d %q, ETag %q (was %q); want 200 with the new file", code, body, newTag, etag)
			}
		})
	}
}
