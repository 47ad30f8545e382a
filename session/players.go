package session

import "tilesolve/play"

// The players that can autoplay, by the names the app shows.
const (
	Random     = "Random"
	Expectimax = "Expectimax"
)

// PlayerNames lists the players that can autoplay, the default last.
var PlayerNames = []string{Random, Expectimax}

// players builds each player from a seed.
var players = map[string]func(seed uint64) play.Player{
	Random:     func(seed uint64) play.Player { return play.NewRandomPlayer(seed) },
	Expectimax: func(uint64) play.Player { return play.NewExpectimaxPlayer() },
}
