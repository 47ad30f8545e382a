// Package words turns the engine's facts into what people read, once for the command line and the
// app: numbers with thousands separators, counts of things, durations, estimates, the advice
// after a stopped solve, worded for each audience (a flag to raise, or a menu to pick from), an
// unsolvable puzzle's parity, the compare table and autoplay's notes, each search's title, menu
// label and note, an answer's headline, how a solve ended in the app's status (outcome.go), the
// coach's verdict, the explorer's figures and lines, and Play's hints and notes: the engine's
// packages and session hold facts, and their sentences are written here, once.
//
// It imports nothing of Tilesolve's, so the engine's own error messages use the same figures.
package words
