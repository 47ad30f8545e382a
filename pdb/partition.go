package pdb

import (
	"fmt"
	"slices"
	"strings"
)

// maxSide is the largest board side a database can describe: cell sets are 64-bit masks, and
// a state's cells pack in 6 bits each.
const maxSide = 7

// MaxCells is the number of cells of the largest board.
const MaxCells = maxSide * maxSide

// maxStates bounds a group's search: (placement, blank region) pairs, one visited bit each, plus
// queues of 8 bytes per state of a level. 7 tiles on 4x4 (57,657,600 placements * 9 region
// cells) fit, needing about 0.8 GB for a minute; 8 tiles on 4x4 (4.15e9) do not.
const maxStates = 1 << 30

// Partition splits the tiles 1..N*N-1 of an N-by-N puzzle into disjoint groups, one table each.
// Groups of tiles whose goal cells are close together make stronger tables: their tiles get in
// each other's way, and that is what the table counts beyond Manhattan distance.
type Partition struct {
	Name   string  // identifies the partition in file names: "4x4-6-6-3"
	N      int     // board side
	Groups [][]int // tile numbers; together each of 1..N*N-1 exactly once
	// Goal is the goal cell of each tile (Goal[t]; Goal[0] the blank's) for a puzzle's own goal
	// (ForGoal), nil for the usual one: tile t's cell t-1, the blank last.
	Goal []int
}

// The partitions offered. A goal cell is written (row, column); tile t's goal is cell t-1.
//
//	 1  2  3  4
//	 5  6  7  8
//	 9 10 11 12
//	13 14 15  _
var (
	// Partition663 is Korf and Felner's 6-6-3 split: the left block, the right block around the
	// blank's goal, and the rest of the top row. Its two 6-tile tables have 5,765,760 entries
	// each; it builds in seconds and takes 11.5 MB. Over random solvable states its mean value
	// is 42.2 (43.0 with reflection), against 37.0 for Manhattan distance.
	Partition663 = Partition{Name: "4x4-6-6-3", N: 4, Groups: [][]int{
		{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}}}

	// Partition663B and Partition663C are two more 6-6-3 splits, which the solver uses together,
	// one as astar/sliding.IDA's database and the other as IDAOptions.Also (the larger estimate of the
	// two, each with its transposed one). B is the top row with 7 and 8, the block of 5, 6, 9,
	// 10, 13 and 14, and 11, 12 and 15; C is 1, 2, 3, 5, 6 and 7, the right column with 11, 14
	// and 15, and 9, 10 and 13. Their groups cut across each other's, so each counts
	// interactions between tiles that the other misses: together they expand far fewer states
	// than 6-6-3 alone, which pays for the second lookup. Other pairs measured worse
	// (docs/performance.md has the current figures).
	Partition663B = Partition{Name: "4x4-6-6-3-b", N: 4, Groups: [][]int{
		{1, 2, 3, 4, 7, 8}, {5, 6, 9, 10, 13, 14}, {11, 12, 15}}}
	Partition663C = Partition{Name: "4x4-6-6-3-c", N: 4, Groups: [][]int{
		{1, 2, 3, 5, 6, 7}, {4, 8, 11, 12, 14, 15}, {9, 10, 13}}}

	// Partition555 is three groups of five: the top row with 7, the left block, and the block
	// around the blank's goal. Its tables have 524,160 entries each, 1.5 MB in all; it builds
	// fastest of the 4x4 partitions and is weaker than 6-6-3. Of the 5-5-5 splits this one has the
	// highest mean value.
	Partition555 = Partition{Name: "4x4-5-5-5", N: 4, Groups: [][]int{
		{1, 2, 3, 4, 7}, {5, 6, 9, 10, 13}, {8, 11, 12, 14, 15}}}

	// There is no 7-8 partition (the top two rows, and the rest): its 8-tile group has 4.15e9
	// states with the blank's region, beyond what Build searches (see maxStates); built ignoring
	// the blank it takes minutes and most of a gigabyte, for a mean value hardly above 6-6-3's.

	// PartitionBlocks6 and PartitionBlocks7 split the 35- and 48-puzzles into 2x2 blocks of goal
	// cells (narrower along the bottom row and the right column of 7x7): groups of at most four,
	// so that a database builds in seconds. They are too weak for IDA* on boards this big; the
	// fast solver's improvement ranks its beams by them, plus linear conflicts (see solver),
	// together with the same blocks shifted by a column (the ...Cols partitions) and by a row
	// (...Rows), whose groups cut across the first's and count what it misses.
	PartitionBlocks6     = Blocks(6)
	PartitionBlocks6Cols = BlocksShifted(6, 0, 1)
	PartitionBlocks6Rows = BlocksShifted(6, 1, 0)
	PartitionBlocks7     = Blocks(7)
	PartitionBlocks7Cols = BlocksShifted(7, 0, 1)
	PartitionBlocks7Rows = BlocksShifted(7, 1, 0)

	// Partition3x3 is the 8-puzzle in two groups of four rows-first: an inexact table for tests
	// and small searches.
	Partition3x3 = Partition{Name: "3x3-4-4", N: 3, Groups: [][]int{
		{1, 2, 3, 4}, {5, 6, 7, 8}}}

	// Partition3x3Exact is the whole 8-puzzle as one group. With every tile in the group no move
	// is free and a placement of all tiles fixes the blank, so its values are exact distances.
	Partition3x3Exact = Partition{Name: "3x3-exact", N: 3, Groups: [][]int{
		{1, 2, 3, 4, 5, 6, 7, 8}}}
)

// Blocks is the n-by-n puzzle's tiles in 2x2 blocks of goal cells, row by row; on an odd side
// the last row and column make blocks of two. Named "NxN-blocks".
func Blocks(n int) Partition { return BlocksShifted(n, 0, 0) }

// BlocksShifted is Blocks with the blocks' edges moved down by rows and right by cols (0 or 1):
// the first row (or column) makes blocks of its own, one cell high (or wide). Named
// "NxN-blocks", then "-r1" and "-c1" for a shift.
func BlocksShifted(n, rows, cols int) Partition {
	name := fmt.Sprintf("%dx%d-blocks", n, n)
	if rows > 0 {
		name += "-r1"
	}
	if cols > 0 {
		name += "-c1"
	}
	p := Partition{Name: name, N: n}
	for _, rs := range blockSpans(n, rows) {
		for _, cs := range blockSpans(n, cols) {
			var g []int
			for i := rs[0]; i < rs[1]; i++ {
				for j := cs[0]; j < cs[1]; j++ {
					if t := i*n + j + 1; t < n*n {
						g = append(g, t)
					}
				}
			}
			if len(g) > 0 {
				p.Groups = append(p.Groups, g)
			}
		}
	}
	return p
}

// blockSpans cuts 0..n-1 into spans [from, to) of two, the first one long when shift is 1 and
// the last one long where the rest is odd.
func blockSpans(n, shift int) [][2]int {
	var spans [][2]int
	if shift > 0 {
		spans = append(spans, [2]int{0, 1})
	}
	for i := min(shift, 1); i < n; i += 2 {
		spans = append(spans, [2]int{i, min(i+2, n)})
	}
	return spans
}

// Check says whether p is a partition of the tiles of an N-by-N puzzle that this package can
// hold: a side of 2 to 7, a name usable in a file name, and groups of 1 to 8 tiles that together
// hold every tile once.
func (p Partition) Check() error {
	if p.N < 2 || p.N > maxSide {
		return fmt.Errorf("pdb: a %d-by-%d board is outside 2..%d", p.N, p.N, maxSide)
	}
	if p.Name == "" || len(p.Name) > 64 || strings.ContainsAny(p.Name, "/\\: \t\n") {
		return fmt.Errorf("pdb: partition name %q is not a file-name part", p.Name)
	}
	c := p.N * p.N
	seen := make([]bool, c)
	for _, g := range p.Groups {
		if len(g) == 0 || len(g) > 8 {
			return fmt.Errorf("pdb: group %v has %d tiles (1 to 8)", g, len(g))
		}
		if s := placements(c, len(g)) * (c - len(g)); s > maxStates {
			return fmt.Errorf("pdb: a group of %d tiles on %dx%d has %d states to search, more than %d",
				len(g), p.N, p.N, s, maxStates)
		}
		for _, t := range g {
			if t < 1 || t >= c || seen[t] {
				return fmt.Errorf("pdb: tile %d is out of range or in two groups", t)
			}
			seen[t] = true
		}
	}
	for t := 1; t < c; t++ {
		if !seen[t] {
			return fmt.Errorf("pdb: tile %d is in no group", t)
		}
	}
	return p.checkGoal()
}

// clone is a deep copy, so that a DB does not change when the caller's partition does.
// Placements is the number of placements a build of p gives a value, the Total its progress
// reports count up to: for each group, every placement of its tiles, but only the solvable half
// when the group holds every tile.
func (p Partition) Placements() int64 {
	c := p.N * p.N
	var all int64
	for _, tiles := range p.Groups {
		n := int64(placements(c, len(tiles)))
		if len(tiles) == c-1 {
			n /= 2 // the other half has the wrong parity: unsolvable
		}
		all += n
	}
	return all
}

func (p Partition) clone() Partition {
	q := Partition{Name: p.Name, N: p.N, Groups: make([][]int, len(p.Groups)), Goal: slices.Clone(p.Goal)}
	for i, g := range p.Groups {
		q.Groups[i] = append([]int(nil), g...)
	}
	return q
}

// String is the partition as people write it: "6-6-3 on 4x4".
func (p Partition) String() string {
	sizes := make([]string, len(p.Groups))
	for i, g := range p.Groups {
		sizes[i] = fmt.Sprint(len(g))
	}
	return fmt.Sprintf("%s on %dx%d", strings.Join(sizes, "-"), p.N, p.N)
}
