package words

import (
	"fmt"
	"testing"
	"time"
)

func TestFigures(t *testing.T) {
	tests := []struct{ got, want string }{
		{Group(0), "0"},
		{Group(999), "999"},
		{Group(1000), "1,000"},
		{Group(1234567), "1,234,567"},
		{Group(-1234567), "-1,234,567"},
		{Count(1, "board"), "1 board"},
		{Count(0, "move"), "0 moves"},
		{Count(27136, "board"), "27,136 boards"},
		{Duration(850 * time.Millisecond), "850 ms"},
		{Duration(3210 * time.Millisecond), "3.2 s"},
		{Duration(125400 * time.Millisecond), "2m5s"},
		{Roughly(137_499), "about 140,000"},
		{Roughly(3_710_000), "about 3.7 million"},
		{Roughly(29_000_000_000), "about 29 billion"},
		{Roughly(2_500_000_000_000), "about 2.5 trillion"},
		{Roughly(1_000_000_000_000_000), "a thousand trillion"},
		{Megabytes(1 << 30), "1 GB"},
		{Megabytes(3 << 30), "3 GB"},
		{Megabytes(1536 << 20), "1536 MB"},
		{Megabytes(256 << 20), "256 MB"},
		{TwoFigures(7.46), "7.5"},
		{TwoFigures(1234), "1,200"},
		{Tenths(1365.64), "1,365.6"},
		{Bytes(100), "100 bytes"},
		{Bytes(1536 << 10), "1,536 KB"},
		{Bytes(2097152), "2 MB"},
		{Tenths(0.04), "0.0"},
		{Tenths(-2.25), "-2.3"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: %q, want %q", i, tt.got, tt.want)
		}
	}
}

func ExampleGroup() {
	fmt.Println(Group(1234567), Count(1, "move"), Count(80, "move"), Duration(1500*time.Millisecond))
	// Output: 1,234,567 1 move 80 moves 1.5 s
}
