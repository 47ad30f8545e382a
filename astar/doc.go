// Package astar is Tilesolve's family of search algorithms over any problem whose every move
// costs one (unit cost: a shortest path is the one of fewest moves), one file per algorithm as
// gonum's graph/path keeps a_star.go and dijkstra.go:
//
//   - A* (astar.go) over any Problem;
//   - best-first on a score (bestfirst.go);
//   - breadth-first (bfs.go), the tests' oracle and the 2048 solver's minimality proof;
//   - beam (beam.go);
//   - IDA* (ida.go) on a Mutable state; its outer loop is also the one of the fast path over
//     pattern databases (astar/sliding.IDA), which only searches an iteration its own way.
//
// Every search has one shape: a context and one Options (problem.go: MaxNodes, the node budget;
// MaxExpanded, the work budget; MaxDepth, Deadline, Progress, an Observer) in, with what only one
// search reads given to it alone (a beam's width as an argument; IDA*'s Iterated and TableBits
// in IDAOptions), one Result out (result.go): Found, the Moves (and the Path where it stores
// states), its Stats, and Stop, why it ended early (a budget, the deadline, a cancel, a beam that
// died out). A stop is an answer, told once, in Stop: a search's error is only for what it
// cannot search at all (a Problem without Successors, Key or IsGoal; IDA*, which cannot fail,
// returns none), and Result.Err makes a stop an error for a caller that passes it on.
//
// frontier.go is the engine behind A*, best-first and breadth-first. All of them share the
// engine's plumbing, kept in the module's internal/search where only the engine sees it: one
// meter (the context, the budgets, the deadline, which Stop ended a search, progress every
// 100 ms), one Stats, one path builder over parent links, one open-addressing set and the
// binary heap. An Observer (observer.go)
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
