package pdb

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The app's documentation names the folder the databases are kept in: the one DefaultDir gives,
// under the user cache folder (~/.cache on Linux).
func TestDocsNameTheCacheFolder(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the docs show the Linux folder; XDG_CACHE_HOME sets it on Linux only")
	}
	t.Setenv("XDG_CACHE_HOME", "/home/someone/.cache") // os.UserCacheDir's answer on Linux
	dir, err := DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	shown := "~/.cache/" + strings.TrimPrefix(filepath.ToSlash(dir), "/home/someone/.cache/") + "/" + fileName(Partition663B)
	doc, err := os.ReadFile("../docs/app.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(string(doc)), " "), "`"+shown+"`") {
		t.Errorf("docs/app.md does not name the file where it is kept, %s", shown)
	}
}
