package words

import (
	"fmt"
	"math"
	"strconv"
	"time"
)

// Group writes n with thousands separators: 1234567 is "1,234,567".
func Group(n int) string {
	s := fmt.Sprint(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3)
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// Tenths writes x rounded to one decimal place, with thousands separators: 1365.64 is "1,365.6".
func Tenths(x float64) string {
	t := int64(math.Round(x * 10))
	sign := ""
	if t < 0 {
		sign, t = "-", -t
	}
	return fmt.Sprintf("%s%s.%d", sign, Group(int(t/10)), t%10)
}

// Count is n of a thing: "1 board", "1,234 boards".
func Count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return Group(n) + " " + thing + "s"
}

// Duration writes d for a person: "850 ms", "3.2 s", "2m05s".
func Duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	return d.Round(time.Second).String()
}

// Megabytes writes a byte count for people: "1 GB", "256 MB".
func Megabytes(b int64) string {
	if b >= 1<<30 && b%(1<<30) == 0 {
		return fmt.Sprintf("%d GB", b>>30)
	}
	return fmt.Sprintf("%d MB", b>>20)
}

// Bytes writes a size in bytes for people: "100 bytes", "1,536 KB", "2 MB".
func Bytes(b int64) string {
	switch {
	case b >= 1<<20 && b%(1<<20) == 0:
		return Megabytes(b)
	case b >= 1<<10:
		return Group(int(b>>10)) + " KB"
	}
	return Count(int(b), "byte")
}

// thousandTrillion is where estimates stop: "more than anyone could store".
const thousandTrillion = 1e15

// Roughly writes an estimated count to two significant figures, in words past a million: "about
// 137,000", "about 3.7 million"; "a thousand trillion" from 10^15 on, where estimates stop.
func Roughly(n int) string {
	x := float64(n)
	switch {
	case x >= thousandTrillion:
		return "a thousand trillion"
	case x >= 1e12:
		return "about " + TwoFigures(x/1e12) + " trillion"
	case x >= 1e9:
		return "about " + TwoFigures(x/1e9) + " billion"
	case x >= 1e6:
		return "about " + TwoFigures(x/1e6) + " million"
	}
	return "about " + TwoFigures(x)
}

// TwoFigures writes x >= 0 rounded to two significant figures, with thousands separators.
func TwoFigures(x float64) string {
	if x < 10 {
		return strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64)
	}
	p := math.Pow(10, math.Floor(math.Log10(x))-1)
	return Group(int(math.Round(x/p) * p))
}
