package search

import (
	"math/rand/v2"
	"testing"
)

// TestMap stores and finds keys in cases chosen to probe the table's edges: keys whose hashes
// collide (every key the same hash, so each probes past the others), a key stored again, a table
// grown past its first size, and Reset both keeping and shrinking its memory.
func TestMap(t *testing.T) {
	same := func(uint64) uint64 { return 1 }
	for _, c := range []struct {
		name string
		hash func(uint64) uint64
		room int
		puts []uint64 // stored with the key times 10 plus the index: the first store stays
		gone []uint64 // keys never put
	}{
		{"one key", identity, 1, []uint64{7}, []uint64{8, 1 << 63}},
		{"a key stored again", identity, 1, []uint64{7, 9, 7}, []uint64{3}},
		{"colliding hashes", same, 4, []uint64{1, 2, 3, 4, 5}, []uint64{6, 7}},
		{"grown", identity, 1, seq(1, 5000), []uint64{5001, 1 << 40}},
		{"grown, colliding", same, 1, seq(1, 900), []uint64{901}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := NewMap[uint64, uint64](c.room, c.hash)
			want := map[uint64]uint64{}
			for i, k := range c.puts {
				v := k*10 + uint64(i)
				got, loaded := m.LoadOrStore(k, c.hash(k), v)
				w, ok := want[k]
				if !ok {
					want[k], w = v, v // the first store stays
				}
				if loaded != ok || got != w {
					t.Fatalf("LoadOrStore(%d) = %d, %v; want %d, %v", k, got, loaded, w, ok)
				}
			}
			if m.n != len(want) {
				t.Fatalf("%d keys, want %d", m.n, len(want))
			}
			for k, v := range want {
				if got, ok := get(m, k); !ok || got != v {
					t.Fatalf("get(%d) = %d, %v; want %d, true", k, got, ok, v)
				}
			}
			for _, k := range c.gone {
				if _, ok := get(m, k); ok {
					t.Fatalf("get(%d) found a key never stored", k)
				}
			}
			m.Reset(c.room)
			if m.n != 0 {
				t.Fatalf("%d keys after Reset", m.n)
			}
			for k := range want {
				if _, ok := get(m, k); ok {
					t.Fatalf("get(%d) found a key after Reset", k)
				}
			}
		})
	}
}

// TestMapResetShrinks: a table one large use grew is made small again when the next use fills
// less than an eighth of it, and kept (cleared) while uses fill it.
func TestMapResetShrinks(t *testing.T) {
	m := NewMap[uint64, int](1, identity)
	small := len(m.keys)
	for k := uint64(1); k <= 10*uint64(small); k++ {
		m.LoadOrStore(k, k, int(k))
	}
	grown := len(m.keys)
	m.Reset(1) // the last use filled the grown table past an eighth: kept
	if len(m.keys) != grown {
		t.Fatalf("%d slots after a full use, want %d kept", len(m.keys), grown)
	}
	m.LoadOrStore(1, 1, 1)
	m.Reset(1) // this use filled one slot
	if len(m.keys) != small {
		t.Fatalf("%d slots after a use of one key, want %d", len(m.keys), small)
	}
}

// FuzzMap runs a seeded stream of LoadOrStores and Resets against Go's map: every answer
// agrees, and so does the count of keys. Half the keys collide on a few hashes.
func FuzzMap(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3} {
		f.Add(seed, uint16(3000))
	}
	f.Fuzz(func(t *testing.T, seed uint64, ops uint16) {
		rng := rand.New(rand.NewPCG(seed, seed))
		hash := func(k uint64) uint64 {
			if k%2 == 0 {
				return k % 5 // collisions
			}
			return k
		}
		m := NewMap[uint64, uint32](rng.IntN(100), hash)
		want := map[uint64]uint32{}
		for range int(ops) {
			k := 1 + rng.Uint64N(2000)
			switch op := rng.IntN(100); {
			case op < 99:
				v := rng.Uint32()
				got, loaded := m.LoadOrStore(k, hash(k), v)
				w, ok := want[k]
				if !ok {
					want[k], w = v, v
				}
				if loaded != ok || got != w {
					t.Fatalf("LoadOrStore(%d) = %d, %v; Go's map had %d, %v", k, got, loaded, w, ok)
				}
			default:
				m.Reset(rng.IntN(100))
				clear(want)
			}
			if m.n != len(want) {
				t.Fatalf("%d keys; Go's map has %d", m.n, len(want))
			}
		}
	})
}

func identity(k uint64) uint64 { return k }

// seq is the keys from..to.
func seq(from, to uint64) []uint64 {
	var out []uint64
	for k := from; k <= to; k++ {
		out = append(out, k)
	}
	return out
}

// get is a lookup that stores nothing, for the tests.
func get[V any](m *Map[uint64, V], k uint64) (V, bool) {
	i, found := probe(m.keys, k, m.hash(k), m.shift)
	return m.vals[i], found
}
