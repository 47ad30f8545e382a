package search_test

import (
	"fmt"

	"github.com/tilesolve/tilesolve/internal/search"
)

// The 2048 best-first search pops the highest score first and A* the lowest estimate: each gives
// NewPQ its order.
func ExamplePQ() {
	boards := search.NewPQ(func(a, b int) bool { return a > b })
	for _, score := range []int{150, 5136, 220} {
		boards.Push(score)
	}
	for boards.Len() > 0 {
		fmt.Println(boards.Pop())
	}

	// Any order: here, shortest word first, then alphabetical.
	words := search.NewPQ(func(a, b string) bool { return len(a) < len(b) || len(a) == len(b) && a < b })
	for _, w := range []string{"slide", "tile", "merge", "up"} {
		words.Push(w)
	}
	fmt.Println(words.Len(), words.Pop())
	// Output:
	// 5136
	// 220
	// 150
	// 4 up
}
