package astar

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testproblems"
)

// puzzle8 is the 8-puzzle as a Problem: a state is the cells, a move the cell the blank goes to.
func puzzle8(start [9]uint8, h func([9]uint8) int) Problem[[9]uint8, [9]uint8, int] {
	return Problem[[9]uint8, [9]uint8, int]{
		Start: start,
		Successors: func(s [9]uint8, visit func(int, [9]uint8)) {
			b := slices.Index(s[:], 0)
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				r, c := b/3+d[0], b%3+d[1]
				if r < 0 || r > 2 || c < 0 || c > 2 {
					continue
				}
				t := s
				t[b], t[r*3+c] = t[r*3+c], 0
				visit(r*3+c, t)
			}
		},
		Key:       func(s [9]uint8) [9]uint8 { return s },
		IsGoal:    func(s [9]uint8) bool { return s == [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 0} },
		Heuristic: h,
	}
}

func hamming8(s [9]uint8) int {
	n := 0
	for i, t := range s {
		if t != 0 && int(t) != i+1 {
			n++
		}
	}
	return n
}

func manhattan8(s [9]uint8) int {
	n := 0
	for i, t := range s {
		if t != 0 {
			n += abs(i/3-int(t-1)/3) + abs(i%3-int(t-1)%3)
		}
	}
	return n
}

// referenceOrder is the order A* expands states in, written apart from frontierSearch with a
// list scanned for its least entry: f, then the deeper, then the first generated; a state is
// queued again only by a shorter path, and an entry left behind by one is dropped.
func referenceOrder(p Problem[[9]uint8, [9]uint8, int], priority func(s [9]uint8, g int) int) [][9]uint8 {
	type item struct {
		s       [9]uint8
		g, f, n int
	}
	best := map[[9]uint8]int{p.Start: 0}
	open := []item{{p.Start, 0, priority(p.Start, 0), 0}}
	made := 1
	var order [][9]uint8
	for len(open) > 0 {
		k := 0
		for i, it := range open {
			b := open[k]
			if it.f < b.f || it.f == b.f && (it.g > b.g || it.g == b.g && it.n < b.n) {
				k = i
			}
		}
		it := open[k]
		open = slices.Delete(open, k, k+1)
		if best[it.s] < it.g {
			continue
		}
		order = append(order, it.s)
		if p.IsGoal(it.s) {
			return order
		}
		p.Successors(it.s, func(_ int, t [9]uint8) {
			if g, seen := best[t]; seen && g <= it.g+1 {
				return
			}
			best[t] = it.g + 1
			open = append(open, item{t, it.g + 1, priority(t, it.g+1), made})
			made++
		})
	}
	return order
}

// record runs search with an Observer and keeps what it heard.
type record[S any] struct {
	heard   []Expansion[S]
	waiting [][]Waiting[S]
}

func (r *record[S]) observer() Observer[S] {
	return func(e *Expansion[S]) {
		r.heard = append(r.heard, *e)
		r.waiting = append(r.waiting, e.Waiting(4))
	}
}

// pathTo follows the Parents heard back from the last expansion.
func (r *record[S]) pathTo() []S {
	at := map[int]int{}
	for i, e := range r.heard {
		at[e.Node] = i
	}
	var path []S
	for i := len(r.heard) - 1; ; {
		e := r.heard[i]
		path = append([]S{e.State}, path...)
		if e.Parent < 0 {
			return path
		}
		i = at[e.Parent]
	}
}

// TestObserverReplaysAStar records A* on random 8-puzzles under three heuristics and checks the
// recording against the search itself: as many expansions as its Stats.Expanded, ending on the
// goal, the parents heard giving its answer, the answer as long as breadth-first's, the order
// that of a reference A* with the same tie-breaking, and the frontier figures.
func TestObserverReplaysAStar(t *testing.T) {
	dist := testproblems.Exact3x3()
	rng := rand.New(rand.NewPCG(32, 1))
	heuristics := map[string]func([9]uint8) int{"zero": nil, "hamming": hamming8, "manhattan": manhattan8}
	for trial := range 12 {
		var start [9]uint8
		copy(start[:], testproblems.Scrambled(rng, 3, 4+trial*3))
		for name, h := range heuristics {
			p := puzzle8(start, h)
			var rec record[[9]uint8]
			res, err := AStar(context.Background(), p, Options[[9]uint8]{Observer: rec.observer()})
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.heard) != res.Stats.Expanded+1 || !rec.heard[len(rec.heard)-1].Goal {
				t.Fatalf("trial %d %s: heard %d, the search expanded %d and ended on the goal", trial, name, len(rec.heard), res.Stats.Expanded)
			}
			if got := rec.pathTo(); !slices.Equal(got, res.Path) || len(got)-1 != dist[start] {
				t.Fatalf("trial %d %s: parents heard give %d moves, the search %d, breadth-first %d", trial, name, len(got)-1, len(res.Path)-1, dist[start])
			}
			hf := h
			if hf == nil {
				hf = func([9]uint8) int { return 0 }
			}
			want := referenceOrder(p, func(s [9]uint8, g int) int { return g + hf(s) })
			for i, e := range rec.heard {
				if i >= len(want) || e.State != want[i] {
					t.Fatalf("trial %d %s: expansion %d differs from the reference order", trial, name, i)
				}
				if e.H != hf(e.State) || e.Priority != e.G+e.H || e.Closed != i {
					t.Fatalf("trial %d %s: expansion %d: g %d h %d f %d closed %d", trial, name, i, e.G, e.H, e.Priority, e.Closed)
				}
				w := rec.waiting[i]
				if e.Frontier > 0 && (len(w) == 0 || w[0].Priority != e.Next || e.Next < e.Priority) {
					t.Fatalf("trial %d %s: expansion %d: next %d, first waiting %v, f %d", trial, name, i, e.Next, w, e.Priority)
				}
				for k := 1; k < len(w); k++ {
					if w[k].Priority < w[k-1].Priority || w[k].Priority == w[k-1].Priority && w[k].G > w[k-1].G {
						t.Fatalf("trial %d %s: expansion %d: waiting out of order %v", trial, name, i, w)
					}
				}
			}
			if len(want) != len(rec.heard) {
				t.Fatalf("trial %d %s: reference expands %d, heard %d", trial, name, len(want), len(rec.heard))
			}
		}
	}
}

// TestObserverBestFirstAndBFS checks the count and the answer for the other two frontier searches.
func TestObserverBestFirstAndBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 2))
	for trial := range 6 {
		var start [9]uint8
		copy(start[:], testproblems.Scrambled(rng, 3, 6+trial*2))
		p := puzzle8(start, nil)
		rank := func(s [9]uint8) int { return -manhattan8(s) }
		for name, run := range map[string]func(Options[[9]uint8]) (Result[[9]uint8, int], error){
			"best-first": func(o Options[[9]uint8]) (Result[[9]uint8, int], error) {
				return BestFirst(context.Background(), p, rank, o)
			},
			"breadth-first": func(o Options[[9]uint8]) (Result[[9]uint8, int], error) {
				return BreadthFirst(context.Background(), p, o)
			},
		} {
			var rec record[[9]uint8]
			res, err := run(Options[[9]uint8]{Observer: rec.observer()})
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.heard) != res.Stats.Expanded+1 || !slices.Equal(rec.pathTo(), res.Path) {
				t.Fatalf("trial %d %s: heard %d for %d expanded, or the parents heard are not the answer", trial, name, len(rec.heard), res.Stats.Expanded)
			}
			for i, e := range rec.heard {
				if name == "best-first" && (e.Priority != rank(e.State) || e.Frontier > 0 && e.Next > e.Priority) ||
					name == "breadth-first" && (e.Priority != e.G || e.H != 0) {
					t.Fatalf("trial %d %s: expansion %d: %+v", trial, name, i, e)
				}
			}
		}
	}
}

// TestObserverIDA checks IDA*'s expansions and iterations against its own figures on mazes.
func TestObserverIDA(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 3))
	for trial := range 40 {
		m := randomMaze(rng, 3+rng.IntN(4), 3+rng.IntN(4), 0.2)
		manhattan := func(i int) int { return m.W - 1 - i%m.W + m.H - 1 - i/m.W }
		w := &walker{m: m, h: manhattan}
		heard, goals := 0, 0
		var its []Iteration
		opt := IDAOptions[*walker]{Iterated: func(it Iteration) { its = append(its, it) }}
		opt.MaxDepth = m.W * m.H
		opt.Observer = func(e *Expansion[*walker]) {
			if e.Goal {
				goals++
				return
			}
			if e.Closed != heard || e.Priority > e.Bound || e.G+e.H != e.Priority {
				t.Fatalf("trial %d: expansion %d: %+v", trial, heard, *e)
			}
			heard++
		}
		res := IDA(context.Background(), w, opt)
		sum := 0
		for i, it := range its {
			sum += it.Expanded
			if i > 0 && its[i-1].Next != it.Bound {
				t.Fatalf("trial %d: iteration %d's bound %d, the one before said next %d", trial, i, it.Bound, its[i-1].Next)
			}
		}
		if heard != res.Stats.Expanded || sum != res.Stats.Expanded || (goals == 1) != res.Found ||
			res.Found && (!its[len(its)-1].Found || its[len(its)-1].Bound != len(res.Moves)) {
			t.Fatalf("trial %d: heard %d, iterations %d, expanded %d; goals %d found %v", trial, heard, sum, res.Stats.Expanded, goals, res.Found)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
