// Package game2048 holds the astar family's fast paths for the 2048 variant, where the generic
// searches over *board.Game2048 values would spend their time and memory on boards: BestFirst on
// a 4x4 board packed in a Board4 with a heap of its own (bestfirst.go: the same order and ties as
// astar.BestFirst, so the same moves, at about 40 bytes a state against 290), and Beam over
// comparable board values (beam.go: a Board4 or an array of exponents, 4 bytes a state kept),
// both storing each state's parent and move in a 32-bit link. Each takes a context and one
// options value (astar.Options; BeamOptions adds the beam's own to it) and returns astar's
// Result with its moves, figures and the Limit that stopped it, counted on astar's Meter.
package game2048
