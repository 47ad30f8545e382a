//go:build !js

package app

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/resources"
	"github.com/tilesolve/tilesolve/session"
)

// useWeights has the app read the learned weights from read until the test ends, from nothing
// read so far.
func useWeights(t *testing.T, read func() ([]byte, error)) {
	shipped.mu.Lock()
	saved := shipped.read
	shipped.net, shipped.read = nil, read
	shipped.mu.Unlock()
	t.Cleanup(func() {
		shipped.mu.Lock()
		shipped.net, shipped.read = nil, saved
		shipped.mu.Unlock()
	})
}

// The shipped weights read and are read once: the second ask gives the same network without
// reading the file again.
func TestShippedWeightsReadOnce(t *testing.T) {
	reads := 0
	useWeights(t, func() ([]byte, error) { reads++; return resources.Weights2048, nil })
	start := time.Now()
	a, err := shippedWeights()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("read %s (%d bytes) in %v", resources.WeightsFile, len(resources.Weights2048), time.Since(start))
	b, _ := shippedWeights()
	if a != b || reads != 1 || a.Weights() != 64<<20 {
		t.Errorf("two asks: same network %v, %d reads, %d weights", a == b, reads, a.Weights())
	}
}

// The Play panel offers the learned player beside the heuristic one; chosen, its hint gives the
// learned evaluation's move values on the classic 4x4.
func TestPlayLearnedHint(t *testing.T) {
	u, _, q := newTestUI(t)
	enterPlay(t, u)
	p := u.play
	if !strings.Contains(strings.Join(p.player.Options, "|"), session.Learned+"|"+session.Expectimax) {
		t.Fatalf("players %q", p.player.Options)
	}
	p.player.SetSelected(session.Learned)
	test.Tap(p.hintBtn)
	q.Until(t, "the hint", func() bool { return !p.s.Hinting() })
	if h := p.hint.Text; !strings.Contains(h, "Score to come (expectimax, learned)") {
		t.Errorf("learned hint %q", h)
	}
}

// A corrupt or missing weights file says so in the hint, and the heuristic gives the hint.
func TestPlayLearnedFallsBack(t *testing.T) {
	cut := resources.Weights2048[:len(resources.Weights2048)/2]
	for name, read := range map[string]func() ([]byte, error){
		"corrupt": func() ([]byte, error) { return cut, nil },
		"missing": func() ([]byte, error) { return nil, errors.New("could not fetch 2048-4x6.ntuple: HTTP 404") },
	} {
		t.Run(name, func(t *testing.T) {
			useWeights(t, read)
			u, _, q := newTestUI(t)
			enterPlay(t, u)
			p := u.play
			p.player.SetSelected(session.Learned)
			test.Tap(p.hintBtn)
			q.Until(t, "the hint", func() bool { return !p.s.Hinting() })
			h := p.hint.Text
			if !strings.HasPrefix(h, "The learned weights could not be loaded (") || !strings.Contains(h, "Expected score (expectimax)") {
				t.Errorf("hint %q", h)
			}
			if name == "missing" && !strings.Contains(h, "HTTP 404") || name == "corrupt" && !strings.Contains(h, "2048-4x6.ntuple: network file") {
				t.Errorf("hint %q does not say what went wrong", h)
			}
		})
	}
}
