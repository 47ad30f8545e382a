package app

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"weak"

	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/goroutines"
	"github.com/tilesolve/tilesolve/session"
	"github.com/tilesolve/tilesolve/session/sessiontest"
)

var exploreMeasure = flag.Bool("explore-measure", false, "print the explorer's memory on a 127x127 (docs/performance.md)")

// Closing the explorer lets go of its recording: once the window is closed, nothing holds it and
// the garbage collector takes it (it stayed, held by the closed window).
func TestExplorerCloseReleasesRecording(t *testing.T) {
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	e := newExplorer(a, q.Do, hardPuzzle(t), session.Limits{}, session.Search(board.KindSliding, "manhattan"))
	q.Until(t, "the recording", func() bool { return e.ex != nil })
	recording := weak.Make(e.ex.Exploration())
	e.win.Close()
	runtime.GC()
	if recording.Value() != nil {
		t.Error("the recording is still held after the window closed")
	}
}

// TestMeasureExplorerMemory prints the Go heap (live objects after a collection, and the most
// sampled every 20 ms) while the explorer records A* on a scrambled 127x127 under the app's memory
// limit, after it shows the recording, and after its window closes: once finished, once in mid
// recording. Figures for docs/performance.md:
//
//	go test ./app -run TestMeasureExplorerMemory -explore-measure -v
func TestMeasureExplorerMemory(t *testing.T) {
	if !*exploreMeasure {
		t.Skip("figures for docs/performance.md: go test ./app -run TestMeasureExplorerMemory -explore-measure -v")
	}
	debug.SetMemoryLimit(session.DefaultMaxMemory + appMemoryMargin)
	defer debug.SetMemoryLimit(-1)
	b, err := board.NewPuzzle(board.Scramble(127, rand.New(rand.NewPCG(127, 1))))
	if err != nil {
		t.Fatal(err)
	}
	var peak atomic.Int64
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			metrics.Read(s)
			if v := int64(s[0].Value.Uint64()); v > peak.Load() {
				peak.Store(v)
			}
		}
	}()
	live := func() float64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return float64(m.HeapAlloc) / (1 << 20)
	}
	a, q := test.NewTempApp(t), sessiontest.NewQueue()
	t.Logf("before: %.0f MB live", live())
	peak.Store(0)
	began := time.Now()
	e := newExplorer(a, q.Do, b, session.Limits{}, session.Search(board.KindSliding, "manhattan"))
	q.Until(t, "the recording", func() bool { return e.ex != nil })
	t.Logf("recorded in %.1f s: %s", time.Since(began).Seconds(), e.summary.Text)
	t.Logf("recording shown: %.0f MB live, %.0f MB at the most while recording; the recording counts %.0f MB of boards",
		live(), float64(peak.Load())/(1<<20), float64(e.ex.Exploration().Memory)/(1<<20))
	e.win.Close()
	t.Logf("closed: %.0f MB live", live())

	peak.Store(0)
	e = newExplorer(a, q.Do, b, session.Limits{}, session.Search(board.KindSliding, "manhattan"))
	time.Sleep(time.Second) // the measurement's moment: a second's recording, however far it got
	e.win.Close()
	for len(goroutines.In("app.(*explorer).record")) > 0 { // the search winds down on its goroutine
		time.Sleep(10 * time.Millisecond)
		q.Drain()
	}
	q.Drain()
	t.Logf("closed 1 s into the recording: %.0f MB live once its search ended, %.0f MB at the most; shown afterwards: %v",
		live(), float64(peak.Load())/(1<<20), e.ex != nil || strings.HasPrefix(e.summary.Text, "A*"))
}
