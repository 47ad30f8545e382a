// Package pdbtest helps tests of the packages that use pattern databases (solver, session).
package pdbtest

import (
	"sync"
	"testing"

	"github.com/tilesolve/tilesolve/pdb"
)

// FirstVisit is a store as on a first visit: it says it keeps nothing (so a solve would wait for
// a build), and its loads (of the test cache's kept files, where the build that follows finds
// them) wait until Release: a build that ends when the test says.
type FirstVisit struct {
	dir     pdb.DirStore
	hold    chan struct{}
	once    sync.Once
	loading chan struct{} // closed at the first Load
	loaded  sync.Once
}

// NewFirstVisit is a held first-visit store over the test cache's folder (pdb.DefaultDir, which
// the test's TestMain points at its cache); the test's end releases it.
func NewFirstVisit(t testing.TB) *FirstVisit {
	t.Helper()
	dir, err := pdb.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	s := &FirstVisit{dir: pdb.DirStore(dir), hold: make(chan struct{}), loading: make(chan struct{})}
	t.Cleanup(s.Release)
	return s
}

// Release lets the loads through, once.
func (s *FirstVisit) Release() { s.once.Do(func() { close(s.hold) }) }

// Loading is closed once a load has begun: a solve is waiting for the held build, which a test
// can then release (Release) after a time of its choosing, rather than guess when the wait began.
func (s *FirstVisit) Loading() <-chan struct{} { return s.loading }

// Has says nothing is kept.
func (s *FirstVisit) Has(string) bool { return false }

// Load waits for Release, then reads the kept file.
func (s *FirstVisit) Load(key string) ([]byte, error) {
	s.loaded.Do(func() { close(s.loading) })
	<-s.hold
	return s.dir.Load(key)
}

// Save keeps data in the folder.
func (s *FirstVisit) Save(key string, data []byte) error { return s.dir.Save(key, data) }
