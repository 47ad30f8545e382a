package search

// Mix spreads a 64-bit key over its high bits (Fibonacci hashing): the one hash constant of the
// family's open-addressing tables.
func Mix(k uint64) uint64 { return k * 0x9E3779B97F4A7C15 }

// Set is the family's open-addressing set: linear probing on keys the caller hashes, with the
// zero key marking a free slot (so the zero key cannot be stored: a board after a move is never
// empty, and a hash can be made odd). It grows at three quarters full, hashing its keys again
// with hash (a call per key moved, none per Add). Reset empties it for a new layer without
// giving its memory back. Map is the same table with a value beside each key.
type Set[K comparable] struct {
	slots []K
	n     int
	limit int // n at which the set grows: 3/4 of the slots
	shift uint
	hash  func(K) uint64
}

// NewSet returns an empty set with room for about n keys; hash is the hash Add is given.
func NewSet[K comparable](n int, hash func(K) uint64) *Set[K] {
	s := &Set[K]{hash: hash}
	s.Reset(n)
	return s
}

// Reset empties the set, with room for n keys before it grows.
func (s *Set[K]) Reset(n int) {
	bits := tableBits(n)
	if len(s.slots) < 1<<bits {
		s.slots = make([]K, 1<<bits)
		s.shift = 64 - bits
		s.limit = 3 * len(s.slots) / 4
	} else if s.n > 0 {
		clear(s.slots)
	}
	s.n = 0
}

// Add inserts k, whose hash is h, and says whether it was new.
func (s *Set[K]) Add(k K, h uint64) bool {
	if s.n >= s.limit {
		s.grow()
	}
	i, found := probe(s.slots, k, h, s.shift)
	if found {
		return false
	}
	s.slots[i] = k
	s.n++
	return true
}

// grow doubles the table.
func (s *Set[K]) grow() {
	old := s.slots
	s.slots, s.n, s.shift = make([]K, 2*len(old)), 0, s.shift-1
	s.limit = 3 * len(s.slots) / 4
	var zero K
	for _, k := range old {
		if k != zero {
			s.Add(k, s.hash(k))
		}
	}
}

// tableBits is the log2 of the slots a table with room for n keys starts with: at most half
// full, and at least 1024 slots.
func tableBits(n int) uint {
	bits := uint(10)
	for 1<<bits < 2*n {
		bits++
	}
	return bits
}

// probe is the family's one probing loop: the slot of k, whose hash is h, in slots (a power of
// two of them, shift being 64 less its log2), and true; or, when k is absent, the free slot
// where it belongs, and false. slots must have a free slot.
func probe[K comparable](slots []K, k K, h uint64, shift uint) (int, bool) {
	var zero K
	mask := len(slots) - 1
	for i := int(Mix(h) >> shift); ; i = (i + 1) & mask {
		switch slots[i] {
		case k:
			return i, true
		case zero:
			return i, false
		}
	}
}
