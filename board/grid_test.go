package board

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadLayouts(t *testing.T) {
	tests := []struct {
		name, file string
		want       Grid
	}{
		{"seed layout", "2\n1 2\n3 0\n", Grid{N: 2, Tiles: []int{1, 2, 3, 0}}},
		{"trailing spaces and blank lines", "\n2  \n\n 1 2   \n3 0 \n\n\n", Grid{N: 2, Tiles: []int{1, 2, 3, 0}}},
		{"one line", "2 0 2 4 8", Grid{N: 2, Tiles: []int{0, 2, 4, 8}}},
		{"tabs and CRLF", "2\r\n2\t0\r\n0\t4\r\n", Grid{N: 2, Tiles: []int{2, 0, 0, 4}}},
		{"UTF-8 byte-order mark (Notepad)", "\uFEFF2\r\n1 2\r\n3 0\r\n", Grid{N: 2, Tiles: []int{1, 2, 3, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Read(strings.NewReader(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if g.N != tt.want.N || !equalInts(g.Tiles, tt.want.Tiles) {
				t.Errorf("Read = %d %v, want %d %v", g.N, g.Tiles, tt.want.N, tt.want.Tiles)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		name, file string
		line       int
		msg        string // a part of the message
	}{
		{"empty", "", 0, "empty file"},
		{"only blanks", " \n\n\t\n", 0, "empty file"},
		{"n not a number", "four\n", 1, `board size "four" is not a whole number`},
		{"long junk", "2\n" + strings.Repeat("x", 5000), 2, `tile "xxxxxxxxxxxxxxxxxxxx"... is not`},
		{"n too small", "1\n0\n", 1, "board size n = 1 is out of range: sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16"},
		{"n absurd", "\n100000\n", 2, "n = 100000 is out of range"},
		{"n overflows", "99999999999999999999999\n", 1, "is too large"},
		{"tile not a number", "2\n1 2\n3 x\n", 3, `tile "x" is not a whole number`},
		{"negative tile", "2\n1 2\n-3 0\n", 3, "tile -3 is negative"},
		{"non-square row", "3\n1 2 3\n4 5 6 7\n8 0\n", 3, "row has 4 tiles, but n = 3 needs 3"},
		{"too few on one line", "3 1 2 3 4 5 6 7 8", 1, "file ends early: a 3-by-3 grid has 9 tiles, the file has 8"},
		{"too few rows", "2\n1 2\n", 2, "file ends early"},
		{"extra number", "2 1 2 3 0 9", 1, `extra number "9"`},
		{"binary junk", "\x00\x01\x02", 1, "not a text puzzle file: byte 1 is 0x00"},
		{"binary after text", "2\n1 2\n3 \xff\xd8", 3, "not a text puzzle file: byte 9 is 0xff"},
		{"lone extra number", "3\n1 2 3\n4 5 6\n7 8 0\n9\n", 5, `extra number "9" after the 3-by-3 grid: it has 9 tiles, the file has 10`},
		{"one short row", "3\n1 2 3\n4\n5 6 7\n8 0 9\n", 3, "row has 1 tile, but n = 3 needs 3 per row"},
		{"BOM then junk", "\uFEFFfour\n", 1, `board size "four" is not a whole number`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tt.file))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Read error = %v, want an *InputError", err)
			}
			if ie.Line != tt.line || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("Read error = %q (line %d), want line %d containing %q", err, ie.Line, tt.line, tt.msg)
			}
		})
	}
}

func TestDetectAndCheck(t *testing.T) {
	tests := []struct {
		name, file string
		kind       Kind
		msg        string // error text, "" when valid
	}{
		{"sliding", "2\n1 2\n3 0", KindSliding, ""},
		{"2048", "2\n2 0\n0 4", Kind2048, ""},
		{"2048 all blank", "2\n0 0\n0 0", Kind2048, ""},
		{"duplicate tile", "2\n1 1\n3 0", KindAuto, "line 2 (row 1, column 2): tile 1 appears twice (also at row 1, column 1)"},
		{"missing tile shows as duplicate", "3\n1 2 3\n4 5 6\n7 7 0", KindAuto, "line 4 (row 3, column 2): tile 7 appears twice"},
		{"not a power of two", "2\n2 6\n0 0", KindAuto, "line 2 (row 1, column 2): tile 6 is not 0 or a power of two"},
		{"tile too large", "2\n2 0\n0 2147483648", KindAuto, "tile 2147483648 is larger than 1073741824"},
		{"2048 too big", "17\n" + strings.Repeat("2 ", 17*17), KindAuto, "line 1: board size n = 17 is out of range for a 2048 board: sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16"},
		{"2048 too big, n after blank lines", "\n\n17\n" + strings.Repeat("2 ", 17*17), KindAuto, "line 3: board size n = 17 is out of range for a 2048 board"},
		{"sliding puzzle without its blank", "3\n1 2 3\n4 5 6\n7 8 9\n", KindAuto,
			"line 4 (row 3, column 3): tiles 1 to 9 with no 0 look like a sliding puzzle without its blank"},
		{"blank-less, shuffled", "2\n4 1\n3 2\n", KindAuto, "line 2 (row 1, column 1): tiles 1 to 4 with no 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Read(strings.NewReader(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			kind, err := Detect(g)
			if tt.msg == "" {
				if err != nil || kind != tt.kind {
					t.Fatalf("Detect = %v, %v; want %v", kind, err, tt.kind)
				}
				if err := Check(g, kind); err != nil {
					t.Errorf("Check(%v) = %v", kind, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("Detect error = %v, want it to contain %q", err, tt.msg)
			}
		})
	}
}

func TestCheckForcedKind(t *testing.T) {
	g := NewGrid(2, []int{1, 2, 3, 0})
	if err := Check(g, Kind2048); err == nil || !strings.Contains(err.Error(), "row 1, column 1: tile 1 is not 0 or a power of two") {
		t.Errorf("Check(sliding grid, 2048) = %v", err)
	}
	g = NewGrid(2, []int{2, 4, 0, 0})
	if err := Check(g, KindSliding); err == nil || !strings.Contains(err.Error(), "tile 4 is out of range 0..3") {
		t.Errorf("Check(2048 grid, sliding) = %v", err)
	}
}

// TestWriteRoundTrip checks that what String writes, Read reads back unchanged, on every file in
// testdata.
func TestWriteRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txt")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := Read(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		again, err := Read(strings.NewReader(g.String()))
		if err != nil {
			t.Fatalf("%s: reading back: %v", name, err)
		}
		if again.N != g.N || !equalInts(again.Tiles, g.Tiles) || again.String() != g.String() {
			t.Errorf("%s: round trip changed the grid:\n%s\nvs\n%s", name, g, again)
		}
	}
}

func TestStringSeedFormat(t *testing.T) {
	g := NewGrid(4, []int{256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0})
	want := "4\n 256    8    0    2\n 256    8   16    2\n 512    4    0    0\n1024    0    0    0\n"
	if got := g.String(); got != want {
		t.Errorf("String =\n%s\nwant\n%s", got, want)
	}
}

// addPuzzleFiles seeds a fuzz corpus with the puzzle files in testdata.
func addPuzzleFiles(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.txt")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
}

// rejected says whether a parser refused its input, and fails t when the refusal is not an
// *InputError (the only error a parser may return: one that names the line and the problem).
func rejected(t *testing.T, err error) bool {
	if err == nil {
		return false
	}
	var ie *InputError
	if !errors.As(err, &ie) {
		t.Fatalf("error %v is not an *InputError", err)
	}
	return true
}

// FuzzRead checks that no input makes Read panic, that every error is an *InputError, and that
// whatever Read accepts round-trips through String. Its seed corpus is testdata/fuzz/FuzzRead plus
// the puzzle files in testdata.
func FuzzRead(f *testing.F) {
	addPuzzleFiles(f)
	f.Fuzz(func(t *testing.T, file string) {
		g, err := Read(strings.NewReader(file))
		if rejected(t, err) {
			return
		}
		again, err := Read(strings.NewReader(g.String()))
		if err != nil || again.String() != g.String() {
			t.Fatalf("round trip: %v\n%s", err, g)
		}
		// Whatever the grid, classifying and building a board must not panic either.
		if kind, err := Detect(g); err == nil {
			switch kind {
			case Kind2048:
				if _, err := NewGame2048(g, 2048, RightColumn); err != nil {
					t.Fatalf("Detect said 2048 but NewGame2048: %v", err)
				}
			case KindSliding:
				p, err := NewPuzzle(g)
				if err != nil {
					t.Fatalf("Detect said sliding but NewPuzzle: %v", err)
				}
				// A goal read back is the same goal: the usual one is written as none.
				again, err := Read(strings.NewReader(p.String()))
				if err != nil {
					t.Fatalf("the puzzle's file does not read: %v\n%s", err, p)
				}
				if q, err := NewPuzzle(again); err != nil || !q.Equal(p) || q.Solvable() != p.Solvable() {
					t.Fatalf("the puzzle does not round-trip with its goal: %v\n%s", err, p)
				}
			}
		}
	})
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSizeName(t *testing.T) {
	for n, want := range map[int]string{2: "a 2-by-2", 4: "a 4-by-4", 8: "an 8-by-8", 10: "a 10-by-10", 11: "an 11-by-11",
		12: "a 12-by-12", 18: "an 18-by-18", 80: "an 80-by-80", 81: "an 81-by-81", 100: "a 100-by-100", 127: "a 127-by-127"} {
		if got := SizeName(n); got != want {
			t.Errorf("SizeName(%d) = %q, want %q", n, got, want)
		}
	}
}
