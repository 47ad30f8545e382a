package board

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// maxPasteBytes bounds a paste: half of Read's limit, so the tiles rewritten for Read always fit
// it. A 127-by-127 sliding puzzle is under 100 KB of text.
const maxPasteBytes = maxFileBytes / 2

// pasteSeparators are the characters people's copies put between tiles besides white space: CSV
// and JSON ("1, 2, 3", "[[1,2],[3,0]]"), Markdown tables ("| 1 | 2 |"), tuples from papers.
const pasteSeparators = ",;|[](){}\"'"

// ParsePaste reads text a person pasted as a board: the puzzle file format (n, then n*n tiles),
// or the tiles alone, on one line or several, separated by spaces, tabs, commas (and brackets),
// n being inferred from the count (4 tiles make a 2-by-2, 9 a 3-by-3, ...). The kind is decided
// as for a file (Detect). Every error is an *InputError naming the line of the paste it is about
// when there is one. The inverse, a board as clipboard text, is the file format: Board.String.
func ParsePaste(text string) (Grid, Kind, error) {
	g, err := readPaste(text)
	if err != nil {
		return Grid{}, KindAuto, err
	}
	k, err := Detect(g)
	if err != nil {
		return Grid{}, KindAuto, err
	}
	return g, k, nil
}

// readPaste turns the paste into a grid without judging its tiles: Read does the numbers, for the
// file format as given and for the tiles alone rewritten as a one-line file.
func readPaste(text string) (Grid, error) {
	if len(text) > maxPasteBytes {
		return Grid{}, &InputError{Msg: fmt.Sprintf("the pasted text is %d bytes, more than the %d a board can take", len(text), maxPasteBytes)}
	}
	data := bytes.TrimPrefix([]byte(text), []byte("\uFEFF"))
	if err := checkText(data); err != nil {
		return Grid{}, err
	}
	normal := strings.Map(func(r rune) rune {
		if strings.ContainsRune(pasteSeparators, r) {
			return ' '
		}
		return r
	}, string(data))
	toks := pasteTokens(normal)
	count := len(toks)
	if count == 0 {
		return Grid{}, &InputError{Msg: "nothing to paste: the text holds no tiles"}
	}
	if n, err := strconv.Atoi(toks[0].text); err == nil && n >= 2 && n <= MaxN && count == 1+n*n || headed(toks) {
		return Read(strings.NewReader(normal))
	}
	k := isqrt(count)
	switch {
	case k*k != count || k < 2:
		return Grid{}, countError(toks)
	case k > MaxN:
		e := SizeError(0, k, KindAuto)
		e.Msg = fmt.Sprintf("%s (%d tiles)", e.Msg, count)
		return Grid{}, e
	}
	return readTiles(k, toks)
}

// headed says the paste begins like a puzzle file: its first line holds a lone number n in
// 2..MaxN and the next line n numbers, a row. When such a paste is not a file, Read's error (a
// short row, a file that ends early) says more than counting its numbers as tiles would.
func headed(toks []token) bool {
	n, err := strconv.Atoi(toks[0].text)
	if err != nil || n < 2 || n > MaxN || len(toks) < 2 || toks[1].line == toks[0].line {
		return false
	}
	row := 0
	for _, t := range toks[1:] {
		if t.line == toks[1].line {
			row++
		}
	}
	return row == n
}

// readTiles reads the k*k tiles toks as a k-by-k grid, whatever their layout: Read parses them as
// a one-line file, and its errors and the grid's cells are given back the paste's lines.
func readTiles(k int, toks []token) (Grid, error) {
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.text
	}
	g, err := Read(strings.NewReader(strconv.Itoa(k) + " " + strings.Join(words, " ")))
	if err != nil {
		var ie *InputError
		if errors.As(err, &ie) {
			ie.Line = pasteLine(ie, k, toks)
		}
		return Grid{}, err
	}
	g.sizeLine = 0
	for i, t := range toks {
		g.lines[i] = t.line
	}
	return g, nil
}

// pasteLine is the paste's line for an error Read gave on the one-line rewrite: the line of the
// cell it names, or of the first tile that is not a whole number (the one Read stopped at).
func pasteLine(ie *InputError, k int, toks []token) int {
	if ie.Row > 0 {
		return toks[(ie.Row-1)*k+ie.Col-1].line
	}
	for _, t := range toks {
		if _, err := strconv.Atoi(t.text); err != nil {
			return t.line
		}
	}
	return 0
}

// pasteTokens splits text into white-space-separated words with their lines (counted from 1).
func pasteTokens(text string) []token {
	var toks []token
	for i, line := range strings.Split(text, "\n") {
		for _, f := range strings.Fields(line) {
			toks = append(toks, token{f, i + 1})
		}
	}
	return toks
}

// countError says why tiles whose count is not a square make no board: a word among them, or the
// count, pointing at the one row whose length differs from all the others when there is one (a
// cell left out of a table).
func countError(toks []token) error {
	for _, t := range toks { // a word among the numbers is the first thing to fix
		if _, err := strconv.Atoi(t.text); err != nil {
			return &InputError{Line: t.line, Msg: fmt.Sprintf("tile %s is not a whole number", t.quoted())}
		}
	}
	count := len(toks)
	if count == 1 {
		return &InputError{Line: toks[0].line, Msg: fmt.Sprintf("one number, %s, is not a board: paste n*n tiles (4 or more) or a puzzle file",
			toks[0].quoted())}
	}
	k := int(math.Sqrt(float64(count)))
	for k*k > count {
		k--
	}
	msg := fmt.Sprintf("%d tiles: not a square count, so no n-by-n board (%s has %d, %s has %d)",
		count, SizeName(k), k*k, SizeName(k+1), (k+1)*(k+1))
	if k < 2 {
		msg = fmt.Sprintf("%d tiles: too few for a board (the smallest, a 2-by-2, has 4)", count)
	}
	if count+1 == (k+1)*(k+1) {
		msg += "; one short: write the blank as 0"
	}
	e := &InputError{Msg: msg}
	perLine := map[int]int{}
	for _, t := range toks {
		perLine[t.line]++
	}
	if len(perLine) < 3 {
		return e
	}
	lengths := map[int]int{} // how many lines hold each count
	for _, c := range perLine {
		lengths[c]++
	}
	if len(lengths) != 2 {
		return e
	}
	for line, c := range perLine {
		if lengths[c] == 1 {
			for _, other := range perLine {
				if other != c {
					e.Line = line
					e.Msg = fmt.Sprintf("row has %d %s where the others have %d; %s", c, plural(c, "tile", "tiles"), other, msg)
					return e
				}
			}
		}
	}
	return e
}

// isqrt is the largest k with k*k <= x, for x >= 0.
func isqrt(x int) int {
	k := int(math.Sqrt(float64(x)))
	for k*k > x {
		k--
	}
	for (k+1)*(k+1) <= x {
		k++
	}
	return k
}
