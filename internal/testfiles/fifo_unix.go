//go:build unix

package testfiles

import "syscall"

// MakeFIFO makes a named pipe at path.
func MakeFIFO(path string) error { return syscall.Mkfifo(path, 0o644) }
