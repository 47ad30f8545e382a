package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tilesolve/tilesolve/experiment"
)

func init() { benches["heuristics"] = benchHeuristics }

// benchHeuristics prints the textbook experiment (experiment.Run) as a Markdown
// table, a row per depth as it is done: mean states expanded and b* for each search, the mean
// generated beside A*'s (what Russell and Norvig's table counts).
func benchHeuristics(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("tilesolve bench heuristics", stderr)
	count := fs.Int("count", 100, "boards a depth")
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same boards")
	deepest := fs.Int("depth", 24, "the deepest depth (depths 2, 4, ... up to it)")
	budget := fs.Int("ids-budget", 20_000_000, "most states iterative deepening may expand on one board; once it stops one, deeper depths leave IDS out")
	if err := fs.Parse(args); err != nil {
		return exitBadInput
	}
	if *count < 1 || *deepest < 2 || *deepest > 31 {
		fmt.Fprintln(stderr, "tilesolve bench heuristics: -count must be at least 1 and -depth 2 to 31")
		return exitBadInput
	}
	var depths []int
	for d := 2; d <= *deepest; d += 2 {
		depths = append(depths, d)
	}
	fmt.Fprintf(stdout, "# tilesolve bench heuristics -count %d -seed %d -depth %d -ids-budget %d (%s)\n",
		*count, *seed, *deepest, *budget, time.Now().UTC().Format("2006-01-02"))
	fmt.Fprintf(stdout, "# 8-puzzle, %d boards a depth of exactly that shortest length; expanded (generated) and b* from expanded\n\n", *count)
	head, rule := []string{"d"}, []string{"--:"}
	for _, s := range experiment.Searches {
		head = append(head, s.Name, "b*")
		rule = append(rule, "--:", "--:")
	}
	fmt.Fprintf(stdout, "| %s |\n| %s |\n", strings.Join(head, " | "), strings.Join(rule, " | "))
	began := time.Now()
	_, err := experiment.Run(context.Background(), depths, *count, *seed, *budget, func(r experiment.Row) {
		cols := []string{fmt.Sprint(r.Depth)}
		for i, c := range r.Cells {
			switch {
			case c.Boards == 0 && c.OverBudget > 0:
				cols = append(cols, fmt.Sprintf("over budget (%d)", c.OverBudget), "")
			case c.Boards == 0:
				cols = append(cols, "—", "")
			default:
				cell := fmt.Sprintf("%.0f", c.Expanded)
				if experiment.Searches[i].Heuristic != "" {
					cell += fmt.Sprintf(" (%.0f)", c.Generated)
				}
				if c.OverBudget > 0 {
					cell += fmt.Sprintf(", %d over budget", c.OverBudget)
				}
				if !c.LengthsAgreed {
					cell += " WRONG LENGTH"
				}
				cols = append(cols, cell, fmt.Sprintf("%.2f", c.BStar))
			}
		}
		fmt.Fprintf(stdout, "| %s |\n", strings.Join(cols, " | "))
	})
	if err != nil {
		fmt.Fprintln(stderr, "tilesolve:", err)
		return exitStopped
	}
	fmt.Fprintf(stdout, "\n# %.1f s\n", time.Since(began).Seconds())
	return 0
}
