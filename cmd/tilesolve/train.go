package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/bits"
	"os"
	"sort"
	"strings"

	"github.com/tilesolve/tilesolve/atomicfile"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/ntuple"
	"github.com/tilesolve/tilesolve/words"
)

// trainNetwork trains an n-tuple network for the expectimax player by temporal-difference
// learning on classic 2048 games, printing a line per -report games, and writes it to -o when it
// ends: after -games games, after -time, or on Ctrl-C (with what it learned so far). The same
// -seed and flags give the same network.
func trainNetwork(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve train", stderr)
	shapes := make([]string, 0, len(ntuple.Shapes))
	for name := range ntuple.Shapes {
		shapes = append(shapes, name)
	}
	sort.Strings(shapes)
	shape := fs.String("shape", "4x6", "the network's tuples: "+strings.Join(shapes, ", "))
	out := fs.String("o", "", "the network file to write (required); training goes on from it with -resume")
	resume := fs.Bool("resume", false, "start from the network in -o instead of from zero (its shape wins over -shape)")
	games := fs.Int("games", 0, "games to train on (0: until -time or Ctrl-C)")
	limit := fs.Duration("time", 0, "stop after this long, e.g. 2h (0: no limit)")
	seed := fs.Uint64("seed", 1, "seed of the games' random source: the same seed gives the same network")
	alpha := fs.Float64("alpha", 1, "learning rate (with -tc, the scale of each weight's own rate)")
	tc := fs.Bool("tc", true, "temporal coherence learning: each weight's rate falls as its errors cancel")
	report := fs.Int("report", 1000, "print a line every this many games")
	ship := fs.String("ship", "", "also write the network at -ship-bits a weight to this file: smaller, for shipping")
	shipBits := fs.Int("ship-bits", int(ntuple.Int12), "bits a weight in -ship: 16, or 8 to 15 (12: a third of the 32-bit file)")
	keep := fs.Int("ship-keep", 0, "in -ship, keep only this many weights, those training moved most, the rest 0: a smaller file (-o keeps them; 0: all)")
	convert := fs.Bool("convert", false, "with -resume and -ship: write -ship from -o and stop, training nothing")
	stageFrom := fs.String("stage-from", "", "train a later stage: games start where this earlier network, played greedily, first made -stage-tile; -ship holds its stages and this one")
	stageTile := fs.Int("stage-tile", 16384, "with -stage-from: the tile from which the later stage plays")
	stageStarts := fs.Int("stage-starts", 3000, "with -stage-from: how many start boards to draw")
	stageSeed := fs.Uint64("stage-seed", 11, "with -stage-from: seed of the greedy games that draw the start boards")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tilesolve train -o FILE [flags]\n\nTrains the expectimax player's learned evaluation (an n-tuple network) on classic 2048 games\nby temporal-difference learning, printing games, mean score and the rates of 2048 to 32768 as\nit goes, and writes FILE when it stops (-games, -time or Ctrl-C).\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return exitBadInput
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "tilesolve train: "+format+"\n", a...)
		return exitBadInput
	}
	switch {
	case *out == "":
		return bad("-o FILE: where to write the network is required")
	case fs.NArg() != 0:
		return bad("no arguments after the flags, not %q", fs.Args())
	case *games < 0 || *limit < 0 || *report < 1:
		return bad("-games and -time must be 0 or more, -report at least 1")
	case !(*alpha > 0 && *alpha <= 10):
		return bad("-alpha %v: want a learning rate above 0, at most 10", *alpha)
	case *shipBits < 8 || *shipBits > 16:
		return bad("-ship-bits %d: want 8 to 16", *shipBits)
	case *keep < 0:
		return bad("-ship-keep %d: want 0 or more", *keep)
	case *keep > 0 && !*tc:
		return bad("-ship-keep chooses by temporal coherence's per-weight sums: it needs -tc")
	case *convert && (!*resume || *ship == ""):
		return bad("-convert writes -ship from the network in -o: it needs -resume and -ship")
	case *stageFrom != "" && *stageStarts < 1:
		return bad("-stage-starts %d: want 1 or more", *stageStarts)
	}
	stageExp := 0
	if *stageFrom != "" {
		if err := board.CheckGoal(*stageTile); err != nil || *stageTile < 4 || *stageTile > 32768 {
			return bad("-stage-tile %d: want a power of two from 4 to 32768", *stageTile)
		}
		stageExp = bits.TrailingZeros(uint(*stageTile))
	}
	var net *ntuple.Network
	if *resume {
		var err error
		if net, err = readNetwork(*out); err != nil {
			return bad("-resume: %v", err)
		}
	} else {
		s, ok := ntuple.Shapes[*shape]
		if !ok {
			return bad("-shape %q: want one of %s", *shape, strings.Join(shapes, ", "))
		}
		net, _ = ntuple.New(s)
	}
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *limit)
		defer cancel()
	}
	var earlier *ntuple.Network
	var starts []board.Board4
	if *stageFrom != "" {
		var err error
		if earlier, err = readNetwork(*stageFrom); err != nil {
			return bad("-stage-from: %v", err)
		}
		if !*convert { // -convert only writes earlier's stages with -o's
			fmt.Fprintf(stdout, "drawing %d start boards: greedy games on %s, seed %d, to their first %d\n", *stageStarts, *stageFrom, *stageSeed, *stageTile)
			if starts, err = ntuple.StartBoards(ctx, earlier, stageExp, *stageStarts, *stageSeed); err != nil {
				return bad("-stage-from %s: %v", *stageFrom, err)
			}
		}
	}
	sums := *tc && (!*convert || *keep > 0) // -convert needs the learner's sums only for -ship-keep
	learner := ntuple.NewLearner(net, *alpha, sums, *seed)
	if starts != nil {
		learner.StartFrom(starts)
	}
	rates := *out + ".rates" // the learner's temporal-coherence rates, beside the network
	if *resume && sums {
		switch f, err := os.Open(rates); {
		case errors.Is(err, os.ErrNotExist) && *convert:
			return bad("-ship-keep: %s is missing: it holds how much training moved each weight", rates)
		case errors.Is(err, os.ErrNotExist):
			fmt.Fprintf(stdout, "resuming %s; its temporal-coherence rates start afresh (no %s)\n", *out, rates)
		case err != nil:
			return bad("-resume: %v", err)
		default:
			err = learner.ReadRates(f)
			f.Close()
			if err != nil {
				return bad("-resume: %s: %v", rates, err)
			}
			if !*convert {
				fmt.Fprintf(stdout, "resuming %s with its temporal-coherence rates (%s)\n", *out, rates)
			}
		}
	}
	if *convert {
		pruned, err := shipNetwork(learner, earlier, stageExp, net, *ship, ntuple.Precision(*shipBits), *keep)
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve train:", err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %s from %s at %d bits a weight, %s weights pruned, %s kept\n", *ship, *out, *shipBits, words.Group(pruned), words.Group(net.Learned()))
		return 0
	}
	fmt.Fprintf(stdout, "training %d weights, seed %d; Ctrl-C stops and writes %s\n", net.Weights(), *seed, *out)
	fmt.Fprintf(stdout, "%9s %12s %8s %10s %10s  %s\n", "games", "moves", "minutes", "moves/s", "mean", "reached 2048 4096 8192 16384 32768")
	played := ntuple.Train(ctx, learner, *games, *report, func(r ntuple.Report) {
		var rates []string
		for _, x := range r.Reached {
			rates = append(rates, fmt.Sprintf("%5.1f%%", 100*x))
		}
		fmt.Fprintf(stdout, "%9s %12s %8.1f %10.0f %10.0f  %s\n", words.Group(r.Games), words.Group(int(r.Moves)),
			r.Elapsed.Minutes(), float64(r.Moves)/r.Elapsed.Seconds(), r.MeanScore, strings.Join(rates, " "))
	})
	wrote := *out
	if *tc {
		err := atomicfile.Write(rates, learner.WriteRates)
		if err != nil {
			fmt.Fprintln(stderr, "tilesolve train:", err)
			return 1
		}
		wrote += ", " + rates
	}
	err := writeNetwork(net, *out, ntuple.Float32)
	if err == nil && *ship != "" {
		_, err = shipNetwork(learner, earlier, stageExp, net, *ship, ntuple.Precision(*shipBits), *keep) // after -o is written whole
	}
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve train:", err)
		return 1
	}
	why := "done"
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		why = "stopped at -time " + limit.String()
	case ctx.Err() != nil:
		why = "interrupted"
	}
	if *ship != "" {
		wrote += " and " + *ship
	}
	fmt.Fprintf(stdout, "%s after %s games: wrote %s\n", why, words.Group(played), wrote)
	return 0
}

// shipNetwork writes net to the file name at prec bits a weight with only the keep weights that
// learner moved most (all when keep is 0), and returns how many it set to 0: net keeps only those.
// With an earlier network, net is its last stage, from the tile of exponent from, in the file.
func shipNetwork(learner *ntuple.Learner, earlier *ntuple.Network, from int, net *ntuple.Network, name string, prec ntuple.Precision, keep int) (int, error) {
	pruned := 0
	if keep > 0 {
		var err error
		if pruned, err = learner.KeepMostTrained(keep); err != nil {
			return 0, err
		}
	}
	if earlier != nil {
		if err := earlier.AddStage(from, net); err != nil {
			return 0, err
		}
		net = earlier
	}
	return pruned, writeNetwork(net, name, prec)
}

// readNetwork reads the network file name; an error names the file.
func readNetwork(name string) (*ntuple.Network, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	net, err := ntuple.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return net, nil
}

// writeNetwork writes net to the file name at prec bits a weight, whole or not at all.
func writeNetwork(net *ntuple.Network, name string, prec ntuple.Precision) error {
	return atomicfile.Write(name, func(w io.Writer) error {
		_, err := net.Write(w, prec)
		return err
	})
}
