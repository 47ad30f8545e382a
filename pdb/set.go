package pdb

import (
	"context"
	"errors"
	"fmt"
	"runtime"
)

// Set is databases fetched together under one name (the 15-puzzle's pair, a board's block
// databases): a Cache loads or builds them as one, counting one progress bar for all of them.
type Set struct {
	Name  string // the cache's key beside the store: "15-puzzle", "blocks-6"...
	Parts []Partition
}

// TableBytes is the memory the set's tables take once built or loaded: what a memory budget is
// charged for them.
func (s Set) TableBytes() int64 {
	var n int64
	for _, p := range s.Parts {
		n += p.Placements()
	}
	return n
}

// BuildBytes bounds the memory building the set takes at its peak: its tables, and the working
// memory of the largest database's build, as many of its groups at once as there are
// processors (the databases are built one after another).
func (s Set) BuildBytes() int64 {
	var most int64
	for _, p := range s.Parts {
		most = max(most, p.BuildBytes(runtime.GOMAXPROCS(0)))
	}
	return s.TableBytes() + most
}

// Needs is the memory getting the set from store takes: its tables when every database is kept
// there (a load), else its build's peak (BuildBytes); the peak too for a store that cannot tell
// without loading them (no Has method).
func (s Set) Needs(store Store) int64 {
	h, ok := store.(interface{ Has(string) bool })
	if !ok {
		return s.BuildBytes()
	}
	for _, p := range s.Parts {
		if !h.Has(Key(p)) {
			return s.BuildBytes()
		}
	}
	return s.TableBytes()
}

// Kept says whether every database of the set is kept in store, so that getting it is a load.
func (s Set) Kept(store Store) bool {
	for _, p := range s.Parts {
		if !Has(store, Key(p)) {
			return false
		}
	}
	return true
}

// MemoryError refuses a set whose load or build would take more memory than the caller allows.
type MemoryError struct {
	Set    string
	Need   int64 // bytes getting it takes (Set.Needs)
	Tables int64 // bytes its tables take once built (Set.TableBytes)
	Memory int64 // the caller's budget
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("the %s pattern databases take %d MB to get (%d MB once built)", e.Set, e.Need>>20, e.Tables>>20)
}

// overBudget is the MemoryError refusing s when getting it from store would pass memory (0: no
// budget), else nil.
func (s Set) overBudget(store Store, memory int64) error {
	need := s.Needs(store)
	if memory <= 0 || need <= memory {
		return nil
	}
	return &MemoryError{Set: s.Name, Need: need, Tables: s.TableBytes(), Memory: memory}
}

// loadOrBuild loads or builds each of the set's databases in store (LoadOrBuild), counting one
// bar for all of them: the placements of the databases before one count as done. A database
// built but not saved still serves this process.
func (s Set) loadOrBuild(ctx context.Context, store Store, tell func(done, total int64)) ([]*DB, error) {
	total := s.TableBytes()
	var before int64
	var dbs []*DB
	for _, part := range s.Parts {
		db, _, err := LoadOrBuild(ctx, part, store, func(pr BuildProgress) {
			if pr.Phase == PhaseBuilding {
				tell(before+pr.AllDone, total)
			}
		})
		if err != nil && !(errors.Is(err, ErrNotSaved) && db != nil) {
			return nil, err
		}
		dbs = append(dbs, db)
		before += part.Placements()
	}
	return dbs, nil
}
