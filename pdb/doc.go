// Package pdb holds additive disjoint pattern databases for the n-by-n sliding puzzle (Korf and
// Felner 2002).
//
// The tiles are split into disjoint groups. For each group a table gives, for every placement of
// that group's tiles, the fewest moves of those tiles needed to bring them home, where the other
// tiles are indistinguishable and the blank may wander through them for free. Every real move
// moves exactly one tile, and that tile is in exactly one group, so a real solution pays at least
// each group's table value, counted once: the values of the groups add up to an admissible
// estimate. That sum is far stronger than Manhattan distance (which is the same idea with groups
// of one tile and no interaction between tiles) and costs one table lookup per group.
//
// Transposing a state about the main diagonal gives a state exactly as far from the goal (the
// goal is its own transpose), so the larger of the estimates of a state and of its transpose is
// still admissible (EstimateMax). This only helps when the partition is not its own transpose
// (for one that is, the two sums are always equal): 6-6-3 and 5-5-5 are not. A goal of the
// puzzle's own whose blank is off the diagonal is no transpose of itself: its transposed lookup
// reads a second database, built for the transposed goal (DB.WithTransposed).
//
// The larger of two databases' estimates is admissible too, and two partitions whose groups cut
// across each other's count different interactions: the search maxes in a second database when
// asked (the solver pairs 6-6-3-b with 6-6-3-c).
//
// This package holds the tables only: partition, rank, build, file, storage (Store) and lookup,
// either of a whole state (Estimate) or move by move (an Estimator, which keeps a state's
// estimate as a search moves its tiles and takes them back: its inner loop). The search over
// them is the astar family's IDA* (astar/sliding.IDA); of Tilesolve's packages pdb imports only
// atomicfile (DirStore's whole-or-nothing writes), internal/catch (a Cache's build that panics
// is an error, and a group's panic reaches Build's goroutine) and internal/yield (a build lets
// the web page run), so that the tables can be built and checked on their own.
//
// Typical use: LoadOrBuild once per process (it loads the database kept in a Store, such as
// DirStore(DefaultDir()), or builds and keeps it), then astar/sliding.IDA for a shortest solution,
// or Estimate for a state's estimate. A DB is read-only and may be shared. A program that wants
// several databases together, from several goroutines, keeps them in a Cache (NewCache): each Set
// is loaded or built once, every caller waiting on its own context and budget.
package pdb
