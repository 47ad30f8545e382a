package pdb

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"slices"

	"github.com/tilesolve/tilesolve/internal/yield"
)

// FormatVersion is the file format's version, written in each file and in its name. Bump it when
// the layout changes or when the tables a build makes change (ranking, costs, partitions), so an
// old file is rebuilt instead of misread.
const FormatVersion = 1

// magic starts every database file.
const magic = "TSPDB"

// maxTable bounds a table's size in a file, so that a damaged header cannot make load allocate
// without bound before the checksum is checked.
const maxTable = 1 << 31

// ErrCorrupt says that data is not a valid database file of this format version: wrong magic or
// version, a header that describes no valid partition, truncated, or a checksum that differs.
var ErrCorrupt = errors.New("pdb: not a valid database file")

// Save writes the database in format FormatVersion, all numbers little-endian:
//
//	"TSPDB", version uint16, N uint8,
//	name length uint8, name,
//	group count uint8, then per group: tile count uint8, tiles (a byte each),
//	per group: table size uint64,
//	the tables, in group order,
//	CRC-32 (IEEE) of everything before it, uint32.
func (d *DB) Save(w io.Writer) error { return d.save(w, FormatVersion) }

// filePiece is how much of a table Save writes and load reads between two yields (internal/yield):
// the checksum and the copy of a 6-tile group's 5.8 MB table would hold the page's thread for
// tens of milliseconds at once.
const filePiece = 1 << 20

// save writes the format with any version number, so tests can make files of another version.
func (d *DB) save(w io.Writer, version uint16) error {
	var head bytes.Buffer
	p := d.part
	head.WriteString(magic)
	head.Write(binary.LittleEndian.AppendUint16(nil, version))
	head.WriteByte(byte(p.N))
	head.WriteByte(byte(len(p.Name)))
	head.WriteString(p.Name)
	head.WriteByte(byte(len(p.Groups)))
	for _, tiles := range p.Groups {
		head.WriteByte(byte(len(tiles)))
		for _, t := range tiles {
			head.WriteByte(byte(t))
		}
	}
	for _, t := range d.tables {
		head.Write(binary.LittleEndian.AppendUint64(nil, uint64(len(t))))
	}
	sum := crc32.NewIEEE()
	out := io.MultiWriter(w, sum)
	if _, err := out.Write(head.Bytes()); err != nil {
		return err
	}
	for _, t := range d.tables {
		for len(t) > 0 { // a piece at a time: on the web the page runs between them
			n := min(len(t), filePiece)
			if _, err := out.Write(t[:n]); err != nil {
				return err
			}
			t = t[n:]
			yield.Point()
		}
	}
	_, err := w.Write(binary.LittleEndian.AppendUint32(nil, sum.Sum32()))
	return err
}

// load reads a database written by Save; r must end where the database does. With want, it fails
// (before reading any table) unless the file holds exactly that partition; nil takes any. Any
// error on data that is not a valid file of this FormatVersion wraps ErrCorrupt. A library user
// reads a kept database back through a Store (LoadOrBuild, Cache.Get).
func load(r io.Reader, want *Partition) (*DB, error) {
	sum := crc32.NewIEEE()
	in := &byteReader{r: io.TeeReader(bufio.NewReaderSize(r, 1<<16), sum)}
	if m := in.bytes(len(magic)); in.err != nil || string(m) != magic {
		return nil, corrupt(in.err, "no magic")
	}
	if v := binary.LittleEndian.Uint16(in.bytes(2)); in.err == nil && v != FormatVersion {
		return nil, fmt.Errorf("%w: format version %d, want %d", ErrCorrupt, v, FormatVersion)
	}
	p := Partition{N: int(in.byte())}
	p.Name = string(in.bytes(int(in.byte())))
	p.Groups = make([][]int, in.byte())
	for g := range p.Groups {
		for _, t := range in.bytes(int(in.byte())) {
			p.Groups[g] = append(p.Groups[g], int(t))
		}
	}
	if in.err != nil {
		return nil, corrupt(in.err, "truncated header")
	}
	p.Goal = goalFromName(p.Name, p.N) // a goal of its own is written in the name (ForGoal)
	if err := p.Check(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if want != nil && !samePartition(p, *want) {
		return nil, fmt.Errorf("%w: partition %s (%v), want %s (%v)", ErrCorrupt, p.Name, p.Groups, want.Name, want.Groups)
	}
	c := p.N * p.N
	tables := make([][]uint8, len(p.Groups))
	sizes := make([]int, len(p.Groups))
	for g, tiles := range p.Groups {
		size := binary.LittleEndian.Uint64(in.bytes(8))
		if in.err != nil || size != uint64(placements(c, len(tiles))) || size > maxTable {
			return nil, corrupt(in.err, fmt.Sprintf("group %d's table size", g))
		}
		sizes[g] = int(size)
	}
	for g, size := range sizes {
		tables[g] = make([]uint8, size)
		for t := tables[g]; len(t) > 0; t = t[min(len(t), filePiece):] {
			if _, err := io.ReadFull(in.r, t[:min(len(t), filePiece)]); err != nil {
				return nil, corrupt(err, fmt.Sprintf("truncated table %d", g))
			}
			yield.Point()
		}
	}
	want32 := sum.Sum32()
	var got [4]byte
	if _, err := io.ReadFull(in.r, got[:]); err != nil || binary.LittleEndian.Uint32(got[:]) != want32 {
		return nil, corrupt(err, "checksum")
	}
	if n, _ := in.r.Read(got[:1]); n != 0 {
		return nil, fmt.Errorf("%w: data after the checksum", ErrCorrupt)
	}
	return newDB(p, tables), nil
}

// samePartition says whether two partitions have the same name, side and groups in order.
func samePartition(a, b Partition) bool {
	return a.Name == b.Name && a.N == b.N && slices.EqualFunc(a.Groups, b.Groups, slices.Equal)
}

// byteReader reads small header fields, remembering the first error so that the header can be
// read straight through and checked once.
// corrupt is load's error for a file that ends early or is not a database (ErrCorrupt: build it
// again), or, when reading failed for another reason (read: permission, I/O), that reason: the
// file itself may be whole.
func corrupt(read error, what string) error {
	if read != nil && !errors.Is(read, io.EOF) && !errors.Is(read, io.ErrUnexpectedEOF) {
		return fmt.Errorf("pdb: reading a database: %w", read)
	}
	return fmt.Errorf("%w: %s", ErrCorrupt, what)
}

type byteReader struct {
	r   io.Reader
	err error
	buf [256]byte
}

// bytes reads n (at most 256) bytes; after an error it returns zeros.
func (b *byteReader) bytes(n int) []byte {
	out := b.buf[:n]
	if b.err == nil {
		_, b.err = io.ReadFull(b.r, out)
	}
	if b.err != nil {
		clear(out)
	}
	return out
}

func (b *byteReader) byte() byte { return b.bytes(1)[0] }
