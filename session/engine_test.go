package session

import (
	"reflect"
	"testing"
)

// The types the window's progress panel, its compare window and its page store use are the
// session's own, not the engine's under another name: an alias passed app's import test while
// the window held the engine's own types. (Solution, Config, Choice, Compared and Game are still
// named in engine.go.)
func TestWindowTypesAreSessions(t *testing.T) {
	const here = "github.com/tilesolve/tilesolve/session"
	for _, typ := range []reflect.Type{
		reflect.TypeFor[Progress](), reflect.TypeFor[Stats](), reflect.TypeFor[Phase](), reflect.TypeFor[DatabaseStore](),
	} {
		if typ.PkgPath() != here {
			t.Errorf("session's %s is %s.%s", typ.Name(), typ.PkgPath(), typ.Name())
		}
	}
}
