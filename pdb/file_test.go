package pdb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/iotest"
	"time"
)

func saved(t *testing.T, db *DB) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := db.Save(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestSaveLoad checks that a database survives a round trip through its file format.
func TestSaveLoad(t *testing.T) {
	for _, db := range []*DB{mustBuild(t, Partition3x3), mustDB555(t)} {
		data := saved(t, db)
		got, err := load(bytes.NewReader(data), nil)
		if err != nil {
			t.Fatalf("%s: %v", db.part.Name, err)
		}
		if !samePartition(got.part, db.part) || !slices.EqualFunc(got.tables, db.tables, slices.Equal) {
			t.Fatalf("%s: loaded database differs", db.part.Name)
		}
		if got.Size() != db.Size() || len(data) != db.Size()+headerSize(db)+4 {
			t.Fatalf("%s: %d bytes for %d of tables", db.part.Name, len(data), db.Size())
		}
	}
}

func headerSize(db *DB) int {
	s := len(magic) + 2 + 1 + 1 + len(db.part.Name) + 1
	for _, g := range db.part.Groups {
		s += 1 + len(g) + 8
	}
	return s
}

// damages are ways a file can go wrong; each must make Load fail with ErrCorrupt and
// LoadOrBuild build again.
var damages = []struct {
	name   string
	damage func(t *testing.T, db *DB, data []byte) []byte
}{
	{"empty", func(_ *testing.T, _ *DB, _ []byte) []byte { return nil }},
	{"magic", func(_ *testing.T, _ *DB, d []byte) []byte { d[0] ^= 1; return d }},
	{"version byte", func(_ *testing.T, _ *DB, d []byte) []byte { d[5]++; return d }},
	{"name byte", func(_ *testing.T, _ *DB, d []byte) []byte { d[9] ^= 0x20; return d }},
	{"group tile", func(_ *testing.T, db *DB, d []byte) []byte {
		i := len(magic) + 4 + len(db.part.Name) + 1 + 1
		d[i], d[i+1] = d[i+1], d[i] // two tiles swapped: another partition
		return d
	}},
	{"table byte", func(_ *testing.T, _ *DB, d []byte) []byte { d[len(d)/2] ^= 0x10; return d }},
	{"last table byte", func(_ *testing.T, _ *DB, d []byte) []byte { d[len(d)-5]++; return d }},
	{"checksum byte", func(_ *testing.T, _ *DB, d []byte) []byte { d[len(d)-1] ^= 0x80; return d }},
	{"truncated header", func(_ *testing.T, _ *DB, d []byte) []byte { return d[:12] }},
	{"truncated table", func(_ *testing.T, _ *DB, d []byte) []byte { return d[:len(d)/2] }},
	{"no checksum", func(_ *testing.T, _ *DB, d []byte) []byte { return d[:len(d)-4] }},
	{"short checksum", func(_ *testing.T, _ *DB, d []byte) []byte { return d[:len(d)-1] }},
	{"trailing data", func(_ *testing.T, _ *DB, d []byte) []byte { return append(d, 0) }},
	{"next version", func(t *testing.T, db *DB, _ []byte) []byte {
		var buf bytes.Buffer
		if err := db.save(&buf, FormatVersion+1); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes() // valid in every other way, checksum included
	}},
}

// TestLoadRejects checks that every kind of damage is caught.
func TestLoadRejects(t *testing.T) {
	db := mustBuild(t, Partition3x3)
	for _, tc := range damages {
		data := tc.damage(t, db, saved(t, db))
		if _, err := load(bytes.NewReader(data), nil); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: Load says %v, want ErrCorrupt", tc.name, err)
		}
	}
	// A valid file of another partition is refused where a given partition is wanted.
	other := saved(t, mustBuild(t, Partition3x3Exact))
	if _, err := load(bytes.NewReader(other), &Partition3x3); !errors.Is(err, ErrCorrupt) {
		t.Errorf("another partition's file: %v, want ErrCorrupt", err)
	}
}

// loadOrBuild calls LoadOrBuild and records the phases it reported.
func loadOrBuild(t *testing.T, p Partition, dir string) (*DB, bool, []string) {
	t.Helper()
	var phases []string
	db, built, err := LoadOrBuild(t0ctx, p, DirStore(dir), func(pr BuildProgress) {
		if len(phases) == 0 || phases[len(phases)-1] != pr.Phase {
			phases = append(phases, pr.Phase)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return db, built, phases
}

// TestLoadOrBuild checks the cache: an empty folder gets a built file, a valid file is loaded
// and never rebuilt, and every kind of damaged file is rebuilt and replaced.
func TestLoadOrBuild(t *testing.T) {
	p := Partition3x3
	dir := filepath.Join(t.TempDir(), "cache") // not there yet: LoadOrBuild makes it
	path := filepath.Join(dir, Key(p))
	if filepath.Base(path) != "pdb-3x3-4-4-v1.bin" {
		t.Fatalf("file name %s", path)
	}
	db, built, phases := loadOrBuild(t, p, dir)
	if !built || !slices.Equal(phases, []string{PhaseBuilding, PhaseSaving}) {
		t.Fatalf("empty folder: built %v, phases %v", built, phases)
	}
	good, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(good, saved(t, db)) {
		t.Fatalf("file after build: %v", err)
	}
	before, _ := os.Stat(path)
	for i := 0; i < 2; i++ {
		got, built, phases := loadOrBuild(t, p, dir)
		if built || !slices.Equal(phases, []string{PhaseLoading}) {
			t.Fatalf("valid file: built %v, phases %v", built, phases)
		}
		if !slices.EqualFunc(got.tables, db.tables, slices.Equal) {
			t.Fatal("loaded tables differ from built ones")
		}
	}
	if after, _ := os.Stat(path); !after.ModTime().Equal(before.ModTime()) {
		t.Fatal("loading rewrote the file")
	}
	for _, tc := range damages {
		if err := os.WriteFile(path, tc.damage(t, db, bytes.Clone(good)), 0o644); err != nil {
			t.Fatal(err)
		}
		_, built, _ := loadOrBuild(t, p, dir)
		now, _ := os.ReadFile(path)
		if !built || !bytes.Equal(now, good) {
			t.Errorf("%s: built %v, file restored %v", tc.name, built, bytes.Equal(now, good))
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestLoadOrBuildNotSaved checks that a database that cannot be saved is still returned.
func TestLoadOrBuildNotSaved(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(dir, nil, 0o644); err != nil { // a file where the folder should be
		t.Fatal(err)
	}
	db, built, err := LoadOrBuild(t0ctx, Partition3x3, DirStore(dir), nil)
	if db == nil || !built || !errors.Is(err, ErrNotSaved) {
		t.Fatalf("got %v, %v, %v; want a database, true, ErrNotSaved", db != nil, built, err)
	}
}

// TestCancel checks that cancelling stops a build promptly with context.Canceled and leaves no
// file behind, and that an already cancelled context builds nothing.
func TestCancel(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	var at time.Time
	db, built, err := LoadOrBuild(ctx, Partition663, DirStore(dir), func(pr BuildProgress) {
		if pr.Phase == PhaseBuilding && at.IsZero() {
			at = time.Now()
			cancel()
		}
	})
	if db != nil || built || !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, %v, %v; want nil, false, context.Canceled", db != nil, built, err)
	}
	if d := time.Since(at); d > time.Second {
		t.Errorf("took %v to stop", d)
	}
	if names, _ := os.ReadDir(dir); len(names) != 0 {
		t.Errorf("files left: %v", names)
	}
	if _, _, err := LoadOrBuild(ctx, Partition3x3, DirStore(dir), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
}

// TestProgress checks Build's reports: each about one group, counts within totals, the whole
// never going backwards, and each group reported complete once at the end.
func TestProgress(t *testing.T) {
	var reports []BuildProgress
	db, err := Build(t0ctx, Partition555, func(p BuildProgress) { reports = append(reports, p) })
	if err != nil {
		t.Fatal(err)
	}
	complete := map[int]bool{}
	var last int64
	for _, r := range reports {
		if r.Phase != PhaseBuilding || r.Group < 0 || r.Group >= 3 || r.Done > r.Total ||
			r.AllDone > r.AllTotal || r.AllDone < last || r.Total != int64(db.GroupSizes()[r.Group]) {
			t.Fatalf("report %+v", r)
		}
		last = r.AllDone
		if r.Done == r.Total {
			complete[r.Group] = true
		}
	}
	if len(complete) != 3 || last != int64(db.Size()) {
		t.Fatalf("complete groups %v, last total %d of %d", complete, last, db.Size())
	}
}

// failingStore is a Store whose loads fail with err (and whose Open, when open is set, gives a
// reader of good bytes that fails with err half-way); it counts its saves.
type failingStore struct {
	good  []byte
	err   error
	open  bool
	saves int
}

func (s *failingStore) Load(string) ([]byte, error) { return nil, s.err }
func (s *failingStore) Save(string, []byte) error   { s.saves++; return nil }

// Open is asked for only when open is set (LoadOrBuild looks for the method by its type): a store
// without it is tested through failingLoads.
func (s *failingStore) Open(string) (io.ReadCloser, int64, error) {
	r := io.MultiReader(bytes.NewReader(s.good[:len(s.good)/2]), iotest.ErrReader(s.err))
	return io.NopCloser(r), int64(len(s.good)), nil
}

// failingLoads hides failingStore's Open.
type failingLoads struct{ *failingStore }

func (s failingLoads) Load(k string) ([]byte, error) { return s.failingStore.Load(k) }
func (s failingLoads) Save(k string, d []byte) error { return s.failingStore.Save(k, d) }

// TestLoadOrBuildReportsLoadErrors: a load that fails for another reason than a missing or
// corrupt file (permission, I/O; a store that says "missing" its own way) is returned and nothing
// is built or saved over what is kept; a missing one (fs.ErrNotExist) is built.
func TestLoadOrBuildReportsLoadErrors(t *testing.T) {
	var good bytes.Buffer
	if err := mustBuild(t, Partition3x3).Save(&good); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		store *failingStore
		build bool
	}{
		{"permission", &failingStore{err: fs.ErrPermission}, false},
		{"missing its own way", &failingStore{err: errors.New("no such key")}, false},
		{"missing", &failingStore{err: fmt.Errorf("no key: %w", fs.ErrNotExist)}, true},
		{"I/O half-way", &failingStore{good: good.Bytes(), err: errors.New("input/output error"), open: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var store Store = failingLoads{tc.store}
			if tc.store.open {
				store = tc.store
			}
			db, built, err := LoadOrBuild(context.Background(), Partition3x3, store, nil)
			if tc.build {
				if err != nil || !built || db == nil || tc.store.saves != 1 {
					t.Errorf("got %v, built %v, %d saves; want it built and saved", err, built, tc.store.saves)
				}
				return
			}
			if err == nil || !errors.Is(err, tc.store.err) || errors.Is(err, ErrCorrupt) || built || db != nil || tc.store.saves != 0 {
				t.Errorf("got %v, built %v, %d saves; want the load's error, nothing built", err, built, tc.store.saves)
			}
		})
	}
}

// TestHasOnlyWhatIsMissing: a store without a Has of its own keeps none only when its load says
// so (fs.ErrNotExist); a load that fails otherwise counts as kept, so that a solve loads it and
// says why, where it took it for missing and went on without it in silence.
func TestHasOnlyWhatIsMissing(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{nil, true},
		{fmt.Errorf("no key: %w", fs.ErrNotExist), false},
		{fs.ErrPermission, true},
		{errors.New("input/output error"), true},
	} {
		if got := Has(failingLoads{&failingStore{err: tc.err}}, "k"); got != tc.want {
			t.Errorf("a load failing with %v: Has %v, want %v", tc.err, got, tc.want)
		}
	}
	dir := t.TempDir()
	if DirStore(dir).Has("none") || !DirStore(dir).Has(".") {
		t.Error("DirStore.Has: a missing file kept, or a present one not")
	}
}
