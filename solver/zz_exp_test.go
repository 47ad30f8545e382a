package solver

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"tilesolve/board"
)

func expStates(t *testing.T, path string, k int) ([]*board.Puzzle, []int) {
	f, err := os.Open(path)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var ps []*board.Puzzle
	var ds []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) == 0 || fs[0][0] == '#' {
			continue
		}
		n := 2
		for n*n+3 < len(fs) {
			n++
		}
		g := board.Grid{N: n, Tiles: make([]int, n*n)}
		for i := range g.Tiles {
			g.Tiles[i], _ = strconv.Atoi(fs[1+i])
		}
		p, _ := board.NewPuzzle(g)
		d, _ := strconv.Atoi(fs[n*n+1])
		ps = append(ps, p)
		ds = append(ds, d)
		if len(ps) == k {
			break
		}
	}
	return ps, ds
}

func TestExpBeamWidth(t *testing.T) {
	ps, ds := expStates(t, os.Getenv("EXP_FILE"), 5)
	for _, w := range []int{10000, 30000} {
		sum := 0.0
		began := time.Now()
		for i, p := range ps {
			s, _ := newSlidingState(p)
			b := newSlidingBeam(p.Size(), w)
			m := b.solve(context.Background(), s, time.Now().Add(time.Minute))
			sum += float64(len(m)) / float64(ds[i])
		}
		fmt.Printf("width %d: %.3f x dca, %.2f s/board\n", w, sum/float64(len(ps)), time.Since(began).Seconds()/float64(len(ps)))
	}
}
