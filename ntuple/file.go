package ntuple

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// A network file is a magic line, then a gzip stream of the payload and its SHA-256:
//
//	payload: version, the number of tuples, each tuple's length and cells (uvarints); then each
//	table as runs: the count of zero weights skipped, the count of weights that follow, and those
//	weights as little-endian float32s, until the table is full.
//
// Most weights of a trained network are never reached and stay 0, so the runs keep the file to
// what was learned.
const (
	magic       = "tilesolve n-tuple network\n"
	fileVersion = 1
)

// ErrNotNetwork is the error for a file that is not a network file (another format, or a
// version this build does not read).
var ErrNotNetwork = errors.New("not a Tilesolve n-tuple network file")

// WriteTo writes the network in the network file format.
func (n *Network) WriteTo(w io.Writer) (int64, error) {
	var p bytes.Buffer
	put := func(x int) { p.Write(binary.AppendUvarint(nil, uint64(x))) }
	put(fileVersion)
	put(len(n.shape))
	for _, cells := range n.shape {
		put(len(cells))
		for _, c := range cells {
			put(c)
		}
	}
	var f [4]byte
	for _, table := range n.weights {
		for i := 0; i < len(table); {
			zeros := 0
			for i+zeros < len(table) && table[i+zeros] == 0 {
				zeros++
			}
			i += zeros
			run := 0
			for i+run < len(table) && table[i+run] != 0 {
				run++
			}
			put(zeros)
			put(run)
			for _, x := range table[i : i+run] {
				binary.LittleEndian.PutUint32(f[:], math.Float32bits(x))
				p.Write(f[:])
			}
			i += run
		}
	}
	sum := sha256.Sum256(p.Bytes())
	cw := &countWriter{w: w}
	if _, err := io.WriteString(cw, magic); err != nil {
		return cw.n, err
	}
	z, _ := gzip.NewWriterLevel(cw, gzip.BestCompression)
	if _, err := z.Write(p.Bytes()); err != nil {
		return cw.n, err
	}
	if _, err := z.Write(sum[:]); err != nil {
		return cw.n, err
	}
	err := z.Close()
	return cw.n, err
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// Read reads a network file. A file of another format or version is ErrNotNetwork; a truncated
// or altered one fails its checksum or its gzip stream, with an error that says so.
func Read(r io.Reader) (*Network, error) {
	br := bufio.NewReader(r)
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
		return nil, ErrNotNetwork
	}
	z, err := gzip.NewReader(br)
	if err != nil {
		return nil, fmt.Errorf("network file is damaged or cut short: %w", err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		return nil, fmt.Errorf("network file is damaged or cut short: %w", err)
	}
	if len(data) < sha256.Size {
		return nil, errors.New("network file is cut short")
	}
	payload, want := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if got := sha256.Sum256(payload); !bytes.Equal(got[:], want) {
		return nil, errors.New("network file fails its checksum: it is damaged")
	}
	return decode(payload)
}

// decode reads a payload whose checksum held.
func decode(p []byte) (*Network, error) {
	bad := errors.New("network file: malformed payload")
	get := func() (int, error) {
		x, k := binary.Uvarint(p)
		if k <= 0 || x > math.MaxInt32 {
			return 0, bad
		}
		p = p[k:]
		return int(x), nil
	}
	v, err := get()
	if err != nil {
		return nil, err
	}
	if v != fileVersion {
		return nil, fmt.Errorf("%w (version %d; this build reads %d)", ErrNotNetwork, v, fileVersion)
	}
	count, err := get()
	if err != nil || count > 64 {
		return nil, bad
	}
	shape := make(Shape, count)
	for t := range shape {
		k, err := get()
		if err != nil || k > 6 {
			return nil, bad
		}
		for range k {
			c, err := get()
			if err != nil {
				return nil, bad
			}
			shape[t] = append(shape[t], c)
		}
	}
	n, err := New(shape)
	if err != nil {
		return nil, fmt.Errorf("network file: %w", err)
	}
	for _, table := range n.weights {
		for i := 0; i < len(table); {
			zeros, err1 := get()
			run, err2 := get()
			if err1 != nil || err2 != nil || zeros > len(table)-i || run > len(table)-i-zeros || 4*run > len(p) {
				return nil, bad
			}
			i += zeros
			for k := range run {
				table[i+k] = math.Float32frombits(binary.LittleEndian.Uint32(p[4*k:]))
			}
			p = p[4*run:]
			i += run
			if zeros == 0 && run == 0 {
				return nil, bad // no progress: a malformed file must not loop
			}
		}
	}
	if len(p) != 0 {
		return nil, bad
	}
	return n, nil
}
