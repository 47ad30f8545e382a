package pdb

import (
	"context"
	"runtime"
	"testing"
	"unsafe"
)

// TestBuildBytesBoundsBuild: everything Build allocates for a partition, its tables aside,
// stays within BuildBytes with every group counted (each group's queues are reused within the
// group, never between groups, so the sum bounds the whole build), and not far within it.
func TestBuildBytesBoundsBuild(t *testing.T) {
	for _, p := range []Partition{Partition555, Partition3x3} {
		t.Run(p.Name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			db, err := Build(context.Background(), p, nil)
			if err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&after)
			runtime.KeepAlive(db) // the tables count until here
			took := int64(after.TotalAlloc-before.TotalAlloc) - p.Placements() - int64(unsafe.Sizeof(*db.passing))
			if bound := p.BuildBytes(len(p.Groups)); took > bound || took < bound/2 {
				t.Errorf("the build took %d bytes beside its tables; BuildBytes says %d", took, bound)
			}
		})
	}
}
