package pdb

import (
	"context"
	"os"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

func x78table(t *testing.T, path string, build func() ([]uint8, error)) []uint8 {
	if b, err := os.ReadFile(path); err == nil {
		return b
	}
	start := time.Now()
	tb, err := build()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s built in %v", path, time.Since(start))
	os.WriteFile(path, tb, 0o644)
	return tb
}

func TestX78(t *testing.T) {
	if os.Getenv("X78") == "" {
		t.Skip()
	}
	geo := newGeometry(4)
	var done atomic.Int64
	seven := []int{1, 2, 3, 4, 5, 6, 7}
	eight := []int{8, 9, 10, 11, 12, 13, 14, 15}
	t7 := x78table(t, "/tmp/x78/t7.bin", func() ([]uint8, error) { return buildGroup(context.Background(), geo, seven, &done) })
	t8 := x78table(t, "/tmp/x78/t8r.bin", func() ([]uint8, error) {
		return buildGroupRelaxed(context.Background(), geo, eight, &done, runtime.GOMAXPROCS(0))
	})
	p78 := Partition{Name: "78", N: 4, Groups: [][]int{seven, eight}}
	db78 := newDB(p78, [][]uint8{t7, t8})
	dir, _ := DefaultDir()
	b, _, err := LoadOrBuild(context.Background(), Partition663B, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := LoadOrBuild(context.Background(), Partition663C, dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	hard := positions([]uint8{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 5, 6, 4, 8, 2, 1})
	for _, tc := range []struct {
		name string
		d, e *DB
	}{{"B+C", b, c}, {"78+B", db78, b}, {"78", db78, nil}, {"78+C", db78, c}} {
		if os.Getenv("X78ONLY") != "" && os.Getenv("X78ONLY") != tc.name {
			continue
		}
		start := time.Now()
		path, st, err := tc.d.Solve(hard, SearchOptions{Also: tc.e})
		t.Logf("%-6s %d moves %v: %d expanded, %.2f s", tc.name, len(path), err, st.Expanded, time.Since(start).Seconds())
	}
}
