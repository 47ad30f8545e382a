package search

// PQ is a priority queue on a binary heap: Pop returns the item that orders first by less. The 2048
// best-first search takes the highest score first and A* the lowest estimate: each passes its own
// less to NewPQ.
//
// Invariant: for every i > 0, !less(items[i], items[(i-1)/2]) — no item orders before its parent.
type PQ[T any] struct {
	items []T
	less  func(a, b T) bool
}

// NewPQ returns an empty queue ordered by less.
func NewPQ[T any](less func(a, b T) bool) *PQ[T] { return &PQ[T]{less: less} }

// Len is the number of items queued.
func (q *PQ[T]) Len() int { return len(q.items) }

// Push adds x.
func (q *PQ[T]) Push(x T) {
	q.items = append(q.items, x)
	q.up(len(q.items) - 1)
}

// First returns up to k queued items in the order Pop would return them, leaving out those keep
// rejects, without changing the queue (FirstOf: about k² steps).
func (q *PQ[T]) First(k int, keep func(T) bool) []T { return FirstOf(q.items, q.less, keep, k) }

// Pop removes and returns the first item; the queue must not be empty.
func (q *PQ[T]) Pop() T {
	top := q.items[0]
	last := len(q.items) - 1
	q.items[0] = q.items[last]
	var zero T
	q.items[last] = zero // let the garbage collector have what the item points to
	q.items = q.items[:last]
	if last > 0 {
		q.down(0)
	}
	return top
}

func (q *PQ[T]) up(i int) {
	for i > 0 {
		parent := (i - 1) / 2
		if !q.less(q.items[i], q.items[parent]) {
			return
		}
		q.items[i], q.items[parent] = q.items[parent], q.items[i]
		i = parent
	}
}

func (q *PQ[T]) down(i int) {
	n := len(q.items)
	for {
		first := i
		for _, child := range [2]int{2*i + 1, 2*i + 2} {
			if child < n && q.less(q.items[child], q.items[first]) {
				first = child
			}
		}
		if first == i {
			return
		}
		q.items[i], q.items[first] = q.items[first], q.items[i]
		i = first
	}
}
