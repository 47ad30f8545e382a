package solver

import (
	"strings"
	"testing"

	"tilesolve/astar"
	"tilesolve/board"
)

// The command line and the app give the same advice: the same algorithms to try, the same other
// heuristic, the same lower goal, each in its own words (flags, or the Search by menu).
func TestAdviceSameInBothWordings(t *testing.T) {
	slide := hard15(t)
	lone := lone2048(t, 4, 65536)
	stop := func(l Limit, p Phase) *StopError {
		return &StopError{Phase: p, Limit: l, Cap: 1 << 30, Stats: astar.Stats{Generated: 1000}}
	}
	tests := []struct {
		name      string
		stop      *StopError
		b         board.Board
		c         Config
		try       []string
		heuristic Heuristic
		lowerGoal bool
	}{
		{"A*", stop(LimitMemory, PhaseSearch), slide, Config{Algorithm: "astar"}, []string{"ida", "fast"}, "", false},
		{"A* Hamming", stop(LimitNodes, PhaseSearch), slide, Config{Algorithm: "astar", Heuristic: HeuristicHamming}, []string{"ida", "fast"}, HeuristicManhattan, false},
		{"IDA*", stop(LimitWork, PhaseSearch), slide, Config{Algorithm: "ida"}, []string{"fast"}, "", false},
		{"fast", stop(LimitTime, PhaseSearch), slide, Config{Algorithm: "fast"}, nil, "", false},
		{"auto on 4x4 is IDA*", stop(LimitTime, PhaseSearch), slide, Config{}, []string{"fast"}, "", false},
		{"best-first", stop(LimitNodes, PhaseSearch), lone, Config{Algorithm: "best-first"}, []string{"beam"}, "", true},
		{"beam", stop(LimitTime, PhaseSearch), lone, Config{Algorithm: "beam"}, nil, "", true},
		{"proof: only the limit", stop(LimitProof, PhaseProof), lone, Config{Algorithm: "best-first"}, nil, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Advise(tt.stop, tt.b, tt.c)
			flags, controls := a.Flags(), a.Controls()
			var names []string
			for _, o := range a.Try {
				names = append(names, o.Name)
				if !strings.Contains(flags, "-algo "+o.Name+" ("+o.Note+")") || !strings.Contains(controls, shortTitle(o)) {
					t.Errorf("%s is not in both %q and %q", o.Name, flags, controls)
				}
			}
			if strings.Join(names, " ") != strings.Join(tt.try, " ") {
				t.Errorf("try %v, want %v", names, tt.try)
			}
			if a.Heuristic != tt.heuristic || (tt.heuristic != "") != strings.Contains(flags, "-heuristic manhattan") ||
				(tt.heuristic != "") != strings.Contains(controls, "Manhattan distance") {
				t.Errorf("heuristic %q: %q, %q", a.Heuristic, flags, controls)
			}
			if strings.Contains(flags, "lower -goal") != tt.lowerGoal || strings.Contains(controls, "lower goal") != tt.lowerGoal && tt.stop.Phase == PhaseSearch {
				t.Errorf("lower goal %v: %q, %q", tt.lowerGoal, flags, controls)
			}
			if !strings.HasPrefix(flags, "Raise ") {
				t.Errorf("flags %q do not say which limit to raise", flags)
			}
		})
	}
}
