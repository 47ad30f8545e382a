package solver

import (
	"context"
	"errors"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/catch"
)

// interimBuild is the memory of the database build that "auto"'s choice a would first wait for
// (a 15-puzzle's first solve: seconds natively, about a minute in the web page) when the caller
// asked for an interim answer meanwhile (c.Interim); 0 when there is none to give.
func (c Config) interimBuild(a Algorithm, b board.Board) int64 {
	if c.Interim == nil || c.Algorithm != "" && c.Algorithm != AlgoAuto || a.awaits == nil {
		return 0
	}
	return a.awaits(b, c)
}

// interimThenProven solves b with the fast solver, which does not wait for the build, while a
// (the proven search) waits for its databases on a goroutine of its own, then hands the fast
// answer to c.Interim and returns a's. The fast solve's memory budget is what the build, of
// building bytes, leaves. A fast answer that meets its lower bound is proven already: a is
// stopped and the fast answer returned (first == sol). first is the fast answer handed over, nil
// when there was none (a failure, or ctx done first).
func interimThenProven(ctx context.Context, a Algorithm, b board.Board, c Config, building int64) (first, sol *Solution, err error) {
	fast, err := Pick(b, fastName)
	if err != nil {
		return nil, nil, err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	type answer struct {
		sol *Solution
		err error
	}
	proven := make(chan answer, 1)
	go func() {
		var p answer
		if bug := catch.Run(func() { p.sol, p.err = a.solve(ctx, b, c) }); bug != nil {
			p = answer{nil, bug}
		}
		proven <- p
	}()
	// The fast solve's reports would be mistaken for the proven search's, whose database build
	// the progress shows meanwhile; it is quick and takes the first answer only.
	fc := c
	fc.Algorithm, fc.Progress, fc.Observer, fc.Iterated, fc.Improve = fastName, nil, nil, nil, 0
	if fc.MaxMemory > building { // else the build is refused for its memory, and leaves it all
		fc.MaxMemory -= building
	}
	f, ferr := solveWith(ctx, fast, b, fc)
	if ferr == nil && f != nil {
		f.Algorithm, f.Start = fast.Name, b
		if f.Proven || f.Unsolvable { // nothing for the proven search to add
			cancel(errAnswered) // not the caller's Cancel: the build goes on for later solves
			<-proven
			return f, f, nil
		}
		first = f
		c.Interim(f)
	}
	p := <-proven
	return first, p.sol, p.err
}

// errAnswered stops the proven search when the fast answer is proven already.
var errAnswered = errors.New("solver: the fast answer is proven")

// keepInterim is Solve's answer when the proven search after an interim answer, first, stopped
// with err (a StopError: cancelled, a budget): first again, not proven shortest, with the stop as
// the reason (ProofStop), so that a caller who cancels keeps the answer it was shown. Otherwise
// sol and err as they are.
func keepInterim(first, sol *Solution, err error) (*Solution, error) {
	var stop *StopError
	if first == nil || first == sol || !errors.As(err, &stop) {
		return sol, err
	}
	first.ProofStop = stop
	return first, nil
}
