// Package sliding holds the astar family's fast paths for the n-by-n sliding puzzle: Beam over
// whole boards, which finishes the fast solver's answers on 5x5 and 6x6 (beam.go, its layer's
// steps spread over the cores in beam_layer.go), and IDA over pdb's tables, which finds the
// 15-puzzle's shortest answers (ida.go: astar.IDA's loop, search.Deepen, with an iteration
// searched in place, the estimate kept move by move through a pdb.Estimator; ida_parallel.go: a
// large iteration shared by the cores; prune.go: an automaton that skips duplicate paths). A
// state is the cell of each tile (pos) or the tile on each cell (cells); the board package's
// parity rule says which states can reach the goal. Each takes a context and one options value
// (astar.Options; IDAOptions adds the tables') and returns astar's Result with its moves,
// figures and the Limit that stopped it, counted on astar's Meter.
package sliding
