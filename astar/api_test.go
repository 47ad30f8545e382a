package astar

import (
	"slices"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// publicAPI is everything astar exports: what a library user calls to search and reads back.
// The engine's plumbing (the meter, the set, the heap, the path builder, IDA*'s outer loop,
// panics caught) lives in the module's internal packages, out of a user's reach; a new name here
// is a decision about the library's API, made in this list.
var publicAPI = []string{
	"AStar", "Beam", "BestFirst", "BreadthFirst", "IDA", // the searches
	"Problem", "Mutable", "Keyed", "Options", "IDAOptions", "Result", "Stats", "Progress", "Stop", // in and out
	"NotStopped", "StopNodes", "StopWork", "StopTime", "StopCancelled", "StopDiedOut",
	"ErrBudget", "ErrDeadline",
	"Observer", "Expansion", "Waiting", "Retype", "Iteration", // watching a search
}

// TestPublicAPI lists the package's exported top-level names (its non-test files) against
// publicAPI.
func TestPublicAPI(t *testing.T) {
	got := testfiles.Exported(t, ".")
	want := slices.Sorted(slices.Values(publicAPI))
	if !slices.Equal(got, want) {
		t.Errorf("astar exports\n%v\nwant\n%v", got, want)
	}
}
