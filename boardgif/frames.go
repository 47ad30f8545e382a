package boardgif

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"io"
)

// frameWriter writes a GIF one frame at a time. image/gif encodes only whole animations held in
// memory, and thousands of frames of a large board would not fit; so each frame is encoded as a
// GIF of one frame with the shared palette, and its frame blocks are copied out between one
// header (with the loop extension an animation needs) and one trailer.
type frameWriter struct {
	w      io.Writer
	config image.Config
	header int // the bytes of a one-frame GIF before its frame: signature, screen, colour table
	begun  bool
	buf    bytes.Buffer
}

// loopForever is the NETSCAPE2.0 application extension with a loop count of 0: play again and again.
var loopForever = []byte{0x21, 0xff, 0x0b, 'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0', 0x03, 0x01, 0, 0, 0}

func newFrameWriter(w io.Writer, pal color.Palette, width, height int) *frameWriter {
	table := 2 // the global colour table holds a power of two of colours, at least 2
	for table < len(pal) {
		table *= 2
	}
	return &frameWriter{w: w, config: image.Config{ColorModel: pal, Width: width, Height: height}, header: 13 + 3*table}
}

// frame writes pm (a part of the screen, drawn over what the frames before left) to show for
// delay hundredths of a second. pm's palette must be the palette the writer was made with.
func (f *frameWriter) frame(pm *image.Paletted, delay int) error {
	f.buf.Reset()
	err := gif.EncodeAll(&f.buf, &gif.GIF{Image: []*image.Paletted{pm}, Delay: []int{delay},
		Disposal: []byte{gif.DisposalNone}, Config: f.config})
	if err != nil {
		return err
	}
	b := f.buf.Bytes()
	// A frame begins with its graphic control extension (0x21) and the GIF ends with 0x3b.
	if len(b) <= f.header || b[f.header] != 0x21 || b[len(b)-1] != 0x3b {
		return errors.New("boardgif: image/gif wrote a layout this writer does not know")
	}
	if !f.begun {
		f.begun = true
		if _, err := f.w.Write(b[:f.header]); err != nil {
			return err
		}
		if _, err := f.w.Write(loopForever); err != nil {
			return err
		}
	}
	_, err = f.w.Write(b[f.header : len(b)-1])
	return err
}

// close ends the GIF.
func (f *frameWriter) close() error {
	_, err := f.w.Write([]byte{0x3b})
	return err
}
