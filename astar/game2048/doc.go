// Package game2048 holds the astar family's fast paths for the 2048 variant, where the generic
// searches over *board.Game2048 values would spend their time and memory on boards: best-first
// on a 4x4 board packed in a Board4 with a heap of its own (bestfirst.go: the same order and
// ties as astar.BestFirst, so the same moves, at about 40 bytes a state against 290), and the
// beam over comparable board values (beam.go: a Board4 or an array of exponents, 4 bytes a
// state kept), both storing each state's parent and move in a 32-bit link. They take astar's
// Options, return its Result and count on its Meter, as the generic searches do.
package game2048
