package session

import (
	"bufio"
	"bytes"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The window reaches the engine only through the session's own types: no exported type of
// session is an alias, and no exported name (a type's fields and methods, a function, a variable
// or a constant) names a type of an engine package. An alias (Solution = solver.Solution) passed
// app's import test (TestWindowReachesEngineThroughSession) while the window held the engine's own
// values, so an engine change reached the widgets. board (the rules the window draws) and words
// (the English) are the engine packages the window may see, as the import test allows.
func TestWindowTypesAreSessions(t *testing.T) {
	pkg := exportedSession(t)
	found := engineNames(pkg)
	for _, f := range found {
		t.Errorf("session's %s", f)
	}
	if len(found) > 0 {
		t.Log("give session its own type for each, made from the engine's value inside session (as Progress is)")
	}
	if n := len(pkg.Scope().Names()); n < 50 {
		t.Fatalf("read only %d names of session's export data", n)
	}
}

// windowMay are the module's packages the window may see in session's API: session's own, the
// board it draws and the English it shows. Any other package of the module is the engine's.
var windowMay = []string{"session", "board", "words"}

const module = "github.com/tilesolve/tilesolve/"

// engineNames lists the exported names of pkg that are aliases or whose type names an engine
// package's type, each as "Name: what it names".
func engineNames(pkg *types.Package) []string {
	var found []string
	report := func(where string, typ types.Type) {
		if named := engineTypes(typ); len(named) > 0 {
			found = append(found, fmt.Sprintf("%s names %s", where, strings.Join(named, ", ")))
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		tn, ok := obj.(*types.TypeName)
		if !ok {
			report(name, obj.Type()) // a function's signature, a variable's or a constant's type
			continue
		}
		if tn.IsAlias() {
			found = append(found, fmt.Sprintf("%s is an alias of %s", name, types.TypeString(types.Unalias(tn.Type()), nil)))
			continue
		}
		for _, f := range exportedFields(tn.Type().Underlying()) {
			report(name+"."+f.Name(), f.Type())
		}
		if it, ok := tn.Type().Underlying().(*types.Interface); ok {
			for m := range it.Methods() {
				if m.Exported() {
					report(name+"."+m.Name(), m.Type())
				}
			}
		}
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for sel := range ms.Methods() {
			if sel.Obj().Exported() {
				report(name+"."+sel.Obj().Name(), sel.Type())
			}
		}
	}
	return found
}

// exportedFields are a struct's exported fields, with those an unexported embedded field
// promotes (an exported one is a field of its own, its type checked as a name of its own).
func exportedFields(typ types.Type) []*types.Var {
	s, ok := typ.(*types.Struct)
	if !ok {
		return nil
	}
	var fields []*types.Var
	for f := range s.Fields() {
		if f.Embedded() && !f.Exported() {
			embedded := f.Type()
			if p, ok := embedded.(*types.Pointer); ok {
				embedded = p.Elem()
			}
			fields = append(fields, exportedFields(embedded.Underlying())...)
		}
		if f.Exported() {
			fields = append(fields, f)
		}
	}
	return fields
}

// engineTypes names the engine's types typ is made of, walking into aliases, pointers, slices,
// maps, channels, functions, structs and type arguments but not into named types (session's own
// are checked as names of their own): a type of its own is finite, so the walk ends.
func engineTypes(typ types.Type) []string {
	var found []string
	walk := func(ts ...types.Type) {
		for _, t := range ts {
			for _, n := range engineTypes(t) {
				if !slices.Contains(found, n) {
					found = append(found, n)
				}
			}
		}
	}
	switch t := typ.(type) {
	case *types.Alias: // named by the engine's name for it (astar.Iteration, not internal/search's)
		if isEngine(t.Obj()) {
			found = append(found, types.TypeString(t, nil))
		} else {
			walk(types.Unalias(t))
		}
	case *types.Named:
		if isEngine(t.Obj()) {
			found = append(found, types.TypeString(t, nil))
		}
		for a := range t.TypeArgs().Types() {
			walk(a)
		}
	case *types.Pointer:
		walk(t.Elem())
	case *types.Slice:
		walk(t.Elem())
	case *types.Array:
		walk(t.Elem())
	case *types.Map:
		walk(t.Key(), t.Elem())
	case *types.Chan:
		walk(t.Elem())
	case *types.Signature:
		for v := range t.Params().Variables() {
			walk(v.Type())
		}
		for v := range t.Results().Variables() {
			walk(v.Type())
		}
	case *types.Struct:
		for _, f := range exportedFields(t) {
			walk(f.Type())
		}
	case *types.Interface:
		for m := range t.Methods() {
			if m.Exported() {
				walk(m.Type())
			}
		}
	}
	return found
}

// isEngine says whether a type is declared in one of the module's packages the window may not
// see (error and comparable are in none).
func isEngine(obj *types.TypeName) bool {
	if obj.Pkg() == nil {
		return false
	}
	path := obj.Pkg().Path()
	return strings.HasPrefix(path, module) && !slices.ContainsFunc(windowMay, func(p string) bool { return path == module+p })
}

// exportedSession is session's API as the compiler exports it (go list -export gives each
// package's export data from the build cache).
func exportedSession(t *testing.T) *types.Package {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}} {{.Export}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	files := map[string]string{}
	lines := bufio.NewScanner(bytes.NewReader(out))
	for lines.Scan() {
		if path, file, ok := strings.Cut(lines.Text(), " "); ok && file != "" {
			files[path] = file
		}
	}
	imp := importer.ForCompiler(token.NewFileSet(), "gc", func(path string) (io.ReadCloser, error) {
		file, ok := files[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	pkg, err := imp.Import(module + "session")
	if err != nil {
		t.Fatalf("reading session's export data: %v", err)
	}
	return pkg
}
