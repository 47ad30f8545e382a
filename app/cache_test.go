package app

import (
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestMain keeps every database a test builds out of the user's cache folder.
func TestMain(m *testing.M) { testfiles.Main(m) }
