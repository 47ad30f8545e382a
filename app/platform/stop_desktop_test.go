//go:build !js

package platform

import (
	"os"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestSignalledOnSIGTERM: after StopOnSignal, a SIGTERM to the process makes Signalled true at
// once and sets stopping; before it, neither.
func TestSignalledOnSIGTERM(t *testing.T) {
	var stopping atomic.Bool
	StopOnSignal(test.NewTempApp(t), &stopping)
	if Signalled() || stopping.Load() {
		t.Fatal("signalled before any signal")
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !Signalled() || !stopping.Load() {
		if time.Now().After(deadline) {
			t.Fatalf("5 s after a SIGTERM: Signalled %v, stopping %v", Signalled(), stopping.Load())
		}
		time.Sleep(time.Millisecond)
	}
}
