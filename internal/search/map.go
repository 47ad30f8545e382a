package search

// Map is Set with a value beside each key: the same probing (probe) and hash (Mix of the
// caller's), the zero key again marking a free slot. A search that finds states again by key
// keeps their node index in one (reduction's group search). It grows at half full, not Set's
// three quarters: most of its probes are for new states, which probe to a free slot, and at
// three quarters the group search took 4% more instructions (BenchmarkGroupSearch/10x10 under
// callgrind, see docs/performance.md).
type Map[K comparable, V any] struct {
	keys  []K
	vals  []V
	n     int
	limit int // n at which the map grows: half the slots
	shift uint
	hash  func(K) uint64
}

// NewMap returns an empty map with room for about n keys; hash is the hash LoadOrStore is given.
func NewMap[K comparable, V any](n int, hash func(K) uint64) *Map[K, V] {
	m := &Map[K, V]{hash: hash}
	m.Reset(n)
	return m
}

// Reset empties the map with room for n keys before it grows. It keeps its memory unless the
// last use filled less than an eighth of a table larger than n asks: then a table of n's size
// is made, since clearing (and missing the cache in) a table one large search grew costs the
// many small searches that follow it more than allocating does.
func (m *Map[K, V]) Reset(n int) {
	size := 1 << tableBits(n)
	switch {
	case len(m.keys) < size, len(m.keys) > size && 8*m.n < len(m.keys):
		m.keys, m.vals = make([]K, size), make([]V, size)
		m.shift = 64 - tableBits(n)
		m.limit = size / 2
	case m.n > 0:
		clear(m.keys)
	}
	m.n = 0
}

// LoadOrStore returns the value of k, whose hash is h, and true when k is stored; else it stores
// k with v and returns v and false: one probe for a search that meets a state and keeps it when
// new. k must not be the zero key.
func (m *Map[K, V]) LoadOrStore(k K, h uint64, v V) (V, bool) {
	if m.n >= m.limit {
		m.grow()
	}
	i, found := probe(m.keys, k, h, m.shift)
	if found {
		return m.vals[i], true
	}
	m.keys[i], m.vals[i] = k, v
	m.n++
	return v, false
}

// grow doubles the table.
func (m *Map[K, V]) grow() {
	keys, vals := m.keys, m.vals
	m.keys, m.vals, m.n, m.shift = make([]K, 2*len(keys)), make([]V, 2*len(keys)), 0, m.shift-1
	m.limit = len(m.keys) / 2
	var zero K
	for i, k := range keys {
		if k != zero { // a key once, and room for all: no check for either
			j, _ := probe(m.keys, k, m.hash(k), m.shift)
			m.keys[j], m.vals[j] = k, vals[i]
			m.n++
		}
	}
}
