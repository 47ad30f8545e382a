package pdb

// Eval keeps a state's estimate up to date as tiles move, for IDA*: a move changes the placement
// of one group only (one group in the transposed state too), so a move costs one table lookup,
// or two with reflection, instead of a full Estimate. Its arrays are fixed-size, so Move and
// Reset allocate nothing. An Eval belongs to one goroutine; many may share a DB.
type Eval struct {
	d       *DB
	reflect bool
	// cells[0] holds the direct state's cells and cells[1] the transposed state's, each by slot:
	// the tiles of group g are at slots d.start[g] to d.start[g+1]-1, in group order.
	cells [2][maxCells]uint8
	vals  [2][maxCells]uint8 // each group's current value, direct and transposed
	sums  [2]int
}

// NewEval starts an evaluator at the state pos (pos[t]: the cell of tile t), using reflection:
// Value is the larger of the direct and the transposed sums.
func (d *DB) NewEval(pos []uint8) *Eval { return d.NewEvalReflection(pos, true) }

// NewEvalReflection is NewEval with reflection on or off, so that its worth can be measured: off,
// Value is the direct sum and Move does one lookup instead of two.
func (d *DB) NewEvalReflection(pos []uint8, useReflection bool) *Eval {
	e := &Eval{d: d, reflect: useReflection}
	e.Reset(pos)
	return e
}

// UseReflection says whether Value includes the transposed state.
func (e *Eval) UseReflection() bool { return e.reflect }

// Reset moves the evaluator to the state pos, as NewEval would start it.
func (e *Eval) Reset(pos []uint8) {
	d := e.d
	for t := 1; t < d.c; t++ {
		e.cells[0][d.slot[t]] = pos[t]
		// In the transposed state, tile reflTile[t] stands on pos[t] transposed.
		e.cells[1][d.slot[d.reflTile[t]]] = d.reflCell[pos[t]]
	}
	for side := range e.sums {
		e.sums[side] = 0
		for g := range d.tables {
			v := d.lookup(g, e.cells[side][d.start[g]:d.start[g+1]])
			e.vals[side][g] = v
			e.sums[side] += int(v)
		}
	}
}

// Value is the current estimate: a lower bound on the moves to the goal.
func (e *Eval) Value() int {
	if e.reflect && e.sums[1] > e.sums[0] {
		return e.sums[1]
	}
	return e.sums[0]
}

// Direct is the direct sum alone (Estimate of the current state).
func (e *Eval) Direct() int { return e.sums[0] }

// Reflected is the transposed state's sum (EstimateReflected of the current state); it is kept
// up to date only with reflection on.
func (e *Eval) Reflected() int { return e.sums[1] }

// Move records that tile (1..N*N-1) went from cell from to cell to, the blank going the other
// way; Move(tile, to, from) undoes it. Only the tile's group is looked up again (and, with
// reflection, the group of its transposed tile). from is not needed and not checked: the caller
// keeps the state and the evaluator in step.
func (e *Eval) Move(tile int, from, to uint8) {
	d := e.d
	g := int(d.groupOf[tile])
	e.cells[0][d.slot[tile]] = to
	v := d.lookup(g, e.cells[0][d.start[g]:d.start[g+1]])
	e.sums[0] += int(v) - int(e.vals[0][g])
	e.vals[0][g] = v
	if !e.reflect {
		return
	}
	rt := d.reflTile[tile]
	g = int(d.groupOf[rt])
	e.cells[1][d.slot[rt]] = d.reflCell[to]
	v = d.lookup(g, e.cells[1][d.start[g]:d.start[g+1]])
	e.sums[1] += int(v) - int(e.vals[1][g])
	e.vals[1][g] = v
}
