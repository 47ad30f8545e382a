package sliding

import (
	_ "embed"
	"encoding/binary"
	"sync"
)

// Duplicate-path pruning (Taylor and Korf 1993). Many strings of blank moves have the same effect
// on the board: going around a 2x2 block one way or the other, say. IDA* would search below each
// of them. A breadth-first search over move strings on an unbounded board finds, for each effect,
// the first string (shortlex, moves in IDA's order: up, down, left, right) that has it; a later
// string with the same effect is a duplicate, and the search may skip every path that contains
// it, provided the earlier string can stand in for it wherever it is legal. On a board with
// edges that is so when the earlier string's cells, relative to the blank's start, lie within
// the later one's bounding box: the later one fitting on the board means the earlier one fits.
//
// Why every answer stays optimal: the shortlex-least shortest solution contains no duplicate
// (swapping one for its stand-in would give a legal, no longer, shortlex-less solution), so the
// pruned search still walks it. (This holds in any order of search. A transposition table
// would be safe too if the search visits paths in shortlex order: a state cut because it was
// reached before was reached by a shortlex-less path no longer, and that path followed by the
// rest of the solution would be a shortlex-less solution. IDA has none: see its comment.)
//
// The duplicates are kept as an automaton (Aho-Corasick over them, then minimized) whose state
// travels down the search with the blank: one table lookup a move and no memory a node. Moving
// back the way the blank came is the shortest duplicate (its stand-in is the empty string), so
// the automaton also does what the usual "never undo the last move" test did.
//
// Longer duplicates cut more states but make a larger table, and past 12 moves (7,794 automaton
// states) the gain is small while the table leaves the core's cache. Its table (62 KB) stays in
// the core's cache, and building it takes seconds (a search takes milliseconds), so it is built
// ahead of time and embedded (TestPruneTable checks it, and rewrites it with -update-prune).

// pruneDepth is the longest duplicate string the embedded automaton refuses.
const pruneDepth = 12

// pruneTable is newPruner(pruneDepth).next, two bytes an entry, little-endian.
//
//go:embed prune12.bin
var pruneTable []byte

// movePruner is the embedded automaton, decoded once per process and shared: it is read-only.
var movePruner = sync.OnceValue(func() *pruner {
	p := &pruner{next: make([]uint16, len(pruneTable)/2)}
	for i := range p.next {
		p.next[i] = binary.LittleEndian.Uint16(pruneTable[2*i:])
	}
	return p
})

// pruner is the automaton: next[state*4+k] is the state after blank move k (0 up, 1 down, 2
// left, 3 right), or pruned when a path ending so contains a duplicate. State 0 is the start.
type pruner struct {
	next []uint16
}

// pruned marks a move the automaton refuses.
const pruned = 0xFFFF
