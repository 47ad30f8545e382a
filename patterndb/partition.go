// Package patterndb holds additive disjoint pattern databases for the n-by-n sliding puzzle (Korf
// and Felner 2002): for each group of tiles, the fewest moves of that group's own tiles that bring
// them home from any placement, whatever the other tiles do. The groups are disjoint and only a
// group's own moves are counted, so the values of all groups add up to an admissible estimate,
// far stronger than Manhattan distance, looked up in a few nanoseconds.
package patterndb

import (
	"fmt"
	"strings"
)

// Partition splits the tiles 1..n*n-1 of an n-by-n puzzle into disjoint groups, one table each.
type Partition struct {
	Name   string  // in file names: "663"
	N      int     // board side
	Groups [][]int // tile numbers; together each of 1..n*n-1 exactly once
}

// The partitions offered. 6-6-3 is Korf and Felner's: two groups of six tiles close to each
// other in the goal, and the three left; it builds in seconds and fits in 12 MB.
var (
	Partition663 = Partition{Name: "663", N: 4, Groups: [][]int{{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}}}
	Partition555 = Partition{Name: "555", N: 4, Groups: [][]int{{1, 5, 6, 9, 13}, {2, 3, 4, 7, 8}, {10, 11, 12, 14, 15}}}
	// Partition44 is a small 8-puzzle database for tests: two groups of four.
	Partition44 = Partition{Name: "3x3-44", N: 3, Groups: [][]int{{1, 2, 4, 5}, {3, 6, 7, 8}}}
	// Partition8 is the whole 8-puzzle as one group: its values are exact distances.
	Partition8 = Partition{Name: "3x3-8", N: 3, Groups: [][]int{{1, 2, 3, 4, 5, 6, 7, 8}}}
)

// check says whether p is a partition of the tiles of an n-by-n puzzle this package can hold.
func (p Partition) check() error {
	if p.N < 2 || p.N > 4 {
		return fmt.Errorf("patterndb: a %d-by-%d board is outside 2..4", p.N, p.N)
	}
	if p.Name == "" || strings.ContainsAny(p.Name, "/\\ ") {
		return fmt.Errorf("patterndb: partition name %q is not a file-name part", p.Name)
	}
	seen := make([]bool, p.N*p.N)
	for _, g := range p.Groups {
		if len(g) == 0 || len(g) > 8 {
			return fmt.Errorf("patterndb: group %v has %d tiles (1 to 8)", g, len(g))
		}
		for _, t := range g {
			if t < 1 || t >= p.N*p.N || seen[t] {
				return fmt.Errorf("patterndb: tile %d is out of range or in two groups", t)
			}
			seen[t] = true
		}
	}
	for t := 1; t < p.N*p.N; t++ {
		if !seen[t] {
			return fmt.Errorf("patterndb: tile %d is in no group", t)
		}
	}
	return nil
}

// String is the partition as people write it: "6-6-3 on 4x4".
func (p Partition) String() string {
	sizes := make([]string, len(p.Groups))
	for i, g := range p.Groups {
		sizes[i] = fmt.Sprint(len(g))
	}
	return fmt.Sprintf("%s on %dx%d", strings.Join(sizes, "-"), p.N, p.N)
}
