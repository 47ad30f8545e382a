package catch

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// TestCatch: a panic in f comes back from Run as a *PanicError with its value and the stack
// of the goroutine that panicked; a PanicError passed on (from a worker) comes back as it was;
// f that returns gives nil. (astar/sliding's beam tests a panic on one of its workers.)
func TestRun(t *testing.T) {
	err := Run(func() { panicInABug() })
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Value != "a bug" || !strings.Contains(string(pe.Stack), "panicInABug") {
		t.Fatalf("Run gave %v", err)
	}
	if err.Error() != "internal error: a bug" {
		t.Errorf("error %q", err)
	}
	if again := Run(func() { panic(pe) }); again != error(pe) {
		t.Errorf("a PanicError passed on came back as %v", again)
	}
	if Run(func() {}) != nil {
		t.Error("Run of a function that returns gave an error")
	}
}

func panicInABug() { panic("a bug") }

// TestCrewPassesTheFirstPanicOn: Wait waits for every goroutine, then panics on the caller's
// goroutine with a helper's panic as a *PanicError; without one it returns.
func TestCrewPassesTheFirstPanicOn(t *testing.T) {
	var c Crew
	var ran atomic.Int32
	for i := range 8 {
		c.Go(func() {
			ran.Add(1)
			if i == 3 {
				panicInABug()
			}
		})
	}
	err := Run(c.Wait)
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Value != "a bug" || !strings.Contains(string(pe.Stack), "panicInABug") || ran.Load() != 8 {
		t.Fatalf("Wait gave %v after %d goroutines", err, ran.Load())
	}
	var calm Crew
	calm.Go(func() {})
	calm.Wait()
}

// TestOneRecover: the engine and the session catch a panic only through this package, so that
// a bug becomes the same *PanicError everywhere; no other of their files calls recover. (The
// app's two, around third-party libraries that panic when the desktop has no display, are the
// window's own.)
func TestOneRecover(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && rel != "." {
			if rel == "app" || rel == filepath.Join("internal", "catch") || strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "recover" {
					t.Errorf("%s calls recover(): catch a panic with catch.Run or catch.Crew", rel)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
