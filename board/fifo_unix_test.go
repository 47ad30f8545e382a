//go:build unix

package board

import "syscall"

// makeFIFO makes a named pipe at path, for the tests that check such files are refused.
func makeFIFO(path string) error { return syscall.Mkfifo(path, 0o644) }
