// Package testfiles makes the files that the tests of several packages open (a small text file,
// a named pipe, which every reader of puzzles must refuse rather than wait on) and reads what a
// package's files import. It imports nothing of this module, so that any package's tests can use
// it.
package testfiles

import (
	"os"
	"path/filepath"
	"testing"
)

// Write writes content to a file called name in dir and returns its path; a failure fails t.
func Write(t testing.TB, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// FIFO makes a named pipe called name in dir and returns its path; where the system has none
// (Windows) it skips t.
func FIFO(t testing.TB, dir, name string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := MakeFIFO(path); err != nil {
		t.Skip("no named pipes here:", err)
	}
	return path
}
