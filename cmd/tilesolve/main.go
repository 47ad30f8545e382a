// Command tilesolve solves 2048-variant boards and sliding puzzles from puzzle files, printing what
// the original assignments' test clients print; it also benchmarks the solvers and plays games.
//
//	tilesolve solve [flags] FILE...
//	tilesolve info [flags] FILE
//	tilesolve bench sliding|2048|deepcubea|heuristics [flags]
//	tilesolve compare [flags] FILE...
//	tilesolve play [flags] [FILE]
//	tilesolve train -o FILE [flags]
//	tilesolve version
//
// Exit status: 0 when every file was answered (a solution or "Unsolvable puzzle"), 2 for bad input
// or usage, 3 when a budget or the timeout stopped a search, 130 when Ctrl-C interrupted it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

const (
	exitBadInput = 2
	exitStopped  = 3
)

// newFlagSet is a command's flags: parse errors and -h go to stderr and come back as errors.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

func main() {
	os.Exit(runContext(interruptible(), os.Args[1:], os.Stdout, os.Stderr))
}

// settings are the flags both commands share, as parsed.
type settings struct {
	goal      int
	kind      string
	algo      string
	spawn     string
	priority  string
	heuristic string
	maxNodes  int
	maxMB     int
	proof     int
	beamWidth int
	timeout   time.Duration
	improve   time.Duration
	quiet     bool
	goalBoard string // -goal-board
}

func (s *settings) register(fs *flag.FlagSet, solve bool) {
	fs.IntVar(&s.goal, "goal", 2048, "tile to reach on 2048 boards (a power of two)")
	fs.StringVar(&s.kind, "kind", "auto", "puzzle kind: auto, 2048 or sliding")
	fs.StringVar(&s.spawn, "spawn", "right-column", "where the 2 appears after a swipe: right-column (the uppermost empty cell of the right column) or bottom-row (the leftmost of the bottom row); classic (random 2 or 4) is for play")
	fs.StringVar(&s.goalBoard, "goal-board", "", goalBoardUsage)
	if !solve {
		return
	}
	fs.StringVar(&s.algo, "algo", solver.AlgoAuto, "search algorithm: auto, or for sliding puzzles "+strings.Join(solver.Names(board.KindSliding), "|")+
		", for 2048 boards "+strings.Join(solver.Names(board.Kind2048), "|"))
	fs.StringVar(&s.priority, "priority", "left", "2048 best-first score: left (leftWeightedScore) or distance (distanceWeightedScore)")
	fs.StringVar(&s.heuristic, "heuristic", "manhattan", "sliding-puzzle A* heuristic: manhattan, linear-conflict or hamming")
	fs.IntVar(&s.maxNodes, "max-nodes", defaultSettings.maxNodes, "most board states a search may store; exit 3 when reached")
	fs.IntVar(&s.maxMB, "max-memory", defaultSettings.maxMB, "most memory in MB each search, in every phase, may take (the process's peak stays within it); exit 3 when reached")
	fs.IntVar(&s.beamWidth, "beam-width", solver.DefaultBeamWidth, "boards the 2048 beam search keeps of each layer (it doubles when the beam dies out)")
	fs.IntVar(&s.proof, "proof-nodes", defaultSettings.proof, "most states the minimality check of a 2048 solution may store (within -max-memory too); -1 skips the check")
	fs.DurationVar(&s.timeout, "timeout", 0, "stop each file's solve, every phase included, after this long, e.g. 30s (0: no limit); exit 3 when reached")
	fs.DurationVar(&s.improve, "improve", solver.DefaultImprove, "how long a fast sliding solve may take in all while it shortens its first answer, e.g. 3s (0: the first answer only)")
	fs.BoolVar(&s.quiet, "quiet", false, "print only the first line of each answer")
}

// runContext runs the command in args; cancelling ctx (Ctrl-C) stops it and it exits 130.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	usage := func() {
		fmt.Fprintln(stderr, `usage:
  tilesolve solve [flags] FILE...   solve each puzzle file in turn
  tilesolve info [flags] FILE       print a board and its metrics
  tilesolve bench KIND [flags]      solve generated boards and print a table (KIND: sliding, 2048, heuristics...)
  tilesolve compare [flags] FILE... run every search that fits each board and print their figures
  tilesolve play [flags] [FILE]     play 2048 games with a computer player and print the tiles reached
  tilesolve train -o FILE [flags]   train the expectimax player's learned evaluation on classic games
  tilesolve version                 print the version, the commit and the Go toolchain
Run "tilesolve solve -h", "tilesolve info -h", "tilesolve bench KIND -h" or "tilesolve play -h" for the flags.`)
	}
	if len(args) == 0 {
		usage()
		return exitBadInput
	}
	var s settings
	fs := newFlagSet("tilesolve "+args[0], stderr)
	switch args[0] {
	case "solve":
		s.register(fs, true)
		fs.Usage = func() {
			fmt.Fprintln(stderr, "usage: tilesolve solve [flags] FILE...\n\nSolves each file in order: a 2048-variant board to a tile >= goal (-algo auto: best-first\nbelow 4096, the beam from there), a sliding puzzle (-algo auto: A* up to 3x3,\nIDA* with pattern databases on 4x4, both optimal; the fast solver from 5x5, not proven optimal).\n\nFlags:")
			fs.PrintDefaults()
		}
	case "info":
		s.register(fs, false)
		fs.Usage = func() {
			fmt.Fprintln(stderr, "usage: tilesolve info [flags] FILE\n\nPrints the board, then one \"name: value\" line per metric.\n\nFlags:")
			fs.PrintDefaults()
		}
	case "bench":
		return bench(args[1:], stdout, stderr)
	case "compare":
		return compareFiles(ctx, args[1:], stdout, stderr)
	case "play":
		return playGames(ctx, args[1:], stdout, stderr)
	case "train":
		return trainNetwork(ctx, args[1:], stdout, stderr)
	case "version":
		return printVersion(args[1:], stdout, stderr)
	case "-h", "-help", "--help", "help":
		usage()
		return 0
	default:
		fmt.Fprintf(stderr, "tilesolve: unknown command %q\n", args[0])
		usage()
		return exitBadInput
	}
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitBadInput
	}
	if fs.NArg() == 0 || args[0] == "info" && fs.NArg() != 1 {
		fs.Usage()
		return exitBadInput
	}
	kind, err := board.ParseKind(s.kind)
	if err == nil {
		_, err = board.ParseSpawnRule(s.spawn)
	}
	if err == nil {
		err = board.CheckGoal(s.goal)
	}
	if err == nil && args[0] == "solve" {
		err = s.validate()
	}
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitBadInput
	}

	if args[0] == "info" {
		b, err := load(fs.Arg(0), kind, s)
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve:", err)
			return exitBadInput
		}
		fmt.Fprint(stdout, b)
		for _, m := range b.Metrics() {
			fmt.Fprintf(stdout, "%s: %s\n", m.Name, m.Value)
		}
		return 0
	}

	cfg := solver.Config{
		Algorithm:  s.algo,
		Priority:   solver.Priority(s.priority),
		Heuristic:  solver.Heuristic(s.heuristic),
		MaxNodes:   s.maxNodes,
		MaxMemory:  int64(s.maxMB) << 20,
		ProofNodes: s.proof,
		BeamWidth:  s.beamWidth,
		Improve:    s.improve,
	}
	status := 0
	defer limitMemory(cfg.MaxMemory)()
	for i, path := range fs.Args() {
		code := solveFile(ctx, path, kind, s, cfg, stdout, stderr)
		if code == exitInterrupted {
			fmt.Fprintf(stderr, "tilesolve: interrupted: %d of %d files done before %s; %d not started\n",
				i, fs.NArg(), path, fs.NArg()-i-1)
			return exitInterrupted
		}
		status = max(status, code)
	}
	return status
}
