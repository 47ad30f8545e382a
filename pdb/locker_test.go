package pdb

import (
	"context"
	"sync"
	"testing"
)

// lockedStore is a DirStore shared with another program that holds its keys' lock: Lock waits for
// held to be closed (the other program's build saved meanwhile) or for ctx.
type lockedStore struct {
	DirStore
	held  chan struct{}
	mu    *sync.Mutex
	locks *[]string // the keys locked, in order
	free  *int      // unlocks
}

func (s lockedStore) Lock(ctx context.Context, key string) (func(), error) {
	select {
	case <-s.held:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	*s.locks = append(*s.locks, key)
	return func() { s.mu.Lock(); *s.free++; s.mu.Unlock() }, nil
}

// A store that is a Locker is held locked under the key while LoadOrBuild looks into it: a build
// another program made while this one waited for the lock is loaded, not built again, and the lock
// is let go.
func TestLoadOrBuildWaitsForLock(t *testing.T) {
	var mu sync.Mutex
	var locks []string
	free := 0
	s := lockedStore{DirStore: DirStore(t.TempDir()), held: make(chan struct{}), mu: &mu, locks: &locks, free: &free}

	// This one waits for the lock while the other program builds and saves; then the lock is
	// let go.
	var db *DB
	var built bool
	var err error
	done := make(chan struct{})
	go func() {
		defer close(done)
		db, built, err = LoadOrBuild(t0ctx, Partition3x3, s, nil)
	}()
	other, _, err2 := LoadOrBuild(t0ctx, Partition3x3, s.DirStore, nil)
	if err2 != nil {
		t.Fatal(err2)
	}
	close(s.held)
	<-done
	if err != nil || built || db == nil || db.Size() != other.Size() {
		t.Fatalf("after the other program's build: built %v, %v", built, err)
	}
	if len(locks) != 1 || locks[0] != Key(Partition3x3) || free != 1 {
		t.Errorf("locks %q, %d unlocked", locks, free)
	}
}
