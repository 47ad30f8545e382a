package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
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
