package astar

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
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
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					got = append(got, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Name.IsExported() {
							got = append(got, s.Name.Name)
						}
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								got = append(got, n.Name)
							}
						}
					}
				}
			}
		}
	}
	slices.Sort(got)
	want := slices.Sorted(slices.Values(publicAPI))
	if !slices.Equal(got, want) {
		t.Errorf("astar exports\n%v\nwant\n%v", got, want)
	}
}
