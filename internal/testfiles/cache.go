package testfiles

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Databases is the folder the tests keep the 4x4 pattern databases in: one for every package's
// tests, so that a database is built once a machine, not once a package.
var Databases = filepath.Join(os.TempDir(), "tilesolve-test-databases")

// Main is a package's TestMain for tests that may write to the user's cache folder (pattern
// databases, Fyne's font index): it runs them with the cache folder in the temporary one
// (useTempCache) and exits with their status.
func Main(m *testing.M) {
	useTempCache()
	os.Exit(m.Run())
}

// useTempCache points the user's cache folder (os.UserCacheDir, where the pattern databases go
// by default) at tilesolve-test-cache in the system's temporary folder, so that no test writes to
// the real one and the databases a test builds are built once, not once a run. Main calls it
// before the tests run; programs the tests start inherit it.
func useTempCache() {
	dir := filepath.Join(os.TempDir(), "tilesolve-test-cache")
	switch runtime.GOOS {
	case "windows":
		os.Setenv("LocalAppData", dir)
	case "darwin", "ios":
		os.Setenv("HOME", dir) // the cache is $HOME/Library/Caches
	case "plan9":
		os.Setenv("home", dir)
	default:
		os.Setenv("XDG_CACHE_HOME", dir)
	}
}
