package patterndb

import (
	"bytes"
	"context"
	"errors"
	"os"
	"slices"
	"testing"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	db, err := build(context.Background(), Partition44, nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := db.Save(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := Load(bytes.NewReader(buf.Bytes()), Partition44)
	if err != nil {
		t.Fatal(err)
	}
	for g := range db.tables {
		if !slices.Equal(got.tables[g], db.tables[g]) {
			t.Fatalf("table %d differs after a round trip", g)
		}
	}
	if _, err := Load(bytes.NewReader(buf.Bytes()), Partition8); !errors.Is(err, ErrCorrupt) {
		t.Errorf("loading as another partition: %v", err)
	}
}

// TestLoadOrBuild: a missing file is built and kept, a valid one is loaded, and a damaged or
// outdated one is rebuilt.
func TestLoadOrBuild(t *testing.T) {
	dir := t.TempDir()
	path := FileName(dir, Partition44)
	var phases []string
	progress := func(p Progress) {
		if len(phases) == 0 || phases[len(phases)-1] != p.Phase {
			phases = append(phases, p.Phase)
		}
	}
	want, built, err := LoadOrBuild(context.Background(), Partition44, dir, progress)
	if err != nil || !built {
		t.Fatalf("first call: built %v, err %v", built, err)
	}
	if !slices.Equal(phases, []string{"building", "saving"}) {
		t.Errorf("phases %v", phases)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if db, built, err := LoadOrBuild(context.Background(), Partition44, dir, nil); err != nil || built || db.Estimate(make([]uint8, 9)) != want.Estimate(make([]uint8, 9)) {
		t.Fatalf("second call: built %v, err %v", built, err)
	}
	flipped := slices.Clone(good)
	flipped[len(flipped)/2] ^= 1
	bumped := slices.Clone(good)
	bumped[len(magic)]++ // the version
	for name, data := range map[string][]byte{
		"a flipped byte": flipped, "truncated": good[:len(good)/2], "another version": bumped, "empty": nil,
	} {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, built, err := LoadOrBuild(context.Background(), Partition44, dir, nil); err != nil || !built {
			t.Errorf("%s: built %v, err %v", name, built, err)
		}
		if again, _ := os.ReadFile(path); !bytes.Equal(again, good) {
			t.Errorf("%s: the rebuilt file differs from the first", name)
		}
	}
}

func TestBuildCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := LoadOrBuild(ctx, Partition555, t.TempDir(), nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
}
