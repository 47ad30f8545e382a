package solver

import (
	"go/ast"
	"testing"

	"github.com/tilesolve/tilesolve/internal/testfiles"
)

// TestOneEntryPoint: Solve is the one exported function that gives a Solution, so that every
// answer has Solve's whole contract (the algorithm's name, the start, a caught panic, a timeout's
// figures); each algorithm's own solve is reached through the registry (Config.Algorithm).
func TestOneEntryPoint(t *testing.T) {
	var entries []string
	for _, f := range testfiles.Sources(t, ".", 0) {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !fn.Name.IsExported() || fn.Type.Results == nil {
				continue
			}
			for _, r := range fn.Type.Results.List {
				if star, ok := r.Type.(*ast.StarExpr); ok {
					if id, ok := star.X.(*ast.Ident); ok && id.Name == "Solution" {
						entries = append(entries, fn.Name.Name)
					}
				}
			}
		}
	}
	if len(entries) != 1 || entries[0] != "Solve" {
		t.Errorf("exported functions that return a *Solution: %v, want Solve alone", entries)
	}
}
