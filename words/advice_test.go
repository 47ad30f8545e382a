package words

import "testing"

// The same facts in the two audiences' words: a flag to raise on the command line, a menu to pick
// from in the app.
func TestAdviceWordedForEachAudience(t *testing.T) {
	ida := Alternative{Name: "ida", Title: "IDA* (optimal)", Note: "shortest, stores almost nothing", Optimal: true}
	tests := []struct {
		name            string
		a               Advice
		flags, controls string
	}{
		{"memory, A*", Advice{Raise: BudgetMemory, Cap: 256 << 20, Search: true, Try: []Alternative{ida}},
			"Raise -max-memory (now 256 MB) if the machine has that much free; raising -max-nodes would not help, or -algo ida (shortest, stores almost nothing).",
			"IDA* (Search by): shortest, stores almost nothing."},
		{"nodes, Hamming", Advice{Raise: BudgetNodes, Cap: 1000, States: 1234567, Search: true, Try: []Alternative{ida}, Heuristic: "manhattan"},
			"Raise -max-nodes (now 1000); -max-memory allows about 1,234,567 states of this size, or -algo ida (shortest, stores almost nothing), or -heuristic manhattan.",
			"Hamming distance guides A* weakly: Manhattan distance or IDA* (Search by) find a shortest solution with far fewer boards. IDA*: shortest, stores almost nothing."},
		{"beam timeout, 2048", Advice{Raise: BudgetTime, Search: true, Goal: true, BeamWidth: 64},
			"Raise -timeout to let it run longer, or a wider -beam-width (now 64), or a lower -goal.",
			"A lower goal needs far fewer moves; a larger board leaves more room."},
		{"best-first work, 2048", Advice{Raise: BudgetWork, Search: true, Goal: true, Priority: "left"},
			"Raise the work budget to search further, or try -priority left, or a lower -goal (each doubling of the goal about doubles the moves).",
			"A lower goal needs far fewer moves."},
		{"proof within memory", Advice{Raise: BudgetProof, Need: 3_700_000, States: 10_000_000, ProofNodes: 1_000_000},
			"Raise -proof-nodes to at least about 3.7 million (now 1,000,000) to check past the lower bound.",
			"A less scrambled board needs fewer moves."},
		{"proof past memory", Advice{Raise: BudgetMemory, Need: 29_000_000, BytesPerState: 100, States: 1_000_000},
			"Raise -max-memory to at least about 2,800 MB and -proof-nodes to at least about 29 million to check past the lower bound, if the machine has that much memory free.",
			"A less scrambled board needs fewer moves."},
		{"proof past any machine", Advice{Raise: BudgetMemory, Need: 1e15, BytesPerState: 100, States: 1_000_000}, "",
			"A less scrambled board needs fewer moves."},
		{"cancelled", Advice{}, "", "A less scrambled board needs fewer moves."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Flags(tt.a); got != tt.flags {
				t.Errorf("flags %q\nwant  %q", got, tt.flags)
			}
			if got := Controls(tt.a); got != tt.controls {
				t.Errorf("controls %q\nwant     %q", got, tt.controls)
			}
		})
	}
}
