package ntuple

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRatesResumeAsIfNeverStopped: a learner stopped after 50 games, its network and rates written
// and read into a new learner, learns from the next games exactly what the learner that was never
// stopped learns from the same games (the random source set alike in both); without the rates the
// two networks part.
func TestRatesResumeAsIfNeverStopped(t *testing.T) {
	net, _ := New(Shapes["tiny"])
	l := NewLearner(net, 1, true, 1)
	Train(t.Context(), l, 50, 0, nil)
	var netFile, rates bytes.Buffer
	if _, err := net.WriteTo(&netFile); err != nil {
		t.Fatal(err)
	}
	if err := l.WriteRates(&rates); err != nil {
		t.Fatal(err)
	}
	resumed := func(withRates bool) *Network {
		n, err := Read(bytes.NewReader(netFile.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		r := NewLearner(n, 1, true, 9)
		if withRates {
			if err := r.ReadRates(bytes.NewReader(rates.Bytes())); err != nil {
				t.Fatal(err)
			}
		}
		Train(t.Context(), r, 20, 0, nil)
		return n
	}
	l.rng = rand.New(rand.NewPCG(9, 9^0x2048)) // the games a learner seeded 9 plays
	Train(t.Context(), l, 20, 0, nil)
	same := func(a, b *Network) bool {
		for k := range a.tuples {
			for i, w := range a.tuples[k].weights {
				if b.tuples[k].weights[i] != w {
					return false
				}
			}
		}
		return true
	}
	if !same(net, resumed(true)) {
		t.Error("resumed with its rates, the learner learned other weights than the one never stopped")
	}
	if same(net, resumed(false)) {
		t.Error("resumed without its rates, the learner learned the same weights: the test shows nothing")
	}
}

// TestReadRatesRefuses: a file of another format, of another network's tables, cut short or
// altered is refused, and the learner keeps its own rates; a learner without temporal coherence
// has no rates to write.
func TestReadRatesRefuses(t *testing.T) {
	net, _ := New(Shapes["tiny"])
	l := NewLearner(net, 1, true, 1)
	Train(t.Context(), l, 20, 0, nil)
	var good bytes.Buffer
	if err := l.WriteRates(&good); err != nil {
		t.Fatal(err)
	}
	other, _ := New(Shape{{0, 1, 2}})
	var otherRates bytes.Buffer
	NewLearner(other, 1, true, 1).WriteRates(&otherRates)
	altered := bytes.Clone(good.Bytes())
	altered[len(altered)/2] ^= 0x10
	cases := map[string]struct {
		data []byte
		want string
	}{
		"empty":          {nil, "not a Tilesolve rates file"},
		"a network file": {func() []byte { var b bytes.Buffer; net.WriteTo(&b); return b.Bytes() }(), "not a Tilesolve rates file"},
		"other tables":   {otherRates.Bytes(), "tables"},
		"cut short":      {good.Bytes()[:good.Len()*2/3], ""},
		"altered":        {altered, ""},
	}
	for name, c := range cases {
		fresh := NewLearner(net, 1, true, 1)
		err := fresh.ReadRates(bytes.NewReader(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, c.want)
		}
		if fresh.ea[0][0] != [2]float32{} {
			t.Errorf("%s: the learner's rates changed", name)
		}
	}
	if err := NewLearner(net, 1, false, 1).WriteRates(&good); err == nil {
		t.Error("a learner without temporal coherence wrote rates")
	}
}
