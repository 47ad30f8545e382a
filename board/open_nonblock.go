//go:build !js

package board

import "syscall"

// nonBlocking opens a file without waiting for a writer (see ReadFile).
const nonBlocking = syscall.O_NONBLOCK
