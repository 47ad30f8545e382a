// Package astar is Tilesolve's family of search algorithms over any problem, one file per
// algorithm as gonum's graph/path keeps a_star.go and dijkstra.go:
//
//   - A* (astar.go) over any Problem;
//   - best-first on a score (bestfirst.go);
//   - breadth-first (bfs.go), the tests' oracle and the 2048 solver's minimality proof;
//   - beam (beam.go);
//   - IDA* (ida.go) on a Mutable state; its outer loop is also the one of the fast path over
//     pattern databases (astar/sliding.IDA), which only searches an iteration its own way.
//
// Every search has one shape: a context and one Options (problem.go: MaxNodes, MaxDepth,
// Deadline, Progress, an Observer) in, with what only one search reads given to it alone (a
// beam's width as an argument; IDA*'s Iterated and TableBits in IDAOptions), one Result out:
// Found, the Moves (and the Path where it stores states), its Stats, and Stop, the Limit that
// ended it early (states stored or expanded, time, cancelled, died out) with the
// error that says the same. Callers read why a search stopped from Stop, not from the error.
//
// frontier.go is the engine behind A*, best-first and breadth-first. All of them share the
// engine's plumbing, kept in the module's internal/search where only the engine sees it: one
// meter (the context, the stored/expanded/time budgets, which Limit stopped a search, progress
// every 100 ms), one Stats (stats.go here), one path builder over parent links, one
// open-addressing set and the binary heap. An Observer (observer.go)
// hears each state A*, best-first, breadth-first and IDA* expand, and each IDA* iteration: the
// app's explorer and compare listen there.
//
// The package knows no puzzle. The fast paths written for one domain, where a generic search
// behind an interface would cost half the speed, are its subpackages, built on the same meter,
// Stats, Options and Result: astar/game2048 (best-first and beam on 2048 boards packed in a
// Board4 or in arrays) and astar/sliding (the beam over whole sliding boards, and IDA* over
// pdb's tables with duplicate-path pruning, shared between the cores). The rules, estimates and
// configuration are the solver's. Two searches live with their callers and run on the same meter:
// the fast solver's A* over a few tiles' placements (reduction/group_search.go, which generates its
// subgoal's moves inline) and the player's expectimax (play). The small test problems with
// breadth-first oracles are in the module's internal/testproblems.
package astar
