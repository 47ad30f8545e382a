package ntuple

import (
	"context"
	"time"
)

// Milestones are the tiles whose rates a Report gives, as exponents: 2048 to 32768.
var Milestones = []int{11, 12, 13, 14, 15}

// Report is what the games since the last report came to.
type Report struct {
	Games     int           // games played in all
	Moves     int64         // moves played in all
	Elapsed   time.Duration // time training in all
	Window    int           // games this report covers
	MeanScore float64       // their mean score
	MaxScore  int
	// Reached[k] is the share of the window's games that made Milestones[k] or more.
	Reached []float64
}

// Train plays and learns from games until ctx ends or games have been played (0: no limit),
// calling report after every window games (and once for a last, shorter window). It returns the
// games played; the network holds what was learned, whatever stopped it.
func Train(ctx context.Context, l *Learner, games, window int, report func(Report)) int {
	if window <= 0 {
		window = 1000
	}
	start := time.Now()
	var r Report
	var sum float64
	reached := make([]int, len(Milestones))
	flush := func() {
		if r.Window == 0 {
			return
		}
		r.Elapsed = time.Since(start)
		r.MeanScore = sum / float64(r.Window)
		r.Reached = make([]float64, len(Milestones))
		for k, n := range reached {
			r.Reached[k] = float64(n) / float64(r.Window)
		}
		if report != nil {
			report(r)
		}
		r.Window, r.MaxScore, sum = 0, 0, 0
		clear(reached)
	}
	for games == 0 || r.Games < games {
		if ctx.Err() != nil {
			break
		}
		g := l.PlayAndLearn()
		r.Games++
		r.Window++
		r.Moves += int64(g.Moves)
		sum += float64(g.Score)
		r.MaxScore = max(r.MaxScore, g.Score)
		for k, e := range Milestones {
			if g.MaxExp >= e {
				reached[k]++
			}
		}
		if r.Window == window {
			flush()
		}
	}
	flush()
	return r.Games
}
