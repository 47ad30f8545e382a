package boardview

import (
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestMain keeps what the tests write to the user's cache folder (Fyne's font index) out of it.
func TestMain(m *testing.M) { testfiles.Main(m) }
