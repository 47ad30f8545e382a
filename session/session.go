// Package session is the app's state without its widgets. An Edit is the board being edited in
// Solve mode: its kind, cells and settings, the search chosen for each kind, and the board they
// make or why there is none. A Window is the rest of Solve mode's state: the Document (name, file,
// unsaved flag), the files being read (Opens), the solve run and its limits, the solution found
// and the Outcome the status tells. A SolveRun is Solve mode's search: one solve at a time, its
// progress and Cancel. A Timeline is the step shown of a solution or of a game's history. A
// Session is Play mode: the game, the player that may play it, autoplay, the hint, and where the
// timeline stands in the game's history. The app's widgets display them and send them intents (a typed cell, a
// kind, Randomize, a key, Undo, Hint, Autoplay, Solve, Cancel, a slider move); tests drive them
// directly, with no Fyne and no cgo, as fyne-io/solitaire keeps its game apart from its table.
//
// A Session is used from one goroutine, the owner's (the UI goroutine in the app). Work that takes
// time (a player choosing a move, a hint) runs on goroutines of its own on a copy of the board and
// comes back through the injected do, which runs a function on the owner's goroutine; changed is
// called there after every change the owner did not ask for itself.
package session

import (
	"context"
	"errors"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/play"
	"github.com/tilesolve/tilesolve/words"
)

// Session is one game in Play mode.
type Session struct {
	do      func(func()) // runs f on the owner's goroutine
	changed func()       // tells the owner that something changed on its own (autoplay, a hint)

	game  *play.Game
	rules board.SpawnRule
	seed  uint64 // the next seed handed out, so that each game and player draws anew

	player  string        // the name of the player that autoplays
	weights Weights       // the learned player's network (nil: none)
	every   time.Duration // autoplay's pace: at least this long from one move to the next
	auto    *run          // the autoplay running; nil when stopped
	memory  int64         // the budget of the game's history (play.Game.Bytes) autoplay stops at
	hints   hinter
	hist    []board.Step // the history the timeline shows: see History
	note    string       // why the last intent did nothing, or how autoplay ended; "" when there is nothing to say
	// thinking is the note that autoplay's player is still choosing its move, while it is the note.
	thinking string
	// byPlayer[i] says whether move i+1 of the game was the autoplaying player's, not the
	// person's: the coach counts only the person's. It keeps the moves Redo would play again.
	byPlayer []bool
	coached  coached // the coach's last verdict, so that it measures each finished game once
	// before are the games a new game replaced, the latest last: Undo at a game's start brings
	// back the one before it, so no game played is lost to New game or a change of kind.
	before []earlier
	engine engine // the solver's entry points its hint, coach and solver player call
}

// earlier is a game a new one replaced, as Undo brings it back.
type earlier struct {
	game     *play.Game
	rules    board.SpawnRule
	byPlayer []bool
	hist     []board.Step // the steps after the one shown too (see History), so Undo brings back every move
}

// historyMemory is the budget of the games' histories (the game played and those Undo can bring
// back): half the window's memory budget, so that a hint's or the coach's search has the other half
// and the garbage collector room under the app's memory limit (app/memory.go).
const historyMemory = DefaultMaxMemory / 2

// maxEarlier is how many replaced games Undo can bring back (fewer when they hold more than the
// memory budget: see keepEarlierWithin).
const maxEarlier = 50

// run is one background job (an autoplay, a hint); the Session keeps the current one and ignores
// answers from any other, so a late answer from a stopped job changes nothing.
type run struct {
	cancel context.CancelFunc
	name   string // the player, as the app names it
	moves  int    // the moves played so far: which choice a report of thinking is about
}

// New returns a session with no game yet. do runs a function on the owner's goroutine (fyne.Do in
// the app); changed, when not nil, is called there after changes from other goroutines. seed
// starts the sequence of seeds for games and players: a fixed seed replays the same games.
func New(do func(func()), changed func(), seed uint64) *Session {
	if changed == nil {
		changed = func() {}
	}
	return &Session{do: do, changed: changed, seed: seed, player: PlayerNames[len(PlayerNames)-1],
		every: 200 * time.Millisecond, memory: historyMemory, hints: hinter{timeout: DefaultHintTimeout}}
}

// nextSeed hands out a fresh seed from the session's sequence (splitmix64).
func (s *Session) nextSeed() uint64 {
	s.seed += 0x9e3779b97f4a7c15
	z := s.seed
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Start begins a game from start under rules (ignored for sliding puzzles). The game before it,
// its autoplay and its hint end.
func (s *Session) Start(start board.Board, rules board.SpawnRule) error {
	g, err := play.New(start, rules, s.nextSeed())
	if err != nil {
		return err
	}
	s.replace(g, rules)
	return nil
}

// StartRandom2048 begins a 2048 game on a random n-by-n board, each cell a 2 with probability p
// (the random start of the deterministic rules).
// A draw that leaves every cell empty, which the rules refuse, is drawn again, as a person
// pressing New game again would (a 2x2 at p 0.3 comes out empty one time in four).
func (s *Session) StartRandom2048(n int, rules board.SpawnRule, p float64) error {
	g, err := play.NewRandom2048(n, rules, p, s.nextSeed())
	for tries := 1; errors.Is(err, play.ErrEmptyStart) && tries < 1000; tries++ {
		g, err = play.NewRandom2048(n, rules, p, s.nextSeed())
	}
	if err != nil {
		return err
	}
	s.replace(g, rules)
	return nil
}

// StartStandard2048 begins a 2048 game the classic way: an empty n-by-n board and two tiles
// placed by rules.
func (s *Session) StartStandard2048(n int, rules board.SpawnRule) error {
	g, err := play.NewStandard2048(n, rules, s.nextSeed())
	if err != nil {
		return err
	}
	s.replace(g, rules)
	return nil
}

func (s *Session) replace(g *play.Game, rules board.SpawnRule) {
	s.stopAll()
	if s.game != nil && len(s.game.Steps())+s.redoable() > 1 { // a game with moves made
		hist, _ := s.History()
		s.before = append(s.before, earlier{s.game, s.rules, s.byPlayer, hist})
		if len(s.before) > maxEarlier {
			s.before = s.before[1:]
		}
		s.keepEarlierWithin(s.memory)
	}
	s.game, s.rules, s.note, s.hist, s.byPlayer = g, rules, "", nil, nil
}

// keepEarlierWithin drops the oldest of the games Undo can bring back until they hold at most
// room bytes: with the game played, they share the one memory budget of the games' histories, so
// New game and Autoplay again and again cannot take all the memory there is.
func (s *Session) keepEarlierWithin(room int64) {
	held := int64(0)
	for _, e := range s.before {
		held += e.game.Bytes()
	}
	for len(s.before) > 0 && held > room {
		held -= s.before[0].game.Bytes()
		s.before = s.before[1:]
	}
}

// Close stops autoplay and any hint being worked out: the window is closing or Play mode is left.
func (s *Session) Close() { s.stopAll() }

func (s *Session) stopAll() {
	s.StopAutoplay()
	s.hints.clear()
}

// Game is the game being played, nil before Start. The owner reads it; it changes only through
// the Session.
func (s *Session) Game() *Game {
	if s.game == nil {
		return nil // a typed nil would not be nil to the owner
	}
	return (*Game)(s.game)
}

// Rules is the spawn rule the game plays by.
func (s *Session) Rules() board.SpawnRule { return s.rules }

// Note says why the last intent did nothing ("no tile can move Up") or how autoplay ended.
func (s *Session) Note() string { return s.note }

// Move plays d for the person at the keyboard. It stops autoplay first: the person takes over.
// It reports whether the board changed.
func (s *Session) Move(d board.Direction) bool {
	if s.game == nil {
		return false
	}
	s.StopAutoplay()
	return s.apply(d, false)
}

// apply plays d, for the autoplaying player when auto is set, and clears what no longer holds:
// the hint and the note.
func (s *Session) apply(d board.Direction, auto bool) bool {
	if s.game.Over() {
		s.note = words.GameOver
		return false
	}
	ok := s.game.Move(d)
	s.hints.clear()
	s.note = ""
	if ok {
		s.hist = nil // the steps after the one shown are gone
		s.byPlayer = append(s.byPlayer[:s.game.Moves()-1], auto)
	} else {
		s.note = words.NoMove(d.String())
	}
	return ok
}

// Undo takes back the last move, and at a game's start brings back the game a new one replaced;
// Redo plays a move taken back again. Both stop autoplay.
func (s *Session) Undo() bool {
	if s.travel((*play.Game).Undo) {
		return true
	}
	if s.game == nil || len(s.before) == 0 || s.game.Moves() > 0 {
		return false
	}
	e := s.before[len(s.before)-1]
	s.before = s.before[:len(s.before)-1]
	s.stopAll()
	s.game, s.rules, s.byPlayer, s.hist = e.game, e.rules, e.byPlayer, e.hist
	s.note = words.GameUndone
	return true
}

// CanUndo says whether Undo would do something: take back a move, or bring back a game.
func (s *Session) CanUndo() bool {
	return s.game != nil && (s.game.Moves() > 0 || len(s.before) > 0)
}

// redoable is how many moves Redo could play again.
func (s *Session) redoable() int { return max(0, len(s.hist)-len(s.game.Steps())) }

// Redo plays again a move taken back by Undo or by scrubbing.
func (s *Session) Redo() bool { return s.travel((*play.Game).Redo) }

func (s *Session) travel(f func(*play.Game) bool) bool {
	if s.game == nil {
		return false
	}
	s.StopAutoplay()
	ok := f(s.game)
	if ok {
		s.hints.clear()
		s.note = ""
	}
	return ok
}

// ErrNoGame is the answer to an intent that needs a game before one has started.
var ErrNoGame = errors.New("no game: start one first")
