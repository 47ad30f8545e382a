package session

import (
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
)

// Game is the game of Play as the window reads it: the board, the score, the moves made, whether
// it is over and its news. It reads the session's game and changes only through the Session's
// intents (Move, Undo...), so the window names no engine type for it
// (TestWindowTypesAreSessions). A *Game is the session's *play.Game seen through these methods
// alone (a conversion, as Stats is astar's): the same game is the same pointer.
type Game play.Game

// engine is the game as play's.
func (g *Game) engine() *play.Game { return (*play.Game)(g) }

// Board is the board now.
func (g *Game) Board() board.Board { return g.engine().Board() }

// Score is the 2048 score so far (0 for a sliding puzzle).
func (g *Game) Score() int { return g.engine().Score() }

// Moves is the number of moves made.
func (g *Game) Moves() int { return g.engine().Moves() }

// Over says the game has ended: the sliding puzzle is solved, or no move changes the board.
func (g *Game) Over() bool { return g.engine().Over() }

// Solved says the game has ended on its goal: a sliding puzzle solved (a 2048 game goes on past
// its goal tile, so it ends only when no move is left).
func (g *Game) Solved() bool { return g.engine().Solved() }

// Status is a line of news about the game now, "" when there is none.
func (g *Game) Status() string { return g.engine().Status() }
