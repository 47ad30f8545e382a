package astar

import (
	"context"
	"time"
)

// tickingCtx is a context whose Err returns only once the clock has visibly moved since the call
// began. A search looks at its context just before its clock (every CheckEvery expansions), so with
// it a ProgressEvery of 1 ns reports at every look even where the clock moves in 15.6 ms steps
// (Windows): the tests that count reports then check the same thing on every clock.
type tickingCtx struct{ context.Context }

func (c tickingCtx) Err() error {
	for t0 := time.Now(); !time.Now().After(t0); {
	}
	return c.Context.Err()
}
