// Package search is the plumbing the engine's searches share, kept inside the module so that
// astar's public API is only what a library user calls: one Meter (meter.go: the context, the
// node and work budgets, the deadline, progress about every 100 ms), the Stats it counts
// (stats.go) and the Stop that ended a search with the error that says it (stop.go), IDA*'s one
// outer loop (Deepen, deepen.go), one path builder over parent links (Trace, trace.go), one
// open-addressing table with its hash Mix, as a Set (set.go) and as a Map from key to value
// (map.go), and the binary heap PQ with FirstOf, which reads a heap's first items in order (pq.go,
// firstof.go).
//
// astar's searches, its fast paths (astar/game2048, astar/sliding), the fast solver's own A* and
// IDA* (solver) and the player's expectimax (play) run on them; astar re-exports Stats, Stop and
// Iteration, which its Results carry.
package search
