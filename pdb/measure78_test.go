package pdb

import (
	"context"
	"os"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// TestRelaxed checks the blank-less builder that TestMeasure78 measures: never above the
// blank-aware table (it is a relaxation of it), and for some placements below it.
func TestRelaxed(t *testing.T) {
	for _, tc := range []struct {
		n     int
		group []int
	}{{3, []int{1, 2, 3, 4}}, {3, []int{5, 6, 7, 8}}, {4, []int{1, 2, 5, 6, 9}}, {4, []int{10, 11, 14, 15}}} {
		geo := newGeometry(tc.n)
		var done atomic.Int64
		aware, err := buildGroup(t0ctx, geo, tc.group, &done)
		if err != nil {
			t.Fatal(err)
		}
		relaxed, err := buildGroupRelaxed(t0ctx, geo, tc.group, &done, 2)
		if err != nil {
			t.Fatal(err)
		}
		lower := 0
		for r := range aware {
			if relaxed[r] > aware[r] {
				t.Fatalf("%v placement %d: relaxed %d above blank-aware %d", tc.group, r, relaxed[r], aware[r])
			}
			if relaxed[r] < aware[r] {
				lower++
			}
		}
		if lower == 0 {
			t.Errorf("%v: the blank never mattered", tc.group)
		}
		if slices.Max(relaxed) == 0 {
			t.Errorf("%v: empty table", tc.group)
		}
	}
}

// TestMeasure78 measures what the 7-8 partition would cost, for the record; it runs only with
// PDB_MEASURE78=1 (blank-less 8 and 7), or =aware to build the 7-tile group with the blank too
// (about a minute and 0.8 GB more). It logs each group's build time, the heap, and the mean
// value over all placements, which is the mean of a sum of groups over random states; the
// 6-6-3 groups are measured the same way for comparison.
func TestMeasure78(t *testing.T) {
	mode := os.Getenv("PDB_MEASURE78")
	if mode == "" {
		t.Skip("set PDB_MEASURE78=1 (or =aware) to measure the 7-8 partition (minutes, 0.6 GB or more)")
	}
	geo := newGeometry(4)
	measure := func(name string, build func(*atomic.Int64) ([]uint8, error)) float64 {
		runtime.GC()
		var done atomic.Int64
		start := time.Now()
		table, err := build(&done)
		if err != nil {
			t.Fatal(err)
		}
		took := time.Since(start)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		sum := 0
		for _, v := range table {
			sum += int(v)
		}
		mean := float64(sum) / float64(len(table))
		t.Logf("%-28s %11d entries  %7.1fs  heap %4d MB  mean %.3f  max %d",
			name, len(table), took.Seconds(), ms.HeapSys>>20, mean, slices.Max(table))
		return mean
	}
	workers := runtime.GOMAXPROCS(0)
	aware := func(g []int) func(*atomic.Int64) ([]uint8, error) {
		return func(d *atomic.Int64) ([]uint8, error) { return buildGroup(context.Background(), geo, g, d) }
	}
	relaxed := func(g []int) func(*atomic.Int64) ([]uint8, error) {
		return func(d *atomic.Int64) ([]uint8, error) {
			return buildGroupRelaxed(context.Background(), geo, g, d, workers)
		}
	}
	var m663 float64
	for _, g := range Partition663.Groups {
		m663 += measure("6-6-3 group (blank)", aware(g))
	}
	eight := []int{1, 2, 3, 4, 5, 6, 7, 8}
	seven := []int{9, 10, 11, 12, 13, 14, 15}
	m8 := measure("7-8 group of 8 (no blank)", relaxed(eight))
	m7 := measure("7-8 group of 7 (no blank)", relaxed(seven))
	t.Logf("mean sums: 6-6-3 %.3f; 7-8 without the blank %.3f", m663, m8+m7)
	if mode == "aware" {
		m7a := measure("7-8 group of 7 (blank)", aware(seven))
		t.Logf("7-8 with the 7 blank-aware: %.3f", m8+m7a)
	}
}
