package goroutines

import (
	"runtime"
	"strings"
	"testing"
)

func parked(stop chan struct{}) { <-stop }

// In finds a goroutine waiting in a function, with its creator, and no longer once it has ended
// (a test that hung waiting for that would fail by its timeout); nothing for a name no goroutine
// runs.
func TestIn(t *testing.T) {
	stop := make(chan struct{})
	go parked(stop)
	for len(In("goroutines.parked")) == 0 {
		runtime.Gosched()
	}
	if g := In("goroutines.parked"); len(g) != 1 || !strings.Contains(g[0], "created by github.com/tilesolve/tilesolve/internal/goroutines.TestIn") {
		t.Errorf("In found %q", g)
	}
	close(stop)
	for len(In("goroutines.parked")) > 0 {
		runtime.Gosched()
	}
	if g := In("goroutines.noSuchFunction"); len(g) != 0 {
		t.Errorf("In found %q", g)
	}
}
