package ntuple

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"io"
	"math"
)

// A rates file keeps a Learner's temporal-coherence sums, so that training resumed from a network
// file goes on with each weight's own rate instead of starting them afresh (which set a resumed
// 4x5 run back: its first 2,000 games reached 8192 in 1.1% where the run had stopped at 58%).
// It is a magic line, then a gzip stream of: a version, the number of tables and each one's
// length (uvarints), every weight's two sums as little-endian float32s, and the SHA-256 of all
// that. A 4x6 network's sums are 537 MB before compression, so the file is written as a stream.
const (
	ratesMagic   = "tilesolve n-tuple rates\n"
	ratesVersion = 1
)

// WriteRates writes the learner's temporal-coherence sums. A learner without temporal coherence
// has none: that is an error.
func (l *Learner) WriteRates(w io.Writer) error {
	if !l.tc {
		return errors.New("rates: the learner does not learn by temporal coherence")
	}
	if _, err := io.WriteString(w, ratesMagic); err != nil {
		return err
	}
	z, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	sum := sha256.New()
	bw := bufio.NewWriterSize(io.MultiWriter(z, sum), 1<<16)
	head := binary.AppendUvarint(nil, ratesVersion)
	head = binary.AppendUvarint(head, uint64(len(l.ea)))
	for _, t := range l.ea {
		head = binary.AppendUvarint(head, uint64(len(t)))
	}
	bw.Write(head)
	var b [8]byte
	for _, t := range l.ea {
		for _, e := range t {
			binary.LittleEndian.PutUint32(b[:4], math.Float32bits(e[0]))
			binary.LittleEndian.PutUint32(b[4:], math.Float32bits(e[1]))
			bw.Write(b[:])
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if _, err := z.Write(sum.Sum(nil)); err != nil {
		return err
	}
	return z.Close()
}

// ReadRates replaces the learner's temporal-coherence sums with those of a rates file written for
// a network of the same tables. A file of another format, of other tables, cut short or altered is
// refused with an error that says which, and the learner is left as it was.
func (l *Learner) ReadRates(r io.Reader) error {
	if !l.tc {
		return errors.New("rates: the learner does not learn by temporal coherence")
	}
	br := bufio.NewReader(r)
	head := make([]byte, len(ratesMagic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != ratesMagic {
		return errors.New("not a Tilesolve rates file")
	}
	z, err := gzip.NewReader(br)
	if err != nil {
		return fmt.Errorf("rates file is damaged or cut short: %w", err)
	}
	sum := sha256.New()
	in := &hashReader{r: bufio.NewReaderSize(z, 1<<16), h: sum}
	get := func() (int, error) {
		x, err := binary.ReadUvarint(in)
		if err != nil || x > math.MaxInt32 {
			return 0, errors.New("rates file is damaged or cut short")
		}
		return int(x), nil
	}
	if v, err := get(); err != nil || v != ratesVersion {
		return fmt.Errorf("rates file: version %d, or damaged; this build reads %d", v, ratesVersion)
	}
	if n, err := get(); err != nil || n != len(l.ea) {
		return fmt.Errorf("rates file: %d tables, the network has %d", n, len(l.ea))
	}
	for k, t := range l.ea {
		if n, err := get(); err != nil || n != len(t) {
			return fmt.Errorf("rates file: table %d has %d weights, the network's %d", k+1, n, len(t))
		}
	}
	ea := make([][][2]float32, len(l.ea))
	buf := make([]byte, 8<<13) // read 8,192 weights' sums at a time
	for k, t := range l.ea {
		ea[k] = newTable[[2]float32](len(t))
		for i := 0; i < len(t); {
			chunk := buf[:8*min(len(t)-i, 1<<13)]
			if _, err := io.ReadFull(in, chunk); err != nil {
				return errors.New("rates file is cut short")
			}
			for ; len(chunk) > 0; chunk, i = chunk[8:], i+1 {
				ea[k][i] = [2]float32{math.Float32frombits(binary.LittleEndian.Uint32(chunk)), math.Float32frombits(binary.LittleEndian.Uint32(chunk[4:]))}
			}
		}
	}
	got := sum.Sum(nil)
	want := make([]byte, sha256.Size)
	if _, err := io.ReadFull(in.r, want); err != nil || !bytes.Equal(got, want) {
		return errors.New("rates file fails its checksum: it is damaged")
	}
	if _, err := in.r.ReadByte(); err != io.EOF {
		return errors.New("rates file: data after its checksum")
	}
	l.ea = ea
	return nil
}

// hashReader reads r, adding what it reads to h: the checksum of a stream too large to hold.
type hashReader struct {
	r *bufio.Reader
	h hash.Hash
}

func (h *hashReader) Read(p []byte) (int, error) {
	n, err := h.r.Read(p)
	h.h.Write(p[:n])
	return n, err
}

func (h *hashReader) ReadByte() (byte, error) {
	c, err := h.r.ReadByte()
	if err == nil {
		h.h.Write([]byte{c})
	}
	return c, err
}
