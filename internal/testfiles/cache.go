package testfiles

import (
	"os"
	"path/filepath"
	"runtime"
)

// UseTempCache points the user's cache folder (os.UserCacheDir, where the pattern databases go
// by default) at tilesolve-test-cache in the system's temporary folder, so that no test writes to
// the real one and the databases a test builds are built once, not once a run. A package's
// TestMain calls it before m.Run; programs the tests start inherit it.
func UseTempCache() {
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
