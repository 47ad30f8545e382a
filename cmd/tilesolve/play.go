package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/tilesolve/tilesolve/astar"
	"github.com/tilesolve/tilesolve/atomicfile"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
	"github.com/tilesolve/tilesolve/play"
)

// playSettings are the flags of `tilesolve play`, as parsed.
type playSettings struct {
	rules, player  string
	eval, weights  string
	net            *ntuple.Network // the learned evaluation, read from -weights
	ms, depth      int
	handoff        int
	downgrade      int
	games, n, jobs int
	first          int // games of -seed's set skipped: game k of this run is the set's first+k
	stopAt         int
	boards         string // where each game's last board is written ("": nowhere)
	seed           uint64
	p              float64
	pSet           bool
	rule           board.SpawnRule
	start          board.Board // from file: a 2048 board (load was asked for one)
}

// playGames plays -games seeded games with a computer player, -j at a time, and prints a line
// per game in game order, then how many games reached each tile from 2048 up and the moves
// played a second. Game K's spawns (and the random player's draws) come from a seed derived from
// -seed and K, so the lines are the same for any -j; expectimax's moves depend on how deep it
// gets in its time, unless -depth caps it below that.
func playGames(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var s playSettings
	fs := newFlagSet("tilesolve play", stderr)
	fs.StringVar(&s.rules, "rules", "classic", "spawn rule: classic (a 2 or 4 anywhere), right-column or bottom-row (a 2 in a fixed cell)")
	fs.StringVar(&s.player, "player", "expectimax", "computer player: expectimax or random")
	fs.StringVar(&s.eval, "eval", "heuristic", "expectimax's evaluation: heuristic (nneonneo's) or learned (the network in -weights; 4x4 classic boards)")
	fs.StringVar(&s.weights, "weights", "", "with -eval learned: the network file `tilesolve train` wrote")
	fs.IntVar(&s.handoff, "handoff", play.DefaultHandoff, "with -eval learned: the tile from which the heuristic scores the boards (0: the network plays to the end)")
	fs.IntVar(&s.downgrade, "downgrade", 0, "with -eval learned: the tile from which the network reads a board's tiles above the largest one missing a step down (0: never)")
	fs.IntVar(&s.ms, "ms", int(play.DefaultBudget/time.Millisecond), "expectimax's time a move in milliseconds")
	fs.IntVar(&s.depth, "depth", 0, "expectimax's deepest search in spawns (0: as deep as -ms allows); with a generous -ms, runs repeat exactly")
	fs.IntVar(&s.games, "games", 1, "games to play")
	fs.IntVar(&s.first, "first", 0, "the number less one of the first game to play: -first 16 -games 16 plays games 17 to 32 of -seed's, so that a long set can be played in parts")
	fs.Uint64Var(&s.seed, "seed", 1, "seed of the games' random sources")
	fs.IntVar(&s.stopAt, "stop-at", 0, "end a game once it makes this tile (0: play until no swipe changes the board)")
	fs.StringVar(&s.boards, "boards", "", "write each game's last board to `DIR`/game-K.txt, a board file: games stopped with -stop-at can be played on from there")
	fs.IntVar(&s.n, "n", 4, "board size for generated starts (2 to 16)")
	fs.IntVar(&s.jobs, "j", runtime.NumCPU(), "games played at once")
	fs.Float64Var(&s.p, "p", 0.3, "the random start: each cell a 2 with this probability (default start: classic two tiles under -rules classic, else -p 0.3)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tilesolve play [flags] [FILE]\n\nPlays 2048 games with a computer player from FILE's board, a random start (-p) or\nthe classic start, and prints each game's largest tile, score and moves, then how many games\nreached each tile from 2048 up.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitBadInput
	}
	fs.Visit(func(f *flag.Flag) { s.pSet = s.pSet || f.Name == "p" })
	if err := s.validate(fs); err != nil {
		fmt.Fprintln(stderr, "tilesolve play:", err)
		return exitBadInput
	}
	return s.run(ctx, stdout, stderr)
}

// validate checks the flags and reads FILE, refusing values that mean nothing.
func (s *playSettings) validate(fs *flag.FlagSet) error {
	var err error
	if s.rule, err = board.ParseSpawnRule(s.rules); err != nil {
		return fmt.Errorf("-rules: %w", err)
	}
	switch {
	case s.player != "expectimax" && s.player != "random":
		return fmt.Errorf("-player %q: want expectimax or random", s.player)
	case s.eval != "heuristic" && s.eval != "learned":
		return fmt.Errorf("-eval %q: want heuristic or learned", s.eval)
	case s.eval == "learned" && s.weights == "":
		return errors.New("-eval learned needs -weights FILE, a network from `tilesolve train`")
	case s.eval != "learned" && s.weights != "":
		return errors.New("-weights goes with -eval learned")
	case s.handoff != 0 && board.CheckGoal(s.handoff) != nil:
		return fmt.Errorf("-handoff %d: want 0 (never) or a power of two from 2 to %d", s.handoff, board.MaxTile)
	case s.downgrade != 0 && board.CheckGoal(s.downgrade) != nil:
		return fmt.Errorf("-downgrade %d: want 0 (never) or a power of two from 2 to %d", s.downgrade, board.MaxTile)
	case s.ms < 0:
		return fmt.Errorf("-ms %d: want milliseconds a move, at least 1", s.ms)
	case s.depth < 0:
		return fmt.Errorf("-depth %d: want 0 (as deep as -ms allows) or a number of spawns", s.depth)
	case s.ms == 0 && s.depth == 0 && s.player == "expectimax":
		return errors.New("-ms 0 with -depth 0: expectimax needs a time a move or a depth")
	case s.games < 1:
		return fmt.Errorf("-games %d: want at least 1", s.games)
	case s.first < 0:
		return fmt.Errorf("-first %d: want 0 (from the first game) or the games to skip", s.first)
	case s.jobs < 1:
		return fmt.Errorf("-j %d: want at least 1 game at a time", s.jobs)
	case s.n < board.Min2048N || s.n > board.Max2048N:
		return fmt.Errorf("-n %d: want a board size from %d to %d", s.n, board.Min2048N, board.Max2048N)
	case s.stopAt != 0 && board.CheckGoal(s.stopAt) != nil:
		return fmt.Errorf("-stop-at %d: want 0 (play to the end) or a power of two from 2 to %d", s.stopAt, board.MaxTile)
	case !(s.p > 0 && s.p <= 1):
		return fmt.Errorf("-p %v: want the chance of a 2 in each cell, above 0 and at most 1", s.p)
	case fs.NArg() > 1:
		return fmt.Errorf("one board FILE at most, not %d", fs.NArg())
	case fs.NArg() == 1 && s.pSet:
		return errors.New("give -p (a random start) or FILE (that board), not both")
	}
	if s.weights != "" {
		var err error
		if s.net, err = readNetwork(s.weights); err != nil {
			return fmt.Errorf("-weights: %w", err)
		}
	}
	if s.boards != "" {
		if err := os.MkdirAll(s.boards, 0o755); err != nil {
			return fmt.Errorf("-boards: %w", err)
		}
	}
	if fs.NArg() == 1 {
		b, err := load(fs.Arg(0), board.Kind2048, settings{goal: board.MaxTile, spawn: s.rules})
		if err != nil {
			return err
		}
		s.start = b
		if b.Grid().Empty() {
			return fmt.Errorf("%s: the board has no tile: a game needs one to start", fs.Arg(0))
		}
	}
	return nil
}

// gameResult is one finished game.
type gameResult struct {
	largest, score, moves int
	stats                 astar.Stats   // the expectimax player's searches, summed
	searched, depths      int64         // its moves searched and the sum of their depths
	thinking              time.Duration // time in the player's Move
	err                   error
}

// run plays the games on -j workers and prints the results in game order as they come.
func (s *playSettings) run(ctx context.Context, stdout, stderr io.Writer) int {
	began := time.Now()
	results := make([]chan gameResult, s.games)
	for k := range results {
		results[k] = make(chan gameResult, 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(s.jobs, s.games) {
		wg.Go(func() {
			for k := range next {
				results[k] <- s.playOne(ctx, s.first+k)
			}
		})
	}
	go func() {
		defer close(next)
		for k := range s.games {
			select {
			case next <- k:
			case <-ctx.Done():
				return
			}
		}
	}()

	var all []gameResult
	for k := range s.games {
		var r gameResult
		select {
		case r = <-results[k]:
		case <-ctx.Done():
			r.err = ctx.Err()
		}
		if r.err != nil {
			wg.Wait()
			if ctx.Err() != nil {
				fmt.Fprintf(stderr, "tilesolve play: interrupted: %d of %d games done\n", k, s.games)
				return exitInterrupted
			}
			fmt.Fprintf(stderr, "tilesolve play: game %d: %v\n", s.first+k+1, r.err)
			return exitBadInput
		}
		fmt.Fprintf(stdout, "game %d: max %d score %d moves %d\n", s.first+k+1, r.largest, r.score, r.moves)
		all = append(all, r)
	}
	wg.Wait()
	s.summary(stdout, all, time.Since(began))
	return 0
}

// summary prints how many games reached each tile from 2048 up, the means, the moves played a
// second (all games, wall clock) and, for expectimax, its depth and nodes a second of thinking.
func (s *playSettings) summary(w io.Writer, all []gameResult, wall time.Duration) {
	top, moves, score := 0, 0, 0
	var stats astar.Stats
	var searched, depths int64
	var thinking time.Duration
	for _, r := range all {
		top, moves, score = max(top, r.largest), moves+r.moves, score+r.score
		stats = stats.Add(r.stats)
		searched, depths = searched+r.searched, depths+r.depths
		thinking += r.thinking
	}
	for t := 2048; t <= max(top, 2048); t *= 2 {
		k := 0
		for _, r := range all {
			if r.largest >= t {
				k++
			}
		}
		fmt.Fprintf(w, "reached %d: %d/%d\n", t, k, len(all))
	}
	n := float64(len(all))
	fmt.Fprintf(w, "mean: score %.1f moves %.1f\n", float64(score)/n, float64(moves)/n)
	fmt.Fprintf(w, "moves/s: %.0f\n", float64(moves)/wall.Seconds())
	if s.player == "expectimax" && searched > 0 {
		fmt.Fprintf(w, "search: mean depth %.2f, %.2f M nodes/s a game\n",
			float64(depths)/float64(searched), float64(stats.Expanded)/thinking.Seconds()/1e6)
	}
}

// gameSeed is game k's seed: -seed and k mixed (splitmix64) so that nearby games differ.
func gameSeed(seed uint64, k int) uint64 {
	z := seed + uint64(k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// newGame starts game k: FILE's board, the random start, or the classic start (under
// other rules, a random start with p 0.3). A random start that draws no tile is drawn again
// from the next seed, so every game can start.
func (s *playSettings) newGame(seed uint64) (*play.Game, error) {
	switch {
	case s.start != nil:
		return play.New(s.start, s.rule, seed)
	case !s.pSet && s.rule == board.Classic:
		return play.NewStandard2048(s.n, s.rule, seed)
	}
	for range 1000 {
		if g, err := play.NewRandom2048(s.n, s.rule, s.p, seed); err == nil {
			return g, nil
		}
		seed = gameSeed(seed, 0)
	}
	return nil, fmt.Errorf("every random start of %d came out empty (-p %v)", 1000, s.p)
}

// playOne plays game k to its end (or -stop-at).
func (s *playSettings) playOne(ctx context.Context, k int) gameResult {
	seed := gameSeed(s.seed, k)
	g, err := s.newGame(seed)
	if err != nil {
		return gameResult{err: err}
	}
	var player play.Player
	var ex *play.Expectimax
	if s.player == "expectimax" {
		ex = play.NewExpectimax(time.Duration(s.ms) * time.Millisecond)
		ex.Depth = s.depth
		ex.Learned = s.net
		ex.Handoff = s.handoff
		ex.Downgrade = s.downgrade
		player = ex
	} else {
		player = play.NewRandomPlayer(gameSeed(seed, 1))
	}
	var r gameResult
	for !g.Over() && (s.stopAt == 0 || g.Largest() < s.stopAt) {
		t := time.Now()
		d, err := player.Move(ctx, g.Clone())
		r.thinking += time.Since(t)
		if err != nil {
			return gameResult{err: err}
		}
		g.Move(d)
	}
	r.largest, r.score, r.moves = g.Largest(), g.Score(), g.Moves()
	if s.boards != "" {
		path := filepath.Join(s.boards, fmt.Sprintf("game-%d.txt", k+1))
		if err := atomicfile.Write(path, func(w io.Writer) error {
			_, err := io.WriteString(w, g.Board().Grid().String())
			return err
		}); err != nil {
			return gameResult{err: fmt.Errorf("-boards: %w", err)}
		}
	}
	if ex != nil {
		r.stats, r.searched, r.depths = ex.Stats, ex.Moves, ex.Depths
	}
	return r
}
