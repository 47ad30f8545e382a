package testfiles

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Sources is dir's Go files that are not tests (every build's), parsed in mode, by base name:
// what a test of a package's API or layering reads. A file it cannot parse fails t.
func Sources(t testing.TB, dir string, mode parser.Mode) map[string]*ast.File {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ast.File{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, mode)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(name)] = f
	}
	return out
}

// Imports is, for each Go file in dir that is not a test (every build's), the paths it imports:
// what a test of a package's layering checks. A file it cannot parse fails t.
func Imports(t testing.TB, dir string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for name, f := range Sources(t, dir, parser.ImportsOnly) {
		paths := []string{}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			paths = append(paths, path)
		}
		out[name] = paths
	}
	return out
}

// Exported is the top-level names that dir's files other than tests export (functions, types,
// constants and variables; not methods), sorted: a package's API, which a test lists against the
// names its maintainers decided on. A file it cannot parse fails t.
func Exported(t testing.TB, dir string) []string {
	t.Helper()
	var got []string
	for _, f := range Sources(t, dir, 0) {
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
	return got
}
