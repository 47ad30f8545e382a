package boardgif

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/solver"
)

// decoded is a GIF as a viewer shows it: each frame drawn over the frames before it.
type decoded struct {
	g      *gif.GIF
	screen []*image.RGBA // the screen after each frame
}

func decode(t *testing.T, data []byte) decoded {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("image/gif cannot read the file: %v", err)
	}
	d := decoded{g: g}
	screen := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	for i, frame := range g.Image {
		if g.Disposal[i] != gif.DisposalNone {
			t.Fatalf("frame %d disposal %d: frames are drawn over the ones before", i, g.Disposal[i])
		}
		draw.Draw(screen, frame.Bounds(), frame, frame.Bounds().Min, draw.Over)
		d.screen = append(d.screen, image.NewRGBA(screen.Rect))
		copy(d.screen[i].Pix, screen.Pix)
	}
	return d
}

// showsBoard checks that screen shows g: the pixel just inside each tile's top-left corner, off
// its number, is the tile's fill from colors.
func showsBoard(t *testing.T, screen *image.RGBA, g board.Grid, res Result, colors func(v, i int) (color.Color, color.Color), what string) {
	t.Helper()
	n, pitch := g.N, res.Cell+res.Gap
	for i, v := range g.Tiles {
		x, y := res.Gap+i%n*pitch+1, res.Gap+i/n*pitch+1
		fill, _ := colors(v, i)
		want := flatten(fill, flatten(DefaultBackground, color.Black))
		if got := screen.RGBAAt(x, y); got != want {
			t.Fatalf("%s: tile %d (value %d) at (%d, %d) is %v, want %v", what, i, v, x, y, got, want)
		}
	}
}

// slidingPath is a few moves of a 3-by-3 puzzle from the goal, as a solution's boards.
func slidingPath(t *testing.T) []board.Grid {
	p, err := board.NewPuzzle(board.Solved(3))
	if err != nil {
		t.Fatal(err)
	}
	boards := []board.Grid{p.Grid()}
	for _, d := range []board.Direction{board.Right, board.Down, board.Right, board.Up, board.Left} {
		q, ok := p.Move(d)
		if !ok {
			t.Fatalf("no move %v", d)
		}
		p = q
		boards = append(boards, p.Grid())
	}
	return boards
}

// TestEncodeEveryStep writes a short sliding solution whole: one frame per board, each showing
// its board in the caller's colours, at the timeline's speed, the last held.
func TestEncodeEveryStep(t *testing.T) {
	boards := slidingPath(t)
	colors := func(v, i int) (color.Color, color.Color) {
		if v == 0 {
			return color.RGBA{0xcc, 0xcc, 0xcc, 0xff}, color.Transparent
		}
		if v == i+1 {
			return color.RGBA{0x20, 0xa0, 0x20, 0xff}, color.White
		}
		return color.RGBA{0xe0, 0x90, 0x40, 0xff}, color.Black
	}
	var out bytes.Buffer
	res, err := Encode(&out, len(boards), at(boards), Options{Cell: 24, Delay: 120 * time.Millisecond, Hold: time.Second, Colors: colors})
	if err != nil {
		t.Fatal(err)
	}
	if res.Frames != len(boards) || res.Every != 1 || res.Bytes != out.Len() {
		t.Fatalf("result %+v for %d boards and %d bytes", res, len(boards), out.Len())
	}
	d := decode(t, out.Bytes())
	if len(d.g.Image) != len(boards) || d.g.LoopCount != 0 || d.g.Config.Width != res.Width {
		t.Fatalf("%d frames, loop count %d, width %d", len(d.g.Image), d.g.LoopCount, d.g.Config.Width)
	}
	for i, g := range boards {
		showsBoard(t, d.screen[i], g, res, colors, "frame "+strconv.Itoa(i))
		want := 12
		if i == len(boards)-1 {
			want = 100
		}
		if d.g.Delay[i] != want {
			t.Errorf("frame %d shows for %d hundredths, want %d", i, d.g.Delay[i], want)
		}
	}
	// A sliding move changes two tiles: every frame after the first is two tiles, not the board.
	for i, frame := range d.g.Image[1:] {
		if b := frame.Bounds(); b.Dx()*b.Dy() >= res.Width*res.Height/2 {
			t.Errorf("frame %d is %v, more than the two tiles that changed", i+1, b)
		}
	}
}

// TestEncodeNumbers: every tile but the blank carries its number in its ink, inside the tile.
func TestEncodeNumbers(t *testing.T) {
	g := board.NewGrid(2, []int{2, 0, 1024, 131072})
	var out bytes.Buffer
	res, err := Encode(&out, 1, at([]board.Grid{g}), Options{Cell: 10})
	if err != nil {
		t.Fatal(err)
	}
	screen := decode(t, out.Bytes()).screen[0]
	if res.Cell < 6*7 || res.Width != 2*res.Cell+3*res.Gap {
		t.Fatalf("tiles of %d pixels for a 6-digit number; %+v", res.Cell, res)
	}
	for i, v := range g.Tiles {
		_, ink := Default(v, i)
		want := flatten(ink, color.Black)
		x0, y0 := res.Gap+i%2*(res.Cell+res.Gap), res.Gap+i/2*(res.Cell+res.Gap)
		count := 0
		for y := y0; y < y0+res.Cell; y++ {
			for x := x0; x < x0+res.Cell; x++ {
				if screen.RGBAAt(x, y) == want {
					count++
				}
			}
		}
		if (count > 0) != (v != 0) {
			t.Errorf("tile %d: %d pixels in its number's ink %v", v, count, want)
		}
	}
}

// TestEncodeSampled is a 2048 beam answer from a lone 2 to 65536, 32,783 boards, under a limit
// of 200 KB: the file keeps under it, samples evenly, starts on the start and ends on the board
// with 65536.
func TestEncodeSampled(t *testing.T) {
	start, err := board.NewGame2048(board.LoneTwo(4), 65536, board.RightColumn)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := solver.Solve(context.Background(), start, solver.Config{Algorithm: "beam", ProofNodes: -1})
	if err != nil {
		t.Fatal(err)
	}
	boards := make([]board.Grid, sol.Steps())
	for i := range boards {
		boards[i] = sol.Step(i).Board.Grid()
	}
	if len(boards) < 32_000 {
		t.Fatalf("%d boards; the beam's answer has about 32,783", len(boards))
	}
	const limit = 200 << 10
	var out bytes.Buffer
	res, err := Encode(&out, len(boards), at(boards), Options{Cell: 8, Gap: 1, MaxBytes: limit})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d boards: %d frames, every %d, %d bytes, %dx%d", len(boards), res.Frames, res.Every, res.Bytes, res.Width, res.Height)
	if out.Len() > limit || res.Bytes != out.Len() {
		t.Fatalf("%d bytes (result says %d), limit %d", out.Len(), res.Bytes, limit)
	}
	if res.Every < 2 || res.Frames != frameCount(len(boards)-1, res.Every) || out.Len() < limit/4 {
		t.Fatalf("result %+v: sampled more coarsely than the limit needs", res)
	}
	d := decode(t, out.Bytes())
	if len(d.g.Image) != res.Frames {
		t.Fatalf("%d frames decoded, %d written", len(d.g.Image), res.Frames)
	}
	for j := range res.Frames {
		k := min(j*res.Every, len(boards)-1)
		showsBoard(t, d.screen[j], boards[k], res, Default, "frame of board "+strconv.Itoa(k))
	}
	if lastTile := boards[len(boards)-1]; !slices.Contains(lastTile.Tiles, 65536) {
		t.Fatal("the last board has no 65536")
	}
}

// at makes board k of boards, as Encode asks for it.
func at(boards []board.Grid) func(k int) board.Grid {
	return func(k int) board.Grid { return boards[k] }
}

// TestEncodeErrors: nothing to draw, boards of two sizes, a limit nothing fits under.
func TestEncodeErrors(t *testing.T) {
	two := board.LoneTwo(2)
	tests := []struct {
		name   string
		boards []board.Grid
		opt    Options
		want   string
	}{
		{"no boards", nil, Options{}, "no boards to animate"},
		{"two sizes", []board.Grid{two, board.LoneTwo(3)}, Options{}, "board 1 is 3-by-3 with 9 tiles; board 0 is 2-by-2"},
		{"a broken grid", []board.Grid{{N: 2, Tiles: []int{2}}}, Options{}, "board 0 is 2-by-2 with 1 tiles"},
		{"limit too small", []board.Grid{two, board.NewGrid(2, []int{0, 2, 0, 2}), board.NewGrid(2, []int{0, 4, 0, 2})},
			Options{MaxBytes: 100}, "even the first and last boards alone take more than 100 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			_, err := Encode(&out, len(tt.boards), at(tt.boards), tt.opt)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
			if out.Len() != 0 {
				t.Errorf("%d bytes written on an error", out.Len())
			}
		})
	}
}

// TestEncodeShrinksLargeBoards: a 127-by-127 puzzle's boards do not fit 2 MB even two at 40
// pixels a tile; with Shrink the file fits, its tiles smaller and without numbers, and it holds the
// first and last boards at least. Without Shrink the error says the limit in megabytes.
func TestEncodeShrinksLargeBoards(t *testing.T) {
	const n, limit = 127, 2 << 20
	rng := rand.New(rand.NewPCG(1, 2))
	boards := []board.Grid{board.Scramble(n, rng), board.Solved(n)}
	var out bytes.Buffer
	res, err := Encode(&out, len(boards), at(boards), Options{MaxBytes: limit, Shrink: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bytes > limit || out.Len() != res.Bytes || res.Frames != 2 || res.Numbers || res.Cell >= 40 {
		t.Errorf("shrunk: %d bytes (limit %d), %d frames, tiles %d pixels, numbers %v", res.Bytes, limit, res.Frames, res.Cell, res.Numbers)
	}
	t.Logf("127x127: %d frames, %d-pixel tiles, %dx%d, %d KB", res.Frames, res.Cell, res.Width, res.Height, res.Bytes>>10)
	g, err := gif.DecodeAll(&out)
	if err != nil || len(g.Image) != 2 {
		t.Fatalf("the file does not decode to 2 frames: %v", err)
	}
	_, err = Encode(io.Discard, len(boards), at(boards), Options{MaxBytes: limit})
	if err == nil || !strings.Contains(err.Error(), "more than 2 MB") {
		t.Errorf("without Shrink: %v", err)
	}
}

// TestEncodeManyColours: a caller whose colours outnumber a GIF's 256 still gets a file, in the
// nearest colours.
func TestEncodeManyColours(t *testing.T) {
	g := board.Solved(16)
	colors := func(v, i int) (color.Color, color.Color) {
		return color.RGBA{uint8(v), uint8(v * 7), uint8(255 - v), 0xff}, color.RGBA{uint8(i), 0, 0, 0xff}
	}
	var out bytes.Buffer
	res, err := Encode(&out, 2, at([]board.Grid{g, g}), Options{Cell: 4, Colors: colors})
	if err != nil {
		t.Fatal(err)
	}
	if d := decode(t, out.Bytes()); len(d.g.Image) != 2 || res.Frames != 2 {
		t.Fatalf("%d frames", len(d.g.Image))
	}
}
