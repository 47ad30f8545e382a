package board

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestParsePaste is the layouts people copy boards in: the file format, and the tiles alone from
// web tables, CSV, JSON, Markdown and papers.
func TestParsePaste(t *testing.T) {
	tests := []struct {
		name, text string
		n          int
		tiles      []int
		kind       Kind
	}{
		{"file format", "3\n1 2 3\n4 5 6\n7 8 0\n", 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}, KindSliding},
		{"file format on one line", "2 0 2 4 8", 2, []int{0, 2, 4, 8}, Kind2048},
		{"file format with commas", "2,\n1, 2,\n3, 0", 2, []int{1, 2, 3, 0}, KindSliding},
		{"tiles on one line", "1 2 3 4 5 6 7 8 0", 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}, KindSliding},
		{"tiles in rows", "1 2 3\n4 5 6\n7 8 0\n", 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}, KindSliding},
		{"web table (tabs, CRLF)", "2\t0\r\n0\t4\r\n", 2, []int{2, 0, 0, 4}, Kind2048},
		{"comma and space", "1, 2, 3, 0", 2, []int{1, 2, 3, 0}, KindSliding},
		{"brackets", "[1,2,3,0]", 2, []int{1, 2, 3, 0}, KindSliding},
		{"JSON rows", "[\n  [8, 6, 7],\n  [2, 5, 4],\n  [3, 0, 1]\n]\n", 3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}, KindSliding},
		{"tuple in a sentence's brackets", "(8, 6, 7, 2, 5, 4, 3, 0, 1)", 3, []int{8, 6, 7, 2, 5, 4, 3, 0, 1}, KindSliding},
		{"Markdown table", "| 2 | 4 |\n| 8 | 0 |\n", 2, []int{2, 4, 8, 0}, Kind2048},
		{"one tile a line (a PDF's copy)", "1\n2\n3\n0\n", 2, []int{1, 2, 3, 0}, KindSliding},
		{"ragged lines", "1 2 3 4\n5 6 7 8 0", 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 0}, KindSliding},
		{"byte-order mark and blank lines", "\uFEFF\n\n2 4\n8 0\n\n", 2, []int{2, 4, 8, 0}, Kind2048},
		{"16 tiles are 4-by-4", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", 4,
			[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}, KindSliding},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, k, err := ParsePaste(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if g.N != tt.n || !equalInts(g.Tiles, tt.tiles) || k != tt.kind {
				t.Errorf("ParsePaste = %d %v %v, want %d %v %v", g.N, g.Tiles, k, tt.n, tt.tiles, tt.kind)
			}
		})
	}
}

// TestParsePasteErrors checks each refusal's whole message: it names the line and says what to fix.
func TestParsePasteErrors(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "", "nothing to paste: the text holds no tiles"},
		{"only separators", " ,\n[ ]\t", "nothing to paste: the text holds no tiles"},
		{"one number", "\n42", `line 2: one number, "42", is not a board: paste n*n tiles (4 or more) or a puzzle file`},
		{"17 tiles", strings.Repeat("2 ", 17),
			"17 tiles: not a square count, so no n-by-n board (a 4-by-4 has 16, a 5-by-5 has 25)"},
		{"blank left out", "1 2 3\n4 5 6\n7 8", "line 3: row has 2 tiles where the others have 3; 8 tiles: not a square count, so no n-by-n board (a 2-by-2 has 4, a 3-by-3 has 9); one short: write the blank as 0"},
		{"web table with an empty cell", "1\t2\t3\t4\n5\t6\t7\t8\n9\t10\t11\t12\n13\t14\t15\t\n",
			"line 4: row has 3 tiles where the others have 4; 15 tiles: not a square count, so no n-by-n board (a 3-by-3 has 9, a 4-by-4 has 16); one short: write the blank as 0"},
		{"too few", "2 4", "2 tiles: too few for a board (the smallest, a 2-by-2, has 4)"},
		{"a word among the tiles", "1 2\n3 x", `line 2: tile "x" is not a whole number`},
		{"a label before the tiles", "Start:\n8 6 7\n2 5 4\n3 0 1", `line 1: tile "Start:" is not a whole number`},
		{"one word", "hello", `line 1: tile "hello" is not a whole number`},
		{"a word among ragged tiles", "1 2 3 4\n5 six 7 8 0", `line 2: tile "six" is not a whole number`},
		{"negative tile", "1 2\n-3 0", "line 2 (row 2, column 1): tile -3 is negative"},
		{"duplicate tile", "1 2 3\n4 5 6\n7 8 8", "line 3 (row 3, column 3): tile 8 appears twice (also at row 3, column 2)"},
		{"neither kind", "2 4\n8 3", "line 2 (row 2, column 2): tile 3 is not 0 or a power of two from 2 up"},
		{"2048 board too large", strings.Repeat("2 ", 17*17), "board size n = 17 is out of range for a 2048 board: sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16"},
		{"file that ends early", "3\n1 2 3\n4 5 6\n7 8\n", "line 4: row has 2 tiles, but n = 3 needs 3 per row (9 in all; the file has 8)"},
		{"file with a short row", "3\n1 2 3\n4 5\n6 7 8 0\n", "line 3: row has 2 tiles, but n = 3 needs 3 per row (9 in all; the file has 9)"},
		{"binary", "2\x00", "line 1: not a text puzzle file: byte 2 is 0x00, binary data (a puzzle file is plain text: n, then n*n numbers)"},
		{"too large", strings.Repeat("0 ", maxPasteBytes), "the pasted text is 1048576 bytes, more than the 524288 a board can take"},
		{"too many tiles", strings.Repeat("0 ", 128*128), "board size n = 128 is out of range: sliding puzzles are 2 to 127 on a side, 2048 boards 2 to 16 (16384 tiles)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, err := ParsePaste(tt.text)
			if err == nil {
				t.Fatalf("ParsePaste accepted it: %v", g)
			}
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Errorf("error %v is not an *InputError", err)
			}
			if err.Error() != tt.want {
				t.Errorf("error\n%s\nwant\n%s", err, tt.want)
			}
		})
	}
}

// TestPasteRoundTrip copies random boards of every size and both kinds (Board.String, the file
// format) and pastes them back, also as the tiles alone.
func TestPasteRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	for n := 2; n <= 16; n++ {
		var boards []Board
		b, err := NewGame2048(Random2048(n, 0.4, rng), 2048, RightColumn)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
		p, err := NewPuzzle(Scramble(n, rng))
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, p)
		for _, b := range boards {
			copied := b.String()
			tilesAlone := copied[strings.IndexByte(copied, '\n')+1:]
			for _, text := range []string{copied, tilesAlone, strings.ReplaceAll(tilesAlone, " ", ",")} {
				g, k, err := ParsePaste(text)
				if err != nil {
					t.Fatalf("%d-by-%d %v: %v\n%s", n, n, b.Kind(), err, text)
				}
				if k != b.Kind() || g.String() != copied {
					t.Fatalf("pasted %v\n%s\nwant %v\n%s", k, g, b.Kind(), copied)
				}
			}
		}
	}
}

// FuzzParsePaste checks that no paste makes ParsePaste panic, that every error is an *InputError,
// and that an accepted paste round-trips through the file format as the same board.
func FuzzParsePaste(f *testing.F) {
	addPuzzleFiles(f)
	for _, s := range []string{"1 2 3 0", "[[2,4],[8,0]]", "| 1 | 2 |\n| 3 | 0 |", "3\n1 2 3\n4 5\n", "1\n2\n3\n-4", "2\t\t4\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, k, err := ParsePaste(text)
		if rejected(t, err) {
			return
		}
		again, err := Read(strings.NewReader(g.String()))
		if err != nil || again.String() != g.String() {
			t.Fatalf("round trip through the file format: %v\n%s", err, g)
		}
		if k2, err := Detect(again); err != nil || k2 != k {
			t.Fatalf("the file reads as %v %v, the paste as %v", k2, err, k)
		}
		if h, k3, err := ParsePaste(g.String()); err != nil || k3 != k || h.String() != g.String() {
			t.Fatalf("pasting the copy: %v %v\n%s", k3, err, h)
		}
	})
}

// TestParsePasteRandomText runs FuzzParsePaste's checks on seeded random texts made of what
// pastes hold (digits, separators, line breaks, signs, letters), so every test run covers them;
// and pastes random boards with their tiles split by random separators and line breaks.
func TestParsePasteRandomText(t *testing.T) {
	const alphabet = "0123456789 0123456789 \n\t,[]|-x\r\uFEFF"
	runes := []rune(alphabet)
	rng := rand.New(rand.NewPCG(16, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(80) {
			b.WriteRune(runes[rng.IntN(len(runes))])
		}
		text := b.String()
		g, k, err := ParsePaste(text)
		if rejected(t, err) {
			continue
		}
		if h, k2, err := ParsePaste(g.String()); err != nil || k2 != k || h.String() != g.String() {
			t.Fatalf("%q: pasting the copy: %v %v\n%s", text, k2, err, h)
		}
	}
	separators := []string{" ", "  ", "\t", ",", ", ", "\n", "\r\n", " | ", "]\n["}
	for range 2000 {
		n := 2 + rng.IntN(9)
		g := Scramble(n, rng)
		if rng.IntN(2) == 0 {
			g = Random2048(n, 0.5, rng)
		}
		var b strings.Builder
		b.WriteString("[")
		for i, tile := range g.Tiles {
			switch {
			case i == 1: // not a line break: a lone first number and a row after it read as a file
				b.WriteString(separators[rng.IntN(5)])
			case i > 1:
				b.WriteString(separators[rng.IntN(len(separators))])
			}
			b.WriteString(strconv.Itoa(tile))
		}
		b.WriteString("]")
		got, _, err := ParsePaste(b.String())
		if err != nil || got.String() != g.String() {
			t.Fatalf("%q: pasted %v\n%s\nwant\n%s", b.String(), err, got, g)
		}
	}
}

// ExampleParsePaste pastes a row of tiles copied from a paper and copies the board back out.
func ExampleParsePaste() {
	g, kind, err := ParsePaste("(8, 6, 7, 2, 5, 4, 3, 0, 1)")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(kind)
	fmt.Print(g) // what Copy puts on the clipboard: the file format
	_, _, err = ParsePaste("1 2 3\n4 5 6\n7 8")
	fmt.Println(err)
	// Output:
	// sliding
	// 3
	// 8 6 7
	// 2 5 4
	// 3 0 1
	// line 3: row has 2 tiles where the others have 3; 8 tiles: not a square count, so no n-by-n board (a 2-by-2 has 4, a 3-by-3 has 9); one short: write the blank as 0
}
