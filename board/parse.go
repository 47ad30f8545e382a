package board

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxN is the largest side length any puzzle file may declare (n < 128, as the sliding puzzle's
// original assignment allows).
const MaxN = 127

// maxFileBytes bounds what Read accepts, so a huge or binary file fails fast with a message
// instead of filling memory: a 127-by-127 grid of 10-digit numbers fits easily.
const maxFileBytes = 1 << 20

// Read parses a puzzle file: the side length n, then n*n whitespace-separated integers, then
// optionally n*n more, a sliding puzzle's goal (Grid.Goal). Blank lines and trailing spaces are
// fine; the grid need not be laid out one row per line. Every error is an
// *InputError naming the line and what is wrong. Read checks the shape only: Detect and Check say
// whether the numbers make a board.
func Read(r io.Reader) (Grid, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxFileBytes+1))
	if err != nil {
		return Grid{}, err
	}
	if len(data) > maxFileBytes {
		return Grid{}, &InputError{Msg: fmt.Sprintf("file is larger than %d bytes; not a puzzle file", maxFileBytes)}
	}
	// Notepad and other editors start UTF-8 files with a byte-order mark; it is not part of n.
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if err := checkText(data); err != nil {
		return Grid{}, err
	}

	var tokens []token
	rowLens := map[int]int{} // numbers on each line after the first token
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(make([]byte, 0, 64*1024), maxFileBytes)
	for line := 1; sc.Scan(); line++ {
		for _, f := range strings.Fields(sc.Text()) {
			if len(tokens) > 0 {
				rowLens[line]++
			}
			tokens = append(tokens, token{f, line})
		}
	}
	if err := sc.Err(); err != nil {
		return Grid{}, err
	}
	if len(tokens) == 0 {
		return Grid{}, &InputError{Msg: "empty file: expected the board size n on the first line"}
	}

	number := func(t token, what string) (int, error) {
		v, err := strconv.Atoi(t.text)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				return 0, &InputError{Line: t.line, Msg: fmt.Sprintf("%s %s is too large", what, t.quoted())}
			}
			return 0, &InputError{Line: t.line, Msg: fmt.Sprintf("%s %s is not a whole number", what, t.quoted())}
		}
		return v, nil
	}

	n, err := number(tokens[0], "board size")
	if err != nil {
		return Grid{}, err
	}
	if n < 2 || n > MaxN {
		return Grid{}, SizeError(tokens[0].line, n, KindAuto)
	}
	cells := tokens[1:]
	tiles := make([]int, len(cells))
	for i, t := range cells {
		if tiles[i], err = number(t, "tile"); err != nil {
			return Grid{}, err
		}
	}
	withGoal := len(cells) == 2*n*n && rowShaped(n, rowLens)
	if !withGoal && (len(cells) != n*n || !rowShaped(n, rowLens)) {
		return Grid{}, shapeError(n, cells, rowLens)
	}

	g := Grid{N: n, Tiles: tiles[:n*n], lines: make([]int, n*n), sizeLine: tokens[0].line}
	for i, t := range cells[:n*n] {
		g.lines[i] = t.line
		if tiles[i] < 0 {
			return Grid{}, g.cellError(i, "tile %d is negative", tiles[i])
		}
	}
	if withGoal {
		g.Goal, g.goalLines = tiles[n*n:], make([]int, n*n)
		for i, t := range cells[n*n:] {
			g.goalLines[i] = t.line
		}
	}
	return g, nil
}

// checkText refuses data that is not text: a NUL byte or bytes that are not UTF-8 mean an image,
// an archive or some other binary file, whose "numbers" would print as replacement characters.
func checkText(data []byte) error {
	bad := bytes.IndexByte(data, 0)
	if !utf8.Valid(data) {
		for i := 0; i < len(data); {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				if bad < 0 || i < bad {
					bad = i
				}
				break
			}
			i += size
		}
	}
	if bad < 0 {
		return nil
	}
	return &InputError{Line: 1 + bytes.Count(data[:bad], []byte("\n")), Msg: fmt.Sprintf(
		"not a text puzzle file: byte %d is 0x%02x, binary data (a puzzle file is plain text: n, then n*n numbers)",
		bad+1, data[bad])}
}

// token is one whitespace-separated word of a puzzle file and the line it stands on.
type token struct {
	text string
	line int
}

// quoted is the token for an error message, cut short if it is long (binary junk, say).
func (t token) quoted() string {
	if r := []rune(t.text); len(r) > 20 {
		return strconv.Quote(string(r[:20])) + "..."
	}
	return strconv.Quote(t.text)
}

// rowShaped says whether the tiles are on one line, or n to a line: a file that spreads them over
// lines otherwise is not a square grid, whatever the count.
func rowShaped(n int, rowLens map[int]int) bool {
	if len(rowLens) <= 1 {
		return true
	}
	for _, count := range rowLens {
		if count != n {
			return false
		}
	}
	return true
}

// shapeError explains a grid with the wrong number of tiles. When the tiles span several lines it
// names the first line that does not hold n of them (a non-square grid); otherwise it gives the
// count. rowLens counts the tiles on each line.
func shapeError(n int, cells []token, rowLens map[int]int) error {
	if len(cells) > 2*n*n && gridBefore(n, cells[2*n*n].line, rowLens, 2) {
		extra := cells[2*n*n]
		return &InputError{Line: extra.line, Msg: fmt.Sprintf("extra number %s after the goal's %d rows: a start and a goal have %d tiles, the file has %d",
			extra.quoted(), n, 2*n*n, len(cells))}
	}
	if len(cells) >= n*n+n && gridBefore(n, cells[n*n].line, rowLens, 1) {
		if err := goalShapeError(n, cells[n*n:], rowLens); err != nil {
			return err
		}
	}
	if len(cells) > n*n && gridBefore(n, cells[n*n].line, rowLens, 1) {
		extra := cells[n*n]
		return &InputError{Line: extra.line, Msg: fmt.Sprintf("extra number %s after the %d-by-%d grid: it has %d tiles, the file has %d (a goal after it needs %d, %d to a row)",
			extra.quoted(), n, n, n*n, len(cells), n*n, n)}
	}
	if len(rowLens) > 1 {
		for line := 1; ; line++ {
			if count, ok := rowLens[line]; ok && count != n {
				return &InputError{Line: line, Msg: fmt.Sprintf("row has %d %s, but n = %d needs %d per row (%d in all; the file has %d)",
					count, plural(count, "tile", "tiles"), n, n, n*n, len(cells))}
			}
			if line > cells[len(cells)-1].line {
				break
			}
		}
	}
	if len(cells) > n*n {
		extra := cells[n*n]
		return &InputError{Line: extra.line, Msg: fmt.Sprintf("extra number %s: %s grid has %d tiles, the file has %d", extra.quoted(), SizeName(n), n*n, len(cells))}
	}
	line := 1
	if len(cells) > 0 {
		line = cells[len(cells)-1].line
	}
	return &InputError{Line: line, Msg: fmt.Sprintf("file ends early: %s grid has %d tiles, the file has %d", SizeName(n), n*n, len(cells))}
}

// goalShapeError explains goal rows (rest, what follows a complete start) that do not make an
// n-by-n goal: a row of the wrong length, or too few rows; nil when neither is wrong.
func goalShapeError(n int, rest []token, rowLens map[int]int) error {
	for _, t := range rest {
		if count := rowLens[t.line]; count != n {
			return &InputError{Line: t.line, Msg: fmt.Sprintf("row has %d %s, but n = %d needs %d per row (in the goal after the start, too)",
				count, plural(count, "tile", "tiles"), n, n)}
		}
	}
	if len(rest) < n*n {
		return &InputError{Line: rest[len(rest)-1].line, Msg: fmt.Sprintf("the goal ends early: it has %d rows of %d, the file has %d after the start",
			n, n, len(rest)/n)}
	}
	return nil
}

// gridBefore says whether the lines before line hold grids (1: the start, 2: the start and its
// goal) of n rows of n tiles (or all on one line): complete, so what follows is extra rather than
// a short row.
func gridBefore(n, line int, rowLens map[int]int, grids int) bool {
	total, rows := 0, 0
	for l, count := range rowLens {
		if l >= line {
			continue
		}
		total += count
		rows++
		if count != n && count != grids*n*n {
			return false
		}
	}
	return total == grids*n*n && (rows == grids*n || rows == 1)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
