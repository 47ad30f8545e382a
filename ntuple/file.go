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

	"github.com/tilesolve/tilesolve/board"
)

// A network file is a magic line, then a gzip stream of the payload and its SHA-256:
//
//	payload: version, the number of stages, and each stage: the exponent of the tile it plays
//	from (0 for the first), the weights' precision in bits (32, 16, or 8 to 15), the number of
//	tuples, each tuple's length and cells (uvarints); then each table: below 32 bits its scale
//	(a little-endian float32), then runs: the count of zero weights skipped, the count of weights
//	that follow, and those weights, until the table is full. A weight is a little-endian float32
//	at 32 bits, an int16 multiple of the scale at 16, and at fewer bits a multiple of the scale as
//	a signed varint (most of a table's weights are small: a byte each, at most three).
//
// Most weights of a trained network are never reached and stay 0, so the runs keep the file to
// what was learned. Version 2, still read, is one stage without the count and the exponent; it
// reads a tuple's first cell as the index's lowest digit (version 1, never shipped, read it as
// the highest). At b bits below 32 the scale is the table's largest
// weight over 2^(b-1)-1, and a weight's error at most half of it: 16 bits halve the file, 12
// bits take about 0.7 of 16's for a 4x5 network, with no loss of play that 1,500 games show.
const (
	magic       = "tilesolve n-tuple network\n"
	fileVersion = 3
)

// Precision is how many bits a network file gives each weight.
type Precision int

const (
	// Float32 keeps the weights as trained: the precision training resumes from.
	Float32 Precision = 32
	// Int16 stores each table's weights as multiples of a scale: half the size, for shipping.
	Int16 Precision = 16
	// Int12 stores them as varints of 4095 steps across a table's range: train -ship's default.
	Int12 Precision = 12
)

// levels is the largest multiple of the scale that a weight is written as at precision p
// (32767 at 16 bits), or 0 when p is not a precision of the file format.
func (p Precision) levels() int {
	if p < 8 || p > 16 {
		return 0
	}
	return 1<<(p-1) - 1
}

// ErrNotNetwork is the error for a file that is not a network file (another format, or a
// version this build does not read).
var ErrNotNetwork = errors.New("not a Tilesolve n-tuple network file")

// WriteTo writes the network in the network file format at full precision.
func (n *Network) WriteTo(w io.Writer) (int64, error) { return n.Write(w, Float32) }

// Write writes the network and its later stages in the network file format with the given
// precision.
func (n *Network) Write(w io.Writer, prec Precision) (int64, error) {
	if prec != Float32 && prec.levels() == 0 {
		return 0, fmt.Errorf("network file: no precision %d bits", prec)
	}
	var p bytes.Buffer
	put := func(x int) { p.Write(binary.AppendUvarint(nil, uint64(x))) }
	put(fileVersion)
	put(len(n.Stages()))
	for k, st := range n.Stages() {
		if k == 0 {
			put(0) // a later stage written alone is a network of one stage
		} else {
			put(st.from)
		}
		st.encode(&p, prec)
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

// encode appends one stage to p: its precision, its tuples and its tables.
func (n *Network) encode(p *bytes.Buffer, prec Precision) {
	put := func(x int) { p.Write(binary.AppendUvarint(nil, uint64(x))) }
	put(int(prec))
	put(len(n.shape))
	for _, cells := range n.shape {
		put(len(cells))
		for _, c := range cells {
			put(c)
		}
	}
	for _, t := range n.tuples {
		table := t.floats()
		if prec != Float32 {
			table = quantize(p, table, prec.levels())
		}
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
				switch prec {
				case Float32:
					p.Write(binary.LittleEndian.AppendUint32(nil, math.Float32bits(x)))
				case Int16:
					p.Write(binary.LittleEndian.AppendUint16(nil, uint16(int16(x))))
				default:
					p.Write(binary.AppendVarint(nil, int64(x)))
				}
			}
			i += run
		}
	}
}

// quantize writes table's scale to p and returns the table as multiples of it (each a whole
// number in -levels..levels, still as float32s): the weights that round to 0 join the runs of 0.
func quantize(p *bytes.Buffer, table []float32, levels int) []float32 {
	top := 0.0
	for _, x := range table {
		top = max(top, math.Abs(float64(x)))
	}
	lv := float64(levels)
	scale := float32(top / lv)
	p.Write(binary.LittleEndian.AppendUint32(nil, math.Float32bits(scale)))
	q := make([]float32, len(table))
	if scale == 0 {
		return q
	}
	for i, x := range table {
		q[i] = float32(max(-lv, min(lv, math.Round(float64(x/scale)))))
	}
	return q
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
// or altered one fails its checksum or its gzip stream, with an error that says so. A file below
// 32 bits reads into compact tables (its int16 multiples and each table's scale: half the memory
// of float32s, the same values), which a Learner turns into float32s to train.
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

// errMalformed is the error for a payload whose checksum held but whose content is not a network.
var errMalformed = errors.New("network file: malformed payload")

// payload reads a payload from its start.
type payload struct{ p []byte }

// uint reads a uvarint of at most MaxInt32.
func (r *payload) uint() (int, error) {
	x, k := binary.Uvarint(r.p)
	if k <= 0 || x > math.MaxInt32 {
		return 0, errMalformed
	}
	r.p = r.p[k:]
	return int(x), nil
}

// decode reads a payload whose checksum held: a version 2 file's one network, or a version 3
// file's stages, each with the exponent of the tile it plays from.
func decode(p []byte) (*Network, error) {
	r := &payload{p}
	v, err := r.uint()
	if err != nil {
		return nil, err
	}
	stages := 1
	switch v {
	case 2:
	case fileVersion:
		if stages, err = r.uint(); err != nil || stages < 1 || stages > board.Big4 {
			return nil, errMalformed
		}
	default:
		return nil, fmt.Errorf("%w (version %d; this build reads 2 and %d)", ErrNotNetwork, v, fileVersion)
	}
	var first *Network
	for k := range stages {
		from := 0
		if v == fileVersion {
			if from, err = r.uint(); err != nil {
				return nil, err
			}
		}
		n, err := r.stage()
		switch {
		case err != nil:
			return nil, err
		case k == 0 && from != 0:
			return nil, errMalformed
		case k == 0:
			first = n
		default:
			if err := first.AddStage(from, n); err != nil {
				return nil, fmt.Errorf("network file: %w", err)
			}
		}
	}
	if len(r.p) != 0 {
		return nil, errMalformed
	}
	return first, nil
}

// stage reads one stage: its precision, tuples and tables.
func (r *payload) stage() (*Network, error) {
	bitsEach, err := r.uint()
	prec := Precision(bitsEach)
	if err != nil || prec != Float32 && prec.levels() == 0 {
		return nil, errMalformed
	}
	levels := int64(prec.levels())
	count, err := r.uint()
	if err != nil || count > 64 {
		return nil, errMalformed
	}
	shape := make(Shape, count)
	for t := range shape {
		k, err := r.uint()
		if err != nil || k > 6 {
			return nil, errMalformed
		}
		for range k {
			c, err := r.uint()
			if err != nil {
				return nil, errMalformed
			}
			shape[t] = append(shape[t], c)
		}
	}
	n, err := newNetwork(shape, prec != Float32)
	if err != nil {
		return nil, fmt.Errorf("network file: %w", err)
	}
	for t := range n.tuples {
		tu := &n.tuples[t]
		size := tu.size()
		if prec != Float32 {
			if len(r.p) < 4 {
				return nil, errMalformed
			}
			tu.scale, r.p = math.Float32frombits(binary.LittleEndian.Uint32(r.p)), r.p[4:]
		}
		for i := 0; i < size; {
			zeros, err1 := r.uint()
			run, err2 := r.uint()
			if err1 != nil || err2 != nil || zeros > size-i || run > size-i-zeros || run > len(r.p) {
				return nil, errMalformed // every weight takes a byte at least
			}
			i += zeros
			for k := range run {
				p := r.p
				switch {
				case prec == Float32 && len(p) >= 4:
					tu.weights[i+k], r.p = math.Float32frombits(binary.LittleEndian.Uint32(p)), p[4:]
				case prec == Int16 && len(p) >= 2:
					tu.q[i+k], r.p = int16(binary.LittleEndian.Uint16(p)), p[2:]
				case prec != Float32 && prec != Int16:
					q, m := binary.Varint(p)
					if m <= 0 || q > levels || q < -levels {
						return nil, errMalformed
					}
					tu.q[i+k], r.p = int16(q), p[m:]
				default:
					return nil, errMalformed
				}
			}
			i += run
			if zeros == 0 && run == 0 {
				return nil, errMalformed // no progress: a malformed file must not loop
			}
		}
	}
	return n, nil
}
