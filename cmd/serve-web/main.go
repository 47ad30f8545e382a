// Command serve-web serves Tilesolve's web page (make web writes it to dist/web/) on this
// computer, with the wasm sent compressed: make serve-web, then open the address it prints.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"github.com/tilesolve/tilesolve/web"
)

func main() {
	dir := flag.String("dir", "dist/web", "the site's folder (make web writes it)")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve-web: no site in %s (make web writes it): %v\n", *dir, err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("serve-web: Tilesolve at http://%s/ (Ctrl+C stops)\n", ln.Addr())
	log.Fatal(http.Serve(ln, web.Handler(*dir)))
}
