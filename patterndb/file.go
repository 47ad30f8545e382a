package patterndb

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
)

// Version is the file format's version, in the file and in its name: a change to the format or
// to how tables are built bumps it, so an old file is rebuilt rather than misread.
const Version = 1

// magic starts every database file.
const magic = "TSPDB\n"

// ErrCorrupt says a file is not a valid database of the partition asked for.
var ErrCorrupt = errors.New("patterndb: not a valid database file")

// Save writes db: magic, version, n, partition name and groups, then each table, then a CRC-32 of
// everything before it.
func (db *DB) Save(w io.Writer) error {
	var buf bytes.Buffer
	buf.WriteString(magic)
	p := db.Partition
	put := func(v int) { binary.Write(&buf, binary.LittleEndian, uint32(v)) }
	put(Version)
	put(p.N)
	put(len(p.Name))
	buf.WriteString(p.Name)
	put(len(p.Groups))
	for g, tiles := range p.Groups {
		put(len(tiles))
		for _, t := range tiles {
			put(t)
		}
		put(len(db.tables[g]))
	}
	sum := crc32.NewIEEE()
	out := io.MultiWriter(w, sum)
	if _, err := out.Write(buf.Bytes()); err != nil {
		return err
	}
	for _, t := range db.tables {
		if _, err := out.Write(t); err != nil {
			return err
		}
	}
	return binary.Write(w, binary.LittleEndian, sum.Sum32())
}

// Load reads a database of partition p written by Save. It returns an error wrapping ErrCorrupt
// when the file is of another format version or partition, truncated, or fails its checksum.
func Load(r io.Reader, p Partition) (*DB, error) {
	sum := crc32.NewIEEE()
	in := io.TeeReader(bufio.NewReaderSize(r, 1<<20), sum)
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(in, head); err != nil || string(head) != magic {
		return nil, fmt.Errorf("%w: no magic", ErrCorrupt)
	}
	get := func() int {
		var v uint32
		if binary.Read(in, binary.LittleEndian, &v) != nil {
			return -1
		}
		return int(v)
	}
	if v := get(); v != Version {
		return nil, fmt.Errorf("%w: format version %d, want %d", ErrCorrupt, v, Version)
	}
	n, nameLen := get(), get()
	if n != p.N || nameLen != len(p.Name) {
		return nil, fmt.Errorf("%w: another partition", ErrCorrupt)
	}
	name := make([]byte, nameLen)
	if _, err := io.ReadFull(in, name); err != nil || string(name) != p.Name || get() != len(p.Groups) {
		return nil, fmt.Errorf("%w: another partition", ErrCorrupt)
	}
	sizes := make([]int, len(p.Groups))
	for g, tiles := range p.Groups {
		k := get()
		got := make([]int, 0, 8)
		for i := 0; i < k && i < 8; i++ {
			got = append(got, get())
		}
		sizes[g] = get()
		if !slices.Equal(got, tiles) || sizes[g] != placements(p.N*p.N, len(tiles)) {
			return nil, fmt.Errorf("%w: another partition", ErrCorrupt)
		}
	}
	tables := make([][]uint8, len(sizes))
	for g, size := range sizes {
		tables[g] = make([]uint8, size)
		if _, err := io.ReadFull(in, tables[g]); err != nil {
			return nil, fmt.Errorf("%w: truncated", ErrCorrupt)
		}
	}
	want := sum.Sum32()
	var got uint32
	if err := binary.Read(in, binary.LittleEndian, &got); err != nil || got != want {
		return nil, fmt.Errorf("%w: checksum", ErrCorrupt)
	}
	return newDB(p, tables), nil
}

// DefaultDir is where the app and the command line keep databases: tilesolve in the user's cache
// folder.
func DefaultDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "tilesolve"), nil
}

// FileName is the database file of partition p in dir.
func FileName(dir string, p Partition) string {
	return filepath.Join(dir, fmt.Sprintf("pdb-%s-v%d.bin", p.Name, Version))
}

// LoadOrBuild loads p's database from dir when its file is valid, and otherwise (missing,
// truncated, corrupt, another version) builds it and saves it there, replacing the file only once
// the new one is complete. built says which happened. A valid file is never rebuilt.
func LoadOrBuild(ctx context.Context, p Partition, dir string, progress func(Progress)) (db *DB, built bool, err error) {
	if err := p.check(); err != nil {
		return nil, false, err
	}
	path := FileName(dir, p)
	if f, err := os.Open(path); err == nil {
		if progress != nil {
			progress(Progress{Phase: "loading"})
		}
		db, err := Load(f, p)
		f.Close()
		if err == nil {
			return db, false, nil
		}
	}
	db, err = build(ctx, p, progress)
	if err != nil {
		return nil, false, err
	}
	if progress != nil {
		progress(Progress{Phase: "saving"})
	}
	if err := save(db, path); err != nil {
		// The database works; only keeping it for next time failed.
		return db, true, fmt.Errorf("patterndb: built, but could not keep it for next time: %w", err)
	}
	return db, true, nil
}

// save writes db to path through a temporary file in the same folder, synced and then renamed,
// so a crash leaves either the old file or the new one, never half of one.
func save(db *DB, path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	w := bufio.NewWriterSize(tmp, 1<<20)
	if err := db.Save(w); err != nil {
		tmp.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
